// IEEE 754 binary16 conversion (round to nearest even), for fp16 weights and
// textures. Values beyond the half range become infinities.
#pragma once

#include <cstdint>
#include <cstring>

namespace vfx {

inline uint16_t FloatToHalf(float value) {
  uint32_t f;
  std::memcpy(&f, &value, 4);
  uint32_t sign = (f >> 16) & 0x8000u;
  uint32_t abs = f & 0x7FFFFFFFu;
  if (abs >= 0x7F800000u) {  // inf or NaN
    return static_cast<uint16_t>(sign | 0x7C00u | (abs > 0x7F800000u ? 0x200u : 0u));
  }
  if (abs >= 0x477FF000u) return static_cast<uint16_t>(sign | 0x7C00u);  // rounds past 65504
  if (abs < 0x38800000u) {  // subnormal half or zero
    if (abs < 0x33000000u) return static_cast<uint16_t>(sign);
    uint32_t mantissa = (abs & 0x7FFFFFu) | 0x800000u;
    int shift = 126 - static_cast<int>(abs >> 23);  // 14..24
    uint32_t half = mantissa >> shift;
    uint32_t rest = mantissa & ((1u << shift) - 1u);
    uint32_t halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (half & 1u))) ++half;
    return static_cast<uint16_t>(sign | half);
  }
  uint32_t half = ((abs - 0x38000000u) >> 13);
  uint32_t rest = abs & 0x1FFFu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) ++half;
  return static_cast<uint16_t>(sign | half);
}

inline float HalfToFloat(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1Fu;
  uint32_t mantissa = h & 0x3FFu;
  uint32_t f;
  if (exponent == 0) {
    if (mantissa == 0) {
      f = sign;
    } else {  // subnormal: normalise
      int e = -1;
      do {
        ++e;
        mantissa <<= 1;
      } while ((mantissa & 0x400u) == 0);
      f = sign | static_cast<uint32_t>(127 - 15 - e) << 23 | (mantissa & 0x3FFu) << 13;
    }
  } else if (exponent == 31) {
    f = sign | 0x7F800000u | mantissa << 13;
  } else {
    f = sign | (exponent + 127 - 15) << 23 | mantissa << 13;
  }
  float value;
  std::memcpy(&value, &f, 4);
  return value;
}

}  // namespace vfx
