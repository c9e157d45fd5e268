// The demo page (`make demo`): with the camera off it plays the sample clip
// through the SDK, the camera toggle switches to the (fake) camera and back,
// and a screenshot shows the effect applied.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fakeCameraClip, openBrowser, resultsDir } from './harness.mjs';

// Fine detail of the output video's left 100 columns (background in both sources: the sample's
// textured wall, the fake camera's bookshelf).
async function shelfDetail(page) {
  return page.evaluate(async () => {
    const video = document.getElementById('output');
    await new Promise((r) => video.requestVideoFrameCallback(r));
    await new Promise((r) => video.requestVideoFrameCallback(r));
    const w = video.videoWidth, h = video.videoHeight;
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(video, 0, 0);
    const d = ctx.getImageData(0, 0, 100, h).data;
    let sum = 0;
    for (let y = 0; y < h; y++) for (let x = 0; x < 99; x++) sum += (d[(y * 100 + x) * 4 + 1] - d[(y * 100 + x + 1) * 4 + 1]) ** 2;
    return { w, h, detail: sum / (99 * h) };
  });
}

test('demo: sample clip with camera off, camera on and off again, effect visible', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const page = browser.page;
    await page.goto(browser.url('index.html'));
    await page.waitForFunction(() => window.vfxDemo?.ready || window.vfxDemo?.error, null, { timeout: 120000 });
    const state = await page.evaluate(() => ({ ...window.vfxDemo }));
    assert.ok(state.ready, `demo failed: ${state.error}\n${browser.consoleLines.join('\n')}`);
    assert.equal(state.source, 'sample');
    const blurred = await shelfDetail(page);

    await page.selectOption('#effect', 'none');
    const sharp = await shelfDetail(page);
    console.log(`demo: sample ${blurred.w}x${blurred.h}, shelf detail blurred ${blurred.detail.toFixed(1)} vs none ${sharp.detail.toFixed(1)}`);
    assert.ok(sharp.detail > 4 * blurred.detail, 'the blur effect is not visible on the sample clip');
    await page.selectOption('#effect', 'blur');

    await page.click('#camera');
    await page.waitForFunction(() => window.vfxDemo.source === 'camera', null, { timeout: 30000 });
    const camera = await shelfDetail(page);
    assert.equal(await page.textContent('#camera'), 'Camera: on');
    assert.equal(camera.w, 640, 'the output has the fake camera\'s size');
    await page.click('#camera');
    await page.waitForFunction(() => window.vfxDemo.source === 'sample', null, { timeout: 30000 });
    assert.equal(await page.textContent('#camera'), 'Camera: off');

    // Screenshot once the sample plays again and the stats report frames.
    await shelfDetail(page);
    await page.waitForFunction(() => /^[1-9][0-9.]* fps/.test(document.getElementById('stats').textContent),
      null, { timeout: 30000 });
    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'demo.png') });
    // The video alone (docs/demo_chromium.png is one of these).
    await page.locator('#output').screenshot({ path: join(resultsDir, 'demo_output.png') });
  } finally {
    await browser.close();
  }
});
