#include "codegen/ops/quantize.h"

#include <algorithm>
#include <cmath>

namespace vfx::codegen {
namespace {

// TensorProto.DataType values of the quantised types read here.
constexpr int32_t kUint8 = 2, kInt8 = 3, kInt32 = 6;

}  // namespace

bool IsQuantizationOp(const std::string& type) { return type == "QuantizeLinear" || type == "DequantizeLinear"; }

StatusOr<QuantParams> ReadQuantParams(const Graph& graph, const Op& op, const Dims& shape, const std::string& prefix) {
  if (op.GetInt("block_size", 0) != 0) {
    return UnimplementedError(prefix + op.type + " with block_size (blocked quantisation) is not supported");
  }
  const Tensor* scale = graph.FindTensor(op.Input(1));
  if (scale == nullptr || !scale->is_constant) {
    return UnimplementedError(prefix + op.type + " needs a constant scale");
  }
  const Tensor* zero = op.Input(2).empty() ? nullptr : graph.FindTensor(op.Input(2));
  if (zero != nullptr && !zero->is_constant) {
    return UnimplementedError(prefix + op.type + " needs a constant zero point");
  }
  QuantParams p;
  p.scale = scale->ValuesAsDouble();
  if (p.scale.empty()) return InvalidArgumentError(prefix + op.type + "'s scale is empty");
  // Q divides by the scale; DQ multiplies (a zero scale, as on a pruned channel, gives 0).
  const bool quantize = op.type == "QuantizeLinear";
  for (double s : p.scale) {
    if (!std::isfinite(s) || (quantize && s == 0)) {
      return InvalidArgumentError(prefix + op.type + "'s scale " + std::to_string(s) + " is " +
                                  (quantize ? "zero or not finite" : "not finite"));
    }
  }
  p.zero_point = zero != nullptr ? zero->ValuesAsDouble() : std::vector<double>(p.scale.size(), 0.0);
  if (p.zero_point.size() != p.scale.size()) {
    return InvalidArgumentError(prefix + op.type + ": " + std::to_string(p.scale.size()) + " scales but " +
                                std::to_string(p.zero_point.size()) + " zero points");
  }
  if (p.scale.size() > 1) {
    if (scale->shape.size() != 1) {
      return UnimplementedError(prefix + op.type + ": a scale of shape " + DimsString(scale->shape) +
                                " (only one value or one per index of an axis)");
    }
    auto axis = NormaliseAxis(op.GetInt("axis", 1), static_cast<int64_t>(shape.size()));
    if (!axis) return InvalidArgumentError(prefix + op.type + ": axis out of range");
    if (shape[static_cast<size_t>(*axis)] != static_cast<int64_t>(p.scale.size())) {
      return InvalidArgumentError(prefix + op.type + ": " + std::to_string(p.scale.size()) + " scales for axis " +
                                  std::to_string(*axis) + " of shape " + DimsString(shape));
    }
    p.axis = *axis;
  }
  // The range: the zero point's type, else (opset 21) output_dtype, else uint8. A zero
  // point whose type was lost (computed at import) is refused rather than guessed.
  const int32_t declared = static_cast<int32_t>(op.GetInt("output_dtype", 0));
  if (zero != nullptr && zero->stored_type == 0) {
    return UnimplementedError(prefix + op.type +
                              "'s zero point is computed; its element type (int8 or uint8) "
                              "is unknown");
  }
  if (zero != nullptr && declared != 0 && declared != zero->stored_type) {
    return InvalidArgumentError(prefix + op.type + ": output_dtype " + std::to_string(declared) +
                                " differs from the zero point's type " + std::to_string(zero->stored_type));
  }
  const int32_t type = zero != nullptr ? zero->stored_type : declared != 0 ? declared : kUint8;
  if (op.type == "DequantizeLinear" && type == kInt32) {
    p.qmin = -2147483648.0;
    p.qmax = 2147483647.0;
  } else if (type == kInt8) {
    p.qmin = -128;
    p.qmax = 127;
  } else if (type != kUint8) {
    return UnimplementedError(prefix + op.type + " to element type " + std::to_string(type) +
                              " (only int8 and uint8, and int32 for a dequantised bias)");
  }
  return p;
}

double QuantizeValue(double x, double scale, double zero_point, double qmin, double qmax) {
  const float q = std::nearbyint(static_cast<float>(x) / static_cast<float>(scale)) + static_cast<float>(zero_point);
  return std::clamp(static_cast<double>(q), qmin, qmax);
}

double DequantizeValue(double q, double scale, double zero_point) {
  return static_cast<double>(static_cast<float>(q - zero_point) * static_cast<float>(scale));
}

std::vector<double> ApplyQuantization(const std::string& type, const QuantParams& p, const Dims& shape,
                                      const std::vector<double>& x) {
  // The index along the axis of flat element i: (i / stride) % extent.
  int64_t stride = 1, extent = 1;
  if (p.axis >= 0) {
    extent = shape[static_cast<size_t>(p.axis)];
    for (size_t d = static_cast<size_t>(p.axis) + 1; d < shape.size(); ++d) stride *= shape[d];
  }
  const bool quantize = type == "QuantizeLinear";
  std::vector<double> out(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    const size_t c = p.axis >= 0 ? static_cast<size_t>((static_cast<int64_t>(i) / stride) % extent) : 0;
    out[i] = quantize ? QuantizeValue(x[i], p.scale[c], p.zero_point[c], p.qmin, p.qmax)
                      : DequantizeValue(x[i], p.scale[c], p.zero_point[c]);
  }
  return out;
}

}  // namespace vfx::codegen
