// The SDK end to end on one GPU: frames/s delivered by applyEffect's output
// track, uncapped, beside a trivial pass-through that does the least any such
// pipeline must (texImage2D of the frame, one draw, new VideoFrame(canvas)).
//
// The source is a MediaStreamTrackGenerator written as fast as it accepts
// frames (clones of 8 prepared VideoFrames of a moving picture, new
// timestamps), so the source never limits the rate; the output is read by a
// MediaStreamTrackProcessor that counts and closes every frame.
//
// Mode 'stages' is no track: the engine alone (vfx.mjs beside the SDK), the
// blur effect on those frames, first each frame waited for once at its end
// (frame_ms: submit to GPU complete), then with a GPU wait after every stage
// (WebEngine::SetStageSync): the median ms per stage, each with one readback
// round trip in it ('foreground', which draws nothing, shows that cost).
//
// Query: ?sizes=1280x720,1920x1080&modes=passthrough,main,worker,none,stages,stages/3&seconds=4&warmup=1&repeat=2&source=i420|canvas|still
//        &model=mp_selfie_segmentation_landscape_144x256&sdk=/sdk/index.js&source_fps=0 (0: uncapped; N: paced like an N fps camera)
// A mode may name the SDK's upload policy (main thread): main:copy, main:texture (default auto), and
// its backend: main:webgpu, worker:webgpu, none:webgpu (default: the SDK's default backend).
// A mode may add the face effects: 'main+face', 'main:webgpu+face', 'stages+face' (touchUp 0.6 and
// lightCorrection 'face' on top of the mode's effect; the source's astronaut has a face to find).
// A mode may name another build packed beside this one (pack_site.sh's
// variants): 'main@old' runs /variants/old/sdk/index.js, for a before/after
// in one page load.
// Each (size, mode) runs `repeat` times, in a fresh random order each time
// (track_bench.mjs roundRobin). Results: window.probeDone (JSON string).

import { countFrames, passthrough, roundRobin, settleGpuProcess, sourceFrames, uncappedTrack } from './track_bench.mjs';

const params = new URLSearchParams(location.search);
const list = (name, fallback) => (params.get(name) ?? fallback).split(',').filter(Boolean);
const CONFIG = {
  sizes: list('sizes', '1280x720,1920x1080').map((s) => s.split('x').map(Number)),
  modes: list('modes', 'passthrough,main,worker,none,stages'),
  seconds: Number(params.get('seconds') ?? 4),
  warmup: Number(params.get('warmup') ?? 1),
  repeat: Number(params.get('repeat') ?? 2),
  model: params.get('model') ?? undefined,
  sdk: params.get('sdk') ?? '/sdk/index.js',
  source: params.get('source') ?? 'canvas',
  sourceFps: Number(params.get('source_fps') ?? 0),
};

const log = (line) => {
  document.getElementById('log').textContent += `${line}\n`;
  console.log(line);
};

const FACE_EFFECTS = Object.freeze({ touchUp: 0.6, lightCorrection: 'face' });
const sdkUrl = (label) => (label ? `/variants/${label}/sdk/index.js` : CONFIG.sdk);

async function openMode(mode, track) {
  if (mode === 'passthrough') return { ...passthrough(track), stats: async () => null };
  const [headWithFace, label] = mode.split('@');
  const face = headWithFace.endsWith('+face');
  const head = face ? headWithFace.slice(0, -'+face'.length) : headWithFace;
  const [kind, ...rest] = head.split(':');  // main:copy, main:texture: FrameRenderer.uploadPolicy; main:webgpu: the backend
  const backend = rest.find((r) => ['webgpu', 'webgl2', 'auto'].includes(r));
  const upload = rest.find((r) => r !== backend) ?? 'auto';
  const { VideoEffects, debugSetUploadPolicy } = await import(sdkUrl(label));
  debugSetUploadPolicy?.(upload);
  const effects = await VideoEffects.create({
    ...(CONFIG.model ? { model: CONFIG.model } : {}), ...(backend ? { backend } : {}), worker: kind === 'worker',
  });
  const output = effects.applyEffect(track, {
    effect: kind === 'none' ? 'none' : 'blur', blurStrength: 0.8, ...(face ? FACE_EFFECTS : {}),
  });
  return {
    track: output,
    stats: () => effects.getStats(),
    async stop() { effects.stop(); await effects.dispose(); },
  };
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

async function stageProfile(label, width, height, frames, quality = 0, face = false, runs = 40) {
  const { default: createVfxModule } = await import(new URL('vfx.mjs', new URL(sdkUrl(label), location.href)).href);
  const module = await createVfxModule();
  const model = CONFIG.model ?? 'mp_selfie_segmentation_landscape_144x256';
  const { loadModelWeights } = await import(new URL('model_weights.js', new URL(sdkUrl(label), location.href)).href)
    .catch(() => ({ loadModelWeights: async () => {} }));  // an older SDK: its wasm carries the weights
  await loadModelWeights(module, model);
  const canvas = new OffscreenCanvas(width, height);  // as the SDK (FramePump) has it
  const gl = canvas.getContext('webgl2', { alpha: false, antialias: false, depth: false, stencil: false, premultipliedAlpha: false });
  module.vfxGlContext = gl;
  const engine = new module.Engine();
  let opened;
  try {
    opened = engine.open(model, false);
  } catch {
    opened = engine.open(model);  // builds from before open() took the software verdict
  }
  module.vfxGlContext = null;
  if (!opened.ok) throw new Error(opened.error);
  const check = (rc) => { if (rc !== 0) throw new Error(engine.lastError()); };
  check(engine.setEffect('blur', 0.8, face, 1.0));  // face: light correction from the face, as FACE_EFFECTS
  check(engine.setQuality(quality));
  if (face) check(engine.setFaceEffects(FACE_EFFECTS.touchUp, 'face', 'auto'));
  const pixel = new Uint8Array(4);
  const frame = (i) => {
    module.vfxPendingSource = frames[i % frames.length];
    check(engine.processFrame(width, height));
    module.vfxPendingSource = null;
  };
  const whole = [], issue = [], toVideoFrame = [], transfer = [];
  const gpuStages = new Map();
  let gpuFrames = 0;  // timed frames, for each stage's mean per frame
  const ownStages = typeof engine.gpuStages === 'function';  // the timed frame's own stages (see below)
  let lastTimed = -1;
  for (let i = 0; i < runs + 5; i++) {
    const t0 = performance.now();
    frame(i);
    const t1 = performance.now();
    // What FramePump does next: the canvas as a VideoFrame (closed at once here).
    const bitmap = canvas.transferToImageBitmap();
    const tTransfer = performance.now();
    try {
      new VideoFrame(bitmap, { timestamp: i }).close();
    } catch {
      // SwiftShader cannot frame the bitmap (FramePump then uses the canvas)
    }
    bitmap.close();
    const t2 = performance.now();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    if (i >= 5) {
      whole.push(performance.now() - t0);
      issue.push(t1 - t0);
      toVideoFrame.push(t2 - t1);
      transfer.push(tTransfer - t1);
    }
    // The GPU timer's stages (no waits between stages), where the browser has one.
    // Each timed frame once (the engine times a frame whenever the last one's results are in).
    const framesTimed = engine.gpuTimer().framesTimed;
    if (i >= 5 && framesTimed !== lastTimed) {
      lastTimed = framesTimed;
      // Builds before gpuStages() (variants): only the stages the last frame shares with the timed one,
      // so their means undercount work done on some frames only (not comparable; marked in the row).
      const timed = ownStages ? engine.gpuStages()
        : Object.fromEntries(engine.stages().filter((t) => typeof t.gpuMs === 'number').map((t) => [t.name, t.gpuMs]));
      if (timed) {
        for (const [name, gpuMs] of Object.entries(timed)) gpuStages.set(name, [...(gpuStages.get(name) ?? []), gpuMs]);
        gpuFrames += 1;
      }
    }
    await new Promise((r) => setTimeout(r, 0));
  }
  if (typeof engine.setStageSync === 'function') check(engine.setStageSync(true));
  const perStage = new Map();
  for (let i = 0; i < runs + 5; i++) {
    frame(i);
    if (i < 5) continue;
    for (const { name, ms } of engine.stages()) perStage.set(name, [...(perStage.get(name) ?? []), ms]);
    await new Promise((r) => setTimeout(r, 0));
  }
  engine.close();
  engine.delete();
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  const r3 = (x) => Math.round(x * 1000) / 1000;
  return {
    mode: `stages${quality ? `/${quality}` : ''}${face ? '+face' : ''}${label ? `@${label}` : ''}`, width, height, quality, plan: opened.planVariant, frame_ms: r3(median(whole)),
    issue_ms: r3(median(issue)), video_frame_ms: r3(median(toVideoFrame)), transfer_ms: r3(median(transfer)),
    stages_ms: Object.fromEntries([...perStage].map(([name, v]) => [name, r3(median(v))])),
    gpu_timer_stages_ms: Object.fromEntries([...gpuStages].map(([name, v]) => [name, r3(median(v))])),
    // Per frame, 0 where a frame did not run the stage (work done on every n-th frame, in its share).
    gpu_timer_stage_means_ms: gpuFrames && ownStages
      ? Object.fromEntries([...gpuStages].map(([name, v]) => [name, r3(v.reduce((a, b) => a + b, 0) / gpuFrames)]))
      : null,
  };
}

async function measure(mode, width, height, frames) {
  // stages/Q: the engine held at quality level Q (0 = full effect; the levels
  // that skip the network carry the mask by motion).
  const head = mode.split('@')[0];
  const face = head.endsWith('+face');
  const [base, quality] = (face ? head.slice(0, -'+face'.length) : head).split('/');
  if (base === 'stages') return stageProfile(mode.split('@')[1], width, height, frames, Number(quality ?? 0), face);
  const source = uncappedTrack(frames, CONFIG.sourceFps);
  const pipeline = await openMode(mode, source.track);
  const counter = countFrames(pipeline.track);
  await new Promise((r) => setTimeout(r, CONFIG.warmup * 1000));
  const t0 = counter.start();
  const written0 = source.written;
  // The SDK times one frame in 31 on WebGPU and keeps the last: sampled every 250 ms, each new timed
  // frame's stage sum is kept, so a row reports the median of several frames, not one (clock states vary).
  // Each stage's mean over the timed frames (0 where a frame did not run it): the cost per frame of
  // work done on every n-th frame (the SDK's timer interval is prime, so such work is sampled in its share).
  const gpuSums = [];
  const stageSums = new Map();
  let lastTimed = null;
  const sampler = setInterval(async () => {
    const timed = (await pipeline.stats())?.gpuStages;
    const key = timed ? JSON.stringify(timed) : null;
    if (key && key !== lastTimed) {
      lastTimed = key;
      gpuSums.push(Object.values(timed).reduce((a, b) => a + b, 0));
      for (const [name, ms] of Object.entries(timed)) stageSums.set(name, (stageSums.get(name) ?? 0) + ms);
    }
  }, 250);
  await new Promise((r) => setTimeout(r, CONFIG.seconds * 1000));
  clearInterval(sampler);
  const delivered = counter.take();
  const elapsed = (performance.now() - t0) / 1000;
  const stats = await pipeline.stats();
  const row = {
    mode, width, height, fps: Math.round((delivered / elapsed) * 10) / 10,
    source_fps: Math.round(((source.written - written0) / elapsed) * 10) / 10,
    stages: stats?.stages ?? null, gpu_stages: stats?.gpuStages ?? null, backend: stats?.backend ?? null,
    gpu_ms_median: gpuSums.length ? Math.round(median(gpuSums) * 1000) / 1000 : null, gpu_ms_samples: gpuSums.length,
    gpu_stage_means: gpuSums.length
      ? Object.fromEntries([...stageSums].map(([name, sum]) => [name, Math.round((sum / gpuSums.length) * 1e4) / 1e4]))
      : null,
    // Adaptive quality: the step it ended on (0 = full effect) and whether it signalled overload.
    quality_level: stats?.quality?.level ?? null, overloaded: stats?.overloaded ?? null,
  };
  counter.stop();
  await pipeline.stop();
  source.stop();
  return row;
}

async function main() {
  const rows = [];
  // ?settle=0: draw the source frames first, as pages before 2026-12-02 did (on the H200 they died).
  const gpuRestarted = params.get('settle') === '0' ? null : await settleGpuProcess();
  log(`GPU process settled: first context lost ${gpuRestarted}`);
  for (const [width, height] of CONFIG.sizes) {
    const frames = await sourceFrames(width, height, CONFIG.source);
    const measured = await roundRobin(CONFIG.modes, CONFIG.repeat, (mode) => measure(mode, width, height, frames), log);
    rows.push(...measured.map((row) => ({ width, height, ...row })));
    for (const f of frames) f.close();
  }
  return JSON.stringify({ config: CONFIG, userAgent: navigator.userAgent, gpuRestarted, rows });
}

window.probeDone = main().catch((e) => JSON.stringify({ error: String(e?.stack ?? e) }));
