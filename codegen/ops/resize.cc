// Resize (Upsample and opset-10 Resize arrive rewritten by the importer):
// shape rule, CPU reference. GLSL: codegen/gpu/ops/resize.cc.
#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/op_util.h"
#include "codegen/ops/resize_filters.h"

namespace vfx::codegen {
namespace {

Status InferResize(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  const Dims x = ctx.Shape(op, 0);
  const std::string mode = op.GetString("mode", "nearest");
  if (mode != "nearest" && mode != "linear" && mode != "bilinear" && mode != "cubic" && mode != "bicubic") {
    return UnimplementedError(ctx.prefix + "mode '" + mode + "' is not supported (nearest, linear, cubic)");
  }
  op.attributes["mode"] = std::string(mode == "bilinear" ? "linear" : mode == "bicubic" ? "cubic" : mode);
  const std::string ct = op.GetString("coordinate_transformation_mode", "half_pixel");
  static const std::set<std::string> kModes = {"half_pixel",         "asymmetric",           "align_corners",
                                               "pytorch_half_pixel", "tf_half_pixel_for_nn", "tf_crop_and_resize"};
  if (!kModes.count(ct))
    return UnimplementedError(ctx.prefix + "coordinate_transformation_mode '" + ct + "' is not supported");
  op.attributes["coordinate_transformation_mode"] = ct;
  const std::string nm = op.GetString("nearest_mode", "round_prefer_floor");
  static const std::set<std::string> kNearest = {"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"};
  if (!kNearest.count(nm)) return UnimplementedError(ctx.prefix + "nearest_mode '" + nm + "' is not supported");
  op.attributes["nearest_mode"] = nm;
  if (op.GetInt("antialias", 0) != 0 && op.GetString("mode", "nearest") == "nearest") {
    return InvalidArgumentError(ctx.prefix + "antialias applies to the linear and cubic modes only");
  }
  // tf_crop_and_resize samples the region of interest [starts, ends) (fractions of each axis) and
  // gives extrapolation_value where that runs past the input.
  std::vector<double> roi;
  const bool crop = ct == "tf_crop_and_resize";
  if (crop) {
    if (op.GetInt("antialias", 0) != 0) {
      return UnimplementedError(ctx.prefix + "antialias with tf_crop_and_resize is not supported");
    }
    ASSIGN_OR_RETURN(roi, ctx.ConstantInput(op, 1, "the roi"));
    if (roi.size() != 2 * x.size()) {
      return InvalidArgumentError(ctx.prefix + "tf_crop_and_resize needs an roi of " + std::to_string(2 * x.size()) +
                                  " values (starts, then ends), got " + std::to_string(roi.size()));
    }
  }
  ASSIGN_OR_RETURN(std::vector<double> scales, ctx.ConstantInput(op, 2, "the scales"));
  ASSIGN_OR_RETURN(std::vector<int64_t> sizes, ConstantInts(ctx.graph, op, 3, "the sizes", ctx.prefix));
  Dims out = x;
  std::vector<float> scale_attr;
  if (!sizes.empty()) {
    if (sizes.size() != 4) return InvalidArgumentError(ctx.prefix + "sizes must have 4 values");
    for (int i = 0; i < 4; ++i) out[i] = sizes[i];
  } else if (!scales.empty()) {
    if (scales.size() != 4) return InvalidArgumentError(ctx.prefix + "scales must have 4 values");
    for (int i = 0; i < 4; ++i) {
      if (!(scales[i] > 0 && scales[i] <= 4096)) {
        return InvalidArgumentError(ctx.prefix + "scale " + std::to_string(scales[i]) + " is not in (0, 4096]");
      }
      const double extent = crop ? roi[static_cast<size_t>(i) + 4] - roi[static_cast<size_t>(i)] : 1.0;
      out[i] = static_cast<int64_t>(std::floor(static_cast<double>(x[i]) * extent * static_cast<float>(scales[i])));
      scale_attr.push_back(static_cast<float>(scales[i]));
    }
  } else {
    return InvalidArgumentError(ctx.prefix + "neither scales nor sizes is given");
  }
  // An NHWC graph resizes axes 1 and 2 (passes/sink_transposes.h maps them back to H and W);
  // the kernels check that they end up resizing H and W only.
  if (out[0] != x[0]) return UnimplementedError(ctx.prefix + "resizing the batch dimension is not supported");
  if (crop) op.attributes["roi"] = std::vector<float>(roi.begin(), roi.end());
  op.inputs = {op.Input(0)};
  op.attributes.erase("scales");
  if (!scale_attr.empty()) op.attributes["scales"] = scale_attr;
  return ctx.SetOutput(op, 0, out);
}

// Source coordinate of output index `o` along one axis (ONNX Resize); `start`
// and `end` are the axis' region of interest (tf_crop_and_resize only).
double SourceCoordinate(const std::string& mode, int64_t o, int64_t in_len, int64_t out_len, double scale,
                        double start = 0, double end = 1) {
  const double x = static_cast<double>(o);
  if (mode == "tf_crop_and_resize") {
    // As ONNX Runtime reads it: an axis of scale 1 as it is, the rest in float arithmetic.
    if (scale == 1) return x;
    const float span = static_cast<float>(in_len - 1), s = static_cast<float>(start), e = static_cast<float>(end);
    return out_len > 1 ? s * span + static_cast<float>(o) * (e - s) * span / static_cast<float>(out_len - 1)
                       : 0.5f * (s + e) * span;
  }
  if (mode == "asymmetric") return x / scale;
  if (mode == "align_corners")
    return out_len == 1 ? 0.0 : x * static_cast<double>(in_len - 1) / static_cast<double>(out_len - 1);
  if (mode == "pytorch_half_pixel") return out_len > 1 ? (x + 0.5) / scale - 0.5 : 0.0;
  if (mode == "tf_half_pixel_for_nn") return (x + 0.5) / scale;
  return (x + 0.5) / scale - 0.5;  // half_pixel
}

// A source coordinate past the input (tf_crop_and_resize only; resize_filters.h's kTfCropEdge).
bool Outside(const std::string& mode, double c, int64_t in_len) {
  return mode == "tf_crop_and_resize" && (c < -kTfCropEdge || c > static_cast<double>(in_len - 1) + kTfCropEdge);
}

// The weights of taps floor(x) - 1 .. floor(x) + 2 for fraction t (Keys'
// cubic convolution with coefficient a, as ONNX Resize's cubic mode).
std::array<double, 4> CubicWeights(double t, double a) {
  return {KeysCubic(a, 1 + t), KeysCubic(a, t), KeysCubic(a, 1 - t), KeysCubic(a, 2 - t)};
}

int64_t NearestIndex(const std::string& mode, double x, int64_t in_len) {
  double r;
  if (mode == "floor") {
    r = std::floor(x);
  } else if (mode == "ceil") {
    r = std::ceil(x);
  } else if (x - std::floor(x) == 0.5) {
    r = mode == "round_prefer_ceil" ? std::ceil(x) : std::floor(x);
  } else {
    r = std::round(x);
  }
  return std::clamp<int64_t>(static_cast<int64_t>(r), 0, in_len - 1);
}

// Cubic: 4x4 taps, edge samples repeated beyond the border (or, with
// exclude_outside, left out and the other weights renormalised).
Status CpuCubicResize(const Op& op, const HostTensor& in, HostTensor* out, double sy, double sx) {
  const Nchw x(in.shape), y(out->shape);
  const std::string ct = op.GetString("coordinate_transformation_mode", "half_pixel");
  const double a = op.GetFloat("cubic_coeff_a", -0.75f);
  const bool exclude = op.GetInt("exclude_outside", 0) != 0;
  struct Taps {
    int64_t index[4];
    double weight[4];
    bool outside;  // past the input (tf_crop_and_resize): extrapolation_value
  };
  auto taps = [&](int axis, int64_t in_len, int64_t out_len, double scale) {
    std::vector<Taps> result;
    const double start = RoiStart(op, axis), end = RoiEnd(op, axis);
    for (int64_t o = 0; o < out_len; ++o) {
      const double c = SourceCoordinate(ct, o, in_len, out_len, scale, start, end);
      const double f = std::floor(c);
      const std::array<double, 4> w = CubicWeights(c - f, a);
      Taps t{};
      t.outside = Outside(ct, c, in_len);
      double sum = 0;
      for (int k = 0; k < 4; ++k) {
        const int64_t i = static_cast<int64_t>(f) - 1 + k;
        t.index[k] = std::clamp<int64_t>(i, 0, in_len - 1);
        t.weight[k] = exclude && (i < 0 || i >= in_len) ? 0.0 : w[static_cast<size_t>(k)];
        sum += t.weight[k];
      }
      if (exclude && sum != 0) {
        for (double& v : t.weight) v /= sum;
      }
      result.push_back(t);
    }
    return result;
  };
  const std::vector<Taps> ty = taps(2, x.h, y.h, sy), tx = taps(3, x.w, y.w, sx);
  const float extrapolated = op.GetFloat("extrapolation_value", 0.f);
  Allocate(out);
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    const float* src = in.data.data() + nc * x.h * x.w;
    float* dst = out->data.data() + nc * y.h * y.w;
    for (int64_t oy = 0; oy < y.h; ++oy) {
      for (int64_t ox = 0; ox < y.w; ++ox) {
        if (ty[static_cast<size_t>(oy)].outside || tx[static_cast<size_t>(ox)].outside) {
          dst[oy * y.w + ox] = extrapolated;
          continue;
        }
        double v = 0;
        for (int j = 0; j < 4; ++j) {
          for (int i = 0; i < 4; ++i) {
            v += ty[static_cast<size_t>(oy)].weight[j] * tx[static_cast<size_t>(ox)].weight[i] *
                 src[ty[static_cast<size_t>(oy)].index[j] * x.w + tx[static_cast<size_t>(ox)].index[i]];
          }
        }
        dst[oy * y.w + ox] = static_cast<float>(v);
      }
    }
  }
  return Status::Ok();
}

// Antialiased linear or cubic (opset 18's antialias = 1), as ONNX Runtime
// computes it: when an axis shrinks by s = in / out > 1, the filter (a triangle
// of support 2, or the cubic of support 4) is stretched s times and every input
// within its reach contributes; growing, it is the plain filter. Each output
// index takes taps floor(c - support + 1) .. floor(c + support + 1) - 1 around
// its source coordinate c, weighted filter((j - c) · min(1, 1/s)); taps outside
// the input are dropped (exclude_outside) or read at the nearest edge, and the
// weights are divided by their sum. An axis that keeps its length is copied.
struct AntialiasTap {
  int64_t index;
  double weight;
};

std::vector<std::vector<AntialiasTap>> AntialiasTaps(const Op& op, int64_t in_len, int64_t out_len, double scale) {
  const std::string ct = op.GetString("coordinate_transformation_mode", "half_pixel");
  const bool cubic = op.GetString("mode", "nearest") == "cubic";
  const double a = op.GetFloat("cubic_coeff_a", -0.75f);
  const bool exclude = op.GetInt("exclude_outside", 0) != 0;
  std::vector<std::vector<AntialiasTap>> result(static_cast<size_t>(out_len));
  if (in_len == out_len) {
    for (int64_t o = 0; o < out_len; ++o) result[static_cast<size_t>(o)] = {{o, 1.0}};
    return result;
  }
  const AntialiasFilter f = AntialiasFilterOf(cubic, scale);
  for (int64_t o = 0; o < out_len; ++o) {
    const double c = SourceCoordinate(ct, o, in_len, out_len, scale);
    const int64_t first = static_cast<int64_t>(std::floor(c - f.support + 1));
    const int64_t end = static_cast<int64_t>(std::floor(c + f.support + 1));
    std::vector<AntialiasTap>& taps = result[static_cast<size_t>(o)];
    double sum = 0;
    for (int64_t j = first; j < end; ++j) {
      if (exclude && (j < 0 || j >= in_len)) continue;
      const double w = AntialiasWeight(cubic, a, (static_cast<double>(j) - c) * f.step);
      taps.push_back({std::clamp<int64_t>(j, 0, in_len - 1), w});
      sum += w;
    }
    if (sum == 0) sum = 1;
    for (AntialiasTap& t : taps) t.weight /= sum;
  }
  return result;
}

Status CpuAntialiasResize(const Op& op, const HostTensor& in, HostTensor* out, double sy, double sx) {
  const Nchw x(in.shape), y(out->shape);
  const auto ty = AntialiasTaps(op, x.h, y.h, sy), tx = AntialiasTaps(op, x.w, y.w, sx);
  Allocate(out);
  std::vector<double> rows(static_cast<size_t>(x.h * y.w));  // resized along W first, as ONNX Runtime does
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    const float* src = in.data.data() + nc * x.h * x.w;
    for (int64_t iy = 0; iy < x.h; ++iy) {
      for (int64_t ox = 0; ox < y.w; ++ox) {
        double v = 0;
        for (const AntialiasTap& t : tx[static_cast<size_t>(ox)]) v += t.weight * src[iy * x.w + t.index];
        rows[static_cast<size_t>(iy * y.w + ox)] = v;
      }
    }
    float* dst = out->data.data() + nc * y.h * y.w;
    for (int64_t oy = 0; oy < y.h; ++oy) {
      for (int64_t ox = 0; ox < y.w; ++ox) {
        double v = 0;
        for (const AntialiasTap& t : ty[static_cast<size_t>(oy)])
          v += t.weight * rows[static_cast<size_t>(t.index * y.w + ox)];
        dst[oy * y.w + ox] = static_cast<float>(v);
      }
    }
  }
  return Status::Ok();
}

Status CpuResize(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  if (in[0]->shape.size() != 4 || out->shape[1] != in[0]->shape[1] || out->shape[0] != in[0]->shape[0]) {
    return UnimplementedError(op.Describe() + ": the CPU reference resizes H and W of an NCHW tensor only");
  }
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  if (!RoiCropsOnlyHw(op)) return UnimplementedError(op.Describe() + ": tf_crop_and_resize crops only H and W here");
  const Nchw x(in[0]->shape), y(out->shape);
  const std::string mode = op.GetString("mode", "nearest");
  const std::string ct = op.GetString("coordinate_transformation_mode", "half_pixel");
  const std::string nm = op.GetString("nearest_mode", "round_prefer_floor");
  const std::vector<float> scales = op.GetFloats("scales");
  const double sy = scales.size() == 4 ? scales[2] : static_cast<double>(y.h) / static_cast<double>(x.h);
  const double sx = scales.size() == 4 ? scales[3] : static_cast<double>(y.w) / static_cast<double>(x.w);
  if (op.GetInt("antialias", 0) != 0) return CpuAntialiasResize(op, *in[0], out, sy, sx);
  if (mode == "cubic") return CpuCubicResize(op, *in[0], out, sy, sx);
  // Per axis: two source indices and the weight of the second.
  struct Tap {
    int64_t i0, i1;
    float t;
    bool outside;  // past the input (tf_crop_and_resize): extrapolation_value
  };
  auto taps = [&](int axis, int64_t in_len, int64_t out_len, double scale) {
    std::vector<Tap> result;
    const double start = RoiStart(op, axis), end = RoiEnd(op, axis);
    for (int64_t o = 0; o < out_len; ++o) {
      const double c = SourceCoordinate(ct, o, in_len, out_len, scale, start, end);
      const bool outside = Outside(ct, c, in_len);
      if (mode == "nearest") {
        const int64_t i = NearestIndex(nm, c, in_len);
        result.push_back({i, i, 0.f, outside});
      } else {
        const double cc = std::clamp(c, 0.0, static_cast<double>(in_len - 1));
        const int64_t i0 = static_cast<int64_t>(std::floor(cc));
        const int64_t i1 = std::min(i0 + 1, in_len - 1);
        result.push_back({i0, i1, static_cast<float>(cc - static_cast<double>(i0)), outside});
      }
    }
    return result;
  };
  const std::vector<Tap> ty = taps(2, x.h, y.h, sy), tx = taps(3, x.w, y.w, sx);
  const float extrapolated = op.GetFloat("extrapolation_value", 0.f);
  Allocate(out);
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    const float* src = in[0]->data.data() + nc * x.h * x.w;
    float* dst = out->data.data() + nc * y.h * y.w;
    for (int64_t oy = 0; oy < y.h; ++oy) {
      const Tap& a = ty[static_cast<size_t>(oy)];
      for (int64_t ox = 0; ox < y.w; ++ox) {
        const Tap& b = tx[static_cast<size_t>(ox)];
        if (a.outside || b.outside) {
          dst[oy * y.w + ox] = extrapolated;
          continue;
        }
        const float top = src[a.i0 * x.w + b.i0] * (1 - b.t) + src[a.i0 * x.w + b.i1] * b.t;
        const float bottom = src[a.i1 * x.w + b.i0] * (1 - b.t) + src[a.i1 * x.w + b.i1] * b.t;
        dst[oy * y.w + ox] = top * (1 - a.t) + bottom * a.t;
      }
    }
  }
  return Status::Ok();
}

}  // namespace

const OpDef kResizeOp = {"Resize", InferResize, CpuResize, nullptr};

}  // namespace vfx::codegen
