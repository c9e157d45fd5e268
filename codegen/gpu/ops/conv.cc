// Conv: dense (group 1, weights as mat4 per input/output slice pair) and
// depthwise (group == channels, one vec4 per tap). Other groupings are an error.
//
// Dense weight texture: width KH*KW*IS*4, height OS; texel
// ((ky*KW + kx)*IS + si)*4 + j of row so is column j of the 4×4 block mapping
// input slice si to output slice so.  Depthwise: width KH*KW, height OS.
//
// An optional attribute "vfx_pad_value" (one float per input channel) gives
// the value read outside the image instead of 0: the lowering sets it when it
// folds the input normalisation into this conv.
#include <string>

#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {
namespace {

std::string I(int v) { return std::to_string(v); }

}  // namespace

Status EmitConv(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  const Tensor* weight = graph.FindTensor(op.Input(1));
  if (weight == nullptr || !weight->is_constant || weight->shape.size() != 4) {
    return UnimplementedError(graph.ErrorPrefix(op) + "the weights must be a constant 4-D tensor");
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
  const std::vector<float>& w = weight->float_data;
  auto at = [&](int o, int c, int y, int x) { return w[((static_cast<size_t>(o) * c_per_group + c) * kh + y) * kw + x]; };

  std::string sampler;
  if (depthwise) {
    std::vector<float> tex(static_cast<size_t>(kh) * kw * os * 4, 0.0f);
    for (int o = 0; o < m; ++o)
      for (int y = 0; y < kh; ++y)
        for (int x = 0; x < kw; ++x)
          tex[((static_cast<size_t>(o / 4) * kh * kw) + y * kw + x) * 4 + o % 4] = at(o, 0, y, x);
    sampler = kernel.AddWeight(op.name + ".weight", kh * kw, os, std::move(tex));
  } else {
    const int width = kh * kw * is * 4;
    std::vector<float> tex(static_cast<size_t>(width) * os * 4, 0.0f);
    for (int o = 0; o < m; ++o)
      for (int c = 0; c < in.channels; ++c)
        for (int y = 0; y < kh; ++y)
          for (int x = 0; x < kw; ++x) {
            int texel = ((y * kw + x) * is + c / 4) * 4 + c % 4;
            tex[(static_cast<size_t>(o / 4) * width + texel) * 4 + o % 4] = at(o, c, y, x);
          }
    sampler = kernel.AddWeight(op.name + ".weight", width, os, std::move(tex));
  }

  std::string init = "vec4(0.0)";
  if (!op.Input(2).empty()) {
    const Tensor* bias = graph.FindTensor(op.Input(2));
    if (bias == nullptr || !bias->is_constant || bias->NumElements() != m) {
      return UnimplementedError(graph.ErrorPrefix(op) + "the bias must be a constant of " + I(m) + " values");
    }
    init = kernel.AddVec4Array("bias", bias->float_data) + "[s]";
  }
  std::vector<float> pad_value = op.GetFloats("vfx_pad_value");
  std::string pad_array;
  if (!pad_value.empty()) pad_array = kernel.AddVec4Array("pad_value", pad_value);

  kernel.AddNamePart(op.name);
  std::string b;
  b += "  {  // " + op.Describe() + ": " + I(kh) + "x" + I(kw) + (depthwise ? " depthwise" : "") +
       ", stride " + I(win.stride_h) + "x" + I(win.stride_w) + "\n";
  b += "    vec4 acc = " + init + ";\n";
  b += "    for (int ky = 0; ky < " + I(kh) + "; ++ky) {\n";
  b += "      int iy = y * " + I(win.stride_h) + " - " + I(win.pad_top) + " + ky * " + I(win.dilation_h) + ";\n";
  b += "      bool row_in = iy >= 0 && iy < " + I(in.height) + ";\n";
  if (pad_array.empty()) b += "      if (!row_in) continue;\n";
  b += "      for (int kx = 0; kx < " + I(kw) + "; ++kx) {\n";
  b += "        int ix = x * " + I(win.stride_w) + " - " + I(win.pad_left) + " + kx * " + I(win.dilation_w) + ";\n";
  b += "        bool inside = row_in && ix >= 0 && ix < " + I(in.width) + ";\n";
  if (pad_array.empty()) b += "        if (!inside) continue;\n";
  auto value = [&](const std::string& slice) {
    std::string fetch = read + "(ix, iy, " + slice + ")";
    return pad_array.empty() ? fetch : "(inside ? " + fetch + " : " + pad_array + "[" + slice + "])";
  };
  if (depthwise) {
    b += "        acc += texelFetch(" + sampler + ", ivec2(ky * " + I(kw) + " + kx, s), 0) * " + value("s") + ";\n";
  } else {
    b += "        int base = (ky * " + I(kw) + " + kx) * " + I(is * 4) + ";\n";
    b += "        for (int si = 0; si < " + I(is) + "; ++si) {\n";
    b += "          vec4 v = " + value("si") + ";\n";
    b += "          int wx = base + si * 4;\n";
    b += "          acc += mat4(texelFetch(" + sampler + ", ivec2(wx, s), 0), texelFetch(" + sampler +
         ", ivec2(wx + 1, s), 0),\n                      texelFetch(" + sampler +
         ", ivec2(wx + 2, s), 0), texelFetch(" + sampler + ", ivec2(wx + 3, s), 0)) * v;\n";
    b += "        }\n";
  }
  b += "      }\n    }\n    r = acc;\n  }\n";
  kernel.AddBody(b);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
