#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Pooled vectors in the one form the GPU back end stores, [1,C,1,1] NCHW.
//
// Exporters wrap a squeeze-excite or attention gate's dense layers in shape
// ops: a global pool's [1,C,1,1] becomes [1,C] (Flatten, Squeeze, Reshape),
// [1,1,1,C] (Transpose to NHWC, Tensordot-style Reshape) and back. A tensor
// with at most one dimension above 1 that such a chain produces from a
// [1,C,1,1] tensor is a vector: shape-only ops between vectors (Reshape,
// Flatten, Squeeze, Unsqueeze, Transpose, Identity) disappear, MatMul and Gemm
// with a constant matrix become 1x1 Convs, the constant operands of
// elementwise ops on vectors become [1,C,1,1], and every vector ends as
// [1,C,1,1]. Anything else reading a vector reads it through a Reshape back
// to the shape it was built with (the general data-movement path runs it). Returns the number of ops rewritten or removed.
StatusOr<int> CanonicalizeVectors(Graph& graph);

}  // namespace vfx::codegen
