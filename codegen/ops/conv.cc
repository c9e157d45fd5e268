// Conv (2-D, any group the passes leave: dense or depthwise on the GPU):
// shape rule, CPU reference and MAC count. GLSL: codegen/gpu/ops/conv.cc.
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

Status InferConv(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  if (!ctx.graph.IsConstant(op.Input(1))) return UnimplementedError(ctx.prefix + "the weights must be constant");
  if (!op.Input(2).empty() && !ctx.graph.IsConstant(op.Input(2))) {
    return UnimplementedError(ctx.prefix + "the bias must be constant");
  }
  const Dims& x = ctx.Shape(op, 0);
  const Dims& wt = ctx.Shape(op, 1);
  if (wt.size() != 4) return UnimplementedError(ctx.prefix + "only 2-D convolution is supported");
  const int64_t group = op.GetInt("group", 1);
  if (group < 1 || group > x[1] || x[1] != wt[1] * group || wt[0] % group != 0) {
    return InvalidArgumentError(ctx.prefix + "input channels " + std::to_string(x[1]) + ", weight " + DimsString(wt) +
                                " and group " + std::to_string(group) + " do not match");
  }
  if (!op.Input(2).empty() && Product(ctx.Shape(op, 2)) != wt[0]) {
    return InvalidArgumentError(ctx.prefix + "bias size does not match the output channels");
  }
  Dims kernel = op.GetInts("kernel_shape", {wt[2], wt[3]});
  if (kernel != Dims{wt[2], wt[3]}) return InvalidArgumentError(ctx.prefix + "kernel_shape does not match the weights");
  RETURN_IF_ERROR(ctx.CanonicaliseWindow(op, kernel, x[2], x[3], false));
  op.attributes["group"] = group;
  const Dims s = op.GetInts("strides"), d = op.GetInts("dilations"), p = op.GetInts("pads");
  Dims out = {x[0], wt[0], 0, 0};
  for (int k = 0; k < 2; ++k) {
    out[2 + k] = (x[2 + k] + p[k] + p[k + 2] - ((kernel[k] - 1) * d[k] + 1)) / s[k] + 1;
  }
  return ctx.SetOutput(op, 0, out);
}

Status CpuConv(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape), y(out->shape);
  const HostTensor& w = *in[1];
  const HostTensor* bias = in.size() > 2 ? in[2] : nullptr;
  const int64_t kh = w.shape[2], kw = w.shape[3];
  const Dims s = op.GetInts("strides", {1, 1}), d = op.GetInts("dilations", {1, 1}), p = op.GetInts("pads", {0, 0, 0, 0});
  const int64_t group = op.GetInt("group", 1);
  const int64_t cin_g = x.c / group, cout_g = y.c / group;
  Allocate(out);
  for (int64_t n = 0; n < y.n; ++n) {
    for (int64_t oc = 0; oc < y.c; ++oc) {
      const int64_t g = oc / cout_g;
      const float b = bias ? bias->data[static_cast<size_t>(oc)] : 0.f;
      for (int64_t oy = 0; oy < y.h; ++oy) {
        for (int64_t ox = 0; ox < y.w; ++ox) {
          double acc = b;
          for (int64_t ic = 0; ic < cin_g; ++ic) {
            for (int64_t ky = 0; ky < kh; ++ky) {
              const int64_t iy = oy * s[0] - p[0] + ky * d[0];
              if (iy < 0 || iy >= x.h) continue;
              for (int64_t kx = 0; kx < kw; ++kx) {
                const int64_t ix = ox * s[1] - p[1] + kx * d[1];
                if (ix < 0 || ix >= x.w) continue;
                acc += static_cast<double>(in[0]->data[static_cast<size_t>(x.At(n, g * cin_g + ic, iy, ix))]) *
                       w.data[static_cast<size_t>(((oc * cin_g + ic) * kh + ky) * kw + kx)];
              }
            }
          }
          out->data[static_cast<size_t>(y.At(n, oc, oy, ox))] = static_cast<float>(acc);
        }
      }
    }
  }
  return Status::Ok();
}

int64_t ConvMacs(const Graph& graph, const Op& op) {
  const Tensor* out = graph.FindTensor(op.outputs[0]);
  const Tensor* w = graph.FindTensor(op.Input(1));  // [M, C/g, kh, kw]
  return out->NumElements() * (w->NumElements() / w->shape[0]);
}

}  // namespace



const OpDef kConvOp = {"Conv", InferConv, CpuConv, ConvMacs, 2};

}  // namespace vfx::codegen
