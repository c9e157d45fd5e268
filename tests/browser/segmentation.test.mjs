// The generated networks of the SDK run in headless Chromium (wasm + WebGL2 on
// SwiftShader) and agrees with ONNX Runtime (onnxruntime-node) on the same
// input: the bundled astronaut image, resized in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, PINNED_BACKEND_SKIP } from './harness.mjs';
import { assertMatchesOrt, segmentWithOrt } from './ort_reference.mjs';

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
      const { modelInputRgb } = await import('/tests/model_input.js');
      const { width: w, height: h } = size;
      const rgb = await modelInputRgb('astronaut.png', w, h);
      const run = session.runSegmentation(model, rgb);
      if (!run.ok) return run;
      return { ok: true, width: w, height: h, rgb: Array.from(rgb), mask: Array.from(run.mask), byRenderer: opened.planVariant };
    } finally {
      session.delete();
    }
  }, [model, variant]);
}

test('generated networks in the browser agree with ONNX Runtime', { timeout: 240000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    // Both generated-code variants the wasm carries: SwiftShader picks 'software' by itself.
    for (const [model, variant] of MODELS.flatMap((m) => [[m, 'software'], [m, 'gpu']])) {
      const result = await segmentInPage(browser.page, model, variant);
      assert.ok(result.ok, `${model} (${variant}): ${result.error}\n${browser.consoleLines.join('\n')}`);
      assert.equal(result.byRenderer, 'software', 'SwiftShader should get the software renderers\' code');
      const want = await segmentWithOrt(model, result.rgb, result.width, result.height);
      assertMatchesOrt(`model=${model}.onnx variant=${variant}`, result.mask, want);
    }
  } finally {
    await browser.close();
  }
});
