#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Removes ops that do not change their input: Identity, Dropout (inference),
// Cast to float of a float, Reshape/Squeeze/Unsqueeze/Flatten to the same
// shape, identity Transpose, single-input Concat, all-zero Pad, Clip without
// bounds, and Resize to the same size. Returns the number removed.
StatusOr<int> RemoveNoOps(Graph& graph);

}  // namespace vfx::codegen
