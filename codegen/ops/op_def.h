// One definition per op, found through one registry (FindOpDef): its shape
// rule (which also canonicalises the attributes: explicit pads, constant
// inputs moved into attributes), its float32 CPU reference and its cost in
// multiply-accumulates. Shape inference, the CPU reference executor and the
// model statistics all dispatch through it. Each op (or family of ops) lives
// in one file of codegen/ops/; elementwise ops are one table
// (elementwise_ops.h). Backends add their kernels by type: GLSL emitters in
// codegen/gpu/ops/ (found through codegen/gpu/ops/op_registry.cc).
//
// Adding an op: a file here with its OpDef, one line in op_registry.cc, a
// test; plus its GLSL emitter if it runs on the GPU rather than being
// rewritten by a pass. An op that only moves data needs no emitter: its
// index map (index_map.h) is enough.
#pragma once

#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "codegen/ir/shape_util.h"
#include "codegen/ops/index_map.h"
#include "src/core/status.h"

namespace vfx::codegen {

// A dense row-major float tensor on the host.
struct HostTensor {
  std::vector<int64_t> shape;
  std::vector<float> data;
};

// What a shape rule sees: the graph (inputs' shapes and constants) and the
// error prefix naming file, node and op; helpers shared by the rules.
class ShapeContext {
 public:
  ShapeContext(Graph& graph, std::string prefix) : graph(graph), prefix(std::move(prefix)) {}

  Graph& graph;
  const std::string prefix;

  // Input `i`'s shape; rank 0 ([]) for an omitted or unknown input, so a rule
  // that reads it anyway refuses the model instead of crashing.
  const Dims& Shape(const Op& op, size_t i) const {
    static const Dims kNone;
    const Tensor* t = i < op.inputs.size() && !op.inputs[i].empty() ? graph.FindTensor(op.inputs[i]) : nullptr;
    return t == nullptr ? kNone : t->shape;
  }
  // Sets output `i`'s shape (skipped for an omitted output); rejects empty dims.
  Status SetOutput(const Op& op, size_t i, Dims shape, DataType type = DataType::kFloat);
  Status SetOutputs(const Op& op, const std::vector<Dims>& shapes);
  // The values of constant input `i` ({} when omitted), or an error naming `what`.
  StatusOr<std::vector<double>> ConstantInput(const Op& op, size_t i, const std::string& what);
  Status Require4d(const Op& op, size_t i);
  // Fills kernel_shape, strides, dilations and explicit pads (auto_pad
  // resolved) for a 2-D window op with input spatial size (h, w).
  Status CanonicaliseWindow(Op& op, Dims kernel, int64_t h, int64_t w, bool transposed);
};

using ShapeFn = Status (*)(ShapeContext& ctx, Op& op);
using CpuOpFn = Status (*)(const Op& op, const std::vector<const HostTensor*>& inputs, HostTensor* out);
using MacsFn = int64_t (*)(const Graph& graph, const Op& op);

struct OpDef {
  const char* type;
  ShapeFn infer;
  CpuOpFn cpu = nullptr;  // nullptr: no reference (the op never survives to a run, e.g. Split)
  MacsFn macs = nullptr;  // nullptr: no multiply-accumulates counted
  int min_inputs = 1;     // inputs the op cannot do without (checked before any rule runs)
  // For ops that only move data: where each output element comes from
  // (index_map.h). The GPU runs any such op, and chains of them, through it.
  IndexMapFn index_map = nullptr;
};

// An error naming the op when it has fewer than its definition's min_inputs
// (present, non-empty) inputs: models with dangling wiring are refused here
// rather than crashing a shape rule.
Status CheckRequiredInputs(const OpDef& def, const Op& op, const std::string& prefix);

// The definition of `type`, or nullptr when the IR does not know it.
const OpDef* FindOpDef(const std::string& type);
// Every op type with a definition.
std::vector<std::string> OpDefTypes();

}  // namespace vfx::codegen
