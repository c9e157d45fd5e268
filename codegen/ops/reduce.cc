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

}  // namespace

const OpDef kReduceMeanOp = {"ReduceMean", InferReduce, CpuReduce, nullptr};
const OpDef kReduceMaxOp = {"ReduceMax", InferReduce, CpuReduce, nullptr};
const OpDef kReduceMinOp = {"ReduceMin", InferReduce, CpuReduce, nullptr};
const OpDef kReduceSumOp = {"ReduceSum", InferReduce, CpuReduce, nullptr};

}  // namespace vfx::codegen
