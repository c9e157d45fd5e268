#pragma once

#include <string>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// The op channel moves become: output channel c = input channel channels[c],
// every pixel the same (attribute "channels"). The GPU reads it inside one
// program (codegen/gpu/ops/channel_gather.cc); the CPU reference is
// CpuChannelGather.
inline const std::string kChannelGatherOp = "VfxChannelGather";

// Rewrites channel moves on 4-D NCHW tensors into VfxChannelGather ops:
// Split and Slice along the channel axis (ShuffleNet's channel split), Gather
// of constant channel indices (picking the person channel), and the
// channel shuffle Reshape -> Transpose -> Reshape that leaves H and W in place
// (the permutation is found by running the chain on channel indices, so any
// group count or transpose order that amounts to a channel permutation works).
// Returns the number of ops rewritten.
StatusOr<int> RewriteChannelMoves(Graph& graph);

}  // namespace vfx::codegen
