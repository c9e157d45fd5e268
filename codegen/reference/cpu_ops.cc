#include "codegen/reference/cpu_ops.h"

#include "codegen/ops/elementwise_ops.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "codegen/ir/shape_util.h"

namespace vfx::codegen {
namespace {

// Dimensions of a 4-D NCHW tensor.
struct Nchw {
  int64_t n, c, h, w;
  explicit Nchw(const Dims& s) : n(s[0]), c(s[1]), h(s[2]), w(s[3]) {}
  int64_t At(int64_t in, int64_t ic, int64_t iy, int64_t ix) const { return ((in * c + ic) * h + iy) * w + ix; }
};

Status CheckRank4(const Op& op, const HostTensor& t) {
  if (t.shape.size() != 4) return InvalidArgumentError(op.Describe() + ": expected a 4-D input");
  return Status::Ok();
}

void Allocate(HostTensor* out, float value = 0.f) { out->data.assign(static_cast<size_t>(Product(out->shape)), value); }

}  // namespace

HostTensor TransposeHost(const HostTensor& in, const std::vector<int64_t>& perm) {
  HostTensor out;
  for (int64_t p : perm) out.shape.push_back(in.shape[static_cast<size_t>(p)]);
  Allocate(&out);
  const Dims in_strides = Strides(in.shape);
  Dims pos(perm.size(), 0);
  for (size_t flat = 0; flat < out.data.size(); ++flat) {
    int64_t src = 0;
    for (size_t d = 0; d < perm.size(); ++d) src += pos[d] * in_strides[static_cast<size_t>(perm[d])];
    out.data[flat] = in.data[static_cast<size_t>(src)];
    for (size_t d = perm.size(); d-- > 0;) {
      if (++pos[d] < out.shape[d]) break;
      pos[d] = 0;
    }
  }
  return out;
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

Status CpuBinary(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const BinaryOpDef* def = FindBinaryOp(op.type);
  if (def == nullptr) return UnimplementedError(op.Describe() + ": not a binary op");
  Allocate(out);
  std::vector<std::vector<int64_t>> maps;
  for (const HostTensor* h : in) maps.push_back(BroadcastIndexMap(h->shape, out->shape));
  for (size_t i = 0; i < out->data.size(); ++i) {
    double r = in[0]->data[static_cast<size_t>(maps[0][i])];
    for (size_t k = 1; k < in.size(); ++k) r = def->eval(r, in[k]->data[static_cast<size_t>(maps[k][i])]);
    out->data[i] = static_cast<float>(r);
  }
  return Status::Ok();
}

float ApplyActivation(const Op& op, float x) {
  const UnaryOpDef* def = FindUnaryOp(op.type);
  return def == nullptr ? x : static_cast<float>(def->eval(op, x));
}

Status CpuUnary(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  if (FindUnaryOp(op.type) == nullptr) return UnimplementedError(op.Describe() + ": not a unary op");
  Allocate(out);
  for (size_t i = 0; i < out->data.size(); ++i) out->data[i] = ApplyActivation(op, in[0]->data[i]);
  return Status::Ok();
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

Status CpuChannelGather(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape);
  const std::vector<int64_t> channels = op.GetInts("channels");
  Allocate(out);
  const int64_t plane = x.h * x.w;
  for (size_t c = 0; c < channels.size(); ++c) {
    if (channels[c] < 0 || channels[c] >= x.c) return InvalidArgumentError(op.Describe() + ": channel out of range");
    std::copy_n(in[0]->data.begin() + channels[c] * plane, plane, out->data.begin() + static_cast<int64_t>(c) * plane);
  }
  return Status::Ok();
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

namespace {

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

// Source coordinate of output index `o` along one axis (ONNX Resize).
double SourceCoordinate(const std::string& mode, int64_t o, int64_t in_len, int64_t out_len, double scale) {
  const double x = static_cast<double>(o);
  if (mode == "asymmetric") return x / scale;
  if (mode == "align_corners") return out_len == 1 ? 0.0 : x * static_cast<double>(in_len - 1) / static_cast<double>(out_len - 1);
  if (mode == "pytorch_half_pixel") return out_len > 1 ? (x + 0.5) / scale - 0.5 : 0.0;
  if (mode == "tf_half_pixel_for_nn") return (x + 0.5) / scale;
  return (x + 0.5) / scale - 0.5;  // half_pixel
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

}  // namespace

Status CpuAveragePool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  return Pool(op, *in[0], out, false);
}

Status CpuMaxPool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  return Pool(op, *in[0], out, true);
}

Status CpuResize(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape), y(out->shape);
  const std::string mode = op.GetString("mode", "nearest");
  const std::string ct = op.GetString("coordinate_transformation_mode", "half_pixel");
  const std::string nm = op.GetString("nearest_mode", "round_prefer_floor");
  const std::vector<float> scales = op.GetFloats("scales");
  const double sy = scales.size() == 4 ? scales[2] : static_cast<double>(y.h) / static_cast<double>(x.h);
  const double sx = scales.size() == 4 ? scales[3] : static_cast<double>(y.w) / static_cast<double>(x.w);
  // Per axis: two source indices and the weight of the second.
  struct Tap {
    int64_t i0, i1;
    float t;
  };
  auto taps = [&](int64_t in_len, int64_t out_len, double scale) {
    std::vector<Tap> result;
    for (int64_t o = 0; o < out_len; ++o) {
      const double c = SourceCoordinate(ct, o, in_len, out_len, scale);
      if (mode == "nearest") {
        const int64_t i = NearestIndex(nm, c, in_len);
        result.push_back({i, i, 0.f});
      } else {
        const double cc = std::clamp(c, 0.0, static_cast<double>(in_len - 1));
        const int64_t i0 = static_cast<int64_t>(std::floor(cc));
        const int64_t i1 = std::min(i0 + 1, in_len - 1);
        result.push_back({i0, i1, static_cast<float>(cc - static_cast<double>(i0))});
      }
    }
    return result;
  };
  const std::vector<Tap> ty = taps(x.h, y.h, sy), tx = taps(x.w, y.w, sx);
  Allocate(out);
  for (int64_t nc = 0; nc < x.n * x.c; ++nc) {
    const float* src = in[0]->data.data() + nc * x.h * x.w;
    float* dst = out->data.data() + nc * y.h * y.w;
    for (int64_t oy = 0; oy < y.h; ++oy) {
      const Tap& a = ty[static_cast<size_t>(oy)];
      for (int64_t ox = 0; ox < y.w; ++ox) {
        const Tap& b = tx[static_cast<size_t>(ox)];
        const float top = src[a.i0 * x.w + b.i0] * (1 - b.t) + src[a.i0 * x.w + b.i1] * b.t;
        const float bottom = src[a.i1 * x.w + b.i0] * (1 - b.t) + src[a.i1 * x.w + b.i1] * b.t;
        dst[oy * y.w + ox] = top * (1 - a.t) + bottom * a.t;
      }
    }
  }
  return Status::Ok();
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

Status CpuTranspose(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  out->data = TransposeHost(*in[0], op.GetInts("perm")).data;
  return Status::Ok();
}

Status CpuPad(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape), y(out->shape);
  const Dims p = op.GetInts("pads");
  const std::string mode = op.GetString("mode", "constant");
  Allocate(out, op.GetFloat("value", 0.f));
  auto source = [&](int64_t o, int64_t pad, int64_t len) -> int64_t {
    int64_t i = o - pad;
    if (i >= 0 && i < len) return i;
    if (mode == "edge") return std::clamp<int64_t>(i, 0, len - 1);
    if (mode == "reflect" && len > 1) {
      while (i < 0 || i >= len) i = i < 0 ? -i : 2 * (len - 1) - i;
      return i;
    }
    return -1;
  };
  for (int64_t n = 0; n < y.n; ++n) {
    for (int64_t c = 0; c < y.c; ++c) {
      const int64_t sn = source(n, p[0], x.n), sc = source(c, p[1], x.c);
      for (int64_t oy = 0; oy < y.h; ++oy) {
        const int64_t sy = source(oy, p[2], x.h);
        for (int64_t ox = 0; ox < y.w; ++ox) {
          const int64_t sx = source(ox, p[3], x.w);
          if (sn < 0 || sc < 0 || sy < 0 || sx < 0) continue;
          out->data[static_cast<size_t>(y.At(n, c, oy, ox))] = in[0]->data[static_cast<size_t>(x.At(sn, sc, sy, sx))];
        }
      }
    }
  }
  return Status::Ok();
}

Status CpuCopy(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  out->data = in[0]->data;
  return Status::Ok();
}

const std::map<std::string, CpuOpFn>& CpuOpRegistry() {
  static const std::map<std::string, CpuOpFn> kRegistry = [] {
    std::map<std::string, CpuOpFn> registry = {
      {"Conv", CpuConv},
      {"ConvTranspose", CpuConvTranspose},
      {"BatchNormalization", CpuBatchNormalization},
      {"VfxChannelGather", CpuChannelGather},
      {"MatMul", CpuMatMul},
      {"Gemm", CpuGemm},
      {"ReduceMean", CpuReduce},
      {"ReduceMax", CpuReduce},
      {"GlobalMaxPool", CpuGlobalMaxPool},
      {"Slice", CpuSlice},
      {"Expand", CpuExpand},
      {"Softmax", CpuSoftmax},
      {"GlobalAveragePool", CpuGlobalAveragePool},
      {"AveragePool", CpuAveragePool},
      {"MaxPool", CpuMaxPool},
      {"Resize", CpuResize},
      {"Concat", CpuConcat},
      {"Transpose", CpuTranspose},
      {"Pad", CpuPad},
      {"Identity", CpuCopy},
      {"Dropout", CpuCopy},
      {"Cast", CpuCopy},
      {"Reshape", CpuCopy},
      {"Flatten", CpuCopy},
      {"Squeeze", CpuCopy},
      {"Unsqueeze", CpuCopy},
    };
    // Every elementwise op (codegen/ops/elementwise_ops.h).
    for (const std::string& type : ElementwiseOpTypes()) registry[type] = FindUnaryOp(type) ? CpuUnary : CpuBinary;
    return registry;
  }();
  return kRegistry;
}

}  // namespace vfx::codegen
