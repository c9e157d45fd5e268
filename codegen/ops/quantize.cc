#include "codegen/ops/quantize.h"

#include <algorithm>
#include <cmath>
#include <map>

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

bool IsIntegerQuantizationOp(const std::string& type) {
  return type == "DynamicQuantizeLinear" || type == "ConvInteger" || type == "MatMulInteger";
}

namespace {

// Builds the ops of one expansion, naming intermediates after the node.
class Expansion {
 public:
  Expansion(Graph& graph, const Op& op) : graph_(graph), name_(op.name) {}

  std::string Const(const std::string& hint, float value) {
    return graph_.AddConstant(name_ + "_" + hint, {}, {value});
  }
  // Appends `type` on `inputs`; writes `output` when given, else a fresh tensor.
  std::string Add(const std::string& type, std::vector<std::string> inputs, const std::string& hint,
                  std::string output = "", std::map<std::string, Attribute> attributes = {}) {
    if (output.empty()) {
      output = name_ + "_" + hint;
      for (int i = 2; graph_.FindTensor(output) != nullptr; ++i) output = name_ + "_" + hint + "_" + std::to_string(i);
      Tensor t;
      t.name = output;
      graph_.tensors[output] = t;
    }
    ops.push_back(Op{type, name_ + "_" + hint, std::move(inputs), {output}, std::move(attributes)});
    return output;
  }
  // `x - zero_point`, or `x` when the zero point is omitted. Integer
  // constants (the weights) are cast first, so they fold into float weights.
  std::string Centre(const std::string& x, const std::string& zero_point, const std::string& hint) {
    std::string value = x;
    const Tensor* t = graph_.FindTensor(x);
    if (t != nullptr && t->is_constant && t->type != DataType::kFloat) {
      value = Add("Cast", {x}, hint + "_float", "", {{"to", int64_t{1}}});
    }
    return zero_point.empty() ? value : Add("Sub", {value, zero_point}, hint);
  }

  std::vector<Op> ops;

 private:
  Graph& graph_;
  std::string name_;
};

// Output `i` of `op`, or "" (a fresh tensor) when the model leaves it out.
std::string OutputOf(const Op& op, size_t i) { return i < op.outputs.size() ? op.outputs[i] : ""; }

StatusOr<std::vector<Op>> ExpandDynamicQuantize(const Op& op, Graph& graph) {
  Expansion e(graph, op);
  const std::string x = op.Input(0), zero = e.Const("zero", 0.f);
  const std::map<std::string, Attribute> all_axes = {{"keepdims", int64_t{0}}};
  const std::string hi = e.Add("Max", {e.Add("ReduceMax", {x}, "max", "", all_axes), zero}, "high");
  const std::string lo = e.Add("Min", {e.Add("ReduceMin", {x}, "min", "", all_axes), zero}, "low");
  const std::string range = e.Add("Div", {e.Add("Sub", {hi, lo}, "range"), e.Const("levels", 255.f)}, "step");
  const std::string scale = e.Add("Max", {range, e.Const("least_scale", 1e-30f)}, "scale", OutputOf(op, 1));
  const std::string qmin = e.Const("qmin", 0.f), qmax = e.Const("qmax", 255.f);
  const std::string offset = e.Add("Neg", {e.Add("Div", {lo, scale}, "low_steps")}, "offset");
  const std::string zero_point =
      e.Add("Round", {e.Add("Clip", {offset, qmin, qmax}, "offset_clamped")}, "zero_point", OutputOf(op, 2));
  const std::string steps = e.Add("Round", {e.Add("Div", {x, scale}, "steps")}, "rounded");
  e.Add("Clip", {e.Add("Add", {steps, zero_point}, "shifted"), qmin, qmax}, "quantised", OutputOf(op, 0));
  return e.ops;
}

// The weight zero point of a ConvInteger with one value per output channel,
// as a [M,1,1,1] constant so it subtracts along axis 0.
StatusOr<std::string> PerChannelZeroPoint(const Op& op, Graph& graph, const std::string& prefix) {
  const std::string& name = op.Input(3);
  const Tensor* t = name.empty() ? nullptr : graph.FindTensor(name);
  if (t == nullptr) return name;
  if (!t->is_constant) return UnimplementedError(prefix + "ConvInteger needs a constant weight zero point");
  if (t->ValuesAsDouble().size() <= 1) return name;
  std::vector<float> values;
  for (double v : t->ValuesAsDouble()) values.push_back(static_cast<float>(v));
  return graph.AddConstant(op.name + "_w_zero_point", {static_cast<int64_t>(values.size()), 1, 1, 1}, values);
}

}  // namespace

StatusOr<std::vector<Op>> ExpandIntegerQuantization(const Op& op, Graph& graph, const std::string& prefix) {
  if (op.type == "DynamicQuantizeLinear") return ExpandDynamicQuantize(op, graph);
  Expansion e(graph, op);
  if (op.type == "ConvInteger") {
    ASSIGN_OR_RETURN(std::string w_zero_point, PerChannelZeroPoint(op, graph, prefix));
    const std::string x = e.Centre(op.Input(0), op.Input(2), "x_centred");
    const std::string w = e.Centre(op.Input(1), w_zero_point, "w_centred");
    e.Add("Conv", {x, w}, "conv", OutputOf(op, 0), op.attributes);
    return e.ops;
  }
  if (op.type == "MatMulInteger") {
    const Tensor* a_zero_point = op.Input(2).empty() ? nullptr : graph.FindTensor(op.Input(2));
    if (a_zero_point != nullptr && a_zero_point->is_constant && a_zero_point->ValuesAsDouble().size() > 1) {
      return UnimplementedError(prefix + "MatMulInteger with a zero point per row of its first input");
    }
    const std::string a = e.Centre(op.Input(0), op.Input(2), "a_centred");
    const std::string b = e.Centre(op.Input(1), op.Input(3), "b_centred");
    e.Add("MatMul", {a, b}, "matmul", OutputOf(op, 0));
    return e.ops;
  }
  return InvalidArgumentError(prefix + op.type + " is not an integer quantisation op");
}

}  // namespace vfx::codegen
