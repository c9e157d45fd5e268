#pragma once

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Graphs converted from NHWC frameworks op by op (tflite2onnx, onnx2tf,
// unoptimised tf2onnx) wrap every conv in Transposes and run what lies
// between convs in NHWC: ... Conv -> Transpose(to NHWC) -> Add/Relu/Mul,
// residual adds, Concat on the last axis -> Transpose(to NCHW) -> Conv.
// This pass defers every Transpose (except those right after a graph input or
// its in-graph rescaling, which the edge absorbs): its output is remembered as "the stored tensor,
// permuted". Elementwise ops whose activation inputs carry the same
// permutation, Concats, Softmax, Resize and keepdims reductions run on the
// stored tensors (constants transposed to match, plain activations that move
// only unit axes reshaped to match, axes and scales mapped) and pass the
// permutation on; a reduction dropping axes whose kept axes stay in order
// runs on the stored tensor and gives a plain result; a MatMul by a constant [C, N] on the
// last axis of such a channels-last view (Keras Dense on a 4-D feature map)
// becomes a 1x1 conv on the stored tensor; a Transpose
// composing to the identity disappears; any other reader, and a graph
// output, gets the Transpose back right before it. Inverse pairs around
// NHWC sections thus cancel, and what reaches the output is left for the edge
// to absorb. The graph is kept as it was unless the count of Transposes
// drops. Returns the number of Transposes removed.
StatusOr<int> SinkTransposes(Graph& graph);

}  // namespace vfx::codegen
