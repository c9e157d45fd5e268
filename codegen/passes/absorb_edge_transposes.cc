#include "codegen/passes/absorb_edge_transposes.h"

#include <set>

namespace vfx::codegen {
namespace {

const std::vector<int64_t> kNhwcToNchw = {0, 3, 1, 2};
const std::vector<int64_t> kNchwToNhwc = {0, 2, 3, 1};

}  // namespace

StatusOr<int> AbsorbEdgeTransposes(Graph& graph) {
  int absorbed = 0;
  std::set<size_t> dead;
  for (GraphEdge& edge : graph.inputs) {
    if (edge.external_layout != Layout::kNCHW || graph.FindTensor(edge.tensor)->shape.size() != 4) continue;
    const std::vector<size_t> readers = graph.Consumers(edge.tensor);
    if (readers.empty()) continue;
    bool all_transposes = true;
    for (size_t r : readers) {
      const Op& op = graph.ops[r];
      all_transposes = all_transposes && op.type == "Transpose" && op.GetInts("perm") == kNhwcToNchw &&
                       !graph.IsGraphOutput(op.outputs[0]);
    }
    if (!all_transposes) continue;
    // The first transpose's output becomes the edge; the others read it.
    const std::string internal = graph.ops[readers[0]].outputs[0];
    for (size_t r : readers) {
      graph.RenameUses(graph.ops[r].outputs[0], internal);
      dead.insert(r);
      ++absorbed;
    }
    edge.tensor = internal;
    edge.external_layout = Layout::kNHWC;
  }
  for (GraphEdge& edge : graph.outputs) {
    if (edge.external_layout != Layout::kNCHW) continue;
    auto producer = graph.Producer(edge.tensor);
    if (!producer) continue;
    const Op& op = graph.ops[*producer];
    if (op.type != "Transpose" || op.GetInts("perm") != kNchwToNhwc) continue;
    if (graph.Consumers(edge.tensor).size() != 0) continue;  // also read inside the graph: keep it
    bool input_edge = false;
    for (const GraphEdge& in : graph.inputs) input_edge = input_edge || in.tensor == op.inputs[0];
    if (input_edge) continue;
    edge.tensor = op.inputs[0];
    edge.external_layout = Layout::kNHWC;
    dead.insert(*producer);
    ++absorbed;
  }
  for (auto it = dead.rbegin(); it != dead.rend(); ++it) {
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(*it));
  }
  graph.RemoveUnusedTensors();
  return absorbed;
}

}  // namespace vfx::codegen
