// float32 <-> IEEE float16 for feeding half-precision models to ONNX Runtime
// (its 'float16' tensors hold the bits in a Uint16Array) and reading them back.
'use strict';

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

// The nearest float16 (ties to even) of `v`, as its 16 bits.
function floatToHalfBits(v) {
  f32[0] = v;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);  // inf, NaN
  const e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;  // too large: inf
  let h, rem, halfway;
  if (e <= 0) {  // a subnormal half (or zero): units of 2^-24
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    h = mant >>> shift;
    rem = mant & ((1 << shift) - 1);
    halfway = 1 << (shift - 1);
  } else {
    h = (e << 10) | (mant >>> 13);
    rem = mant & 0x1fff;
    halfway = 0x1000;
  }
  if (rem > halfway || (rem === halfway && (h & 1))) h++;  // a carry into the exponent is right
  return sign | h;
}

function halfBitsToFloat(h) {
  const sign = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 31, m = h & 1023;
  if (e === 0) return sign * m * 2 ** -24;
  if (e === 31) return m ? NaN : sign * Infinity;
  return sign * (1 + m / 1024) * 2 ** (e - 15);
}

const toHalf = (values) => Uint16Array.from(values, floatToHalfBits);
const fromHalf = (bits) => Float32Array.from(bits, halfBitsToFloat);

module.exports = { toHalf, fromHalf, floatToHalfBits, halfBitsToFloat };
