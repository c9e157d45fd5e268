// The general GPU path for ops that only move data (those with an index map:
// Transpose, Reshape and its relatives, Slice, Gather, Expand, Pad; and
// Concat on any axis): each output element computes which input element
// feeds it, over the tensors' ONNX indices (codegen/ops/index_map.h), and
// fetches it from our texture layout.
//
// A chain of such ops (Reshape -> Transpose -> Reshape, whatever ranks lie
// between) is one program: only the chain's last op is emitted, and it walks
// back through the links, so the intermediate tensors are never stored (they
// may be 5-D or wider than a texture). The rewrites in codegen/passes remove
// these ops where a cheaper form exists; this path is for the rest, slower
// than a fused form but exact.
//
// Tensors of rank < 4 are stored as if left-padded with 1s (numpy's
// broadcasting rule): [H, W] is the [1, 1, H, W] plane.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "codegen/gpu/kernel_builder.h"
#include "codegen/ir/graph.h"
#include "codegen/ops/index_map.h"
#include "src/core/status.h"

namespace vfx::codegen::gpu {

// The ONNX index, of rank `rank`, of lane `c` at pixel (x, y) of a stored tensor.
Index OutputIndex(size_t rank);
// The float at ONNX index `index` (rank <= 4, left-padded with 0s) of a stored
// tensor, read through `read` (a KernelBuilder reader); the statements it
// needs go to `code`. A higher rank is an error naming `op`.
StatusOr<std::string> FetchElement(const Graph& graph, const Op& op, const std::string& read, const Index& index,
                                   IndexCode& code);
// Adds `float function(int c, int y, int x) { element }` and the body that
// fills r lane by lane from it (0 beyond the output's channels).
void EmitPerLane(const Op& op, const std::string& function, const std::string& element, KernelBuilder& kernel,
                 const tensor::Shape& out);

// A constant of rank <= 4 (batch 1) added as a weight texture: texel
// (slice * W + x, y) holds channels 4 * slice .. 4 * slice + 3 of element
// (y, x). Returns the weight's name (for KernelBuilder::WeightAt).
StatusOr<std::string> AddStoredConstant(const Op& op, const Tensor& constant, KernelBuilder& kernel);
// The constant as a weight read like a stored activation: adds it and a helper
// `vec4 NAME(int x, int y, int s)` (a reader's signature) and returns NAME, so
// FetchElement reads constants and activations alike.
StatusOr<std::string> ConstantReader(const Op& op, const Tensor& constant, KernelBuilder& kernel);

// True for the op types this path runs.
bool IsIndexRemapOp(const std::string& type);

// True when `op` is a link inside a chain: its output is read only by the
// next data-movement op, which emits both. The lowering skips it.
bool IsRemapChainLink(const Graph& graph, const Op& op);

// The thick emitter of the ops above except Concat: the op ends a chain (or
// is a chain of one).
Status EmitIndexRemap(const Op& op, KernelBuilder& kernel);

// Concat along an axis that is not the stored channel axis (concat.cc runs the
// channel case with whole-slice fetches).
Status EmitConcatAnyAxis(const Op& op, int64_t axis, KernelBuilder& kernel);

}  // namespace vfx::codegen::gpu
