// BatchNormalization (inference), InstanceNormalization, GroupNormalization
// and LayerNormalization: shape rules and CPU references. None reaches the
// GPU: passes/fold_batch_norm.h folds or rewrites the first,
// passes/decompose_compound_ops.h decomposes the others.
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

// The mean of v[0..n) and 1 / sqrt(variance + eps), in double.
struct Moments {
  double mean = 0;
  double inverse_deviation = 0;
};

Moments MomentsOf(const float* v, int64_t n, double eps) {
  double mean = 0, var = 0;
  for (int64_t i = 0; i < n; ++i) mean += v[i];
  mean /= static_cast<double>(n);
  for (int64_t i = 0; i < n; ++i) var += (v[i] - mean) * (v[i] - mean);
  var /= static_cast<double>(n);
  return {mean, 1.0 / std::sqrt(var + eps)};
}

Status InferBatchNorm(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  if (op.GetInt("training_mode", 0) != 0) return UnimplementedError(ctx.prefix + "training_mode is not supported");
  for (size_t i = 1; i <= 4; ++i) {
    if (!ctx.graph.IsConstant(op.Input(i)))
      return UnimplementedError(ctx.prefix + "scale/bias/mean/var must be constant");
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
    const Moments m = MomentsOf(v, plane, eps);
    const size_t c = static_cast<size_t>(nc % x.c);
    const double scale = in[1]->data[c] * m.inverse_deviation;
    for (int64_t i = 0; i < plane; ++i)
      out->data[static_cast<size_t>(nc * plane + i)] = static_cast<float>((v[i] - m.mean) * scale + in[2]->data[c]);
  }
  return Status::Ok();
}

// GroupNormalization (opsets 18 and 21): the channels in num_groups groups,
// each normalised over its channels and the picture; scale and bias per
// channel (opset 21) or per group (opset 18, told apart by their length).
Status InferGroupNorm(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  const int64_t channels = ctx.Shape(op, 0)[1];
  if (!op.HasAttribute("num_groups")) return InvalidArgumentError(ctx.prefix + "num_groups is missing");
  const int64_t groups = op.GetInt("num_groups", 1);
  if (groups <= 0 || channels % groups != 0) {
    return InvalidArgumentError(ctx.prefix + "num_groups " + std::to_string(groups) + " does not divide the " +
                                std::to_string(channels) + " channels");
  }
  for (size_t i : {size_t{1}, size_t{2}}) {
    if (!ctx.graph.IsConstant(op.Input(i))) return UnimplementedError(ctx.prefix + "scale and bias must be constant");
    const int64_t n = Product(ctx.Shape(op, i));
    if (n != channels && n != groups) {
      return InvalidArgumentError(ctx.prefix + "scale/bias has " + std::to_string(n) + " values; " +
                                  std::to_string(channels) + " channels in " + std::to_string(groups) + " groups");
    }
  }
  return ctx.SetOutput(op, 0, ctx.Shape(op, 0));
}

Status CpuGroupNorm(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape);
  const int64_t groups = op.GetInt("num_groups", 1);
  const int64_t per_group = x.c / groups;
  const double eps = op.GetFloat("epsilon", 1e-5f);
  Allocate(out);
  const int64_t block = per_group * x.h * x.w;  // one group's values are contiguous in NCHW
  // Per channel (opset 21) or per group (opset 18).
  auto param = [&](const HostTensor* t, int64_t c) {
    return static_cast<int64_t>(t->data.size()) == x.c ? t->data[static_cast<size_t>(c)]
                                                       : t->data[static_cast<size_t>(c / per_group)];
  };
  for (int64_t ng = 0; ng < x.n * groups; ++ng) {
    const float* v = in[0]->data.data() + ng * block;
    const Moments m = MomentsOf(v, block, eps);
    for (int64_t i = 0; i < block; ++i) {
      const int64_t c = (ng % groups) * per_group + i / (x.h * x.w);
      out->data[static_cast<size_t>(ng * block + i)] =
          static_cast<float>((v[i] - m.mean) * m.inverse_deviation * param(in[1], c) + param(in[2], c));
    }
  }
  return Status::Ok();
}

// LayerNormalization (opset 17) over the axes from `axis` on; scale and the
// optional bias broadcast over those axes. The single output (mean and
// inverse deviation outputs are training-only).
Status InferLayerNorm(ShapeContext& ctx, Op& op) {
  const Dims& x = ctx.Shape(op, 0);
  auto axis = NormaliseAxis(op.GetInt("axis", -1), static_cast<int64_t>(x.size()));
  if (!axis) return InvalidArgumentError(ctx.prefix + "axis out of range");
  op.attributes["axis"] = *axis;
  for (size_t i : {size_t{1}, size_t{2}}) {
    if (op.Input(i).empty()) continue;
    if (!ctx.graph.IsConstant(op.Input(i))) return UnimplementedError(ctx.prefix + "scale and bias must be constant");
    const Dims& s = ctx.Shape(op, i);
    if (s.size() > x.size() - static_cast<size_t>(*axis) ||
        !std::equal(s.rbegin(), s.rend(), x.rbegin(), [](int64_t a, int64_t b) { return a == 1 || a == b; })) {
      return InvalidArgumentError(ctx.prefix + "scale/bias " + DimsString(s) +
                                  " does not broadcast over the normalised axes");
    }
  }
  for (size_t k = 1; k < op.outputs.size(); ++k) {
    if (!op.outputs[k].empty() && !ctx.graph.Consumers(op.outputs[k]).empty()) {
      return UnimplementedError(ctx.prefix + "the mean and inverse deviation outputs are not supported");
    }
  }
  op.outputs.resize(1);
  return ctx.SetOutput(op, 0, x);
}

Status CpuLayerNorm(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  const size_t axis = static_cast<size_t>(op.GetInt("axis", -1));
  const int64_t inner = Product(Dims(x.begin() + static_cast<std::ptrdiff_t>(axis), x.end()));
  const double eps = op.GetFloat("epsilon", 1e-5f);
  Allocate(out);
  // scale/bias broadcast over the inner block: index by the trailing elements they have.
  auto at = [&](const HostTensor* t, int64_t i) -> double {
    if (t == nullptr) return 0.0;
    const int64_t n = static_cast<int64_t>(t->data.size());
    return n == 1 ? t->data[0] : t->data[static_cast<size_t>(i % n)];
  };
  const HostTensor* scale = in.size() > 1 ? in[1] : nullptr;
  const HostTensor* bias = in.size() > 2 ? in[2] : nullptr;
  for (int64_t o = 0; o < Product(x) / inner; ++o) {
    const float* v = in[0]->data.data() + o * inner;
    const Moments m = MomentsOf(v, inner, eps);
    for (int64_t i = 0; i < inner; ++i) {
      out->data[static_cast<size_t>(o * inner + i)] =
          static_cast<float>((v[i] - m.mean) * m.inverse_deviation * (scale ? at(scale, i) : 1.0) + at(bias, i));
    }
  }
  return Status::Ok();
}

}  // namespace

const OpDef kBatchNormalizationOp = {"BatchNormalization", InferBatchNorm, CpuBatchNormalization, nullptr, 5};
const OpDef kInstanceNormalizationOp = {"InstanceNormalization", InferInstanceNorm, CpuInstanceNorm, nullptr, 3};
const OpDef kGroupNormalizationOp = {"GroupNormalization", InferGroupNorm, CpuGroupNorm, nullptr, 3};
const OpDef kLayerNormalizationOp = {"LayerNormalization", InferLayerNorm, CpuLayerNorm, nullptr, 2};

}  // namespace vfx::codegen
