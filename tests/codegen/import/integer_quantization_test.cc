// Dynamic quantisation's ops (DynamicQuantizeLinear, ConvInteger,
// MatMulInteger), expanded at import into float ops (codegen/ops/quantize.h):
// the expansion computes what ONNX Runtime's kernels compute, weights' zero
// points fold, and the forms left out are clear errors.
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

}  // namespace
}  // namespace vfx::codegen
