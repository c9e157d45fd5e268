// AveragePool, MaxPool (2-D windows), GlobalAveragePool and GlobalMaxPool:
// shape rules and CPU references. GLSL: codegen/gpu/ops/pool.cc.
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

Status InferPool(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  if (op.outputs.size() > 1 && !op.outputs[1].empty()) {
    return UnimplementedError(ctx.prefix + "the MaxPool indices output is not supported");
  }
  if (op.GetInt("storage_order", 0) != 0) return UnimplementedError(ctx.prefix + "storage_order 1 is not supported");
  const Dims& x = ctx.Shape(op, 0);
  RETURN_IF_ERROR(ctx.CanonicaliseWindow(op, op.GetInts("kernel_shape"), x[2], x[3], false));
  const bool ceil_mode = op.GetInt("ceil_mode", 0) != 0;
  const Dims k = op.GetInts("kernel_shape"), s = op.GetInts("strides"), d = op.GetInts("dilations"),
             p = op.GetInts("pads");
  Dims out = {x[0], x[1], 0, 0};
  for (int i = 0; i < 2; ++i) {
    const int64_t span = x[2 + i] + p[i] + p[i + 2] - ((k[i] - 1) * d[i] + 1);
    int64_t o = (ceil_mode ? (span + s[i] - 1) / s[i] : span / s[i]) + 1;
    // A window may not start inside the end padding only (ONNX Runtime's rule).
    if (ceil_mode && (o - 1) * s[i] >= x[2 + i] + p[i]) --o;
    out[2 + i] = o;
  }
  return ctx.SetOutput(op, 0, out);
}

Status InferGlobalPool(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  const Dims& x = ctx.Shape(op, 0);
  return ctx.SetOutput(op, 0, {x[0], x[1], 1, 1});
}

// Shared window walk of AveragePool and MaxPool, following ONNX Runtime's
// handling of padding and ceil_mode.
Status Pool(const Op& op, const HostTensor& in, HostTensor* out, bool is_max) {
  RETURN_IF_ERROR(CheckRank4(op, in));
  const Nchw x(in.shape), y(out->shape);
  const Dims k = op.GetInts("kernel_shape"), s = op.GetInts("strides", {1, 1}), d = op.GetInts("dilations", {1, 1}),
             p = op.GetInts("pads", {0, 0, 0, 0});
  const bool include_pad = op.GetInt("count_include_pad", 0) != 0;
  Allocate(out);
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    const float* src = in.data.data() + nc * x.h * x.w;
    for (int64_t oy = 0; oy < y.h; ++oy) {
      for (int64_t ox = 0; ox < y.w; ++ox) {
        float best = -std::numeric_limits<float>::infinity();
        double sum = 0;
        int64_t count = 0;
        for (int64_t ky = 0; ky < k[0]; ++ky) {
          const int64_t iy = oy * s[0] - p[0] + ky * d[0];
          if (iy < 0 || iy >= x.h) continue;
          for (int64_t kx = 0; kx < k[1]; ++kx) {
            const int64_t ix = ox * s[1] - p[1] + kx * d[1];
            if (ix < 0 || ix >= x.w) continue;
            const float v = src[iy * x.w + ix];
            best = std::max(best, v);
            sum += v;
            ++count;
          }
        }
        float r;
        if (is_max) {
          r = best;
        } else {
          if (include_pad) {
            // The window clipped to the padded extent (ORT's pool_size).
            const int64_t y0 = oy * s[0] - p[0], x0 = ox * s[1] - p[1];
            const int64_t y1 = std::min(y0 + k[0], x.h + p[2]), x1 = std::min(x0 + k[1], x.w + p[3]);
            count = (y1 - y0) * (x1 - x0);
          }
          r = count > 0 ? static_cast<float>(sum / static_cast<double>(count)) : 0.f;
        }
        out->data[static_cast<size_t>((nc * y.h + oy) * y.w + ox)] = r;
      }
    }
  }
  return Status::Ok();
}

Status CpuAveragePool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  return Pool(op, *in[0], out, false);
}

Status CpuMaxPool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  return Pool(op, *in[0], out, true);
}

Status CpuGlobalAveragePool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape);
  Allocate(out);
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    double sum = 0;
    for (int64_t i = 0; i < x.h * x.w; ++i) sum += in[0]->data[static_cast<size_t>(nc * x.h * x.w + i)];
    out->data[static_cast<size_t>(nc)] = static_cast<float>(sum / static_cast<double>(x.h * x.w));
  }
  return Status::Ok();
}

Status CpuGlobalMaxPool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape);
  Allocate(out);
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    float m = -INFINITY;
    for (int64_t i = 0; i < x.h * x.w; ++i) m = std::max(m, in[0]->data[static_cast<size_t>(nc * x.h * x.w + i)]);
    out->data[static_cast<size_t>(nc)] = m;
  }
  return Status::Ok();
}

}  // namespace



const OpDef kAveragePoolOp = {"AveragePool", InferPool, CpuAveragePool, nullptr};
const OpDef kMaxPoolOp = {"MaxPool", InferPool, CpuMaxPool, nullptr};
const OpDef kGlobalAveragePoolOp = {"GlobalAveragePool", InferGlobalPool, CpuGlobalAveragePool, nullptr};
const OpDef kGlobalMaxPoolOp = {"GlobalMaxPool", InferGlobalPool, CpuGlobalMaxPool, nullptr};

}  // namespace vfx::codegen
