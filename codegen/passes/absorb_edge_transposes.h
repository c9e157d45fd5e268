#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Removes the NHWC->NCHW Transpose right after a 4-D graph input (moved up
// there first across in-graph rescaling by scalar or per-channel constants, as
// Keras exports have it) and the
// NCHW->NHWC Transpose right before a graph output; the edge then records
// Layout::kNHWC so the runtime reads/writes that layout directly. Returns the
// number of transposes absorbed.
StatusOr<int> AbsorbEdgeTransposes(Graph& graph);

}  // namespace vfx::codegen
