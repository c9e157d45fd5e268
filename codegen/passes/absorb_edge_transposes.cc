#include "codegen/passes/absorb_edge_transposes.h"

#include <set>

namespace vfx::codegen {
namespace {

const std::vector<int64_t> kNhwcToNchw = {0, 3, 1, 2};
const std::vector<int64_t> kNchwToNhwc = {0, 2, 3, 1};

std::string FreshName(const Graph& graph, const std::string& hint) {
  std::string name = hint;
  for (int i = 2; graph.FindTensor(name) != nullptr; ++i) name = hint + "_" + std::to_string(i);
  return name;
}

// Keras' Rescaling and Normalization layers run on the NHWC input before the
// first Transpose to NCHW: input -> Mul/Add/Sub/Div by scalars or per-channel
// (last-axis) constants -> Transpose. Moves the Transpose up to the input, the
// arithmetic after it with [1,C,1,1] constants, so the edge can absorb it.
bool HoistInputTranspose(Graph& graph, const std::string& input) {
  const std::vector<int64_t> nhwc = graph.FindTensor(input)->shape;
  const int64_t channels = nhwc[3];
  std::vector<size_t> chain;
  for (std::string t = input;;) {
    const std::vector<size_t> readers = graph.Consumers(t);
    if (readers.size() != 1 || graph.IsGraphOutput(t)) return false;
    const Op& op = graph.ops[readers[0]];
    chain.push_back(readers[0]);
    if (op.type == "Transpose") {
      if (op.GetInts("perm") != kNhwcToNchw || chain.size() == 1) return false;
      break;
    }
    if ((op.type != "Add" && op.type != "Sub" && op.type != "Mul" && op.type != "Div") || op.inputs.size() != 2) {
      return false;
    }
    for (const std::string& in : op.inputs) {
      if (in == t) continue;
      const Tensor* c = graph.FindTensor(in);
      if (c == nullptr || !c->is_constant) return false;
      if (c->NumElements() != 1 && (c->NumElements() != channels || c->shape.empty() || c->shape.back() != channels)) {
        return false;
      }
    }
    if (graph.FindTensor(op.outputs[0])->shape != nhwc) return false;
    t = op.outputs[0];
  }
  const size_t transpose_index = chain.back();
  Op transpose = graph.ops[transpose_index];
  const std::vector<int64_t> nchw = {nhwc[0], nhwc[3], nhwc[1], nhwc[2]};
  auto add_tensor = [&](const std::string& hint) {
    Tensor t = *graph.FindTensor(input);
    t.name = FreshName(graph, hint);
    t.shape = nchw;
    graph.tensors[t.name] = t;
    return t.name;
  };
  std::string previous = add_tensor(input + "_nchw");
  const std::string transposed_input = previous;
  for (size_t k = 0; k + 1 < chain.size(); ++k) {
    Op& op = graph.ops[chain[k]];
    for (std::string& in : op.inputs) {
      const Tensor* c = graph.FindTensor(in);
      if (!c->is_constant) {
        in = previous;
      } else if (c->NumElements() > 1) {
        std::vector<float> values;
        for (double v : c->ValuesAsDouble()) values.push_back(static_cast<float>(v));
        in = graph.AddConstant(in + "_nchw", {1, channels, 1, 1}, std::move(values));
      }
    }
    previous = k + 2 == chain.size() ? transpose.outputs[0] : add_tensor(op.outputs[0] + "_nchw");
    op.outputs[0] = previous;
  }
  transpose.inputs = {input};
  transpose.outputs = {transposed_input};
  graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(transpose_index));
  graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(chain[0]), transpose);
  graph.RemoveUnusedTensors();
  return true;
}

}  // namespace

StatusOr<int> AbsorbEdgeTransposes(Graph& graph) {
  int absorbed = 0;
  std::set<size_t> dead;
  for (GraphEdge& edge : graph.inputs) {
    if (edge.external_layout == Layout::kNCHW && graph.FindTensor(edge.tensor)->shape.size() == 4) {
      absorbed += HoistInputTranspose(graph, edge.tensor);
    }
  }
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
