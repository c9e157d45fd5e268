#include "codegen/import/shape_inference.h"

#include <cmath>
#include <set>

#include "codegen/import/constant_folding.h"
#include "codegen/ir/shape_util.h"
#include "codegen/ops/op_def.h"

namespace vfx::codegen {
namespace {

// Refuses shapes no segmentation model has (negative, or > 2^28 elements),
// before a later rule or the folding allocates or overflows on them.
Status CheckOutputSizes(const Graph& graph, const Op& op) {
  for (const std::string& out : op.outputs) {
    const Tensor* t = graph.FindTensor(out);
    if (t == nullptr || !t->shape_known) continue;
    if (!CheckedElementCount(t->shape)) {
      return InvalidArgumentError(graph.ErrorPrefix(op) + "output '" + out + "' would have shape " +
                                  DimsString(t->shape) + ": a negative dimension or more than 2^28 elements");
    }
  }
  return Status::Ok();
}

// Shape rule of one op through its definition (codegen/ops/op_def.h).
Status InferOp(Graph& graph, Op& op) {
  const std::string prefix = graph.ErrorPrefix(op);
  for (const std::string& in : op.inputs) {
    if (in.empty()) continue;
    const Tensor* t = graph.FindTensor(in);
    if (t == nullptr || !t->shape_known) return InternalError(prefix + "input '" + in + "' has no known shape");
  }
  const OpDef* def = FindOpDef(op.type);
  if (def == nullptr || def->infer == nullptr) {
    return UnimplementedError(prefix + "op '" + op.type + "' is only supported on constant inputs (shape arithmetic)");
  }
  RETURN_IF_ERROR(CheckRequiredInputs(*def, op, prefix));
  ShapeContext ctx(graph, prefix);
  RETURN_IF_ERROR(def->infer(ctx, op));
  return CheckOutputSizes(graph, op);
}

}  // namespace

Status InferShapesAndFoldConstants(Graph& graph) {
  for (const GraphEdge& e : graph.inputs) {
    const Tensor* t = graph.FindTensor(e.tensor);
    if (t == nullptr || !t->shape_known) return InvalidArgumentError(graph.source + ": graph input '" + e.tensor + "' has no fixed shape");
  }
  std::vector<Op> kept;
  for (Op& op : graph.ops) {
    if (const OpDef* def = FindOpDef(op.type)) RETURN_IF_ERROR(CheckRequiredInputs(*def, op, graph.ErrorPrefix(op)));
    if (IsFoldable(graph, op)) {
      static const std::set<std::string> kNeedsShape = {"Reshape", "Flatten", "Squeeze", "Unsqueeze"};
      if (kNeedsShape.count(op.type)) RETURN_IF_ERROR(InferOp(graph, op));
      ASSIGN_OR_RETURN(std::vector<Tensor> values, FoldConstantOp(graph, op));
      for (Tensor& t : values) graph.tensors[t.name] = std::move(t);
      continue;
    }
    RETURN_IF_ERROR(InferOp(graph, op));
    kept.push_back(std::move(op));
  }
  graph.ops = std::move(kept);
  graph.RemoveUnusedTensors();
  for (const GraphEdge& e : graph.outputs) {
    if (graph.IsConstant(e.tensor)) {
      return UnimplementedError(graph.source + ": graph output '" + e.tensor + "' is a constant");
    }
  }
  return ValidateGraph(graph, /*require_shapes=*/true);
}

}  // namespace vfx::codegen
