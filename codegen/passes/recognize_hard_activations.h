#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Rewrites elementwise spellings of the hard activations into single ops,
// whatever the operand order or constant form the exporter chose:
//   clip(x + b, 0, k) / k   (or * 1/k)           -> HardSigmoid(alpha 1/k, beta b/k)
//   clip(x * a + b, 0, 1)                        -> HardSigmoid(alpha a, beta b)
//   x * HardSigmoid(x; 1/6, 1/2)                 -> HardSwish(x)
//   (x * clip(x + 3, 0, 6)) / 6  (or * 1/6)      -> HardSwish(x)   (tf2onnx / paddle2onnx)
// Intermediates must have no other reader. Returns the number of rewrites.
StatusOr<int> RecognizeHardActivations(Graph& graph);

}  // namespace vfx::codegen
