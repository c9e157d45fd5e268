#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Global pools in the forms exporters write them become the two the GPU back
// end runs: ReduceMean over H and W (tf2onnx's GlobalAveragePooling2D) a
// GlobalAveragePool; ReduceMax over H and W and GlobalMaxPool a MaxPool whose
// window is the whole plane. keepdims=0 gets a Reshape to the reduced shape
// after the pool (CanonicalizeVectors then removes it). ReduceMean over the
// channels (keepdims; CBAM-style spatial attention) becomes a 1x1 conv with
// weights 1/C. ReduceMax/Min/Mean over H, W and more axes reduce the plane
// first that way, then the rest over [N,C,1,1] (a loop over the channels).
// Other reductions are left alone (the general program loops over them).
StatusOr<int> LowerGlobalReductions(Graph& graph);

}  // namespace vfx::codegen
