#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// A zero constant Pad of H and W only, read by Convs alone (PyTorch's
// ZeroPad2d, tf2onnx's explicit padding before a VALID conv): its pads join
// the Convs' own. Returns the number of Pads folded.
StatusOr<int> FoldPadIntoConv(Graph& graph);

}  // namespace vfx::codegen
