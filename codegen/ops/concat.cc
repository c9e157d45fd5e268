// Concat: shape rule, CPU reference. GLSL: codegen/gpu/ops/concat.cc.
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

Status InferConcat(ShapeContext& ctx, Op& op) {
  Dims out = ctx.Shape(op, 0);
  auto axis = NormaliseAxis(op.GetInt("axis", 1), static_cast<int64_t>(out.size()));
  if (!axis) return InvalidArgumentError(ctx.prefix + "axis out of range");
  op.attributes["axis"] = *axis;
  for (size_t i = 1; i < op.inputs.size(); ++i) {
    const Dims& s = ctx.Shape(op, i);
    if (s.size() != out.size()) return InvalidArgumentError(ctx.prefix + "inputs have different ranks");
    for (size_t d = 0; d < s.size(); ++d) {
      if (static_cast<int64_t>(d) != *axis && s[d] != out[d]) {
        return InvalidArgumentError(ctx.prefix + "input shapes differ outside the concat axis");
      }
    }
    out[static_cast<size_t>(*axis)] += s[static_cast<size_t>(*axis)];
  }
  return ctx.SetOutput(op, 0, out, ctx.graph.FindTensor(op.inputs[0])->type);
}

Status CpuConcat(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const int64_t axis = op.GetInt("axis", 1);
  const int64_t outer = Product(Dims(out->shape.begin(), out->shape.begin() + axis));
  out->data.clear();
  out->data.reserve(static_cast<size_t>(Product(out->shape)));
  for (int64_t o = 0; o < outer; ++o) {
    for (const HostTensor* t : in) {
      const int64_t chunk = Product(Dims(t->shape.begin() + axis, t->shape.end()));
      out->data.insert(out->data.end(), t->data.begin() + o * chunk, t->data.begin() + (o + 1) * chunk);
    }
  }
  return Status::Ok();
}

}  // namespace



const OpDef kConcatOp = {"Concat", InferConcat, CpuConcat, nullptr};

}  // namespace vfx::codegen
