// Node-side analysis of frames read back from the browser: where the person
// is (by ONNX Runtime, independent of the engine under test), and how much
// fine detail a region keeps.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './harness.mjs';

const require = createRequire(join(repoRoot, 'tests/codegen/ort/package.json'));
const ort = require('onnxruntime-node');

export function decodeFrame({ width, height, rgba }) {
  return { width, height, data: new Uint8Array(Buffer.from(rgba, 'base64')) };
}

// Person probability per pixel, from the landscape model run by ONNX Runtime.
export async function personMask(frame) {
  const mw = 256, mh = 144;
  const input = new Float32Array(mw * mh * 3);
  for (let y = 0; y < mh; y++) {
    for (let x = 0; x < mw; x++) {
      const sx = Math.min(frame.width - 1, Math.floor(((x + 0.5) * frame.width) / mw));
      const sy = Math.min(frame.height - 1, Math.floor(((y + 0.5) * frame.height) / mh));
      for (let c = 0; c < 3; c++) input[(y * mw + x) * 3 + c] = frame.data[(sy * frame.width + sx) * 4 + c] / 255;
    }
  }
  const session = await ort.InferenceSession.create(join(repoRoot, 'models/mp_selfie_segmentation_landscape_144x256.onnx'));
  const out = await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', input, [1, mh, mw, 3]) });
  const low = out[session.outputNames[0]].data;
  const mask = new Float32Array(frame.width * frame.height);
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      mask[y * frame.width + x] = low[Math.floor((y * mh) / frame.height) * mw + Math.floor((x * mw) / frame.width)];
    }
  }
  return mask;
}

// Pixels at least `margin` px away from anything that fails `test`.
export function region(mask, width, height, test, margin) {
  const ok = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) ok[i] = test(mask[i]) ? 1 : 0;
  const erode = (src, horizontal) => {
    const dst = new Uint8Array(src.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let keep = 1;
        for (let d = -margin; d <= margin && keep; d++) {
          const xx = horizontal ? x + d : x, yy = horizontal ? y : y + d;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          keep = src[yy * width + xx];
        }
        dst[y * width + x] = keep;
      }
    }
    return dst;
  };
  return erode(erode(ok, true), false);
}

const luma = (d, i) => 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];

// Mean squared luma gradient over the region: fine detail.
export function detail(frame, where) {
  const { width, data } = frame;
  let sum = 0, n = 0;
  for (let i = 0; i < where.length - width - 1; i++) {
    if (!where[i] || !where[i + 1] || !where[i + width]) continue;
    const l = luma(data, i * 4);
    sum += (l - luma(data, (i + 1) * 4)) ** 2 + (l - luma(data, (i + width) * 4)) ** 2;
    n++;
  }
  return sum / Math.max(n, 1);
}

export function meanAbsDiff(a, b, where) {
  let sum = 0, n = 0;
  for (let i = 0; i < where.length; i++) {
    if (!where[i]) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i * 4 + c] - b.data[i * 4 + c]);
    n += 3;
  }
  return sum / Math.max(n, 1) / 255;
}

export function meanColour(frame, where, x0 = 0, x1 = frame.width) {
  const s = [0, 0, 0];
  let n = 0;
  for (let i = 0; i < where.length; i++) {
    const x = i % frame.width;
    if (!where[i] || x < x0 || x >= x1) continue;
    for (let c = 0; c < 3; c++) s[c] += frame.data[i * 4 + c] / 255;
    n++;
  }
  return s.map((v) => v / Math.max(n, 1));
}

export function count(where) {
  let n = 0;
  for (const v of where) n += v;
  return n;
}

// Blur checks against regions found by ONNX Runtime on the input frame: same size, background detail down
// at least 4x, person unchanged. Returns {mask, background, person}.
export async function checkBlur(input, output, label) {
  assert.equal(output.width, input.width, `${label}: output width`);
  assert.equal(output.height, input.height, `${label}: output height`);
  const mask = await personMask(input);
  const background = region(mask, input.width, input.height, (m) => m < 0.05, 12);
  const person = region(mask, input.width, input.height, (m) => m > 0.95, 12);
  assert.ok(count(background) > 0.1 * mask.length, `${label}: too little background to judge`);
  assert.ok(count(person) > 0.05 * mask.length, `${label}: too little person to judge`);
  const drop = detail(input, background) / detail(output, background);
  const personDiff = meanAbsDiff(input, output, person);
  console.log(`${label}: background detail drops ${drop.toFixed(1)}x, person mean abs diff ${personDiff.toFixed(3)}`);
  assert.ok(drop >= 4, `${label}: background detail dropped only ${drop.toFixed(2)}x`);
  assert.ok(personDiff < 0.05, `${label}: the person changed by ${personDiff}`);
  return { mask, background, person };
}
