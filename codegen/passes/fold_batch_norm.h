#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Folds BatchNormalization into the Conv that feeds it (when the Conv's output
// has no other reader): W' = W * s, b' = (b - mean) * s + beta with
// s = gamma / sqrt(var + eps). A BatchNormalization no Conv feeds becomes a
// per-channel Mul and Add. Returns the number of rewrites.
StatusOr<int> FoldBatchNorm(Graph& graph);

}  // namespace vfx::codegen
