// Resize's filters, shared by the CPU reference (codegen/ops/resize.cc) and
// the GPU kernel (codegen/gpu/ops/resize.cc): Keys' cubic, and the antialias
// filter of opset 18 with its reach and the step from input distance to filter
// argument for one axis. Shrinking by s = in / out > 1 stretches the filter s
// times, so every input the output pixel covers counts (as ONNX Runtime and
// Pillow do); growing, it is the plain triangle or cubic.
#pragma once

#include <cmath>
#include <vector>

#include "codegen/ir/graph.h"

namespace vfx::codegen {

struct AntialiasFilter {
  double support;  // taps within this distance of the source coordinate
  double step;     // filter argument per unit of input distance
};

// `scale`: output length / input length along the axis.
inline AntialiasFilter AntialiasFilterOf(bool cubic, double scale) {
  const double half_width = cubic ? 2.0 : 1.0;
  const double shrink = 1.0 / scale;
  if (shrink > 1) return {half_width * shrink, 1.0 / shrink};
  return {half_width, 1.0};
}

// Keys' cubic convolution kernel with coefficient `a` (ONNX Resize's cubic mode) at argument `x`.
inline double KeysCubic(double a, double x) {
  x = std::abs(x);
  if (x < 1) return ((a + 2) * x - (a + 3)) * x * x + 1;
  if (x < 2) return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a;
  return 0;
}

// The triangle (linear) or Keys' cubic with coefficient `a` at argument `x`.
inline double AntialiasWeight(bool cubic, double a, double x) {
  if (cubic) return KeysCubic(a, x);
  x = std::abs(x);
  return x < 1 ? 1 - x : 0;
}

// tf_crop_and_resize's region of interest of NCHW axis `axis` (the op's "roi"
// attribute, starts then ends; the whole axis when it has none).
inline double RoiStart(const Op& op, int axis) {
  const std::vector<float> roi = op.GetFloats("roi");
  return roi.size() == 8 ? roi[static_cast<size_t>(axis)] : 0.0;
}
inline double RoiEnd(const Op& op, int axis) {
  const std::vector<float> roi = op.GetFloats("roi");
  return roi.size() == 8 ? roi[static_cast<size_t>(axis) + 4] : 1.0;
}
// Both resize H and W only: a region that crops N or C is refused.
inline bool RoiCropsOnlyHw(const Op& op) {
  return RoiStart(op, 0) == 0 && RoiEnd(op, 0) == 1 && RoiStart(op, 1) == 0 && RoiEnd(op, 1) == 1;
}
// A tf_crop_and_resize source coordinate past the input gives extrapolation_value.
// A region ending on the input's edge lands there up to rounding: this much of a
// texel beyond it still counts as inside (as ONNX Runtime's float arithmetic finds it).
inline constexpr double kTfCropEdge = 1e-3;

}  // namespace vfx::codegen
