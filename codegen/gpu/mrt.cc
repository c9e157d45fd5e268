#include "codegen/gpu/mrt.h"

#include "codegen/gpu/kernel_builder.h"

namespace vfx::codegen::gpu {

tensor::Packing MrtPackingFor(const Graph& graph, const OpGroup& group, int64_t min_fragments) {
  const Op& op = graph.ops[group.ops.front()];
  if (op.type != "Conv" || graph.IsGraphOutput(group.output)) return tensor::Packing::kTiled;
  const Tensor* weight = graph.FindTensor(op.Input(1));
  StatusOr<tensor::Shape> out = ActivationShape(graph, group.output);
  if (weight == nullptr || weight->shape.size() != 4 || !out.ok()) return tensor::Packing::kTiled;
  const bool dense = op.GetInt("group", 1) == 1;
  const bool pointwise = weight->shape[2] == 1 && weight->shape[3] == 1;
  const int slices = tensor::SliceCount(out->channels);
  // MRT divides the fragments by 4; below min_fragments the GPU then runs out
  // of parallel work (small and 1x1 planes lost on the H200 and on Mesa).
  const int64_t pixels = static_cast<int64_t>(out->height) * out->width;
  if (pointwise && dense) {
    // 4 slices per fragment: worth it from 3 slices (at most a quarter of the work wasted on padding).
    const bool enough = slices >= 3 && pixels * ((slices + 3) / 4) >= min_fragments;
    return enough ? tensor::Packing::kChannelSlices4 : tensor::Packing::kTiled;
  }
  if (!pointwise && out->height >= 2 && out->width >= 2 && pixels / 4 * slices >= min_fragments) {
    return tensor::Packing::kPixelBlocks2x2;
  }
  return tensor::Packing::kTiled;
}

namespace {

bool Reads(const Graph& graph, const std::vector<size_t>& ops, const std::string& tensor) {
  for (size_t i : ops) {
    for (const std::string& input : graph.ops[i].inputs) {
      if (input == tensor) return true;
    }
  }
  return false;
}

}  // namespace

int ChooseMrtPackings(const Graph& graph, std::vector<OpGroup>& groups, int64_t min_fragments,
                      bool uniform_reads_only) {
  // A program with an inlined group keeps one target: the inlined conv is emitted as a single-result reader.
  for (OpGroup& group : groups) {
    group.packing = group.inlined_ops.empty() ? MrtPackingFor(graph, group, min_fragments) : tensor::Packing::kTiled;
  }
  // A pixel-block tensor is read without divergence only by pixel-block
  // programs (their window origins have a fixed parity); any other reader
  // picks one of 4 textures per pixel, which costs more than the MRT saved
  // (benchmarks/RESULTS.md). Such tensors stay kTiled, until nothing changes.
  for (bool changed = uniform_reads_only; changed;) {
    changed = false;
    for (OpGroup& group : groups) {
      if (group.packing != tensor::Packing::kPixelBlocks2x2) continue;
      for (const OpGroup& reader : groups) {
        if (&reader == &group) continue;
        const bool in_readers =
            Reads(graph, reader.prologue, group.output) || Reads(graph, reader.inlined_ops, group.output);
        const bool uniform = reader.packing == tensor::Packing::kPixelBlocks2x2 && !in_readers;
        if (!uniform && (Reads(graph, reader.ops, group.output) || in_readers)) {
          group.packing = tensor::Packing::kTiled;
          changed = true;
          break;
        }
      }
    }
  }
  int chosen = 0;
  for (const OpGroup& group : groups) chosen += group.packing != tensor::Packing::kTiled;
  return chosen;
}

}  // namespace vfx::codegen::gpu
