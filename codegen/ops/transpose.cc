// Transpose: shape rule, CPU reference (TransposeHost is shared with the
// executor's layout conversions), index map. The passes remove most: at graph
// edges (absorb_edge_transposes.h), inverse pairs (sink_transposes.h), inside
// a channel shuffle; the rest run as a general program (gpu/index_remap.h).
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

Status InferTranspose(ShapeContext& ctx, Op& op) {
  const Dims& x = ctx.Shape(op, 0);
  Dims perm = op.GetInts("perm");
  if (perm.empty()) {
    for (size_t i = x.size(); i-- > 0;) perm.push_back(static_cast<int64_t>(i));
  }
  if (perm.size() != x.size()) return InvalidArgumentError(ctx.prefix + "perm length does not match the rank");
  op.attributes["perm"] = perm;
  Dims out;
  for (int64_t p : perm) {
    if (p < 0 || p >= static_cast<int64_t>(x.size())) return InvalidArgumentError(ctx.prefix + "perm out of range");
    out.push_back(x[static_cast<size_t>(p)]);
  }
  return ctx.SetOutput(op, 0, out, ctx.graph.FindTensor(op.inputs[0])->type);
}

Status CpuTranspose(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  out->data = TransposeHost(*in[0], op.GetInts("perm")).data;
  return Status::Ok();
}

StatusOr<Index> TransposeIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const std::vector<int64_t> perm = op.GetInts("perm");
  if (perm.size() != out.size()) return InternalError(graph.ErrorPrefix(op) + "perm does not match the rank");
  Index in(out.size());
  for (size_t k = 0; k < perm.size(); ++k) in[static_cast<size_t>(perm[k])] = out[k];
  return in;
}

}  // namespace

HostTensor TransposeHost(const HostTensor& in, const std::vector<int64_t>& perm) {
  HostTensor out;
  for (int64_t p : perm) out.shape.push_back(in.shape[static_cast<size_t>(p)]);
  Allocate(&out);
  const Dims in_strides = Strides(in.shape);
  Dims pos(perm.size(), 0);
  for (size_t flat = 0; flat < out.data.size(); ++flat) {
    int64_t src = 0;
    for (size_t d = 0; d < perm.size(); ++d) src += pos[d] * in_strides[static_cast<size_t>(perm[d])];
    out.data[flat] = in.data[static_cast<size_t>(src)];
    for (size_t d = perm.size(); d-- > 0;) {
      if (++pos[d] < out.shape[d]) break;
      pos[d] = 0;
    }
  }
  return out;
}

const OpDef kTransposeOp = {"Transpose", InferTranspose, CpuTranspose, nullptr, 1, TransposeIndexMap};

}  // namespace vfx::codegen
