// Squeeze-excite in fewer programs: the first of the two tiny convs of a
// squeeze-excite block (pooled 1×1×C -> 1×1×C/r, ReLU) is computed inside the
// reader of the second (1×1×C/r -> 1×1×C, sigmoid) instead of in a program of
// its own. Both run on a single pixel, so recomputing the first per output
// slice of the second costs a few hundred MACs and saves one pass, whose cost
// on a GPU is its launch and barrier, not its arithmetic. Part of thick+thin
// fusion (FusionOptions::fuse).
#pragma once

#include <vector>

#include "codegen/gpu/fusion.h"
#include "codegen/ir/graph.h"

namespace vfx::codegen::gpu {

// Moves each conv group on a 1×1 plane whose one reader is a conv group on a
// 1×1 plane into that group (OpGroup::inlined_*); returns how many moved.
int InlineSqueezeExciteConvs(const Graph& graph, std::vector<OpGroup>& groups);

}  // namespace vfx::codegen::gpu
