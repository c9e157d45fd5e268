#include "codegen/gpu/upconv.h"

#include "codegen/gpu/kernel_builder.h"

namespace vfx::codegen::gpu {
namespace {

// An exact 2x spatial upsample of an activation (channels kept).
bool IsUpsample2x(const Graph& graph, const Op& op) {
  if (op.type != "Resize") return false;
  StatusOr<tensor::Shape> in = ActivationShape(graph, op.Input(0));
  StatusOr<tensor::Shape> out = ActivationShape(graph, op.outputs[0]);
  return in.ok() && out.ok() && out->height == 2 * in->height && out->width == 2 * in->width &&
         out->channels == in->channels;
}

}  // namespace

int FuseUpconv(const Graph& graph, std::vector<OpGroup>& groups) {
  int fused = 0;
  for (size_t i = 0; i < groups.size(); ++i) {
    const OpGroup& up = groups[i];
    if (up.ops.size() != 1 || !up.prologue.empty()) continue;
    const Op& resize = graph.ops[up.ops[0]];
    const std::string& upsampled = resize.outputs[0];
    if (!IsUpsample2x(graph, resize) || graph.IsGraphOutput(upsampled)) continue;
    std::vector<size_t> readers = graph.Consumers(upsampled);
    if (readers.size() != 1) continue;
    for (size_t j = 0; j < groups.size(); ++j) {
      OpGroup& conv = groups[j];
      if (j == i || conv.ops.front() != readers[0] || !conv.prologue.empty()) continue;
      const Op& op = graph.ops[conv.ops.front()];
      if (op.type != "Conv" || op.Input(0) != upsampled) break;
      conv.prologue.push_back(up.ops[0]);
      groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(i));
      --i;
      ++fused;
      break;
    }
  }
  return fused;
}

}  // namespace vfx::codegen::gpu
