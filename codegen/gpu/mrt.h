// The MRT pass: picks, per conv program, a 4-target output layout in which one
// fragment computes 4 results that share their input reads
// (src/tensor/texture_layout.h has the layouts):
//   kChannelSlices4  dense 1x1 convs: 4 output slices (16 channels) of a pixel;
//   kPixelBlocks2x2  kxk convs (k > 1, dense or depthwise): a 2x2 pixel block.
//
// A pixel-block tensor is read without divergence only where every fragment
// of the reader reads texels of one parity (ReadsPixelBlocksUniformly); any
// other reader picks one of 4 textures per pixel. Two policies for them:
//   default          such tensors stay kTiled (until nothing changes);
//   pixel-block mode (FusionOptions::pointwise_pixel_blocks) dense 1x1 convs
//                    and elementwise programs write pixel blocks too, and the
//                    lowering re-packs a tensor into a kTiled copy for the
//                    readers that need one (lower.cc). Fewest fetches per
//                    multiply-add, for renderers bound by fetches (SwiftShader).
// The graph's output stays kTiled for the runtime and the nodes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "codegen/gpu/fusion.h"
#include "codegen/ir/graph.h"

namespace vfx::codegen::gpu {

// The packing MRT would give `group`'s output (kTiled: none fits); layers
// whose MRT program would run fewer than options.mrt_min_fragments fragments
// stay single-target.
tensor::Packing MrtPackingFor(const Graph& graph, const OpGroup& group, const FusionOptions& options);

// Whether every fragment of `reader` reads pixel-block tensor `tensor` at
// texels of one parity: pixel-block programs (directly or through a channel
// scale in their prologue, not through an upsample), pools with even strides
// and global pools.
bool ReadsPixelBlocksUniformly(const Graph& graph, const OpGroup& reader, const std::string& tensor);

// Sets OpGroup::packing on every group that gains from MRT; returns how many.
int ChooseMrtPackings(const Graph& graph, std::vector<OpGroup>& groups, const FusionOptions& options);

}  // namespace vfx::codegen::gpu
