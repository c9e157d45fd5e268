#include "codegen/ir/model_stats.h"

#include <set>

#include "codegen/ops/op_def.h"

namespace vfx::codegen {

int64_t OpMacs(const Graph& graph, const Op& op) {
  const OpDef* def = FindOpDef(op.type);  // codegen/ops/op_def.h
  return def != nullptr && def->macs != nullptr ? def->macs(graph, op) : 0;
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
