// Masks that follow a moving person in the browser, at every quality level,
// on both backends (SwiftShader): the demo's cut-out portrait (exact matte in
// its alpha) crosses the room backdrop 24 px per processed frame at 640×360,
// the background replaced by pure green. The person's alpha is read back from
// each output frame (the share of the input's colour left) and compared with
// the true matte: on levels 2 and 3 the network skips frames and the frames
// between carry its mask by the person's motion (src/nodes/mask_motion_node.h).
// A mask left where the person was (the motion forced to zero) scored 0.59-0.77
// on the carried frames here; carried, they score 0.98-0.99 like the others.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, TEST_BACKEND, VULKAN_COMPOSITING } from './harness.mjs';

const MODEL = 'mp_selfie_segmentation_landscape_144x256';

// Runs the clip through each backend at each level in `levels`; frames `spacingMs` of camera time apart
// (undefined: the renderer's default 1/30 s), the person `step` px further each frame.
// {"<backend> level <n>": {ious, ages}}.
async function measure(page, { model, backends, levels, step, spacingMs }) {
  return page.evaluate(async ({ model, backends, levels, step, spacingMs }) => {
    const { makeRenderer, render } = await import('/tests/backends.js');
    const load = async (url) => createImageBitmap(await (await fetch(url)).blob());
    const [person, backdrop] = await Promise.all([load('/sample_person.png'), load('/sample_backdrop.png')]);
    const W = 640, H = 360, FRAMES = 9;
    const pw = Math.round((person.width * H) / person.height);
    const frame = new OffscreenCanvas(W, H), fctx = frame.getContext('2d', { willReadFrequently: true });
    const layer = new OffscreenCanvas(W, H), lctx = layer.getContext('2d', { willReadFrequently: true });
    const results = {};
    for (const backend of backends) {
      const r = await makeRenderer(backend, model);
      for (const level of levels ?? [...Array(r.renderer.qualityLevels).keys()]) {
        r.renderer.setQuality(level);
        const ious = [], ages = [];
        for (let f = 0; f < FRAMES; f++) {
          const x = 40 + f * step;
          fctx.drawImage(backdrop, 0, 0, W, H);
          fctx.drawImage(person, x, 0, pw, H);
          lctx.clearRect(0, 0, W, H);
          lctx.drawImage(person, x, 0, pw, H);
          const input = fctx.getImageData(0, 0, W, H).data, truth = lctx.getImageData(0, 0, W, H).data;
          const time = spacingMs === undefined ? undefined : (level * FRAMES + f) * spacingMs;
          const out = await render(r, frame, { effect: 'replace', background: '#00ff00', blurStrength: 0.8, lightCorrection: false }, 1, time);
          let both = 0, either = 0;
          for (let i = 0; i < W * H; i++) {
            // alpha from out = a·in + (1 - a)·green, where the input is far enough from green to tell.
            const d = [input[4 * i], input[4 * i + 1] - 255, input[4 * i + 2]];
            const o = [out[4 * i], out[4 * i + 1] - 255, out[4 * i + 2]];
            const n = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
            if (n < 60 * 60) continue;
            const a = (o[0] * d[0] + o[1] * d[1] + o[2] * d[2]) / n > 0.5, t = truth[4 * i + 3] > 127;
            both += a && t;
            either += a || t;
          }
          ious.push(either ? both / either : 1);
          ages.push(r.renderer.maskAgeFrames());
        }
        results[`${backend} level ${level}`] = { ious, ages };
      }
      r.renderer.destroy();
    }
    return results;
  }, { model, backends, levels, step, spacingMs });
}

// The SDK's test page in a fresh browser, for `work(page)`.
async function onSdkPage(work) {
  const browser = await openBrowser({ extraArgs: VULKAN_COMPOSITING });
  try {
    await browser.page.goto(browser.url('tests/sdk.html'));
    await browser.page.waitForFunction(() => window.ready === true);
    return await work(browser.page);
  } finally {
    await browser.close();
  }
}

function print(results) {
  for (const [name, { ious, ages }] of Object.entries(results)) {
    console.log(`${name}: IoU ${ious.map((v) => v.toFixed(3)).join(' ')}; mask ages ${ages.join(' ')}`);
  }
}

test('the mask follows a moving person at every quality level on both backends', {
  timeout: 300000, skip: TEST_BACKEND === 'webgpu' && 'this test runs both backends in the default run',
}, async () => {
  const r = await onSdkPage((page) => measure(page, { model: MODEL, backends: ['webgl2', 'webgpu'], step: 24 }));
  print(r);
  for (const [name, { ious, ages }] of Object.entries(r)) {
    // The first frame of each level follows the last level's frames: judged from the second on.
    const judged = ious.slice(1);
    const level = Number(name.split(' ').pop());
    assert.equal(ages.some((a) => a > 0), level >= 2, `${name}: mask ages ${ages}`);
    assert.ok(Math.min(...judged) >= 0.9, `${name}: IoU ${ious.map((v) => v.toFixed(3))}`);
  }
});

// A GPU much slower than the camera: frames 200 ms of camera time apart, the person 48 px further each.
// Levels 2 and 3 would carry a mask 200-400 ms old; both engines run the net at its small input on every
// frame instead (src/pipeline/quality_ladder.h), so every mask is its own frame's. (The clip restarts at
// each level, a jump a carried mask cannot follow: it scores 0.000 there.)
test('on a GPU slower than the camera every mask is its own frame\'s on both backends', {
  timeout: 300000, skip: TEST_BACKEND === 'webgpu' && 'this test runs both backends in the default run',
}, async () => {
  const r = await onSdkPage((page) =>
    measure(page, { model: MODEL, backends: ['webgl2', 'webgpu'], levels: [2, 3], step: 48, spacingMs: 200 }));
  print(r);
  for (const [name, { ious, ages }] of Object.entries(r)) {
    // The first frame of the first level tells nothing of the spacing yet; every later one does.
    assert.ok(ages.slice(1).every((a) => a === 0), `${name}: mask ages ${ages}`);
    assert.ok(Math.min(...ious.slice(1)) >= 0.85, `${name}: IoU ${ious.map((v) => v.toFixed(3))}`);
  }
});
