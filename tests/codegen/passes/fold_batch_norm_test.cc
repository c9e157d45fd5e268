#include "codegen/passes/fold_batch_norm.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

Graph ConvBn(bool conv_has_bias, int64_t group) {
  GraphBuilder b;
  b.Input("x", {1, 6, 5, 7});
  std::vector<std::string> conv_in = {"x", b.Const("w", {6, 6 / group, 3, 3}, Noise(static_cast<size_t>(6 * 6 / group * 9), 1))};
  if (conv_has_bias) conv_in.push_back(b.Const("b", {6}, Noise(6, 2)));
  b.Add("Conv", conv_in, "c", {{"group", group}, {"pads", std::vector<int64_t>{1, 0, 1, 2}}});
  b.Add("BatchNormalization",
        {"c", b.Const("gamma", {6}, Noise(6, 3, 0.5f, 2.f)), b.Const("beta", {6}, Noise(6, 4)),
         b.Const("mean", {6}, Noise(6, 5)), b.Const("var", {6}, Noise(6, 6, 0.1f, 3.f))},
        "y", {{"epsilon", 1e-3f}});
  return b.Finish({"y"});
}

TEST(FoldBatchNorm, FoldsIntoConvAndKeepsNumbers) {
  for (bool bias : {false, true}) {
    for (int64_t group : {int64_t{1}, int64_t{3}, int64_t{6}}) {
      Graph g = ConvBn(bias, group);
      HostTensor x = RandomTensor({1, 6, 5, 7}, 9);
      HostTensor before = RunOne(g, x);
      auto n = FoldBatchNorm(g);
      ASSERT_TRUE(n.ok());
      EXPECT_EQ(*n, 1);
      EXPECT_EQ(CountType(g, "BatchNormalization"), 0);
      ASSERT_EQ(g.ops.size(), 1u);
      EXPECT_EQ(g.ops[0].outputs[0], "y");
      EXPECT_TRUE(ValidateGraph(g, true).ok());
      EXPECT_LT(MaxAbsDiff(before, RunOne(g, x)), 1e-5f) << "bias " << bias << " group " << group;
    }
  }
}

// The conv's output has a second reader, so folding would change it: the
// BatchNormalization becomes a per-channel scale and shift instead.
TEST(FoldBatchNorm, ConvWithOtherReadersKeepsItsOutput) {
  Graph g = ConvBn(true, 1);
  // A second reader of the conv output: folding would change it.
  Op relu;
  relu.type = "Relu";
  relu.name = "side";
  relu.inputs = {"c"};
  relu.outputs = {"side_out"};
  Tensor side;
  side.name = "side_out";
  side.shape = {1, 6, 5, 7};
  side.shape_known = true;
  g.tensors["side_out"] = side;
  g.ops.push_back(relu);
  g.outputs.push_back({"side_out", Layout::kNCHW, "side_out"});
  HostTensor x = RandomTensor({1, 6, 5, 7}, 9);
  HostTensor before = RunOne(g, x);
  auto n = FoldBatchNorm(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 1);
  EXPECT_EQ(CountType(g, "BatchNormalization"), 0);
  EXPECT_EQ(CountType(g, "Conv"), 1);
  EXPECT_EQ(CountType(g, "Mul"), 1);
  EXPECT_EQ(CountType(g, "Add"), 1);
  EXPECT_LT(MaxAbsDiff(before, RunOne(g, x)), 1e-5f);
}

}  // namespace
}  // namespace vfx::codegen
