#include "codegen/gpu/mrt.h"

#include "codegen/gpu/kernel_builder.h"

namespace vfx::codegen::gpu {

tensor::Packing MrtPackingFor(const Graph& graph, const OpGroup& group) {
  const Op& op = graph.ops[group.ops.front()];
  if (op.type != "Conv" || graph.IsGraphOutput(group.output)) return tensor::Packing::kTiled;
  const Tensor* weight = graph.FindTensor(op.Input(1));
  StatusOr<tensor::Shape> out = ActivationShape(graph, group.output);
  if (weight == nullptr || weight->shape.size() != 4 || !out.ok()) return tensor::Packing::kTiled;
  const bool dense = op.GetInt("group", 1) == 1;
  const bool pointwise = weight->shape[2] == 1 && weight->shape[3] == 1;
  const int slices = tensor::SliceCount(out->channels);
  // 4 slices per fragment: worth it from 3 slices (at most a quarter of the work wasted on padding).
  if (pointwise && dense) return slices >= 3 ? tensor::Packing::kChannelSlices4 : tensor::Packing::kTiled;
  if (!pointwise && out->height >= 2 && out->width >= 2) return tensor::Packing::kPixelBlocks2x2;
  return tensor::Packing::kTiled;
}

int ChooseMrtPackings(const Graph& graph, std::vector<OpGroup>& groups) {
  int chosen = 0;
  for (OpGroup& group : groups) {
    group.packing = MrtPackingFor(graph, group);
    chosen += group.packing != tensor::Packing::kTiled;
  }
  return chosen;
}

}  // namespace vfx::codegen::gpu
