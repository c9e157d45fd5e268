// Small helpers for the CPU references in codegen/ops/ (header-only).
#pragma once

#include <string>

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

// Permutes a tensor's axes (out dim i = in dim perm[i]); codegen/ops/transpose.cc.
HostTensor TransposeHost(const HostTensor& in, const std::vector<int64_t>& perm);

}  // namespace vfx::codegen
