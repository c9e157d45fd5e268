#include "codegen/import/tensor_op_shapes.h"

#include <algorithm>
#include <set>

namespace vfx::codegen {
namespace {

// The values of constant input `i` ("" = absent: empty), or an error.
StatusOr<std::vector<int64_t>> ConstantInts(const Graph& graph, const Op& op, size_t i, const std::string& what,
                                            const std::string& prefix) {
  const std::string& name = op.Input(i);
  if (name.empty()) return std::vector<int64_t>{};
  const Tensor* t = graph.FindTensor(name);
  if (t == nullptr || !t->is_constant) return UnimplementedError(prefix + what + " must be a constant");
  std::vector<int64_t> out;
  for (double v : t->ValuesAsDouble()) out.push_back(static_cast<int64_t>(v));
  return out;
}

StatusOr<int64_t> Axis(int64_t axis, size_t rank, const std::string& prefix) {
  auto a = NormaliseAxis(axis, static_cast<int64_t>(rank));
  if (!a) return InvalidArgumentError(prefix + "axis " + std::to_string(axis) + " out of range");
  return *a;
}

StatusOr<std::vector<Dims>> MatMul(const Graph& graph, const Op& op, const std::string& prefix) {
  Dims a = graph.FindTensor(op.Input(0))->shape, b = graph.FindTensor(op.Input(1))->shape;
  if (a.empty() || b.empty()) return InvalidArgumentError(prefix + "MatMul of a scalar");
  const bool a_vector = a.size() == 1, b_vector = b.size() == 1;
  if (a_vector) a.insert(a.begin(), 1);
  if (b_vector) b.push_back(1);
  if (a.back() != b[b.size() - 2]) {
    return InvalidArgumentError(prefix + "inner dimensions of " + DimsString(a) + " and " + DimsString(b) + " differ");
  }
  auto batch = BroadcastShapes(Dims(a.begin(), a.end() - 2), Dims(b.begin(), b.end() - 2));
  if (!batch) return InvalidArgumentError(prefix + "batch dimensions do not broadcast");
  Dims out = *batch;
  if (!a_vector) out.push_back(a[a.size() - 2]);
  if (!b_vector) out.push_back(b.back());
  return std::vector<Dims>{out};
}

StatusOr<std::vector<Dims>> Gemm(const Graph& graph, const Op& op, const std::string& prefix) {
  const Dims& a = graph.FindTensor(op.Input(0))->shape;
  const Dims& b = graph.FindTensor(op.Input(1))->shape;
  if (a.size() != 2 || b.size() != 2) return InvalidArgumentError(prefix + "Gemm takes 2-D A and B");
  const int64_t m = op.GetInt("transA", 0) ? a[1] : a[0], k = op.GetInt("transA", 0) ? a[0] : a[1];
  const int64_t kb = op.GetInt("transB", 0) ? b[1] : b[0], n = op.GetInt("transB", 0) ? b[0] : b[1];
  if (k != kb) return InvalidArgumentError(prefix + "inner dimensions of A and B differ");
  if (!op.Input(2).empty() && !BroadcastShapes(graph.FindTensor(op.Input(2))->shape, {m, n})) {
    return InvalidArgumentError(prefix + "C does not broadcast to [M, N]");
  }
  return std::vector<Dims>{{m, n}};
}

StatusOr<std::vector<Dims>> Reduce(const Graph& graph, Op& op, const std::string& prefix) {
  const Dims& x = graph.FindTensor(op.Input(0))->shape;
  Dims axes = op.GetInts("axes");
  if (!op.Input(1).empty()) {
    ASSIGN_OR_RETURN(axes, ConstantInts(graph, op, 1, "the axes", prefix));
  }
  std::set<int64_t> reduce;
  for (int64_t a : axes) {
    ASSIGN_OR_RETURN(int64_t n, Axis(a, x.size(), prefix));
    reduce.insert(n);
  }
  if (reduce.empty() && op.GetInt("noop_with_empty_axes", 0) == 0) {
    for (size_t d = 0; d < x.size(); ++d) reduce.insert(static_cast<int64_t>(d));
  }
  const bool keep = op.GetInt("keepdims", 1) != 0;
  Dims out;
  for (size_t d = 0; d < x.size(); ++d) {
    if (!reduce.count(static_cast<int64_t>(d))) out.push_back(x[d]);
    else if (keep) out.push_back(1);
  }
  op.inputs = {op.Input(0)};
  op.attributes["axes"] = Dims(reduce.begin(), reduce.end());
  op.attributes["keepdims"] = int64_t{keep ? 1 : 0};
  return std::vector<Dims>{out};
}

StatusOr<std::vector<Dims>> Split(const Graph& graph, Op& op, const std::string& prefix) {
  const Dims& x = graph.FindTensor(op.Input(0))->shape;
  ASSIGN_OR_RETURN(int64_t axis, Axis(op.GetInt("axis", 0), x.size(), prefix));
  Dims sizes = op.GetInts("split");
  if (!op.Input(1).empty()) {
    ASSIGN_OR_RETURN(sizes, ConstantInts(graph, op, 1, "the split sizes", prefix));
  }
  const int64_t len = x[static_cast<size_t>(axis)];
  const int64_t parts = static_cast<int64_t>(op.outputs.size());
  if (sizes.empty()) {  // equal parts (the last one smaller, as opset 18 allows)
    const int64_t each = (len + parts - 1) / parts;
    for (int64_t p = 0; p < parts; ++p) sizes.push_back(std::min(each, len - each * p));
  }
  int64_t total = 0;
  for (int64_t s : sizes) {
    if (s <= 0) return InvalidArgumentError(prefix + "split sizes must be positive");
    total += s;
  }
  if (total != len || static_cast<int64_t>(sizes.size()) != parts) {
    return InvalidArgumentError(prefix + "split sizes do not add up to the axis length " + std::to_string(len) +
                                " over " + std::to_string(parts) + " outputs");
  }
  op.inputs = {op.Input(0)};
  op.attributes["axis"] = axis;
  op.attributes["split"] = sizes;
  std::vector<Dims> outs;
  for (int64_t s : sizes) {
    Dims d = x;
    d[static_cast<size_t>(axis)] = s;
    outs.push_back(d);
  }
  return outs;
}

StatusOr<std::vector<Dims>> Slice(const Graph& graph, Op& op, const std::string& prefix) {
  const Dims& x = graph.FindTensor(op.Input(0))->shape;
  Dims starts = op.GetInts("starts"), ends = op.GetInts("ends"), axes = op.GetInts("axes"), steps;
  if (op.inputs.size() > 1) {
    ASSIGN_OR_RETURN(starts, ConstantInts(graph, op, 1, "the starts", prefix));
    ASSIGN_OR_RETURN(ends, ConstantInts(graph, op, 2, "the ends", prefix));
    ASSIGN_OR_RETURN(axes, ConstantInts(graph, op, 3, "the axes", prefix));
    ASSIGN_OR_RETURN(steps, ConstantInts(graph, op, 4, "the steps", prefix));
  }
  if (axes.empty()) {
    for (size_t i = 0; i < starts.size(); ++i) axes.push_back(static_cast<int64_t>(i));
  }
  if (steps.empty()) steps.assign(starts.size(), 1);
  if (starts.size() != ends.size() || axes.size() != starts.size() || steps.size() != starts.size()) {
    return InvalidArgumentError(prefix + "starts, ends, axes and steps differ in length");
  }
  Dims out = x;
  for (size_t i = 0; i < axes.size(); ++i) {
    ASSIGN_OR_RETURN(int64_t a, Axis(axes[i], x.size(), prefix));
    axes[i] = a;
    const int64_t len = x[static_cast<size_t>(a)];
    if (steps[i] != 1) return UnimplementedError(prefix + "Slice steps other than 1 on activations are not supported");
    auto clamp = [&](int64_t v) { return std::clamp(v < 0 ? v + len : v, int64_t{0}, len); };
    starts[i] = clamp(starts[i]);
    ends[i] = clamp(ends[i]);
    out[static_cast<size_t>(a)] = std::max<int64_t>(0, ends[i] - starts[i]);
  }
  op.inputs = {op.Input(0)};
  op.attributes["starts"] = starts;
  op.attributes["ends"] = ends;
  op.attributes["axes"] = axes;
  op.attributes["steps"] = steps;
  return std::vector<Dims>{out};
}

StatusOr<std::vector<Dims>> Expand(const Graph& graph, Op& op, const std::string& prefix) {
  ASSIGN_OR_RETURN(Dims target, ConstantInts(graph, op, 1, "the target shape", prefix));
  auto out = BroadcastShapes(graph.FindTensor(op.Input(0))->shape, target);
  if (!out) return InvalidArgumentError(prefix + "cannot expand to " + DimsString(target));
  op.inputs = {op.Input(0)};
  op.attributes["shape"] = *out;
  return std::vector<Dims>{*out};
}

}  // namespace

bool IsTensorOp(const std::string& type) {
  static const std::set<std::string> kOps = {"MatMul", "Gemm", "ReduceMean", "ReduceMax", "Split", "Slice",
                                             "Expand"};
  return kOps.count(type) > 0;
}

StatusOr<std::vector<Dims>> InferTensorOpShapes(Graph& graph, Op& op, const std::string& prefix) {
  if (op.type == "MatMul") return MatMul(graph, op, prefix);
  if (op.type == "Gemm") return Gemm(graph, op, prefix);
  if (op.type == "ReduceMean" || op.type == "ReduceMax") return Reduce(graph, op, prefix);
  if (op.type == "Split") return Split(graph, op, prefix);
  if (op.type == "Slice") return Slice(graph, op, prefix);
  if (op.type == "Expand") return Expand(graph, op, prefix);
  return InternalError(prefix + "no tensor-op shape rule for " + op.type);
}

}  // namespace vfx::codegen
