// BatchNormalization (inference) and InstanceNormalization: shape rules and
// CPU references. Neither reaches the GPU: passes/fold_batch_norm.h folds or
// rewrites the first, passes/decompose_compound_ops.h decomposes the second.
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

Status InferBatchNorm(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  if (op.GetInt("training_mode", 0) != 0) return UnimplementedError(ctx.prefix + "training_mode is not supported");
  for (size_t i = 1; i <= 4; ++i) {
    if (!ctx.graph.IsConstant(op.Input(i))) return UnimplementedError(ctx.prefix + "scale/bias/mean/var must be constant");
    if (Product(ctx.Shape(op, i)) != ctx.Shape(op, 0)[1]) {
      return InvalidArgumentError(ctx.prefix + "parameter size does not match the channels");
    }
  }
  op.outputs.resize(1);  // running mean/var outputs are training-only
  return ctx.SetOutput(op, 0, ctx.Shape(op, 0));
}

Status CpuBatchNormalization(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape);
  const float eps = op.GetFloat("epsilon", 1e-5f);
  Allocate(out);
  for (int64_t c = 0; c < x.c; ++c) {
    const size_t ci = static_cast<size_t>(c);
    const float scale = in[1]->data[ci] / std::sqrt(in[4]->data[ci] + eps);
    const float shift = in[2]->data[ci] - in[3]->data[ci] * scale;
    for (int64_t n = 0; n < x.n; ++n) {
      for (int64_t i = x.At(n, c, 0, 0); i < x.At(n, c, 0, 0) + x.h * x.w; ++i) {
        out->data[static_cast<size_t>(i)] = in[0]->data[static_cast<size_t>(i)] * scale + shift;
      }
    }
  }
  return Status::Ok();
}

Status InferInstanceNorm(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  for (size_t i : {size_t{1}, size_t{2}}) {
    if (!ctx.graph.IsConstant(op.Input(i))) return UnimplementedError(ctx.prefix + "scale and bias must be constant");
    if (Product(ctx.Shape(op, i)) != ctx.Shape(op, 0)[1]) {
      return InvalidArgumentError(ctx.prefix + "scale/bias size does not match the channels");
    }
  }
  return ctx.SetOutput(op, 0, ctx.Shape(op, 0));
}

// Over H and W per channel: (x - mean) / sqrt(var + eps) * scale + bias.
Status CpuInstanceNorm(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape);
  const double eps = op.GetFloat("epsilon", 1e-5f);
  Allocate(out);
  const int64_t plane = x.h * x.w;
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    const float* v = in[0]->data.data() + nc * plane;
    double mean = 0, var = 0;
    for (int64_t i = 0; i < plane; ++i) mean += v[i];
    mean /= static_cast<double>(plane);
    for (int64_t i = 0; i < plane; ++i) var += (v[i] - mean) * (v[i] - mean);
    var /= static_cast<double>(plane);
    const size_t c = static_cast<size_t>(nc % x.c);
    const double scale = in[1]->data[c] / std::sqrt(var + eps);
    for (int64_t i = 0; i < plane; ++i) out->data[static_cast<size_t>(nc * plane + i)] = static_cast<float>((v[i] - mean) * scale + in[2]->data[c]);
  }
  return Status::Ok();
}

}  // namespace



const OpDef kBatchNormalizationOp = {"BatchNormalization", InferBatchNorm, CpuBatchNormalization, nullptr, 5};
const OpDef kInstanceNormalizationOp = {"InstanceNormalization", InferInstanceNorm, CpuInstanceNorm, nullptr, 3};

}  // namespace vfx::codegen
