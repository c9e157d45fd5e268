// Concat over channels. When every input starts on a slice boundary the
// output slice is one input slice; otherwise each of the 4 channels is
// gathered from the input that owns it. Other axes: index_remap.h.
#include <string>

#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {

Status EmitConcat(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape out, ActivationShape(graph, op.outputs[0]));
  const int64_t rank = static_cast<int64_t>(graph.FindTensor(op.outputs[0])->shape.size());
  int64_t axis = op.GetInt("axis", 1);
  if (axis < 0) axis += rank;
  if (axis < 0 || axis >= rank) return InvalidArgumentError(graph.ErrorPrefix(op) + "axis out of range");
  if (axis + 4 - rank != 1) return EmitConcatAnyAxis(op, axis, kernel);  // not the stored channel axis
  struct Part {
    std::string read;
    int offset;
    int channels;
  };
  std::vector<Part> parts;
  int offset = 0;
  bool aligned = true;
  for (const std::string& input : op.inputs) {
    ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, input));
    if (in.height != out.height || in.width != out.width) {
      return InvalidArgumentError(graph.ErrorPrefix(op) + "inputs differ in size");
    }
    ASSIGN_OR_RETURN(std::string read, kernel.Reader(input));
    parts.push_back({read, offset, in.channels});
    aligned = aligned && offset % 4 == 0;
    offset += in.channels;
  }
  auto I = [](int v) { return std::to_string(v); };
  kernel.AddNamePart(op.name);
  std::string b = "  {  // " + op.Describe() + "\n";
  if (aligned) {
    for (size_t k = 0; k < parts.size(); ++k) {
      int first = parts[k].offset / 4;
      b += std::string(k ? "    else " : "    ") + "if (s < " + I(first + tensor::SliceCount(parts[k].channels)) +
           ") r = " + parts[k].read + "(x, y, s - " + I(first) + ");\n";
    }
  } else {
    b += "    for (int i = 0; i < 4; ++i) {\n      int c = s * 4 + i;\n";
    for (size_t k = 0; k < parts.size(); ++k) {
      b += std::string(k ? "      else " : "      ") + "if (c < " + I(parts[k].offset + parts[k].channels) +
           ") { int cc = c - " + I(parts[k].offset) + "; r[i] = " + parts[k].read + "(x, y, cc / 4)[cc % 4]; }\n";
    }
    b += "    }\n";
  }
  kernel.AddBody(b + "  }\n");
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
