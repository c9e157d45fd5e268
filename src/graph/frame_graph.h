// The lazy, pull-based frame graph ("pool architecture").
//
// All nodes of all pipelines are declared once, in code: a name, the nodes
// it may read, and a function computing its typed value for the current
// frame. A frame is produced by pulling the active output(s); a node runs only
// when something pulled needs it, at most once per frame (its value is cached
// until BeginFrame), and it pulls its own inputs on demand, so an input that a
// setting makes irrelevant is never computed. Switching effects only changes
// which output is pulled: nothing is re-created.
//
// Like Filament's frame graph, declaring is separate from running and a
// Graphviz dump shows which nodes ran in the last frame.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

#include "src/core/status.h"

namespace vfx::graph {

using NodeId = int;

// A node's typed output; `T` is the value it publishes each frame.
template <typename T>
struct Port {
  NodeId node = -1;
  bool valid() const { return node >= 0; }
};

// Time spent in one node's own work during the last frame, excluding the
// inputs it pulled (with the sync hook, GPU time included).
struct NodeTiming {
  std::string name;
  double ms = 0;
};

class FrameGraph {
 public:
  // Declares a node. `inputs` lists the nodes `run` may pull (checked, dumped).
  template <typename T>
  Port<T> AddNode(std::string name, std::vector<NodeId> inputs, std::function<Status(T& out)> run) {
    auto value = std::make_shared<T>();
    T* slot = value.get();
    NodeId id = AddErased(std::move(name), std::move(inputs), [slot, run = std::move(run)] { return run(*slot); },
                          std::move(value), typeid(T));
    return Port<T>{id};
  }

  // Forgets every cached value: the next pulls compute a new frame.
  void BeginFrame();

  // The node's value for this frame, computing it (and what it pulls) if needed.
  template <typename T>
  StatusOr<const T*> Pull(Port<T> port) {
    ASSIGN_OR_RETURN(void* value, PullErased(port.node, typeid(T)));
    return static_cast<const T*>(value);
  }

  int node_count() const { return static_cast<int>(nodes_.size()); }
  const std::string& name(NodeId id) const { return nodes_[id].name; }
  // How often the node has run since it was declared.
  int run_count(NodeId id) const { return nodes_[id].run_count; }
  bool ran_this_frame(NodeId id) const { return nodes_[id].ran_frame == frame_; }
  int64_t frame() const { return frame_; }

  // Called after each node runs when set (e.g. glFinish), so timings include GPU work.
  void set_sync_hook(std::function<void()> hook) { sync_hook_ = std::move(hook); }
  // Called as each node starts and ends running (nested: a node's pulls run
  // between its own start and end), e.g. to time its GPU work.
  void set_node_hooks(std::function<void(const std::string& name)> on_start, std::function<void()> on_end) {
    on_start_ = std::move(on_start);
    on_end_ = std::move(on_end);
  }
  // The nodes that ran in this frame, in the order they finished.
  const std::vector<NodeTiming>& timings() const { return timings_; }

  // Graphviz: every node and edge; nodes that ran this frame are filled.
  std::string ToGraphviz() const;

 private:
  struct Node {
    std::string name;
    std::vector<NodeId> inputs;
    std::function<Status()> run;
    std::shared_ptr<void> value;
    const std::type_info* type = nullptr;
    int64_t ran_frame = -1;
    int run_count = 0;
    bool running = false;
    Status status;
  };

  NodeId AddErased(std::string name, std::vector<NodeId> inputs, std::function<Status()> run,
                   std::shared_ptr<void> value, const std::type_info& type);
  StatusOr<void*> PullErased(NodeId id, const std::type_info& type);

  std::vector<Node> nodes_;
  int64_t frame_ = 0;
  std::function<void()> sync_hook_;
  std::function<void(const std::string&)> on_start_;
  std::function<void()> on_end_;
  std::vector<NodeTiming> timings_;
  double nested_ms_ = 0;  // time spent in pulls made by the node now running
};

}  // namespace vfx::graph
