// Static shape inference and constant folding, in one topological sweep.
//
// Graph inputs must have fixed shapes (the importer resolves symbolic dims).
// An op whose inputs are all constant (or a Shape of a tensor whose shape is
// known) is evaluated and replaced by constant tensors, so shape subgraphs
// (Shape/Gather/Slice/Cast/Concat/Unsqueeze feeding Resize or Reshape)
// disappear. Every remaining op gets static output shapes and a canonical
// attribute form: explicit kernel_shape/strides/pads/dilations (auto_pad
// resolved), Clip bounds and Resize scales as attributes, Softmax over one
// axis. Unsupported attribute values are errors naming file, node and op.
#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

Status InferShapesAndFoldConstants(Graph& graph);

}  // namespace vfx::codegen
