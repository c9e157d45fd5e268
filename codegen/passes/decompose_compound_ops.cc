#include "codegen/passes/decompose_compound_ops.h"

namespace vfx::codegen {
namespace {

// Adds an activation tensor like `like` with shape `shape`; returns its name.
std::string AddTensor(Graph& graph, const std::string& hint, const std::vector<int64_t>& shape) {
  Tensor t;
  t.name = hint;
  for (int i = 2; graph.FindTensor(t.name) != nullptr; ++i) t.name = hint + "_" + std::to_string(i);
  t.shape = shape;
  t.shape_known = true;
  graph.tensors[t.name] = t;
  return t.name;
}

std::vector<Op> InstanceNorm(Graph& graph, const Op& op) {
  const std::string& x = op.Input(0);
  const std::vector<int64_t> shape = graph.FindTensor(x)->shape;
  const std::vector<int64_t> vector = {shape[0], shape[1], 1, 1};
  const std::string n = op.name;
  const std::string mean = AddTensor(graph, n + "_mean", vector);
  const std::string centred = AddTensor(graph, n + "_centred", shape);
  const std::string squared = AddTensor(graph, n + "_squared", shape);
  const std::string var = AddTensor(graph, n + "_variance", vector);
  const std::string var_eps = AddTensor(graph, n + "_variance_eps", vector);
  const std::string sd = AddTensor(graph, n + "_sd", vector);
  const std::string inv = AddTensor(graph, n + "_inverse_sd", vector);
  const std::string normalised = AddTensor(graph, n + "_normalised", shape);
  const std::string scaled = AddTensor(graph, n + "_scaled", shape);
  auto per_channel = [&](const std::string& name, const std::string& hint) {
    std::vector<float> values;
    for (double v : graph.FindTensor(name)->ValuesAsDouble()) values.push_back(static_cast<float>(v));
    return graph.AddConstant(n + hint, vector, std::move(values));
  };
  const std::string eps = graph.AddConstant(n + "_eps", {1}, {op.GetFloat("epsilon", 1e-5f)});
  const std::string one = graph.AddConstant(n + "_one", {1}, {1.f});
  return {
      Op{"GlobalAveragePool", n + "_mean", {x}, {mean}, {}},
      Op{"Sub", n + "_centre", {x, mean}, {centred}, {}},
      Op{"Mul", n + "_square", {centred, centred}, {squared}, {}},
      Op{"GlobalAveragePool", n + "_variance", {squared}, {var}, {}},
      Op{"Add", n + "_add_eps", {var, eps}, {var_eps}, {}},
      Op{"Sqrt", n + "_sqrt", {var_eps}, {sd}, {}},
      Op{"Div", n + "_invert", {one, sd}, {inv}, {}},
      Op{"Mul", n + "_normalise", {centred, inv}, {normalised}, {}},
      Op{"Mul", n + "_scale", {normalised, per_channel(op.Input(1), "_gamma")}, {scaled}, {}},
      Op{"Add", n + "_bias", {scaled, per_channel(op.Input(2), "_beta")}, {op.outputs[0]}, {}},
  };
}

// The channels in G groups of K: reshaped to [N, G, K·H, W] (the same
// memory, each group one plane), normalised there as InstanceNormalization
// would be, reshaped back; scale and bias per channel (a per-group one, opset
// 18, repeated over its channels). G == C is InstanceNormalization itself.
std::vector<Op> GroupNorm(Graph& graph, const Op& op) {
  const std::string& x = op.Input(0);
  const std::vector<int64_t> shape = graph.FindTensor(x)->shape;
  const int64_t groups = op.GetInt("num_groups", 1), per_group = shape[1] / groups;
  const std::vector<int64_t> grouped_shape = {shape[0], groups, per_group * shape[2], shape[3]};
  const std::vector<int64_t> vector = {shape[0], groups, 1, 1};
  const std::string n = op.name;
  const std::string grouped = AddTensor(graph, n + "_grouped", grouped_shape);
  const std::string mean = AddTensor(graph, n + "_mean", vector);
  const std::string centred = AddTensor(graph, n + "_centred", grouped_shape);
  const std::string squared = AddTensor(graph, n + "_squared", grouped_shape);
  const std::string var = AddTensor(graph, n + "_variance", vector);
  const std::string var_eps = AddTensor(graph, n + "_variance_eps", vector);
  const std::string sd = AddTensor(graph, n + "_sd", vector);
  const std::string inv = AddTensor(graph, n + "_inverse_sd", vector);
  const std::string normalised = AddTensor(graph, n + "_normalised", grouped_shape);
  const std::string ungrouped = AddTensor(graph, n + "_ungrouped", shape);
  const std::string scaled = AddTensor(graph, n + "_scaled", shape);
  auto per_channel = [&](const std::string& name, const std::string& hint) {
    const std::vector<double> v = graph.FindTensor(name)->ValuesAsDouble();
    std::vector<float> values;
    for (int64_t c = 0; c < shape[1]; ++c) {
      values.push_back(static_cast<float>(static_cast<int64_t>(v.size()) == shape[1] ? v[c] : v[c / per_group]));
    }
    return graph.AddConstant(n + hint, {1, shape[1], 1, 1}, std::move(values));
  };
  const std::string eps = graph.AddConstant(n + "_eps", {1}, {op.GetFloat("epsilon", 1e-5f)});
  const std::string one = graph.AddConstant(n + "_one", {1}, {1.f});
  return {
      Op{"Reshape", n + "_group", {x, graph.AddIntConstant(n + "_grouped_shape", grouped_shape)}, {grouped}, {}},
      Op{"GlobalAveragePool", n + "_mean", {grouped}, {mean}, {}},
      Op{"Sub", n + "_centre", {grouped, mean}, {centred}, {}},
      Op{"Mul", n + "_square", {centred, centred}, {squared}, {}},
      Op{"GlobalAveragePool", n + "_variance", {squared}, {var}, {}},
      Op{"Add", n + "_add_eps", {var, eps}, {var_eps}, {}},
      Op{"Sqrt", n + "_sqrt", {var_eps}, {sd}, {}},
      Op{"Div", n + "_invert", {one, sd}, {inv}, {}},
      Op{"Mul", n + "_normalise", {centred, inv}, {normalised}, {}},
      Op{"Reshape", n + "_ungroup", {normalised, graph.AddIntConstant(n + "_shape", shape)}, {ungrouped}, {}},
      Op{"Mul", n + "_scale", {ungrouped, per_channel(op.Input(1), "_gamma")}, {scaled}, {}},
      Op{"Add", n + "_bias", {scaled, per_channel(op.Input(2), "_beta")}, {op.outputs[0]}, {}},
  };
}

// Over the axes from `axis` on: mean and variance by ReduceMean (a global pool
// or the general reduction after lowering), the rest elementwise; scale and
// bias keep their broadcast shapes.
std::vector<Op> LayerNorm(Graph& graph, const Op& op) {
  const std::string& x = op.Input(0);
  const std::vector<int64_t> shape = graph.FindTensor(x)->shape;
  const int64_t axis = op.GetInt("axis", -1);
  std::vector<int64_t> axes, reduced = shape;
  for (int64_t a = axis; a < static_cast<int64_t>(shape.size()); ++a) {
    axes.push_back(a);
    reduced[static_cast<size_t>(a)] = 1;
  }
  const std::string n = op.name;
  const std::string mean = AddTensor(graph, n + "_mean", reduced);
  const std::string centred = AddTensor(graph, n + "_centred", shape);
  const std::string squared = AddTensor(graph, n + "_squared", shape);
  const std::string var = AddTensor(graph, n + "_variance", reduced);
  const std::string var_eps = AddTensor(graph, n + "_variance_eps", reduced);
  const std::string sd = AddTensor(graph, n + "_sd", reduced);
  const std::string normalised = AddTensor(graph, n + "_normalised", shape);
  const std::string eps = graph.AddConstant(n + "_eps", {1}, {op.GetFloat("epsilon", 1e-5f)});
  Op reduce_mean{"ReduceMean", n + "_mean", {x}, {mean}, {}};
  reduce_mean.attributes["axes"] = axes;
  reduce_mean.attributes["keepdims"] = int64_t{1};
  Op reduce_var = reduce_mean;
  reduce_var.name = n + "_variance";
  reduce_var.inputs = {squared};
  reduce_var.outputs = {var};
  const bool has_bias = !op.Input(2).empty();
  const std::string scaled = has_bias ? AddTensor(graph, n + "_scaled", shape) : op.outputs[0];
  std::vector<Op> ops = {
      reduce_mean,
      Op{"Sub", n + "_centre", {x, mean}, {centred}, {}},
      Op{"Mul", n + "_square", {centred, centred}, {squared}, {}},
      reduce_var,
      Op{"Add", n + "_add_eps", {var, eps}, {var_eps}, {}},
      Op{"Sqrt", n + "_sqrt", {var_eps}, {sd}, {}},
      Op{"Div", n + "_normalise", {centred, sd}, {normalised}, {}},
      Op{"Mul", n + "_scale", {normalised, op.Input(1)}, {scaled}, {}},
  };
  if (has_bias) ops.push_back(Op{"Add", n + "_bias", {scaled, op.Input(2)}, {op.outputs[0]}, {}});
  return ops;
}

std::vector<Op> SumAsAdds(Graph& graph, const Op& op) {
  std::vector<Op> adds;
  std::string running = op.inputs[0];
  const std::vector<int64_t> shape = graph.FindTensor(op.outputs[0])->shape;
  for (size_t k = 1; k < op.inputs.size(); ++k) {
    const std::string out = k + 1 == op.inputs.size() ? op.outputs[0] : AddTensor(graph, op.name + "_partial", shape);
    adds.push_back(Op{"Add", op.name + "_" + std::to_string(k), {running, op.inputs[k]}, {out}, {}});
    running = out;
  }
  return adds;
}

}  // namespace

StatusOr<int> DecomposeCompoundOps(Graph& graph) {
  int rewrites = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op op = graph.ops[i];
    std::vector<Op> replacement;
    if (op.type == "InstanceNormalization") {
      const Tensor* x = graph.FindTensor(op.Input(0));
      if (x->shape.size() != 4 || !graph.IsConstant(op.Input(1)) || !graph.IsConstant(op.Input(2))) {
        return UnimplementedError(graph.ErrorPrefix(op) +
                                  "InstanceNormalization needs a 4-D input and constant scale and bias");
      }
      replacement = InstanceNorm(graph, op);
    } else if (op.type == "GroupNormalization") {
      const bool per_channel = op.GetInt("num_groups", 1) == graph.FindTensor(op.Input(0))->shape[1];
      replacement = per_channel ? InstanceNorm(graph, op) : GroupNorm(graph, op);
    } else if (op.type == "LayerNormalization") {
      replacement = LayerNorm(graph, op);
    } else if (op.type == "Sum" && op.inputs.size() > 1) {
      replacement = SumAsAdds(graph, op);
    } else if (op.type == "Sum") {
      replacement = {Op{"Identity", op.name, op.inputs, op.outputs, {}}};
    } else {
      continue;
    }
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(i));
    graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i), replacement.begin(), replacement.end());
    i += replacement.size() - 1;
    ++rewrites;
  }
  return rewrites;
}

}  // namespace vfx::codegen
