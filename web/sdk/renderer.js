// One WebGL2 context and the wasm engine behind it: turns a frame source
// (VideoFrame, video element, ImageBitmap) into the processed picture on the
// canvas. Used on the main thread and in the worker alike. Survives WebGL
// context loss: while the context is away `process` returns false and the
// caller passes frames through; on restore everything is rebuilt.

import createVfxModule from './vfx.mjs';
import { fetchModelWeights, loadModelWeights } from './model_weights.js';
import { faceEffectArgs, hexColor } from './options.js';
import { rendererIsSoftware, rendererNameOf } from './placement.js';

const IN_WORKER = typeof WorkerGlobalScope === 'function' && globalThis instanceof WorkerGlobalScope;

// One engine per wasm URL ('' = vfx.wasm beside vfx.mjs, the default): the
// create option wasmUrl serves pages that host the wasm elsewhere (a CDN path).
const modules = new Map();
export function loadModule(wasmUrl = '') {
  const key = wasmUrl ? new URL(wasmUrl, globalThis.location?.href).href : '';
  let promise = modules.get(key);
  if (!promise) {
    const overrides = key ? { locateFile: (path) => (path.endsWith('.wasm') ? key : path) } : {};
    promise = createVfxModule(overrides).catch((e) => {
      modules.delete(key);  // a later create() may try again
      throw new Error(`vfx: could not load the engine's wasm${key ? ` from ${key}` : ''}: ${e?.message ?? e}`);
    });
    modules.set(key, promise);
  }
  return promise;
}

// Background pixels for the engine: RGBA bytes, rows top-down. Throws a
// SecurityError (naming the fix) for a cross-origin image without CORS.
export function imagePixels(source) {
  if (typeof ImageData !== 'undefined' && source instanceof ImageData) return source;
  const w = source.naturalWidth || source.width, h = source.naturalHeight || source.height;
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(source, 0, 0, w, h);
  try {
    return ctx.getImageData(0, 0, w, h);
  } catch (e) {
    if (e?.name !== 'SecurityError') throw e;
    throw new DOMException('background image is cross-origin without CORS, so the browser keeps its pixels from ' +
      'the page: serve it with Access-Control-Allow-Origin and set crossOrigin on the image', 'SecurityError');
  }
}

// The model names this build's wasm carries.
export async function availableModels() {
  return [...(await loadModule()).modelNames()];
}

// VideoFrame formats that hold RGB pixels (uploadSource).
const RGB_FORMATS = new Set(['RGBA', 'RGBX', 'BGRA', 'BGRX']);

// Whether VideoFrame.copyTo converts to the format it is asked for. WebKit
// (2.50) ignores the option and copies BGRA as BGRA, which drew blue faces:
// one 2×2 BGRA frame, copied as RGBA, tells. Once per page or worker.
let copyConverts = null;
function copyToConvertsFormats() {
  copyConverts ??= (async () => {
    const frame = new VideoFrame(new Uint8Array([0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255]),
                                 { format: 'BGRA', codedWidth: 2, codedHeight: 2, timestamp: 0 });
    try {
      const rgba = new Uint8Array(16);
      await frame.copyTo(rgba, { format: 'RGBA', colorSpace: 'srgb' });
      return rgba[0] === 255 && rgba[2] === 0;
    } catch {
      return false;
    } finally {
      frame.close();
    }
  })();
  return copyConverts;
}
// Kr, Kb of the YUV colour matrices a VideoColorSpace names (BT.601 when it names none).
const YUV_MATRICES = {
  bt709: [0.2126, 0.0722], bt470bg: [0.299, 0.114], smpte170m: [0.299, 0.114], 'bt2020-ncl': [0.2627, 0.0593],
};

export class FrameRenderer {
  static async create(canvas, model, wasmUrl) {
    // The weights download while the wasm compiles (the engine takes them once both are here).
    if (/^[\w.-]+$/.test(model)) fetchModelWeights(model).catch(() => {});
    const module = await loadModule(wasmUrl);
    const names = [...module.modelNames()];
    if (!names.includes(model)) throw new TypeError(`model must be one of ${names.join(', ')}; got ${model}`);
    await loadModelWeights(module, model);
    const renderer = new FrameRenderer(module, canvas, model);
    renderer.#open();
    return renderer;
  }

  backend = 'webgl2';
  #module;
  #canvas;
  #model;
  #engine = null;
  #lost = false;
  #options = null;
  #onLost;
  #onRestored;
  #loseContext = null;
  #gl = null;
  #quality = 0;    // the quality ladder's step (setQuality), kept across a context restore
  #inFlight = [];  // fences of frames submitted and not yet seen complete, oldest first

  // How frames get into the engine's texture (benchmarks set it on the main
  // thread through index.js debugSetUploadPolicy): 'auto' (see uploadSource),
  // 'texture' (always texImage2D of the frame), 'copy' (always copyTo RGBA
  // bytes) or 'planes' (I420 frames as planes even on CPU rasterizers, where
  // 'auto' keeps texImage2D).
  static uploadPolicy = 'auto';
  #bytes = null;       // staging buffer of copyTo uploads, reused while the size holds
  copyFrames = null;   // false once copyTo has failed here: texImage2D from then on

  // How many frames may be on the GPU at once: enough to overlap one frame's
  // GPU work with the next frame's submission, few enough that a slow GPU
  // never queues seconds of work (and never fills the command buffer, which
  // would block every GL call on the calling thread).
  static MAX_FRAMES_IN_FLIGHT = 2;

  constructor(module, canvas, model) {
    this.#module = module;
    this.#canvas = canvas;
    this.#model = model;
    this.#onLost = (e) => {
      e.preventDefault();  // allows a restore
      this.#lost = true;
      this.#inFlight = [];  // fences die with the context
      this.#engine?.delete();
      this.#engine = null;
    };
    this.#onRestored = () => {
      this.#lost = false;
      this.#open();
      if (this.#options) this.setOptions(this.#options);
    };
    canvas.addEventListener('webglcontextlost', this.#onLost);
    canvas.addEventListener('webglcontextrestored', this.#onRestored);
  }

  #open() {
    const gl = this.#canvas.getContext('webgl2', {
      alpha: false, antialias: false, depth: false, stencil: false,
      premultipliedAlpha: false, preserveDrawingBuffer: false, powerPreference: 'high-performance',
    });
    if (!gl) {
      // Since Chrome 139 there is no software fallback for WebGL: no usable GPU, no context.
      throw new DOMException('WebGL2 is not available here (no usable GPU, or WebGL is disabled)', 'NotSupportedError');
    }
    this.#loseContext ??= gl.getExtension('WEBGL_lose_context');
    this.#gl = gl;
    this.#inFlight = [];
    this.#module.vfxGlContext = gl;
    const engine = new this.#module.Engine();
    // The engine knows SwiftShader and llvmpipe by name; a masked name is probed (placement.js).
    const opened = engine.open(this.#model, rendererIsSoftware(rendererNameOf(gl)));
    this.#module.vfxGlContext = null;
    if (!opened.ok) {
      engine.delete();
      throw new Error(`vfx engine: ${opened.error}`);
    }
    this.capabilities = opened.capabilities;
    this.planVariant = opened.planVariant;
    // Whether a transferred bitmap of the canvas makes a VideoFrame (frame_pump.js
    // processToFrame): not on SwiftShader, so a software renderer does not try
    // (the failed try costs the first frame a second draw and a GPU wait).
    this.bitmapFrames = opened.planVariant === 'software' ? false : null;
    this.#engine = engine;
    if (this.#quality) this.setQuality(this.#quality);
  }

  // Steps of the quality ladder (0 = the full effect; src/pipeline/quality_ladder.h).
  get qualityLevels() { return this.#module.qualityLevels; }
  get quality() { return this.#quality; }

  // Moves to step `level` of the quality ladder, from the next frame on.
  setQuality(level) {
    if (!Number.isInteger(level) || level < 0 || level >= this.qualityLevels) {
      throw new RangeError(`quality level must be an integer in 0..${this.qualityLevels - 1}; got ${level}`);
    }
    this.#quality = level;
    if (this.#engine && this.#engine.setQuality(level) !== 0) throw new Error(`vfx engine: ${this.#engine.lastError()}`);
  }

  get contextLost() { return this.#lost; }

  // True while MAX_FRAMES_IN_FLIGHT frames are still on the GPU: the caller
  // should drop its frame instead of drawing it. Never waits: WebGL updates a
  // fence's status between tasks, so callers ask again on a later frame.
  get busy() {
    const gl = this.#gl;
    if (!gl || this.#lost) return false;
    while (this.#inFlight.length && this.#signaled(this.#inFlight[0])) {
      gl.deleteSync(this.#inFlight.shift());
    }
    return this.#inFlight.length >= FrameRenderer.MAX_FRAMES_IN_FLIGHT;
  }

  // Whether `fence` has passed, without waiting. In a worker Chromium may not
  // refresh getSyncParameter's cached status between tasks (the resize test
  // stalled after two frames there), so workers poll with a zero-timeout
  // clientWaitSync; the main thread keeps the cached status, which costs no
  // round trip to the GPU process.
  #signaled(fence) {
    const gl = this.#gl;
    if (IN_WORKER) return gl.clientWaitSync(fence, 0, 0) !== gl.TIMEOUT_EXPIRED;
    return gl.getSyncParameter(fence, gl.SYNC_STATUS) === gl.SIGNALED;
  }

  #fenceFrame() {
    const gl = this.#gl;
    const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    if (!fence) return;  // context lost meanwhile
    this.#inFlight.push(fence);
    gl.flush();
  }

  // Applies `options`; when the background cannot be used (e.g. a cross-origin
  // image) it throws before anything changes, so the previous options stay.
  setOptions(options) {
    const b = options.background;
    const pixels = b && typeof b !== 'string' && b !== this.#options?.background ? imagePixels(b) : null;
    this.#options = options;
    if (!this.#engine) return;
    const e = this.#engine;
    const check = (rc) => { if (rc !== 0) throw new Error(`vfx engine: ${e.lastError()}`); };
    check(e.setEffect(options.effect, options.blurStrength, options.lightCorrection !== false, 1.0));
    check(e.setFaceEffects(...faceEffectArgs(options)));
    if (typeof b === 'string') {
      check(e.setBackgroundColor(...hexColor(b)));
    } else if (b) {
      const image = pixels ?? imagePixels(b);
      check(e.setBackgroundImage(image.data, image.width, image.height));
    }
  }

  // What process() should upload for `frame`: the frame itself (texImage2D);
  // for frames in an RGB format (2D/WebGL canvases, screen captures: GPU
  // textures), its pixels read with VideoFrame.copyTo into a reused buffer
  // ({bytes, width, height}): on the H200 in Chromium a 720p canvas frame that
  // came through a track took 10.8 ms to texImage2D and 5.2 ms to copyTo +
  // upload (benchmarks/RESULTS.md round 14); for I420 frames (cameras without
  // GPU buffers) on a GPU, their three planes as they are, converted by the
  // engine: 1.13-1.27x the SDK's frame rate with texImage2D there (round 17). Other
  // YUV formats (NV12 camera buffers) go in as they are. Never rejects: a
  // failed copy falls back to the frame and turns the copy path off here.
  async uploadSource(frame) {
    const policy = FrameRenderer.uploadPolicy;
    const rgb = RGB_FORMATS.has(frame.format);
    if (policy === 'texture' || this.copyFrames === false) return frame;
    const { width, height } = frame.visibleRect ?? { width: 0, height: 0 };
    if (width !== frame.displayWidth || height !== frame.displayHeight) return frame;  // scaled frames: the browser scales
    // Planes on GPUs; on CPU rasterizers texImage2D (there the planes path made the first 720p frames'
    // main-thread tasks ~0.5 s: tests/browser sdk.test.mjs, the 720p adaptive test).
    const planes = policy === 'planes' || (policy === 'auto' && this.planVariant !== 'software');
    if (planes && frame.format === 'I420') return this.#planesOf(frame, width, height);
    if (policy !== 'copy' && !rgb) return frame;
    if (!(await copyToConvertsFormats())) {
      this.copyFrames = false;
      return frame;
    }
    const size = width * height * 4;
    if (this.#bytes?.length !== size) this.#bytes = new Uint8Array(size);
    try {
      await frame.copyTo(this.#bytes, { format: 'RGBA', colorSpace: 'srgb' });
    } catch {
      this.copyFrames = false;
      return frame;
    }
    return { bytes: this.#bytes, width, height };
  }

  // An I420 frame's three planes as they are (copyTo without a format: a copy,
  // no conversion) with its colour matrix, for the engine to convert
  // (shaders/i420_to_rgba.frag); the frame itself where that fails.
  async #planesOf(frame, width, height) {
    const size = frame.allocationSize();
    if (this.#bytes?.length !== size) this.#bytes = new Uint8Array(size);
    let planes;
    try {
      planes = await frame.copyTo(this.#bytes);
    } catch {
      this.copyFrames = false;
      return frame;
    }
    const { matrix, fullRange } = frame.colorSpace ?? {};
    const [kr, kb] = YUV_MATRICES[matrix] ?? YUV_MATRICES.smpte170m;
    return { bytes: this.#bytes, planes, width, height, kr, kb, fullRange: fullRange === true };
  }

  // Draws the processed `source` (width×height) on the canvas; false while the context is lost.
  // `source`: a DOM image source (VideoFrame, canvas, video, bitmap) or uploadSource's {bytes, width, height}.
  // `timeMs`: when the frame was captured (camera time; the quality ladder bounds a mask's age by it).
  process(source, width, height, timeMs) {
    if (!this.#engine) return false;
    // (A vfx.wasm from before setFrameTime, given as wasmUrl, takes frames as 1/30 s apart.)
    if (Number.isFinite(timeMs) && typeof this.#engine.setFrameTime === 'function') {
      this.#engine.setFrameTime(timeMs / 1000);
    }
    if (this.#canvas.width !== width || this.#canvas.height !== height) {
      this.#canvas.width = width;
      this.#canvas.height = height;
    }
    this.#module.vfxPendingSource = source;
    const rc = this.#engine.processFrame(width, height);
    this.#module.vfxPendingSource = null;
    if (rc !== 0) {
      if (this.#lost) return false;
      throw new Error(`vfx engine: ${this.#engine.lastError()}`);
    }
    this.#fenceFrame();
    return true;
  }

  stages() { return this.#engine ? this.#engine.stages() : []; }
  // {name: GPU ms} of the last timed frame's stages, or null (see WebGpuRenderer.gpuStages).
  // (A vfx.wasm from before gpuStages, given as wasmUrl, reports none.)
  gpuStages() { return typeof this.#engine?.gpuStages === 'function' ? this.#engine.gpuStages() : null; }

  // Frames since the network last ran, as of the last drawn frame (0: that frame's own mask).
  maskAgeFrames() { return this.#engine ? this.#engine.maskAge() : 0; }

  gpuTimer() {
    const t = this.#engine?.gpuTimer();
    return t ? { available: t.available, reason: t.reason } : { available: false, reason: 'the WebGL context is lost' };
  }

  // Test hook: simulates the browser taking the context away (true) or giving it back (false).
  simulateContextLoss(lose) {
    if (!this.#loseContext) throw new Error('WEBGL_lose_context is not available');
    if (lose) this.#loseContext.loseContext();
    else this.#loseContext.restoreContext();
  }

  glObjectCounts() { return this.#module.glObjectCounts(); }

  destroy() {
    for (const fence of this.#inFlight) this.#gl?.deleteSync(fence);
    this.#inFlight = [];
    this.#canvas.removeEventListener('webglcontextlost', this.#onLost);
    this.#canvas.removeEventListener('webglcontextrestored', this.#onRestored);
    if (this.#engine) {
      this.#engine.close();
      this.#engine.delete();
      this.#engine = null;
    }
    // Let the browser reclaim the context now rather than at garbage collection.
    if (!this.#lost) this.#loseContext?.loseContext();
  }
}

// Live GL objects in this thread's wasm engine (all instances): for leak checks.
export async function glObjectCounts() {
  const total = { textures: 0, framebuffers: 0, programs: 0, buffers: 0, created: 0 };
  for (const promise of modules.values()) {
    const counts = await promise.then((m) => m.glObjectCounts(), () => null);
    for (const key of Object.keys(counts ?? {})) total[key] = (total[key] ?? 0) + counts[key];
  }
  return total;
}
