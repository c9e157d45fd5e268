#include "codegen/passes/recognize_hard_activations.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

const std::vector<int64_t> kShape = {1, 5, 3, 3};

// Checks the rewrite count, the resulting single op and unchanged numbers.
void ExpectRewrite(Graph g, const std::string& want_type, int want_rewrites = 1) {
  HostTensor x = RandomTensor(kShape, 7, -8.f, 8.f);
  HostTensor before = RunOne(g, x);
  auto n = RecognizeHardActivations(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, want_rewrites) << DumpGraph(g);
  ASSERT_EQ(g.ops.size(), 1u) << DumpGraph(g);
  EXPECT_EQ(g.ops[0].type, want_type);
  EXPECT_EQ(g.ops[0].outputs[0], "y");
  EXPECT_TRUE(ValidateGraph(g, true).ok());
  EXPECT_LT(MaxAbsDiff(before, RunOne(g, x)), 1e-5f);
}

std::map<std::string, Attribute> Relu6() { return {{"min", 0.f}, {"max", 6.f}}; }

TEST(RecognizeHardActivations, PaddleHardSwishAddClipMulDiv) {
  GraphBuilder b;
  b.Input("x", kShape);
  b.Add("Add", {"x", b.Scalar("three", 3)}, "a");
  b.Add("Clip", {"a"}, "c", Relu6());
  b.Add("Mul", {"x", "c"}, "m");
  b.Add("Div", {"m", b.Scalar("six", 6)}, "y");
  ExpectRewrite(b.Finish({"y"}), "HardSwish");
}

TEST(RecognizeHardActivations, Tf2OnnxHardSwishAddClipMulMulReversedOperands) {
  GraphBuilder b;
  b.Input("x", kShape);
  b.Add("Add", {b.Scalar("three", 3), "x"}, "a");
  b.Add("Clip", {"a"}, "c", Relu6());
  b.Add("Mul", {"c", "x"}, "m");
  b.Add("Mul", {b.Const("sixth", {1, 1, 1, 1}, {1.f / 6.f}), "m"}, "y");
  ExpectRewrite(b.Finish({"y"}), "HardSwish");
}

TEST(RecognizeHardActivations, HardSwishScaleBeforeProduct) {
  // x * (clip(x + 3, 0, 6) / 6): first a HardSigmoid, then its product with x.
  GraphBuilder b;
  b.Input("x", kShape);
  b.Add("Add", {"x", b.Scalar("three", 3)}, "a");
  b.Add("Clip", {"a"}, "c", Relu6());
  b.Add("Div", {"c", b.Scalar("six", 6)}, "h");
  b.Add("Mul", {"x", "h"}, "y");
  ExpectRewrite(b.Finish({"y"}), "HardSwish", 2);
}

TEST(RecognizeHardActivations, HardSigmoidFromAddClipDiv) {
  GraphBuilder b;
  b.Input("x", kShape);
  b.Add("Add", {"x", b.Scalar("three", 3)}, "a");
  b.Add("Clip", {"a"}, "c", Relu6());
  b.Add("Mul", {"c", b.Scalar("sixth", 1.f / 6.f)}, "y");
  ExpectRewrite(b.Finish({"y"}), "HardSigmoid");
}

TEST(RecognizeHardActivations, HardSigmoidFromMulAddClip01) {
  GraphBuilder b;
  b.Input("x", kShape);
  b.Add("Mul", {"x", b.Scalar("alpha", 0.2f)}, "s");
  b.Add("Add", {"s", b.Scalar("beta", 0.5f)}, "a");
  b.Add("Clip", {"a"}, "y", {{"min", 0.f}, {"max", 1.f}});
  ExpectRewrite(b.Finish({"y"}), "HardSigmoid");
}

TEST(RecognizeHardActivations, HardSigmoidTimesInputIsHardSwish) {
  GraphBuilder b;
  b.Input("x", kShape);
  b.Add("HardSigmoid", {"x"}, "h", {{"alpha", 1.f / 6.f}, {"beta", 0.5f}});
  b.Add("Mul", {"h", "x"}, "y");
  ExpectRewrite(b.Finish({"y"}), "HardSwish");
}

TEST(RecognizeHardActivations, LeavesOtherShapesAlone) {
  // Squeeze-excite scaling x * HardSigmoid(se) with a different input, a
  // clip(x + 3, 0, 6) read twice, and a HardSigmoid with default alpha.
  GraphBuilder b;
  b.Input("x", kShape);
  b.Add("GlobalAveragePool", {"x"}, "p");
  b.Add("HardSigmoid", {"p"}, "h", {{"alpha", 1.f / 6.f}, {"beta", 0.5f}});
  b.Add("Mul", {"x", "h"}, "se");
  b.Add("Add", {"se", b.Scalar("three", 3)}, "a");
  b.Add("Clip", {"a"}, "c", Relu6());
  b.Add("Mul", {"se", "c"}, "m");
  b.Add("Div", {"m", b.Scalar("six", 6)}, "y");
  b.Add("HardSigmoid", {"y"}, "y2");
  b.Add("Mul", {"y2", "y"}, "z");
  Graph g = b.Finish({"z", "c"});
  const size_t ops = g.ops.size();
  auto n = RecognizeHardActivations(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 0) << DumpGraph(g);
  EXPECT_EQ(g.ops.size(), ops);
}

}  // namespace
}  // namespace vfx::codegen
