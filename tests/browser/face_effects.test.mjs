// The face effects through the SDK on the fake camera (Grace Hopper's portrait
// before a busy bookshelf, still): touchUp changes the face and nothing far
// from it; lightCorrection 'face' runs; the face stages are in the pass list
// only while a face effect is on; bad values are refused by name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, fakeCameraClip } from './harness.mjs';
import { decodeFrame } from './frame_analysis.mjs';

test('touchUp smooths the face only, face light runs, and the detector stays off without them', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    await browser.page.goto(browser.url('tests/sdk.html'));
    await browser.page.waitForFunction(() => window.ready === true);
    const r = await browser.page.evaluate(async () => {
      const { fx, out } = await T.startBlur(vfx, { worker: false, adaptive: false });
      fx.setOptions({ effect: 'none' });
      const plain = await T.readFrame(out.clone(), 4);
      const stagesOff = Object.keys((await fx.getStats()).stages);
      fx.setOptions({ touchUp: 1 });
      // The detector loads at first use (on WebGPU its weights and pipelines: a second or two on
      // SwiftShader), then its faces arrive a frame or more after each detection.
      let stagesOn = [];
      let sawDetector = false;
      for (let n = 0; n < 300 && !sawDetector; n++) {
        await T.readFrame(out.clone(), 0);
        stagesOn = Object.keys((await fx.getStats()).stages);
        sawDetector = stagesOn.includes('face_detect');
      }
      const touched = await T.readFrame(out.clone(), 10);
      fx.setOptions({ touchUp: 0, lightCorrection: 'face', lightScope: 'person' });
      const lit = await T.readFrame(out.clone(), 6);
      // The light statistics run on every 2nd frame: getStats().gpuStages is the last timed frame's
      // own list, so they show there also when the last frame skipped them. On WebGPU, whose stages
      // are the passes a frame recorded (on WebGL2 every node that ran is a stage, held or not).
      const before = await fx.getStats();
      const timer = before.gpuTimer.available && before.backend === 'webgpu';
      let periodicTimed = false;
      for (let n = 0; timer && n < 80 && !periodicTimed; n++) {
        await T.readFrame(out.clone(), 0);
        const s = await fx.getStats();
        periodicTimed = s.gpuStages?.light_stats !== undefined && s.stages.light_stats === undefined;
      }
      const errors = [];
      for (const bad of [{ touchUp: 2 }, { touchUp: 'much' }, { lightCorrection: 'eyes' }, { lightScope: 'room' }]) {
        try {
          fx.setOptions(bad);
          errors.push('accepted');
        } catch (e) {
          errors.push(`${e.name}: ${e.message}`);
        }
      }
      const backend = (await fx.getStats()).backend;
      fx.stop();
      await fx.dispose();
      return { plain, touched, lit, stagesOff, stagesOn, errors, backend, timer, periodicTimed };
    });
    console.log(`backend ${r.backend}; stages without face effects: ${r.stagesOff.join(', ')}; with touch-up: ${r.stagesOn.join(', ')}`);
    assert.ok(!r.stagesOff.includes('touch_up') && !r.stagesOff.includes('face_detect'), 'no face stage without a face effect');
    assert.ok(r.stagesOn.includes('touch_up') && r.stagesOn.includes('face_detect'), 'the detector and touch-up run when asked');
    console.log(`GPU timer: ${r.timer}; a timed frame's light statistics reported after a frame without them: ${r.periodicTimed}`);
    if (r.timer) assert.ok(r.periodicTimed, 'gpuStages lists the timed frame\'s stages, not only those the last frame ran');
    const plain = decodeFrame(r.plain), touched = decodeFrame(r.touched);
    // Where the picture changed: the face, a compact region in the middle; the bookshelf is untouched.
    let changed = 0, x0 = plain.width, x1 = -1, y0 = plain.height, y1 = -1, shelf = 0;
    for (let y = 0; y < plain.height; y++) {
      for (let x = 0; x < plain.width; x++) {
        const i = (y * plain.width + x) * 4;
        const d = Math.max(...[0, 1, 2].map((c) => Math.abs(plain.data[i + c] - touched.data[i + c])));
        if (x < 120 || x >= plain.width - 120) shelf = Math.max(shelf, d);
        if (d <= 3) continue;
        changed++;
        x0 = Math.min(x0, x), x1 = Math.max(x1, x), y0 = Math.min(y0, y), y1 = Math.max(y1, y);
      }
    }
    console.log(`touch-up: ${changed} px changed by more than 3/255, within x ${x0}..${x1}, y ${y0}..${y1}; bookshelf max diff ${shelf}`);
    assert.ok(changed > 300, 'the face is smoothed');
    assert.ok((x1 - x0) * (y1 - y0) < 0.25 * plain.width * plain.height, 'only around the face');
    assert.ok(shelf <= 2, 'the bookshelf is untouched');
    // The portrait is well lit: face light leaves it nearly as it was.
    const lit = decodeFrame(r.lit);
    let sum = 0;
    for (let i = 0; i < lit.data.length; i += 4) sum += Math.abs(lit.data[i + 1] - plain.data[i + 1]);
    const mean = sum / (lit.data.length / 4);
    console.log(`face light on a well-lit face: mean |green change| ${mean.toFixed(2)}/255`);
    assert.ok(mean < 8, 'a well-lit face is not brightened much');
    assert.match(r.errors[0], /^RangeError: touchUp must be in 0\.\.1/);
    assert.match(r.errors[1], /^TypeError: touchUp must be a number/);
    assert.match(r.errors[2], /^TypeError: lightCorrection must be/);
    assert.match(r.errors[3], /^TypeError: lightScope must be 'auto', 'picture' or 'person'/);
  } finally {
    await browser.close();
  }
});
