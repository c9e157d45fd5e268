#include "codegen/passes/fold_softmax_transposes.h"

#include <set>

#include "codegen/passes/pass_util.h"

namespace vfx::codegen {
namespace {

// Transpose -> Softmax as the graph's last op (a model that ends in NHWC
// class probabilities): the softmax runs first, over the matching axis, and
// the transpose moves to the output edge, where it is absorbed.
int SinkTransposesBelowOutputSoftmax(Graph& graph) {
  int rewrites = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    if (graph.ops[i].type != "Softmax" || !graph.IsGraphOutput(graph.ops[i].outputs[0]) ||
        !graph.Consumers(graph.ops[i].outputs[0]).empty()) {
      continue;
    }
    auto before = graph.Producer(graph.ops[i].Input(0));
    if (!before || graph.ops[*before].type != "Transpose" || !HasSingleUse(graph, graph.ops[i].Input(0))) continue;
    Op transpose = graph.ops[*before];
    Op softmax = graph.ops[i];
    const std::vector<int64_t> p = transpose.GetInts("perm");
    const int64_t axis = softmax.GetInt("axis", -1);
    if (axis < 0 || axis >= static_cast<int64_t>(p.size())) continue;
    Tensor probabilities = *graph.FindTensor(transpose.inputs[0]);
    probabilities.name = softmax.outputs[0] + "_before_transpose";
    graph.tensors[probabilities.name] = probabilities;
    softmax.attributes["axis"] = p[static_cast<size_t>(axis)];
    softmax.inputs[0] = transpose.inputs[0];
    transpose.inputs[0] = probabilities.name;
    transpose.outputs[0] = softmax.outputs[0];
    softmax.outputs[0] = probabilities.name;
    graph.ops[i] = softmax;
    graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i) + 1, transpose);
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(*before));
    ++rewrites;
  }
  return rewrites;
}

}  // namespace

StatusOr<int> FoldSoftmaxTransposes(Graph& graph) {
  int rewrites = 0;
  std::set<size_t> dead;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    Op& softmax = graph.ops[i];
    if (softmax.type != "Softmax" || dead.count(i)) continue;
    auto before = graph.Producer(softmax.Input(0));
    if (!before || graph.ops[*before].type != "Transpose" || !HasSingleUse(graph, softmax.Input(0))) continue;
    const std::vector<size_t> readers = graph.Consumers(softmax.outputs[0]);
    if (readers.size() != 1 || graph.IsGraphOutput(softmax.outputs[0])) continue;
    const Op& after = graph.ops[readers[0]];
    if (after.type != "Transpose") continue;
    const std::vector<int64_t> p = graph.ops[*before].GetInts("perm");
    const std::vector<int64_t> q = after.GetInts("perm");
    if (p.size() != q.size()) continue;
    bool inverse = true;
    for (size_t k = 0; k < q.size(); ++k) inverse = inverse && p[static_cast<size_t>(q[k])] == static_cast<int64_t>(k);
    if (!inverse) continue;
    const int64_t axis = softmax.GetInt("axis", -1);
    softmax.attributes["axis"] = p[static_cast<size_t>(axis)];
    softmax.inputs[0] = graph.ops[*before].inputs[0];
    softmax.outputs[0] = after.outputs[0];
    dead.insert(*before);
    dead.insert(readers[0]);
    ++rewrites;
  }
  for (auto it = dead.rbegin(); it != dead.rend(); ++it) {
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(*it));
  }
  rewrites += SinkTransposesBelowOutputSoftmax(graph);
  graph.RemoveUnusedTensors();
  return rewrites;
}

}  // namespace vfx::codegen
