#include "codegen/passes/fold_softmax_transposes.h"

#include <set>

#include "codegen/passes/pass_util.h"

namespace vfx::codegen {

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
  graph.RemoveUnusedTensors();
  return rewrites;
}

}  // namespace vfx::codegen
