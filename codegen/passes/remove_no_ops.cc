#include "codegen/passes/remove_no_ops.h"

#include <cmath>

namespace vfx::codegen {
namespace {

bool IsNoOp(const Graph& graph, const Op& op) {
  if (op.inputs.empty() || op.Input(0).empty() || op.outputs.empty()) return false;
  const Tensor* in = graph.FindTensor(op.Input(0));
  const Tensor* out = graph.FindTensor(op.outputs[0]);
  if (in == nullptr || out == nullptr || in->shape != out->shape || in->type != out->type) return false;
  const std::string& t = op.type;
  if (t == "Identity" || t == "Dropout" || t == "Cast") return true;
  if (t == "Reshape" || t == "Squeeze" || t == "Unsqueeze" || t == "Flatten") return true;
  if (t == "Concat") return op.inputs.size() == 1;
  if (t == "Pad") {
    for (int64_t p : op.GetInts("pads")) {
      if (p != 0) return false;
    }
    return true;
  }
  if (t == "Transpose") {
    const std::vector<int64_t> perm = op.GetInts("perm");
    for (size_t i = 0; i < perm.size(); ++i) {
      if (perm[i] != static_cast<int64_t>(i)) return false;
    }
    return true;
  }
  if (t == "Clip") return std::isinf(op.GetFloat("min", -INFINITY)) && std::isinf(op.GetFloat("max", INFINITY));
  if (t == "Resize") {
    // Same size: every coordinate mode maps i -> i except tf_half_pixel_for_nn
    // (i + 0.5, which round_prefer_ceil would move).
    return op.GetString("coordinate_transformation_mode", "half_pixel") != "tf_half_pixel_for_nn";
  }
  return false;
}

bool IsGraphInput(const Graph& graph, const std::string& tensor) {
  for (const GraphEdge& e : graph.inputs) {
    if (e.tensor == tensor) return true;
  }
  return false;
}

}  // namespace

StatusOr<int> RemoveNoOps(Graph& graph) {
  int removed = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op op = graph.ops[i];
    if (!IsNoOp(graph, op)) continue;
    const std::string& in = op.inputs[0];
    const std::string& out = op.outputs[0];
    if (graph.IsGraphOutput(out)) {
      // Keep the output's name: make the producer write it directly, when
      // the input is an op's private result.
      auto producer = graph.Producer(in);
      if (!producer || graph.IsConstant(in) || IsGraphInput(graph, in) || graph.Consumers(in).size() != 1 ||
          graph.IsGraphOutput(in)) {
        continue;
      }
      for (std::string& o : graph.ops[*producer].outputs) {
        if (o == in) o = out;
      }
    } else {
      graph.RenameUses(out, in);
    }
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++removed;
  }
  graph.RemoveUnusedTensors();
  return removed;
}

}  // namespace vfx::codegen
