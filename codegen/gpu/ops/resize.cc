// Resize (and Upsample, which the importer rewrites to Resize): nearest,
// bilinear and cubic, with every coordinate_transformation_mode mapped to
// source = out * a + b per axis, computed here in double precision.
#include <cmath>
#include <string>

#include "codegen/gpu/ops/op_emitters.h"
#include "codegen/ops/resize_filters.h"

namespace vfx::codegen::gpu {
namespace {

std::string I(int v) { return std::to_string(v); }

struct Affine {
  double a = 1, b = 0;
};

StatusOr<Affine> SourceCoordinate(const std::string& mode, int in_len, int out_len, double scale, double start,
                                  double end) {
  if (mode == "tf_crop_and_resize") {
    if (scale == 1) return Affine{1, 0};  // ONNX Runtime reads an axis of scale 1 as it is
    const double span = in_len - 1;
    return out_len > 1 ? Affine{(end - start) * span / (out_len - 1), start * span}
                       : Affine{0, 0.5 * (start + end) * span};
  }
  if (mode == "half_pixel") return Affine{1 / scale, 0.5 / scale - 0.5};
  if (mode == "pytorch_half_pixel") {
    return out_len > 1 ? Affine{1 / scale, 0.5 / scale - 0.5} : Affine{0, 0};
  }
  if (mode == "align_corners") {
    return out_len > 1 ? Affine{static_cast<double>(in_len - 1) / (out_len - 1), 0} : Affine{0, 0};
  }
  if (mode == "asymmetric") return Affine{1 / scale, 0};
  if (mode == "tf_half_pixel_for_nn") return Affine{1 / scale, 0.5 / scale};
  return UnimplementedError("coordinate_transformation_mode '" + mode + "'");
}

// Keys' cubic (codegen/ops/resize_filters.h KeysCubic) as GLSL at distance `d`:
// its branch for 0 <= d < 1 and for 1 <= d < 2.
std::string KeysNear(double a, const std::string& d) {
  return "((" + FloatLiteral(a + 2) + " * " + d + " - " + FloatLiteral(a + 3) + ") * " + d + " * " + d + " + 1.0)";
}

std::string KeysFar(double a, const std::string& d) {
  return "(((" + FloatLiteral(a) + " * " + d + " - " + FloatLiteral(5 * a) + ") * " + d + " + " + FloatLiteral(8 * a) +
         ") * " + d + " - " + FloatLiteral(4 * a) + ")";
}

// What a Resize computes: sizes, mode and each axis' source coordinate.
struct Geometry {
  tensor::Shape in, out;
  std::string mode, transform;
  Affine ax, ay;
  double sx = 1, sy = 1;  // output / input length per axis, as the op gives it
};

StatusOr<Geometry> ResizeGeometry(const Op& op, const Graph& graph) {
  Geometry g;
  ASSIGN_OR_RETURN(g.in, ActivationShape(graph, op.Input(0)));
  ASSIGN_OR_RETURN(g.out, ActivationShape(graph, op.outputs[0]));
  if (g.in.channels != g.out.channels) {
    return UnimplementedError(graph.ErrorPrefix(op) + "resizing the channel axis is not supported");
  }
  g.mode = op.GetString("mode", "nearest");
  g.transform = op.GetString("coordinate_transformation_mode", "half_pixel");
  std::vector<float> scales = op.GetFloats("scales");
  double sy = scales.size() == 4 ? scales[2] : static_cast<double>(g.out.height) / g.in.height;
  double sx = scales.size() == 4 ? scales[3] : static_cast<double>(g.out.width) / g.in.width;
  if (!RoiCropsOnlyHw(op)) {
    return UnimplementedError(graph.ErrorPrefix(op) + "tf_crop_and_resize crops the batch or channel axis");
  }
  StatusOr<Affine> ay = SourceCoordinate(g.transform, g.in.height, g.out.height, sy, RoiStart(op, 2), RoiEnd(op, 2));
  StatusOr<Affine> ax = SourceCoordinate(g.transform, g.in.width, g.out.width, sx, RoiStart(op, 3), RoiEnd(op, 3));
  if (!ay.ok()) return UnimplementedError(graph.ErrorPrefix(op) + ay.status().message());
  if (!ax.ok()) return UnimplementedError(graph.ErrorPrefix(op) + ax.status().message());
  g.ax = *ax;
  g.ay = *ay;
  g.sx = sx;
  g.sy = sy;
  return g;
}

// Antialiased linear or cubic (the taps and weights of codegen/ops/resize_filters.h,
// the CPU reference in codegen/ops/resize.cc): per output texel, every tap of the
// stretched filter on both axes, the weights computed in the loop and divided by
// their sums. An axis that keeps its length reads its own index.
std::string AntialiasBody(const Op& op, const Geometry& g, const std::string& read, KernelBuilder& kernel) {
  const bool cubic = g.mode == "cubic";
  const double a = op.GetFloat("cubic_coeff_a", -0.75f);
  const bool exclude = op.GetInt("exclude_outside", 0) != 0;
  std::string weight = kernel.UniqueName("antialias_weight");
  if (cubic) {
    kernel.AddHelper("float " + weight + "(float d) {  // Keys' cubic, a = " + FloatLiteral(a) + "\n" +
                     "  d = abs(d);\n  if (d < 1.0) return " + KeysNear(a, "d") + ";\n  if (d < 2.0) return " +
                     KeysFar(a, "d") + ";\n  return 0.0;\n}\n");
  } else {
    kernel.AddHelper("float " + weight + "(float d) { return max(1.0 - abs(d), 0.0); }\n");
  }
  struct Axis {
    std::string first, weight;  // the first tap's index; the weight of tap `j`
    int count = 1;
    int last = 0;  // the input's last index
  };
  auto axis = [&](const std::string& out_index, const std::string& src, int in_len, int out_len, double scale) {
    Axis ax;
    ax.last = in_len - 1;
    if (in_len == out_len) {
      ax.first = out_index;
      ax.weight = "1.0";
      return ax;
    }
    const AntialiasFilter f = AntialiasFilterOf(cubic, scale);
    ax.count = 2 * static_cast<int>(std::ceil(f.support)) + 1;
    ax.first = "int(floor(" + src + " - " + FloatLiteral(f.support - 1) + "))";
    ax.weight = weight + "((float(J) - " + src + ") * " + FloatLiteral(f.step) + ")";
    return ax;
  };
  const Axis ax = axis("x", "src.x", g.in.width, g.out.width, g.sx);
  const Axis ay = axis("y", "src.y", g.in.height, g.out.height, g.sy);
  auto weight_of = [](const Axis& axis, const std::string& j) {
    std::string w = axis.weight;
    for (size_t at = w.find('J'); at != std::string::npos; at = w.find('J', at + j.size())) w.replace(at, 1, j);
    return w;
  };
  auto outside = [](const Axis& axis, const std::string& j) {
    return "if (" + j + " < 0 || " + j + " > " + I(axis.last) + ") continue;";
  };
  std::string b;
  b += "    int fx = " + ax.first + ", fy = " + ay.first + ";\n";
  b += "    float sx = 0.0, sy = 0.0;\n";
  for (const auto& [name, ptr] : {std::pair<std::string, const Axis*>{"x", &ax}, {"y", &ay}}) {
    b += "    for (int k = 0; k < " + I(ptr->count) + "; ++k) {\n      int j = f" + name + " + k;\n";
    if (exclude) b += "      " + outside(*ptr, "j") + "\n";
    b += "      s" + name + " += " + weight_of(*ptr, "j") + ";\n    }\n";
  }
  b += "    if (sx == 0.0) sx = 1.0;\n    if (sy == 0.0) sy = 1.0;\n";
  b += "    r = vec4(0.0);\n";
  b += "    for (int ky = 0; ky < " + I(ay.count) + "; ++ky) {\n      int jy = fy + ky;\n";
  if (exclude) b += "      " + outside(ay, "jy") + "\n";
  b += "      float wy = " + weight_of(ay, "jy") + ";\n      if (wy == 0.0) continue;\n";
  b += "      int yy = clamp(jy, 0, " + I(ay.last) + ");\n      vec4 row = vec4(0.0);\n";
  b += "      for (int kx = 0; kx < " + I(ax.count) + "; ++kx) {\n        int jx = fx + kx;\n";
  if (exclude) b += "        " + outside(ax, "jx") + "\n";
  b += "        row += " + weight_of(ax, "jx") + " * " + read + "(clamp(jx, 0, " + I(ax.last) + "), yy, s);\n      }\n";
  b += "      r += wy * row;\n    }\n    r /= sx * sy;\n";
  return b;
}

// The GLSL that sets `r` for output (x, y, s).
StatusOr<std::string> ResizeBody(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(Geometry g, ResizeGeometry(op, graph));
  const tensor::Shape& in = g.in;
  const std::string& mode = g.mode;
  const std::string nearest_mode = op.GetString("nearest_mode", "round_prefer_floor");
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  std::string b;
  b += "  {  // " + op.Describe() + ": " + (op.GetInt("antialias", 0) != 0 ? "antialiased " : "") + mode + ", " +
       g.transform + "\n";
  b += "    vec2 src = vec2(float(x) * " + FloatLiteral(g.ax.a) + " + " + FloatLiteral(g.ax.b) + ", float(y) * " +
       FloatLiteral(g.ay.a) + " + " + FloatLiteral(g.ay.b) + ");\n";
  const std::string max_xy = "vec2(" + FloatLiteral(in.width - 1) + ", " + FloatLiteral(in.height - 1) + ")";
  const bool crop = g.transform == "tf_crop_and_resize";
  // Past the input by more than rounding (resize_filters.h): extrapolation_value.
  if (crop) {
    const std::string edge = FloatLiteral(kTfCropEdge);
    b += "    bool outside = any(lessThan(src, vec2(-" + edge + "))) || any(greaterThan(src, " + max_xy + " + vec2(" +
         edge + ")));\n";
  }
  if (op.GetInt("antialias", 0) != 0 && (mode == "linear" || mode == "cubic")) {
    b += AntialiasBody(op, g, read, kernel);
  } else if (mode == "nearest") {
    std::string index;
    if (nearest_mode == "round_prefer_floor")
      index = "ceil(src - 0.5)";
    else if (nearest_mode == "round_prefer_ceil")
      index = "floor(src + 0.5)";
    else if (nearest_mode == "floor")
      index = "floor(src)";
    else if (nearest_mode == "ceil")
      index = "ceil(src)";
    else
      return UnimplementedError(graph.ErrorPrefix(op) + "nearest_mode '" + nearest_mode + "'");
    b += "    ivec2 i = ivec2(clamp(" + index + ", vec2(0.0), " + max_xy + "));\n";
    b += "    r = " + read + "(i.x, i.y, s);\n";
  } else if (mode == "linear") {
    b += "    src = clamp(src, vec2(0.0), " + max_xy + ");\n";
    b += "    ivec2 i0 = ivec2(floor(src));\n";
    b += "    ivec2 i1 = min(i0 + 1, ivec2(" + I(in.width - 1) + ", " + I(in.height - 1) + "));\n";
    b += "    vec2 t = src - vec2(i0);\n";
    b += "    vec4 top = mix(" + read + "(i0.x, i0.y, s), " + read + "(i1.x, i0.y, s), t.x);\n";
    b += "    vec4 bottom = mix(" + read + "(i0.x, i1.y, s), " + read + "(i1.x, i1.y, s), t.x);\n";
    b += "    r = mix(top, bottom, t.y);\n";
  } else if (mode == "cubic") {
    // Keys' cubic convolution over 4x4 taps (codegen/ops/resize.cc has the reference).
    const double a = op.GetFloat("cubic_coeff_a", -0.75f);
    const bool exclude = op.GetInt("exclude_outside", 0) != 0;
    auto weights = [&](const std::string& t) {
      return "vec4(" + KeysFar(a, "(1.0 + " + t + ")") + ", " + KeysNear(a, t) + ", " +
             KeysNear(a, "(1.0 - " + t + ")") + ", " + KeysFar(a, "(2.0 - " + t + ")") + ")";
    };
    b += "    vec2 f = floor(src);\n    vec2 t = src - f;\n    ivec2 i = ivec2(f) - 1;\n";
    b += "    vec4 wx = " + weights("t.x") + ";\n    vec4 wy = " + weights("t.y") + ";\n";
    if (exclude) {  // taps outside the input count for nothing; the rest are renormalised
      b += "    for (int k = 0; k < 4; ++k) {\n";
      b += "      if (i.x + k < 0 || i.x + k > " + I(in.width - 1) + ") wx[k] = 0.0;\n";
      b += "      if (i.y + k < 0 || i.y + k > " + I(in.height - 1) + ") wy[k] = 0.0;\n    }\n";
      b += "    wx /= dot(wx, vec4(1.0));\n    wy /= dot(wy, vec4(1.0));\n";
    }
    b += "    r = vec4(0.0);\n";
    b += "    for (int dy = 0; dy < 4; ++dy) {\n";
    b += "      int yy = clamp(i.y + dy, 0, " + I(in.height - 1) + ");\n";
    b += "      vec4 row = vec4(0.0);\n";
    b += "      for (int dx = 0; dx < 4; ++dx) row += wx[dx] * " + read + "(clamp(i.x + dx, 0, " + I(in.width - 1) +
         "), yy, s);\n";
    b += "      r += wy[dy] * row;\n    }\n";
  } else {
    return UnimplementedError(graph.ErrorPrefix(op) + "mode '" + mode + "' is not supported");
  }
  if (crop) {
    // Past the input: extrapolation_value, on the tensor's channels only (padding lanes stay 0).
    const float value = op.GetFloat("extrapolation_value", 0.f);
    b += "    if (outside) r = vec4(" + FloatLiteral(value) +
         ") * vec4(lessThan(ivec4(s * 4) + ivec4(0, 1, 2, 3), ivec4(" + I(g.in.channels) + ")));\n";
  }
  return b + "  }\n";
}

}  // namespace

Status EmitResize(const Op& op, KernelBuilder& kernel) {
  ASSIGN_OR_RETURN(std::string body, ResizeBody(op, kernel));
  kernel.AddNamePart(op.name);
  kernel.AddBody(body);
  return Status::Ok();
}

Status EmitResizeReader(const Op& op, KernelBuilder& kernel) {
  ASSIGN_OR_RETURN(std::string body, ResizeBody(op, kernel));
  const std::string function = kernel.UniqueName("read_resized");
  kernel.AddHelper("vec4 " + function + "(int x, int y, int s) {  // " + op.outputs[0] + ", never stored\n" +
                   "  vec4 r;\n" + body + "  return r;\n}\n");
  kernel.AddVirtualReader(op.outputs[0], function);
  kernel.AddNamePart(op.name);
  // The common 2x bilinear upsample with half-pixel centres (source = out / 2 - 1/4 on
  // both axes), for pixel-block readers.
  ASSIGN_OR_RETURN(Geometry g, ResizeGeometry(op, kernel.graph()));
  auto half_pixel_2x = [](const Affine& a) { return a.a == 0.5 && a.b == -0.25; };
  if (g.mode == "linear" && op.GetInt("antialias", 0) == 0 && half_pixel_2x(g.ax) && half_pixel_2x(g.ay) &&
      g.out.width == 2 * g.in.width && g.out.height == 2 * g.in.height) {
    kernel.SetUpsample2x(op.outputs[0], {op.Input(0), g.in.width, g.in.height});
  }
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
