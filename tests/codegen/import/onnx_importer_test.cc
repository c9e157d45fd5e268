// Importer: weights from initializers and Constant nodes, shape inference with
// symbolic dims, folding of shape subgraphs, and clear errors for bad input.
#include "codegen/import/onnx_importer.h"

#include <gtest/gtest.h>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using testing::CountType;
using testing::OnnxBuilder;

bool Mentions(const Status& s, std::initializer_list<const char*> words) {
  for (const char* w : words) {
    if (s.message().find(w) == std::string::npos) {
      ADD_FAILURE() << "'" << w << "' missing from: " << s.ToString();
      return false;
    }
  }
  return true;
}

OnnxBuilder SmallConvModel() {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Initializer("w", {4, 3, 3, 3}, std::vector<float>(108, 0.1f));
  auto* conv = b.Node("Conv", {"x", "w"}, {"y"}, "conv1");
  OnnxBuilder::AttrInts(conv, "pads", {1, 1, 1, 1});
  b.Node("Relu", {"y"}, {"z"}, "relu1");
  b.Output("z");
  return b;
}

TEST(OnnxImporter, ImportsInitializersAndInfersShapes) {
  auto g = SmallConvModel().Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(g->ops.size(), 2u);
  EXPECT_EQ(g->FindTensor("z")->shape, (std::vector<int64_t>{1, 4, 8, 8}));
  EXPECT_TRUE(g->IsConstant("w"));
}

TEST(OnnxImporter, WeightsFromConstantNodes) {
  OnnxBuilder b;
  b.Input("x", {1, 2, 4, 4});
  b.ConstantFloats("w", {2, 1, 3, 3}, std::vector<float>(18, 1.f));
  b.ConstantFloats("bias", {2}, {0.5f, -0.5f});
  auto* conv = b.Node("Conv", {"x", "w", "bias"}, {"y"}, "dw");
  OnnxBuilder::AttrInt(conv, "group", 2);
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(CountType(*g, "Conv"), 1);
  EXPECT_EQ(g->ops.size(), 1u);
  EXPECT_EQ(g->FindTensor("bias")->float_data, (std::vector<float>{0.5f, -0.5f}));
  EXPECT_EQ(g->FindTensor("y")->shape, (std::vector<int64_t>{1, 2, 2, 2}));
}

TEST(OnnxImporter, SameUpperPaddingIsMadeExplicit) {
  OnnxBuilder b;
  b.Input("x", {1, 1, 7, 7});
  b.Initializer("w", {1, 1, 3, 3}, std::vector<float>(9, 1.f));
  auto* conv = b.Node("Conv", {"x", "w"}, {"y"}, "c");
  OnnxBuilder::AttrString(conv, "auto_pad", "SAME_UPPER");
  OnnxBuilder::AttrInts(conv, "strides", {2, 2});
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(g->FindTensor("y")->shape, (std::vector<int64_t>{1, 1, 4, 4}));
  EXPECT_EQ(g->ops[0].GetInts("pads"), (std::vector<int64_t>{1, 1, 1, 1}));
}

// Resize sizes computed from Shape -> Slice -> Cast -> Mul -> Cast -> Concat,
// the way paddle2onnx and PyTorch export interpolation.
TEST(OnnxImporter, FoldsShapeSubgraphFeedingResize) {
  OnnxBuilder b(11);
  b.Input("x", {-1, 3, 6, 10});  // symbolic batch
  b.Node("Shape", {"x"}, {"shape"}, "shape");
  b.ConstantInts("starts_hw", {1}, {2});
  b.ConstantInts("ends_hw", {1}, {4});
  b.ConstantInts("axes0", {1}, {0});
  b.Node("Slice", {"shape", "starts_hw", "ends_hw", "axes0"}, {"hw"}, "slice_hw");
  OnnxBuilder::AttrInt(b.Node("Cast", {"hw"}, {"hw_f"}, "cast_f"), "to", 1);
  b.ConstantFloats("two", {1}, {2.f});
  b.Node("Mul", {"hw_f", "two"}, {"hw2_f"}, "mul2");
  OnnxBuilder::AttrInt(b.Node("Cast", {"hw2_f"}, {"hw2"}, "cast_i"), "to", 7);
  b.ConstantInts("starts_nc", {1}, {0});
  b.ConstantInts("ends_nc", {1}, {2});
  b.Node("Slice", {"shape", "starts_nc", "ends_nc", "axes0"}, {"nc"}, "slice_nc");
  OnnxBuilder::AttrInt(b.Node("Concat", {"nc", "hw2"}, {"sizes"}, "concat"), "axis", 0);
  b.ConstantFloats("roi", {0}, {});
  b.ConstantFloats("scales", {0}, {});
  auto* r = b.Node("Resize", {"x", "roi", "scales", "sizes"}, {"y"}, "resize");
  OnnxBuilder::AttrString(r, "mode", "linear");
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  ASSERT_EQ(g->ops.size(), 1u) << DumpGraph(*g);
  EXPECT_EQ(g->ops[0].type, "Resize");
  EXPECT_EQ(g->FindTensor("y")->shape, (std::vector<int64_t>{1, 3, 12, 20}));
}

TEST(OnnxImporter, GatherUnsqueezeReshapeFold) {
  OnnxBuilder b(11);
  b.Input("x", {1, 4, 2, 3});
  b.Node("Shape", {"x"}, {"s"}, "shape");
  b.ConstantInts("i1", {}, {1});
  b.Node("Gather", {"s", "i1"}, {"c"}, "gather");
  OnnxBuilder::AttrInts(b.Node("Unsqueeze", {"c"}, {"c1"}, "unsq"), "axes", {0});
  b.ConstantInts("rest", {1}, {-1});
  b.ConstantInts("one", {1}, {1});
  OnnxBuilder::AttrInt(b.Node("Concat", {"one", "c1", "rest"}, {"target"}, "cat"), "axis", 0);
  b.Node("Reshape", {"x", "target"}, {"y"}, "reshape");
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  ASSERT_EQ(g->ops.size(), 1u);
  EXPECT_EQ(g->FindTensor("y")->shape, (std::vector<int64_t>{1, 4, 6}));
}

TEST(OnnxImporter, SymbolicSpatialDimsNeedAConfiguredSize) {
  OnnxBuilder b;
  b.Input("x", {1, 3, -2, -3});
  b.Node("Relu", {"x"}, {"y"}, "relu");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  Mentions(g.status(), {"test.onnx", "'x'", "symbolic"});
  ImportOptions options;
  options.input_shapes["x"] = {1, 3, 5, 7};
  auto fixed = b.Import(options);
  ASSERT_TRUE(fixed.ok()) << fixed.status().ToString();
  EXPECT_EQ(fixed->FindTensor("y")->shape, (std::vector<int64_t>{1, 3, 5, 7}));
}

TEST(OnnxImporter, UpsampleBecomesResize) {
  OnnxBuilder b(9);
  b.Input("x", {1, 2, 3, 4});
  b.ConstantFloats("scales", {4}, {1, 1, 2, 2});
  b.Node("Upsample", {"x", "scales"}, {"y"}, "up");
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  ASSERT_EQ(g->ops[0].type, "Resize");
  EXPECT_EQ(g->ops[0].GetString("coordinate_transformation_mode", ""), "asymmetric");
  EXPECT_EQ(g->FindTensor("y")->shape, (std::vector<int64_t>{1, 2, 6, 8}));
}

TEST(OnnxImporter, ClipBoundsFromInputsBecomeAttributes) {
  OnnxBuilder b(11);
  b.Input("x", {1, 2, 3, 4});
  b.ConstantFloats("lo", {}, {0.f});
  b.ConstantFloats("hi", {}, {6.f});
  b.Node("Clip", {"x", "lo", "hi"}, {"y"}, "relu6");
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(g->ops[0].inputs.size(), 1u);
  EXPECT_EQ(g->ops[0].GetFloat("max", 0), 6.f);
}

// Nodes listed out of order (a float16 converter that appends the Cast of the
// graph input last, as ISNet's published fp16 file has it) are sorted.
TEST(OnnxImporter, NodesOutOfOrderAreSorted) {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Initializer("w", {4, 3, 3, 3}, std::vector<float>(108, 0.1f));
  b.Node("Relu", {"y"}, {"z"}, "relu1");
  auto* conv = b.Node("Conv", {"xc", "w"}, {"y"}, "conv1");
  OnnxBuilder::AttrInts(conv, "pads", {1, 1, 1, 1});
  b.Node("Identity", {"x"}, {"xc"}, "input_cast");
  b.Output("z");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  ASSERT_EQ(g->ops.size(), 3u);
  EXPECT_EQ(g->ops[0].type, "Identity");
  EXPECT_EQ(g->ops[1].type, "Conv");
  EXPECT_EQ(g->ops[2].type, "Relu");
  EXPECT_EQ(g->FindTensor("z")->shape, (std::vector<int64_t>{1, 4, 8, 8}));
}

TEST(OnnxImporterErrors, ACycleIsAClearError) {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Node("Add", {"x", "b"}, {"a"}, "add_a");
  b.Node("Relu", {"a"}, {"b"}, "relu_b");
  b.Output("b");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  Mentions(g.status(), {"add_a", "used before it is produced"});
}

TEST(OnnxImporterErrors, EmptyFile) {
  auto g = ImportOnnxBytes("", "empty.onnx");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.status().code(), StatusCode::kDataLoss);
  Mentions(g.status(), {"empty.onnx"});
}

TEST(OnnxImporterErrors, GarbageBytes) {
  std::string garbage;
  for (int i = 0; i < 4096; ++i) garbage.push_back(static_cast<char>((i * 7919 + 13) & 0xff));
  auto g = ImportOnnxBytes(garbage, "garbage.onnx");
  ASSERT_FALSE(g.ok());
  Mentions(g.status(), {"garbage.onnx"});
}

TEST(OnnxImporterErrors, TruncatedFileAtEveryLength) {
  const std::string bytes = SmallConvModel().Serialize();
  for (size_t n = 0; n < bytes.size(); n += 7) {
    auto g = ImportOnnxBytes(bytes.substr(0, n), "cut.onnx");
    ASSERT_FALSE(g.ok()) << "length " << n << " of " << bytes.size() << " imported";
    Mentions(g.status(), {"cut.onnx"});
  }
}

TEST(OnnxImporterErrors, MissingFile) {
  auto g = ImportOnnxFile("/nonexistent/model.onnx");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.status().code(), StatusCode::kNotFound);
  Mentions(g.status(), {"/nonexistent/model.onnx"});
}

TEST(OnnxImporterErrors, UnsupportedOpNamesFileNodeAndOp) {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Node("Relu", {"x"}, {"r"}, "relu");
  b.Node("LpNormalization", {"r"}, {"y"}, "my_norm");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.status().code(), StatusCode::kUnimplemented);
  Mentions(g.status(), {"test.onnx", "my_norm", "LpNormalization"});
}

TEST(OnnxImporterErrors, UnsupportedAttributeValueNamesNode) {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.ConstantFloats("roi", {0}, {});
  b.ConstantFloats("scales", {4}, {1, 1, 2, 2});
  auto* r = b.Node("Resize", {"x", "roi", "scales"}, {"y"}, "up_crop");
  OnnxBuilder::AttrString(r, "coordinate_transformation_mode", "tf_crop_and_resize");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  Mentions(g.status(), {"test.onnx", "up_crop", "Resize", "tf_crop_and_resize"});
}

TEST(OnnxImporterErrors, MismatchedConvWeights) {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Initializer("w", {4, 2, 3, 3}, std::vector<float>(72, 0.f));
  b.Node("Conv", {"x", "w"}, {"y"}, "bad_conv");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  Mentions(g.status(), {"test.onnx", "bad_conv", "Conv"});
}

TEST(OnnxImporterErrors, WrongInitializerSize) {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Initializer("w", {4, 3, 3, 3}, std::vector<float>(10, 0.f));
  b.Node("Conv", {"x", "w"}, {"y"}, "conv");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.status().code(), StatusCode::kDataLoss);
  Mentions(g.status(), {"test.onnx", "'w'"});
}

TEST(OnnxImporterErrors, UndefinedInput) {
  OnnxBuilder b;
  b.Input("x", {1, 3, 8, 8});
  b.Node("Add", {"x", "nowhere"}, {"y"}, "add");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  Mentions(g.status(), {"test.onnx", "add", "nowhere"});
}

TEST(OnnxImporterErrors, LegacySoftmaxOverSeveralAxes) {
  OnnxBuilder b(11);
  b.Input("x", {1, 2, 4, 4});
  OnnxBuilder::AttrInt(b.Node("Softmax", {"x"}, {"y"}, "sm"), "axis", 1);
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  Mentions(g.status(), {"test.onnx", "sm", "Softmax"});
}

}  // namespace
}  // namespace vfx::codegen
