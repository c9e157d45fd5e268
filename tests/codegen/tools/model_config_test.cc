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
