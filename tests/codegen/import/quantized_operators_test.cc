// The quantised ops expanded at import into float ops
// (codegen/ops/quantized_operators.h): dynamic quantisation's
// DynamicQuantizeLinear, ConvInteger and MatMulInteger, and the QOperator
// format's QLinear ops. The expansions compute what ONNX Runtime's kernels
// compute, weights' zero points and scales fold, and the forms left out are
// clear errors.
#include <gtest/gtest.h>

#include "codegen/import/onnx_importer.h"
#include "codegen/reference/cpu_executor.h"
#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using testing::CountType;
using testing::OnnxBuilder;

// The named outputs of `graph` on input `x`.
std::vector<HostTensor> RunAll(const Graph& graph, const HostTensor& x) {
  auto r = RunCpuReference(graph, {x});
  EXPECT_TRUE(r.ok()) << r.status().ToString();
  return r.ok() ? r->outputs : std::vector<HostTensor>{};
}

TEST(DynamicQuantizeLinear, ScaleZeroPointAndValuesAsOnnxRuntime) {
  OnnxBuilder b(13);
  b.Input("x", {1, 1, 1, 6});
  b.Node("DynamicQuantizeLinear", {"x"}, {"y", "scale", "zero"}, "dq");
  for (const char* out : {"y", "scale", "zero"}) b.Output(out);
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(CountType(*g, "DynamicQuantizeLinear"), 0);
  // lo = -1, hi = 3.25: scale = 4.25 / 255; zero point round(1 / scale) = round(60) = 60;
  // y = round(x / scale) + 60: -1 -> 0, 0 -> 60, 0.5 -> 90, 1 -> 120, 3.25 -> 255, and
  // 2.0125 / scale = 120.75 -> 121 + 60 = 181.
  std::vector<HostTensor> out = RunAll(*g, {{1, 1, 1, 6}, {-1.f, 0.f, 0.5f, 1.f, 3.25f, 2.0125f}});
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].data, (std::vector<float>{0, 60, 90, 120, 255, 181}));
  EXPECT_FLOAT_EQ(out[1].data.at(0), 4.25f / 255);
  EXPECT_EQ(out[2].data.at(0), 60.f);
}

TEST(DynamicQuantizeLinear, AllPositiveInputKeepsZeroInRange) {
  OnnxBuilder b(13);
  b.Input("x", {1, 1, 1, 3});
  b.Node("DynamicQuantizeLinear", {"x"}, {"y", "scale", "zero"}, "dq");
  for (const char* out : {"y", "scale", "zero"}) b.Output(out);
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  // lo = min(2, 0) = 0: zero point 0, scale 5.1 / 255 = 0.02; 2 / 0.02 = 100.
  std::vector<HostTensor> out = RunAll(*g, {{1, 1, 1, 3}, {2.f, 5.1f, 3.f}});
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].data, (std::vector<float>{100, 255, 150}));
  EXPECT_EQ(out[2].data.at(0), 0.f);
}

// ConvInteger on uint8 weights with a zero point per output channel: the
// weights fold to float (w - zero point) and the input is centred on its zero point.
TEST(ConvInteger, WeightZeroPointsFoldPerOutputChannel) {
  OnnxBuilder b(13);
  b.Input("x", {1, 2, 1, 1});
  b.IntInitializer("w", {2, 2, 1, 1}, {10, 12, 200, 100}, onnx::TensorProto::UINT8);
  b.IntInitializer("x_zero", {}, {3}, onnx::TensorProto::UINT8);
  b.IntInitializer("w_zero", {2}, {10, 100}, onnx::TensorProto::UINT8);
  auto* conv = b.Node("ConvInteger", {"x", "w", "x_zero", "w_zero"}, {"y"}, "conv");
  OnnxBuilder::AttrInts(conv, "kernel_shape", {1, 1});
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(CountType(*g, "Conv"), 1);
  for (const Op& op : g->ops) {
    if (op.type == "Conv") {
      EXPECT_TRUE(g->IsConstant(op.Input(1))) << "the weights' zero points did not fold";
    }
  }
  // x - 3 = [2, 7]; w - zero = [[0, 2], [100, 0]]: y = [14, 200].
  std::vector<HostTensor> out = RunAll(*g, {{1, 2, 1, 1}, {5.f, 10.f}});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].data, (std::vector<float>{14, 200}));
}

TEST(MatMulInteger, ColumnZeroPointsFold) {
  OnnxBuilder b(13);
  b.Input("a", {1, 2});
  b.IntInitializer("b", {2, 2}, {1, 5, 3, 9}, onnx::TensorProto::UINT8);
  b.IntInitializer("b_zero", {2}, {1, 5}, onnx::TensorProto::UINT8);
  b.Node("MatMulInteger", {"a", "b", "", "b_zero"}, {"y"}, "mm");
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  // b - zero = [[0, 0], [2, 4]]: [3, 4] -> [8, 16].
  std::vector<HostTensor> out = RunAll(*g, {{1, 2}, {3.f, 4.f}});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].data, (std::vector<float>{8, 16}));
}

TEST(IntegerQuantizationErrors, ARowZeroPointOfMatMulIntegerIsRefused) {
  OnnxBuilder b(13);
  b.Input("a", {2, 2});
  b.IntInitializer("b", {2, 2}, {1, 2, 3, 4}, onnx::TensorProto::UINT8);
  b.IntInitializer("a_zero", {2}, {1, 2}, onnx::TensorProto::UINT8);
  b.Node("MatMulInteger", {"a", "b", "a_zero"}, {"y"}, "mm");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.status().message().find("node 'mm' (MatMulInteger)"), std::string::npos) << g.status().ToString();
  EXPECT_NE(g.status().message().find("zero point per row"), std::string::npos) << g.status().ToString();
}

TEST(IntegerQuantizationErrors, ComputedPerChannelWeightZeroPointIsRefused) {
  OnnxBuilder b(13);
  b.Input("x", {1, 2, 1, 1});
  b.Input("w_zero", {2});
  b.IntInitializer("w", {2, 2, 1, 1}, {1, 2, 3, 4}, onnx::TensorProto::UINT8);
  auto* conv = b.Node("ConvInteger", {"x", "w", "", "w_zero"}, {"y"}, "conv");
  OnnxBuilder::AttrInts(conv, "kernel_shape", {1, 1});
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.status().message().find("constant weight zero point"), std::string::npos) << g.status().ToString();
}

// QOperator format: a float input quantised, the QLinear op, the output
// dequantised, as onnxruntime's quantize_static writes the net's ends.

// QLinearConv with weights quantised per output channel and an int32 bias at
// x_scale * w_scale[m]; the input's rounding is kept (2.1 quantises to 2.0).
TEST(QLinearConv, PerChannelWeightsAndBiasAsTheirScales) {
  OnnxBuilder b(13);
  b.Input("x", {1, 2, 1, 1});
  b.Initializer("x_scale", {}, {0.5f});
  b.IntInitializer("x_zero", {}, {10}, onnx::TensorProto::UINT8);
  b.IntInitializer("w", {2, 2, 1, 1}, {2, -1, 3, 4}, onnx::TensorProto::INT8);
  b.Initializer("w_scale", {2}, {0.25f, 0.5f});
  b.IntInitializer("w_zero", {2}, {0, 0}, onnx::TensorProto::INT8);
  b.Initializer("y_scale", {}, {0.02f});
  b.IntInitializer("y_zero", {}, {0}, onnx::TensorProto::UINT8);
  b.IntInitializer("bias", {2}, {8, -4}, onnx::TensorProto::INT32);
  b.Node("QuantizeLinear", {"x", "x_scale", "x_zero"}, {"xq"}, "quantise");
  auto* conv = b.Node("QLinearConv", {"xq", "x_scale", "x_zero", "w", "w_scale", "w_zero", "y_scale", "y_zero", "bias"},
                      {"yq"}, "conv");
  OnnxBuilder::AttrInts(conv, "kernel_shape", {1, 1});
  b.Node("DequantizeLinear", {"yq", "y_scale", "y_zero"}, {"y"}, "dequantise");
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(CountType(*g, "QLinearConv"), 0);
  EXPECT_EQ(CountType(*g, "Conv"), 1);
  // x -> [1, 2]; w -> [[0.5, -0.25], [1.5, 2]]; conv [0, 5.5]; bias [8 * 0.125, -4 * 0.25] = [1, -1].
  std::vector<HostTensor> out = RunAll(*g, {{1, 2, 1, 1}, {1.f, 2.1f}});
  ASSERT_EQ(out.size(), 1u);
  ASSERT_EQ(out[0].data.size(), 2u);
  EXPECT_NEAR(out[0].data[0], 1.0f, 1e-5);
  EXPECT_NEAR(out[0].data[1], 4.5f, 1e-5);
}

// onnxruntime's contrib QLinearAdd (domain com.microsoft): each operand at its
// own scale, the sum rounded and saturated at the output's.
TEST(QLinearAdd, MicrosoftDomainOpRoundsAndSaturates) {
  OnnxBuilder b(13);
  b.Input("x", {1, 1, 1, 3});
  b.Initializer("a_scale", {}, {0.1f});
  b.IntInitializer("a_zero", {}, {128}, onnx::TensorProto::UINT8);
  b.IntInitializer("one", {1}, {138}, onnx::TensorProto::UINT8);
  b.Initializer("c_scale", {}, {0.25f});
  b.IntInitializer("c_zero", {}, {100}, onnx::TensorProto::UINT8);
  b.Node("QuantizeLinear", {"x", "a_scale", "a_zero"}, {"xq"}, "quantise");
  b.Node("QLinearAdd", {"xq", "a_scale", "a_zero", "one", "a_scale", "a_zero", "c_scale", "c_zero"}, {"sq"}, "add")
      ->set_domain("com.microsoft");
  b.Node("DequantizeLinear", {"sq", "c_scale", "c_zero"}, {"y"}, "dequantise");
  b.Output("y");
  auto g = b.Import();
  ASSERT_TRUE(g.ok()) << g.status().ToString();
  EXPECT_EQ(CountType(*g, "QLinearAdd"), 0);
  // x quantises to [118, 133, 255] (20 saturates at 12.7); + 1.0 -> [0, 1.5, 13.7];
  // / 0.25 -> [0, 6, 54.8 -> 55] + 100; back: [0, 1.5, 13.75].
  std::vector<HostTensor> out = RunAll(*g, {{1, 1, 1, 3}, {-1.f, 0.5f, 20.f}});
  ASSERT_EQ(out.size(), 1u);
  ASSERT_EQ(out[0].data.size(), 3u);
  EXPECT_NEAR(out[0].data[0], 0.f, 1e-5);
  EXPECT_NEAR(out[0].data[1], 1.5f, 1e-5);
  EXPECT_NEAR(out[0].data[2], 13.75f, 1e-5);
}

TEST(QOperatorErrors, OtherMicrosoftOpsAreRefusedByDomain) {
  OnnxBuilder b(13);
  b.Input("x", {1, 2, 4, 4});
  b.Node("FastGelu", {"x"}, {"y"}, "gelu")->set_domain("com.microsoft");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.status().message().find("domain 'com.microsoft' is not supported"), std::string::npos)
      << g.status().ToString();
}

TEST(QOperatorErrors, ChannelsLastIsRefused) {
  OnnxBuilder b(13);
  b.Input("x", {1, 4, 4, 2});
  b.Initializer("scale", {}, {0.1f});
  b.IntInitializer("zero", {}, {128}, onnx::TensorProto::UINT8);
  b.Node("QuantizeLinear", {"x", "scale", "zero"}, {"xq"}, "quantise");
  auto* pool = b.Node("QLinearGlobalAveragePool", {"xq", "scale", "zero", "scale", "zero"}, {"pq"}, "pool");
  pool->set_domain("com.microsoft");
  OnnxBuilder::AttrInt(pool, "channels_last", 1);
  b.Node("DequantizeLinear", {"pq", "scale", "zero"}, {"y"}, "dequantise");
  b.Output("y");
  auto g = b.Import();
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.status().message().find("node 'pool' (QLinearGlobalAveragePool)"), std::string::npos)
      << g.status().ToString();
  EXPECT_NE(g.status().message().find("channels_last"), std::string::npos) << g.status().ToString();
}

}  // namespace
}  // namespace vfx::codegen
