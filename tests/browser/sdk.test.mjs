// The browser SDK on a fake camera (the sample portrait before a busy
// bookshelf): applyEffect returns a live track of the input size whose
// background is blurred and whose person is kept; switching effects changes
// the next frames without re-creating anything; stop() ends the track and
// frees every GL object; fallback and worker paths work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, fakeCameraClip, siteDir, TEST_BACKEND } from './harness.mjs';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBlur, count, decodeFrame, detail, meanAbsDiff, meanColour, personMask, region } from './frame_analysis.mjs';

// Reads one input frame and one frame of each effect the page script returns.
async function runScenario(browser, script, arg) {
  await browser.page.goto(browser.url('tests/sdk.html'));
  await browser.page.waitForFunction(() => window.ready === true);
  return browser.page.evaluate(script, arg);
}

test('applyEffect blurs the background, keeps the person, and replacement shows the image', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const { input, blurred, fx, out } = await T.startBlur(vfx, { worker: false });
      const live = out.readyState;
      fx.setOptions({ effect: 'replace', background: await T.twoColourImage() });
      const replaced = await T.readFrame(out.clone(), 1);
      fx.setOptions({ effect: 'blur' });
      await T.readFrame(out.clone(), 1);
      fx.setOptions({ effect: 'light' });
      await T.readFrame(out.clone(), 1);
      fx.setOptions({ effect: 'replace' });
      await T.readFrame(out.clone(), 1);
      // GPU times are those of the last frame the timer could read back, with that frame's own stages
      // (WebGPU times every 31st frame; on a loaded machine WebGL2's queries lag several frames): read
      // until the timed frame is one of 'replace' (a composite), not of the effects before.
      const composited = (s) => Object.keys(s.gpuStages ?? {}).some((name) => name.startsWith('composite'));
      let stats = await fx.getStats();
      for (let n = 0; n < 70 && stats.gpuTimer.available && !composited(stats); n++) {
        await T.readFrame(out.clone(), 0);
        stats = await fx.getStats();
      }
      fx.stop();
      const ended = out.readyState;
      await fx.dispose();
      const after = await vfx.debugGlObjectCounts();
      return { input, blurred, replaced, live, ended, stats, after, mode: fx.mode };
    });
    assert.equal(r.mode, 'insertable-streams');
    assert.equal(r.live, 'live');
    const input = decodeFrame(r.input);
    const { background } = await checkBlur(input, decodeFrame(r.blurred), 'insertable streams');
    // Replacement: a blue|yellow image fitted by cover; left background blue, right yellow.
    const replaced = decodeFrame(r.replaced);
    const left = meanColour(replaced, background, 0, 200), right = meanColour(replaced, background, 440, 640);
    console.log(`replace: left background ${left.map((v) => v.toFixed(2))}, right ${right.map((v) => v.toFixed(2))}`);
    assert.ok(left[2] > 0.8 && left[0] < 0.2, 'left background is not the image\'s blue');
    assert.ok(right[0] > 0.8 && right[1] > 0.8 && right[2] < 0.2, 'right background is not the image\'s yellow');
    assert.equal(r.stats.backend, TEST_BACKEND === 'webgpu' ? 'webgpu' : 'webgl2');
    if (r.stats.backend === 'webgl2') {
      // Stages are those of the last frame's pass list: from quality level 2 on the network skips
      // frames (its mask reused), and a frame on a reused mask records no segmentation or smoothing.
      if (r.stats.quality.level < 2) {
        assert.ok(r.stats.stages.segmentation >= 0, 'stats list the segmentation stage');
        assert.ok(r.stats.stages.temporal_smoothing >= 0, 'stats list the mask stages');
      }
      assert.ok(Object.keys(r.stats.stages).some((name) => name.startsWith('composite')) && r.stats.stages.record >= 0,
        `stages: ${JSON.stringify(r.stats.stages)}`);
      // SwiftShader exposes EXT_disjoint_timer_query_webgl2: after a few frames the GPU timer has
      // measured one, and the net's stage took GPU time; the plan is the software renderers' code.
      assert.equal(r.stats.gpuTimer.available, true, `GPU timer: ${r.stats.gpuTimer.reason}`);
      assert.ok(r.stats.gpuStages && ((r.stats.gpuStages.segmentation > 0 && r.stats.gpuStages.temporal_smoothing > 0) ||
        r.stats.quality.level >= 2) && Object.entries(r.stats.gpuStages).some(([name, ms]) => name.startsWith('composite') && ms > 0),
        `gpuStages: ${JSON.stringify(r.stats.gpuStages)}`);
      assert.ok(r.stats.gpuStages.upload >= 0 && r.stats.gpuStages.present >= 0, 'upload and present are timed');
      assert.equal(r.stats.planVariant, 'software');
    } else {
      // WebGPU: the stages the last frame recorded, named by the graph's nodes as on WebGL2 (with the
      // mask reused at the lower quality levels, the composite at least), GPU times from timestamp
      // queries (SwiftShader's adapter has them).
      assert.ok(Object.keys(r.stats.stages).some((name) => name.startsWith('composite')) && r.stats.stages.upload >= 0,
        `stages: ${JSON.stringify(r.stats.stages)}`);
      assert.equal(r.stats.gpuTimer.available, true, `GPU timer: ${r.stats.gpuTimer.reason}`);
      assert.ok(Object.values(r.stats.gpuStages ?? {}).some((ms) => ms > 0), `gpuStages: ${JSON.stringify(r.stats.gpuStages)}`);
      assert.equal(r.stats.planVariant, 'webgpu');
    }
    assert.equal(r.ended, 'ended');
    assert.deepEqual([r.after.textures, r.after.framebuffers, r.after.programs, r.after.buffers], [0, 0, 0, 0], 'GL objects left after dispose');
  } finally {
    await browser.close();
  }
});

test('RGB frames (a canvas track) go in through copyTo and show the same picture as through texImage2D', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      // Four coloured quadrants (orientation and channel order show) and 4-px stripes in the top half.
      const w = 320, h = 180;
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d');
      [['#ff0000', 0, 0], ['#00ff00', w / 2, 0], ['#0000ff', 0, h / 2], ['#ffffff', w / 2, h / 2]].forEach(([c, x, y]) => {
        ctx.fillStyle = c;
        ctx.fillRect(x, y, w / 2, h / 2);
      });
      ctx.fillStyle = '#000000';
      for (let y = 8; y < h / 2 - 8; y += 8) ctx.fillRect(16, y, w - 32, 4);
      const generator = new MediaStreamTrackGenerator({ kind: 'video' });
      const writer = generator.writable.getWriter();
      const formats = new Set();
      let running = true;
      (async () => {
        for (let n = 0; running; n++) {
          const frame = new VideoFrame(canvas, { timestamp: n * 33333 });
          formats.add(frame.format);
          await writer.write(frame).catch(() => frame.close());
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      })();
      const runs = {};
      const copyTo = VideoFrame.prototype.copyTo;
      const runList = [['texture', 'texture', false], ['copy', 'copy', false], ['auto', 'auto', false], ['worker', 'auto', true],
        ['copyFails', 'auto', false]];
      for (const [name, policy, worker] of runList) {
        vfx.debugSetUploadPolicy(policy);
        // copyFails: a browser whose copyTo rejects RGBA: the frames go in through texImage2D instead.
        if (name === 'copyFails') VideoFrame.prototype.copyTo = () => Promise.reject(new DOMException('no RGBA copies here', 'NotSupportedError'));
        try {
          // The WebGL2 engine's upload paths (WebGPU copies frames with copyExternalImageToTexture:
          // webgpu_backend.test.mjs compares its pictures with these).
          const fx = await vfx.VideoEffects.create({ worker, backend: 'webgl2' });
          const out = fx.applyEffect(generator.clone(), { effect: 'none' });
          runs[name] = await T.readFrame(out.clone(), 3);
          const stats = await fx.getStats();
          Object.assign(runs[name], { upload: stats.upload, error: stats.error });
          fx.stop();
          await fx.dispose();
        } finally {
          VideoFrame.prototype.copyTo = copyTo;
        }
      }
      vfx.debugSetUploadPolicy('auto');
      running = false;
      writer.close().catch(() => {});
      return { runs, formats: [...formats] };
    });
    console.log(`canvas frame formats ${r.formats}; uploads ${Object.entries(r.runs).map(([k, v]) => `${k}: ${v.upload}`).join(', ')}`);
    assert.ok(r.formats.every((f) => ['RGBA', 'RGBX', 'BGRA', 'BGRX'].includes(f)), `canvas frames are not RGB here: ${r.formats}`);
    assert.equal(r.runs.texture.upload, 'texture');
    assert.equal(r.runs.copy.upload, 'copy');
    assert.equal(r.runs.auto.upload, 'copy', 'auto sends RGB frames through copyTo');
    assert.equal(r.runs.worker.upload, 'copy', 'the worker does too');
    assert.equal(r.runs.copyFails.upload, 'texture', 'a failing copyTo falls back to texImage2D');
    assert.equal(r.runs.copyFails.error, null, 'a failing copyTo is not an error');
    const frames = Object.fromEntries(Object.entries(r.runs).map(([k, v]) => [k, decodeFrame(v)]));
    const at = (f, x, y) => [...f.data.subarray((y * f.width + x) * 4, (y * f.width + x) * 4 + 3)];
    for (const [name, f] of Object.entries(frames)) {
      assert.equal(f.width, 320, `${name}: width`);
      // Quadrant centres below the stripes: red, green (top), blue, white (bottom).
      for (const [x, y, want] of [[80, 86, [255, 0, 0]], [240, 86, [0, 255, 0]], [80, 135, [0, 0, 255]], [240, 135, [255, 255, 255]]]) {
        const got = at(f, x, y);
        assert.ok(got.every((v, c) => Math.abs(v - want[c]) <= 12), `${name}: pixel (${x}, ${y}) is ${got}, expected ${want}`);
      }
    }
    const diff = (a, b) => a.data.reduce((sum, v, i) => sum + Math.abs(v - b.data[i]), 0) / a.data.length / 255;
    for (const name of ['copy', 'auto', 'worker', 'copyFails']) {
      const d = diff(frames[name], frames.texture);
      console.log(`${name} vs texture: mean abs diff ${d.toFixed(4)}`);
      assert.ok(d < 0.01, `${name}: the picture differs from texImage2D's by ${d}`);
    }
  } finally {
    await browser.close();
  }
});

test('I420 frames go in as planes converted by the engine (the default on GPUs) and match the browser\'s own conversion (BT.601 and BT.709 full range)', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      // A picture with saturated colours, greys and fine detail, as I420 bytes (BT.601 studio range).
      const w = 320, h = 180;
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      const gradient = ctx.createLinearGradient(0, 0, w, 0);
      ['#ff0000', '#ffff00', '#00ff00', '#00ffff', '#0000ff', '#ff00ff'].forEach((c, i) => gradient.addColorStop(i / 5, c));
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h / 2);
      for (let x = 0; x < w; x += 16) {
        ctx.fillStyle = `rgb(${x % 256}, ${x % 256}, ${x % 256})`;
        ctx.fillRect(x, h / 2, 16, h / 2);
      }
      ctx.fillStyle = '#000';
      for (let y = h / 2 + 10; y < h - 10; y += 6) ctx.fillRect(20, y, w - 40, 2);
      const rgba = ctx.getImageData(0, 0, w, h).data;
      const bytes = new Uint8Array(w * h * 3 / 2);
      const cw = w / 2, ch = h / 2;
      for (let i = 0; i < w * h; i++) bytes[i] = 16 + ((66 * rgba[i * 4] + 129 * rgba[i * 4 + 1] + 25 * rgba[i * 4 + 2] + 128) >> 8);
      for (let y = 0; y < ch; y++) {
        for (let x = 0; x < cw; x++) {
          const i = (2 * y * w + 2 * x) * 4, R = rgba[i], G = rgba[i + 1], B = rgba[i + 2];
          bytes[w * h + y * cw + x] = 128 + ((-38 * R - 74 * G + 112 * B + 128) >> 8);
          bytes[w * h + cw * ch + y * cw + x] = 128 + ((112 * R - 94 * G - 18 * B + 128) >> 8);
        }
      }
      const spaces = {
        bt601: { matrix: 'smpte170m', primaries: 'smpte170m', transfer: 'smpte170m', fullRange: false },
        bt709full: { matrix: 'bt709', primaries: 'bt709', transfer: 'bt709', fullRange: true },
      };
      const runs = {};
      for (const [spaceName, colorSpace] of Object.entries(spaces)) {
        const generator = new MediaStreamTrackGenerator({ kind: 'video' });
        const writer = generator.writable.getWriter();
        let running = true;
        (async () => {
          for (let n = 0; running; n++) {
            const frame = new VideoFrame(bytes, { format: 'I420', codedWidth: w, codedHeight: h, timestamp: n * 33333, colorSpace });
            await writer.write(frame).catch(() => frame.close());
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
        })();
        for (const policy of ['texture', 'planes', 'auto']) {
          vfx.debugSetUploadPolicy(policy);
          const fx = await vfx.VideoEffects.create({ worker: false, backend: 'webgl2' });  // the WebGL2 engine's upload
          const out = fx.applyEffect(generator.clone(), { effect: 'none' });
          const name = `${spaceName}_${policy}`;
          runs[name] = await T.readFrame(out.clone(), 3);
          const stats = await fx.getStats();
          Object.assign(runs[name], { upload: stats.upload, error: stats.error });
          fx.stop();
          await fx.dispose();
        }
        running = false;
        writer.close().catch(() => {});
      }
      vfx.debugSetUploadPolicy('auto');
      return { runs, glLeft: await vfx.debugGlObjectCounts() };
    });
    for (const space of ['bt601', 'bt709full']) {
      const t = r.runs[`${space}_texture`], p = r.runs[`${space}_planes`];
      assert.equal(t.upload, 'texture');
      assert.equal(p.upload, 'planes', `${space}: the planes path was not taken`);
      // By default planes on GPUs only: SwiftShader (here) keeps texImage2D.
      assert.equal(r.runs[`${space}_auto`].upload, 'texture', `${space}: a CPU rasterizer should keep texImage2D by default`);
      assert.equal(p.error, null);
      const a = decodeFrame(t), b = decodeFrame(p);
      let sum = 0, max = 0;
      for (let i = 0; i < a.data.length; i++) {
        if (i % 4 === 3) continue;
        const d = Math.abs(a.data[i] - b.data[i]);
        sum += d;
        max = Math.max(max, d);
      }
      const mean = sum / (a.data.length * 0.75);
      console.log(`${space}: planes vs the browser's conversion: mean abs diff ${mean.toFixed(2)}/255, max ${max}`);
      assert.ok(mean <= 2.5, `${space}: the engine's conversion differs from the browser's by ${mean}/255 on average`);
    }
    // The two colour spaces must give different pictures (the matrix is honoured, not ignored).
    const d601 = decodeFrame(r.runs.bt601_planes), d709 = decodeFrame(r.runs.bt709full_planes);
    let spaceDiff = 0;
    for (let i = 0; i < d601.data.length; i++) spaceDiff += Math.abs(d601.data[i] - d709.data[i]);
    assert.ok(spaceDiff / d601.data.length > 3, 'BT.601 studio and BT.709 full range converted alike');
    assert.deepEqual([r.glLeft.textures, r.glLeft.framebuffers], [0, 0], 'GL objects left after dispose');
  } finally {
    await browser.close();
  }
});

test('switching effects mid-stream creates no GL objects once each effect has run', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const camera = await T.cameraTrack();
      // Quality steps (the governor on this slow GPU) re-make the refined mask's target: not what is tested here.
      const fx = await vfx.VideoEffects.create({ worker: false, adaptive: false });
      const out = fx.applyEffect(camera, { effect: 'blur', background: '#00ff00' });
      const effects = ['blur', 'replace', 'light', 'none'];
      // Each effect through its cycle of frames: the light statistics are measured on every 2nd frame
      // into one of two targets, the mask's history alternates too, so 'light' repeats every 4th frame
      // (each of its pass lists made once); 8 leave room for frames still showing the last effect.
      // Parts load in the background (on WebGPU the face detector's pipelines; a pass list built
      // before it was ready is built again once it is), so the warm-up goes on until a whole cycle
      // of the effects makes nothing; a switch that keeps making objects never gets there.
      const warmUp = [];
      for (let cycle = 0; cycle < 4; cycle++) {
        const start = (await fx.getStats()).glObjects.created;
        for (const effect of effects) {
          fx.setOptions({ effect });
          await T.readFrame(out.clone(), 8);
        }
        const made = (await fx.getStats()).glObjects.created - start;
        warmUp.push(made);
        if (made === 0) break;
      }
      // The measured switches: two frames per effect. A combination of the
      // effects' frame phases the warm-up did not meet may still fill a cache
      // once (timing decides which phases meet), so the rounds go on until
      // one makes nothing; a switch that makes objects every time never does.
      const { GpuObjectLedger } = await import('/sdk/webgpu_ledger.js');
      const before = (await fx.getStats()).glObjects;
      const greens = [];
      const rounds = [];
      const made = [];
      for (let round = 0; round < 4; round++) {
        const start = (await fx.getStats()).glObjects.created;
        for (const effect of effects) {
          fx.setOptions({ effect });
          // Frames already in flight when the option changed may still show the old effect.
          const f = await T.readFrame(out.clone(), 2);
          if (effect === 'replace') greens.push(f.rgba.slice(0, 8));
        }
        const extra = (await fx.getStats()).glObjects.created - start;
        rounds.push(extra);
        // What WebGPU made (WebGL2 keeps no such list), to name it in the log.
        if (extra > 0) made.push(...GpuObjectLedger.recentlyMade().slice(-extra));
        if (extra === 0 && round >= 1) break;
      }
      const after = (await fx.getStats()).glObjects;
      await fx.dispose();
      return { before, after, greens, warmUp, rounds, made };
    });
    // (On WebGPU `created` counts bind groups and pipelines too: webgpu_ledger.js.)
    console.log(`switching: objects made per warm-up cycle ${r.warmUp.join(' ')}, per measured round ` +
      `${r.rounds.join(' ')}${r.made.length ? ` (${r.made.join('; ')})` : ''}; ` +
      `before ${JSON.stringify(r.before)}, after ${JSON.stringify(r.after)}`);
    assert.ok(r.before.created > 0, 'the renderer counts the objects it makes');
    assert.equal(r.warmUp.at(-1), 0, `every cycle of switches made objects: ${r.warmUp}`);
    assert.equal(r.rounds.at(-1), 0, `every round of switches made GPU objects: ${r.rounds} (${r.made.join('; ')})`);
    assert.ok(r.rounds.length >= 2, 'two rounds of switches were measured');
    for (const k of ['textures', 'framebuffers', 'programs', 'buffers']) {
      assert.equal(r.after[k], r.before[k], `live ${k} changed while switching`);
    }
    // Within two frames of a switch the green background shows (top-left pixel).
    for (const g of r.greens) {
      const px = Buffer.from(g, 'base64');
      assert.ok(px[1] > 200 && px[0] < 60, `top-left pixel ${[...px.subarray(0, 3)]} is not green`);
    }
  } finally {
    await browser.close();
  }
});

test('bad arguments throw TypeError or RangeError with a useful message', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  // Another origin (another port) serving the image without CORS headers; its
  // Cross-Origin-Resource-Policy lets our COEP page load it, tainted.
  const png = readFileSync(join(siteDir, 'astronaut.png'));
  const other = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    res.end(png);
  }).listen(0, '127.0.0.1');
  await new Promise((r) => other.on('listening', r));
  try {
    const r = await runScenario(browser, async (otherOrigin) => {
      const fx = await vfx.VideoEffects.create();
      const camera = await T.cameraTrack();
      const attempt = (f) => { try { f(); return 'no error'; } catch (e) { return `${e.constructor.name}: ${e.message}`; } };
      const broken = new Image();
      broken.src = 'data:image/png;base64,broken';
      await new Promise((r) => { broken.onerror = r; });
      const ended = camera.clone();
      ended.stop();
      const results = {
        notTrack: attempt(() => fx.applyEffect('camera')),
        endedTrack: attempt(() => fx.applyEffect(ended)),
        unknownEffect: attempt(() => fx.setOptions({ effect: 'sparkles' })),
        strength: attempt(() => fx.setOptions({ blurStrength: 1.5 })),
        strengthType: attempt(() => fx.setOptions({ blurStrength: 'high' })),
        unknownKey: attempt(() => fx.setOptions({ blurStrenght: 0.5 })),
        badColour: attempt(() => fx.setOptions({ background: 'green' })),
        brokenImage: attempt(() => fx.setOptions({ background: broken })),
        emptyImage: attempt(() => fx.setOptions({ background: new OffscreenCanvas(0, 0) })),
        hugeImage: attempt(() => fx.setOptions({ background: new OffscreenCanvas(16384, 16) })),
      };
      // A cross-origin image without CORS (localhost is another origin than 127.0.0.1 here):
      // a clear SecurityError, and the previous background stays.
      fx.setOptions({ background: '#00ff00' });
      const foreign = new Image();
      foreign.src = `${otherOrigin}/astronaut.png`;
      await new Promise((r, j) => { foreign.onload = r; foreign.onerror = j; });
      results.crossOrigin = attempt(() => fx.setOptions({ background: foreign }));
      results.backgroundAfterCrossOrigin = fx.options.background;
      // A bad effect for a new track must not end the output already running.
      const running = fx.applyEffect(camera, { effect: 'blur' });
      results.badEffectOnApply = attempt(() => fx.applyEffect(camera.clone(), { effect: 'nope' }));
      results.runningAfterBadApply = running.readyState;
      results.badModel = await vfx.VideoEffects.create({ model: 'tiny' }).then(() => 'no error', (e) => `${e.constructor.name}: ${e.message}`);
      results.modelType = await vfx.VideoEffects.create({ model: 7 }).then(() => 'no error', (e) => `${e.constructor.name}: ${e.message}`);
      results.available = await vfx.availableModels();
      // Worker mode where the browser lacks insertable streams.
      const processor = window.MediaStreamTrackProcessor;
      delete window.MediaStreamTrackProcessor;
      results.workerWithout = await vfx.VideoEffects.create({ worker: true }).then(() => 'no error', (e) => `${e.constructor.name}: ${e.message}`);
      window.MediaStreamTrackProcessor = processor;
      // The default ('auto'): a worker where the browser has one, else the main thread.
      results.defaultMode = fx.mode;
      const NativeWorker = window.Worker;
      delete window.Worker;
      const auto = await vfx.VideoEffects.create();
      results.autoWithout = auto.mode;
      await auto.dispose();
      window.Worker = NativeWorker;
      // No WebGL2 (a browser without a usable GPU): a typed rejection, not a plain Error.
      const originals = [HTMLCanvasElement, OffscreenCanvas].map((C) => [C, C.prototype.getContext]);
      for (const [C, getContext] of originals) {
        C.prototype.getContext = function (type, ...rest) {
          return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
        };
      }
      results.noWebgl2 = await vfx.VideoEffects.create({ worker: false, backend: 'webgl2' })
        .then(() => 'no error', (e) => `${e.name}: ${e.message}`);
      // 'auto' without WebGL2: WebGPU where a hardware adapter is (VFX_TEST_BACKEND=webgpu), else the same rejection.
      results.noWebgl2Auto = await vfx.VideoEffects.create({ worker: false })
        .then(async (fx) => { const b = fx.backend; await fx.dispose(); return `ok ${b}`; }, (e) => `${e.name}: ${e.message}`);
      // Asked for pass-through instead: the camera comes back unprocessed, and the page is told why.
      const plain = await vfx.VideoEffects.create({ whenUnsupported: 'passthrough', worker: false, backend: 'webgl2' });
      const plainCamera = await T.cameraTrack();
      const passed = plain.applyEffect(plainCamera, { effect: 'blur' });
      const passedFrame = await T.readFrame(passed.clone(), 2);
      results.passthrough = { mode: plain.mode, stats: await plain.getStats(), live: passed.readyState,
                              same: passed !== plainCamera, width: passedFrame.width };
      results.badWhenUnsupported = await vfx.VideoEffects.create({ whenUnsupported: 'maybe' })
        .then(() => 'no error', (e) => `${e.name}: ${e.message}`);
      results.badAdaptive = await vfx.VideoEffects.create({ adaptive: 'yes' })
        .then(() => 'no error', (e) => `${e.name}: ${e.message}`);
      plain.stop();
      results.passthrough.afterStop = passed.readyState;
      await plain.dispose();
      plainCamera.stop();
      for (const [C, getContext] of originals) C.prototype.getContext = getContext;
      await fx.dispose();
      results.afterDispose = attempt(() => fx.setOptions({ effect: 'blur' }));
      return results;
    }, `http://127.0.0.1:${other.address().port}`);
    assert.match(r.notTrack, /^TypeError: applyEffect needs a video MediaStreamTrack/);
    assert.match(r.endedTrack, /^TypeError: the input track has already ended/);
    assert.match(r.unknownEffect, /^TypeError: effect must be one of none, blur, replace, light/);
    assert.match(r.strength, /^RangeError: blurStrength must be in 0..1; got 1.5/);
    assert.match(r.strengthType, /^TypeError: blurStrength must be a number/);
    assert.match(r.unknownKey, /^TypeError: unknown effect option 'blurStrenght'/);
    assert.match(r.badColour, /^TypeError: background colour must be '#rrggbb'/);
    assert.match(r.brokenImage, /^TypeError: background image has not loaded/);
    assert.match(r.workerWithout, /^TypeError: worker mode needs Worker and OffscreenCanvas, and MediaStreamTrackProcessor/);
    assert.equal(r.autoWithout, 'insertable-streams', 'without Worker the default runs on the main thread');
    // SwiftShader is a CPU rasterizer: the default keeps the frame path on the main thread (placement.js).
    assert.equal(r.defaultMode, 'insertable-streams', 'the default put the frame path in a worker on SwiftShader');
    assert.match(r.emptyImage, /^TypeError: background image is empty/);
    assert.match(r.hugeImage, /^RangeError: background image is 16384x16; at most 8192 pixels a side/);
    assert.match(r.crossOrigin, /^DOMException: background image is cross-origin without CORS/);
    assert.equal(r.backgroundAfterCrossOrigin, '#00ff00', 'a refused background replaced the previous one');
    assert.match(r.badModel, /^TypeError: model must be one of .*mp_selfie_segmentation_256x256.*; got tiny/);
    assert.match(r.modelType, /^TypeError: model must be a model name/);
    // The models the wasm carries (VFX_WEB_MODELS), the standard ones at least, are listed.
    assert.ok(r.available.includes('mp_selfie_segmentation_landscape_144x256'), String(r.available));
    assert.ok(r.available.includes('mp_selfie_segmentation_256x256'), String(r.available));
    assert.match(r.badEffectOnApply, /^TypeError: effect must be one of/);
    assert.match(r.noWebgl2, /^NotSupportedError: WebGL2 is not available/);
    if (TEST_BACKEND === 'webgpu') assert.equal(r.noWebgl2Auto, 'ok webgpu', 'WebGPU without WebGL2');
    else assert.match(r.noWebgl2Auto, /^NotSupportedError: WebGL2 is not available/);
    assert.equal(r.passthrough.mode, 'passthrough');
    assert.equal(r.passthrough.live, 'live');
    assert.ok(r.passthrough.same, 'the pass-through track is a clone, not the camera itself');
    assert.ok(r.passthrough.width > 0, 'no frame came through the pass-through track');
    assert.match(r.passthrough.stats.error, /^effects are off: WebGL2 is not available/);
    assert.equal(r.passthrough.afterStop, 'ended');
    assert.match(r.badWhenUnsupported, /^TypeError: whenUnsupported must be one of reject, passthrough; got maybe/);
    assert.match(r.badAdaptive, /^TypeError: adaptive must be a boolean/);
    assert.equal(r.runningAfterBadApply, 'live', 'a rejected applyEffect ended the running output');
    assert.match(r.afterDispose, /disposed/);
  } finally {
    await new Promise((r) => other.close(r));
    await browser.close();
  }
});

test('25 create/apply/stop cycles leave no GL objects and no JS heap growth', { timeout: 900000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const camera = await T.cameraTrack();
      const heap = () => { gc(); gc(); return performance.memory.usedJSHeapSize; };
      const samples = [];
      let leftover = null;
      for (let i = 0; i < 25; i++) {
        const fx = await vfx.VideoEffects.create({ worker: false });
        const out = fx.applyEffect(camera.clone(), { effect: 'blur' });
        await T.readFrame(out.clone(), 0);
        fx.stop();
        await fx.dispose();
        const counts = await vfx.debugGlObjectCounts();
        if (counts.textures || counts.framebuffers || counts.programs || counts.buffers || counts.querySets || counts.devices ||
            counts.leftOnDestroy) {
          leftover = { cycle: i, counts };
        }
        if (i === 4 || i === 24) samples.push(heap());
      }
      return { samples, leftover };
    });
    const growth = (r.samples[1] - r.samples[0]) / 1024 / 1024;
    console.log(`heap after 5 cycles ${(r.samples[0] / 1048576).toFixed(2)} MB, after 25 ${(r.samples[1] / 1048576).toFixed(2)} MB`);
    assert.equal(r.leftover, null, `GL objects left: ${JSON.stringify(r.leftover)}`);
    // Before the GL id tables were compacted on close (web/wasm/bindings.cc) they grew ~0.35 MB in 20
    // cycles; now 0.0-0.1 MB in 40.
    assert.ok(growth < 0.25, `JS heap grew by ${growth.toFixed(2)} MB over 20 cycles`);
  } finally {
    await browser.close();
  }
});

test('the fallback path works without MediaStreamTrackProcessor', { timeout: 240000 }, async () => {
  const browser = await openBrowser({
    fakeVideo: fakeCameraClip(),
    initScript: () => { delete window.MediaStreamTrackProcessor; delete window.MediaStreamTrackGenerator; },
  });
  try {
    const r = await runScenario(browser, async () => {
      const { input, blurred, fx } = await T.startBlur(vfx);
      const mode = fx.mode;
      await fx.dispose();
      // The size a page's <video> shows for the output's first frame, from a new instance.
      const camera = await T.cameraTrack();
      const fresh = await vfx.VideoEffects.create();
      const output = fresh.applyEffect(camera, { effect: 'blur' });
      const announced = { width: output.getSettings().width, height: output.getSettings().height };
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = new MediaStream([output]);
      await new Promise((resolve) => { video.onloadedmetadata = resolve; video.play(); });
      const first = { width: video.videoWidth, height: video.videoHeight };
      const { width, height } = camera.getSettings();
      video.srcObject = null;
      await fresh.dispose();
      // Tracks announcing no usable frame rate (a generator's track announced an infinite one on the H100).
      const odd = [];
      for (const frameRate of [Infinity, NaN, 0, undefined]) {
        const track = camera.clone();
        const settings = track.getSettings.bind(track);
        track.getSettings = () => ({ ...settings(), frameRate });
        const fx = await vfx.VideoEffects.create();
        try {
          odd.push(`${frameRate}: ${fx.applyEffect(track, { effect: 'blur' }).readyState}`);
        } catch (e) {
          odd.push(`${frameRate}: ${e}`);
        }
        await fx.dispose();
        track.stop();
      }
      camera.stop();
      return { input, blurred, mode, first, announced, camera: { width, height }, odd };
    });
    assert.equal(r.mode, 'video-element');
    assert.deepEqual(r.odd, ['Infinity: live', 'NaN: live', '0: live', 'undefined: live']);
    await checkBlur(decodeFrame(r.input), decodeFrame(r.blurred), 'fallback');
    assert.deepEqual(r.announced, r.camera, 'the output track announces the input\'s size before its first frame');
    assert.deepEqual(r.first, r.camera, 'the first output frame has the input\'s size');
  } finally {
    await browser.close();
  }
});

test('the fallback path adapts too: at 720p on SwiftShader it steps the quality down and counts undrawn frames', { timeout: 240000 }, async () => {
  const browser = await openBrowser({
    fakeVideo: fakeCameraClip('1280x720'),
    initScript: () => { delete window.MediaStreamTrackProcessor; delete window.MediaStreamTrackGenerator; },
  });
  try {
    const r = await runScenario(browser, async () => {
      const camera = await T.cameraTrack(1280, 720);
      const fx = await vfx.VideoEffects.create({ worker: false });
      const changes = [];
      fx.addEventListener('qualitychange', (e) => changes.push(e.detail.level));
      const out = fx.applyEffect(camera, { effect: 'blur' });
      const t0 = performance.now();
      let lastTick = t0, maxGap = 0;
      while (performance.now() - t0 < 6000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        maxGap = Math.max(maxGap, performance.now() - lastTick);
        lastTick = performance.now();
      }
      const stats = await fx.getStats();
      const mode = fx.mode, live = out.readyState;
      fx.stop();
      await fx.dispose();
      camera.stop();
      return { mode, live, changes, quality: stats.quality, dropped: stats.dropped, error: stats.error, fps: stats.fps, maxGap };
    });
    console.log(`fallback 720p: level ${r.quality.level}/${r.quality.levels - 1} (changes ${r.changes}), ${r.fps.toFixed(1)} fps, ` +
      `${r.dropped} undrawn, longest timer gap ${r.maxGap.toFixed(0)} ms`);
    assert.equal(r.mode, 'video-element');
    assert.equal(r.live, 'live');
    assert.equal(r.quality.adaptive, true);
    assert.ok(r.quality.level > 0 && r.changes.length > 0, 'the fallback path did not step the quality down');
    assert.ok(r.dropped > 0, 'no undrawn frames counted at 720p on SwiftShader');
    assert.equal(r.error, null);
  } finally {
    await browser.close();
  }
});

// Workers see SwiftShader's adapter as it is (software: 'auto' takes WebGL2 there), so
// VFX_TEST_BACKEND=webgpu asks for WebGPU by name to run this on the worker's WebGPU backend.
test('worker mode processes the track off the main thread', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async (backend) => {
      const { input, blurred, fx, out } = await T.startBlur(vfx, { worker: true, backend });
      const stats = await fx.getStats();
      // An image background: its pixels are read on this thread and sent once; a later option
      // change keeps them (the worker is not sent the image again).
      fx.setOptions({ effect: 'replace', background: await T.twoColourImage() });
      const replaced = await T.readFrame(out.clone(), 2);
      fx.setOptions({ blurStrength: 0.5 });
      const replacedAgain = await T.readFrame(out.clone(), 2);
      fx.stop();
      const ended = out.readyState;
      await fx.dispose();
      return { input, blurred, replaced, replacedAgain, mode: fx.mode, stats, ended };
    }, TEST_BACKEND === 'webgpu' ? 'webgpu' : 'auto');
    assert.equal(r.mode, 'worker');
    assert.equal(r.stats.backend, TEST_BACKEND === 'webgpu' ? 'webgpu' : 'webgl2');
    assert.equal(r.ended, 'ended');
    // The last frame's stages, as on the main thread: from quality level 2 on the network skips
    // frames (its mask reused), and a frame on a reused mask runs neither the net nor the smoothing
    // (both backends run the same pass list), so they are listed below that level only.
    if (r.stats.quality.level < 2) {
      assert.ok('temporal_smoothing' in r.stats.stages, `worker stats list the stages: ${JSON.stringify(r.stats.stages)}`);
    }
    // (WebGL2 names the composite by its effect: composite_blur.)
    assert.ok(Object.keys(r.stats.stages).some((name) => name.startsWith('composite')),
      `worker stats list the stages: ${JSON.stringify(r.stats.stages)}`);
    if (r.stats.quality.level < 2) assert.ok('segmentation' in r.stats.stages, 'worker stats list the segmentation stage');
    const { background } = await checkBlur(decodeFrame(r.input), decodeFrame(r.blurred), 'worker');
    for (const [label, frame] of [['replace', r.replaced], ['replace after another option', r.replacedAgain]]) {
      const replaced = decodeFrame(frame);
      const left = meanColour(replaced, background, 0, 200), right = meanColour(replaced, background, 440, 640);
      console.log(`worker ${label}: left background ${left.map((v) => v.toFixed(2))}, right ${right.map((v) => v.toFixed(2))}`);
      assert.ok(left[2] > 0.8 && left[0] < 0.2, `worker ${label}: left background is not the image's blue`);
      assert.ok(right[0] > 0.8 && right[1] > 0.8 && right[2] < 0.2, `worker ${label}: right background is not the image's yellow`);
    }
  } finally {
    await browser.close();
  }
});

test('a lost WebGL context (a lost WebGPU device) passes frames through, and the effect returns when it is restored', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const camera = await T.cameraTrack();
      const input = await T.readFrame(camera.clone(), 3);
      const fx = await vfx.VideoEffects.create({ worker: false });
      const out = fx.applyEffect(camera, { effect: 'blur', blurStrength: 1 });
      await T.readFrame(out.clone(), 3);
      fx.debugSimulateContextLoss(true);
      await new Promise((r) => setTimeout(r, 200));
      const during = await T.readFrame(out.clone(), 3);
      const liveDuring = out.readyState;
      fx.debugSimulateContextLoss(false);
      // WebGL2 restores at once; WebGPU asks for a new device and builds every pipeline again
      // (seconds on SwiftShader): wait until the SDK says the GPU is back.
      await new Promise((r) => setTimeout(r, 500));
      for (let i = 0; i < 150 && (await fx.getStats()).gpuLost; i++) await new Promise((r) => setTimeout(r, 200));
      const after = await T.readFrame(out.clone(), 5);
      await fx.dispose();
      return { input, during, after, liveDuring };
    });
    assert.equal(r.liveDuring, 'live', 'the output track must survive a context loss');
    const input = decodeFrame(r.input);
    const mask = await personMask(input);
    const background = region(mask, input.width, input.height, (m) => m < 0.05, 12);
    const during = decodeFrame(r.during), after = decodeFrame(r.after);
    const passThrough = meanAbsDiff(input, during, background);
    const restoredDrop = detail(input, background) / detail(after, background);
    console.log(`context loss: frames during loss differ from input by ${passThrough.toFixed(3)}; after restore detail drops ${restoredDrop.toFixed(1)}x`);
    assert.ok(passThrough < 0.03, 'frames during the loss are not the input passed through (blank or frozen?)');
    assert.ok(restoredDrop >= 4, 'the effect did not come back after the context was restored');
  } finally {
    await browser.close();
  }
});

// Tracks that change under the SDK: a canvas track that resizes (a camera
// switch does the same) to portrait, 2x2, 4K and back; each size comes out
// within a few frames. When the input track ends, the output ends.
// A GPU slower than the camera (SwiftShader: ~150 ms of GPU work per 640x360
// blur frame against 33 ms between camera frames) must not freeze the page:
// frames are dropped rather than queued, so the GL calls never wait for a
// full command buffer. Before the frames-in-flight limit the pump drew every
// camera frame: tasks of several seconds, ~0.2 output frames/s.
test('a GPU slower than the camera drops frames instead of freezing the page', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); })
        .observe({ type: 'longtask' });
      const camera = await T.cameraTrack();
      const fx = await vfx.VideoEffects.create({ worker: false });
      const out = fx.applyEffect(camera, { effect: 'blur', blurStrength: 1 });
      const reader = new MediaStreamTrackProcessor({ track: out }).readable.getReader();
      (await reader.read()).value.close();  // the first frame (shader compiles) is not judged
      longTasks.length = 0;
      let ticks = 0;
      const heartbeat = setInterval(() => { ticks += 1; }, 100);
      let frames = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < 5000) {
        const { value, done } = await reader.read();
        if (done) break;
        value.close();
        frames += 1;
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(heartbeat);
      const stats = await fx.getStats();
      await reader.cancel();
      await fx.dispose();
      camera.stop();
      return { frames, seconds, ticks, longest: Math.max(0, ...longTasks), dropped: stats.dropped };
    });
    console.log(`slow GPU: ${r.frames} frames in ${r.seconds.toFixed(1)} s, ${r.ticks} heartbeats of 100 ms, ` +
      `longest task ${r.longest.toFixed(0)} ms, ${r.dropped} camera frames dropped`);
    assert.ok(r.longest < 1000, `a main-thread task took ${r.longest} ms`);
    assert.ok(r.ticks >= r.seconds * 10 * 0.6, `only ${r.ticks} of ${Math.round(r.seconds * 10)} heartbeats ran`);
    assert.ok(r.frames >= 5, `only ${r.frames} processed frames in ${r.seconds} s`);
  } finally {
    await browser.close();
  }
});

// Adaptive quality on our slowest GPU: SwiftShader cannot blur 720p at 30 fps
// even at the lowest quality step, so the effect steps down and tells the page
// ('overload') within 2 s, and no task of the SDK blocks the main thread. The
// same run without adaptation draws fewer frames. Main thread and worker.
test('at 720p on SwiftShader the quality steps down and overload is signalled within 2 s, with no long task', { timeout: 300000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip('1280x720') });
  try {
    const run = (options) => runScenario(browser, async (options) => {
      const camera = await T.cameraTrack(1280, 720);
      const fx = await vfx.VideoEffects.create(options);
      const longTasks = [], longAt = [];
      const events = [];
      const t0 = performance.now();
      // Tasks that started after applyEffect: the frame path (create() compiles every program in one
      // task, ~0.85 s on SwiftShader; it is reported apart).
      let createTask = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.startTime < t0) createTask = Math.max(createTask, e.duration);
          else { longTasks.push(e.duration); longAt.push(`${(e.startTime - t0).toFixed(0)}+${e.duration.toFixed(0)}`); }
        }
      }).observe({ type: 'longtask' });
      for (const type of ['qualitychange', 'overload', 'overloadend']) {
        fx.addEventListener(type, (e) => events.push({ type, t: performance.now() - t0, ...e.detail }));
      }
      let lastTick = performance.now(), maxGap = 0;
      const heartbeat = setInterval(() => { const n = performance.now(); maxGap = Math.max(maxGap, n - lastTick); lastTick = n; }, 20);
      const out = fx.applyEffect(camera, { effect: 'blur' });
      const reader = new MediaStreamTrackProcessor({ track: out }).readable.getReader();
      let frames = 0, firstFrameMs = null;
      const masks = [];  // the quality level and Stats.mask after each output frame
      const times = [];  // when each output frame arrived, ms after applyEffect
      while (performance.now() - t0 < 6000) {
        const { value, done } = await reader.read();
        if (done) break;
        times.push(performance.now() - t0);
        if (firstFrameMs === null) firstFrameMs = performance.now() - t0;
        const size = [value.displayWidth, value.displayHeight];
        value.close();
        if (size[0] !== 1280 || size[1] !== 720) return { badSize: size };
        frames += 1;
        const { quality, mask } = await fx.getStats();
        masks.push({ level: quality.level, ...mask });
      }
      clearInterval(heartbeat);
      const stats = await fx.getStats();
      await reader.cancel();
      await fx.dispose();
      camera.stop();
      return { maxGap, frames, times, firstFrameMs, events, quality: stats.quality, overloaded: stats.overloaded, longest: Math.max(0, ...longTasks), longTasks, longAt, createTask, masks };
    }, options);
    const results = {};
    for (const [label, options] of [['main', { worker: false }], ['worker', { worker: true }], ['fixed', { adaptive: false, worker: false }]]) {
      const r = await run(options);
      results[label] = r;
      assert.equal(r.badSize, undefined, `${label}: output frame of ${r.badSize}`);
      const overload = r.events.find((e) => e.type === 'overload');
      console.log(`720p ${label}: max timer gap ${r.maxGap.toFixed(0)} ms, ${r.frames} frames in 6 s (first after ${r.firstFrameMs?.toFixed(0)} ms), ` +
        `quality ${JSON.stringify(r.quality)}, overload at ${overload?.t.toFixed(0) ?? '-'} ms, ` +
        `longest frame-path task ${r.longest.toFixed(0)} ms (${r.longAt.join(' ')}), create() task ${r.createTask.toFixed(0)} ms, events ${r.events.map((e) => `${e.type}:${e.level}@${e.t.toFixed(0)}`).join(' ')}`);
      // The first frame allocates every 720p target (60-100 ms here): judged apart, at 200 ms.
      if (label !== 'worker') {
        assert.ok(r.longest < 200, `${label}: a main-thread task took ${r.longest} ms`);
        assert.ok(Math.max(0, ...r.longTasks.slice(1)) < 100, `${label}: long tasks after the first frame: ${r.longAt}`);
      }
      // A 20 ms timer must keep running: the main thread can also be held outside any task (the
      // full effect and worker mode hold it ~2.3 s at the start on SwiftShader; logged, not judged).
      if (label === 'main') assert.ok(r.maxGap < 250, `${label}: the page's timers stalled for ${r.maxGap} ms`);
      // The mask's age: 0 where the network ran on the frame, else the frames and capture time
      // since it ran. The lowest steps run it on every 2nd or 3rd frame and carry its mask, but
      // frames this far apart (a few a second) would carry masks hundreds of ms old: there they
      // run the net at its small input on every frame (quality_ladder.h), so no mask is older
      // than 100 ms of camera time (the run's first mask is judged apart: no spacing is known yet).
      console.log(`720p ${label}: mask ages ${r.masks.map((m) => `${m.level}:${m.ageFrames}/${m.ageMs?.toFixed(0)}`).join(' ')}`);
      for (const m of r.masks) {
        assert.equal(m.carried, m.ageFrames > 0);
        if (m.ageFrames === 0) assert.equal(m.ageMs, 0);
        else assert.ok(m.ageMs === null || m.ageMs > 0, `${label}: a carried mask of age ${m.ageMs} ms`);
      }
      const old = r.masks.slice(1).filter((m) => m.carried && !(m.ageMs <= 100));
      assert.equal(old.length, 0, `${label}: masks older than 100 ms: ${old.map((m) => `${m.level}:${m.ageFrames}/${m.ageMs}`)}`);
      if (label !== 'fixed') {
        // The levels that would carry masks ran here, each frame on its own mask.
        const low = r.masks.slice(1).filter((m) => m.level >= 2);
        assert.ok(low.length > 0, `${label}: no frame at levels 2-3`);
        assert.ok(low.every((m) => m.ageFrames === 0), `${label}: carried masks at levels 2-3: ${low.map((m) => m.ageFrames)}`);
      }
      if (label === 'fixed') {
        assert.equal(r.events.length, 0, 'adaptive: false changed the quality');
        assert.equal(r.quality.level, 0);
        continue;
      }
      assert.ok(overload, `${label}: no overload event`);
      // Worker mode: the worker signals in time (~1.6 s after applyEffect), but on SwiftShader the
      // page's main thread is held ~2.3 s (no task; timers stall) until the first processed frame
      // arrives, and the event is delivered after that (a known issue, logged above).
      if (label === 'main') assert.ok(overload.t <= 2000, `${label}: overload signalled after ${overload.t} ms`);
      assert.equal(overload.level, r.quality.levels - 1, `${label}: overload before the lowest step`);
      assert.equal(r.overloaded, true, `${label}: getStats().overloaded`);
      assert.equal(r.quality.adaptive, true);
    }
    // Once stepped down (overload within 2 s, above), the adaptive run draws frames at least as often as
    // the full effect. Judged by the median time between frames from 3 s on: a count over a fixed span
    // also counted a start-up stall (on 2 busy cores the first frame came at 3.7 s, then 13 frames in
    // 2.3 s beat the full effect's 14 in 3 s but lost the count).
    const interval = (r) => {
      const late = r.times.filter((t) => t >= 3000);
      const gaps = late.slice(1).map((t, i) => t - late[i]).sort((a, b) => a - b);
      return gaps.length ? gaps[gaps.length >> 1] : Infinity;
    };
    // Both runs must go on drawing after 3 s, or there is no interval to compare.
    for (const label of ['main', 'fixed']) {
      assert.ok(results[label].times.filter((t) => t >= 3000).length >= 3, `${label}: fewer than 3 frames after 3 s`);
    }
    console.log(`720p: median frame interval from 3 s on: adaptive ${interval(results.main).toFixed(0)} ms, ` +
      `the full effect ${interval(results.fixed).toFixed(0)} ms`);
    assert.ok(interval(results.main) <= interval(results.fixed),
      `from 3 s on, adaptive drew a frame every ${interval(results.main)} ms, the full effect every ` +
      `${interval(results.fixed)} ms (${results.main.frames} and ${results.fixed.frames} frames in all)`);
  } finally {
    await browser.close();
  }
});

// A site with a strict Content-Security-Policy (no inline script, no eval; wasm
// allowed): the SDK runs on the main thread and in a worker, and asks for nothing
// but its own files from the page's origin.
test('the SDK works under a strict Content-Security-Policy and loads only its own files', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; img-src 'self' blob: data:";
    const requests = [];
    browser.page.on('request', (request) => requests.push(request.url()));
    await browser.page.route('**/tests/csp.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
    await browser.page.goto(browser.url('tests/csp.html'));
    const r = await browser.page.evaluate(() => window.cspResult);
    assert.deepEqual(r.violations, [], `CSP violations: ${r.violations.join('; ')}`);
    for (const run of r.runs) {
      assert.equal(run.failed, undefined, `under CSP: ${run.failed}`);
      assert.equal(run.error, null);
    }
    assert.deepEqual(r.runs.map((run) => run.mode), ['insertable-streams', 'worker']);
    for (const run of r.runs) await checkBlur(decodeFrame(run.input), decodeFrame(run.frame), `CSP ${run.mode}`);
    const origin = new URL(browser.url('')).origin;
    const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:'));
    assert.deepEqual(foreign, [], `requests beyond the page's origin: ${foreign.join(', ')}`);
    console.log(`CSP: ${requests.length} requests, all same-origin: ${[...new Set(requests.map((u) => new URL(u).pathname))].join(' ')}`);
  } finally {
    await browser.close();
  }
});

// The wasm can live elsewhere than beside vfx.mjs (a CDN path, a hashed name): create({wasmUrl}).
test('wasmUrl loads the engine from another URL, on the main thread and in the worker; a bad one is named', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const error = (p) => p.then(() => 'no error', (e) => `${e.name}: ${e.message}`);
      const missing = await error(vfx.VideoEffects.create({ wasmUrl: '/nowhere/vfx.wasm', backend: 'webgl2' }));
      const missingInWorker = await error(vfx.VideoEffects.create({ wasmUrl: '/nowhere/vfx.wasm', worker: true, backend: 'webgl2' }));
      const notAUrl = await error(vfx.VideoEffects.create({ wasmUrl: 5 }));
      const camera = await T.cameraTrack();
      const frames = {};
      for (const worker of [false, true]) {
        const fx = await vfx.VideoEffects.create({ wasmUrl: '/vfx.wasm', worker, backend: 'webgl2' });  // the site's copy, not /sdk/vfx.wasm
        const out = fx.applyEffect(camera.clone(), { effect: 'blur' });
        frames[worker ? 'worker' : 'main'] = (await T.readFrame(out.clone(), 2)).width;
        await fx.dispose();
      }
      camera.stop();
      const fetched = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.wasm'));
      return { missing, missingInWorker, notAUrl, frames, fetched };
    });
    assert.match(r.missing, /^Error: vfx: could not load the engine's wasm from http:\/\/127\.0\.0\.1:\d+\/nowhere\/vfx\.wasm/);
    assert.match(r.missingInWorker, /could not load the engine's wasm from http:\/\/127\.0\.0\.1:\d+\/nowhere\/vfx\.wasm/);
    assert.match(r.notAUrl, /^TypeError: wasmUrl must be a URL/);
    assert.deepEqual(r.frames, { main: 640, worker: 640 });
    assert.ok(r.fetched.includes('/vfx.wasm'), `the page fetched ${r.fetched.join(', ')}`);
  } finally {
    await browser.close();
  }
});

// The wasm carries no weights: the engine takes them from the model's
// weights.bin (the WebGPU backend's file). A missing or damaged one is a clear
// error, on the main thread and in the worker, and a later create() retries.
test('a missing or damaged weights.bin is a clear error, and create() works once it is back', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    // Routed on the context: requests of the SDK's worker go through it too.
    const context = browser.page.context();
    const weightsOf = (url) => url.pathname.endsWith('/weights.bin');
    await browser.page.goto(browser.url('tests/sdk.html'));
    await browser.page.waitForFunction(() => window.ready === true);
    const create = (worker) => browser.page.evaluate(async (worker) => {
      try {
        const fx = await vfx.VideoEffects.create({ backend: 'webgl2', worker });
        const camera = await T.cameraTrack();
        const out = fx.applyEffect(camera, { effect: 'blur' });
        const width = (await T.readFrame(out.clone(), 1)).width;
        await fx.dispose();
        camera.stop();
        return `ok ${width}`;
      } catch (e) {
        return `${e.name}: ${e.message}`;
      }
    }, worker);
    await context.route(weightsOf, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const missing = await create(false);
    const missingInWorker = await create(true);
    await context.unroute(weightsOf);
    await context.route(weightsOf, async (route) => {
      const body = await (await route.fetch()).body();
      body[body.length >> 1] ^= 0x40;  // one bit of one weight
      await route.fulfill({ status: 200, body, contentType: 'application/octet-stream' });
    });
    const damaged = await create(false);
    await context.unroute(weightsOf);
    const restored = await create(false);
    const restoredInWorker = await create(true);
    console.log(`weights: missing -> ${missing}\n  damaged -> ${damaged}`);
    assert.match(missing, /could not fetch http:\/\/127\.0\.0\.1:\d+\/sdk\/webgpu\/mp_selfie_segmentation_landscape_144x256\/weights\.bin: HTTP 404/);
    assert.match(missingInWorker, /could not fetch .*weights\.bin: HTTP 404/);
    assert.match(damaged, /^TypeError: vfx: the weights of mp_selfie_segmentation_landscape_144x256: .*kWeight_\d+_[0-9a-f]{16}.*damaged/);
    assert.equal(restored, 'ok 640');
    assert.equal(restoredInWorker, 'ok 640');
  } finally {
    await browser.close();
  }
});

test('the output follows input resizes (portrait, 2x2, 4K) and the input ending', { timeout: 300000 }, async () => {
  const browser = await openBrowser();
  browser.page.on('console', (m) => { if (m.text().startsWith('resize')) console.log(m.text()); });
  try {
    const r = await runScenario(browser, async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const ctx = canvas.getContext('2d');
      let tick = 0;
      const draw = () => {
        ctx.fillStyle = `hsl(${(tick += 7) % 360}, 60%, 50%)`;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        ctx.fillStyle = '#fff';
        ctx.fillRect(canvas.width / 4, canvas.height / 4, canvas.width / 2, canvas.height / 2);
      };
      draw();
      const timer = setInterval(draw, 40);
      const track = canvas.captureStream(25).getVideoTracks()[0];
      const fx = await vfx.VideoEffects.create();
      const out = fx.applyEffect(track, { effect: 'blur' });
      const reader = new MediaStreamTrackProcessor({ track: out }).readable.getReader();
      // Frames until the output has the new size (-1: not within `budget` frames).
      // SwiftShader needs ~30 s (this machine, 2026-12-02) to finish the 4K frames still in flight
      // before the first small one: `stallMs` is the longest wait for any one output frame.
      const framesUntil = async (w, h, budget = 40, stallMs = 30000) => {
        canvas.width = w;
        canvas.height = h;
        draw();
        for (let i = 0; i < budget; i++) {
          const stalled = new Promise((r) => setTimeout(() => r({ stalled: true }), stallMs));
          const { value, done, stalled: late } = await Promise.race([reader.read(), stalled]);
          if (late) return -3;
          if (done) return -2;
          const ok = value.displayWidth === w && value.displayHeight === h;
          value.close();
          if (ok) return i;
        }
        return -1;
      };
      const results = {};
      const t0 = performance.now();
      const step = async (name, ...size) => {
        results[name] = await framesUntil(...size);
        console.log(`resize ${name}: ${results[name]} frames, ${(performance.now() - t0).toFixed(0)} ms`);
      };
      await step('landscape', 320, 180);
      await step('portrait', 180, 320);
      await step('tiny', 2, 2);
      await step('uhd', 3840, 2160, 20);
      await step('back', 320, 180, 40, 90000);
      results.stats = await fx.getStats();
      clearInterval(timer);
      track.stop();
      for (let i = 0; i < 50 && out.readyState !== 'ended'; i++) await new Promise((r) => setTimeout(r, 100));
      results.ended = out.readyState;
      reader.cancel();
      await fx.dispose();
      return results;
    });
    for (const size of ['landscape', 'portrait', 'tiny', 'uhd', 'back']) {
      assert.ok(r[size] >= 0 && r[size] <= 5, `${size}: the output took ${r[size]} frames to follow (-1: never, -2: ended, -3: no frame for 30 s, 90 s after 4K)`);
    }
    assert.equal(r.stats.error, null, `a frame failed: ${r.stats.error}`);
    assert.equal(r.ended, 'ended', 'the output did not end with its input');
  } finally {
    await browser.close();
  }
});

// The LiveKit adapter against the real livekit-client from npm: a LocalVideoTrack
// of the fake camera (no server needed) takes the processor; the processed track
// is blurred, switching effects works, and stopProcessor() frees every GL object.
test('LiveKit: LocalVideoTrack.setProcessor runs the effect, switches it, and frees everything', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const { LocalVideoTrack } = await import('/node_modules/livekit-client/dist/livekit-client.esm.mjs');
      const { LiveKitEffectsProcessor } = await import('/sdk/livekit.js');
      const baseline = await vfx.debugGlObjectCounts();
      const camera = await T.cameraTrack();
      const input = await T.readFrame(camera.clone(), 3);
      const local = new LocalVideoTrack(camera, undefined, true);
      const processor = new LiveKitEffectsProcessor({ effect: 'blur', blurStrength: 1, worker: false });
      await local.setProcessor(processor);
      const blurred = await T.readFrame(processor.processedTrack.clone(), 8);
      processor.setOptions({ effect: 'none' });
      const plain = await T.readFrame(processor.processedTrack.clone(), 8);
      let bad = 'no error';
      try { processor.setOptions({ effect: 'sparkles' }); } catch (e) { bad = `${e.name}: ${e.message}`; }
      const name = local.getProcessor()?.name;
      const processed = processor.processedTrack;
      await local.stopProcessor();
      const after = await vfx.debugGlObjectCounts();
      local.stop();
      return { input, blurred, plain, bad, name, ended: processed.readyState, baseline, after,
               optionsAfterBad: processor.options.effect };
    });
    assert.equal(r.name, 'vfx-video-effects');
    await checkBlur(decodeFrame(r.input), decodeFrame(r.blurred), 'livekit blur');
    const input = decodeFrame(r.input), plain = decodeFrame(r.plain);
    const all = new Uint8Array(input.width * input.height).fill(1);
    assert.ok(meanAbsDiff(input, plain, all) < 0.05, 'effect none after switching should show the camera');
    assert.match(r.bad, /^TypeError: effect must be one of/);
    assert.equal(r.optionsAfterBad, 'none');
    assert.equal(r.ended, 'ended', 'the processed track outlived stopProcessor()');
    assert.equal(r.after.textures, r.baseline.textures, 'textures left after stopProcessor()');
    assert.equal(r.after.programs, r.baseline.programs, 'programs left after stopProcessor()');
  } finally {
    await browser.close();
  }
});

// The TransformStream factory in a page's own insertable-streams pipeline.
test('createEffectsTransform: a VideoFrame TransformStream that blurs, switches and frees everything', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      const { createEffectsTransform } = await import('/sdk/transform.js');
      const baseline = await vfx.debugGlObjectCounts();
      const camera = await T.cameraTrack();
      const input = await T.readFrame(camera.clone(), 3);
      const fx = await createEffectsTransform({ effect: 'blur', blurStrength: 1 });
      const processor = new MediaStreamTrackProcessor({ track: camera });
      const generator = new MediaStreamTrackGenerator({ kind: 'video' });
      const piping = processor.readable.pipeThrough(fx.transform).pipeTo(generator.writable).catch(() => {});
      const blurred = await T.readFrame(generator.clone(), 8);
      let bad = 'no error';
      try { fx.setOptions({ blurStrength: 2 }); } catch (e) { bad = `${e.name}: ${e.message}`; }
      let badCreate = 'no error';
      try { await createEffectsTransform({ worker: true }); } catch (e) { badCreate = `${e.name}: ${e.message}`; }
      camera.stop();
      await piping;
      await fx.dispose();
      const after = await vfx.debugGlObjectCounts();
      return { input, blurred, bad, badCreate, baseline, after, lastError: fx.lastError && String(fx.lastError) };
    });
    await checkBlur(decodeFrame(r.input), decodeFrame(r.blurred), 'transform blur');
    assert.match(r.bad, /^RangeError: blurStrength must be in 0..1; got 2/);
    assert.match(r.badCreate, /^TypeError: createEffectsTransform runs where its stream runs/);
    assert.equal(r.lastError, null);
    assert.equal(r.after.textures, r.baseline.textures, 'textures left after dispose()');
  } finally {
    await browser.close();
  }
});

test('createEffectsTransform steps the quality down on a slow GPU (720p on SwiftShader), and holds it with adaptive: false', { timeout: 300000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip('1280x720') });
  try {
    const r = await runScenario(browser, async () => {
      const { createEffectsTransform } = await import('/sdk/transform.js');
      const results = {};
      for (const adaptive of [true, false]) {
        const camera = await T.cameraTrack(1280, 720);
        const fx = await createEffectsTransform({ effect: 'blur', ...(adaptive ? {} : { adaptive }) });
        const changes = [];
        fx.onqualitychange = (change) => changes.push(change);
        const processor = new MediaStreamTrackProcessor({ track: camera });
        const generator = new MediaStreamTrackGenerator({ kind: 'video' });
        const piping = processor.readable.pipeThrough(fx.transform).pipeTo(generator.writable).catch(() => {});
        const reader = new MediaStreamTrackProcessor({ track: generator }).readable.getReader();
        const t0 = performance.now();
        let frames = 0;
        while (performance.now() - t0 < 6000) {
          const { value, done } = await reader.read();
          if (done) break;
          value.close();
          frames += 1;
        }
        const quality = fx.quality;
        await reader.cancel();
        camera.stop();
        await piping;
        await fx.dispose();
        results[adaptive ? 'adaptive' : 'fixed'] = { quality, changes, frames, lastError: fx.lastError && String(fx.lastError) };
      }
      return results;
    });
    const a = r.adaptive, f = r.fixed;
    console.log(`transform adaptive: level ${a.quality.level}/${a.quality.levels - 1}, ${a.changes.length} changes, ${a.frames} frames; ` +
      `fixed: level ${f.quality.level}, ${f.frames} frames`);
    assert.equal(a.quality.adaptive, true);
    assert.ok(a.quality.level > 0, 'the quality did not step down on SwiftShader at 720p');
    assert.ok(a.changes.length > 0 && a.changes.every((c) => c.levels === a.quality.levels), 'onqualitychange was not called with the ladder');
    assert.equal(f.quality.adaptive, false);
    assert.equal(f.quality.level, 0, 'adaptive: false moved the quality');
    assert.deepEqual(f.changes, []);
    assert.equal(a.lastError, null);
    assert.equal(f.lastError, null);
  } finally {
    await browser.close();
  }
});

test('TwilioEffectsProcessor skips frames while the GPU is busy and steps the quality down (720p on SwiftShader)', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip('1280x720') });
  try {
    const r = await runScenario(browser, async () => {
      const { TwilioEffectsProcessor } = await import('/sdk/twilio.js');
      const camera = await T.cameraTrack(1280, 720);
      const processor = await TwilioEffectsProcessor.create({ effect: 'blur' });
      const changes = [];
      processor.onqualitychange = (change) => changes.push(change.level);
      const output = document.createElement('canvas');
      output.width = 1280;
      output.height = 720;
      output.getContext('bitmaprenderer');
      // As twilio-video drives it: every camera frame, awaited one after the other.
      const reader = new MediaStreamTrackProcessor({ track: camera }).readable.getReader();
      const t0 = performance.now();
      let frames = 0;
      while (performance.now() - t0 < 6000) {
        const { value, done } = await reader.read();
        if (done) break;
        await processor.processFrame(value, output);
        frames += 1;
      }
      await reader.cancel();
      const quality = processor.quality;
      processor.destroy();
      camera.stop();
      const fixed = await TwilioEffectsProcessor.create({ adaptive: false });
      const fixedQuality = fixed.quality;
      fixed.destroy();
      let bad = 'no error';
      try { await TwilioEffectsProcessor.create({ worker: true }); } catch (e) { bad = `${e.name}: ${e.message}`; }
      return { quality, changes, frames, fixedQuality, bad, lastError: processor.lastError && String(processor.lastError) };
    });
    console.log(`twilio 720p: level ${r.quality.level}/${r.quality.levels - 1} (changes ${r.changes}), ${r.frames} frames handed over`);
    assert.equal(r.quality.adaptive, true);
    assert.ok(r.quality.level > 0 && r.changes.length > 0, 'the Twilio processor did not step the quality down');
    assert.equal(r.fixedQuality.adaptive, false);
    assert.match(r.bad, /^TypeError: TwilioEffectsProcessor runs on twilio-video's thread: worker and whenUnsupported do not apply/);
    assert.equal(r.lastError, null);
  } finally {
    await browser.close();
  }
});

// The Twilio adapter against the real twilio-video from npm: a LocalVideoTrack of
// the fake camera (no room needed) takes the processor through addProcessor.
test('Twilio: LocalVideoTrack.addProcessor runs the effect, switches it, and frees everything', { timeout: 240000 }, async () => {
  const browser = await openBrowser({ fakeVideo: fakeCameraClip() });
  try {
    const r = await runScenario(browser, async () => {
      await new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = '/node_modules/twilio-video/dist/twilio-video.min.js';
        script.onload = resolve;
        script.onerror = reject;
        document.head.append(script);
      });
      const { TwilioEffectsProcessor } = await import('/sdk/twilio.js');
      const baseline = await vfx.debugGlObjectCounts();
      const camera = await T.cameraTrack();
      const input = await T.readFrame(camera.clone(), 3);
      const local = new Twilio.Video.LocalVideoTrack(camera);
      const processor = await TwilioEffectsProcessor.create({ effect: 'blur', blurStrength: 1 });
      local.addProcessor(processor, TwilioEffectsProcessor.addProcessorOptions);
      // twilio-video processes frames while the track is published or shown: a local preview.
      const preview = local.attach();
      document.body.append(preview);
      const blurred = await T.readFrame(local.processedTrack.clone(), 8);
      processor.setOptions({ effect: 'none' });
      const plain = await T.readFrame(local.processedTrack.clone(), 8);
      let bad = 'no error';
      try { processor.setOptions({ background: 'green' }); } catch (e) { bad = `${e.name}: ${e.message}`; }
      local.removeProcessor(processor);
      processor.destroy();
      local.detach().forEach((el) => el.remove());
      const after = await vfx.debugGlObjectCounts();
      local.stop();
      return { input, blurred, plain, bad, baseline, after, lastError: processor.lastError && String(processor.lastError) };
    });
    await checkBlur(decodeFrame(r.input), decodeFrame(r.blurred), 'twilio blur');
    const input = decodeFrame(r.input), plain = decodeFrame(r.plain);
    const all = new Uint8Array(input.width * input.height).fill(1);
    assert.ok(meanAbsDiff(input, plain, all) < 0.05, 'effect none after switching should show the camera');
    assert.match(r.bad, /^TypeError: background colour must be/);
    assert.equal(r.lastError, null);
    assert.equal(r.after.textures, r.baseline.textures, 'textures left after destroy()');
  } finally {
    await browser.close();
  }
});
