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
// Query: ?sizes=1280x720,1920x1080&modes=passthrough,main,worker,none,stages&seconds=4&warmup=1&repeat=2&source=i420|canvas
//        &model=mp_selfie_segmentation_landscape_144x256&sdk=/sdk/index.js
// A mode may name another build packed beside this one (pack_site.sh's
// variants): 'main@old' runs /variants/old/sdk/index.js, for a before/after
// in one page load.
// Each (size, mode) runs `repeat` times, the order reversed on every repeat
// (ABC CBA) so page drift shows. Results: window.probeDone (JSON string).

import { linkProgram } from './gl_program.mjs';

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
};

const log = (line) => {
  document.getElementById('log').textContent += `${line}\n`;
  console.log(line);
};

// RGBA -> I420 (BT.601 limited range), as a camera without GPU buffers (and
// Chromium's fake camera) delivers its frames.
function i420Frame(rgba, width, height) {
  const ySize = width * height, cw = width / 2, ch = height / 2;
  const data = new Uint8Array(ySize + 2 * cw * ch);
  for (let i = 0; i < ySize; i++) {
    const r = rgba[i * 4], g = rgba[i * 4 + 1], b = rgba[i * 4 + 2];
    data[i] = 16 + ((66 * r + 129 * g + 25 * b + 128) >> 8);
  }
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const i = (2 * y * width + 2 * x) * 4, r = rgba[i], g = rgba[i + 1], b = rgba[i + 2];
      data[ySize + y * cw + x] = 128 + ((-38 * r - 74 * g + 112 * b + 128) >> 8);
      data[ySize + cw * ch + y * cw + x] = 128 + ((112 * r - 94 * g - 18 * b + 128) >> 8);
    }
  }
  return new VideoFrame(data, { format: 'I420', codedWidth: width, codedHeight: height, timestamp: 0 });
}

// 8 frames of a moving picture; source=canvas (the default: VideoFrames of a
// 2D canvas) or i420 (what cameras without GPU buffers deliver). Through the
// generator -> processor pipe, I420 frames delivered 2-3 fps even to the
// pass-through on SwiftShader (not understood yet), so they are not the default.
async function sourceFrames(width, height) {
  const bitmap = await createImageBitmap(await (await fetch('/astronaut.png')).blob());
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: CONFIG.source === 'i420' });
  const frames = [];
  for (let i = 0; i < 8; i++) {
    ctx.fillStyle = `hsl(${i * 45} 60% 50%)`;
    ctx.fillRect(0, 0, width, height);
    const h = height * 0.9, w = h * (bitmap.width / bitmap.height);
    ctx.drawImage(bitmap, (width - w) / 2 + (i - 4) * width * 0.01, height - h, w, h);
    frames.push(CONFIG.source === 'i420' ? i420Frame(ctx.getImageData(0, 0, width, height).data, width, height)
      : new VideoFrame(canvas, { timestamp: 0 }));
  }
  bitmap.close();
  return frames;
}

// Writes clones of `frames` into a generator track as fast as it takes them.
function uncappedTrack(frames) {
  const generator = new MediaStreamTrackGenerator({ kind: 'video' });
  const writer = generator.writable.getWriter();
  let stopped = false, n = 0;
  (async () => {
    while (!stopped) {
      await writer.ready;
      if (stopped) break;
      const frame = new VideoFrame(frames[n % frames.length], { timestamp: n * 1000 });
      n++;
      await writer.write(frame).catch(() => { stopped = true; });
      await new Promise((r) => setTimeout(r, 0));
    }
  })();
  return { track: generator, stop() { stopped = true; writer.close().catch(() => {}); }, get written() { return n; } };
}

// Counts the frames of `track` in a window: returns {fps, frames}.
function countFrames(track) {
  const reader = new MediaStreamTrackProcessor({ track }).readable.getReader();
  let frames = 0, counting = false, stopped = false;
  (async () => {
    while (!stopped) {
      const { value, done } = await reader.read();
      if (done) break;
      value.close();
      if (counting) frames++;
    }
  })();
  return {
    start() { frames = 0; counting = true; return performance.now(); },
    take() { counting = false; return frames; },
    stop() { stopped = true; reader.cancel().catch(() => {}); },
  };
}

// The trivial pipeline on the main thread, as FramePump does it.
function passthrough(input) {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2', { alpha: false, antialias: false, depth: false, premultipliedAlpha: false });
  const vs = '#version 300 es\nout vec2 uv; void main(){ vec2 p = vec2((gl_VertexID<<1)&2, gl_VertexID&2); uv = p; gl_Position = vec4(p*2.0-1.0,0,1); }';
  const fs = '#version 300 es\nprecision mediump float; uniform sampler2D s; in vec2 uv; out vec4 c; void main(){ c = texture(s, vec2(uv.x, 1.0-uv.y)); }';
  const program = linkProgram(gl, vs, fs);
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  const processor = new MediaStreamTrackProcessor({ track: input });
  const generator = new MediaStreamTrackGenerator({ kind: 'video' });
  const reader = processor.readable.getReader();
  const writer = generator.writable.getWriter();
  let stopped = false;
  (async () => {
    while (!stopped) {
      const { value: frame, done } = await reader.read();
      if (done) break;
      const w = frame.displayWidth, h = frame.displayHeight;
      if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
      gl.viewport(0, 0, w, h);
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, frame);
      gl.useProgram(program);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      const out = new VideoFrame(canvas, { timestamp: frame.timestamp });
      frame.close();
      if (writer.desiredSize !== null && writer.desiredSize <= 0) { out.close(); continue; }
      writer.write(out).catch(() => { out.close(); stopped = true; });
    }
  })();
  return {
    track: generator,
    async stop() { stopped = true; await reader.cancel().catch(() => {}); writer.close().catch(() => {}); gl.getExtension('WEBGL_lose_context')?.loseContext(); },
  };
}

const sdkUrl = (label) => (label ? `/variants/${label}/sdk/index.js` : CONFIG.sdk);

async function openMode(mode, track) {
  if (mode === 'passthrough') return { ...passthrough(track), stats: async () => null };
  const [kind, label] = mode.split('@');
  const { VideoEffects } = await import(sdkUrl(label));
  const effects = await VideoEffects.create({ ...(CONFIG.model ? { model: CONFIG.model } : {}), worker: kind === 'worker' });
  const output = effects.applyEffect(track, { effect: kind === 'none' ? 'none' : 'blur', blurStrength: 0.8 });
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

async function stageProfile(label, width, height, frames, runs = 40) {
  const { default: createVfxModule } = await import(new URL('vfx.mjs', new URL(sdkUrl(label), location.href)).href);
  const module = await createVfxModule();
  const canvas = new OffscreenCanvas(width, height);  // as the SDK (FramePump) has it
  const gl = canvas.getContext('webgl2', { alpha: false, antialias: false, depth: false, stencil: false, premultipliedAlpha: false });
  module.vfxGlContext = gl;
  const engine = new module.Engine();
  const opened = engine.open(CONFIG.model ?? 'mp_selfie_segmentation_landscape_144x256');
  module.vfxGlContext = null;
  if (!opened.ok) throw new Error(opened.error);
  const check = (rc) => { if (rc !== 0) throw new Error(engine.lastError()); };
  check(engine.setEffect('blur', 0.8, false, 1.0));
  const pixel = new Uint8Array(4);
  const frame = (i) => {
    module.vfxPendingSource = frames[i % frames.length];
    check(engine.processFrame(width, height));
    module.vfxPendingSource = null;
  };
  const whole = [], issue = [], toVideoFrame = [], transfer = [];
  const gpuStages = new Map();
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
    if (i >= 5) {
      for (const { name, gpuMs } of engine.stages()) {
        if (typeof gpuMs === 'number') gpuStages.set(name, [...(gpuStages.get(name) ?? []), gpuMs]);
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
    mode: label ? `stages@${label}` : 'stages', width, height, plan: opened.planVariant, frame_ms: r3(median(whole)),
    issue_ms: r3(median(issue)), video_frame_ms: r3(median(toVideoFrame)), transfer_ms: r3(median(transfer)),
    stages_ms: Object.fromEntries([...perStage].map(([name, v]) => [name, r3(median(v))])),
    gpu_timer_stages_ms: Object.fromEntries([...gpuStages].map(([name, v]) => [name, r3(median(v))])),
  };
}

async function measure(mode, width, height, frames) {
  if (mode.split('@')[0] === 'stages') return stageProfile(mode.split('@')[1], width, height, frames);
  const source = uncappedTrack(frames);
  const pipeline = await openMode(mode, source.track);
  const counter = countFrames(pipeline.track);
  await new Promise((r) => setTimeout(r, CONFIG.warmup * 1000));
  const t0 = counter.start();
  const written0 = source.written;
  await new Promise((r) => setTimeout(r, CONFIG.seconds * 1000));
  const delivered = counter.take();
  const elapsed = (performance.now() - t0) / 1000;
  const stats = await pipeline.stats();
  const row = {
    mode, width, height, fps: Math.round((delivered / elapsed) * 10) / 10,
    source_fps: Math.round(((source.written - written0) / elapsed) * 10) / 10,
    stages: stats?.stages ?? null,
  };
  counter.stop();
  await pipeline.stop();
  source.stop();
  return row;
}

async function main() {
  const rows = [];
  for (const [width, height] of CONFIG.sizes) {
    const frames = await sourceFrames(width, height);
    for (let r = 0; r < CONFIG.repeat; r++) {
      const modes = r % 2 ? [...CONFIG.modes].reverse() : CONFIG.modes;
      for (const mode of modes) {
        try {
          const row = await measure(mode, width, height, frames);
          row.repeat = r;
          rows.push(row);
          log(JSON.stringify(row));
        } catch (e) {
          rows.push({ mode, width, height, repeat: r, error: String(e?.message ?? e) });
          log(`${mode} ${width}x${height}: ${e?.message ?? e}`);
        }
      }
    }
    for (const f of frames) f.close();
  }
  return JSON.stringify({ config: CONFIG, userAgent: navigator.userAgent, rows });
}

window.probeDone = main().catch((e) => JSON.stringify({ error: String(e?.stack ?? e) }));
