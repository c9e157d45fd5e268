// What the track-level benchmark pages share: a moving test picture as
// VideoFrames, a source track written as fast as it takes frames (so the
// source never limits the rate), a counter of the frames a track delivers, and
// the trivial pass-through pipeline every such pipeline is compared with.

import { linkProgram } from './gl_program.mjs';

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

// A fresh Chromium on the H200 may restart its GPU process at the first WebGL
// context it makes; GPU-backed VideoFrames drawn before that are dead: their
// uploads fail ("texture is not a shared image", "invalid mailbox name") and
// cost nothing, which inflates every rate measured with them. Pages call this
// before sourceFrames: it makes a context, makes it do a round trip, gives a
// restart a second to happen and drops the context. Returns whether it was lost.
export async function settleGpuProcess() {
  if (typeof OffscreenCanvas !== 'function') return false;
  const canvas = new OffscreenCanvas(1, 1);
  let lost = false;
  canvas.addEventListener('webglcontextlost', () => { lost = true; });
  const gl = canvas.getContext('webgl2');
  if (gl) {
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  }
  await new Promise((r) => setTimeout(r, 1000));
  lost ||= gl?.isContextLost() ?? false;
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  return lost;
}

// 8 frames of a moving picture; source=canvas (the default: VideoFrames of a
// 2D canvas; the person steps 1 % of the width a frame and the backdrop's hue
// turns), still (the same canvas frames of a person who holds still before a
// steady backdrop, with a little pixel noise as a camera gives) or i420 (what
// cameras without GPU buffers deliver). Through the
// generator -> processor pipe, I420 frames delivered 2-3 fps even to the
// pass-through on SwiftShader (not understood yet), so they are not the default.
export async function sourceFrames(width, height, source = 'canvas') {
  const bitmap = await createImageBitmap(await (await fetch('/astronaut.png')).blob());
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: source === 'i420' });
  const frames = [];
  const still = source === 'still';
  for (let i = 0; i < 8; i++) {
    ctx.fillStyle = `hsl(${still ? 200 : i * 45} 60% 50%)`;
    ctx.fillRect(0, 0, width, height);
    const h = height * 0.9, w = h * (bitmap.width / bitmap.height);
    ctx.drawImage(bitmap, (width - w) / 2 + (still ? 0 : (i - 4) * width * 0.01), height - h, w, h);
    if (still) {
      const image = ctx.getImageData(0, 0, width, height);
      let seed = i + 1;
      for (let k = 0; k < image.data.length; k += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const n = ((seed >>> 16) & 7) - 3;  // -3..4 of 255
        for (let c = 0; c < 3; c++) image.data[k + c] += n;
      }
      ctx.putImageData(image, 0, 0);
    }
    frames.push(source === 'i420' ? i420Frame(ctx.getImageData(0, 0, width, height).data, width, height)
      : new VideoFrame(canvas, { timestamp: 0 }));
  }
  bitmap.close();
  return frames;
}

// Writes clones of `frames` into a generator track as fast as it takes them
// (fps 0; Chromium's nested-timer clamp holds that near 250 fps), or paced
// at `fps` like a camera.
export function uncappedTrack(frames, fps = 0) {
  const generator = new MediaStreamTrackGenerator({ kind: 'video' });
  const writer = generator.writable.getWriter();
  let stopped = false, n = 0;
  const t0 = performance.now();
  (async () => {
    while (!stopped) {
      await writer.ready;
      if (stopped) break;
      // Camera time: the source's own rate when it has one (the engine bounds mask age by it).
      const frame = new VideoFrame(frames[n % frames.length], { timestamp: fps > 0 ? Math.round((n * 1e6) / fps) : n * 1000 });
      n++;
      // A frame the generator did not take (it was stopped) is still ours to close.
      await writer.write(frame).catch(() => {
        if (frame.codedWidth !== 0) frame.close();
        stopped = true;
      });
      const wait = fps > 0 ? t0 + (n * 1000) / fps - performance.now() : 0;
      await new Promise((r) => setTimeout(r, Math.max(0, wait)));
    }
  })();
  return { track: generator, stop() { stopped = true; writer.close().catch(() => {}); }, get written() { return n; } };
}

// Where the browser has no MediaStreamTrackGenerator (Firefox, WebKit): the
// frames drawn on a canvas at `fps` (30 for 0: an uncapped canvas floods the
// cores a software rasterizer needs) and captured from it frame by frame.
function canvasTrack(frames, fps) {
  const canvas = document.createElement('canvas');
  canvas.width = frames[0].displayWidth;
  canvas.height = frames[0].displayHeight;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0];
  const period = 1000 / (fps > 0 ? fps : 30);
  let n = 0, timer = null;
  // Firefox has requestFrame on the stream (CanvasCaptureMediaStream), WebKit on the track.
  const requestFrame = typeof track.requestFrame === 'function' ? () => track.requestFrame() : () => stream.requestFrame();
  let next = performance.now();
  const draw = () => {
    ctx.drawImage(frames[n % frames.length], 0, 0);
    n++;
    requestFrame();
    // As a camera: frames missed while the page was busy are not drawn later in a burst.
    next = Math.max(next + period, performance.now());
    timer = setTimeout(draw, Math.max(0, next - performance.now()));
  };
  draw();
  return { track, stop() { clearTimeout(timer); track.stop(); }, get written() { return n; } };
}

// The source track of a race: a generator (uncappedTrack) where the browser
// has one, else a canvas capture (canvasTrack).
export function sourceTrack(frames, fps = 0) {
  return typeof MediaStreamTrackGenerator === 'function' ? uncappedTrack(frames, fps) : canvasTrack(frames, fps);
}

// `track` playing in a small video element on the page (browsers without
// MediaStreamTrackProcessor show a track to see its frames); `onFrame(metadata)`
// per requestVideoFrameCallback. Returns a stop function.
function watchVideo(track, onFrame) {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.style.cssText = 'position:fixed;right:0;bottom:0;width:160px;height:90px';
  video.srcObject = new MediaStream([track]);
  document.body.append(video);
  let stopped = false;
  const next = () => video.requestVideoFrameCallback((now, metadata) => {
    if (stopped) return;
    onFrame(metadata);
    next();
  });
  next();
  video.play().catch(() => {});
  return () => {
    stopped = true;
    video.srcObject = null;
    video.remove();
  };
}

// Resolves with performance.now() when `track` delivers its first frame.
export function firstFrame(track) {
  if (typeof MediaStreamTrackProcessor !== 'function') {
    return new Promise((resolve) => {
      const clone = track.clone();
      const stop = watchVideo(clone, () => {
        resolve(performance.now());
        stop();
        clone.stop();
      });
    });
  }
  const reader = new MediaStreamTrackProcessor({ track: track.clone() }).readable.getReader();
  return reader.read().then(({ value }) => {
    const t = performance.now();
    value?.close();
    reader.cancel().catch(() => {});
    return t;
  });
}

// Counts the frames of a video element showing `track` (the frames its
// compositor presented, so at most the display's rate).
function countPresentedFrames(track) {
  let presented = 0, atStart = 0;
  const stop = watchVideo(track, (metadata) => { presented = metadata.presentedFrames; });
  return {
    start() { atStart = presented; return performance.now(); },
    take() { return presented - atStart; },
    stop,
  };
}

// Counts the frames of `track` in a window: start() begins it (returns the
// time), take() ends it (returns the count). Browsers without
// MediaStreamTrackProcessor count the frames a video element presents.
export function countFrames(track) {
  if (typeof MediaStreamTrackProcessor !== 'function') return countPresentedFrames(track);
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
export function passthrough(input) {
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

// A copy of `items` in a random order (Fisher-Yates); `next` gives numbers in
// [0, 1) (a seeded generator replays an order).
export function shuffled(items, next = Math.random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// Runs `measure(mode)` for every mode, `repeat` times, in a fresh random
// order each time; a mode that throws gives a row with its error. Returns the
// rows, each with its repeat.
export async function roundRobin(modes, repeat, measure, log, pauseMs = 0) {
  const rows = [];
  for (let r = 0; r < repeat; r++) {
    // A fresh random order every round: a fixed rotation keeps who-follows-whom, which biased
    // earlier races by 5-15 % (the GPU's clock and the browser's state drift over a page's life).
    for (const mode of shuffled(modes)) {
      try {
        const row = await measure(mode);
        row.repeat = r;
        rows.push(row);
        log(JSON.stringify(row));
      } catch (e) {
        rows.push({ mode, repeat: r, error: String(e?.message ?? e) });
        log(`${mode}: ${e?.stack ?? e}`);
      }
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  return rows;
}
