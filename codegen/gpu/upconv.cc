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
    if (!IsUpsample2x(graph, resize)) continue;
    OpGroup* conv = SoleConvReader(graph, groups, resize.outputs[0]);
    if (conv == nullptr || !conv->prologue.empty()) continue;
    conv->prologue.push_back(up.ops[0]);
    groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++fused;
  }
  return fused;
}

}  // namespace vfx::codegen::gpu
