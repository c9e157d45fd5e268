// The Upconv pass: a 2x upsample (Resize) whose only reader is a conv is
// inlined into that conv's program, which then reads the low-resolution
// tensor through an interpolating reader. Saves one pass and the write and
// re-read of the upsampled tensor (4x the input's size).
#pragma once

#include <vector>

#include "codegen/gpu/fusion.h"
#include "codegen/ir/graph.h"

namespace vfx::codegen::gpu {

// Moves each qualifying Resize group into its conv group's prologue; returns
// how many were fused.
int FuseUpconv(const Graph& graph, std::vector<OpGroup>& groups);

}  // namespace vfx::codegen::gpu
