#include "codegen/tools/compile_model.h"

#include <gtest/gtest.h>

#include <optional>
#include <tuple>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using testing::OnnxBuilder;

// A video-matting shape: the frame and a state the model hands back as an output.
OnnxBuilder TwoInputModel(const std::string& second, const std::vector<int64_t>& second_dims) {
  OnnxBuilder b;
  b.Input("src", {1, 3, 8, 8});
  b.Input(second, second_dims);
  b.Initializer("w", {2, 3, 1, 1}, std::vector<float>(6, 0.5f));
  b.Node("Conv", {"src", "w"}, {"x"}, "conv");
  b.Node("Add", {"x", second}, {"r1o"}, "gru");
  b.Initializer("head", {1, 2, 1, 1}, {1.f, -1.f});
  b.Node("Conv", {"r1o", "head"}, {"logit"}, "head");
  b.Node("Sigmoid", {"logit"}, {"pha"}, "out");
  b.Output("pha");
  b.Output("r1o");
  return b;
}

TEST(CompileModel, ASecondInputIsNamedWithItsShape) {
  StatusOr<CompiledModel> m =
      CompileModelBytes(TwoInputModel("gain", {1, 2, 1, 1}).Serialize(), "two.onnx", std::nullopt, "");
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.status().code(), StatusCode::kUnimplemented);
  const std::string msg = m.status().ToString();
  EXPECT_NE(msg.find("2 inputs (src [1,3,8,8], gain [1,2,1,1])"), std::string::npos) << msg;
  EXPECT_NE(msg.find("one image input"), std::string::npos) << msg;
  // Neither its shape nor its name pairs it with an output: a parameter, not a state.
  EXPECT_EQ(msg.find("recurrent"), std::string::npos) << msg;
  EXPECT_NE(msg.find("\"fixed_inputs\""), std::string::npos) << msg;
}

TEST(CompileModel, AnInputShapedLikeAnOutputIsCalledARecurrentState) {
  StatusOr<CompiledModel> m =
      CompileModelBytes(TwoInputModel("hidden", {1, 2, 8, 8}).Serialize(), "rvm.onnx", std::nullopt, "");
  ASSERT_FALSE(m.ok());
  const std::string msg = m.status().ToString();
  EXPECT_NE(msg.find("hidden pairs with output r1o: a recurrent state (pair it in the config's \"recurrent\")"),
            std::string::npos)
      << msg;
  EXPECT_EQ(msg.find("fixed_inputs"), std::string::npos) << msg;
}

// A state paired by name (RVM's r1i/r1o) or by the config: the plan feeds the
// output back into the input, whose shape the model may leave symbolic.
TEST(CompileModel, RecurrentStatesPairWithTheirOutputs) {
  for (const auto& [name, dims, config] :
       {std::tuple<std::string, std::vector<int64_t>, std::optional<std::string>>{
            "r1i", {-1, -2, -3, -4}, std::nullopt},
        {"hidden", {1, 2, 8, 8}, std::string(R"({"recurrent": {"hidden": "r1o"}})")}}) {
    StatusOr<CompiledModel> m =
        CompileModelBytes(TwoInputModel(name, dims).Serialize(), "rvm.onnx", config, "rvm.json");
    ASSERT_TRUE(m.ok()) << name << ": " << m.status().ToString();
    const nn::ModelPlan& plan = m->plan;
    ASSERT_EQ(plan.recurrent.size(), 1u) << name;
    const nn::TensorDesc& in = plan.tensors[static_cast<size_t>(plan.recurrent[0].input)];
    const nn::TensorDesc& out = plan.tensors[static_cast<size_t>(plan.recurrent[0].output)];
    EXPECT_EQ(in.name, name);
    EXPECT_EQ(in.shape.channels, 2);
    EXPECT_EQ(in.shape.height, 8);
    EXPECT_EQ(out.shape.width, 8);
    EXPECT_EQ(out.shape.channels, 2) << "the state comes back from r1o, not from the mask";
    EXPECT_EQ(in.packing, tensor::Packing::kTiled);
    EXPECT_EQ(out.packing, tensor::Packing::kTiled);
    // The mask stays the plan's output; the state's is another.
    EXPECT_EQ(plan.tensors[static_cast<size_t>(plan.output)].shape.channels, 1);
  }
  StatusOr<CompiledModel> wrong = CompileModelBytes(TwoInputModel("hidden", {1, 2, 8, 8}).Serialize(), "rvm.onnx",
                                                    std::string(R"({"recurrent": {"hidden": "h_out"}})"), "rvm.json");
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.status().message().find("'h_out', which is not an output (outputs: pha, r1o)"), std::string::npos)
      << wrong.status().message();
  for (const char* bad : {R"({"recurrent": {"hidden": 5}})", R"({"recurrent": {}})", R"({"recurrent": ["hidden"]})"}) {
    StatusOr<CompiledModel> m =
        CompileModelBytes(TwoInputModel("hidden", {1, 2, 8, 8}).Serialize(), "rvm.onnx", std::string(bad), "rvm.json");
    ASSERT_FALSE(m.ok()) << bad;
    EXPECT_NE(m.status().message().find("bad value for 'recurrent"), std::string::npos) << m.status().message();
  }
}

// RVM's shape: the picture and a downsample_ratio that scales it by a Resize
// whose scales are Concat([1, 1], ratio, ratio).
OnnxBuilder RatioModel() {
  OnnxBuilder b;
  b.Input("src", {1, 3, 16, 16});
  b.Input("downsample_ratio", {1});
  b.Initializer("one_one", {2}, {1.f, 1.f});
  b.Node("Concat", {"one_one", "downsample_ratio", "downsample_ratio"}, {"scales"}, "scales");
  OnnxBuilder::AttrInt(b.model().mutable_graph()->mutable_node(0), "axis", 0);
  b.Initializer("roi", {0}, {});
  auto* resize = b.Node("Resize", {"src", "roi", "scales"}, {"small"}, "downsample");
  OnnxBuilder::AttrString(resize, "mode", "linear");
  b.Initializer("w", {1, 3, 1, 1}, {0.5f, 0.25f, 0.25f});
  b.Node("Conv", {"small", "w"}, {"logit"}, "head");
  b.Node("Sigmoid", {"logit"}, {"pha"}, "out");
  b.Output("pha");
  return b;
}

TEST(CompileModel, AParameterInputIsFixedByTheConfig) {
  const std::string model = RatioModel().Serialize();
  StatusOr<CompiledModel> m =
      CompileModelBytes(model, "rvm.onnx", std::string(R"({"fixed_inputs": {"downsample_ratio": 0.5}})"), "rvm.json");
  ASSERT_TRUE(m.ok()) << m.status().ToString();
  // The ratio folded into the Resize: the mask is half the picture's size.
  const nn::TensorDesc& out = m->plan.tensors[static_cast<size_t>(m->plan.output)];
  EXPECT_EQ(out.shape.height, 8);
  EXPECT_EQ(out.shape.width, 8);
  StatusOr<CompiledModel> quarter = CompileModelBytes(
      model, "rvm.onnx", std::string(R"({"fixed_inputs": {"downsample_ratio": [0.25]}})"), "rvm.json");
  ASSERT_TRUE(quarter.ok()) << quarter.status().ToString();
  EXPECT_EQ(quarter->plan.tensors[static_cast<size_t>(quarter->plan.output)].shape.width, 4);

  // Unfixed, the error says how to fix it.
  StatusOr<CompiledModel> unfixed = CompileModelBytes(model, "rvm.onnx", std::nullopt, "");
  ASSERT_FALSE(unfixed.ok());
  EXPECT_NE(unfixed.status().message().find("downsample_ratio [1]"), std::string::npos) << unfixed.status().message();
  EXPECT_NE(unfixed.status().message().find("\"fixed_inputs\""), std::string::npos) << unfixed.status().message();
}

TEST(CompileModel, AFixedInputMustBeAParameterOfTheModelAndFitItsShape) {
  const std::string model = RatioModel().Serialize();
  struct Case {
    const char* config;
    const char* error;
  };
  for (const Case& c : {
           Case{R"({"fixed_inputs": {"ratio": 0.5}})",
                "names 'ratio', which is not a graph input (inputs: src, downsample_ratio)"},
           Case{R"({"input": {"name": "src"}, "fixed_inputs": {"src": 0.5}})", "it is the picture input"},
           Case{R"({"fixed_inputs": {"downsample_ratio": [0.5, 0.5]}})",
                "with 2 values; its declared shape [1] holds 1"},
           Case{R"({"fixed_inputs": {"downsample_ratio": []}})", "bad value for 'fixed_inputs.downsample_ratio'"},
           Case{R"({"fixed_inputs": {"downsample_ratio": "half"}})", "bad value for 'fixed_inputs.downsample_ratio'"},
           Case{R"({"fixed_inputs": [0.5]})", "bad value for 'fixed_inputs'"},
       }) {
    StatusOr<CompiledModel> m = CompileModelBytes(model, "rvm.onnx", std::string(c.config), "rvm.json");
    ASSERT_FALSE(m.ok()) << c.config;
    EXPECT_NE(m.status().message().find(c.error), std::string::npos) << c.config << ": " << m.status().message();
  }
}

}  // namespace
}  // namespace vfx::codegen
