// Resize's filters, shared by the CPU reference (codegen/ops/resize.cc) and
// the GPU kernel (codegen/gpu/ops/resize.cc): Keys' cubic, and the antialias
// filter of opset 18 with its reach and the step from input distance to filter
// argument for one axis. Shrinking by s = in / out > 1 stretches the filter s
// times, so every input the output pixel covers counts (as ONNX Runtime and
// Pillow do); growing, it is the plain triangle or cubic.
#pragma once

#include <cmath>

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

}  // namespace vfx::codegen
