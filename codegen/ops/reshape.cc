// The ops that only relabel data: Reshape, Flatten, Squeeze, Unsqueeze,
// Identity, Dropout (inference) and a Cast: shape rules, CPU reference (a
// copy), index map. The passes remove most (remove_no_ops,
// canonicalize_vectors, output_head) or fold them into channel gathers; the
// rest run as a general program (gpu/index_remap.h).
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

Status InferReshape(ShapeContext& ctx, Op& op) {
  const Dims x = ctx.Shape(op, 0);
  const int64_t rank = static_cast<int64_t>(x.size());
  Dims out;
  if (op.type == "Reshape") {
    ASSIGN_OR_RETURN(std::vector<int64_t> target, ConstantInts(ctx.graph, op, 1, "the target shape", ctx.prefix));
    int64_t known = 1, infer_at = -1;
    for (size_t i = 0; i < target.size(); ++i) {
      if (target[i] < -1 || target[i] > kMaxTensorElements) {
        return InvalidArgumentError(ctx.prefix + "target shape entry " + std::to_string(target[i]) + " is invalid");
      }
      int64_t d = target[i];
      if (d == 0 && op.GetInt("allowzero", 0) == 0) d = i < x.size() ? x[i] : 1;
      if (d == -1) {
        if (infer_at >= 0) return InvalidArgumentError(ctx.prefix + "the target shape has more than one -1");
        infer_at = static_cast<int64_t>(i);
        d = 1;
      } else {
        if (d != 0 && known > kMaxTensorElements / d) {
          return InvalidArgumentError(ctx.prefix + "the target shape has more than 2^28 elements");
        }
        known *= d;
      }
      out.push_back(d);
    }
    if (infer_at >= 0) out[static_cast<size_t>(infer_at)] = known == 0 ? 0 : Product(x) / known;
  } else if (op.type == "Flatten") {
    auto axis = NormaliseAxis(op.GetInt("axis", 1), rank + 1);
    if (!axis) return InvalidArgumentError(ctx.prefix + "axis out of range");
    out = {Product(Dims(x.begin(), x.begin() + *axis)), Product(Dims(x.begin() + *axis, x.end()))};
  } else {
    Dims axes = op.GetInts("axes");
    if (!op.Input(1).empty()) {
      ASSIGN_OR_RETURN(axes, ConstantInts(ctx.graph, op, 1, "the axes", ctx.prefix));
    }
    // Axes in range and distinct (the spec's rule): anything else is a malformed model.
    const int64_t axes_rank = op.type == "Squeeze" ? rank : rank + static_cast<int64_t>(axes.size());
    std::set<int64_t> normalised;
    for (int64_t a : axes) {
      const std::optional<int64_t> axis = NormaliseAxis(a, axes_rank);
      if (!axis || !normalised.insert(*axis).second) {
        return InvalidArgumentError(ctx.prefix + "axis " + std::to_string(a) +
                                    " is out of range or repeated for rank " + std::to_string(axes_rank));
      }
    }
    if (op.type == "Squeeze") {
      std::set<int64_t> drop = normalised;
      for (int64_t d = 0; d < rank; ++d) {
        const bool squeeze = axes.empty() ? x[static_cast<size_t>(d)] == 1 : drop.count(d) > 0;
        if (!squeeze) out.push_back(x[static_cast<size_t>(d)]);
      }
    } else {
      const int64_t out_rank = axes_rank;
      const std::set<int64_t>& add = normalised;
      size_t next = 0;
      for (int64_t d = 0; d < out_rank; ++d) out.push_back(add.count(d) ? 1 : x[next++]);
    }
  }
  if (Product(out) != Product(x)) {
    return InvalidArgumentError(ctx.prefix + "cannot reshape " + DimsString(x) + " to " + DimsString(out));
  }
  Tensor* t = ctx.graph.FindTensor(op.outputs[0]);
  t->shape = out;
  t->shape_known = true;
  t->type = ctx.graph.FindTensor(op.inputs[0])->type;
  return Status::Ok();
}

Status InferSameShape(ShapeContext& ctx, Op& op) { return ctx.SetOutput(op, 0, ctx.Shape(op, 0)); }

Status InferCast(ShapeContext& ctx, Op& op) {
  const int64_t to = op.GetInt("to", 1);
  // Integer casts only of integers (class indices): the copy is then exact.
  const bool integral = ctx.graph.FindTensor(op.inputs[0])->type == DataType::kInt64 && (to == 6 || to == 7);
  if (to != 1 && to != 10 && to != 11 && !integral) {
    return UnimplementedError(ctx.prefix + "Cast to type " + std::to_string(to) + " on activations is not supported");
  }
  return ctx.SetOutput(op, 0, ctx.Shape(op, 0), integral ? DataType::kInt64 : DataType::kFloat);
}

Status CpuCopy(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  out->data = in[0]->data;
  return Status::Ok();
}

// Reshape, Flatten, Squeeze, Unsqueeze, Identity: the flat position is kept.
StatusOr<Index> ReshapeIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = graph.FindTensor(op.Input(0))->shape, out_dims = graph.FindTensor(op.outputs[0])->shape;
  Dims in_kept, out_kept;
  for (int64_t d : in_dims)
    if (d != 1) in_kept.push_back(d);
  for (int64_t d : out_dims)
    if (d != 1) out_kept.push_back(d);
  Index in(in_dims.size(), "0");
  if (in_kept == out_kept) {  // only 1s added or removed: the other indices carry over in order
    size_t next = 0;
    for (size_t k = 0; k < in_dims.size(); ++k) {
      if (in_dims[k] == 1) continue;
      while (out_dims[next] == 1) ++next;
      in[k] = out[next++];
    }
    return in;
  }
  const std::string flat = code.Let(FlatIndex(out, out_dims));
  const Dims strides = Strides(in_dims);
  bool outermost = true;
  for (size_t k = 0; k < in_dims.size(); ++k) {
    if (in_dims[k] == 1) continue;
    in[k] = code.Let(IndexDigit(flat, strides[k], in_dims[k], outermost));
    outermost = false;
  }
  return in;
}

}  // namespace

const OpDef kReshapeOp = {"Reshape", InferReshape, CpuCopy, nullptr, 1, ReshapeIndexMap};
const OpDef kFlattenOp = {"Flatten", InferReshape, CpuCopy, nullptr, 1, ReshapeIndexMap};
const OpDef kSqueezeOp = {"Squeeze", InferReshape, CpuCopy, nullptr, 1, ReshapeIndexMap};
const OpDef kUnsqueezeOp = {"Unsqueeze", InferReshape, CpuCopy, nullptr, 1, ReshapeIndexMap};
const OpDef kIdentityOp = {"Identity", InferSameShape, CpuCopy, nullptr, 1, ReshapeIndexMap};
const OpDef kDropoutOp = {"Dropout", InferSameShape, CpuCopy, nullptr, 1, ReshapeIndexMap};
const OpDef kCastOp = {"Cast", InferCast, CpuCopy, nullptr};

}  // namespace vfx::codegen
