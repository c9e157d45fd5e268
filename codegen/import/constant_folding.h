// Evaluation of ops whose inputs are all constants: the shape arithmetic
// that exporters emit (Shape, Gather, Slice, Cast, Concat, Unsqueeze, ...).
#pragma once

#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Whether `op` can be folded once its inputs are constant (for Shape: once
// its input's shape is known).
bool IsFoldable(const Graph& graph, const Op& op);

// Computes the op's outputs as constant tensors (named like op.outputs).
StatusOr<std::vector<Tensor>> FoldConstantOp(const Graph& graph, const Op& op);

}  // namespace vfx::codegen
