#include "codegen/passes/decompose_compound_ops.h"

#include <functional>

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

// Appends to `ops` each plane of `x` (shape [N, C, H, W]) normalised to mean
// 0 and variance 1 over H and W (global pools and elementwise ops, `eps`
// added to the variance); returns the result's name.
std::string NormalisePlanes(Graph& graph, const std::string& n, const std::string& x, float eps, std::vector<Op>& ops) {
  const std::vector<int64_t> shape = graph.FindTensor(x)->shape;
  const std::vector<int64_t> vector = {shape[0], shape[1], 1, 1};
  const std::string mean = AddTensor(graph, n + "_mean", vector);
  const std::string centred = AddTensor(graph, n + "_centred", shape);
  const std::string squared = AddTensor(graph, n + "_squared", shape);
  const std::string var = AddTensor(graph, n + "_variance", vector);
  const std::string var_eps = AddTensor(graph, n + "_variance_eps", vector);
  const std::string sd = AddTensor(graph, n + "_sd", vector);
  const std::string inv = AddTensor(graph, n + "_inverse_sd", vector);
  const std::string normalised = AddTensor(graph, n + "_normalised", shape);
  const std::string eps_name = graph.AddConstant(n + "_eps", {1}, {eps});
  const std::string one = graph.AddConstant(n + "_one", {1}, {1.f});
  ops.insert(ops.end(), {
                            Op{"GlobalAveragePool", n + "_mean", {x}, {mean}, {}},
                            Op{"Sub", n + "_centre", {x, mean}, {centred}, {}},
                            Op{"Mul", n + "_square", {centred, centred}, {squared}, {}},
                            Op{"GlobalAveragePool", n + "_variance", {squared}, {var}, {}},
                            Op{"Add", n + "_add_eps", {var, eps_name}, {var_eps}, {}},
                            Op{"Sqrt", n + "_sqrt", {var_eps}, {sd}, {}},
                            Op{"Div", n + "_invert", {one, sd}, {inv}, {}},
                            Op{"Mul", n + "_normalise", {centred, inv}, {normalised}, {}},
                        });
  return normalised;
}

// Appends `x` · scale + bias (op inputs 1 and 2, constants with one value per
// channel, or per group of `per_group` channels) into op's output.
void ScaleAndBiasPerChannel(Graph& graph, const Op& op, const std::string& x, int64_t per_group, std::vector<Op>& ops) {
  const std::vector<int64_t> shape = graph.FindTensor(x)->shape;
  auto per_channel = [&](const std::string& name, const std::string& hint) {
    const std::vector<double> v = graph.FindTensor(name)->ValuesAsDouble();
    std::vector<float> values;
    for (int64_t c = 0; c < shape[1]; ++c) {
      values.push_back(static_cast<float>(static_cast<int64_t>(v.size()) == shape[1] ? v[c] : v[c / per_group]));
    }
    return graph.AddConstant(op.name + hint, {1, shape[1], 1, 1}, std::move(values));
  };
  const std::string scaled = AddTensor(graph, op.name + "_scaled", shape);
  ops.push_back(Op{"Mul", op.name + "_scale", {x, per_channel(op.Input(1), "_gamma")}, {scaled}, {}});
  ops.push_back(Op{"Add", op.name + "_bias", {scaled, per_channel(op.Input(2), "_beta")}, {op.outputs[0]}, {}});
}

std::vector<Op> InstanceNorm(Graph& graph, const Op& op) {
  std::vector<Op> ops;
  const std::string normalised = NormalisePlanes(graph, op.name, op.Input(0), op.GetFloat("epsilon", 1e-5f), ops);
  ScaleAndBiasPerChannel(graph, op, normalised, 1, ops);
  return ops;
}

// The channels in G groups of K. A group's mean is the mean of its channels'
// means (every channel has H·W values): a global pool per channel, the
// [N, C, 1, 1] means seen as [N, G, K, 1] and pooled again, the group's value
// expanded back over its K channels. So no tensor is larger than x, however
// many channels a group holds. The variance likewise, over the centred
// squares; then scale and bias per channel (a per-group one, opset 18,
// repeated over its channels). G == C is InstanceNormalization itself.
std::vector<Op> GroupNorm(Graph& graph, const Op& op) {
  const std::string& x = op.Input(0);
  const std::vector<int64_t> shape = graph.FindTensor(x)->shape;
  const int64_t groups = op.GetInt("num_groups", 1), per_group = shape[1] / groups;
  const std::vector<int64_t> channel_vector = {shape[0], shape[1], 1, 1}, grouped = {shape[0], groups, per_group, 1},
                             group_vector = {shape[0], groups, 1, 1};
  const std::string n = op.name;
  const std::string grouped_shape = graph.AddIntConstant(n + "_grouped_shape", grouped);
  const std::string channel_shape = graph.AddIntConstant(n + "_channel_shape", channel_vector);
  std::vector<Op> ops;
  // The group statistic of x (per channel means first) as one value per channel.
  auto group_mean = [&](const std::string& of, const std::string& hint,
                        const std::function<std::string(const std::string&)>& then) {
    const std::string per_channel = AddTensor(graph, n + hint + "_per_channel", channel_vector);
    const std::string as_groups = AddTensor(graph, n + hint + "_as_groups", grouped);
    const std::string per_group_value = AddTensor(graph, n + hint + "_per_group", group_vector);
    ops.push_back(Op{"GlobalAveragePool", n + hint + "_channels", {of}, {per_channel}, {}});
    ops.push_back(Op{"Reshape", n + hint + "_group", {per_channel, grouped_shape}, {as_groups}, {}});
    ops.push_back(Op{"GlobalAveragePool", n + hint + "_groups", {as_groups}, {per_group_value}, {}});
    const std::string value = then(per_group_value);
    const std::string expanded = AddTensor(graph, n + hint + "_expanded", grouped);
    const std::string back = AddTensor(graph, n + hint + "_by_channel", channel_vector);
    ops.push_back(Op{"Expand", n + hint + "_expand", {value, grouped_shape}, {expanded}, {}});
    ops.push_back(Op{"Reshape", n + hint + "_ungroup", {expanded, channel_shape}, {back}, {}});
    return back;
  };
  const std::string mean = group_mean(x, "_mean", [](const std::string& v) { return v; });
  const std::string centred = AddTensor(graph, n + "_centred", shape);
  const std::string squared = AddTensor(graph, n + "_squared", shape);
  ops.push_back(Op{"Sub", n + "_centre", {x, mean}, {centred}, {}});
  ops.push_back(Op{"Mul", n + "_square", {centred, centred}, {squared}, {}});
  const std::string inverse = group_mean(squared, "_variance", [&](const std::string& var) {
    const std::string var_eps = AddTensor(graph, n + "_variance_eps", group_vector);
    const std::string sd = AddTensor(graph, n + "_sd", group_vector);
    const std::string inv = AddTensor(graph, n + "_inverse_sd", group_vector);
    const std::string eps = graph.AddConstant(n + "_eps", {1}, {op.GetFloat("epsilon", 1e-5f)});
    const std::string one = graph.AddConstant(n + "_one", {1}, {1.f});
    ops.push_back(Op{"Add", n + "_add_eps", {var, eps}, {var_eps}, {}});
    ops.push_back(Op{"Sqrt", n + "_sqrt", {var_eps}, {sd}, {}});
    ops.push_back(Op{"Div", n + "_invert", {one, sd}, {inv}, {}});
    return inv;
  });
  const std::string normalised = AddTensor(graph, n + "_normalised", shape);
  ops.push_back(Op{"Mul", n + "_normalise", {centred, inverse}, {normalised}, {}});
  ScaleAndBiasPerChannel(graph, op, normalised, per_group, ops);
  return ops;
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
      const Tensor* x = graph.FindTensor(op.Input(0));
      if (x->shape.size() != 4 || !graph.IsConstant(op.Input(1)) || !graph.IsConstant(op.Input(2))) {
        return UnimplementedError(graph.ErrorPrefix(op) +
                                  "GroupNormalization needs a 4-D input and constant scale and bias");
      }
      const bool per_channel = op.GetInt("num_groups", 1) == x->shape[1];
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
