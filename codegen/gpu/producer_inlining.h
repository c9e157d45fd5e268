// Producer inlining: a small program whose one reader is another program is
// computed inside that reader instead of stored (OpGroup::inlined):
//   - a depthwise conv (with its activation) read by a conv, the depthwise +
//     pointwise pair of MobileNet and BlazeFace blocks;
//   - a pool or a data-movement op (a channel padding, a transpose) read by
//     a conv or by an elementwise op, e.g. the max-pooled, channel-padded
//     shortcut of a BlazeFace block read by its residual add.
// A pass on a small plane costs its launch and barrier more than its
// arithmetic (the face detector's 57 passes at 128x128 input are
// dispatch-bound on the H100), so recomputing such a producer per read is
// cheaper, up to a budget of texel fetches per program
// (FusionOptions::inline_fetch_budget). The web build's software variant, for
// renderers bound by fetches rather than passes (SwiftShader), leaves it off
// (FusionOptions::inline_producers).
#pragma once

#include <cstdint>
#include <vector>

#include "codegen/gpu/fusion.h"
#include "codegen/ir/graph.h"

namespace vfx::codegen::gpu {

// True for a group that may be inlined into its reader: a depthwise conv, a
// (non-global) pool or a data-movement chain first, then elementwise ops.
bool IsInlinableProducer(const Graph& graph, const OpGroup& group);

// Moves each qualifying group into its reader's OpGroup::inlined while the
// reader's estimated fetches stay within `fetch_budget`; returns how many moved.
int InlineProducers(const Graph& graph, std::vector<OpGroup>& groups, int64_t fetch_budget);

}  // namespace vfx::codegen::gpu
