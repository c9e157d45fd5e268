// Gather with constant indices on an activation: shape rule, CPU reference.
// Along the channels of a 4-D tensor (selecting the person channel of a
// two-class output, `x[:, 1]`) it becomes a VfxChannelGather
// (passes/channel_gather.h). Gather on constants is folded (import/constant_folding.cc).
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

Status InferGather(ShapeContext& ctx, Op& op) {
  const Dims& x = ctx.Shape(op, 0);
  const Tensor* indices = ctx.graph.FindTensor(op.Input(1));
  if (indices == nullptr || !indices->is_constant) return UnimplementedError(ctx.prefix + "the indices must be constant");
  auto axis = NormaliseAxis(op.GetInt("axis", 0), static_cast<int64_t>(x.size()));
  if (!axis) return InvalidArgumentError(ctx.prefix + "axis out of range");
  const int64_t len = x[static_cast<size_t>(*axis)];
  for (double v : indices->ValuesAsDouble()) {
    if (!(v >= -len && v < len)) return InvalidArgumentError(ctx.prefix + "index " + std::to_string(v) + " out of range");
  }
  op.attributes["axis"] = *axis;
  Dims out(x.begin(), x.begin() + *axis);
  out.insert(out.end(), indices->shape.begin(), indices->shape.end());
  out.insert(out.end(), x.begin() + *axis + 1, x.end());
  return ctx.SetOutput(op, 0, out);
}

Status CpuGather(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  const size_t axis = static_cast<size_t>(op.GetInt("axis", 0));
  const int64_t outer = Product(Dims(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(axis)));
  const int64_t len = x[axis];
  const int64_t inner = Product(Dims(x.begin() + static_cast<std::ptrdiff_t>(axis) + 1, x.end()));
  const std::vector<float>& idx = in[1]->data;
  Allocate(out);
  for (int64_t o = 0; o < outer; ++o) {
    for (size_t k = 0; k < idx.size(); ++k) {
      int64_t i = static_cast<int64_t>(idx[k]);
      if (i < 0) i += len;
      for (int64_t j = 0; j < inner; ++j) {
        out->data[static_cast<size_t>((o * static_cast<int64_t>(idx.size()) + static_cast<int64_t>(k)) * inner + j)] =
            in[0]->data[static_cast<size_t>((o * len + i) * inner + j)];
      }
    }
  }
  return Status::Ok();
}

}  // namespace

const OpDef kGatherOp = {"Gather", InferGather, CpuGather, nullptr, 2};

}  // namespace vfx::codegen
