#include "codegen/tools/model_config.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

TEST(ModelConfig, ParsesAllKeys) {
  auto c = ParseModelConfig(R"({"input": {"name": "x", "height": 144, "width": 256, "layout": "NHWC",
                                          "range": [-1, 1]},
                                "output": {"name": "y", "kind": "softmax", "channel": 1}})",
                            "m.json");
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_EQ(*c->input_height, 144);
  EXPECT_EQ(*c->input_width, 256);
  EXPECT_EQ(*c->input_layout, Layout::kNHWC);
  EXPECT_EQ(c->input_range_min, -1.f);
  EXPECT_EQ(c->output_kind, "softmax");
  EXPECT_EQ(c->output_channel, 1);
}

TEST(ModelConfig, MeanStdLogitsAndOutputLayout) {
  auto c = ParseModelConfig(R"({"input": {"range": [0, 255], "mean": [123.7, 116.3, 103.5], "std": [58.4, 57.1, 57.4]},
                                "output": {"kind": "logits", "activation": "softmax", "channel": 1, "layout": "NHWC"}})",
                            "m.json");
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  // The plan's u in 0..1 becomes ((u * 255) - mean) / std.
  EXPECT_NEAR(c->InputScale(0) * 0.5f + c->InputOffset(0), (127.5f - 123.7f) / 58.4f, 1e-5f);
  EXPECT_NEAR(c->InputScale(2) * 1.0f + c->InputOffset(2), (255.f - 103.5f) / 57.4f, 1e-5f);
  EXPECT_EQ(c->output_activation, "softmax");
  EXPECT_EQ(*c->output_layout, Layout::kNHWC);
  auto one = ParseModelConfig(R"({"input": {"mean": 0.5, "std": 0.5}})", "m.json");
  ASSERT_TRUE(one.ok());
  EXPECT_FLOAT_EQ(one->InputScale(1) * 1.f + one->InputOffset(1), 1.f);
  EXPECT_FLOAT_EQ(one->InputScale(1) * 0.f + one->InputOffset(1), -1.f);
  for (const char* bad : {R"({"input": {"std": [1, 0, 1]}})", R"({"input": {"mean": "imagenet"}})",
                          R"({"input": {"range": [1, 0]}})", R"({"output": {"kind": "logits"}})",
                          R"({"output": {"activation": "softmax"}})", R"({"output": {"kind": "logits", "activation": "relu"}})",
                          R"({"output": {"layout": "CHW"}})", R"({"output": {"kind": "tensors", "channel": 1}})",
                          R"({"output": {"kind": "tensors", "name": "y"}})"}) {
    auto r = ParseModelConfig(bad, "m.json");
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_NE(r.status().message().find("m.json: bad value for '"), std::string::npos) << r.status().message();
    }
  }
}

TEST(ModelConfig, TensorsKeepsEveryRawOutput) {
  auto c = ParseModelConfig(R"({"output": {"kind": "tensors"}})", "m.json");
  ASSERT_TRUE(c.ok()) << c.status().message();
  EXPECT_EQ(c->output_kind, "tensors");
}

TEST(ModelConfig, ErrorsNameFileAndKey) {
  auto bad_json = ParseModelConfig("{not json", "m.json");
  ASSERT_FALSE(bad_json.ok());
  EXPECT_NE(bad_json.status().message().find("m.json"), std::string::npos);
  auto bad_kind = ParseModelConfig(R"({"output": {"kind": "tanh"}})", "m.json");
  ASSERT_FALSE(bad_kind.ok());
  EXPECT_NE(bad_kind.status().message().find("output.kind"), std::string::npos);
}

TEST(ModelConfig, InputSizeReplacesSymbolicDims) {
  testing::OnnxBuilder b;
  b.Input("x", {-1, -2, -3, 3});  // NHWC with symbolic H, W
  b.Node("Relu", {"x"}, {"y"}, "relu");
  b.Output("y");
  ImportOptions declared_options;
  declared_options.infer_shapes = false;
  auto declared = b.Import(declared_options);
  ASSERT_TRUE(declared.ok()) << declared.status().ToString();
  ModelConfig c;
  c.input_height = 144;
  c.input_width = 256;
  auto options = ImportOptionsFor(c, *declared);
  ASSERT_TRUE(options.ok()) << options.status().ToString();
  EXPECT_EQ(options->input_shapes.at("x"), (std::vector<int64_t>{1, 144, 256, 3}));
  auto g = b.Import(*options);
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(g->FindTensor("y")->shape, (std::vector<int64_t>{1, 144, 256, 3}));
}

}  // namespace
}  // namespace vfx::codegen
