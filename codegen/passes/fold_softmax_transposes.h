#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Transpose(P) -> Softmax(axis a) -> Transpose(inverse of P) is a Softmax
// over axis P[a] of the original tensor (paddle2onnx writes channel softmax
// this way). Transpose -> Softmax at the graph's output becomes Softmax ->
// Transpose, so the edge absorbs the transpose. Returns the number of rewrites.
StatusOr<int> FoldSoftmaxTransposes(Graph& graph);

}  // namespace vfx::codegen
