#include "codegen/ops/quantized_operators.h"

#include <map>
#include <set>

namespace vfx::codegen {

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

// ---- Dynamic quantisation ----

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

StatusOr<std::vector<Op>> ExpandIntegerOp(const Op& op, Graph& graph, const std::string& prefix) {
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
  return InvalidArgumentError(prefix + op.type + " is not an integer op of dynamic quantisation");
}

// ---- The QOperator format ----

// The float value of quantised input `x` (DequantizeLinear with its scale and
// zero point; `axis` for a weight quantised per output channel or column).
std::string Dequantized(Expansion& e, const std::string& x, const std::string& scale, const std::string& zero_point,
                        const std::string& hint, int64_t axis = 1) {
  std::vector<std::string> inputs = {x, scale};
  if (!zero_point.empty()) inputs.push_back(zero_point);
  return e.Add("DequantizeLinear", inputs, hint, "", {{"axis", axis}});
}

// QuantizeLinear of `y` into `op`'s output.
void QuantizeInto(Expansion& e, const Op& op, const std::string& y, const std::string& scale,
                  const std::string& zero_point) {
  std::vector<std::string> inputs = {y, scale};
  if (!zero_point.empty()) inputs.push_back(zero_point);
  e.Add("QuantizeLinear", inputs, "quantised", OutputOf(op, 0));
}

// The values of constant input `i`, or an error naming what it is.
StatusOr<std::vector<double>> ConstantValues(const Graph& graph, const Op& op, size_t i, const std::string& what,
                                             const std::string& prefix) {
  const Tensor* t = op.Input(i).empty() ? nullptr : graph.FindTensor(op.Input(i));
  if (t == nullptr || !t->is_constant) return UnimplementedError(prefix + op.type + " needs a constant " + what);
  return t->ValuesAsDouble();
}

// QLinearConv's int32 bias as float: B[m] * x_scale * w_scale[m].
StatusOr<std::string> ConvBias(const Op& op, Graph& graph, const std::string& prefix) {
  ASSIGN_OR_RETURN(std::vector<double> bias, ConstantValues(graph, op, 8, "bias", prefix));
  ASSIGN_OR_RETURN(std::vector<double> x_scale, ConstantValues(graph, op, 1, "input scale", prefix));
  ASSIGN_OR_RETURN(std::vector<double> w_scale, ConstantValues(graph, op, 4, "weight scale", prefix));
  if (x_scale.size() != 1 || (w_scale.size() != 1 && w_scale.size() != bias.size())) {
    return InvalidArgumentError(prefix + "QLinearConv: " + std::to_string(bias.size()) + " biases for " +
                                std::to_string(x_scale.size()) + " input and " + std::to_string(w_scale.size()) +
                                " weight scales");
  }
  std::vector<float> values;
  for (size_t m = 0; m < bias.size(); ++m) {
    const float scale = static_cast<float>(x_scale[0]) * static_cast<float>(w_scale[w_scale.size() == 1 ? 0 : m]);
    values.push_back(static_cast<float>(bias[m]) * scale);
  }
  return graph.AddConstant(op.name + "_bias", {static_cast<int64_t>(values.size())}, values);
}

// The op's attributes without the ones the float op does not take.
std::map<std::string, Attribute> FloatAttributes(const Op& op) {
  std::map<std::string, Attribute> attributes = op.attributes;
  attributes.erase("channels_last");
  return attributes;
}

StatusOr<std::vector<Op>> ExpandQLinearOp(const Op& op, Graph& graph, const std::string& prefix) {
  Expansion e(graph, op);
  if (op.GetInt("channels_last", 0) != 0) {
    return UnimplementedError(prefix + op.type + " with channels_last (NHWC) is not supported");
  }
  const std::string& type = op.type;
  if (type == "QLinearConv") {
    const std::string x = Dequantized(e, op.Input(0), op.Input(1), op.Input(2), "x");
    const std::string w = Dequantized(e, op.Input(3), op.Input(4), op.Input(5), "w", 0);
    std::vector<std::string> inputs = {x, w};
    if (!op.Input(8).empty()) {
      ASSIGN_OR_RETURN(std::string bias, ConvBias(op, graph, prefix));
      inputs.push_back(bias);
    }
    QuantizeInto(e, op, e.Add("Conv", inputs, "conv", "", op.attributes), op.Input(6), op.Input(7));
    return e.ops;
  }
  if (type == "QLinearMatMul") {
    const Tensor* b = graph.FindTensor(op.Input(3));
    const int64_t last = b != nullptr && !b->shape.empty() ? static_cast<int64_t>(b->shape.size()) - 1 : 1;
    const std::string a_float = Dequantized(e, op.Input(0), op.Input(1), op.Input(2), "a");
    const std::string b_float = Dequantized(e, op.Input(3), op.Input(4), op.Input(5), "b", last);
    QuantizeInto(e, op, e.Add("MatMul", {a_float, b_float}, "matmul"), op.Input(6), op.Input(7));
    return e.ops;
  }
  if (type == "QLinearAdd" || type == "QLinearMul") {
    const std::string a = Dequantized(e, op.Input(0), op.Input(1), op.Input(2), "a");
    const std::string b = Dequantized(e, op.Input(3), op.Input(4), op.Input(5), "b");
    QuantizeInto(e, op, e.Add(type == "QLinearAdd" ? "Add" : "Mul", {a, b}, "float"), op.Input(6), op.Input(7));
    return e.ops;
  }
  if (type == "QLinearConcat") {
    if (op.inputs.size() < 5 || (op.inputs.size() - 2) % 3 != 0) {
      return InvalidArgumentError(prefix +
                                  "QLinearConcat takes the output's scale and zero point, then (input, "
                                  "scale, zero point) triples; got " +
                                  std::to_string(op.inputs.size()) + " inputs");
    }
    std::vector<std::string> parts;
    for (size_t i = 2; i + 2 < op.inputs.size(); i += 3) {
      parts.push_back(Dequantized(e, op.inputs[i], op.inputs[i + 1], op.inputs[i + 2], "part"));
    }
    QuantizeInto(e, op, e.Add("Concat", parts, "concat", "", op.attributes), op.Input(0), op.Input(1));
    return e.ops;
  }
  // One quantised input, one output: (X, X_scale, X_zero_point, Y_scale, Y_zero_point).
  static const std::map<std::string, std::string> kUnary = {
      {"QLinearGlobalAveragePool", "GlobalAveragePool"},
      {"QLinearAveragePool", "AveragePool"},
      {"QLinearSigmoid", "Sigmoid"},
      {"QLinearLeakyRelu", "LeakyRelu"},
  };
  auto unary = kUnary.find(type);
  if (unary == kUnary.end()) return InvalidArgumentError(prefix + type + " is not a QOperator op");
  const std::string x = Dequantized(e, op.Input(0), op.Input(1), op.Input(2), "x");
  QuantizeInto(e, op, e.Add(unary->second, {x}, "float", "", FloatAttributes(op)), op.Input(3), op.Input(4));
  return e.ops;
}

}  // namespace

bool IsExpandedQuantizedOp(const std::string& domain, const std::string& type) {
  static const std::set<std::string> kOnnx = {"DynamicQuantizeLinear", "ConvInteger", "MatMulInteger", "QLinearConv",
                                              "QLinearMatMul"};
  static const std::set<std::string> kMicrosoft = {
      "QLinearAdd",         "QLinearMul",     "QLinearConcat",   "QLinearGlobalAveragePool",
      "QLinearAveragePool", "QLinearSigmoid", "QLinearLeakyRelu"};
  if (domain.empty() || domain == "ai.onnx") return kOnnx.count(type) > 0;
  return domain == "com.microsoft" && kMicrosoft.count(type) > 0;
}

StatusOr<std::vector<Op>> ExpandQuantizedOp(const Op& op, Graph& graph, const std::string& prefix) {
  if (op.type == "DynamicQuantizeLinear") return ExpandDynamicQuantize(op, graph);
  if (op.type == "ConvInteger" || op.type == "MatMulInteger") return ExpandIntegerOp(op, graph, prefix);
  return ExpandQLinearOp(op, graph, prefix);
}

}  // namespace vfx::codegen
