// ConvTranspose (group 1), written as a gather: output pixel y takes input row
// iy = (y + pad_top - ky*dilation) / stride wherever that division is exact.
// Weights [C, M, KH, KW] use the dense conv texture layout with the roles of
// input and output channels as in the forward conv (one output channel: 4
// input channels per texel). Stride = kernel without padding takes one tap per
// output pixel, computed directly.
#include <string>

#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {

Status EmitConvTranspose(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  const Tensor* weight = graph.FindTensor(op.Input(1));
  if (weight == nullptr || !weight->is_constant || weight->shape.size() != 4) {
    return UnimplementedError(graph.ErrorPrefix(op) + "the weights must be a constant 4-D tensor");
  }
  if (op.GetInt("group", 1) != 1) {
    return UnimplementedError(graph.ErrorPrefix(op) + "grouped ConvTranspose is not supported");
  }
  ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, op.Input(0)));
  ASSIGN_OR_RETURN(tensor::Shape out, ActivationShape(graph, op.outputs[0]));
  const int c = static_cast<int>(weight->shape[0]);
  const int m = static_cast<int>(weight->shape[1]);
  const int kh = static_cast<int>(weight->shape[2]);
  const int kw = static_cast<int>(weight->shape[3]);
  if (c != in.channels || m != out.channels) {
    return InvalidArgumentError(graph.ErrorPrefix(op) + "weight shape does not match the tensors");
  }
  if (op.HasAttribute("output_shape") || op.GetString("auto_pad", "NOTSET") != "NOTSET") {
    return UnimplementedError(graph.ErrorPrefix(op) + "output_shape / auto_pad are not supported");
  }
  ASSIGN_OR_RETURN(Window win, ResolveWindow(graph, op, kh, kw, in, out));
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  const int is = tensor::SliceCount(c);
  const int os = tensor::SliceCount(m);
  // One output channel (a mask head): a texel holds the weights of 4 input
  // channels, read with one fetch and a dot product instead of a mat4 of 4.
  const bool single_output = m == 1;
  const int width = kh * kw * is * (single_output ? 1 : 4);
  std::vector<float> tex(static_cast<size_t>(width) * os * 4, 0.0f);
  const std::vector<float>& w = weight->float_data;
  for (int ci = 0; ci < c; ++ci)
    for (int o = 0; o < m; ++o)
      for (int y = 0; y < kh; ++y)
        for (int x = 0; x < kw; ++x) {
          const float value = w[((static_cast<size_t>(ci) * m + o) * kh + y) * kw + x];
          if (single_output) {
            tex[static_cast<size_t>((y * kw + x) * is + ci / 4) * 4 + ci % 4] = value;
            continue;
          }
          int texel = ((y * kw + x) * is + ci / 4) * 4 + ci % 4;
          tex[(static_cast<size_t>(o / 4) * width + texel) * 4 + o % 4] = value;
        }
  std::string sampler = kernel.AddWeight(op.name + ".weight", width, os, std::move(tex));
  std::string init = "vec4(0.0)";
  if (!op.Input(2).empty()) {
    const Tensor* bias = graph.FindTensor(op.Input(2));
    if (bias == nullptr || !bias->is_constant || bias->NumElements() != m) {
      return UnimplementedError(graph.ErrorPrefix(op) + "the bias must be a constant of M values");
    }
    init = kernel.AddVec4Array("bias", bias->float_data) + "[s]";
  }
  auto I = [](int v) { return std::to_string(v); };
  kernel.AddNamePart(op.name);
  std::string b;
  b += "  {  // " + op.Describe() + ": " + I(kh) + "x" + I(kw) + ", stride " + I(win.stride_h) + "x" +
       I(win.stride_w) + "\n";
  b += "    vec4 acc = " + init + ";\n";
  // Taps of input slice si at tap index `tap` (ky * kw + kx), into acc.
  auto accumulate = [&](const std::string& indent) {
    std::string t;
    t += indent + "for (int si = 0; si < " + I(is) + "; ++si) {\n";
    t += indent + "  vec4 v = " + read + "(ix, iy, si);\n";
    if (single_output) {
      t += indent + "  acc.x += dot(" + kernel.WeightAt(sampler, "tap * " + I(is) + " + si", "0") + ", v);\n";
    } else {
      t += indent + "  acc += " + kernel.WeightMat4(sampler, "(tap * " + I(is) + " + si) * 4", "s") + " * v;\n";
    }
    return t + indent + "}\n";
  };
  const bool one_tap = win.stride_h == kh && win.stride_w == kw && win.pad_top == 0 && win.pad_left == 0 &&
                       win.dilation_h == 1 && win.dilation_w == 1;
  if (one_tap) {
    // Stride = kernel, no padding: each output pixel takes exactly one tap of
    // one input pixel, found by division, with no loop over taps that diverges
    // between neighbouring pixels.
    b += "    int iy = y / " + I(kh) + ";\n    int ix = x / " + I(kw) + ";\n";
    b += "    if (iy < " + I(in.height) + " && ix < " + I(in.width) + ") {\n";
    b += "      int tap = (y % " + I(kh) + ") * " + I(kw) + " + x % " + I(kw) + ";\n";
    b += accumulate("      ") + "    }\n    r = acc;\n  }\n";
    kernel.AddBody(b);
    return Status::Ok();
  }
  b += "    for (int ky = 0; ky < " + I(kh) + "; ++ky) {\n";
  b += "      int ty = y + " + I(win.pad_top) + " - ky * " + I(win.dilation_h) + ";\n";
  b += "      if (ty < 0 || ty % " + I(win.stride_h) + " != 0) continue;\n";
  b += "      int iy = ty / " + I(win.stride_h) + ";\n";
  b += "      if (iy >= " + I(in.height) + ") continue;\n";
  b += "      for (int kx = 0; kx < " + I(kw) + "; ++kx) {\n";
  b += "        int tx = x + " + I(win.pad_left) + " - kx * " + I(win.dilation_w) + ";\n";
  b += "        if (tx < 0 || tx % " + I(win.stride_w) + " != 0) continue;\n";
  b += "        int ix = tx / " + I(win.stride_w) + ";\n";
  b += "        if (ix >= " + I(in.width) + ") continue;\n";
  b += "        int tap = ky * " + I(kw) + " + kx;\n";
  b += accumulate("        ") + "      }\n    }\n    r = acc;\n  }\n";
  kernel.AddBody(b);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
