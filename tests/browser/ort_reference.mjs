// ONNX Runtime (onnxruntime-node) as the reference for the browser sanity
// tests: the shipped model run on the RGB input the page built, and the
// comparison every engine of ours must pass (max abs error, mask IoU).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './harness.mjs';

const require = createRequire(join(repoRoot, 'tests/codegen/ort/package.json'));
const ort = require('onnxruntime-node');

// The person mask ONNX Runtime computes for `rgb` (0..1, 3 per pixel), width * height values.
export async function segmentWithOrt(model, rgb, width, height) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'models', `${model}.json`), 'utf8'));
  const [lo, hi] = config.input.range ?? [0, 1];
  const nhwc = (config.input.layout ?? 'NHWC') === 'NHWC';
  const data = new Float32Array(rgb.length);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) {
      const v = rgb[i * 3 + c] * (hi - lo) + lo;
      data[nhwc ? i * 3 + c : c * width * height + i] = v;
    }
  }
  const session = await ort.InferenceSession.create(join(repoRoot, 'models', `${model}.onnx`));
  const dims = nhwc ? [1, height, width, 3] : [1, 3, height, width];
  const out = (await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', data, dims) }))[session.outputNames[0]];
  const channel = config.output?.channel ?? 0;
  const outNhwc = out.dims[3] <= 4 && out.dims[1] > 4;
  const channels = outNhwc ? out.dims[3] : out.dims[1];
  const mask = new Float32Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = out.data[outNhwc ? i * channels + channel : channel * width * height + i];
  return mask;
}

// Asserts `mask` matches `want` (max abs <= 0.02, IoU at 0.5 >= 0.99, a person present);
// logs a `browser-sanity` line named by `label`.
export function assertMatchesOrt(label, mask, want) {
  assert.equal(mask.length, want.length, `${label}: mask has ${mask.length} values, ONNX Runtime ${want.length}`);
  let maxAbsErr = 0, both = 0, either = 0;
  for (let i = 0; i < want.length; i++) {
    maxAbsErr = Math.max(maxAbsErr, Math.abs(mask[i] - want[i]));
    const a = mask[i] >= 0.5, b = want[i] >= 0.5;
    both += a && b;
    either += a || b;
  }
  const iou = either === 0 ? 1 : both / either;
  console.log(`browser-sanity ${label} image=astronaut max_abs_err=${maxAbsErr.toFixed(5)} mask_iou=${iou.toFixed(5)}`);
  assert.ok(either > 0.05 * want.length, `${label}: no person found, the comparison would prove nothing`);
  assert.ok(maxAbsErr <= 0.02, `${label}: max_abs_err ${maxAbsErr}`);
  assert.ok(iou >= 0.99, `${label}: mask IoU ${iou}`);
}
