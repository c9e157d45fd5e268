#include "codegen/passes/split_global_pool.h"

#include <string>

namespace vfx::codegen {

int SplitGlobalPools(Graph& graph) {
  int split = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    if (graph.ops[i].type != "GlobalAveragePool") continue;
    const Tensor* in = graph.FindTensor(graph.ops[i].Input(0));
    if (in == nullptr || !in->shape_known || in->shape.size() != 4) continue;
    const int64_t h = in->shape[2], w = in->shape[3];
    if (h * w < kSplitPoolMinPixels) continue;
    int64_t block = 0;
    for (int64_t k : {8, 4}) {
      if (h % k == 0 && w % k == 0) {
        block = k;
        break;
      }
    }
    if (block == 0) continue;
    Tensor partial = *in;
    partial.name = in->name + "_block_means";
    partial.shape = {in->shape[0], in->shape[1], h / block, w / block};
    graph.tensors[partial.name] = partial;
    Op pool{"AveragePool", graph.ops[i].name + "_blocks", {in->name}, {partial.name}, {}};
    pool.attributes["kernel_shape"] = std::vector<int64_t>{block, block};
    pool.attributes["strides"] = std::vector<int64_t>{block, block};
    graph.ops[i].inputs[0] = partial.name;
    graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i), pool);
    ++i;
    ++split;
  }
  return split;
}

}  // namespace vfx::codegen
