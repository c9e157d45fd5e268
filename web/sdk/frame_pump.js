// Moves frames from a ReadableStream of VideoFrames through a FrameRenderer
// into a WritableStream of VideoFrames (insertable streams), on the main
// thread or in a worker. Every input frame is closed as soon as it is drawn;
// while the WebGL context is lost, input frames pass through unchanged.
// The camera is never made to wait for the output: when the output stream
// is backed up, or the GPU still has FrameRenderer.MAX_FRAMES_IN_FLIGHT frames
// to finish, the frame is dropped (closed) undrawn rather than queued, so
// capture buffers are always returned and neither latency nor GPU work builds up.
// With `adaptive` on, a QualityGovernor watches frames arrive and get drawn and
// moves the renderer along the quality ladder to hold the track's frame rate.

import { MaskAge } from './mask_age.js';
import { qualityState, rendererGovernor } from './quality_governor.js';

// The canvas as a VideoFrame with `frame`'s timing. From an OffscreenCanvas
// (`transfer`), its drawing buffer is handed over (transferToImageBitmap) with
// a GPU sync token and no wait; new VideoFrame(canvas) instead waited for the
// GPU to finish the frame on this thread (14-15 ms of a 720p blur frame on the
// H200 in Chromium, more than the frame's GPU work; benchmarks/RESULTS.md).
// Returns null when the bitmap path fails (the canvas is then blank: draw again
// and call with transfer = false).
export function canvasFrame(canvas, frame, transfer) {
  const init = { timestamp: frame.timestamp, duration: frame.duration ?? undefined };
  if (!transfer) return new VideoFrame(canvas, init);
  const bitmap = canvas.transferToImageBitmap();
  try {
    return new VideoFrame(bitmap, init);
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

// Draws `frame` with `renderer` and returns the canvas as a VideoFrame, or null
// while the renderer cannot draw (context lost or gone). `state.transfer` says
// whether to frame transferred bitmaps; where the browser cannot (SwiftShader),
// it is switched off once and the frame drawn again, and the renderer
// remembers it (renderer.bitmapFrames = false) for later runs. `source` is
// what to upload: the frame, or its pixels (renderer.uploadSource).
export function processToFrame(renderer, canvas, frame, state, source = frame) {
  const timeMs = captureMs(frame);
  if (!renderer?.process(source, frame.displayWidth, frame.displayHeight, timeMs)) return null;
  const out = canvasFrame(canvas, frame, state.transfer);
  if (out) return out;
  state.transfer = false;
  renderer.bitmapFrames = false;
  renderer.process(source, frame.displayWidth, frame.displayHeight, timeMs);
  return canvasFrame(canvas, frame, false);
}

// When `frame` was captured, in ms. WebKit stamps canvas-capture frames with
// INT64_MIN; a stamp that is no time then becomes the time it was drawn.
function captureMs(frame) {
  const t = frame.timestamp;
  return Number.isSafeInteger(t) && t >= 0 ? t / 1000 : performance.now();
}

// A closed VideoFrame reports a coded size of 0 (WebCodecs' Close VideoFrame).
function closeOnce(frame) {
  if (frame.codedWidth !== 0) frame.close();
}

export class FramePump {
  #renderer;
  #canvas;
  #governor = null;
  #reader = null;
  #writer = null;
  #stopped = false;
  #output;  // {transfer}: frames leave as transferred bitmaps (OffscreenCanvas); see processToFrame
  #frames = 0;
  #windowStart = 0;
  #maskAge = new MaskAge();
  fps = 0;
  dropped = 0;
  upload = null;  // how the last drawn frame got to the GPU: 'texture' (texImage2D), 'copy' or 'planes' (renderer.uploadSource)
  lastError = null;

  // quality: {adaptive, targetFps, onChange({level, overloaded, fps, targetFps})}; see QualityGovernor.
  constructor(renderer, canvas, quality = { adaptive: false }) {
    this.#renderer = renderer;
    this.#canvas = canvas;
    this.#output = { transfer: typeof canvas.transferToImageBitmap === 'function' && renderer.bitmapFrames !== false };
    renderer.setQuality(0);  // every run starts at the full effect
    if (quality.adaptive) {
      this.#governor = rendererGovernor(() => renderer, {
        targetFps: quality.targetFps, onChange: quality.onChange, onError: (e) => { this.lastError = e; },
      });
    }
  }

  // {level, levels, overloaded, adaptive, targetFps}: where the pump stands on the quality ladder.
  get quality() { return qualityState(this.#renderer, this.#governor); }

  // {ageFrames, ageMs, carried}: how old the last drawn frame's mask is (mask_age.js).
  get mask() { return this.#maskAge.state(this.#renderer); }

  // Runs until the input ends or stop() is called; then closes the output.
  async run(readable, writable) {
    this.#reader = readable.getReader();
    this.#writer = writable.getWriter();
    this.#windowStart = performance.now();
    try {
      while (!this.#stopped) {
        const { value: frame, done } = await this.#reader.read();
        if (done || this.#stopped) {
          frame?.close();
          break;
        }
        // Frames that pass through while the context is lost are not judged.
        if (!this.#renderer?.contextLost) this.#governor?.arrived();
        // Drop rather than queue: when the output is backed up or the GPU still
        // has MAX_FRAMES_IN_FLIGHT frames, this frame is closed undrawn (a slow
        // GPU then shows fewer frames instead of freezing the page).
        if ((this.#writer.desiredSize !== null && this.#writer.desiredSize <= 0) || this.#renderer?.busy) {
          frame.close();
          this.dropped += 1;
          continue;
        }
        let out = frame;
        try {
          const source = this.#renderer ? await this.#renderer.uploadSource(frame) : frame;
          if (this.#stopped) {
            frame.close();
            break;
          }
          this.upload = source === frame ? 'texture' : source.planes ? 'planes' : 'copy';
          const processed = processToFrame(this.#renderer, this.#canvas, frame, this.#output, source);
          if (processed) {
            out = processed;
            this.#maskAge.drawn(captureMs(frame));
            frame.close();
            this.#governor?.drawn();
          }
        } catch (e) {
          // A failing frame is passed through, and the error kept for stats.
          this.lastError = e;
          out = frame;
        }
        // The generator takes ownership and closes the frame; a failed write means the output ended
        // (the frame may or may not have been closed by then: close it once).
        this.#writer.write(out).catch(() => {
          closeOnce(out);
          this.#stopped = true;
        });
        this.#count();
      }
    } catch (e) {
      if (!this.#stopped) this.lastError = e;
    } finally {
      await this.#close();
    }
  }


  #count() {
    this.#frames += 1;
    const now = performance.now();
    if (now - this.#windowStart >= 1000) {
      this.fps = (this.#frames * 1000) / (now - this.#windowStart);
      this.#frames = 0;
      this.#windowStart = now;
    }
  }

  async #close() {
    // Cancelling the reader returns the frames the processor still queues.
    try { await this.#reader?.cancel(); } catch { /* already closed */ }
    this.#writer?.close().catch(() => { /* already closed or errored */ });
  }

  stop() {
    this.#stopped = true;
    return this.#close();
  }
}
