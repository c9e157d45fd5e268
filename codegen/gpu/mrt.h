// The MRT pass: picks, per conv program, a 4-target output layout in which one
// fragment computes 4 results that share their input reads
// (src/tensor/texture_layout.h has the layouts):
//   kChannelSlices4  dense 1x1 convs: 4 output slices (16 channels) of a pixel;
//   kPixelBlocks2x2  kxk convs (k > 1, dense or depthwise): a 2x2 pixel block,
//                    kept only where every reader is a pixel-block program too.
// Consumers read any layout through their readers, so no re-pack pass is
// needed; the graph's output stays kTiled for the runtime and the nodes.
#pragma once

#include <cstdint>
#include <vector>

#include "codegen/gpu/fusion.h"
#include "codegen/ir/graph.h"

namespace vfx::codegen::gpu {

// The packing MRT would give `group`'s output (kTiled: none fits); layers
// whose MRT program would run fewer than `min_fragments` fragments stay
// single-target (FusionOptions::mrt_min_fragments).
tensor::Packing MrtPackingFor(const Graph& graph, const OpGroup& group, int64_t min_fragments);

// Sets OpGroup::packing on every group that gains from MRT; returns how many.
// `uniform_reads_only` false keeps pixel blocks whatever reads them (tests).
int ChooseMrtPackings(const Graph& graph, std::vector<OpGroup>& groups, int64_t min_fragments,
                      bool uniform_reads_only = true);

}  // namespace vfx::codegen::gpu
