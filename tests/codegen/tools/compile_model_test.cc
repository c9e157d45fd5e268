#include "codegen/tools/compile_model.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using testing::OnnxBuilder;

// A video-matting shape: the frame and a state the model hands back as an output.
OnnxBuilder TwoInputModel(const std::vector<int64_t>& state_dims) {
  OnnxBuilder b;
  b.Input("src", {1, 3, 8, 8});
  b.Input("r1i", state_dims);
  b.Initializer("w", {2, 3, 1, 1}, std::vector<float>(6, 0.5f));
  b.Node("Conv", {"src", "w"}, {"x"}, "conv");
  b.Node("Add", {"x", "r1i"}, {"r1o"}, "gru");
  b.Initializer("head", {1, 2, 1, 1}, {1.f, -1.f});
  b.Node("Conv", {"r1o", "head"}, {"logit"}, "head");
  b.Node("Sigmoid", {"logit"}, {"pha"}, "out");
  b.Output("pha");
  b.Output("r1o");
  return b;
}

TEST(CompileModel, ASecondInputIsNamedWithItsShape) {
  StatusOr<CompiledModel> m = CompileModelBytes(TwoInputModel({1, 2, 1, 1}).Serialize(), "two.onnx", std::nullopt, "");
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.status().code(), StatusCode::kUnimplemented);
  const std::string msg = m.status().ToString();
  EXPECT_NE(msg.find("2 inputs (src [1,3,8,8], r1i [1,2,1,1])"), std::string::npos) << msg;
  EXPECT_NE(msg.find("one image input"), std::string::npos) << msg;
  // Its shape matches no output: nothing is said of a recurrent state.
  EXPECT_EQ(msg.find("recurrent"), std::string::npos) << msg;
}

TEST(CompileModel, AnInputShapedLikeAnOutputIsCalledARecurrentState) {
  StatusOr<CompiledModel> m = CompileModelBytes(TwoInputModel({1, 2, 8, 8}).Serialize(), "rvm.onnx", std::nullopt, "");
  ASSERT_FALSE(m.ok());
  const std::string msg = m.status().ToString();
  EXPECT_NE(msg.find("r1i has the shape of output r1o: a recurrent state"), std::string::npos) << msg;
}

}  // namespace
}  // namespace vfx::codegen
