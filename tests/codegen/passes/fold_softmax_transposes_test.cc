#include "codegen/passes/fold_softmax_transposes.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

TEST(FoldSoftmaxTransposes, ChannelSoftmaxThroughTransposes) {
  // paddle2onnx: NCHW -> (0,3,2,1) -> softmax(last) -> (0,3,2,1) -> NCHW.
  for (auto perm : {std::vector<int64_t>{0, 2, 3, 1}, std::vector<int64_t>{0, 3, 2, 1}}) {
    std::vector<int64_t> inverse(4);
    for (int64_t i = 0; i < 4; ++i) inverse[static_cast<size_t>(perm[static_cast<size_t>(i)])] = i;
    GraphBuilder b;
    b.Input("x", {1, 2, 5, 3});
    b.Add("Transpose", {"x"}, "t", {{"perm", perm}});
    b.Add("Softmax", {"t"}, "s", {{"axis", int64_t{-1}}});
    b.Add("Transpose", {"s"}, "y", {{"perm", inverse}});
    Graph g = b.Finish({"y"});
    HostTensor x = RandomTensor({1, 2, 5, 3}, 2, -3.f, 3.f);
    HostTensor before = RunOne(g, x);
    auto n = FoldSoftmaxTransposes(g);
    ASSERT_TRUE(n.ok());
    EXPECT_EQ(*n, 1);
    ASSERT_EQ(g.ops.size(), 1u);
    EXPECT_EQ(g.ops[0].GetInt("axis", -1), 1);
    EXPECT_TRUE(ValidateGraph(g, true).ok());
    EXPECT_LT(MaxAbsDiff(before, RunOne(g, x)), 1e-7f);
  }
}

TEST(FoldSoftmaxTransposes, NonInverseTransposesStay) {
  GraphBuilder b;
  b.Input("x", {1, 2, 5, 3});
  b.Add("Transpose", {"x"}, "t", {{"perm", std::vector<int64_t>{0, 2, 3, 1}}});
  b.Add("Softmax", {"t"}, "s", {{"axis", int64_t{-1}}});
  b.Add("Transpose", {"s"}, "y", {{"perm", std::vector<int64_t>{0, 2, 3, 1}}});
  Graph g = b.Finish({"y"});
  auto n = FoldSoftmaxTransposes(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 0);
}

}  // namespace
}  // namespace vfx::codegen
