// vfx: GPU video effects for MediaStreamTracks (background blur, background
// replacement, light correction), in WebAssembly + WebGL2, or on WebGPU.
//
//   const effects = await VideoEffects.create({ model });  // frames run in a worker where the browser can
//   // (backend: 'auto' | 'webgpu' | 'webgl2': which GPU API runs them; effects.backend says which does)
//   const processed = effects.applyEffect(cameraTrack, { effect: 'blur', blurStrength: 0.8 });
//   effects.setOptions({ effect: 'replace', background: imageBitmap });
//   effects.addEventListener('overload', () => ...);  // the GPU cannot hold the frame rate even at the lowest quality
//   effects.stop();     // ends `processed`
//   effects.dispose();  // frees every GL object and the wasm engine
//
// Frame path: MediaStreamTrackProcessor -> VideoFrame -> texImage2D (YUV frames) or
// copyTo + byte upload (RGB frames: canvases, screen captures; renderer.uploadSource) -> graph
// -> OffscreenCanvas -> transferToImageBitmap -> VideoFrame ->
// MediaStreamTrackGenerator where those exist (on the main thread, or in a
// worker); elsewhere a video
// element + requestVideoFrameCallback + canvas.captureStream.

import { FramePump } from './frame_pump.js';
import { MaskAge } from './mask_age.js';
import { qualityState, rendererGovernor } from './quality_governor.js';
import { workerPlacement } from './placement.js';
import { createRenderer } from './backend.js';
import { GpuObjectLedger } from './webgpu_ledger.js';
import { FrameRenderer, availableModels, glObjectCounts, imagePixels } from './renderer.js';
import { DEFAULT_EFFECT, EFFECTS, MODELS, validateCreateOptions, validateEffectOptions } from './options.js';

export { EFFECTS, MODELS, availableModels };

// Live GPU objects of every main-thread instance, for leak checks: the wasm
// engine's GL objects plus the WebGPU backend's (webgpu_ledger.js), summed:
// {textures, framebuffers, programs, buffers, querySets, devices, created}.
export async function debugGlObjectCounts() {
  const total = { ...(await glObjectCounts()) };
  for (const [key, n] of Object.entries(GpuObjectLedger.total())) total[key] = (total[key] ?? 0) + n;
  return total;
}

// Benchmarks: how main-thread instances upload frames, 'auto' | 'texture' | 'copy' | 'planes' (FrameRenderer.uploadSource).
export function debugSetUploadPolicy(policy) {
  if (!['auto', 'texture', 'copy', 'planes'].includes(policy)) {
    throw new TypeError(`upload policy must be auto, texture, copy or planes; got ${policy}`);
  }
  FrameRenderer.uploadPolicy = policy;
}

export function hasInsertableStreams() {
  return typeof MediaStreamTrackProcessor === 'function' && typeof MediaStreamTrackGenerator === 'function' &&
    typeof VideoFrame === 'function';
}

// Whether the frame path can run in a worker: streams of VideoFrames to
// transfer to it, and a canvas it can draw on.
function canUseWorker() {
  return hasInsertableStreams() && typeof OffscreenCanvas === 'function' && typeof Worker === 'function';
}

// Whether a worker may take the track itself (the W3C shape, which Safari
// ships: MediaStreamTrackProcessor and VideoTrackGenerator in dedicated
// workers only). Only a worker can tell (its 'probe' message); without this,
// the page has no insertable streams and the video-element path is left.
function mayUseTrackWorker() {
  return !hasInsertableStreams() && typeof OffscreenCanvas === 'function' && typeof Worker === 'function' &&
    typeof MediaStreamTrack === 'function';
}

// worker: true where the browser cannot; worker: 'auto' then takes the main thread.
const NO_WORKER_PATH = Symbol('no worker path');
function workerUnsupported() {
  const e = new TypeError('worker mode needs Worker and OffscreenCanvas, and MediaStreamTrackProcessor with ' +
                          'MediaStreamTrackGenerator on the page or with VideoTrackGenerator in workers');
  e[NO_WORKER_PATH] = true;
  return e;
}

// Frames in a row a video element may refuse to become an ImageBitmap
// (InvalidStateError, as while it starts or changes size) before it is an error.
const UNUSABLE_FRAMES_BEFORE_ERROR = 10;

// One request/response round trip with the worker.
// Stats.mask when no frame is drawn.
const IDLE_MASK = Object.freeze({ ageFrames: 0, ageMs: null, carried: false });

// The renderer's last frame's [{name, ms}] and last timed frame's {name: gpuMs} as {stages, gpuStages}.
function stageStats(list, gpuStages) {
  return { stages: Object.fromEntries(list.map((t) => [t.name, t.ms])), gpuStages: gpuStages ?? null };
}

function ask(worker, message, reply, transfer = []) {
  return new Promise((resolve, reject) => {
    // A worker whose script does not load or run (CSP, a missing file) answers nothing: its error event rejects.
    const onError = (event) => {
      worker.removeEventListener('message', onMessage);
      event.preventDefault?.();
      reject(new Error(`vfx worker: ${event.message || 'the worker script failed to load or run'}`));
    };
    const onMessage = ({ data }) => {
      if (data.type === reply || data.type === 'error') {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        if (data.type === 'error') {
          const message = `vfx worker: ${data.message}`;
          if (data.name === 'TypeError') reject(new TypeError(data.message));  // bad options, as on the main thread
          else reject(data.name === 'NotSupportedError' ? new DOMException(message, data.name) : new Error(message));
        }
        else resolve(data);
      }
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError, { once: true });
    worker.postMessage(message, transfer);
  });
}

// The track's frame rate, the most the quality governor is asked to hold.
function targetFps(track) {
  const rate = track.getSettings?.().frameRate;
  return rate > 0 ? Math.min(rate, 60) : 30;
}

// Events: 'qualitychange' (detail {level, levels, overloaded, fps, targetFps}) when
// the adaptive quality moves a step; 'overload' when even its lowest step cannot
// hold the frame rate (the app may switch the effect off), 'overloadend' when it can again.
export class VideoEffects extends EventTarget {
  #model;
  #renderer = null;  // main-thread mode
  #canvas = null;
  #worker = null;    // worker mode
  #workerRuns = 0;  // worker mode: applyEffect calls so far, each run's id
  #workerTrack = null;  // worker mode in the W3C shape: the worker's VideoTrackGenerator track, cloned per run
  #options = { ...DEFAULT_EFFECT };
  #output = null;
  #stopCurrent = null;
  #pump = null;
  #disposed = false;
  #fallback = null;  // the video-element path's {fps, dropped, upload, lastError, quality} (#startFallback)
  #mode;
  #unsupported = null;  // why effects cannot run here (pass-through mode), or null
  #adaptive = true;
  #workerQuality = null;  // the worker's last quality report
  #backend = null;          // 'webgpu' | 'webgl2' (null in pass-through mode)
  #backendFallback = null;  // why backend 'auto' did not take WebGPU, or null

  // Loads the wasm engine and compiles every GPU program once.
  static async create(options = {}) {
    const { model, worker, whenUnsupported, wasmUrl, adaptive, backend } = validateCreateOptions(options);
    let effects;
    try {
      effects = await VideoEffects.#createEngine(model, worker, { wasmUrl, backend });
    } catch (e) {
      // No WebGL2 (no usable GPU): the page may prefer its camera unprocessed to no video.
      if (e?.name !== 'NotSupportedError' || whenUnsupported !== 'passthrough') throw e;
      effects = new VideoEffects(model, { unsupported: String(e.message), capabilities: 'none' });
    }
    effects.#adaptive = adaptive;
    return effects;
  }

  // engine: {wasmUrl, backend} (backend.js createRenderer).
  static async #createEngine(model, worker, engine) {
    const { wasmUrl, backend } = engine;
    if (worker === 'auto') {
      // In the W3C shape the alternative is the video-element path, whose
      // upload and GL run on the page's thread: the worker is taken on software
      // renderers too (in WebKitGTK on llvmpipe it delivers more frames;
      // benchmarks/RESULTS.md, "Safari's worker path").
      const placed = mayUseTrackWorker() || workerPlacement('auto', canUseWorker());
      if (!placed) return VideoEffects.#createEngine(model, false, engine);
      try {
        return await VideoEffects.#createEngine(model, true, engine);
      } catch (e) {
        // Bad options fail the same way on the main thread: say so now.
        if (e instanceof TypeError && !e[NO_WORKER_PATH]) throw e;
        // E.g. no WebGL2 in workers: the main thread may still have it.
        return VideoEffects.#createEngine(model, false, engine);
      }
    }
    if (worker) {
      if (!canUseWorker() && !mayUseTrackWorker()) throw workerUnsupported();
      const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
      try {
        const trackShape = !canUseWorker();
        if (trackShape && !(await ask(w, { type: 'probe' }, 'probe')).trackShape) throw workerUnsupported();
        // The worker resolves URLs against its own script: hand it an absolute one.
        const absoluteWasm = wasmUrl ? new URL(wasmUrl, location.href).href : undefined;
        const ready = await ask(w, { type: 'init', model, wasmUrl: absoluteWasm, backend, trackShape }, 'ready');
        return new VideoEffects(model, {
          worker: w, workerTrack: ready.track, capabilities: ready.capabilities, backend: ready.backend,
          backendFallback: ready.fallback,
        });
      } catch (e) {
        w.terminate();
        throw e;
      }
    }
    // Insertable streams: an OffscreenCanvas, whose frames leave without a GPU
    // wait (FramePump); the fallback path needs an element for captureStream().
    const offscreen = hasInsertableStreams() && typeof OffscreenCanvas === 'function';
    const made = await createRenderer(() => (offscreen ? new OffscreenCanvas(2, 2) : document.createElement('canvas')),
                                      model, { backend, wasmUrl });
    return new VideoEffects(model, {
      renderer: made.renderer, canvas: made.canvas, capabilities: made.renderer.capabilities, backend: made.backend,
      backendFallback: made.fallback,
    });
  }

  constructor(model, parts) {
    super();
    this.#model = model;
    this.#renderer = parts.renderer ?? null;
    this.#canvas = parts.canvas ?? null;
    this.#worker = parts.worker ?? null;
    this.#workerTrack = parts.workerTrack ?? null;
    this.#unsupported = parts.unsupported ?? null;
    this.#mode = this.#unsupported ? 'passthrough' : this.#worker ? 'worker'
      : hasInsertableStreams() ? 'insertable-streams' : 'video-element';
    this.capabilities = parts.capabilities;
    this.#backend = parts.backend ?? null;
    this.#backendFallback = parts.backendFallback ?? null;
  }

  get model() { return this.#model; }
  // The GPU API the effects run on: 'webgpu' or 'webgl2' (null in pass-through mode).
  get backend() { return this.#backend; }
  // Why backend 'auto' ran on WebGL2 although WebGPU was asked about (no adapter, a failed self-check), or null.
  get backendFallback() { return this.#backendFallback; }
  get options() { return { ...this.#options }; }
  // How frames flow: 'worker', 'insertable-streams' or 'video-element' (fixed at creation);
  // 'passthrough' where WebGL2 is missing and create() was asked for { whenUnsupported: 'passthrough' }.
  get mode() { return this.#mode; }

  // Returns a processed track of the same size and frame rate as `track`.
  applyEffect(track, options = {}) {
    this.#checkAlive();
    if (typeof MediaStreamTrack === 'undefined' || !(track instanceof MediaStreamTrack) || track.kind !== 'video') {
      throw new TypeError('applyEffect needs a video MediaStreamTrack');
    }
    if (track.readyState === 'ended') throw new TypeError('the input track has already ended');
    // Bad options throw before anything changes: the running output goes on.
    validateEffectOptions(options, this.#options);
    if (this.#output) this.stop();
    this.setOptions(options);
    if (this.#unsupported) {
      this.#output = track.clone();  // the camera as it is; getStats().error says why
      return this.#output;
    }
    if (this.#worker) return this.#startInWorker(track);
    if (hasInsertableStreams()) return this.#startInsertable(track);
    return this.#startFallback(track);
  }

  // Changes effect, strength, background or light correction; the next frame shows it.
  setOptions(options = {}) {
    this.#checkAlive();
    const next = validateEffectOptions(options, this.#options);
    if (this.#unsupported) {
      this.#options = next;
      return;
    }
    if (this.#renderer) {
      this.#renderer.setOptions(next);  // throws before changing anything when the background is unusable
      this.#options = next;
    } else {
      // The image's pixels are read here, so an unusable one (cross-origin
      // without CORS) throws before anything changes, as on the main thread;
      // the worker keeps the pixels it has while the background stays the same.
      const b = next.background;
      const sameBackground = typeof b !== 'string' && b === this.#options.background;
      const background = typeof b === 'string' || sameBackground ? b : imagePixels(b);
      this.#options = next;
      this.#worker.postMessage({ type: 'options', options: { ...next, background: sameBackground ? null : background }, sameBackground });
    }
  }

  // {fps, dropped, upload, backend, gpuLost, stages, gpuStages, gpuTimer, planVariant, glObjects, error}: stages are CPU submit
  // times of the last frame, gpuStages GPU times where the browser has a timer (index.d.ts).
  async getStats() {
    this.#checkAlive();
    if (this.#unsupported) {
      return {
        fps: 0, dropped: 0, upload: null, quality: this.#idleQuality(), overloaded: false, mask: IDLE_MASK,
        backend: null, stages: {}, gpuStages: null, gpuTimer: { available: false, reason: this.#unsupported },
        planVariant: null, glObjects: { textures: 0, framebuffers: 0, programs: 0, created: 0 }, gpuLost: false,
        error: `effects are off: ${this.#unsupported}`,
      };
    }
    if (this.#worker) {
      const s = await ask(this.#worker, { type: 'stats' }, 'stats');
      const quality = s.quality ?? this.#idleQuality();
      return {
        fps: s.fps, dropped: s.dropped, upload: s.upload, quality, overloaded: quality.overloaded, backend: this.#backend,
        mask: s.mask ?? IDLE_MASK,
        ...stageStats(s.stages, s.gpuStages), gpuTimer: s.gpuTimer, planVariant: s.planVariant,
        glObjects: s.glObjects, gpuLost: s.gpuLost, error: s.error,
      };
    }
    const run = this.#pump ?? this.#fallback;
    const quality = run?.quality ?? this.#idleQuality();
    return {
      fps: run?.fps ?? 0,
      dropped: run?.dropped ?? 0,
      upload: run?.upload ?? null,
      quality, overloaded: quality.overloaded, backend: this.#backend,
      mask: run?.mask ?? IDLE_MASK,
      ...stageStats(this.#renderer.stages(), this.#renderer.gpuStages()),
      gpuTimer: this.#renderer.gpuTimer(),
      planVariant: this.#renderer.planVariant,
      glObjects: this.#renderer.glObjectCounts(),
      gpuLost: this.#renderer.contextLost,
      error: run?.lastError ? String(run.lastError) : null,
    };
  }

  // Ends the processed track; the instance can apply an effect again.
  stop() {
    if (!this.#output) return;
    const stopCurrent = this.#stopCurrent;
    this.#stopCurrent = null;
    this.#output.stop();
    this.#output = null;
    stopCurrent?.();
  }

  // stop() and free every GL object, the context and the worker.
  async dispose() {
    if (this.#disposed) return;
    this.stop();
    this.#disposed = true;
    if (this.#worker) {
      await ask(this.#worker, { type: 'dispose' }, 'disposed').catch(() => {});
      this.#worker.terminate();
      this.#worker = null;
      this.#workerTrack?.stop();
      this.#workerTrack = null;
    }
    this.#renderer?.destroy();
    this.#renderer = null;
  }

  // Test hook (main-thread mode): the browser takes the WebGL context away
  // (true) or gives it back (false). While it is away frames pass through.
  debugSimulateContextLoss(lose) {
    this.#checkAlive();
    if (!this.#renderer) throw new Error('context-loss simulation is for main-thread mode');
    this.#renderer.simulateContextLoss(lose);
  }

  // Quality when no pump runs (stopped, fallback path, pass-through): the full effect.
  #idleQuality() {
    return { level: 0, levels: this.#renderer?.qualityLevels ?? 1, overloaded: false, adaptive: false, targetFps: null };
  }

  // A change reported by the governor (main thread or worker) becomes the page's events.
  #onQuality(change, previous) {
    const detail = { ...change };
    if (change.level !== previous.level) this.dispatchEvent(new CustomEvent('qualitychange', { detail }));
    if (change.overloaded && !previous.overloaded) this.dispatchEvent(new CustomEvent('overload', { detail }));
    if (!change.overloaded && previous.overloaded) this.dispatchEvent(new CustomEvent('overloadend', { detail }));
  }

  #checkAlive() {
    if (this.#disposed) throw new Error('this VideoEffects instance has been disposed');
  }

  #startInsertable(track) {
    const processor = new MediaStreamTrackProcessor({ track });
    const generator = new MediaStreamTrackGenerator({ kind: 'video' });
    let last = { level: 0, overloaded: false };
    const pump = new FramePump(this.#renderer, this.#canvas, {
      adaptive: this.#adaptive, targetFps: targetFps(track),
      onChange: (change) => {
        if (this.#pump !== pump) return;
        this.#onQuality(change, last);
        last = change;
      },
    });
    this.#pump = pump;
    this.#output = generator;
    this.#stopCurrent = () => pump.stop();
    pump.run(processor.readable, generator.writable).then(() => {
      if (this.#output === generator) this.stop();
    });
    return generator;
  }

  #startInWorker(track) {
    const worker = this.#worker;
    const quality = { adaptive: this.#adaptive, targetFps: targetFps(track) };
    // The worker tags a run's messages with its id: the last run's 'ended' may come after the next has begun.
    const run = ++this.#workerRuns;
    let output, watch = 0;
    if (this.#workerTrack) {
      // The W3C shape: the worker reads a clone of the track and writes its generator, whose track this clones.
      output = this.#workerTrack.clone();
      const input = track.clone();
      worker.postMessage({ type: 'start', run, track: input, quality }, [input]);
      // The worker's clone ends with the camera, not when the page stops its own track: watch that one.
      watch = setInterval(() => {
        if (track.readyState === 'ended' && this.#output === output) this.stop();
      }, 250);
    } else {
      const processor = new MediaStreamTrackProcessor({ track });
      output = new MediaStreamTrackGenerator({ kind: 'video' });
      worker.postMessage({ type: 'start', run, readable: processor.readable, writable: output.writable, quality },
                         [processor.readable, output.writable]);
    }
    this.#output = output;
    this.#stopCurrent = () => {
      clearInterval(watch);
      return ask(worker, { type: 'stop' }, 'stopped').catch(() => {});
    };
    let last = { level: 0, overloaded: false };
    const onMessage = ({ data }) => {
      if (data.run !== run) return;
      if (data.type === 'quality' && this.#output === output) {
        this.#onQuality(data.change, last);
        last = data.change;
      }
      if (data.type !== 'ended') return;
      worker.removeEventListener('message', onMessage);
      clearInterval(watch);
      if (this.#output === output) this.stop();
    };
    worker.addEventListener('message', onMessage);
    return output;
  }

  // No insertable streams: a video element plays the track, each video frame
  // (requestVideoFrameCallback) is drawn on the canvas, whose captureStream is
  // the output. As on the other paths, a frame is skipped while the GPU still
  // has two frames to finish, and the governor steps the quality down when the
  // video shows frames that were not drawn (presentedFrames counts them).
  #startFallback(track) {
    const settings = track.getSettings();
    const renderer = this.#renderer;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = new MediaStream([track]);
    // The output has the input's size from its first frame (a fresh canvas is 300×150 until drawn).
    if (settings.width && settings.height) {
      this.#canvas.width = settings.width;
      this.#canvas.height = settings.height;
    }
    // The track's rate, as the governor reads it: a generator's track may announce an infinite one,
    // which captureStream() refuses with a TypeError.
    const output = this.#canvas.captureStream(targetFps(track)).getVideoTracks()[0];
    renderer.setQuality(0);  // every run starts at the full effect
    let last = { level: 0, overloaded: false };
    const governor = this.#adaptive ? rendererGovernor(() => renderer, {
      targetFps: targetFps(track),
      onError: (e) => { run.lastError = e; },
      onChange: (change) => {
        if (this.#output !== output) return;
        this.#onQuality(change, last);
        last = change;
      },
    }) : null;
    const maskAge = new MaskAge();
    const run = {
      fps: 0, dropped: 0, upload: null, lastError: null,
      get quality() { return qualityState(renderer, governor); },
      get mask() { return maskAge.state(renderer); },
    };
    this.#fallback = run;
    let handle = 0, stopped = false, frames = 0, windowStart = performance.now(), presented = null, converting = false;
    let unusable = 0;  // frames in a row the video could not be read as an ImageBitmap
    const onFrame = (now, meta) => {
      if (stopped) return;
      // Frames the video showed since the last callback; those no callback saw were not drawn.
      const shown = presented === null ? 1 : Math.max(1, meta.presentedFrames - presented);
      presented = meta.presentedFrames;
      run.dropped += shown - 1;
      if (!renderer.contextLost) for (let i = 0; i < shown; i++) governor?.arrived();
      if (renderer.busy || converting) {
        run.dropped += 1;
      } else if (renderer.refuses?.(video)) {
        // A WebGPU that takes no video element (Firefox): the picture as an ImageBitmap, one at a time.
        converting = true;
        renderer.uploadSource(video).then((bitmap) => {
          converting = false;
          if (stopped) return bitmap.close();
          unusable = 0;
          if (renderer.process(bitmap, meta.width, meta.height, meta.mediaTime * 1000)) {
            maskAge.drawn(meta.mediaTime * 1000);
            governor?.drawn();
            frames += 1;
          }
        }).catch((e) => {
          converting = false;
          // A video between two pictures (starting, resizing) is briefly "not usable": a dropped
          // frame. Only when it stays so is it an error.
          if (e?.name === 'InvalidStateError' && ++unusable < UNUSABLE_FRAMES_BEFORE_ERROR) {
            run.dropped += 1;
          } else {
            run.lastError = e;
          }
        });
      } else {
        try {
          if (renderer.process(video, meta.width, meta.height, meta.mediaTime * 1000)) {
            maskAge.drawn(meta.mediaTime * 1000);
            governor?.drawn();
            frames += 1;
          }
        } catch (e) {
          run.lastError = e;
        }
      }
      if (now - windowStart >= 1000) {
        run.fps = (frames * 1000) / (now - windowStart);
        frames = 0;
        windowStart = now;
      }
      handle = video.requestVideoFrameCallback(onFrame);
    };
    const onTrackEnded = () => { if (this.#output === output) this.stop(); };
    track.addEventListener('ended', onTrackEnded);
    this.#output = output;
    this.#stopCurrent = () => {
      stopped = true;
      video.cancelVideoFrameCallback(handle);
      track.removeEventListener('ended', onTrackEnded);
      video.pause();
      video.srcObject = null;
    };
    handle = video.requestVideoFrameCallback(onFrame);
    video.play().catch((e) => console.error('vfx: the input video did not start', e));
    return output;
  }
}
