// Shape rules for the tensor-manipulating ops that exporters put around a
// segmentation net's convs: MatMul/Gemm (dense layers), ReduceMean/ReduceMax
// (global pools), Split and Slice (channel splits), Expand (broadcasts).
// Each canonicalises its op (constant inputs become attributes) and returns
// the output shapes; the passes in codegen/passes/ then rewrite the ops into
// forms the GPU back end runs, or the lowering names what it cannot run.
#pragma once

#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "codegen/ir/shape_util.h"
#include "src/core/status.h"

namespace vfx::codegen {

// True for the op types below.
bool IsTensorOp(const std::string& type);

// Output shapes of `op` (one per output), its attributes canonicalised:
// Split gets "split" sizes, Slice "starts"/"ends"/"axes"/"steps" clamped to
// the input, Reduce* "axes" normalised, Expand the target "shape".
StatusOr<std::vector<Dims>> InferTensorOpShapes(Graph& graph, Op& op, const std::string& prefix);

}  // namespace vfx::codegen
