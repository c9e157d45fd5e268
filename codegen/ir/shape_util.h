// Shape arithmetic shared by shape inference, constant folding and the CPU
// reference: numpy broadcasting, strides, axis normalisation.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace vfx::codegen {

using Dims = std::vector<int64_t>;

int64_t Product(const Dims& dims);
// The most elements a tensor of a segmentation model may have (2^28: 1 GiB of
// floats); larger shapes come from corrupt or hostile models and are refused
// before anything is allocated or an element count overflows.
inline constexpr int64_t kMaxTensorElements = int64_t{1} << 28;
// The element count of `dims`, or nullopt when a dimension is negative or the
// count exceeds kMaxTensorElements (computed without overflow).
std::optional<int64_t> CheckedElementCount(const Dims& dims);
// Row-major strides of `dims`.
Dims Strides(const Dims& dims);
// The numpy broadcast of two shapes, or nullopt when they are incompatible.
std::optional<Dims> BroadcastShapes(const Dims& a, const Dims& b);
// For each flat index of `out`, the flat index into `in` broadcast to `out`.
std::vector<int64_t> BroadcastIndexMap(const Dims& in, const Dims& out);
// The same for `in` tiled to `out` (ONNX Tile: each index taken modulo `in`'s
// length on its axis; both of one rank).
std::vector<int64_t> TiledIndexMap(const Dims& in, const Dims& out);
// `v` as an integer without undefined behaviour: truncated, saturated beyond the
// int64 range (a Slice end of INT64_MAX arrives as 2^63 in a double); NaN gives
// INT64_MIN, which every dimension or index check then refuses.
int64_t SaturatingInt(double v);
// "[1,3,256,256]", for messages.
std::string DimsString(const Dims& dims);
// Maps a possibly negative axis into [0, rank); nullopt when out of range.
std::optional<int64_t> NormaliseAxis(int64_t axis, int64_t rank);

}  // namespace vfx::codegen
