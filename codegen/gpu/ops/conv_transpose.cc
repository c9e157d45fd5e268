// ConvTranspose (group 1), written as a gather: output pixel y takes input row
// iy = (y + pad_top - ky*dilation) / stride wherever that division is exact.
// Weights [C, M, KH, KW] use the dense conv texture layout with the roles of
// input and output channels as in the forward conv.
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
  const int width = kh * kw * is * 4;
  std::vector<float> tex(static_cast<size_t>(width) * os * 4, 0.0f);
  const std::vector<float>& w = weight->float_data;
  for (int ci = 0; ci < c; ++ci)
    for (int o = 0; o < m; ++o)
      for (int y = 0; y < kh; ++y)
        for (int x = 0; x < kw; ++x) {
          int texel = ((y * kw + x) * is + ci / 4) * 4 + ci % 4;
          tex[(static_cast<size_t>(o / 4) * width + texel) * 4 + o % 4] =
              w[((static_cast<size_t>(ci) * m + o) * kh + y) * kw + x];
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
  b += "        int base = (ky * " + I(kw) + " + kx) * " + I(is * 4) + ";\n";
  b += "        for (int si = 0; si < " + I(is) + "; ++si) {\n";
  b += "          vec4 v = " + read + "(ix, iy, si);\n";
  b += "          int wx = base + si * 4;\n";
  b += "          acc += " + kernel.WeightMat4(sampler, "wx", "s") + " * v;\n";
  b += "        }\n      }\n    }\n    r = acc;\n  }\n";
  kernel.AddBody(b);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
