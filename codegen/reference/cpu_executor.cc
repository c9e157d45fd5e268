#include "codegen/reference/cpu_executor.h"

#include "codegen/ir/shape_util.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

HostTensor ConstantToHost(const Tensor& t) {
  HostTensor h;
  h.shape = t.shape;
  if (t.type == DataType::kFloat) {
    h.data = t.float_data;
  } else {
    h.data.assign(t.int_data.begin(), t.int_data.end());
  }
  return h;
}

}  // namespace

StatusOr<CpuRunResult> RunCpuReference(const Graph& graph, const std::vector<HostTensor>& inputs,
                                       bool keep_intermediates) {
  if (inputs.size() != graph.inputs.size()) {
    return InvalidArgumentError(graph.source + ": expected " + std::to_string(graph.inputs.size()) + " inputs, got " +
                                std::to_string(inputs.size()));
  }
  std::map<std::string, HostTensor> values;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const GraphEdge& edge = graph.inputs[i];
    HostTensor in = inputs[i];
    if (edge.external_layout == Layout::kNHWC) {
      if (in.shape.size() != 4) return InvalidArgumentError(graph.source + ": NHWC input must be 4-D");
      in = TransposeHost(in, {0, 3, 1, 2});
    }
    const Tensor* t = graph.FindTensor(edge.tensor);
    if (in.shape != t->shape || static_cast<int64_t>(in.data.size()) != Product(in.shape)) {
      return InvalidArgumentError(graph.source + ": input '" + edge.tensor + "' has shape " + DimsString(in.shape) +
                                  " (after layout conversion), the graph expects " + DimsString(t->shape));
    }
    values[edge.tensor] = std::move(in);
  }
  for (const auto& [name, t] : graph.tensors) {
    if (t.is_constant) values[name] = ConstantToHost(t);
  }
  for (const Op& op : graph.ops) {
    const OpDef* def = FindOpDef(op.type);  // codegen/ops/op_def.h
    if (def == nullptr || def->cpu == nullptr) {
      return UnimplementedError(graph.ErrorPrefix(op) + "the CPU reference has no implementation of '" + op.type + "'");
    }
    std::vector<const HostTensor*> args;
    for (const std::string& in : op.inputs) {
      if (in.empty()) continue;
      auto it = values.find(in);
      if (it == values.end()) return InternalError(graph.ErrorPrefix(op) + "input '" + in + "' was not computed");
      args.push_back(&it->second);
    }
    HostTensor out;
    out.shape = graph.FindTensor(op.outputs[0])->shape;
    Status s = def->cpu(op, args, &out);
    if (!s.ok()) return s.WithContext(graph.source);
    values[op.outputs[0]] = std::move(out);
  }
  CpuRunResult result;
  for (const GraphEdge& edge : graph.outputs) {
    HostTensor out = values.at(edge.tensor);
    if (edge.external_layout == Layout::kNHWC) out = TransposeHost(out, {0, 2, 3, 1});
    result.outputs.push_back(std::move(out));
  }
  if (keep_intermediates) result.values = std::move(values);
  return result;
}

}  // namespace vfx::codegen
