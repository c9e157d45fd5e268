#include "codegen/passes/lower_global_reductions.h"

namespace vfx::codegen {

StatusOr<int> LowerGlobalReductions(Graph& graph) {
  int rewrites = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
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
