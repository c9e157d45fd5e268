// The generated networks of the SDK run in headless Chromium (wasm + WebGL2 on
// SwiftShader) and agrees with ONNX Runtime (onnxruntime-node) on the same
// input: the bundled astronaut image, resized in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openBrowser, repoRoot } from './harness.mjs';

const require = createRequire(join(repoRoot, 'tests/codegen/ort/package.json'));
const ort = require('onnxruntime-node');

// The networks the wasm SDK ships (PP-HumanSeg is checked natively only).
const MODELS = ['mp_selfie_segmentation_256x256', 'mp_selfie_segmentation_landscape_144x256'];

// Runs the model in the page with the given generated-code variant ('gpu' or
// 'software'): returns the RGB input it built, the mask, and the variant the
// renderer alone would have picked.
async function segmentInPage(page, model, variant) {
  return page.evaluate(async ([model, variant]) => {
    const module = await window.vfxModulePromise;
    const session = new module.Session();
    try {
      const opened = session.open('#canvas');
      if (!opened.ok) return { ok: false, error: opened.error };
      const forced = session.setPlanVariant(variant);
      if (!forced.ok || forced.planVariant !== variant) return { ok: false, error: `setPlanVariant: ${JSON.stringify(forced)}` };
      const size = session.modelInput(model);
      if (!size.ok) return size;
      const bitmap = await createImageBitmap(await (await fetch('astronaut.png')).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      const src = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      // Bilinear, half-pixel centres: a fixed resampler, so ORT gets the same input.
      const { width: w, height: h } = size;
      const rgb = new Float32Array(w * h * 3);
      const at = (x, y, c) => {
        x = Math.min(Math.max(x, 0), src.width - 1);
        y = Math.min(Math.max(y, 0), src.height - 1);
        return src.data[(y * src.width + x) * 4 + c] / 255;
      };
      for (let y = 0; y < h; y++) {
        const fy = (y + 0.5) * (src.height / h) - 0.5, y0 = Math.floor(fy), ty = fy - y0;
        for (let x = 0; x < w; x++) {
          const fx = (x + 0.5) * (src.width / w) - 0.5, x0 = Math.floor(fx), tx = fx - x0;
          for (let c = 0; c < 3; c++) {
            const top = at(x0, y0, c) * (1 - tx) + at(x0 + 1, y0, c) * tx;
            const bottom = at(x0, y0 + 1, c) * (1 - tx) + at(x0 + 1, y0 + 1, c) * tx;
            rgb[(y * w + x) * 3 + c] = top * (1 - ty) + bottom * ty;
          }
        }
      }
      const run = session.runSegmentation(model, rgb);
      if (!run.ok) return run;
      return { ok: true, width: w, height: h, rgb: Array.from(rgb), mask: Array.from(run.mask), byRenderer: opened.planVariant };
    } finally {
      session.delete();
    }
  }, [model, variant]);
}

async function segmentWithOrt(model, rgb, width, height) {
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

test('generated networks in the browser agree with ONNX Runtime', { timeout: 240000 }, async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    // Both generated-code variants the wasm carries: SwiftShader picks 'software' by itself.
    for (const [model, variant] of MODELS.flatMap((m) => [[m, 'software'], [m, 'gpu']])) {
      const result = await segmentInPage(browser.page, model, variant);
      assert.ok(result.ok, `${model} (${variant}): ${result.error}\n${browser.consoleLines.join('\n')}`);
      assert.equal(result.byRenderer, 'software', 'SwiftShader should get the software renderers\' code');
      const want = await segmentWithOrt(model, result.rgb, result.width, result.height);
      let maxAbsErr = 0, both = 0, either = 0;
      for (let i = 0; i < want.length; i++) {
        maxAbsErr = Math.max(maxAbsErr, Math.abs(result.mask[i] - want[i]));
        const a = result.mask[i] >= 0.5, b = want[i] >= 0.5;
        both += a && b;
        either += a || b;
      }
      const iou = either === 0 ? 1 : both / either;
      console.log(`browser-sanity model=${model}.onnx variant=${variant} image=astronaut max_abs_err=${maxAbsErr.toFixed(5)} mask_iou=${iou.toFixed(5)}`);
      assert.ok(either > 0.05 * want.length, `${model}: no person found, the comparison would prove nothing`);
      assert.ok(maxAbsErr <= 0.02, `${model}: max_abs_err ${maxAbsErr}`);
      assert.ok(iou >= 0.99, `${model}: mask IoU ${iou}`);
    }
  } finally {
    await browser.close();
  }
});
