// ReduceMean, ReduceMax, ReduceMin and ReduceSum: shape rules (axes from the
// attribute or the input of ReduceSum-13 and opset 18), CPU reference. On the
// GPU as global pools over H and W (passes/lower_global_reductions.h), else
// the general loop of gpu/ops/reduce.cc.
#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

StatusOr<std::vector<Dims>> ReduceShape(const Graph& graph, Op& op, const std::string& prefix) {
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
    if (!reduce.count(static_cast<int64_t>(d)))
      out.push_back(x[d]);
    else if (keep)
      out.push_back(1);
  }
  op.inputs = {op.Input(0)};
  op.attributes["axes"] = Dims(reduce.begin(), reduce.end());
  op.attributes["keepdims"] = int64_t{keep ? 1 : 0};
  return std::vector<Dims>{out};
}

Status InferReduce(ShapeContext& ctx, Op& op) {
  ASSIGN_OR_RETURN(std::vector<Dims> shapes, ReduceShape(ctx.graph, op, ctx.prefix));
  return ctx.SetOutputs(op, shapes);
}

Status CpuReduce(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  const std::vector<int64_t> axes = op.GetInts("axes");
  Dims kept = x;  // the output with keepdims
  for (int64_t a : axes) kept[static_cast<size_t>(a)] = 1;
  const bool is_max = op.type == "ReduceMax", is_min = op.type == "ReduceMin";
  std::vector<double> acc(static_cast<size_t>(Product(kept)), is_max ? -INFINITY : is_min ? INFINITY : 0.0);
  for (int64_t i = 0; i < Product(x); ++i) {
    // Flat index in the kept shape: drop the reduced coordinates.
    const Dims strides = Strides(x), kept_strides = Strides(kept);
    int64_t k = 0;
    for (size_t d = 0; d < x.size(); ++d) {
      if (kept[d] != 1) k += ((i / strides[d]) % x[d]) * kept_strides[d];
    }
    const double v = in[0]->data[static_cast<size_t>(i)];
    double& a = acc[static_cast<size_t>(k)];
    a = is_max ? std::max(a, v) : is_min ? std::min(a, v) : a + v;
  }
  const double count = static_cast<double>(Product(x)) / static_cast<double>(Product(kept));
  Allocate(out);
  const bool mean = op.type == "ReduceMean";
  for (size_t i = 0; i < acc.size(); ++i) out->data[i] = static_cast<float>(mean ? acc[i] / count : acc[i]);
  return Status::Ok();
}

// ArgMax (and ArgMin) over one axis: class indices, int64 in ONNX; stored as
// floats on the GPU (exact up to 2^24 classes).
Status InferArgMax(ShapeContext& ctx, Op& op) {
  const Dims& x = ctx.Shape(op, 0);
  ASSIGN_OR_RETURN(int64_t axis, Axis(op.GetInt("axis", 0), x.size(), ctx.prefix));
  op.attributes["axis"] = axis;
  Dims out = x;
  if (op.GetInt("keepdims", 1) != 0) {
    out[static_cast<size_t>(axis)] = 1;
  } else {
    out.erase(out.begin() + axis);
  }
  return ctx.SetOutput(op, 0, out, DataType::kInt64);
}

Status CpuArgMax(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  const size_t axis = static_cast<size_t>(op.GetInt("axis", 0));
  const bool last = op.GetInt("select_last_index", 0) != 0, min = op.type == "ArgMin";
  const int64_t outer = Product(Dims(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(axis)));
  const int64_t len = x[axis], inner = Product(Dims(x.begin() + static_cast<std::ptrdiff_t>(axis) + 1, x.end()));
  Allocate(out);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      int64_t best = 0;
      for (int64_t k = 1; k < len; ++k) {
        const float v = in[0]->data[static_cast<size_t>((o * len + k) * inner + i)];
        const float b = in[0]->data[static_cast<size_t>((o * len + best) * inner + i)];
        if (min ? (v < b || (last && v == b)) : (v > b || (last && v == b))) best = k;
      }
      out->data[static_cast<size_t>(o * inner + i)] = static_cast<float>(best);
    }
  }
  return Status::Ok();
}

}  // namespace

const OpDef kArgMaxOp = {"ArgMax", InferArgMax, CpuArgMax, nullptr};
const OpDef kArgMinOp = {"ArgMin", InferArgMax, CpuArgMax, nullptr};
const OpDef kReduceMeanOp = {"ReduceMean", InferReduce, CpuReduce, nullptr};
const OpDef kReduceMaxOp = {"ReduceMax", InferReduce, CpuReduce, nullptr};
const OpDef kReduceMinOp = {"ReduceMin", InferReduce, CpuReduce, nullptr};
const OpDef kReduceSumOp = {"ReduceSum", InferReduce, CpuReduce, nullptr};

}  // namespace vfx::codegen
