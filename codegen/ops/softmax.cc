// Softmax over one axis (opset < 13 semantics checked): shape rule, CPU
// reference. GLSL: codegen/gpu/ops/softmax.cc.
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

Status InferSoftmax(ShapeContext& ctx, Op& op) {
  const Dims& x = ctx.Shape(op, 0);
  const int64_t rank = static_cast<int64_t>(x.size());
  auto axis = NormaliseAxis(op.GetInt("axis", -1), rank);
  if (!axis) return InvalidArgumentError(ctx.prefix + "axis out of range");
  if (op.GetInt("flatten_from_axis", 0) != 0) {
    // Legacy semantics equal a single-axis softmax only if later dims are 1.
    for (int64_t d = *axis + 1; d < rank; ++d) {
      if (x[static_cast<size_t>(d)] != 1) {
        return UnimplementedError(ctx.prefix + "opset < 13 Softmax over several flattened axes is not supported");
      }
    }
    op.attributes.erase("flatten_from_axis");
  }
  op.attributes["axis"] = *axis;
  return ctx.SetOutput(op, 0, x);
}

Status CpuSoftmax(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& shape = in[0]->shape;
  const size_t axis = static_cast<size_t>(op.GetInt("axis", -1));
  if (axis >= shape.size()) return InvalidArgumentError(op.Describe() + ": axis not canonicalised");
  const int64_t outer = Product(Dims(shape.begin(), shape.begin() + static_cast<std::ptrdiff_t>(axis)));
  const int64_t n = shape[axis];
  const int64_t inner = Product(Dims(shape.begin() + static_cast<std::ptrdiff_t>(axis) + 1, shape.end()));
  Allocate(out);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      auto at = [&](int64_t k) { return static_cast<size_t>((o * n + k) * inner + i); };
      float m = -INFINITY;
      for (int64_t k = 0; k < n; ++k) m = std::max(m, in[0]->data[at(k)]);
      double sum = 0;
      for (int64_t k = 0; k < n; ++k) sum += std::exp(in[0]->data[at(k)] - m);
      for (int64_t k = 0; k < n; ++k) out->data[at(k)] = static_cast<float>(std::exp(in[0]->data[at(k)] - m) / sum);
    }
  }
  return Status::Ok();
}

}  // namespace



const OpDef kSoftmaxOp = {"Softmax", InferSoftmax, CpuSoftmax, nullptr};

}  // namespace vfx::codegen
