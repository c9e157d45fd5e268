#include "codegen/ir/shape_util.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vfx::codegen {

int64_t Product(const Dims& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  return n;
}

int64_t SaturatingInt(double v) {
  if (std::isnan(v) || v <= -9.2e18) return std::numeric_limits<int64_t>::min();
  if (v >= 9.2e18) return std::numeric_limits<int64_t>::max();
  return static_cast<int64_t>(v);
}

std::optional<int64_t> CheckedElementCount(const Dims& dims) {
  int64_t n = 1;
  for (int64_t d : dims) {
    if (d < 0) return std::nullopt;
    if (d != 0 && n > kMaxTensorElements / d) return std::nullopt;
    n *= d;
  }
  return n;
}

Dims Strides(const Dims& dims) {
  Dims s(dims.size(), 1);
  for (size_t i = dims.size(); i-- > 1;) s[i - 1] = s[i] * dims[i];
  return s;
}

std::optional<Dims> BroadcastShapes(const Dims& a, const Dims& b) {
  const size_t rank = std::max(a.size(), b.size());
  Dims out(rank);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    const int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1) return std::nullopt;
    out[i] = da == 1 ? db : da;
  }
  return out;
}

std::vector<int64_t> BroadcastIndexMap(const Dims& in, const Dims& out) {
  const size_t rank = out.size();
  Dims padded(rank, 1);
  std::copy(in.begin(), in.end(), padded.begin() + static_cast<std::ptrdiff_t>(rank - in.size()));
  const Dims in_strides = Strides(padded);
  const int64_t total = Product(out);
  std::vector<int64_t> map(static_cast<size_t>(total));
  Dims index(rank, 0);
  for (int64_t flat = 0; flat < total; ++flat) {
    int64_t src = 0;
    for (size_t d = 0; d < rank; ++d) src += (padded[d] == 1 ? 0 : index[d]) * in_strides[d];
    map[static_cast<size_t>(flat)] = src;
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < out[d]) break;
      index[d] = 0;
    }
  }
  return map;
}

std::vector<int64_t> TiledIndexMap(const Dims& in, const Dims& out) {
  const Dims out_strides = Strides(out), in_strides = Strides(in);
  const int64_t total = Product(out);
  std::vector<int64_t> map(static_cast<size_t>(total));
  for (int64_t o = 0; o < total; ++o) {
    int64_t src = 0;
    for (size_t d = 0; d < out.size(); ++d) src += ((o / out_strides[d]) % out[d] % in[d]) * in_strides[d];
    map[static_cast<size_t>(o)] = src;
  }
  return map;
}

std::optional<int64_t> NormaliseAxis(int64_t axis, int64_t rank) {
  if (axis < -rank || axis >= rank) return std::nullopt;
  return axis < 0 ? axis + rank : axis;
}

std::string DimsString(const Dims& d) {
  std::string s = "[";
  for (size_t i = 0; i < d.size(); ++i) {
    if (i) s += ",";
    s += std::to_string(d[i]);
  }
  return s + "]";
}

}  // namespace vfx::codegen
