// Softmax over the channel axis: each pixel reads all of its slices.
#include <string>

#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {

Status EmitSoftmax(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, op.Input(0)));
  int64_t axis = op.GetInt("axis", -1);
  if (axis < 0) axis += 4;
  if (axis != 1) return UnimplementedError(graph.ErrorPrefix(op) + "softmax over axis " + std::to_string(axis) + "; only channels (1) are supported");
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
