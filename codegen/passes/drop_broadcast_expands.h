#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// An Expand whose every reader is a broadcasting elementwise op (Mul, Add,
// Sub, Div, Min, Max, PRelu) that reaches the expanded shape anyway, e.g.
// PyTorch's `x * s.expand_as(x)` for a squeeze-excite scale s of [1,C,1,1]:
// the readers take the small tensor directly. Returns the number removed.
StatusOr<int> DropBroadcastExpands(Graph& graph);

}  // namespace vfx::codegen
