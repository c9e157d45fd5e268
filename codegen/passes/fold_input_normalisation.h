#pragma once

#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// The plan's input is RGB in 0..1 and the network wants u * scale + offset per
// channel (the model config's range, mean and std; the GPU lowering runs this).
// The graph's own leading arithmetic on its input (Sub mean / Div std, Keras'
// Rescaling: Add/Sub/Mul/Div by a scalar or per-channel constant) composed
// into `scale` and `offset` and removed from the graph. Returns how many ops.
int AbsorbInputAffineOps(Graph& graph, std::vector<float>& scale, std::vector<float>& offset);

// Absorbs the graph's leading arithmetic (above), then folds
// `normalised = u * scale + offset` at the graph input into the convs
// reading it (weights, bias and out-of-image value), or inserts Mul/Add ops
// when some reader is not a conv. Identity normalisation changes nothing.
Status FoldInputNormalisation(Graph& graph, const std::vector<float>& scale,
                              const std::vector<float>& offset);

}  // namespace vfx::codegen
