// The ops of integer-quantised models that have no definition of their own:
// the importer expands each, before shape inference, into the float ops it
// computes, so weights and their zero points and scales fold into float
// weights and the rest runs as ordinary ops (QuantizeLinear and
// DequantizeLinear on activations included: quantize.h).
//
// Dynamic quantisation (onnxruntime's quantize_dynamic; transformers.js ships
// its model_quantized.onnx files so):
//   DynamicQuantizeLinear(x) -> y, y_scale, y_zero_point (uint8), as ONNX Runtime:
//     lo = min(min(x), 0), hi = max(max(x), 0)   (ReduceMin / ReduceMax over all axes)
//     y_scale = (hi - lo) / 255                  (kept above zero: x all 0 gives y = 0 either way)
//     y_zero_point = round(clamp(-lo / y_scale, 0, 255))
//     y = clamp(round(x / y_scale) + y_zero_point, 0, 255)
//   ConvInteger(x, w, x_zero_point, w_zero_point) -> Conv(x - x_zero_point, w - w_zero_point)
//   MatMulInteger(a, b, a_zero_point, b_zero_point) -> MatMul(a - a_zero_point, b - b_zero_point)
// The integer products come out as floats; the Cast to float that follows them
// in the model is then a copy. A weight zero point per output channel (ConvInteger)
// or per column (MatMulInteger) is taken; one per row of `a` is refused.
//
// The QOperator format (onnxruntime's quantize_static with QuantFormat.QOperator,
// older int8 model zoos): each QLinear op reads quantised inputs with their
// scales and zero points and writes a quantised output. Each becomes
// DequantizeLinear of its inputs, the float op, and QuantizeLinear of the
// result, so the net runs in float with the rounding and saturation of every
// quantised tensor kept:
//   QLinearConv (its int32 bias at x_scale * w_scale, folded), QLinearMatMul,
//   and from the com.microsoft domain QLinearAdd, QLinearMul, QLinearConcat,
//   QLinearGlobalAveragePool, QLinearAveragePool, QLinearSigmoid, QLinearLeakyRelu.
// Scales and zero points must be constants (quantize.h says which types).
#pragma once

#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Whether the importer expands `type` of `domain` ("" or "ai.onnx", or
// "com.microsoft" for onnxruntime's contrib QLinear ops).
bool IsExpandedQuantizedOp(const std::string& domain, const std::string& type);

// The ops `op` expands into, in order, writing `op`'s outputs; their intermediate
// tensors are added to `graph` (shapes left to shape inference). `prefix` names
// the node in errors.
StatusOr<std::vector<Op>> ExpandQuantizedOp(const Op& op, Graph& graph, const std::string& prefix);

}  // namespace vfx::codegen
