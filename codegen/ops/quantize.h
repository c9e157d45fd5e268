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

}  // namespace vfx::codegen
