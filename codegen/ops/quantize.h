// ONNX QuantizeLinear and DequantizeLinear, the ops of QDQ models (onnxruntime's
// static quantisation writes a Q→DQ pair after every activation and a DQ over
// every weight and bias). Over constants both fold at import, per tensor or per
// axis; on activations they are elementwise ops with one scale and zero point
// (their entries in elementwise_ops.cc), so a QDQ model runs in float with its
// quantisation's rounding and saturation kept where the model asks for them.
// Arithmetic as ONNX Runtime's CPU kernels do it, in float32:
//   Q:  clamp(round_half_even(x / scale) + zero_point, qmin, qmax)
//   DQ: (q - zero_point) * scale
#pragma once

#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "codegen/ir/shape_util.h"
#include "src/core/status.h"

namespace vfx::codegen {

struct QuantParams {
  std::vector<double> scale;       // one value, or one per index along `axis`
  std::vector<double> zero_point;  // as many as `scale` (0 where the model omits it)
  int64_t axis = -1;               // the axis the values follow; -1: one for the whole tensor
  double qmin = 0, qmax = 255;     // the quantised type's range (uint8 unless the model says otherwise)
};

bool IsQuantizationOp(const std::string& type);

// The scale and zero point of `op` (constant inputs 1 and 2) for an input of
// `shape`; an error naming the node for computed scales, block quantisation,
// mismatched lengths or a quantised type other than (u)int8.
StatusOr<QuantParams> ReadQuantParams(const Graph& graph, const Op& op, const Dims& shape, const std::string& prefix);

double QuantizeValue(double x, double scale, double zero_point, double qmin, double qmax);
double DequantizeValue(double q, double scale, double zero_point);

// `op` (QuantizeLinear or DequantizeLinear) applied to the constant `x` of `shape`.
std::vector<double> ApplyQuantization(const std::string& type, const QuantParams& p, const Dims& shape,
                                      const std::vector<double>& x);

// onnxruntime's dynamic quantisation (quantize_dynamic) writes DynamicQuantizeLinear
// before each quantised Conv or MatMul and ConvInteger / MatMulInteger in their
// place. None of the three has a definition of its own: the importer expands each,
// before shape inference, into the float ops it computes, so the weights' zero
// points fold into float weights and the rest runs as ordinary ops:
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
bool IsIntegerQuantizationOp(const std::string& type);

// The ops `op` expands into, in order, writing `op`'s outputs; their intermediate
// tensors are added to `graph` (shapes left to shape inference).
StatusOr<std::vector<Op>> ExpandIntegerQuantization(const Op& op, Graph& graph, const std::string& prefix);

}  // namespace vfx::codegen
