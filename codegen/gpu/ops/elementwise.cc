// Thin elementwise ops, applied to `r` in place, with the GLSL each op's
// definition gives (codegen/ops/elementwise_ops.h): activations, and binary
// ops whose other operand is a scalar or per-channel constant, or an
// activation that broadcasts to the output (the same shape in a residual
// add, [1,C,1,1] in squeeze-and-excite scaling, [1,1,1,W] in an NHWC
// section). Here: where the other operand comes from.
#include <optional>
#include <string>

#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/ops/op_emitters.h"
#include "codegen/ops/elementwise_ops.h"

namespace vfx::codegen::gpu {
namespace {

// A constant that broadcasts to the output over any stored axes (a per-row or
// per-column scale, a LayerNorm's scale over W, a full plane): a weight
// texture in the tensor layout, one texel per output slice and pixel it varies over.
StatusOr<std::string> BroadcastConstant(const Op& op, const Tensor& t, const tensor::Shape& out,
                                        KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  Dims dims = t.shape;
  if (dims.size() > 4) return UnimplementedError(graph.ErrorPrefix(op) + "constant '" + t.name + "' has rank > 4");
  while (dims.size() < 4) dims.insert(dims.begin(), 1);
  const int64_t c = dims[1], h = dims[2], w = dims[3];
  if (dims[0] != 1 || (c != 1 && c != out.channels) || (h != 1 && h != out.height) || (w != 1 && w != out.width)) {
    return UnimplementedError(graph.ErrorPrefix(op) + "constant '" + t.name + "' " + DimsString(t.shape) +
                              " does not broadcast to the output");
  }
  ASSIGN_OR_RETURN(const std::string weight, AddStoredConstant(op, t, kernel));
  const std::string column = (c > 1 ? "s * " + std::to_string(w) : std::string("0")) + (w > 1 ? " + x" : "");
  const std::string fetch = kernel.WeightAt(weight, column, h > 1 ? "y" : "0");
  return c == 1 && out.channels > 1 ? fetch + ".xxxx" : fetch;
}

}  // namespace

Status EmitActivation(const Op& op, const std::string& main_input, KernelBuilder& kernel) {
  const UnaryOpDef* def = FindUnaryOp(op.type);
  if (def == nullptr) return UnimplementedError(kernel.graph().ErrorPrefix(op) + "no GPU activation for " + op.type);
  kernel.AddNamePart(op.name);
  kernel.AddBody("  " + def->glsl(op) + "  // " + op.Describe() + "\n");
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
      ASSIGN_OR_RETURN(operand, BroadcastConstant(op, *t, out, kernel));
    }
  } else {
    ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph, other));
    ASSIGN_OR_RETURN(std::string read, kernel.Reader(other));
    // Numpy broadcasting over the stored axes: each is the output's or 1.
    auto axis = [](int size, int out_size, const char* index) -> std::optional<std::string> {
      if (size == out_size) return std::string(index);
      if (size == 1) return std::string("0");
      return std::nullopt;
    };
    const auto xs = axis(shape.width, out.width, "x"), ys = axis(shape.height, out.height, "y");
    const auto ss = axis(shape.channels, out.channels, "s");
    if (!xs || !ys || !ss) {
      return UnimplementedError(graph.ErrorPrefix(op) + "'" + other + "' " + DimsString(t->shape) +
                                " does not broadcast to the output");
    }
    operand =
        read + "(" + *xs + ", " + *ys + ", " + *ss + ")" + (shape.channels == 1 && out.channels > 1 ? ".xxxx" : "");
  }
  const BinaryOpDef* def = FindBinaryOp(op.type);
  if (def == nullptr) return UnimplementedError(graph.ErrorPrefix(op) + "no GPU arithmetic for " + op.type);
  BinaryOperand operand_info{operand, main_first, std::nullopt};
  if (t->is_constant && t->NumElements() == 1) operand_info.constant = t->ValuesAsDouble()[0];
  StatusOr<std::string> line = def->glsl(op, operand_info);
  if (!line.ok()) return line.status().WithContext(graph.source);
  kernel.AddNamePart(op.name);
  kernel.AddBody("  " + *line + "  // " + op.Describe() + "\n");
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
