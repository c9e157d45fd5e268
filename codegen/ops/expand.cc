// Expand: shape rule, CPU reference, index map. Dropped before broadcasting
// readers (passes/drop_broadcast_expands.h), else run by its index map.
#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/index_map.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

int64_t BroadcastIndex(const Dims& in, const Dims& out, int64_t o) {
  const Dims out_strides = Strides(out), in_strides = Strides(in);
  int64_t index = 0;
  const size_t offset = out.size() - in.size();
  for (size_t d = 0; d < out.size(); ++d) {
    const int64_t coordinate = (o / out_strides[d]) % out[d];
    if (d >= offset && in[d - offset] != 1) index += coordinate * in_strides[d - offset];
  }
  return index;
}

StatusOr<std::vector<Dims>> ExpandShape(const Graph& graph, Op& op, const std::string& prefix) {
  ASSIGN_OR_RETURN(Dims target, ConstantInts(graph, op, 1, "the target shape", prefix));
  auto out = BroadcastShapes(graph.FindTensor(op.Input(0))->shape, target);
  if (!out) return InvalidArgumentError(prefix + "cannot expand to " + DimsString(target));
  op.inputs = {op.Input(0)};
  op.attributes["shape"] = *out;
  return std::vector<Dims>{*out};
}

Status InferExpand(ShapeContext& ctx, Op& op) {
  ASSIGN_OR_RETURN(std::vector<Dims> shapes, ExpandShape(ctx.graph, op, ctx.prefix));
  return ctx.SetOutputs(op, shapes);
}

Status CpuExpand(const Op&, const std::vector<const HostTensor*>& in, HostTensor* out) {
  Allocate(out);
  for (int64_t o = 0; o < Product(out->shape); ++o) {
    out->data[static_cast<size_t>(o)] = in[0]->data[static_cast<size_t>(BroadcastIndex(in[0]->shape, out->shape, o))];
  }
  return Status::Ok();
}

StatusOr<Index> ExpandIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = graph.FindTensor(op.Input(0))->shape;
  if (in_dims.size() > out.size()) return InternalError(graph.ErrorPrefix(op) + "Expand lowers the rank");
  const size_t shift = out.size() - in_dims.size();
  Index in(in_dims.size());
  for (size_t k = 0; k < in_dims.size(); ++k) in[k] = in_dims[k] == 1 ? "0" : out[k + shift];
  return in;
}

}  // namespace

const OpDef kExpandOp = {"Expand", InferExpand, CpuExpand, nullptr, 2, ExpandIndexMap};

}  // namespace vfx::codegen
