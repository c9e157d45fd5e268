// The WebGPU backend of the SDK (web/sdk/webgpu_renderer.js, webgpu_executor.js)
// in headless Chromium on SwiftShader's WebGPU adapter: it draws what the
// WebGL2 backend draws on a busy scene, effect by effect and on every quality
// level; VideoEffects runs on it on the main thread and in a worker, and a lost
// device passes frames through until a new one is made; 'auto' (the default)
// takes it on a hardware adapter that passes the self-check and falls back to
// WebGL2, saying why, where WebGPU is missing, software or fails the
// self-check; forcing 'webgpu' there is a clear error. (SwiftShader's adapter
// is made to look like hardware where 'auto' is to try it.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  openBrowser, fakeCameraClip, pretendHardwareAdapter, PINNED_BACKEND_SKIP, TEST_BACKEND, VULKAN_COMPOSITING,
} from './harness.mjs';
import { checkBlur, decodeFrame, detail, meanAbsDiff, meanColour } from './frame_analysis.mjs';

const MODEL = 'mp_selfie_segmentation_256x256';


async function openPage(options) {
  const browser = await openBrowser(options);
  await browser.page.goto(browser.url('tests/sdk.html'));
  await browser.page.waitForFunction(() => window.ready === true);
  return browser;
}

// Both renderers on SwiftShader with their software settings; VFX_TEST_BACKEND=webgpu makes the WebGPU
// adapter look like hardware (its settings then differ from WebGL2's), so the comparison needs the default set-up.
test('the WebGPU backend draws the picture WebGL2 draws on a busy scene: every effect, every quality level', {
  timeout: 300000, skip: TEST_BACKEND === 'webgpu' && 'it needs the default browser set-up (VFX_TEST_BACKEND=webgpu changes it)',
}, async () => {
  const browser = await openPage({ extraArgs: VULKAN_COMPOSITING });
  try {
    const r = await browser.page.evaluate(async (model) => {
      const { busyScene, makeRenderer, render, compare } = await import('/tests/backends.js');
      // Not a multiple of the 8×8 work groups, nor of the blur's 4× reduction.
      const scene = await busyScene(333, 187);
      const gl = await makeRenderer('webgl2', model);
      const gpu = await makeRenderer('webgpu', model);
      const image = await createImageBitmap(await busyScene(200, 300));
      const base = { blurStrength: 0.8, lightCorrection: false, background: '#20c040' };
      const cases = {
        blur: { ...base, effect: 'blur' },
        'blur, half strength, light correction': { ...base, effect: 'blur', blurStrength: 0.4, lightCorrection: true },
        'replace, colour': { ...base, effect: 'replace' },
        'replace, image': { ...base, effect: 'replace', background: image },
        light: { ...base, effect: 'light' },
        none: { ...base, effect: 'none' },
      };
      const out = { capabilities: gpu.renderer.capabilities, backend: gpu.renderer.backend, levels: gpu.renderer.qualityLevels, diffs: {} };
      const pictures = {};
      for (const [name, options] of Object.entries(cases)) {
        const a = await render(gl, scene, options), b = await render(gpu, scene, options);
        out.diffs[name] = compare(a, b);
        pictures[name] = b;
      }
      for (let level = 1; level < gpu.renderer.qualityLevels; level++) {
        gl.renderer.setQuality(level);
        gpu.renderer.setQuality(level);
        const a = await render(gl, scene, cases.blur, 4), b = await render(gpu, scene, cases.blur, 4);
        out.diffs[`blur, quality level ${level}`] = compare(a, b);
      }
      // A moving person on the levels that skip the network: the frames between carry the last
      // mask by the person's motion (src/nodes/mask_motion_node.h), on both backends alike.
      out.movingAges = {};
      for (const level of [2, 3]) {
        gl.renderer.setQuality(level);
        gpu.renderer.setQuality(level);
        const ages = [];
        let a, b;
        for (let i = 0; i < 6; i++) {
          const moved = await busyScene(333, 187, 9 * i);
          a = await render(gl, moved, cases.blur, 1);
          b = await render(gpu, moved, cases.blur, 1);
          ages.push([gl.renderer.maskAgeFrames(), gpu.renderer.maskAgeFrames()]);
          out.diffs[`blur, quality level ${level}, moving, frame ${i}`] = compare(a, b);
        }
        out.movingAges[level] = ages;
      }
      // The effects change the picture (a blank or pass-through canvas would also match).
      out.blurVsNone = compare(pictures.blur, pictures.none);
      out.replaceVsNone = compare(pictures['replace, colour'], pictures.none);
      out.counts = gpu.renderer.glObjectCounts();
      // Nothing piles up: sizes going back and forth, and new background images, replace textures.
      gpu.renderer.setQuality(0);
      // Culling on WebGPU: 'none' records no pass between the upload and the present, so nothing is dispatched.
      await render(gpu, scene, cases.none, 1);
      out.noneStages = gpu.renderer.stages().map((t) => t.name);
      await render(gpu, scene, cases.blur, 1);
      out.blurStages = gpu.renderer.stages().map((t) => t.name);
      const small = await busyScene(200, 120);
      const textures = [];
      for (const source of [scene, small, scene, small, scene]) {
        await render(gpu, source, cases.blur, 1);
        textures.push(gpu.renderer.glObjectCounts().textures);
      }
      for (let i = 0; i < 3; i++) {
        await render(gpu, scene, { ...cases['replace, image'], background: await createImageBitmap(await busyScene(160 + i, 90)) }, 1);
        textures.push(gpu.renderer.glObjectCounts().textures);
      }
      out.textures = textures;
      // Frames at a size and with options already seen make nothing (the ledger counts every object made).
      // Two frames first: the smoothing's history ping-pongs, so a configuration's frames alternate
      // between two pass-list versions, each built (bind groups, uniform buffer) the first time it runs.
      await render(gpu, scene, cases.blur, 2);
      const made = gpu.renderer.glObjectCounts().created;
      await render(gpu, scene, cases.blur, 6);
      out.madeBySixFrames = gpu.renderer.glObjectCounts().created - made;
      out.madeBefore = made;
      gl.renderer.destroy();
      gpu.renderer.destroy();
      out.afterDestroy = gpu.renderer.glObjectCounts();
      return out;
    }, MODEL);
    console.log(`WebGPU adapter: ${r.capabilities}`);
    assert.equal(r.backend, 'webgpu');
    assert.equal(r.levels, 4, 'the quality ladder comes from the effects pack');
    for (const [name, d] of Object.entries(r.diffs)) {
      console.log(`${name}: WebGPU vs WebGL2 mean ${d.mean.toFixed(3)}, p99 ${d.p99}, max ${d.max} (of 255), ${d.over} pixels off by > 24`);
      // A pixel or two at the mask's 0.5 contour may flip (the bilinear texel statistics
      // round differently on the two APIs: one pixel of 62,000 by 33/255 with light correction).
      assert.ok(d.mean < 0.5 && d.p99 <= 2 && d.over <= 3, `${name}: the backends' pictures differ (${JSON.stringify(d)})`);
    }
    for (const [level, ages] of Object.entries(r.movingAges)) {
      assert.ok(ages.every(([gl, gpu]) => gl === gpu), `level ${level}: mask ages differ between the backends: ${JSON.stringify(ages)}`);
      assert.ok(ages.some(([gl]) => gl > 0), `level ${level}: no frame carried a mask: ${JSON.stringify(ages)}`);
    }
    assert.deepEqual(r.noneStages, ['upload', 'present'], 'effect none dispatched a culled pass');
    assert.ok(r.blurStages.includes('segmentation') && r.blurStages.includes('blur'), `blur's stages: ${r.blurStages}`);
    assert.ok(r.blurVsNone.mean > 10, `blur barely changed the picture (${JSON.stringify(r.blurVsNone)})`);
    assert.ok(r.replaceVsNone.mean > 30, `replacement barely changed the picture (${JSON.stringify(r.replaceVsNone)})`);
    console.log(`GPU objects: ${JSON.stringify(r.counts)}; live textures over resizes and background changes: ${r.textures}`);
    assert.ok(r.counts.textures > 10 && r.counts.buffers > 0 && r.counts.devices === 1, 'the renderer counts its GPU objects');
    assert.ok(r.textures.every((n) => n === r.textures[0]), `textures pile up: ${r.textures}`);
    assert.ok(r.madeBefore > r.counts.textures, 'the ledger counts objects made');
    assert.equal(r.madeBySixFrames, 0, 'GPU objects were made per frame');
    // destroy() destroys every object itself before the device (which would free them anyway).
    const { textures, buffers, querySets, devices, leftOnDestroy } = r.afterDestroy;
    assert.deepEqual({ textures, buffers, querySets, devices, leftOnDestroy },
      { textures: 0, buffers: 0, querySets: 0, devices: 0, leftOnDestroy: 0 }, 'GPU objects left after destroy()');
  } finally {
    await browser.close();
  }
});

test("VideoEffects on WebGPU ('auto' on a hardware adapter): blur on the main thread and in a worker; a lost device passes frames through until a new one draws", { timeout: 300000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openPage({ fakeVideo: fakeCameraClip(), extraArgs: VULKAN_COMPOSITING, initScript: pretendHardwareAdapter });
  try {
    const r = await browser.page.evaluate(async () => {
      // adaptive: false keeps every stage in every frame (lower levels reuse the mask).
      const main = await T.startBlur(vfx, { worker: false, adaptive: false });
      const stats = await main.fx.getStats();
      main.fx.debugSimulateContextLoss(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const during = await T.readFrame(main.out.clone(), 3);
      const liveDuring = main.out.readyState;
      const lostStats = await main.fx.getStats();
      main.fx.debugSimulateContextLoss(false);
      // A new device and every pipeline again: ~6 s on SwiftShader.
      const restoreStart = performance.now();
      while ((await main.fx.getStats()).gpuLost && performance.now() - restoreStart < 60000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const restoreMs = performance.now() - restoreStart;
      const after = await T.readFrame(main.out.clone(), 5);
      // A second loss with an image background and light correction on: both are rebuilt on the new device.
      main.fx.setOptions({ effect: 'replace', background: await T.twoColourImage(), lightCorrection: true });
      await T.readFrame(main.out.clone(), 3);
      main.fx.debugSimulateContextLoss(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      main.fx.debugSimulateContextLoss(false);
      const again = performance.now();
      while ((await main.fx.getStats()).gpuLost && performance.now() - again < 60000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const replacedAfter = await T.readFrame(main.out.clone(), 5);
      const mainInfo = { backend: main.fx.backend, fallback: main.fx.backendFallback, mode: main.fx.mode, stats, liveDuring,
                         lostStats, restoreMs };
      await main.fx.dispose();
      // The worker sees SwiftShader's adapter as it is: software, so 'webgpu' is asked for by name.
      const worker = await T.startBlur(vfx, { worker: true, backend: 'webgpu' });
      const workerInfo = { backend: worker.fx.backend, mode: worker.fx.mode, stats: await worker.fx.getStats() };
      await worker.fx.dispose();
      return { main: { input: main.input, blurred: main.blurred, during, after, replacedAfter, ...mainInfo },
               worker: { input: worker.input, blurred: worker.blurred, ...workerInfo } };
    });
    assert.equal(r.main.backend, 'webgpu');
    assert.equal(r.main.fallback, null);
    assert.equal(r.main.mode, 'insertable-streams');
    assert.equal(r.main.stats.backend, 'webgpu');
    // GPU time per stage from timestamp queries where the device has them; else the reason.
    const { gpuTimer, gpuStages, stages } = r.main.stats;
    console.log(`WebGPU stages (CPU ms): ${JSON.stringify(stages)}; GPU: ${JSON.stringify(gpuStages)} (${JSON.stringify(gpuTimer)})`);
    // The frame graph's node names, as on WebGL2: the C++ graph recorded the passes.
    for (const name of ['upload', 'downscale', 'segmentation', 'temporal_smoothing', 'mask_upsample', 'blur', 'composite_blur', 'present']) {
      assert.ok(stages[name] >= 0, `stage ${name} is not listed`);
    }
    if (gpuTimer.available) {
      assert.ok(gpuStages && gpuStages.segmentation >= 0 && gpuStages.composite_blur >= 0, 'timed stages are reported');
    } else {
      assert.match(gpuTimer.reason, /timestamp-query/);
      assert.equal(gpuStages, null);
    }
    assert.equal(r.worker.backend, 'webgpu');
    assert.equal(r.worker.mode, 'worker');
    assert.equal(r.worker.stats.backend, 'webgpu');
    const input = decodeFrame(r.main.input);
    const { background } = await checkBlur(input, decodeFrame(r.main.blurred), 'WebGPU main thread');
    await checkBlur(decodeFrame(r.worker.input), decodeFrame(r.worker.blurred), 'WebGPU worker');
    assert.equal(r.main.liveDuring, 'live', 'the output track must survive a device loss');
    assert.equal(r.main.stats.gpuLost, false);
    assert.equal(r.main.lostStats.gpuLost, true, 'getStats says the device is lost');
    console.log(`a new device drew after ${(r.main.restoreMs / 1000).toFixed(1)} s`);
    const passThrough = meanAbsDiff(input, decodeFrame(r.main.during), background);
    const restoredDrop = detail(input, background) / detail(decodeFrame(r.main.after), background);
    console.log(`device loss: frames during differ from the input by ${passThrough.toFixed(3)}; after, detail drops ${restoredDrop.toFixed(1)}x`);
    assert.ok(passThrough < 0.03, 'frames during the loss are not the input passed through');
    assert.ok(restoredDrop >= 4, 'the effect did not come back on a new device');
    // The image (blue left, yellow right) is back after the second loss.
    const replaced = decodeFrame(r.main.replacedAfter);
    const left = meanColour(replaced, background, 0, 200), right = meanColour(replaced, background, 440, 640);
    console.log(`after a loss with an image background: left ${left.map((v) => v.toFixed(2))}, right ${right.map((v) => v.toFixed(2))}`);
    assert.ok(left[2] > 0.8 && left[0] < 0.2, 'left background is not the image\'s blue after the device came back');
    assert.ok(right[0] > 0.8 && right[1] > 0.8 && right[2] < 0.2, 'right background is not the image\'s yellow after the device came back');
  } finally {
    await browser.close();
  }
});

test("backend 'auto' takes WebGL2 where WebGPU is missing, software or fails its self-check, and says why; 'webgpu' there is a clear error", {
  timeout: 300000, skip: TEST_BACKEND === 'webgpu' && 'it needs the default browser set-up (VFX_TEST_BACKEND=webgpu changes it)',
}, async () => {
  const scenario = async () => {
    const tryCreate = async (options) => {
      try {
        const fx = await vfx.VideoEffects.create({ worker: false, ...options });
        const info = { backend: fx.backend, fallback: fx.backendFallback, mode: fx.mode };
        await fx.dispose();
        return info;
      } catch (e) {
        return { error: `${e.name}: ${e.message}` };
      }
    };
    return {
      auto: await tryCreate({ backend: 'auto' }),
      webgpu: await tryCreate({ backend: 'webgpu' }),
      passthrough: await tryCreate({ backend: 'webgpu', whenUnsupported: 'passthrough' }),
      bad: await tryCreate({ backend: 'vulkan' }),
      byDefault: await tryCreate({}),
    };
  };
  // GL compositing on SwiftShader: a software adapter, whose canvas loses the device (the self-check sees it).
  let browser = await openPage();
  try {
    const r = await browser.page.evaluate(scenario);
    console.log(`software adapter: auto -> ${JSON.stringify(r.auto)}; webgpu -> ${r.webgpu.error}`);
    assert.equal(r.auto.backend, 'webgl2');
    assert.match(r.auto.fallback, /software/);
    assert.equal(r.byDefault.backend, 'webgl2', "'auto' is the default");
    assert.match(r.byDefault.fallback, /software/);
    assert.match(r.webgpu.error, /self-check: .*(lost|Instance)/);
    assert.match(r.bad.error, /TypeError: backend must be one of auto, webgpu, webgl2; got vulkan/);
  } finally {
    await browser.close();
  }
  // The same adapter looking like hardware: 'auto' tries it, and the self-check sends it to WebGL2.
  browser = await openPage({ initScript: pretendHardwareAdapter });
  try {
    const r = await browser.page.evaluate(scenario);
    console.log(`self-check fails: auto -> ${JSON.stringify(r.auto)}`);
    assert.equal(r.auto.backend, 'webgl2');
    assert.match(r.auto.fallback, /self-check/);
  } finally {
    await browser.close();
  }
  // No WebGPU at all.
  browser = await openPage({ initScript: () => { Object.defineProperty(Navigator.prototype, 'gpu', { get: () => undefined }); } });
  try {
    const r = await browser.page.evaluate(scenario);
    console.log(`no WebGPU: auto -> ${JSON.stringify(r.auto)}; webgpu -> ${r.webgpu.error}; passthrough -> ${JSON.stringify(r.passthrough)}`);
    assert.equal(r.auto.backend, 'webgl2');
    assert.match(r.auto.fallback, /no WebGPU adapter/);
    assert.match(r.webgpu.error, /NotSupportedError: WebGPU is not available here/);
    assert.equal(r.passthrough.mode, 'passthrough');
    assert.equal(r.passthrough.backend, null);
  } finally {
    await browser.close();
  }
});

// The WebGPU backend checks every weight's bytes against the plan's weight
// index, as the WebGL2 engine does: a damaged weights.bin is a clear error,
// not a wrong mask, and a later create() downloads it again.
test('a damaged weights.bin is a clear error on WebGPU too, and create() works once it is back', { timeout: 240000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openPage({ fakeVideo: fakeCameraClip(), extraArgs: VULKAN_COMPOSITING });
  try {
    const context = browser.page.context();
    const weightsOf = (url) => url.pathname.endsWith('/weights.bin');
    const create = () => browser.page.evaluate(async () => {
      try {
        const fx = await vfx.VideoEffects.create({ backend: 'webgpu', worker: false });
        const camera = await T.cameraTrack();
        const out = fx.applyEffect(camera, { effect: 'blur' });
        const width = (await T.readFrame(out.clone(), 1)).width;
        await fx.dispose();
        camera.stop();
        return `ok ${fx.backend} ${width}`;
      } catch (e) {
        return `${e.name}: ${e.message}`;
      }
    });
    await context.route(weightsOf, async (route) => {
      const body = await (await route.fetch()).body();
      body[body.length >> 1] ^= 0x40;  // one bit of one weight
      await route.fulfill({ status: 200, body, contentType: 'application/octet-stream' });
    });
    const damaged = await create();
    await context.unroute(weightsOf);
    const restored = await create();
    console.log(`webgpu weights: damaged -> ${damaged}; restored -> ${restored}`);
    assert.match(damaged, /TypeError: WebGPU plan: weight '.+' does not match kWeight_\d+_[0-9a-f]{16} \(a damaged weights.bin/);
    assert.equal(restored, 'ok webgpu 640');
  } finally {
    await browser.close();
  }
});

test('the adapters on WebGPU: createEffectsTransform and TwilioEffectsProcessor blur with backend webgpu', { timeout: 300000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openPage({ fakeVideo: fakeCameraClip(), extraArgs: VULKAN_COMPOSITING });
  try {
    const r = await browser.page.evaluate(async () => {
      const { createEffectsTransform } = await import('/sdk/transform.js');
      const { TwilioEffectsProcessor } = await import('/sdk/twilio.js');
      const camera = await T.cameraTrack();
      const input = await T.readFrame(camera.clone(), 3);
      const fx = await createEffectsTransform({ effect: 'blur', blurStrength: 1, backend: 'webgpu' });
      const generator = new MediaStreamTrackGenerator({ kind: 'video' });
      const source = camera.clone();
      const piping = new MediaStreamTrackProcessor({ track: source }).readable
        .pipeThrough(fx.transform).pipeTo(generator.writable).catch(() => {});
      const transformed = await T.readFrame(generator.clone(), 8);
      const transformError = fx.lastError && String(fx.lastError);
      source.stop();  // ends the pipe
      await piping;
      await fx.dispose();
      // As twilio-video drives it: each camera frame awaited, the output a bitmaprenderer canvas.
      const processor = await TwilioEffectsProcessor.create({ effect: 'blur', blurStrength: 1, backend: 'webgpu', adaptive: false });
      const output = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
      output.getContext('bitmaprenderer');
      const reader = new MediaStreamTrackProcessor({ track: camera }).readable.getReader();
      for (let i = 0; i < 8; i++) {
        const { value } = await reader.read();
        await processor.processFrame(value, output);  // it closes the frame, as twilio-video expects
        await new Promise((resolve) => setTimeout(resolve, 50));  // the GPU may still hold the last two
      }
      await reader.cancel();
      const twilio = T.encodePicture(output, 640, 360);
      const twilioError = processor.lastError && String(processor.lastError);
      processor.destroy();
      camera.stop();
      return { input, transformed, twilio, transformError, twilioError };
    });
    assert.equal(r.transformError, null);
    assert.equal(r.twilioError, null);
    const input = decodeFrame(r.input);
    await checkBlur(input, decodeFrame(r.transformed), 'WebGPU createEffectsTransform');
    await checkBlur(input, decodeFrame(r.twilio), 'WebGPU TwilioEffectsProcessor');
  } finally {
    await browser.close();
  }
});

test('the video-element path (no insertable streams) on WebGPU: the canvas stream shows the blur', { timeout: 300000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openPage({
    fakeVideo: fakeCameraClip(), extraArgs: VULKAN_COMPOSITING,
    initScript: () => { delete window.MediaStreamTrackProcessor; delete window.MediaStreamTrackGenerator; },
  });
  try {
    const r = await browser.page.evaluate(async () => {
      const { input, blurred, fx } = await T.startBlur(vfx, { backend: 'webgpu' });
      const info = { mode: fx.mode, backend: fx.backend, error: (await fx.getStats()).error };
      await fx.dispose();
      return { input, blurred, ...info };
    });
    assert.equal(r.mode, 'video-element');
    assert.equal(r.backend, 'webgpu');
    assert.equal(r.error, null);
    await checkBlur(decodeFrame(r.input), decodeFrame(r.blurred), 'WebGPU video-element path');
  } finally {
    await browser.close();
  }
});

// Firefox's WebGPU takes neither a video element nor a VideoFrame in
// copyExternalImageToTexture (a TypeError from its WebIDL union); made so here.
function refuseVideoUploads() {
  const copy = GPUQueue.prototype.copyExternalImageToTexture;
  GPUQueue.prototype.copyExternalImageToTexture = function (source, ...rest) {
    const s = source?.source;
    if (s instanceof HTMLVideoElement || (typeof VideoFrame !== 'undefined' && s instanceof VideoFrame)) {
      window.refusedUploads = (window.refusedUploads ?? 0) + 1;
      throw new TypeError("GPUQueue.copyExternalImageToTexture: 'source' member of GPUCopyExternalImageSourceInfo " +
        'could not be converted to any of: ImageBitmap, HTMLImageElement, HTMLCanvasElement, OffscreenCanvas.');
    }
    return copy.call(this, source, ...rest);
  };
}

test('a WebGPU that refuses video elements and VideoFrames (as Firefox\'s does) gets ImageBitmaps: blur, no error, on both paths', { timeout: 300000, skip: PINNED_BACKEND_SKIP }, async () => {
  for (const path of ['video-element', 'insertable-streams']) {
    const noStreams = 'delete window.MediaStreamTrackProcessor; delete window.MediaStreamTrackGenerator;';
    const browser = await openPage({
      fakeVideo: fakeCameraClip(), extraArgs: VULKAN_COMPOSITING,
      initScript: `(${refuseVideoUploads})(); ${path === 'video-element' ? noStreams : ''}`,
    });
    try {
      const r = await browser.page.evaluate(async () => {
        const { input, blurred, fx } = await T.startBlur(vfx, { backend: 'webgpu', worker: false });
        const stats = await fx.getStats();
        const info = { mode: fx.mode, backend: fx.backend, error: stats.error };
        await fx.dispose();
        return { input, blurred, ...info, probes: window.refusedUploads ?? 0 };
      });
      assert.equal(r.mode, path, path);
      assert.equal(r.backend, 'webgpu', path);
      assert.equal(r.error, null, `${path}: no frame failed`);
      assert.ok(r.probes >= 1, `${path}: the refusal was probed (${r.probes})`);
      await checkBlur(decodeFrame(r.input), decodeFrame(r.blurred), `WebGPU ${path} path through ImageBitmaps`);
    } finally {
      await browser.close();
    }
  }
});
