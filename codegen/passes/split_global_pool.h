// The split-pool pass (run by the GPU lowering when FusionOptions::split_pool is on): a GlobalAveragePool over a large plane becomes an
// AveragePool over 8x8 (or 4x4) blocks followed by a GlobalAveragePool over
// the block means. A GPU runs one fragment per channel slice for a global
// pool: over 128x128 that is 16384 dependent texel reads in a handful of
// threads (about 1 ms on an H200); split, the first pass runs in parallel and
// the second reads 256 texels. Exact when the blocks tile the plane.
#pragma once

#include "codegen/ir/graph.h"

namespace vfx::codegen {

// Planes smaller than this many pixels stay one pass.
inline constexpr int kSplitPoolMinPixels = 1024;

// Rewrites every qualifying GlobalAveragePool in place; returns how many.
int SplitGlobalPools(Graph& graph);

}  // namespace vfx::codegen
