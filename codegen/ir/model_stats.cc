#include "codegen/ir/model_stats.h"

#include <set>

namespace vfx::codegen {

int64_t OpMacs(const Graph& graph, const Op& op) {
  if (op.type == "Conv") {
    const Tensor* out = graph.FindTensor(op.outputs[0]);
    const Tensor* w = graph.FindTensor(op.Input(1));  // [M, C/g, kh, kw]
    return out->NumElements() * (w->NumElements() / w->shape[0]);
  }
  if (op.type == "ConvTranspose") {
    const Tensor* in = graph.FindTensor(op.Input(0));
    const Tensor* w = graph.FindTensor(op.Input(1));  // [C, M/g, kh, kw]: each input feeds M/g*kh*kw outputs
    return in->NumElements() * (w->NumElements() / w->shape[0]);
  }
  return 0;
}

ModelStats ComputeModelStats(const Graph& graph) {
  ModelStats stats;
  std::set<std::string> counted;
  for (const Op& op : graph.ops) {
    const Tensor* out = graph.FindTensor(op.outputs[0]);
    stats.activation_floats += out->NumElements();
    stats.macs += OpMacs(graph, op);
    for (const std::string& in : op.inputs) {
      const Tensor* t = in.empty() ? nullptr : graph.FindTensor(in);
      if (t == nullptr || !t->is_constant || t->type != DataType::kFloat || !counted.insert(in).second) continue;
      stats.weight_count += t->NumElements();
    }
  }
  stats.weight_bytes = stats.weight_count * 4;
  return stats;
}

}  // namespace vfx::codegen
