#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Ops exporters emit that are compositions of ops the GPU back end runs:
// - InstanceNormalization (MODNet's IBNorm, style-transfer heads) over H and W:
//   mean = GlobalAveragePool(x), d = x - mean, var = GlobalAveragePool(d * d),
//   y = d / sqrt(var + eps) * scale + bias;
// - GroupNormalization: the group's mean and variance as means of its
//   channels' (global pools per channel, then per group), expanded back over
//   the channels, then scale and bias per channel; G == C is
//   InstanceNormalization;
// - LayerNormalization over the axes from `axis` on: the same with ReduceMean
//   over those axes, scale and bias broadcast as given;
// - Sum of n inputs (older PyTorch exports): a chain of Adds.
// Returns the number of ops decomposed.
StatusOr<int> DecomposeCompoundOps(Graph& graph);

}  // namespace vfx::codegen
