// Conv: dense (group 1, weights as mat4 per input/output slice pair) and
// depthwise (group == channels, one vec4 per tap). Other groupings are an error.
//
// Dense weight texture: width KH*KW*IS*4, height OS; texel
// ((ky*KW + kx)*IS + si)*4 + j of row so is column j of the 4×4 block mapping
// input slice si to output slice so.  Depthwise: width KH*KW, height OS. With a
// bias, one more column holds it (texel (width - 1, so) = the bias of slice so).
//
// An optional attribute "vfx_pad_value" (one float per input channel) gives
// the value read outside the image instead of 0: the lowering sets it when it
// folds the input normalisation into this conv.
//
// 4-target MRT (kernel.output_packing()):
//   kChannelSlices4  dense convs: each input texel read feeds 4 output slices
//                    (weight rows padded to a multiple of 4 slices).
//   kPixelBlocks2x2  any conv: the input window of a 2x2 output block is read
//                    once per input slice (16 texels instead of 36 for 3x3/1)
//                    and each weight texel once for the 4 pixels.
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {
namespace {

std::string I(int v) { return std::to_string(v); }

// Opens the ky/kx loops over the kernel taps with `ix`, `iy` and `inside` set;
// out-of-image taps are skipped unless a pad value replaces them.
std::string TapLoops(int kh, int kw, const Window& win, const tensor::Shape& in, const std::string& pad_array) {
  std::string b;
  b += "    for (int ky = 0; ky < " + I(kh) + "; ++ky) {\n";
  b += "      int iy = y * " + I(win.stride_h) + " - " + I(win.pad_top) + " + ky * " + I(win.dilation_h) + ";\n";
  b += "      bool row_in = iy >= 0 && iy < " + I(in.height) + ";\n";
  if (pad_array.empty()) b += "      if (!row_in) continue;\n";
  b += "      for (int kx = 0; kx < " + I(kw) + "; ++kx) {\n";
  b += "        int ix = x * " + I(win.stride_w) + " - " + I(win.pad_left) + " + kx * " + I(win.dilation_w) + ";\n";
  b += "        bool inside = row_in && ix >= 0 && ix < " + I(in.width) + ";\n";
  if (pad_array.empty()) b += "        if (!inside) continue;\n";
  return b;
}

// `read(ix, iy, slice)`, or the pad value outside the image when there is one.
std::string Value(const std::string& read, const std::string& slice, const std::string& pad_array) {
  std::string fetch = read + "(ix, iy, " + slice + ")";
  return pad_array.empty() ? fetch : "(inside ? " + fetch + " : " + pad_array + "[" + slice + "])";
}

// The initial accumulator of output slice `row` (GLSL): its bias, or zeros.
using BiasAt = std::function<std::string(const std::string& row)>;

// Dense conv, 4 output slices 4g..4g+3 of pixel (x, y) per fragment.
std::string ChannelSlicesBody(const std::string& header, int kh, int kw, int is, const tensor::Shape& in,
                              const Window& win, const std::string& read, const std::string& sampler,
                              const BiasAt& init, const std::string& pad_array, const KernelBuilder& kernel) {
  std::string b = header;
  for (int k = 0; k < 4; ++k) b += "    vec4 acc" + I(k) + " = " + init("4 * g + " + I(k)) + ";\n";
  b += TapLoops(kh, kw, win, in, pad_array);
  b += "        int base = (ky * " + I(kw) + " + kx) * " + I(is * 4) + ";\n";
  b += "        for (int si = 0; si < " + I(is) + "; ++si) {\n";
  b += "          vec4 v = " + Value(read, "si", pad_array) + ";\n";
  b += "          int wx = base + si * 4;\n";
  for (int k = 0; k < 4; ++k) {
    b += "          acc" + I(k) + " += " + kernel.WeightMat4(sampler, "wx", "4 * g + " + I(k), is == 1 ? in.channels : 4) + " * v;\n";
  }
  b += "        }\n      }\n    }\n";
  for (int k = 0; k < 4; ++k) b += "    r4[" + I(k) + "] = acc" + I(k) + ";\n";
  return b + "  }\n";
}

int FloorDiv2(int v) { return v >= 0 ? v / 2 : -((1 - v) / 2); }

// The input rows (or columns) a 2x2 output block reads, as offsets from the
// block's first output pixel times the stride: every d * stride - pad + k * dilation.
std::vector<int> WindowOffsets(int stride, int pad, int kernel, int dilation) {
  std::vector<int> offsets;
  for (int d = 0; d < 2; ++d) {
    for (int k = 0; k < kernel; ++k) offsets.push_back(d * stride - pad + k * dilation);
  }
  std::sort(offsets.begin(), offsets.end());
  offsets.erase(std::unique(offsets.begin(), offsets.end()), offsets.end());
  return offsets;
}

int IndexOf(const std::vector<int>& values, int v) {
  return static_cast<int>(std::find(values.begin(), values.end(), v) - values.begin());
}

// Any conv, output pixels (2bx + k%2, 2by + k/2) of slice s per fragment,
// unrolled: the input window the 4 pixels share is loaded once per input
// slice and each weight texel once for the 4. A pixel-block input is read
// from the one texture its (static) parity selects, without branches.
// Software renderers (SwiftShader) run this 2-4x faster than loops over taps
// with indexed arrays (benchmarks/RESULTS.md).
StatusOr<std::string> PixelBlocksBody(const std::string& header, bool depthwise, int kh, int kw, int is,
                                      const tensor::Shape& in, const tensor::Shape& out, const Window& win,
                                      const std::string& input, const std::string& read,
                                      const std::string& sampler, const BiasAt& init,
                                      const std::string& pad_array, KernelBuilder& kernel) {
  const std::vector<int> rows = WindowOffsets(win.stride_h, win.pad_top, kh, win.dilation_h);
  const std::vector<int> cols = WindowOffsets(win.stride_w, win.pad_left, kw, win.dilation_w);
  const int blocks_x = (out.width + 1) / 2, blocks_y = (out.height + 1) / 2;
  std::string b = header;
  for (int k = 0; k < 4; ++k) b += "    vec4 acc" + I(k) + " = " + init("s") + ";\n";
  b += "    int x0 = bx * " + I(2 * win.stride_w) + ";\n    int y0 = by * " + I(2 * win.stride_h) + ";\n";
  // Bounds only where some block's window leaves the image.
  auto bound = [&](const char* axis, int offset, int stride, int blocks, int size) -> std::string {
    const bool low = offset < 0, high = 2 * stride * (blocks - 1) + offset >= size;
    const std::string v = std::string(axis) + "0 + " + I(offset);
    if (low && high) return "(" + v + " >= 0 && " + v + " < " + I(size) + ")";
    if (low) return "(" + v + " >= 0)";
    if (high) return "(" + v + " < " + I(size) + ")";
    return "";
  };
  std::vector<std::string> row_in, col_in;
  for (size_t j = 0; j < rows.size(); ++j) {
    std::string c = bound("y", rows[j], win.stride_h, blocks_y, in.height);
    if (!c.empty()) b += "    bool row" + I(j) + " = " + c + ";\n";
    row_in.push_back(c.empty() ? "" : "row" + I(j));
  }
  for (size_t i = 0; i < cols.size(); ++i) {
    std::string c = bound("x", cols[i], win.stride_w, blocks_x, in.width);
    if (!c.empty()) b += "    bool col" + I(i) + " = " + c + ";\n";
    col_in.push_back(c.empty() ? "" : "col" + I(i));
  }
  const std::string slice = depthwise ? "s" : "si";
  const KernelBuilder::Upsample2x* upsample = kernel.FindUpsample2x(input);
  // Only an unpadded 1x1 conv (output = the upsampled plane): no block reads outside it.
  const bool upconv = upsample != nullptr && rows == std::vector<int>{0, 1} && cols == std::vector<int>{0, 1} &&
                      win.stride_w == 1 && win.stride_h == 1 && out.width == in.width && out.height == in.height;
  std::string read_source;
  if (upconv) {
    ASSIGN_OR_RETURN(read_source, kernel.Reader(upsample->source));
    b += "    ivec3 sx = clamp(ivec3(bx - 1, bx, bx + 1), 0, " + I(upsample->width - 1) + ");\n";
    b += "    ivec3 sy = clamp(ivec3(by - 1, by, by + 1), 0, " + I(upsample->height - 1) + ");\n";
  }
  std::string indent = "    ";
  if (!depthwise) {
    b += "    for (int si = 0; si < " + I(is) + "; ++si) {\n";
    indent = "      ";
  }
  if (upconv) {
    // A 1x1 conv on a 2x bilinear upsample (half-pixel centres): output pixel
    // 2b is 3/4 of source b and 1/4 of b-1, 2b+1 is 3/4 of b and 1/4 of b+1,
    // with the source clamped at its border. 9 source texels per block.
    for (int j = 0; j < 3; ++j) {
      const std::string row = "sy[" + I(j) + "]";
      b += indent + "vec4 h" + I(j) + "_0 = mix(" + read_source + "(sx[0], " + row + ", " + slice + "), " + read_source +
           "(sx[1], " + row + ", " + slice + "), 0.75);\n";
      b += indent + "vec4 h" + I(j) + "_1 = mix(" + read_source + "(sx[1], " + row + ", " + slice + "), " + read_source +
           "(sx[2], " + row + ", " + slice + "), 0.25);\n";
    }
    for (int dx = 0; dx < 2; ++dx) {
      b += indent + "vec4 v0_" + I(dx) + " = mix(h0_" + I(dx) + ", h1_" + I(dx) + ", 0.75);\n";
      b += indent + "vec4 v1_" + I(dx) + " = mix(h1_" + I(dx) + ", h2_" + I(dx) + ", 0.25);\n";
    }
  } else {
    const std::string zero = pad_array.empty() ? "vec4(0.0)" : pad_array + "[" + slice + "]";
    for (size_t j = 0; j < rows.size(); ++j) {
      for (size_t i = 0; i < cols.size(); ++i) {
        const int phase = (cols[i] & 1) + 2 * (rows[j] & 1);
        ASSIGN_OR_RETURN(std::string fetch,
                         kernel.PhaseFetch(input, phase, "bx * " + I(win.stride_w) + " + " + I(FloorDiv2(cols[i])),
                                           "by * " + I(win.stride_h) + " + " + I(FloorDiv2(rows[j])), slice));
        if (fetch.empty()) {
          fetch = read + "(x0 + " + I(cols[i]) + ", y0 + " + I(rows[j]) + ", " + slice + ")";
        }
        std::string inside = row_in[j];
        if (!col_in[i].empty()) inside += (inside.empty() ? "" : " && ") + col_in[i];
        b += indent + "vec4 v" + I(j) + "_" + I(i) + " = " +
             (inside.empty() ? fetch : inside + " ? " + fetch + " : " + zero) + ";\n";
      }
    }
  }
  for (int ky = 0; ky < kh; ++ky) {
    for (int kx = 0; kx < kw; ++kx) {
      if (depthwise) {
        b += indent + "{\n" + indent + "  vec4 k = " + kernel.WeightAt(sampler, I(ky * kw + kx), "s") + ";\n";
      } else {
        const std::string column = "(" + I((ky * kw + kx) * is) + " + si) * 4";
        b += indent + "{\n" + indent + "  mat4 k = " +
             kernel.WeightMat4(sampler, column, "s", is == 1 ? in.channels : 4) + ";\n";
      }
      for (int k = 0; k < 4; ++k) {
        const int j = IndexOf(rows, (k / 2) * win.stride_h - win.pad_top + ky * win.dilation_h);
        const int i = IndexOf(cols, (k % 2) * win.stride_w - win.pad_left + kx * win.dilation_w);
        b += indent + "  acc" + I(k) + " += k * v" + I(j) + "_" + I(i) + ";\n";
      }
      b += indent + "}\n";
    }
  }
  if (!depthwise) b += "    }\n";
  for (int k = 0; k < 4; ++k) b += "    r4[" + I(k) + "] = acc" + I(k) + ";\n";
  return b + "  }\n";
}

}  // namespace

Status EmitConv(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  const Tensor* weight = graph.FindTensor(op.Input(1));
  if (weight == nullptr || !weight->is_constant || weight->shape.size() != 4 ||
      weight->float_data.size() != static_cast<size_t>(weight->NumElements())) {
    return UnimplementedError(graph.ErrorPrefix(op) + "the weights must be a constant 4-D float tensor");
  }
  ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, op.Input(0)));
  ASSIGN_OR_RETURN(tensor::Shape out, ActivationShape(graph, op.outputs[0]));
  const int m = static_cast<int>(weight->shape[0]);
  const int c_per_group = static_cast<int>(weight->shape[1]);
  const int kh = static_cast<int>(weight->shape[2]);
  const int kw = static_cast<int>(weight->shape[3]);
  const int group = static_cast<int>(op.GetInt("group", 1));
  const bool depthwise = group > 1 && group == in.channels && group == m && c_per_group == 1;
  if (group != 1 && !depthwise) {
    return UnimplementedError(graph.ErrorPrefix(op) + "group=" + I(group) +
                              " is neither dense (1) nor depthwise (channels=" + I(in.channels) + ")");
  }
  if (m != out.channels || c_per_group * group != in.channels) {
    return InvalidArgumentError(graph.ErrorPrefix(op) + "weight shape does not match the tensors");
  }
  ASSIGN_OR_RETURN(Window win, ResolveWindow(graph, op, kh, kw, in, out));
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));

  const int is = tensor::SliceCount(in.channels);
  const int os = tensor::SliceCount(out.channels);
  const tensor::Packing packing = kernel.output_packing();
  if (packing == tensor::Packing::kChannelSlices4 && depthwise) {
    return InternalError(graph.ErrorPrefix(op) + "channel-slice MRT needs a dense conv");
  }
  // Rows of the weight texture: one per output slice, padded for channel-slice MRT.
  const int rows = packing == tensor::Packing::kChannelSlices4 ? (os + 3) / 4 * 4 : os;
  const std::vector<float>& w = weight->float_data;
  auto at = [&](int o, int c, int y, int x) { return w[((static_cast<size_t>(o) * c_per_group + c) * kh + y) * kw + x]; };

  // The bias is the last column of the weight texture (one texel per output
  // slice), not a constant in the code: layers of the same shape then share
  // one program (fewer pipelines for the browser to build before the first result).
  std::vector<float> bias_values;
  if (!op.Input(2).empty()) {
    const Tensor* bias = graph.FindTensor(op.Input(2));
    if (bias == nullptr || !bias->is_constant || bias->NumElements() != m) {
      return UnimplementedError(graph.ErrorPrefix(op) + "the bias must be a constant of " + I(m) + " values");
    }
    bias_values = bias->float_data;
  }
  const int taps_width = depthwise ? kh * kw : kh * kw * is * 4;
  const int width = taps_width + (bias_values.empty() ? 0 : 1);
  std::vector<float> tex(static_cast<size_t>(width) * rows * 4, 0.0f);
  auto texel = [&](int row, int column) { return (static_cast<size_t>(row) * width + column) * 4; };
  for (int o = 0; o < m; ++o) {
    if (!bias_values.empty()) tex[texel(o / 4, taps_width) + o % 4] = bias_values[o];
    for (int y = 0; y < kh; ++y) {
      for (int x = 0; x < kw; ++x) {
        if (depthwise) {
          tex[texel(o / 4, y * kw + x) + o % 4] = at(o, 0, y, x);
          continue;
        }
        for (int c = 0; c < in.channels; ++c) {
          tex[texel(o / 4, ((y * kw + x) * is + c / 4) * 4 + c % 4) + o % 4] = at(o, c, y, x);
        }
      }
    }
  }
  const std::string sampler = kernel.AddWeight(op.name + ".weight", width, rows, std::move(tex));
  BiasAt init = [&kernel, sampler, taps_width, has_bias = !bias_values.empty()](const std::string& row) {
    return has_bias ? kernel.WeightAt(sampler, I(taps_width), row) : std::string("vec4(0.0)");
  };
  std::vector<float> pad_value = op.GetFloats("vfx_pad_value");
  std::string pad_array;
  if (!pad_value.empty()) pad_array = kernel.AddVec4Array("pad_value", pad_value);

  kernel.AddNamePart(op.name);
  const std::string header = "  {  // " + op.Describe() + ": " + I(kh) + "x" + I(kw) +
                             (depthwise ? " depthwise" : "") + ", stride " + I(win.stride_h) + "x" +
                             I(win.stride_w) + ", " + tensor::PackingName(packing) + "\n";
  if (packing == tensor::Packing::kChannelSlices4) {
    kernel.AddBody(ChannelSlicesBody(header, kh, kw, is, in, win, read, sampler, init, pad_array, kernel));
    return Status::Ok();
  }
  if (packing == tensor::Packing::kPixelBlocks2x2) {
    ASSIGN_OR_RETURN(std::string body, PixelBlocksBody(header, depthwise, kh, kw, is, in, out, win, op.Input(0), read,
                                                       sampler, init, pad_array, kernel));
    kernel.AddBody(body);
    return Status::Ok();
  }
  std::string b;
  b += "  {  // " + op.Describe() + ": " + I(kh) + "x" + I(kw) + (depthwise ? " depthwise" : "") +
       ", stride " + I(win.stride_h) + "x" + I(win.stride_w) + "\n";
  b += "    vec4 acc = " + init("s") + ";\n";
  b += TapLoops(kh, kw, win, in, pad_array);
  if (depthwise) {
    b += "        acc += " + kernel.WeightAt(sampler, "ky * " + I(kw) + " + kx", "s") + " * " + Value(read, "s", pad_array) + ";\n";
  } else {
    b += "        int base = (ky * " + I(kw) + " + kx) * " + I(is * 4) + ";\n";
    b += "        for (int si = 0; si < " + I(is) + "; ++si) {\n";
    b += "          vec4 v = " + Value(read, "si", pad_array) + ";\n";
    b += "          int wx = base + si * 4;\n";
    b += "          acc += " + kernel.WeightMat4(sampler, "wx", "s", is == 1 ? in.channels : 4) + " * v;\n";
    b += "        }\n";
  }
  b += "      }\n    }\n    r = acc;\n  }\n";
  kernel.AddBody(b);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
