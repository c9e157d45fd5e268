// Long run: does anything grow while the SDK processes a stream for a long
// time, or over many create/apply/stop/dispose cycles?
//
// Part 1 (frames > 0): one applyEffect on an uncapped generator track
// (track_bench.mjs) at `size`; every `sample` output frames it collects
// garbage and records the JS heap (performance.memory, precise with
// --enable-precise-memory-info and --js-flags=--expose-gc), the SDK's live GL
// objects, the VideoFrames the page holds open (frame_ledger.mjs: counted from
// outside the SDK; main thread only), the frames/s and the quality level.
// Part 2 (cycles > 0): create -> applyEffect -> first output frame -> stop ->
// dispose, `cycles` times; every `cycle_sample` cycles the same readings.
//
// Query: ?frames=20000&size=320x180&mode=main|worker|element|passthrough&sample=1000&cycles=200&cycle_sample=20
//        &effect=blur&source_fps=0&model=...&sdk=/sdk/index.js&source=canvas|i420&upload=auto|texture|copy
//        (mode=passthrough: the trivial pipeline instead of the SDK)
// mode=element: the video-element path (what Firefox and WebKit without
// Safari's features take), with insertable streams hidden from the SDK while
// it is created and given the track.
// Each sample is also printed as a JSON line; results: window.probeDone (JSON
// string) with {samples, cycleSamples, summary}. summary compares the last
// sample with the first (the first is taken after `sample` frames, past warm-up).
import { installFrameLedger } from './frame_ledger.mjs';

const params = new URLSearchParams(location.search);
// ?ledger=0 leaves VideoFrame unwatched (open-frame counts are then null).
const ledger = params.get('ledger') === '0' ? { sweep: () => null } : installFrameLedger();
const { passthrough, sourceFrames, uncappedTrack } = await import('./track_bench.mjs');

const number = (name, fallback) => Number(params.get(name) ?? fallback);
const CONFIG = {
  frames: number('frames', 20000),
  size: (params.get('size') ?? '320x180').split('x').map(Number),
  mode: params.get('mode') ?? 'main',
  sample: number('sample', 1000),
  cycles: number('cycles', 200),
  cycleSample: number('cycle_sample', 20),
  effect: params.get('effect') ?? 'blur',
  sourceFps: number('source_fps', 0),
  model: params.get('model') ?? undefined,
  sdk: params.get('sdk') ?? '/sdk/index.js',
  upload: params.get('upload') ?? 'auto',  // the SDK's upload policy on the main thread (debugSetUploadPolicy)
  source: params.get('source') ?? 'canvas',  // or i420: CPU-memory frames, as cameras without GPU buffers deliver
  backend: params.get('backend') ?? undefined,  // the SDK's backend option ('webgl2', 'webgpu'; its default when unset)
  touchUp: number('touch_up', 0),  // > 0: the face effects on too (touch-up at this strength, face-aware light)
};

const log = (line) => {
  const el = document.getElementById('log');
  if (el) el.textContent += `${line}\n`;
  console.log(line);
};

// mode=passthrough: the trivial pipeline (texImage2D + one draw + VideoFrame(canvas))
// in the SDK's place, to tell the browser's own long-run behaviour from the SDK's.
function passthroughEffects() {
  let pipe = null;
  return {
    mode: 'passthrough',
    applyEffect(track) { pipe = passthrough(track); return pipe.track; },
    async getStats() { return { quality: {}, dropped: null, error: null }; },
    stop() { pipe?.stop(); },
    async dispose() {},
  };
}

// The create() options of every instance this page makes.
const faceOptions = CONFIG.touchUp > 0 ? { touchUp: CONFIG.touchUp, lightCorrection: 'face' } : {};
const createOptions = () => ({
  ...(CONFIG.model ? { model: CONFIG.model } : {}),
  ...(CONFIG.backend ? { backend: CONFIG.backend } : {}),
  worker: CONFIG.mode === 'worker',
});

const MB = 1024 * 1024;
function heapMB() {
  if (typeof gc === 'function') { gc(); gc(); }
  return performance.memory ? performance.memory.usedJSHeapSize / MB : null;
}

async function glObjects(vfx, effects) {
  if (effects && effects.mode === 'worker') return (await effects.getStats()).glObjects;
  return await vfx.debugGlObjectCounts();
}

// Takes MediaStreamTrackProcessor and MediaStreamTrackGenerator off the
// window (as Firefox lacks them); the returned function puts them back.
function hideInsertableStreams() {
  const saved = { MediaStreamTrackProcessor: window.MediaStreamTrackProcessor, MediaStreamTrackGenerator: window.MediaStreamTrackGenerator };
  delete window.MediaStreamTrackProcessor;
  delete window.MediaStreamTrackGenerator;
  return () => Object.assign(window, saved);
}

const sameGl = (a, b) => ['textures', 'framebuffers', 'programs', 'buffers', 'querySets', 'devices', 'leftOnDestroy']
  .every((k) => (a?.[k] ?? 0) === (b?.[k] ?? 0));

async function longRun(vfx, frames) {
  const [width, height] = CONFIG.size;
  const source = uncappedTrack(frames, CONFIG.sourceFps);
  const hidden = CONFIG.mode === 'element' ? hideInsertableStreams() : () => {};
  const effects = CONFIG.mode === 'passthrough' ? passthroughEffects() : await vfx.VideoEffects.create(createOptions());
  const output = effects.applyEffect(source.track, { effect: CONFIG.effect, blurStrength: 0.8, ...faceOptions });
  hidden();  // the page reads the output with them
  // Quality steps (the governor's tries one level up included): each sample row counts those before it.
  let qualityChanges = 0;
  effects.addEventListener?.('qualitychange', () => { qualityChanges += 1; });
  log(`started: mode ${effects.mode}, ${source.written} source frames written`);
  const reader = new MediaStreamTrackProcessor({ track: output }).readable.getReader();
  const samples = [];
  const t0 = performance.now();
  let delivered = 0, windowStart = t0, windowFrames = 0;
  // Until the first output frame: what the SDK says every 5 s (a stall shows its cause in the log).
  const watchdog = setInterval(async () => {
    if (delivered > 0) return;
    const s = await effects.getStats().catch((e) => ({ error: String(e) }));
    log(`no output frame after ${((performance.now() - t0) / 1000).toFixed(0)} s: source wrote ${source.written}, ` +
      `fps ${s.fps}, dropped ${s.dropped}, quality ${s.quality?.level}, error ${s.error}, output ${output.readyState}, input ${source.track.readyState}`);
  }, 5000);
  while (delivered < CONFIG.frames) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the output ended after ${delivered} frames`);
    if (value.displayWidth !== width || value.displayHeight !== height) {
      value.close();
      throw new Error(`output frame ${value.displayWidth}x${value.displayHeight}, expected ${width}x${height}`);
    }
    value.close();
    delivered += 1;
    windowFrames += 1;
    if (delivered === 1) log(`first output frame after ${(performance.now() - t0).toFixed(0)} ms`);
    if (delivered % CONFIG.sample === 0) {
      const now = performance.now();
      const stats = await effects.getStats();
      const row = {
        frames: delivered, seconds: +((now - t0) / 1000).toFixed(1), fps: +((windowFrames * 1000) / (now - windowStart)).toFixed(1),
        heapMB: +heapMB()?.toFixed(3), gl: await glObjects(vfx, effects), videoFrames: ledger.sweep(),
        quality: stats.quality?.level, qualityChanges, dropped: stats.dropped, error: stats.error,
      };
      samples.push(row);
      log(JSON.stringify(row));
      windowStart = performance.now();
      windowFrames = 0;
    }
  }
  clearInterval(watchdog);
  effects.stop();
  await reader.cancel().catch(() => {});
  source.stop();
  await effects.dispose();
  await new Promise((r) => setTimeout(r, 200));  // the generator closes its last frames
  const afterDispose = { gl: await vfx.debugGlObjectCounts(), videoFrames: ledger.sweep(), heapMB: heapMB() };
  log(JSON.stringify({ afterDispose }));
  return { samples, afterDispose, written: source.written, seconds: (performance.now() - t0) / 1000 };
}

async function cycleRun(vfx, frames) {
  const source = uncappedTrack(frames, 30);
  const samples = [];
  const baseline = { gl: await vfx.debugGlObjectCounts(), videoFrames: ledger.sweep(), heapMB: heapMB() };
  for (let i = 1; i <= CONFIG.cycles; i++) {
    const effects = await vfx.VideoEffects.create(createOptions());
    const input = source.track.clone();
    const output = effects.applyEffect(input, { effect: CONFIG.effect, blurStrength: 0.8, ...faceOptions });
    const reader = new MediaStreamTrackProcessor({ track: output }).readable.getReader();
    const { value } = await reader.read();
    value?.close();
    await reader.cancel().catch(() => {});
    effects.stop();
    await effects.dispose();
    input.stop();
    if (i % CONFIG.cycleSample === 0) {
      await new Promise((r) => setTimeout(r, 100));
      const row = { cycle: i, heapMB: +heapMB()?.toFixed(3), gl: await vfx.debugGlObjectCounts(), videoFrames: ledger.sweep() };
      samples.push(row);
      log(JSON.stringify(row));
    }
  }
  source.stop();
  return { baseline, samples };
}

async function main() {
  const vfx = await import(CONFIG.sdk);
  const { webglRendererName } = await import(new URL('placement.js', new URL(CONFIG.sdk, location.href)).href);
  log(`soak: ${JSON.stringify(CONFIG)}`);
  vfx.debugSetUploadPolicy?.(CONFIG.upload);
  const result = { config: CONFIG, gc: typeof gc === 'function', preciseMemory: Boolean(performance.memory) };
  // First, before any frame exists: a fresh Chromium on the H200 may restart its GPU process at the
  // first WebGL context (benchmarks/gpu_browser/README.md), which would take GPU-backed frames with it.
  result.renderer = webglRendererName();
  log(`renderer: ${result.renderer}`);
  await new Promise((r) => setTimeout(r, 1000));
  const frames = await sourceFrames(...CONFIG.size, CONFIG.source);  // 8 frames, open for the whole run
  const summary = {};
  if (CONFIG.frames > 0) {
    result.long = await longRun(vfx, frames);
    const s = result.long.samples;
    const first = s[0], last = s[s.length - 1];
    summary.frames = last.frames;
    summary.fps = +(last.frames / result.long.seconds).toFixed(1);
    summary.heapGrowthMB = +(last.heapMB - first.heapMB).toFixed(3);
    summary.heapMaxMinusFirstMB = +(Math.max(...s.map((r) => r.heapMB)) - first.heapMB).toFixed(3);
    summary.glConstant = s.every((r) => sameGl(r.gl, first.gl));
    summary.glCreatedDuringRun = (last.gl?.created ?? 0) - (first.gl?.created ?? 0);  // GL objects made per frame: churn
    // A quality step may re-make a render target at its new size (the refined mask at half resolution).
    summary.qualityChangesDuringRun = (last.qualityChanges ?? 0) - (first.qualityChanges ?? 0);
    summary.openVideoFrames = { min: Math.min(...s.map((r) => r.videoFrames.open)), max: Math.max(...s.map((r) => r.videoFrames.open)) };
    summary.doubleCloses = last.videoFrames.doubleCloses;
    summary.qualityLevels = [...new Set(s.map((r) => r.quality))];
    summary.errors = s.filter((r) => r.error).map((r) => r.error);
    summary.afterDispose = result.long.afterDispose;
  }
  if (CONFIG.cycles > 0) {
    result.cycles = await cycleRun(vfx, frames);
    const s = result.cycles.samples;
    summary.cycles = CONFIG.cycles;
    summary.cycleHeapGrowthMB = +(s[s.length - 1].heapMB - s[0].heapMB).toFixed(3);
    summary.cycleGlLeft = s.filter((r) => !sameGl(r.gl, result.cycles.baseline.gl)).map((r) => ({ cycle: r.cycle, gl: r.gl }));
    summary.cycleOpenVideoFrames = { baseline: result.cycles.baseline.videoFrames.open, last: s[s.length - 1].videoFrames.open };
  }
  for (const f of frames) f.close();
  result.summary = summary;
  log(JSON.stringify({ summary }));
  return JSON.stringify(result);
}

window.probeDone = main().catch((e) => JSON.stringify({ error: String(e?.stack ?? e) }));
