// The one explicit registry of GPU op emitters. No static self-registration:
// a linker could silently drop it in static and wasm builds.
#include <iterator>

#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/ops/op_emitters.h"
#include "codegen/ops/elementwise_ops.h"

namespace vfx::codegen::gpu {
namespace {

const OpEmitter kEmitters[] = {
    {"Conv", OpKind::kThick, EmitConv},
    {"ConvTranspose", OpKind::kThick, EmitConvTranspose},
    {"GlobalAveragePool", OpKind::kThick, EmitGlobalAveragePool},
    {"AveragePool", OpKind::kThick, EmitWindowPool},
    {"MaxPool", OpKind::kThick, EmitWindowPool},
    {"Resize", OpKind::kThick, EmitResize, nullptr, EmitResizeReader},
    {"Concat", OpKind::kThick, EmitConcat},
    {"Softmax", OpKind::kThick, EmitSoftmax},
    {"MatMul", OpKind::kThick, EmitMatMul},
    {"Gemm", OpKind::kThick, EmitMatMul},
    {"VfxChannelGather", OpKind::kThick, EmitChannelGather},
    {"ReduceMean", OpKind::kThick, EmitReduce},
    {"ReduceMax", OpKind::kThick, EmitReduce},
    {"ReduceMin", OpKind::kThick, EmitReduce},
    {"ReduceSum", OpKind::kThick, EmitReduce},
    {"ArgMax", OpKind::kThick, EmitArgMax},
    {"ArgMin", OpKind::kThick, EmitArgMax},
};

// The thick ops above, every op with an index map (data movement on any
// axes, index_remap.h: the passes remove most of it first), then every
// elementwise op (codegen/ops/elementwise_ops.h) as a thin one.
const std::vector<OpEmitter>& AllEmitters() {
  static const std::vector<OpEmitter> kAll = [] {
    std::vector<OpEmitter> all(std::begin(kEmitters), std::end(kEmitters));
    static const std::vector<std::string> kTypes = OpDefTypes();  // the names outlive the table
    for (const std::string& type : kTypes) {
      if (IsIndexRemapOp(type)) all.push_back({type.c_str(), OpKind::kThick, EmitIndexRemap});
    }
    for (const std::string& type : ElementwiseOpTypes()) {
      const bool unary = FindUnaryOp(type) != nullptr;
      all.push_back({unary ? FindUnaryOp(type)->type : FindBinaryOp(type)->type, OpKind::kThin, nullptr,
                     unary ? EmitActivation : EmitBinary, type == "Mul" ? EmitChannelScaleReader : nullptr});
    }
    return all;
  }();
  return kAll;
}

}  // namespace

const OpEmitter* FindOpEmitter(const std::string& type) {
  for (const OpEmitter& e : AllEmitters()) {
    if (type == e.type) return &e;
  }
  return nullptr;
}

std::vector<std::string> GpuOpTypes() {
  std::vector<std::string> types;
  for (const OpEmitter& e : AllEmitters()) types.push_back(e.type);
  return types;
}

StatusOr<Window> ResolveWindow(const Graph& graph, const Op& op, int kernel_h, int kernel_w, const tensor::Shape& in,
                               const tensor::Shape& out) {
  Window w;
  w.kernel_h = kernel_h;
  w.kernel_w = kernel_w;
  std::vector<int64_t> strides = op.GetInts("strides", {1, 1});
  std::vector<int64_t> dilations = op.GetInts("dilations", {1, 1});
  std::vector<int64_t> pads = op.GetInts("pads", {0, 0, 0, 0});
  if (strides.size() != 2 || dilations.size() != 2 || pads.size() != 4) {
    return UnimplementedError(graph.ErrorPrefix(op) + "only 2-D windows are supported");
  }
  w.stride_h = static_cast<int>(strides[0]);
  w.stride_w = static_cast<int>(strides[1]);
  w.dilation_h = static_cast<int>(dilations[0]);
  w.dilation_w = static_cast<int>(dilations[1]);
  w.pad_top = static_cast<int>(pads[0]);
  w.pad_left = static_cast<int>(pads[1]);
  w.pad_bottom = static_cast<int>(pads[2]);
  w.pad_right = static_cast<int>(pads[3]);
  std::string auto_pad = op.GetString("auto_pad", "NOTSET");
  if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
    auto split = [&](int in_len, int out_len, int stride, int k, int dilation, int& lo, int& hi) {
      int total = std::max(0, (out_len - 1) * stride + (k - 1) * dilation + 1 - in_len);
      lo = auto_pad == "SAME_UPPER" ? total / 2 : total - total / 2;
      hi = total - lo;
    };
    split(in.height, out.height, w.stride_h, kernel_h, w.dilation_h, w.pad_top, w.pad_bottom);
    split(in.width, out.width, w.stride_w, kernel_w, w.dilation_w, w.pad_left, w.pad_right);
  } else if (auto_pad == "VALID") {
    w.pad_top = w.pad_left = w.pad_bottom = w.pad_right = 0;
  } else if (auto_pad != "NOTSET") {
    return UnimplementedError(graph.ErrorPrefix(op) + "auto_pad '" + auto_pad + "' is not supported");
  }
  if (w.stride_h < 1 || w.stride_w < 1 || w.dilation_h < 1 || w.dilation_w < 1) {
    return InvalidArgumentError(graph.ErrorPrefix(op) + "strides and dilations must be >= 1");
  }
  return w;
}

}  // namespace vfx::codegen::gpu
