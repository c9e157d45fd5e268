// Thin elementwise ops, applied to `r` in place: activations, and binary (Add,
// Sub, Mul, Div, Min, Max, PRelu)
// arithmetic whose other operand is a scalar or per-channel constant, a
// tensor of the same shape (residual add) or a per-channel [1,C,1,1] tensor
// (squeeze-and-excite scaling).
#include <cmath>
#include <string>

#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {
namespace {

// A scalar constant input as a literal, or "" when the input is not one.
std::string ScalarConstant(const Graph& graph, const std::string& name) {
  const Tensor* t = graph.FindTensor(name);
  if (t == nullptr || !t->is_constant || t->NumElements() != 1) return "";
  return FloatLiteral(t->ValuesAsDouble()[0]);
}

}  // namespace

Status EmitActivation(const Op& op, const std::string& main_input, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  std::string line;
  if (op.type == "Relu") {
    line = "r = max(r, 0.0);";
  } else if (op.type == "Sigmoid") {
    line = "r = 1.0 / (1.0 + exp(-r));";
  } else if (op.type == "HardSigmoid") {
    line = "r = clamp(r * " + FloatLiteral(op.GetFloat("alpha", 0.2f)) + " + " +
           FloatLiteral(op.GetFloat("beta", 0.5f)) + ", 0.0, 1.0);";
  } else if (op.type == "HardSwish") {
    line = "r *= clamp(r * " + FloatLiteral(1.0 / 6.0) + " + 0.5, 0.0, 1.0);";
  } else if (op.type == "LeakyRelu") {
    line = "r = max(r, 0.0) + " + FloatLiteral(op.GetFloat("alpha", 0.01f)) + " * min(r, 0.0);";
  } else if (op.type == "Tanh") {
    line = "r = tanh(clamp(r, -15.0, 15.0));";  // tanh of a large |r| is inf/inf on some drivers
  } else if (op.type == "Neg") {
    line = "r = -r;";
  } else if (op.type == "Abs") {
    line = "r = abs(r);";
  } else if (op.type == "Exp") {
    line = "r = exp(r);";
  } else if (op.type == "Sqrt") {
    line = "r = sqrt(r);";
  } else if (op.type == "Elu") {
    line = "r = max(r, 0.0) + " + FloatLiteral(op.GetFloat("alpha", 1.0f)) + " * (exp(min(r, 0.0)) - 1.0);";
  } else if (op.type == "Softplus") {
    line = "r = max(r, 0.0) + log(1.0 + exp(-abs(r)));";
  } else if (op.type == "Clip") {
    std::string lo = FloatLiteral(op.GetFloat("min", -3.0e38f));
    std::string hi = FloatLiteral(op.GetFloat("max", 3.0e38f));
    for (size_t i : {size_t{1}, size_t{2}}) {
      if (op.Input(i).empty()) continue;
      std::string v = ScalarConstant(graph, op.Input(i));
      if (v.empty()) return UnimplementedError(graph.ErrorPrefix(op) + "Clip bounds must be scalar constants");
      (i == 1 ? lo : hi) = v;
    }
    line = "r = clamp(r, " + lo + ", " + hi + ");";
  } else {
    return UnimplementedError(graph.ErrorPrefix(op) + "no GPU activation for " + op.type);
  }
  kernel.AddNamePart(op.name);
  kernel.AddBody("  " + line + "  // " + op.Describe() + "\n");
  return Status::Ok();
}

Status EmitBinary(const Op& op, const std::string& main_input, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  if (op.inputs.size() != 2) return InvalidArgumentError(graph.ErrorPrefix(op) + "needs 2 inputs");
  const bool main_first = op.inputs[0] == main_input;
  if (!main_first && op.inputs[1] != main_input) {
    return InternalError(graph.ErrorPrefix(op) + "fused on an input it does not read");
  }
  const std::string& other = main_first ? op.inputs[1] : op.inputs[0];
  ASSIGN_OR_RETURN(tensor::Shape out, ActivationShape(graph, op.outputs[0]));
  const Tensor* t = graph.FindTensor(other);
  if (t == nullptr) return InvalidArgumentError(graph.ErrorPrefix(op) + "no tensor '" + other + "'");
  std::string operand;
  if (other == main_input) {
    operand = "r";
  } else if (t->is_constant) {
    // Broadcast shapes: a scalar, or C values along the channel axis ([C,1,1] / [1,C,1,1]).
    std::vector<int64_t> dims = t->shape;
    while (!dims.empty() && dims.front() == 1 && dims.size() > 3) dims.erase(dims.begin());
    if (t->NumElements() == 1) {
      operand = FloatLiteral(t->ValuesAsDouble()[0]);
    } else if (dims.size() == 3 && dims[0] == out.channels && dims[1] == 1 && dims[2] == 1) {
      operand = kernel.AddVec4Array("k", t->float_data) + "[s]";
    } else {
      return UnimplementedError(graph.ErrorPrefix(op) + "constant operand '" + other +
                                "' is neither a scalar nor per-channel");
    }
  } else {
    ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph, other));
    ASSIGN_OR_RETURN(std::string read, kernel.Reader(other));
    if (shape.height == out.height && shape.width == out.width && shape.channels == out.channels) {
      operand = read + "(x, y, s)";
    } else if (shape.height == 1 && shape.width == 1 && shape.channels == out.channels) {
      operand = read + "(0, 0, s)";
    } else if (shape.height == out.height && shape.width == out.width && shape.channels == 1) {
      operand = read + "(x, y, 0).xxxx";
    } else {
      return UnimplementedError(graph.ErrorPrefix(op) + "broadcast of '" + other + "' is not supported");
    }
  }
  std::string line;
  if (op.type == "Pow") {
    // Exponents exporters write (squares in decomposed norms, sqrt): exact forms;
    // another constant exponent as pow() of |r| with the sign of r for odd integers.
    if (!main_first || !t->is_constant || t->NumElements() != 1) {
      return UnimplementedError(graph.ErrorPrefix(op) + "Pow needs a scalar constant exponent");
    }
    const double e = t->ValuesAsDouble()[0];
    if (e == 1) line = "r = r;";
    else if (e == 2) line = "r = r * r;";
    else if (e == 3) line = "r = r * r * r;";
    else if (e == 0.5) line = "r = sqrt(r);";
    else if (e == -1) line = "r = 1.0 / r;";
    else if (e == std::floor(e) && std::fmod(std::fabs(e), 2.0) == 1.0) line = "r = sign(r) * pow(abs(r), vec4(" + operand + "));";
    else if (e == std::floor(e)) line = "r = pow(abs(r), vec4(" + operand + "));";
    else line = "r = pow(r, vec4(" + operand + "));";
  } else if (op.type == "PRelu") {
    if (!main_first) return UnimplementedError(graph.ErrorPrefix(op) + "PRelu's slope must not be the activation");
    line = "r = max(r, 0.0) + " + operand + " * min(r, 0.0);";
  } else if (op.type == "Min" || op.type == "Max") {
    line = "r = " + std::string(op.type == "Min" ? "min" : "max") + "(r, " + operand + ");";
  } else {
    const char* symbol = op.type == "Add" ? "+" : op.type == "Sub" ? "-" : op.type == "Mul" ? "*" : op.type == "Div" ? "/" : nullptr;
    if (symbol == nullptr) return UnimplementedError(graph.ErrorPrefix(op) + "no GPU arithmetic for " + op.type);
    line = main_first ? "r = r " + std::string(symbol) + " " + operand + ";" : "r = " + operand + " " + symbol + " r;";
  }
  kernel.AddNamePart(op.name);
  kernel.AddBody("  " + line + "  // " + op.Describe() + "\n");
  return Status::Ok();
}

Status EmitChannelScaleReader(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape a, ActivationShape(graph, op.Input(0)));
  const bool vector_first = a.height * a.width == 1;
  const std::string& plane = op.Input(vector_first ? 1 : 0);
  const std::string& vector = op.Input(vector_first ? 0 : 1);
  ASSIGN_OR_RETURN(std::string read_plane, kernel.Reader(plane));
  ASSIGN_OR_RETURN(std::string read_vector, kernel.Reader(vector));
  const std::string function = kernel.UniqueName("read_scaled");
  kernel.AddHelper("vec4 " + function + "(int x, int y, int s) {  // " + op.outputs[0] + ", never stored\n" +
                   "  return " + read_plane + "(x, y, s) * " + read_vector + "(0, 0, s);\n}\n");
  kernel.AddVirtualReader(op.outputs[0], function);
  kernel.SetChannelScale(op.outputs[0], {plane, read_vector});
  kernel.AddNamePart(op.name);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
