// The wasm module runs a 4-target MRT program on RGBA16F targets in WebGL2;
// this test reads the four results back and checks every value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, PINNED_BACKEND_SKIP } from './harness.mjs';

test('wasm 4-target MRT program on RGBA16F in WebGL2 writes the expected values', { timeout: 240000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    const result = await browser.page.evaluate(async () => {
      const module = await window.vfxModulePromise;
      const session = new module.Session();
      const opened = session.open('#canvas');
      if (!opened.ok) return { ok: false, error: opened.error };
      const run = session.runMrtSelfTest(13, 7);
      session.delete();
      if (!run.ok) return run;
      return {
        ok: true, capabilities: opened.capabilities, width: run.width, height: run.height,
        input: Array.from(run.input), targets: run.targets.map((t) => Array.from(t)),
      };
    });
    assert.ok(result.ok, `self-test failed: ${result.error}\n${browser.consoleLines.join('\n')}`);
    console.log(`webgl2: ${result.capabilities}`);
    assert.match(result.capabilities, /float16_render=yes/);
    assert.equal(result.targets.length, 4);
    const n = result.width * result.height * 4;
    assert.equal(result.input.length, n);
    for (let k = 0; k < 4; k++) {
      const bias = [k, -k, k * 0.25, 0.5];
      assert.equal(result.targets[k].length, n);
      for (let i = 0; i < n; i++) {
        const expected = result.input[i] * (k + 1) + bias[i % 4];
        assert.equal(result.targets[k][i], expected, `target ${k} element ${i}`);
      }
    }
  } finally {
    await browser.close();
  }
});

test('wasm session reports bad input as an error object, not a crash', { timeout: 240000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    const errors = await browser.page.evaluate(async () => {
      const module = await window.vfxModulePromise;
      const session = new module.Session();
      const model = 'mp_selfie_segmentation_landscape_144x256';
      const beforeOpen = session.runSegmentation(model, new Float32Array(3));
      const noCanvas = session.open('#no-such-canvas');
      const opened = session.open('#canvas');
      const badSize = session.runSegmentation(model, new Float32Array(10));
      const unknownModel = session.runSegmentation('no_such_model', new Float32Array(3));
      const badTarget = session.runMrtSelfTest(0, 2);
      const good = session.runMrtSelfTest(2, 2);
      session.delete();
      return { beforeOpen, noCanvas, opened, badSize, unknownModel, badTarget, good: { ok: good.ok, error: good.error } };
    });
    assert.equal(errors.beforeOpen.ok, false);
    assert.match(errors.beforeOpen.error, /before open/);
    assert.equal(errors.noCanvas.ok, false);
    assert.match(errors.noCanvas.error, /WebGL2 is not available on canvas '#no-such-canvas'/);
    assert.equal(errors.opened.ok, true);
    assert.match(errors.badSize.error, /takes 256x144x3 floats, got 10/);
    assert.match(errors.unknownModel.error, /no_such_model/);
    assert.match(errors.badTarget.error, /texture size 0x2/);
    assert.equal(errors.good.ok, true, errors.good.error);
  } finally {
    await browser.close();
  }
});
