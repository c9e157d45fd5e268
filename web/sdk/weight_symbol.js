// The name the engine gives a weight's bytes: "kWeight_<bytes>_<FNV-1a 64, hex>"
// (src/nn/external_weights.h, WeightSymbol). plan.json's weightIndex maps these
// names to byte ranges of weights.bin; the WebGL2 engine checks every range in
// the wasm as it adds it, the WebGPU backend with this before uploading, so a
// damaged or mismatched weights.bin is an error on both instead of a wrong mask.

// FNV-1a 64 in four 16-bit limbs (exact in doubles; BigInt is ~50x slower):
// h ^= byte; h *= 2^40 + 0x1b3 (mod 2^64).
export function weightSymbol(bytes) {
  let h0 = 0x2325, h1 = 0x8422, h2 = 0x9ce4, h3 = 0xcbf2;  // offset basis cbf29ce484222325
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i];
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (t1 >>> 16) + (h0 << 8);
    const t3 = h3 * 0x1b3 + (t2 >>> 16) + (h1 << 8);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  const hex = (v) => v.toString(16).padStart(4, '0');
  return `kWeight_${bytes.length}_${hex(h3)}${hex(h2)}${hex(h1)}${hex(h0)}`;
}
