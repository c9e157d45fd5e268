#include "codegen/ir/graph.h"

#include <gtest/gtest.h>

#include "codegen/ir/model_stats.h"
#include "codegen/ir/shape_util.h"
#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

TEST(ShapeUtil, Broadcast) {
  EXPECT_EQ(*BroadcastShapes({1, 3, 4, 4}, {1, 3, 1, 1}), (Dims{1, 3, 4, 4}));
  EXPECT_EQ(*BroadcastShapes({3, 1}, {4}), (Dims{3, 4}));
  EXPECT_FALSE(BroadcastShapes({3}, {4}).has_value());
  EXPECT_EQ(BroadcastIndexMap({2, 1}, {2, 3}), (std::vector<int64_t>{0, 0, 0, 1, 1, 1}));
}

TEST(Graph, ConsumersProducerAndValidation) {
  GraphBuilder b;
  b.Input("x", {1, 2, 3, 3});
  b.Add("Relu", {"x"}, "r");
  b.Add("Add", {"r", "x"}, "y");
  Graph g = b.Finish({"y"});
  EXPECT_EQ(g.Consumers("x").size(), 2u);
  EXPECT_EQ(*g.Producer("y"), 1u);
  EXPECT_TRUE(ValidateGraph(g, true).ok());
  std::swap(g.ops[0], g.ops[1]);  // now 'r' is read before it is written
  Status s = ValidateGraph(g, true);
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("built.onnx"), std::string::npos);
}

TEST(ModelStats, ConvMacsAndWeights) {
  GraphBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Add("Conv", {"x", b.Const("w", {4, 3, 3, 3}, std::vector<float>(108)), b.Const("b", {4}, std::vector<float>(4))}, "y",
        {{"pads", std::vector<int64_t>{1, 1, 1, 1}}, {"strides", std::vector<int64_t>{2, 2}}});
  b.Add("Conv", {"y", b.Const("dw", {4, 1, 3, 3}, std::vector<float>(36))}, "z",
        {{"pads", std::vector<int64_t>{1, 1, 1, 1}}, {"group", int64_t{4}}});
  Graph g = b.Finish({"z"});
  const ModelStats s = ComputeModelStats(g);
  EXPECT_EQ(s.macs, 4 * 4 * 4 * 27 + 4 * 4 * 4 * 9);
  EXPECT_EQ(s.weight_count, 108 + 4 + 36);
  EXPECT_EQ(s.weight_bytes, 4 * (108 + 4 + 36));
}

}  // namespace
}  // namespace vfx::codegen
