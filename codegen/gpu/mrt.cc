#include "codegen/gpu/mrt.h"

#include "codegen/gpu/channel_scale_reader.h"
#include "codegen/gpu/kernel_builder.h"
#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {
namespace {

// A group without a thick op (elementwise only, e.g. a squeeze-excite scale or
// a lone residual add).
bool ThinOnly(const Graph& graph, const OpGroup& group) {
  const OpEmitter* emitter = FindOpEmitter(graph.ops[group.ops.front()].type);
  return emitter != nullptr && emitter->kind == OpKind::kThin;
}

bool Reads(const Graph& graph, const std::vector<size_t>& ops, const std::string& tensor) {
  for (size_t i : ops) {
    for (const std::string& input : graph.ops[i].inputs) {
      if (input == tensor) return true;
    }
  }
  return false;
}

bool InlinedRead(const Graph& graph, const OpGroup& group, const std::string& tensor) {
  for (const InlinedGroup& inlined : group.inlined) {
    if (Reads(graph, inlined.ops, tensor)) return true;
  }
  return false;
}

}  // namespace

tensor::Packing MrtPackingFor(const Graph& graph, const OpGroup& group, const FusionOptions& options) {
  const Op& op = graph.ops[group.ops.front()];
  if (graph.IsGraphOutput(group.output)) return tensor::Packing::kTiled;
  StatusOr<tensor::Shape> out = ActivationShape(graph, group.output);
  if (!out.ok()) return tensor::Packing::kTiled;
  const int slices = tensor::SliceCount(out->channels);
  const int64_t pixels = static_cast<int64_t>(out->height) * out->width;
  // MRT divides the fragments by 4; below min_fragments the GPU then runs out
  // of parallel work (small and 1x1 planes lost on the H200 and on Mesa).
  const bool blocks_fit = out->height >= 2 && out->width >= 2 && pixels / 4 * slices >= options.mrt_min_fragments;
  const bool pixel_block_mode = options.pointwise_pixel_blocks;
  // Elementwise programs keep the blocks of their producers and readers.
  if (pixel_block_mode && group.prologue.empty() && ThinOnly(graph, group)) {
    return blocks_fit ? tensor::Packing::kPixelBlocks2x2 : tensor::Packing::kTiled;
  }
  if (op.type != "Conv") return tensor::Packing::kTiled;
  const Tensor* weight = graph.FindTensor(op.Input(1));
  if (weight == nullptr || weight->shape.size() != 4) return tensor::Packing::kTiled;
  const bool dense = op.GetInt("group", 1) == 1;
  const bool pointwise = weight->shape[2] == 1 && weight->shape[3] == 1;
  if (pointwise && dense && !pixel_block_mode) {
    // 4 slices per fragment: worth it from 3 slices (at most a quarter of the work wasted on padding).
    const bool enough = slices >= 3 && pixels * ((slices + 3) / 4) >= options.mrt_min_fragments;
    return enough ? tensor::Packing::kChannelSlices4 : tensor::Packing::kTiled;
  }
  if ((!pointwise || dense) && blocks_fit) return tensor::Packing::kPixelBlocks2x2;
  return tensor::Packing::kTiled;
}

bool ReadsPixelBlocksUniformly(const Graph& graph, const OpGroup& reader, const std::string& tensor) {
  if (InlinedRead(graph, reader, tensor)) return false;
  // In a reader's prologue, only a channel scale reads at the program's own
  // texels (an upsample reads at half coordinates).
  for (size_t i : reader.prologue) {
    if (Reads(graph, {i}, tensor) &&
        !(IsChannelScale(graph, graph.ops[i]) && reader.packing == tensor::Packing::kPixelBlocks2x2)) {
      return false;
    }
  }
  if (reader.packing == tensor::Packing::kPixelBlocks2x2) return true;
  // A pool reads every window at offsets of one parity across its fragments
  // when its strides are even or it covers the whole plane.
  const Op& op = graph.ops[reader.ops.front()];
  if (op.Input(0) != tensor) return false;
  for (size_t k = 1; k < reader.ops.size(); ++k) {
    if (Reads(graph, {reader.ops[k]}, tensor)) return false;
  }
  if (op.type == "GlobalAveragePool") return true;
  if (op.type != "AveragePool" && op.type != "MaxPool") return false;
  const std::vector<int64_t> strides = op.GetInts("strides");
  return strides.size() == 2 && strides[0] % 2 == 0 && strides[1] % 2 == 0;
}

int ChooseMrtPackings(const Graph& graph, std::vector<OpGroup>& groups, const FusionOptions& options) {
  // A program with an inlined group keeps one target: the inlined group is emitted as a single-result reader.
  for (OpGroup& group : groups) {
    group.packing = group.inlined.empty() ? MrtPackingFor(graph, group, options) : tensor::Packing::kTiled;
  }
  // Default policy: a pixel-block tensor with a divergent reader stays kTiled,
  // which changes how its producer reads, until nothing changes. (Tests keep
  // divergent readers to exercise every reader; the pixel-block mode re-packs.)
  const bool demote = !options.mrt_divergent_pixel_blocks && !options.pointwise_pixel_blocks;
  for (bool changed = demote; changed;) {
    changed = false;
    for (OpGroup& group : groups) {
      if (group.packing != tensor::Packing::kPixelBlocks2x2) continue;
      for (const OpGroup& reader : groups) {
        if (&reader == &group) continue;
        const bool reads = Reads(graph, reader.ops, group.output) || Reads(graph, reader.prologue, group.output) ||
                           InlinedRead(graph, reader, group.output);
        if (reads && !ReadsPixelBlocksUniformly(graph, reader, group.output)) {
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
