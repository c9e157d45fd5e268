// ConvTranspose (2-D): shape rule (pads, output_padding, output_shape
// resolved), CPU reference and MAC count. GLSL: codegen/gpu/ops/conv_transpose.cc.
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

Status InferConvTranspose(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  if (!ctx.graph.IsConstant(op.Input(1))) return UnimplementedError(ctx.prefix + "the weights must be constant");
  if (!op.Input(2).empty() && !ctx.graph.IsConstant(op.Input(2))) {
    return UnimplementedError(ctx.prefix + "the bias must be constant");
  }
  const Dims& x = ctx.Shape(op, 0);
  const Dims& wt = ctx.Shape(op, 1);  // [C_in, C_out / group, kh, kw]
  if (wt.size() != 4) return UnimplementedError(ctx.prefix + "only 2-D transposed convolution is supported");
  const int64_t group = op.GetInt("group", 1);
  if (group < 1 || group > x[1] || x[1] != wt[0] || wt[0] % group != 0) {
    return InvalidArgumentError(ctx.prefix + "input channels and weight " + DimsString(wt) + " do not match");
  }
  Dims kernel = op.GetInts("kernel_shape", {wt[2], wt[3]});
  RETURN_IF_ERROR(ctx.CanonicaliseWindow(op, kernel, x[2], x[3], true));
  op.attributes["group"] = group;
  const Dims s = op.GetInts("strides"), d = op.GetInts("dilations");
  Dims p = op.GetInts("pads");
  Dims out_pad = op.GetInts("output_padding", {0, 0});
  Dims out = {x[0], wt[1] * group, 0, 0};
  const Dims output_shape = op.GetInts("output_shape");
  if (out_pad.size() != 2 || (!output_shape.empty() && output_shape.size() < 2)) {
    return InvalidArgumentError(ctx.prefix + "output_padding needs 2 values and output_shape at least 2");
  }
  for (int64_t v : out_pad) {
    if (v < 0 || v > 1 << 16) return InvalidArgumentError(ctx.prefix + "output_padding " + std::to_string(v) + " is invalid");
  }
  for (int64_t v : output_shape) {
    if (v < 0 || v > kMaxTensorElements) return InvalidArgumentError(ctx.prefix + "output_shape " + std::to_string(v) + " is invalid");
  }
  for (int k = 0; k < 2; ++k) {
    const int64_t full = s[k] * (x[2 + k] - 1) + out_pad[k] + (kernel[k] - 1) * d[k] + 1;
    if (!output_shape.empty()) {
      const int64_t want = output_shape[output_shape.size() - 2 + k];
      const int64_t total = full - want;
      if (total < 0) return UnimplementedError(ctx.prefix + "output_shape larger than the full output");
      p[k] = total / 2;  // SAME_UPPER-like split, as ONNX specifies for output_shape
      p[k + 2] = total - total / 2;
      if (op.GetString("auto_pad", "NOTSET") == "SAME_LOWER") std::swap(p[k], p[k + 2]);
    }
    out[2 + k] = full - p[k] - p[k + 2];
  }
  op.attributes["pads"] = p;
  op.attributes["output_padding"] = out_pad;
  op.attributes.erase("output_shape");
  return ctx.SetOutput(op, 0, out);
}

Status CpuConvTranspose(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape), y(out->shape);
  const HostTensor& w = *in[1];  // [C_in, C_out / group, kh, kw]
  const HostTensor* bias = in.size() > 2 ? in[2] : nullptr;
  const int64_t kh = w.shape[2], kw = w.shape[3];
  const Dims s = op.GetInts("strides", {1, 1}), d = op.GetInts("dilations", {1, 1}), p = op.GetInts("pads", {0, 0, 0, 0});
  const int64_t group = op.GetInt("group", 1);
  const int64_t cin_g = x.c / group, cout_g = y.c / group;
  std::vector<double> acc(static_cast<size_t>(Product(out->shape)), 0.0);
  for (int64_t n = 0; n < x.n; ++n) {
    for (int64_t ic = 0; ic < x.c; ++ic) {
      const int64_t g = ic / cin_g;
      for (int64_t iy = 0; iy < x.h; ++iy) {
        for (int64_t ix = 0; ix < x.w; ++ix) {
          const double v = in[0]->data[static_cast<size_t>(x.At(n, ic, iy, ix))];
          for (int64_t oc_g = 0; oc_g < cout_g; ++oc_g) {
            for (int64_t ky = 0; ky < kh; ++ky) {
              const int64_t oy = iy * s[0] - p[0] + ky * d[0];
              if (oy < 0 || oy >= y.h) continue;
              for (int64_t kx = 0; kx < kw; ++kx) {
                const int64_t ox = ix * s[1] - p[1] + kx * d[1];
                if (ox < 0 || ox >= y.w) continue;
                acc[static_cast<size_t>(y.At(n, g * cout_g + oc_g, oy, ox))] +=
                    v * w.data[static_cast<size_t>(((ic * cout_g + oc_g) * kh + ky) * kw + kx)];
              }
            }
          }
        }
      }
    }
  }
  Allocate(out);
  const int64_t plane = y.h * y.w;
  for (size_t i = 0; i < acc.size(); ++i) {
    const int64_t oc = (static_cast<int64_t>(i) / plane) % y.c;
    out->data[i] = static_cast<float>(acc[i] + (bias ? bias->data[static_cast<size_t>(oc)] : 0.f));
  }
  return Status::Ok();
}

int64_t ConvTransposeMacs(const Graph& graph, const Op& op) {
  const Tensor* in = graph.FindTensor(op.Input(0));
  const Tensor* w = graph.FindTensor(op.Input(1));  // [C, M/g, kh, kw]: each input feeds M/g*kh*kw outputs
  return in->NumElements() * (w->NumElements() / w->shape[0]);
}

}  // namespace



const OpDef kConvTransposeOp = {"ConvTranspose", InferConvTranspose, CpuConvTranspose, ConvTransposeMacs, 2};

}  // namespace vfx::codegen
