#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// An AveragePool whose unpadded window covers the whole input (1x1 output)
// is a GlobalAveragePool. Returns the number of rewrites.
StatusOr<int> AveragePoolToGlobal(Graph& graph);

}  // namespace vfx::codegen
