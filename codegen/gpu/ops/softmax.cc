// Softmax over the channel axis: each pixel reads all of its slices. Over
// any other axis: each element loops over its axis (index_remap.h).
#include <string>

#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {
namespace {

Status EmitSoftmaxAnyAxis(const Op& op, int64_t axis, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape out_shape, ActivationShape(graph, op.outputs[0]));
  const std::vector<int64_t> dims = graph.FindTensor(op.Input(0))->shape;
  const Index out = OutputIndex(dims.size());
  Index in = out;
  in[static_cast<size_t>(axis)] = "k";
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  IndexCode code(kernel.UniqueName("softmaxed"));
  ASSIGN_OR_RETURN(const std::string value, FetchElement(graph, op, read, in, code));
  const std::string loop = "  for (int k = 0; k < " + std::to_string(dims[static_cast<size_t>(axis)]) + "; ++k) {\n";
  const std::string element = "  // " + op.Describe() + "\n  float m = -3.0e38, total = 0.0;\n" + loop + code.lines() +
                              "    m = max(m, " + value + ");\n  }\n" + loop + code.lines() + "    total += exp(" +
                              value + " - m);\n  }\n  int k = " + out[static_cast<size_t>(axis)] + ";\n" +
                              code.lines() + "  return exp(" + value + " - m) / total;\n";
  EmitPerLane(op, code.prefix(), element, kernel, out_shape);
  return Status::Ok();
}

}  // namespace

Status EmitSoftmax(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, op.Input(0)));
  const int64_t rank = static_cast<int64_t>(graph.FindTensor(op.Input(0))->shape.size());
  int64_t axis = op.GetInt("axis", -1);
  if (axis < 0) axis += rank;
  if (axis < 0 || axis >= rank) return InvalidArgumentError(graph.ErrorPrefix(op) + "axis out of range");
  if (axis + 4 - rank != 1) return EmitSoftmaxAnyAxis(op, axis, kernel);  // not the stored channel axis
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  const int slices = tensor::SliceCount(in.channels);
  // Channels past C in the last slice must not take part.
  float valid[4] = {0, 0, 0, 0};
  int rest = in.channels - (slices - 1) * 4;
  for (int i = 0; i < rest; ++i) valid[i] = 1;
  const std::string last_valid = Vec4Literal(valid);
  const std::string n = std::to_string(slices);
  kernel.AddNamePart(op.name);
  std::string b = "  {  // " + op.Describe() + " over " + std::to_string(in.channels) + " channels\n";
  b += "    float m = -65504.0;\n";
  b += "    for (int k = 0; k < " + n + "; ++k) {\n";
  b += "      vec4 v = " + read + "(x, y, k);\n";
  b += "      if (k == " + std::to_string(slices - 1) + ") v = mix(vec4(-65504.0), v, " + last_valid + ");\n";
  b += "      m = max(m, max(max(v.x, v.y), max(v.z, v.w)));\n    }\n";
  b += "    float total = 0.0;\n";
  b += "    for (int k = 0; k < " + n + "; ++k) {\n";
  b += "      vec4 e = exp(" + read + "(x, y, k) - m);\n";
  b += "      if (k == " + std::to_string(slices - 1) + ") e *= " + last_valid + ";\n";
  b += "      total += dot(e, vec4(1.0));\n    }\n";
  b += "    r = exp(" + read + "(x, y, s) - m) / total;\n  }\n";
  kernel.AddBody(b);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
