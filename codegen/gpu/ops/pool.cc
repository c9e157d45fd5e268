// GlobalAveragePool (mean over the whole plane), AveragePool and MaxPool
// (2-D windows; count_include_pad honoured; padding never wins a max).
#include <string>

#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {
namespace {
std::string I(int v) { return std::to_string(v); }
}  // namespace

Status EmitGlobalAveragePool(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, op.Input(0)));
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  kernel.AddNamePart(op.name);
  std::string b;
  b += "  {  // " + op.Describe() + " over " + I(in.height) + "x" + I(in.width) + "\n";
  b += "    vec4 sum = vec4(0.0);\n";
  b += "    for (int iy = 0; iy < " + I(in.height) + "; ++iy) {\n";
  b += "      vec4 row = vec4(0.0);\n";  // per-row partial sums keep fp32 error small
  b += "      for (int ix = 0; ix < " + I(in.width) + "; ++ix) row += " + read + "(ix, iy, s);\n";
  b += "      sum += row;\n    }\n";
  b += "    r = sum * " + FloatLiteral(1.0 / (static_cast<double>(in.height) * in.width)) + ";\n  }\n";
  kernel.AddBody(b);
  return Status::Ok();
}

Status EmitWindowPool(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  const bool is_max = op.type == "MaxPool";
  ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, op.Input(0)));
  ASSIGN_OR_RETURN(tensor::Shape out, ActivationShape(graph, op.outputs[0]));
  std::vector<int64_t> k = op.GetInts("kernel_shape");
  if (k.size() != 2) return UnimplementedError(graph.ErrorPrefix(op) + "kernel_shape must have 2 values");
  if (op.GetInt("storage_order", 0) != 0 || op.outputs.size() > 1) {
    return UnimplementedError(graph.ErrorPrefix(op) + "MaxPool indices output is not supported");
  }
  ASSIGN_OR_RETURN(Window win, ResolveWindow(graph, op, static_cast<int>(k[0]), static_cast<int>(k[1]), in, out));
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  const bool include_pad = op.GetInt("count_include_pad", 0) != 0;
  kernel.AddNamePart(op.name);
  std::string b;
  b += "  {  // " + op.Describe() + ": " + I(win.kernel_h) + "x" + I(win.kernel_w) + ", stride " +
       I(win.stride_h) + "x" + I(win.stride_w) + "\n";
  b += is_max ? "    vec4 acc = vec4(-65504.0);\n" : "    vec4 acc = vec4(0.0);\n    float count = 0.0;\n";
  b += "    for (int ky = 0; ky < " + I(win.kernel_h) + "; ++ky) {\n";
  b += "      int iy = y * " + I(win.stride_h) + " - " + I(win.pad_top) + " + ky * " + I(win.dilation_h) + ";\n";
  b += "      for (int kx = 0; kx < " + I(win.kernel_w) + "; ++kx) {\n";
  b += "        int ix = x * " + I(win.stride_w) + " - " + I(win.pad_left) + " + kx * " + I(win.dilation_w) + ";\n";
  b += "        bool inside = iy >= 0 && iy < " + I(in.height) + " && ix >= 0 && ix < " + I(in.width) + ";\n";
  if (is_max) {
    b += "        if (inside) acc = max(acc, " + read + "(ix, iy, s));\n";
  } else if (include_pad) {
    // Padding counts, but only up to the padded extent (ONNX semantics).
    b += "        bool in_padded = iy < " + I(in.height + win.pad_bottom) + " && ix < " + I(in.width + win.pad_right) + ";\n";
    b += "        if (inside) acc += " + read + "(ix, iy, s);\n";
    b += "        if (in_padded) count += 1.0;\n";
  } else {
    b += "        if (inside) { acc += " + read + "(ix, iy, s); count += 1.0; }\n";
  }
  b += "      }\n    }\n";
  b += is_max ? "    r = acc;\n  }\n" : "    r = acc / max(count, 1.0);\n  }\n";
  kernel.AddBody(b);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
