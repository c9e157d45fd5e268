// Squeeze-excite scaling inside the reader: a program that only multiplies an
// activation by a per-channel vector (Mul of H×W×C by 1×1×C, the end of a
// squeeze-excite block) and whose one reader is a conv is inlined into that
// conv's program, which reads `x * scale[c]` instead of a stored product.
// Saves one pass and one write + read of the H×W×C tensor per block. Part of
// thick+thin fusion (FusionOptions::fuse).
#pragma once

#include <vector>

#include "codegen/gpu/fusion.h"
#include "codegen/ir/graph.h"

namespace vfx::codegen::gpu {

// Moves each qualifying Mul group into its conv group's prologue; returns how
// many were fused.
int FuseChannelScaleIntoReader(const Graph& graph, std::vector<OpGroup>& groups);

// True for a Mul of an H×W×C activation by a 1×1×C activation (either order).
bool IsChannelScale(const Graph& graph, const Op& op);

}  // namespace vfx::codegen::gpu
