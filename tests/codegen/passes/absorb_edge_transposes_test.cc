#include "codegen/passes/absorb_edge_transposes.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

// The MediaPipe/tf2onnx shape: NHWC input -> Transpose -> ... -> Transpose -> NHWC output.
Graph NhwcModel() {
  GraphBuilder b;
  b.Input("image", {1, 5, 7, 3});
  b.Add("Transpose", {"image"}, "nchw", {{"perm", std::vector<int64_t>{0, 3, 1, 2}}});
  b.Add("Conv", {"nchw", b.Const("w", {2, 3, 1, 1}, Noise(6, 1))}, "conv");
  b.Add("Sigmoid", {"conv"}, "prob");
  b.Add("Transpose", {"prob"}, "mask", {{"perm", std::vector<int64_t>{0, 2, 3, 1}}});
  return b.Finish({"mask"});
}

TEST(AbsorbEdgeTransposes, RecordsNhwcEdgesAndKeepsNumbers) {
  Graph g = NhwcModel();
  HostTensor x = RandomTensor({1, 5, 7, 3}, 4);
  HostTensor before = RunOne(g, x);
  auto n = AbsorbEdgeTransposes(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 2);
  EXPECT_EQ(CountType(g, "Transpose"), 0);
  EXPECT_EQ(g.inputs[0].external_layout, Layout::kNHWC);
  EXPECT_EQ(g.outputs[0].external_layout, Layout::kNHWC);
  EXPECT_EQ(g.inputs[0].external_name, "image");
  EXPECT_EQ(g.outputs[0].external_name, "mask");
  EXPECT_EQ(g.FindTensor(g.inputs[0].tensor)->shape, (std::vector<int64_t>{1, 3, 5, 7}));
  EXPECT_TRUE(ValidateGraph(g, true).ok());
  HostTensor after = RunOne(g, x);
  EXPECT_EQ(after.shape, (std::vector<int64_t>{1, 5, 7, 2}));
  EXPECT_EQ(MaxAbsDiff(before, after), 0.f);
}

TEST(AbsorbEdgeTransposes, LeavesNchwModelsAndOtherPermutations) {
  GraphBuilder b;
  b.Input("x", {1, 3, 4, 4});
  b.Add("Transpose", {"x"}, "t", {{"perm", std::vector<int64_t>{0, 1, 3, 2}}});
  b.Add("Relu", {"t"}, "y");
  Graph g = b.Finish({"y"});
  auto n = AbsorbEdgeTransposes(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 0);
  EXPECT_EQ(g.inputs[0].external_layout, Layout::kNCHW);
}

}  // namespace
}  // namespace vfx::codegen
