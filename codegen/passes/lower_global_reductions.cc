#include "codegen/passes/lower_global_reductions.h"

#include <algorithm>

#include "codegen/ir/shape_util.h"

namespace vfx::codegen {
namespace {

// Adds a tensor named after `hint` with `shape`; returns its name.
std::string AddTensor(Graph& graph, const std::string& hint, const Dims& shape) {
  Tensor t;
  t.name = hint;
  for (int i = 2; graph.FindTensor(t.name) != nullptr; ++i) t.name = hint + "_" + std::to_string(i);
  t.shape = shape;
  t.shape_known = true;
  graph.tensors[t.name] = t;
  return t.name;
}

// ReduceMax/Min/Mean over H and W and further axes of a [N,C,H,W] tensor (a
// dynamic quantisation's min and max over the whole tensor): the general
// reduction would loop over every element in one GPU thread. The plane goes
// first, as a reduction over H and W (which the rewrite below makes a pool,
// split across the GPU), then the same reduction over the [N,C,1,1] result
// loops over the channels only. A minimum is -max(-x). Returns the ops that
// replace `op`.
std::vector<Op> PlaneFirst(Graph& graph, const Op& op, const Dims& shape) {
  std::vector<Op> ops;
  const bool min = op.type == "ReduceMin";
  std::string x = op.Input(0);
  if (min) {
    const std::string negated = AddTensor(graph, op.name + "_negated", shape);
    ops.push_back(Op{"Neg", op.name + "_negate", {x}, {negated}, {}});
    x = negated;
  }
  const std::string planes = AddTensor(graph, op.name + "_planes", {shape[0], shape[1], 1, 1});
  Op plane{min ? "ReduceMax" : op.type, op.name + "_planes", {x}, {planes}, {}};
  plane.attributes["axes"] = Dims{2, 3};
  plane.attributes["keepdims"] = int64_t{1};
  ops.push_back(plane);
  Op rest = op;
  rest.inputs = {planes};
  if (min) {
    rest.type = "ReduceMax";
    rest.outputs = {AddTensor(graph, op.name + "_negated_max", graph.FindTensor(op.outputs[0])->shape)};
  }
  ops.push_back(rest);
  if (min) ops.push_back(Op{"Neg", op.name + "_min", {rest.outputs[0]}, {op.outputs[0]}, {}});
  return ops;
}

}  // namespace

StatusOr<int> LowerGlobalReductions(Graph& graph) {
  int rewrites = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    {
      const Op& op = graph.ops[i];
      const bool planar = op.type == "ReduceMax" || op.type == "ReduceMin" || op.type == "ReduceMean";
      const Tensor& x = *graph.FindTensor(op.Input(0));
      const Dims axes = op.GetInts("axes");
      auto has = [&](int64_t a) { return std::find(axes.begin(), axes.end(), a) != axes.end(); };
      if (planar && x.shape.size() == 4 && x.shape[2] * x.shape[3] > 1 && has(2) && has(3) && axes.size() > 2) {
        std::vector<Op> ops = PlaneFirst(graph, op, x.shape);
        graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(i));
        graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i), ops.begin(), ops.end());
        ++rewrites;
        // Visit the plane's reduction next (it becomes a pool below).
        if (ops.front().type == "Neg") ++i;
      }
    }
    Op& op = graph.ops[i];
    const bool reduce = op.type == "ReduceMean" || op.type == "ReduceMax";
    if (!reduce && op.type != "GlobalMaxPool") continue;
    const Tensor& x = *graph.FindTensor(op.Input(0));
    if (x.shape.size() != 4) continue;
    if (op.type == "ReduceMean" && op.GetInts("axes") == std::vector<int64_t>{1} && op.GetInt("keepdims", 1) != 0) {
      // The mean over channels (spatial attention) is a 1x1 conv to one channel with weights 1/C.
      const int64_t c = x.shape[1];
      const std::string w = graph.AddConstant(op.name + "_mean_weights", {1, c, 1, 1},
                                              std::vector<float>(static_cast<size_t>(c), 1.f / static_cast<float>(c)));
      Op conv{"Conv", op.name, {op.Input(0), w}, {op.outputs[0]}, {}};
      conv.attributes["kernel_shape"] = std::vector<int64_t>{1, 1};
      conv.attributes["strides"] = std::vector<int64_t>{1, 1};
      conv.attributes["dilations"] = std::vector<int64_t>{1, 1};
      conv.attributes["pads"] = std::vector<int64_t>{0, 0, 0, 0};
      conv.attributes["group"] = int64_t{1};
      op = conv;
      ++rewrites;
      continue;
    }
    if (reduce && op.GetInts("axes") != std::vector<int64_t>{2, 3}) continue;
    const bool keep = !reduce || op.GetInt("keepdims", 1) != 0;
    const bool mean = op.type == "ReduceMean";
    Op pool{mean ? "GlobalAveragePool" : "MaxPool", op.name, {op.Input(0)}, {op.outputs[0]}, {}};
    if (!mean) {
      pool.attributes["kernel_shape"] = std::vector<int64_t>{x.shape[2], x.shape[3]};
      pool.attributes["strides"] = std::vector<int64_t>{1, 1};
      pool.attributes["dilations"] = std::vector<int64_t>{1, 1};
      pool.attributes["pads"] = std::vector<int64_t>{0, 0, 0, 0};
      pool.attributes["auto_pad"] = std::string("NOTSET");
    }
    if (keep) {
      op = pool;
    } else {
      // Pool into [N,C,1,1], then reshape to the reduced [N,C].
      Tensor pooled = x;
      pooled.name = op.outputs[0] + "_keepdims";
      pooled.shape = {x.shape[0], x.shape[1], 1, 1};
      graph.tensors[pooled.name] = pooled;
      const Tensor& out = *graph.FindTensor(op.outputs[0]);
      const std::string shape = graph.AddIntConstant(op.name + "_shape", out.shape);
      Op reshape{"Reshape", op.name + "_drop_dims", {pooled.name, shape}, {op.outputs[0]}, {}};
      pool.outputs = {pooled.name};
      op = pool;
      graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i) + 1, reshape);
    }
    ++rewrites;
  }
  graph.RemoveUnusedTensors();
  return rewrites;
}

}  // namespace vfx::codegen
