#include "codegen/passes/average_pool_to_global.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

TEST(AveragePoolToGlobal, FullKernelBecomesGlobal) {
  GraphBuilder b;
  b.Input("x", {1, 18, 9, 16});
  b.Add("AveragePool", {"x"}, "y", {{"kernel_shape", std::vector<int64_t>{9, 16}}, {"strides", std::vector<int64_t>{9, 16}}});
  Graph g = b.Finish({"y"});
  HostTensor x = RandomTensor({1, 18, 9, 16}, 3);
  HostTensor before = RunOne(g, x);
  auto n = AveragePoolToGlobal(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 1);
  EXPECT_EQ(g.ops[0].type, "GlobalAveragePool");
  EXPECT_LT(MaxAbsDiff(before, RunOne(g, x)), 1e-6f);
}

TEST(AveragePoolToGlobal, PartialOrPaddedKernelsStay) {
  GraphBuilder b;
  b.Input("x", {1, 4, 9, 16});
  b.Add("AveragePool", {"x"}, "a", {{"kernel_shape", std::vector<int64_t>{4, 8}}, {"strides", std::vector<int64_t>{4, 8}}});
  b.Add("AveragePool", {"x"}, "p",
        {{"kernel_shape", std::vector<int64_t>{9, 16}}, {"pads", std::vector<int64_t>{1, 0, 0, 0}},
         {"strides", std::vector<int64_t>{10, 16}}});
  Graph g = b.Finish({"a", "p"});
  auto n = AveragePoolToGlobal(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 0);
}

}  // namespace
}  // namespace vfx::codegen
