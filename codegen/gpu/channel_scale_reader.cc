#include "codegen/gpu/channel_scale_reader.h"

#include "codegen/gpu/kernel_builder.h"

namespace vfx::codegen::gpu {

bool IsChannelScale(const Graph& graph, const Op& op) {
  if (op.type != "Mul" || op.inputs.size() != 2) return false;
  if (graph.IsConstant(op.Input(0)) || graph.IsConstant(op.Input(1))) return false;
  StatusOr<tensor::Shape> a = ActivationShape(graph, op.Input(0));
  StatusOr<tensor::Shape> b = ActivationShape(graph, op.Input(1));
  StatusOr<tensor::Shape> out = ActivationShape(graph, op.outputs[0]);
  if (!a.ok() || !b.ok() || !out.ok()) return false;
  auto is_plane = [&](const tensor::Shape& s) {
    return s.height == out->height && s.width == out->width && s.channels == out->channels;
  };
  auto is_vector = [&](const tensor::Shape& s) {
    return s.height == 1 && s.width == 1 && s.channels == out->channels;
  };
  return (is_plane(*a) && is_vector(*b)) || (is_vector(*a) && is_plane(*b));
}

int FuseChannelScaleIntoReader(const Graph& graph, std::vector<OpGroup>& groups) {
  int fused = 0;
  for (size_t i = 0; i < groups.size(); ++i) {
    const OpGroup& scale = groups[i];
    if (scale.ops.size() != 1 || !scale.prologue.empty()) continue;
    const Op& mul = graph.ops[scale.ops[0]];
    const std::string& product = mul.outputs[0];
    if (!IsChannelScale(graph, mul)) continue;
    // A plane of 1×1 is cheaper to store than to recompute per read.
    StatusOr<tensor::Shape> shape = ActivationShape(graph, product);
    if (!shape.ok() || shape->height * shape->width == 1) continue;
    OpGroup* conv = SoleConvReader(graph, groups, product);
    if (conv == nullptr || !conv->prologue.empty()) continue;
    conv->prologue.push_back(scale.ops[0]);
    groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++fused;
  }
  return fused;
}

}  // namespace vfx::codegen::gpu
