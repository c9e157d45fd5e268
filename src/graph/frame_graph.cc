#include "src/graph/frame_graph.h"

namespace vfx::graph {

NodeId FrameGraph::AddErased(std::string name, std::vector<NodeId> inputs, std::function<Status()> run,
                             std::shared_ptr<void> value, const std::type_info& type) {
  Node node;
  node.name = std::move(name);
  node.inputs = std::move(inputs);
  node.run = std::move(run);
  node.value = std::move(value);
  node.type = &type;
  nodes_.push_back(std::move(node));
  return static_cast<NodeId>(nodes_.size() - 1);
}

void FrameGraph::BeginFrame() {
  ++frame_;
  timings_.clear();
}

StatusOr<void*> FrameGraph::PullErased(NodeId id, const std::type_info& type) {
  if (id < 0 || id >= node_count()) return InvalidArgumentError("pull of an undeclared node " + std::to_string(id));
  Node& node = nodes_[id];
  if (*node.type != type) return InternalError("node '" + node.name + "' pulled as the wrong type");
  if (node.ran_frame == frame_) {
    if (!node.status.ok()) return node.status;
    return node.value.get();
  }
  if (node.running) return InternalError("node '" + node.name + "' depends on itself");
  node.running = true;
  // Timings are exclusive: what this node's own work took, without the inputs it pulled.
  const double outer_nested_ms = nested_ms_;
  nested_ms_ = 0;
  auto start = std::chrono::steady_clock::now();
  if (on_start_) on_start_(node.name);
  Status status = node.run();
  if (sync_hook_) sync_hook_();
  if (on_end_) on_end_();
  const double elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const double own_ms = elapsed - nested_ms_;
  nested_ms_ = outer_nested_ms + elapsed;
  node.running = false;
  node.ran_frame = frame_;
  ++node.run_count;
  node.status = status.ok() ? status : status.WithContext("node '" + node.name + "'");
  timings_.push_back({node.name, own_ms});
  if (!node.status.ok()) return node.status;
  return node.value.get();
}

std::string FrameGraph::ToGraphviz() const {
  std::string dot = "digraph frame_graph {\n  rankdir=LR;\n  node [shape=box, style=\"rounded,filled\"];\n";
  for (NodeId id = 0; id < node_count(); ++id) {
    const Node& n = nodes_[id];
    bool ran = n.ran_frame == frame_;
    dot += "  n" + std::to_string(id) + " [label=\"" + n.name + "\\nruns: " + std::to_string(n.run_count) +
           "\", fillcolor=\"" + (ran ? "palegreen" : "white") + "\"];\n";
  }
  for (NodeId id = 0; id < node_count(); ++id) {
    for (NodeId input : nodes_[id].inputs) {
      dot += "  n" + std::to_string(input) + " -> n" + std::to_string(id) + ";\n";
    }
  }
  return dot + "}\n";
}

}  // namespace vfx::graph
