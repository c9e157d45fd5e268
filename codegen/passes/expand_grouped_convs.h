#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// The GPU conv emitter runs dense (group 1) and depthwise (group = input =
// output channels) convolutions. The other groupings become one of those:
// - one input channel per group with a channel multiplier k (M = k * C,
//   MobileNet's and BiSeNet's depthwise expansion): a VfxChannelGather that
//   repeats each input channel k times, then a depthwise conv over M channels;
// - anything else (ShuffleNet's grouped 1x1 convs, ResNeXt): a dense conv
//   with block-diagonal weights, zero between groups (exact; its MACs grow by
//   the group count).
// A grouped ConvTranspose (FCN-style bilinear upsampling as a per-channel
// deconvolution) becomes dense with block-diagonal weights too.
// Returns the number of convs rewritten.
StatusOr<int> ExpandGroupedConvs(Graph& graph);

}  // namespace vfx::codegen
