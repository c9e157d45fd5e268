#include "codegen/import/constant_folding.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/elementwise_ops.h"
#include "codegen/ops/quantize.h"

namespace vfx::codegen {
namespace {

// A constant during folding: values held as doubles whatever the type
// (exact for the int64 sizes and indices shape arithmetic uses).
struct Value {
  DataType type = DataType::kFloat;
  Dims shape;
  std::vector<double> v;
  // The ONNX element type the values stand for, where known (Tensor::stored_type):
  // kept by the ops that only move values, set by a Cast, 0 after arithmetic.
  int32_t stored_type = 0;
};

Value FromTensor(const Tensor& t) { return {t.type, t.shape, t.ValuesAsDouble(), t.stored_type}; }

Tensor ToTensor(const Value& value, const std::string& name) {
  Tensor t;
  t.name = name;
  t.type = value.type;
  t.shape = value.shape;
  t.shape_known = true;
  t.is_constant = true;
  t.stored_type = value.stored_type;
  if (value.type == DataType::kFloat) {
    t.float_data.assign(value.v.begin(), value.v.end());
  } else {
    for (double d : value.v) t.int_data.push_back(static_cast<int64_t>(d));
  }
  return t;
}

std::vector<int64_t> AsInts(const Value& v) {
  std::vector<int64_t> r;
  for (double d : v.v) r.push_back(SaturatingInt(d));
  return r;
}

const std::set<std::string>& FoldableOps() {
  static const std::set<std::string> kOps = [] {
    std::set<std::string> ops = {"Shape", "Size",   "Identity",  "Dropout",   "Cast",    "Equal",   "Gather",
                                 "Slice", "Concat", "Unsqueeze", "Squeeze",   "Reshape", "Flatten", "ConstantOfShape",
                                 "Range", "Where",  "Expand",    "Transpose", "Tile"};
    for (const std::string& type : ElementwiseOpTypes()) ops.insert(type);  // codegen/ops/elementwise_ops.h
    return ops;
  }();
  return kOps;
}

StatusOr<Value> Elementwise(const std::string& prefix, const std::vector<Value>& in, DataType out_type,
                            const std::function<double(const std::vector<double>&)>& f) {
  Dims shape = in[0].shape;
  for (size_t i = 1; i < in.size(); ++i) {
    auto b = BroadcastShapes(shape, in[i].shape);
    if (!b) return InvalidArgumentError(prefix + "inputs cannot be broadcast together");
    shape = *b;
  }
  Value out{out_type, shape, {}};
  std::vector<std::vector<int64_t>> maps;
  for (const Value& v : in) maps.push_back(BroadcastIndexMap(v.shape, shape));
  const int64_t n = Product(shape);
  std::vector<double> args(in.size());
  for (int64_t i = 0; i < n; ++i) {
    for (size_t k = 0; k < in.size(); ++k) args[k] = in[k].v[static_cast<size_t>(maps[k][static_cast<size_t>(i)])];
    double r = f(args);
    if (out_type == DataType::kInt64) r = std::trunc(r);
    out.v.push_back(r);
  }
  return out;
}

// Copies elements of `in` (shape in.shape) selected per axis by `index[axis]`
// lists into a new value of shape {index[0].size(), ...}.
Value Gather(const Value& in, const std::vector<std::vector<int64_t>>& index) {
  Value out{in.type, {}, {}, in.stored_type};
  for (const auto& ix : index) out.shape.push_back(static_cast<int64_t>(ix.size()));
  const Dims in_strides = Strides(in.shape);
  const int64_t total = Product(out.shape);
  Dims pos(out.shape.size(), 0);
  for (int64_t flat = 0; flat < total; ++flat) {
    int64_t src = 0;
    for (size_t d = 0; d < pos.size(); ++d) src += index[d][static_cast<size_t>(pos[d])] * in_strides[d];
    out.v.push_back(in.v[static_cast<size_t>(src)]);
    for (size_t d = pos.size(); d-- > 0;) {
      if (++pos[d] < out.shape[d]) break;
      pos[d] = 0;
    }
  }
  return out;
}

std::vector<int64_t> Iota(int64_t n) {
  std::vector<int64_t> r(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) r[static_cast<size_t>(i)] = i;
  return r;
}

}  // namespace

bool IsFoldable(const Graph& graph, const Op& op) {
  if (!FoldableOps().count(op.type)) return false;
  if (op.type == "Shape" || op.type == "Size") {
    const Tensor* t = graph.FindTensor(op.Input(0));
    return t != nullptr && t->shape_known;
  }
  for (const std::string& in : op.inputs) {
    if (!in.empty() && !graph.IsConstant(in)) return false;
  }
  return true;
}

StatusOr<std::vector<Tensor>> FoldConstantOp(const Graph& graph, const Op& op) {
  const std::string prefix = graph.ErrorPrefix(op);
  std::vector<Value> in;
  std::vector<bool> present;
  for (const std::string& name : op.inputs) {
    const Tensor* t = name.empty() ? nullptr : graph.FindTensor(name);
    present.push_back(t != nullptr);
    in.push_back(t != nullptr ? FromTensor(*t) : Value{});
  }
  auto has = [&](size_t i) { return i < present.size() && present[i]; };
  const std::string& type = op.type;
  // The inputs each folded op cannot do without (a malformed model may omit them).
  size_t needed = 1;
  if (type == "Where" || type == "Range" || (type == "Slice" && !op.HasAttribute("starts"))) {
    needed = 3;
  } else if (type == "Gather" || type == "Expand" || type == "Tile" || type == "Equal" ||
             (FindBinaryOp(type) && type != "Sum" && type != "Min" && type != "Max" && type != "Mean")) {
    needed = 2;
  }
  for (size_t i = 0; i < needed; ++i) {
    if (!has(i)) {
      return InvalidArgumentError(prefix + "'" + type + "' needs " + std::to_string(needed) + " inputs, input " +
                                  std::to_string(i) + " is missing");
    }
  }
  // Values the fold would make (ConstantOfShape, Range, Expand) stay within the tensor size limit.
  auto check_size = [&](const Dims& shape) -> Status {
    if (!CheckedElementCount(shape)) {
      return InvalidArgumentError(prefix + "result shape " + DimsString(shape) +
                                  ": negative or more than 2^28 elements");
    }
    return Status::Ok();
  };
  Value out;

  if (type == "Shape") {
    const Tensor* t = graph.FindTensor(op.Input(0));
    if (t == nullptr) return InvalidArgumentError(prefix + "Shape of an unknown tensor");
    const int64_t rank = static_cast<int64_t>(t->shape.size());
    int64_t start = op.GetInt("start", 0), end = op.GetInt("end", rank);
    start = std::clamp(start < 0 ? start + rank : start, int64_t{0}, rank);
    end = std::clamp(end < 0 ? end + rank : end, int64_t{0}, rank);
    out = {DataType::kInt64, {std::max<int64_t>(0, end - start)}, {}};
    for (int64_t i = start; i < end; ++i) out.v.push_back(static_cast<double>(t->shape[static_cast<size_t>(i)]));
  } else if (type == "Size") {
    out = {DataType::kInt64, {}, {static_cast<double>(Product(graph.FindTensor(op.Input(0))->shape))}};
  } else if (type == "Identity" || type == "Dropout") {
    out = in[0];
  } else if (type == "Cast") {
    const int64_t to = op.GetInt("to", 1);
    const bool to_float = to == 1 || to == 10 || to == 11;
    out = in[0];
    out.type = to_float ? DataType::kFloat : DataType::kInt64;
    out.stored_type = static_cast<int32_t>(to);
    for (double& d : out.v) d = to_float ? static_cast<double>(static_cast<float>(d)) : std::trunc(d);
    if (to == 9) {
      for (double& d : out.v) d = d != 0 ? 1 : 0;
    }
  } else if (const BinaryOpDef* binary = FindBinaryOp(type)) {
    // Integer division truncates (shape arithmetic); the rest is the op's own arithmetic.
    const DataType t = in[0].type;
    const bool int_div = type == "Div" && t == DataType::kInt64;
    ASSIGN_OR_RETURN(out, Elementwise(prefix, in, t, [binary, int_div](const std::vector<double>& a) {
                       if (int_div) return a[1] == 0 ? 0.0 : std::trunc(a[0] / a[1]);
                       double r = a[0];
                       for (size_t k = 1; k < a.size(); ++k) r = binary->eval(r, a[k]);
                       return r;
                     }));
  } else if (type == "Equal") {
    ASSIGN_OR_RETURN(out, Elementwise(prefix, in, DataType::kInt64,
                                      [](const std::vector<double>& a) { return a[0] == a[1] ? 1.0 : 0.0; }));
  } else if (IsQuantizationOp(type)) {  // weights and biases of QDQ models, per axis or not
    ASSIGN_OR_RETURN(QuantParams p, ReadQuantParams(graph, op, in[0].shape, prefix));
    out = {DataType::kFloat, in[0].shape, ApplyQuantization(type, p, in[0].shape, in[0].v)};
  } else if (const UnaryOpDef* unary = FindUnaryOp(type)) {
    out = in[0];
    for (double& d : out.v) d = unary->eval(op, d);
  } else if (type == "Where") {
    DataType t = in[1].type;
    ASSIGN_OR_RETURN(out, Elementwise(prefix, in, t, [](const auto& a) { return a[0] != 0 ? a[1] : a[2]; }));
  } else if (type == "Gather") {
    const int64_t rank = static_cast<int64_t>(in[0].shape.size());
    auto axis = NormaliseAxis(op.GetInt("axis", 0), rank);
    if (!axis) return InvalidArgumentError(prefix + "axis out of range");
    // Gather = take along `axis` with the flattened indices, then reshape.
    std::vector<std::vector<int64_t>> index;
    for (int64_t d = 0; d < rank; ++d) index.push_back(Iota(in[0].shape[static_cast<size_t>(d)]));
    std::vector<int64_t> ix = AsInts(in[1]);
    const int64_t dim = in[0].shape[static_cast<size_t>(*axis)];
    for (int64_t& i : ix) {
      if (i < 0) i += dim;
      if (i < 0 || i >= dim) return InvalidArgumentError(prefix + "index out of range");
    }
    index[static_cast<size_t>(*axis)] = ix;
    out = Gather(in[0], index);
    Dims shape(in[0].shape.begin(), in[0].shape.begin() + *axis);
    shape.insert(shape.end(), in[1].shape.begin(), in[1].shape.end());
    shape.insert(shape.end(), in[0].shape.begin() + *axis + 1, in[0].shape.end());
    out.shape = shape;
  } else if (type == "Slice") {
    const int64_t rank = static_cast<int64_t>(in[0].shape.size());
    std::vector<int64_t> starts, ends, axes, steps;
    if (op.HasAttribute("starts")) {  // opset < 10
      starts = op.GetInts("starts");
      ends = op.GetInts("ends");
      axes = op.GetInts("axes");
    } else {
      starts = AsInts(in[1]);
      ends = AsInts(in[2]);
      if (has(3)) axes = AsInts(in[3]);
      if (has(4)) steps = AsInts(in[4]);
    }
    if (axes.empty()) axes = Iota(static_cast<int64_t>(starts.size()));
    if (steps.empty()) steps.assign(starts.size(), 1);
    if (ends.size() != starts.size() || axes.size() != starts.size() || steps.size() != starts.size()) {
      return InvalidArgumentError(prefix + "starts/ends/axes/steps lengths differ");
    }
    std::vector<std::vector<int64_t>> index;
    for (int64_t d = 0; d < rank; ++d) index.push_back(Iota(in[0].shape[static_cast<size_t>(d)]));
    for (size_t k = 0; k < starts.size(); ++k) {
      auto axis = NormaliseAxis(axes[k], rank);
      if (!axis) return InvalidArgumentError(prefix + "axis out of range");
      const int64_t dim = in[0].shape[static_cast<size_t>(*axis)];
      const int64_t step = steps[k];
      if (step == 0) return InvalidArgumentError(prefix + "step 0");
      int64_t s = starts[k], e = ends[k];
      if (s < 0) s += dim;
      if (e < 0) e += dim;
      std::vector<int64_t> ix;
      if (step > 0) {
        s = std::clamp<int64_t>(s, 0, dim);
        e = std::clamp<int64_t>(e, 0, dim);
        for (int64_t i = s; i < e; i += step) ix.push_back(i);
      } else {
        s = std::clamp<int64_t>(s, 0, dim - 1);
        e = std::clamp<int64_t>(e, -1, dim - 1);
        for (int64_t i = s; i > e; i += step) ix.push_back(i);
      }
      index[static_cast<size_t>(*axis)] = ix;
    }
    out = Gather(in[0], index);
  } else if (type == "Concat") {
    const int64_t rank = static_cast<int64_t>(in[0].shape.size());
    auto axis = NormaliseAxis(op.GetInt("axis", 0), rank);
    if (!axis) return InvalidArgumentError(prefix + "axis out of range");
    const size_t a = static_cast<size_t>(*axis);
    out = {in[0].type, in[0].shape, {}};
    out.shape[a] = 0;
    for (const Value& v : in) {
      bool same = v.shape.size() == in[0].shape.size();
      for (size_t d = 0; same && d < v.shape.size(); ++d) same = d == a || v.shape[d] == in[0].shape[d];
      if (!same)
        return InvalidArgumentError(prefix + "Concat inputs " + DimsString(v.shape) + " and " +
                                    DimsString(in[0].shape) + " do not match");
      out.shape[a] += v.shape[a];
    }
    const int64_t outer = Product(Dims(in[0].shape.begin(), in[0].shape.begin() + *axis));
    for (int64_t o = 0; o < outer; ++o) {
      for (const Value& v : in) {
        const int64_t chunk = Product(Dims(v.shape.begin() + *axis, v.shape.end()));
        out.v.insert(out.v.end(), v.v.begin() + o * chunk, v.v.begin() + (o + 1) * chunk);
      }
    }
  } else if (type == "Transpose") {
    const int64_t rank = static_cast<int64_t>(in[0].shape.size());
    std::vector<int64_t> perm = op.GetInts("perm");
    if (perm.empty()) {
      for (int64_t i = rank; i-- > 0;) perm.push_back(i);
    }
    std::vector<int64_t> sorted = perm;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != Iota(rank))
      return InvalidArgumentError(prefix + "perm is not a permutation of the " + std::to_string(rank) + " axes");
    out = {in[0].type, {}, {}};
    for (int64_t p : perm) out.shape.push_back(in[0].shape[static_cast<size_t>(p)]);
    const Dims in_strides = Strides(in[0].shape);
    const int64_t total = Product(out.shape);
    Dims pos(out.shape.size(), 0);
    for (int64_t flat = 0; flat < total; ++flat) {
      int64_t src = 0;
      for (size_t d = 0; d < pos.size(); ++d) src += pos[d] * in_strides[static_cast<size_t>(perm[d])];
      out.v.push_back(in[0].v[static_cast<size_t>(src)]);
      for (size_t d = pos.size(); d-- > 0;) {
        if (++pos[d] < out.shape[d]) break;
        pos[d] = 0;
      }
    }
  } else if (type == "Tile") {
    const Dims repeats = AsInts(in[1]);
    if (repeats.size() != in[0].shape.size()) return InvalidArgumentError(prefix + "repeats does not match the rank");
    Dims shape = in[0].shape;
    for (size_t k = 0; k < shape.size(); ++k) {
      if (repeats[k] < 1 || repeats[k] > kMaxTensorElements) {
        return InvalidArgumentError(prefix + "repeats must be in 1..2^28");
      }
      shape[k] *= repeats[k];
    }
    RETURN_IF_ERROR(check_size(shape));
    out = {in[0].type, shape, {}};
    for (int64_t i : TiledIndexMap(in[0].shape, shape)) out.v.push_back(in[0].v[static_cast<size_t>(i)]);
  } else if (type == "Unsqueeze" || type == "Squeeze" || type == "Reshape" || type == "Flatten" || type == "Expand" ||
             type == "ConstantOfShape" || type == "Range") {
    // Shapes were computed by shape inference for the data-movement ones;
    // those with generated data are built here.
    if (type == "ConstantOfShape") {
      Dims shape = AsInts(in[0]);
      RETURN_IF_ERROR(check_size(shape));
      const bool is_int = op.GetInt("value_is_int", 0) != 0;
      out = {is_int ? DataType::kInt64 : DataType::kFloat, shape,
             std::vector<double>(static_cast<size_t>(Product(shape)), op.GetFloat("value", 0.f))};
    } else if (type == "Range") {
      out = {in[0].type, {}, {}};
      if (in[0].v.empty() || in[1].v.empty() || in[2].v.empty())
        return InvalidArgumentError(prefix + "empty Range bound");
      const double start = in[0].v[0], limit = in[1].v[0], delta = in[2].v[0];
      if (!(delta != 0) || !std::isfinite(start) || !std::isfinite(limit) || !std::isfinite(delta)) {
        return InvalidArgumentError(prefix + "Range needs finite bounds and a non-zero delta");
      }
      if (std::ceil((limit - start) / delta) > static_cast<double>(kMaxTensorElements)) {
        return InvalidArgumentError(prefix + "Range would have more than 2^28 elements");
      }
      for (double x = start; delta > 0 ? x < limit : x > limit; x += delta) out.v.push_back(x);
      out.shape = {static_cast<int64_t>(out.v.size())};
    } else if (type == "Expand") {
      auto shape = BroadcastShapes(in[0].shape, AsInts(in[1]));
      if (!shape) return InvalidArgumentError(prefix + "cannot expand");
      RETURN_IF_ERROR(check_size(*shape));
      auto map = BroadcastIndexMap(in[0].shape, *shape);
      out = {in[0].type, *shape, {}, in[0].stored_type};
      for (int64_t i : map) out.v.push_back(in[0].v[static_cast<size_t>(i)]);
    } else {
      const Tensor* t = graph.FindTensor(op.outputs[0]);
      if (t == nullptr || !t->shape_known) return InternalError(prefix + "output shape not inferred before folding");
      out = in[0];
      out.shape = t->shape;
    }
  } else {
    return UnimplementedError(prefix + "cannot fold op '" + type + "'");
  }
  std::vector<Tensor> result;
  result.push_back(ToTensor(out, op.outputs[0]));
  return result;
}

}  // namespace vfx::codegen
