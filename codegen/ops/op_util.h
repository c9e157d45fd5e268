// Small helpers for the CPU references in codegen/ops/ (header-only).
#pragma once

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/op_def.h"

namespace vfx::codegen {

// Dimensions of a 4-D NCHW tensor.
struct Nchw {
  int64_t n, c, h, w;
  explicit Nchw(const Dims& s) : n(s[0]), c(s[1]), h(s[2]), w(s[3]) {}
  int64_t At(int64_t in, int64_t ic, int64_t iy, int64_t ix) const { return ((in * c + ic) * h + iy) * w + ix; }
};

inline Status CheckRank4(const Op& op, const HostTensor& t) {
  if (t.shape.size() != 4) return InvalidArgumentError(op.Describe() + ": expected a 4-D input");
  return Status::Ok();
}

// Sizes out->data for out->shape, filled with `value`.
inline void Allocate(HostTensor* out, float value = 0.f) {
  out->data.assign(static_cast<size_t>(Product(out->shape)), value);
}

// The values of constant input `i` as integers ({} when omitted), or an error
// naming `what` (shape rules of ops with integer inputs: axes, sizes, starts);
// NaN is an error, values beyond int64 saturate.
inline StatusOr<std::vector<int64_t>> ConstantInts(const Graph& graph, const Op& op, size_t i, const std::string& what,
                                                   const std::string& prefix) {
  const std::string& name = op.Input(i);
  if (name.empty()) return std::vector<int64_t>{};
  const Tensor* t = graph.FindTensor(name);
  if (t == nullptr || !t->is_constant) return UnimplementedError(prefix + what + " must be a constant");
  std::vector<int64_t> out;
  for (double v : t->ValuesAsDouble()) {
    if (std::isnan(v)) return InvalidArgumentError(prefix + what + " hold a NaN");
    out.push_back(SaturatingInt(v));
  }
  return out;
}

// `axis` in [0, rank) (negative counts from the end), or an error.
inline StatusOr<int64_t> Axis(int64_t axis, size_t rank, const std::string& prefix) {
  auto a = NormaliseAxis(axis, static_cast<int64_t>(rank));
  if (!a) return InvalidArgumentError(prefix + "axis " + std::to_string(axis) + " out of range");
  return *a;
}

// Permutes a tensor's axes (out dim i = in dim perm[i]); codegen/ops/transpose.cc.
HostTensor TransposeHost(const HostTensor& in, const std::vector<int64_t>& perm);

}  // namespace vfx::codegen
