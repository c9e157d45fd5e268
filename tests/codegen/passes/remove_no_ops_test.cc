#include "codegen/passes/remove_no_ops.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

TEST(RemoveNoOps, RemovesIdentityDropoutCastAndSameSizeResize) {
  GraphBuilder b;
  b.Input("x", {1, 3, 4, 5});
  b.Add("Identity", {"x"}, "i");
  b.Add("Dropout", {"i"}, "d");
  b.Add("Cast", {"d"}, "c", {{"to", int64_t{1}}});
  b.Add("Resize", {"c", b.Const("roi", {0}, {}), b.Const("scales", {4}, {1, 1, 1, 1})}, "r",
        {{"mode", std::string("linear")}});
  b.Add("Relu", {"r"}, "relu");
  b.Add("Identity", {"relu"}, "y");  // a graph output keeps its name
  Graph g = b.Finish({"y"});
  HostTensor x = RandomTensor({1, 3, 4, 5}, 1);
  HostTensor before = RunOne(g, x);
  auto n = RemoveNoOps(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 5);
  ASSERT_EQ(g.ops.size(), 1u) << DumpGraph(g);
  EXPECT_EQ(g.ops[0].type, "Relu");
  EXPECT_EQ(g.ops[0].inputs[0], "x");
  EXPECT_EQ(g.ops[0].outputs[0], "y");
  EXPECT_TRUE(ValidateGraph(g, true).ok());
  EXPECT_EQ(MaxAbsDiff(before, RunOne(g, x)), 0.f);
}

TEST(RemoveNoOps, KeepsIdentityBetweenGraphInputAndOutput) {
  GraphBuilder b;
  b.Input("x", {1, 1, 2, 2});
  b.Add("Identity", {"x"}, "y");
  Graph g = b.Finish({"y"});
  auto n = RemoveNoOps(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 0);
  EXPECT_EQ(g.ops.size(), 1u);
}

TEST(RemoveNoOps, KeepsResizeThatChangesSize) {
  GraphBuilder b;
  b.Input("x", {1, 1, 2, 2});
  b.Add("Resize", {"x", b.Const("roi", {0}, {}), b.Const("scales", {4}, {1, 1, 2, 2})}, "y");
  Graph g = b.Finish({"y"});
  auto n = RemoveNoOps(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 0);
}

}  // namespace
}  // namespace vfx::codegen
