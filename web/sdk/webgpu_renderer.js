// The WebGPU backend behind the same interface as FrameRenderer (renderer.js):
// one GPUDevice, the wasm's frame graph recording each frame's passes and
// webgpu_executor.js running them, and a canvas with a 'webgpu' context. A
// frame: the graph records (upload, the effect's passes, present), the
// executor copies the frame in (copyExternalImageToTexture, or the bytes of
// uploadSource), records one command buffer of compute dispatches and a copy
// to the canvas texture; the caller frames the canvas as it does for WebGL2
// (frame_pump.js). The net and the effect programs come as generated files
// (webgpu/<model>/plan.json + weights.bin, webgpu/effects.json, beside this
// module); the wasm brings the graph, not the weights. The face detector's
// plan.json comes at start too (its shape opens the pass list); its weights
// and pipelines only when an effect first needs faces (webgpu_executor.js).
//
// Device loss is handled like WebGL context loss: while the device is away
// process() returns false (the caller passes frames through); a new device is
// then requested and everything rebuilt, the options, background and quality
// level kept.

import { WebGpuExecutor } from './webgpu_executor.js';
import { GpuObjectLedger } from './webgpu_ledger.js';
import { StageRecorder, WebGpuStageTimer } from './webgpu_stage_timer.js';
import { faceEffectArgs, hexColor } from './options.js';
import { imagePixels, loadModule } from './renderer.js';
import { isSoftwareAdapter } from './placement.js';
import { effectsPackUrl, fetchAsset, forgetAsset, modelPlanUrl, modelWeightsUrl } from './assets.js';

// The face detector's plan, beside the segmenters' (webgpu/<model>/).
const FACE_MODEL = 'face_detection_short_range';

// An adapter, or null. On the H200 with Chromium's Vulkan flags the plain
// request gives null while a compatibility-level one gives the GPU, whose
// devices are full core devices when asked for 'core-features-and-limits'.
async function requestAdapter() {
  const gpu = globalThis.navigator?.gpu;
  if (!gpu) return null;
  return (
    (await gpu.requestAdapter({ powerPreference: 'high-performance' })) ??
    (await gpu.requestAdapter({ featureLevel: 'compatibility' }))
  );
}

// A device with the pipeline built, `canvas` configured, and the self-check
// passed ('auto' relies on it): one small frame through every effect and onto
// the canvas without a validation error or the device's loss. (Chromium
// compositing with GL on SwiftShader loses the device as soon as a WebGPU canvas
// is configured; with Vulkan compositing, as on GPUs, it works.)
async function openDevice(model, canvas, ledger, wasmUrl) {
  const adapter = await requestAdapter();
  if (!adapter) throw new DOMException('WebGPU is not available here (no adapter)', 'NotSupportedError');
  const features = ['core-features-and-limits', 'timestamp-query'].filter((f) => adapter.features.has(f));
  // The adapter's own texture limit (WebGL2 gets the GPU's MAX_TEXTURE_SIZE too), not the 8192 default.
  const device = ledger.track(
    await adapter.requestDevice({
      requiredFeatures: features,
      requiredLimits: { maxTextureDimension2D: adapter.limits.maxTextureDimension2D },
    }),
  );
  try {
    const context = await checkCanvas(device, canvas);
    const [module, pack, plan, weights, facePlan] = await Promise.all([
      loadModule(wasmUrl),
      fetchAsset(effectsPackUrl(), 'json'),
      fetchAsset(modelPlanUrl(model), 'json'),
      fetchAsset(modelWeightsUrl(model), 'bytes'),
      // Only the face detector's plan.json: its weights are fetched when an effect first needs faces.
      fetchAsset(modelPlanUrl(FACE_MODEL), 'json').catch(() => null), // then no face effects
    ]);
    const software = isSoftwareAdapter(adapter);
    // The net at its small input reads the same weights.bin (the build checks that the bytes agree).
    const smallPlan = module.smallModelNames?.().includes(model)
      ? await fetchAsset(modelPlanUrl(`${model}@small`), 'json').catch(() => null) // then masks are carried
      : null;
    const face = facePlan && {
      plan: facePlan,
      loadWeights: () => fetchAsset(modelWeightsUrl(FACE_MODEL), 'bytes'),
      damaged: () => {
        forgetAsset(modelWeightsUrl(FACE_MODEL));
        forgetAsset(modelPlanUrl(FACE_MODEL));
      },
    };
    let effects;
    try {
      effects = await WebGpuExecutor.create(device, { module, pack, plan, weights, software, face, smallPlan });
      // A small plan of another build (its weights checked against weights.bin): fetched again next time.
      if (effects.smallNetFailure?.damagedWeights) forgetAsset(modelPlanUrl(`${model}@small`));
    } catch (e) {
      if (e?.damagedWeights) {
        // a damaged download, or files of two builds: a later create() fetches both again
        forgetAsset(modelWeightsUrl(model));
        forgetAsset(modelPlanUrl(model));
      }
      throw e;
    }
    let lost = null;
    device.lost.then((info) => {
      lost = info;
    });
    try {
      device.pushErrorScope('validation');
      const size = 16;
      canvas.width = canvas.height = size;
      for (const effect of ['blur', 'replace', 'light']) {
        effects.setEffect({ effect, lightCorrection: effect !== 'light' });
        const encoder = device.createCommandEncoder();
        const out = effects.encode(encoder, size, size, () => {});
        encoder.copyTextureToTexture({ texture: out }, { texture: context.getCurrentTexture() }, [size, size]);
        device.queue.submit([encoder.finish()]);
        effects.submitted();
      }
      effects.setEffect({ effect: 'blur', lightCorrection: false });
      effects.forgetHistory();
      const invalid = await device.popErrorScope();
      await within(device.queue.onSubmittedWorkDone(), 10000, 'the self-check frames did not finish within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 0)); // a loss is reported a task later
      if (invalid) throw new Error(invalid.message);
      if (lost) throw new Error(`the device was lost (${lost.reason}): ${lost.message}`);
    } catch (e) {
      effects.destroy();
      context.unconfigure();
      throw new Error(`vfx webgpu self-check: ${e?.message ?? e}`);
    }
    const info = adapter.info ?? {};
    const name = [info.vendor, info.architecture, info.description].filter(Boolean).join(' ') || 'unknown adapter';
    return { adapter, device, effects, software, name, context, refused: refusedSourceKinds(device) };
  } catch (e) {
    device.destroy();
    throw e;
  }
}

// The frame kinds copyExternalImageToTexture refuses here, probed with real
// sources the way frames will come. Chromium takes VideoFrames and video
// elements; Firefox takes neither (its WebIDL union lists ImageBitmap, images
// and canvases) and throws a TypeError, so those kinds go through
// createImageBitmap (uploadSource) instead of showing a black track.
function refusedSourceKinds(device) {
  const refused = new Set();
  const texture = device.createTexture({
    size: [2, 2],
    format: 'rgba8unorm',
    usage: GPUTextureUsage.COPY_DST | GPUTextureUsage.RENDER_ATTACHMENT,
  });
  const canvas = new OffscreenCanvas(2, 2);
  canvas.getContext('2d').fillRect(0, 0, 2, 2);
  const probes = [];
  if (typeof VideoFrame !== 'undefined') probes.push(['VideoFrame', () => new VideoFrame(canvas, { timestamp: 0 })]);
  if (typeof document !== 'undefined') probes.push(['HTMLVideoElement', () => document.createElement('video')]);
  for (const [kind, make] of probes) {
    const source = make();
    try {
      device.queue.copyExternalImageToTexture({ source }, { texture }, [1, 1]);
    } catch (e) {
      // A video element without data may be refused for that (an InvalidStateError); only the type matters here.
      if (e instanceof TypeError) refused.add(kind);
    } finally {
      source.close?.();
    }
  }
  texture.destroy();
  return refused;
}

// The kind of frame source `source` is, as refusedSourceKinds names them.
function sourceKind(source) {
  if (typeof VideoFrame !== 'undefined' && source instanceof VideoFrame) return 'VideoFrame';
  if (typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement) return 'HTMLVideoElement';
  return '';
}

function within(promise, ms, message) {
  let timer;
  const timeout = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// The cheap part of the self-check, before anything is built: `canvas`
// configured for `device` as the frames will use it (copied into), a cleared
// frame on it, and the device still there after it. Resolves with the context.
async function checkCanvas(device, canvas) {
  let lost = null;
  let context = null;
  device.lost.then((info) => {
    lost = info;
  });
  try {
    context = canvas.getContext('webgpu');
    if (!context) throw new DOMException('the canvas gives no WebGPU context', 'NotSupportedError');
    context.configure({
      device,
      format: 'rgba8unorm',
      alphaMode: 'opaque',
      usage: GPUTextureUsage.COPY_DST | GPUTextureUsage.RENDER_ATTACHMENT,
    });
    const encoder = device.createCommandEncoder();
    encoder
      .beginRenderPass({
        colorAttachments: [
          {
            view: context.getCurrentTexture().createView(),
            loadOp: 'clear',
            storeOp: 'store',
            clearValue: [0, 0, 0, 1],
          },
        ],
      })
      .end();
    device.queue.submit([encoder.finish()]);
    await within(device.queue.onSubmittedWorkDone(), 10000, 'a cleared canvas frame did not finish within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 0)); // a loss is reported a task later
  } catch (e) {
    throw new Error(`vfx webgpu self-check: ${e?.message ?? e}`);
  }
  if (lost) throw new Error(`vfx webgpu self-check: the device was lost (${lost.reason}): ${lost.message}`);
  return context;
}

export class WebGpuFrameRenderer {
  // What WebGPU this browser offers, without making a device: 'none', 'software'
  // (a CPU adapter such as SwiftShader) or 'hardware'.
  static async adapterKind() {
    try {
      const adapter = await requestAdapter();
      if (!adapter) return 'none';
      return isSoftwareAdapter(adapter) ? 'software' : 'hardware';
    } catch {
      return 'none';
    }
  }

  static async create(canvas, model, wasmUrl) {
    const ledger = new GpuObjectLedger();
    const opened = await openDevice(model, canvas, ledger, wasmUrl);
    const renderer = new WebGpuFrameRenderer(canvas, model, ledger, wasmUrl);
    try {
      renderer.#adopt(opened);
    } catch (e) {
      renderer.#destroyed = true; // the device's loss below must not start a restore
      opened.effects.destroy();
      opened.device.destroy();
      throw e;
    }
    return renderer;
  }

  backend = 'webgpu';
  planVariant = 'webgpu';
  capabilities = '';
  bitmapFrames = null; // as FrameRenderer: whether transferred bitmaps make VideoFrames here
  copyFrames = null;
  lastError = null;

  #canvas;
  #model;
  #context = null;
  #adapter = null;
  #device = null;
  #effects = null;
  #lost = false;
  #holdLost = false; // simulateContextLoss(true): stay lost until (false)
  #destroyed = false;
  #options = null;
  #quality = 0;
  #inFlight = 0;
  #levels = 4;
  #timer = null; // WebGpuStageTimer, where the device has timestamp queries
  #stages = []; // [{name, ms}] of the last frame (CPU)
  #pixels = null; // the background image's pixels (ImageData), kept for a device restore
  #uploaded = null; // the pixels the current device holds
  #restoring = null; // the restore in progress (one at a time)
  #ledger; // GpuObjectLedger of every device this renderer opens
  #wasmUrl; // where the wasm module comes from (create option wasmUrl)
  #refused = new Set(); // frame kinds copyExternalImageToTexture refuses here (refusedSourceKinds)
  #bitmaps = new WeakSet(); // the ImageBitmaps uploadSource made, closed once uploaded

  static MAX_FRAMES_IN_FLIGHT = 2;

  constructor(canvas, model, ledger, wasmUrl) {
    this.#canvas = canvas;
    this.#model = model;
    this.#ledger = ledger;
    this.#wasmUrl = wasmUrl;
  }

  #adopt({ adapter, device, effects, software, name, context, refused }) {
    this.#context = context;
    this.#refused = refused;
    // Held for the device's lifetime: Chromium lost our devices ("A valid
    // external Instance reference no longer exists") once their adapter had been collected.
    this.#adapter = adapter;
    this.#device = device;
    this.#effects = effects;
    this.#levels = effects.qualityLevels;
    this.#inFlight = 0;
    this.#timer = WebGpuStageTimer.create(device);
    this.capabilities = `webgpu: ${name}${software ? ' (software)' : ''}`;
    device.addEventListener('uncapturederror', (e) => {
      if (device === this.#device) this.lastError = e.error;
    });
    device.lost.then((info) => this.#onLost(device, info));
    this.#uploaded = null;
    try {
      if (this.#options) this.#apply(effects);
    } catch (e) {
      this.lastError = e; // the effect runs with what could be applied; the next setOptions tries again
    }
    if (this.#quality) effects.setQuality(this.#quality);
  }

  #onLost(device, info) {
    if (this.#destroyed || device !== this.#device) return;
    this.#lost = true;
    this.#effects?.destroy();
    this.#effects = null;
    this.#timer = null; // its objects went with the device
    this.#device = null;
    this.lastError = new Error(`WebGPU device lost (${info?.reason ?? 'unknown'}): ${info?.message ?? ''}`);
    if (!this.#holdLost) this.#restore();
  }

  // A new device, tried until one passes the self-check (right after a GPU
  // reset there may be no adapter for a while): 0.5 s, then twice as long
  // each time, up to 30 s; frames pass through meanwhile. One at a time.
  #restore() {
    this.#restoring ??= (async () => {
      for (let wait = 500; !this.#destroyed && !this.#holdLost; wait = Math.min(2 * wait, 30000)) {
        try {
          const opened = await openDevice(this.#model, this.#canvas, this.#ledger, this.#wasmUrl);
          if (this.#destroyed || this.#holdLost) {
            opened.effects.destroy();
            opened.context.unconfigure();
            opened.device.destroy();
            return;
          }
          this.#adopt(opened);
          this.#lost = false;
          this.lastError = null;
          return;
        } catch (e) {
          this.lastError = e;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })().finally(() => {
      this.#restoring = null;
    });
  }

  get qualityLevels() {
    return this.#levels;
  }
  get quality() {
    return this.#quality;
  }
  get contextLost() {
    return this.#lost;
  }

  setQuality(level) {
    if (!Number.isInteger(level) || level < 0 || level >= this.qualityLevels) {
      throw new RangeError(`quality level must be an integer in 0..${this.qualityLevels - 1}; got ${level}`);
    }
    this.#quality = level;
    this.#effects?.setQuality(level);
  }

  // True while MAX_FRAMES_IN_FLIGHT frames are still on the GPU (the caller drops its frame).
  get busy() {
    return !this.#lost && this.#inFlight >= WebGpuFrameRenderer.MAX_FRAMES_IN_FLIGHT;
  }

  // As FrameRenderer.setOptions: throws before anything changes when the background cannot be used.
  setOptions(options) {
    const b = options.background;
    let pixels = null;
    if (b && typeof b !== 'string')
      pixels = b === this.#options?.background && this.#pixels ? this.#pixels : imagePixels(b);
    this.#options = options;
    this.#pixels = pixels;
    if (this.#effects) this.#apply(this.#effects);
  }

  #apply(effects) {
    const o = this.#options;
    // lightCorrection: false, true, 'person' or 'face' (whose statistics it follows).
    effects.setEffect({
      effect: o.effect,
      blurStrength: o.blurStrength,
      lightCorrection: o.lightCorrection !== undefined && o.lightCorrection !== false,
      lightStrength: 1.0,
    });
    const [touchUp, lightRegion, lightScope] = faceEffectArgs(o);
    effects.setFaceEffects({ touchUp, lightRegion, lightScope });
    if (typeof o.background === 'string') {
      effects.setBackgroundColor(...hexColor(o.background));
    } else if (this.#pixels && this.#pixels !== this.#uploaded) {
      effects.setBackgroundImage(this.#pixels);
      this.#uploaded = this.#pixels;
    }
  }

  // Frames go in as they are where copyExternalImageToTexture takes them (VideoFrames of any format in
  // Chromium); a kind it refuses here (Firefox: VideoFrames and video elements) as an ImageBitmap.
  async uploadSource(frame) {
    if (!this.refuses(frame)) return frame;
    const bitmap = await createImageBitmap(frame);
    this.#bitmaps.add(bitmap);
    return bitmap;
  }

  // Whether `source` must go through uploadSource (an ImageBitmap) to be drawn here.
  refuses(source) {
    return this.#refused.has(sourceKind(source));
  }

  // Draws the processed `source` (width×height) on the canvas; false while the device is lost.
  // `source`: a VideoFrame, canvas, video element or bitmap, or {bytes, width, height} (RGBA).
  // `timeMs`: when the frame was captured (camera time; the quality ladder bounds a mask's age by it).
  process(source, width, height, timeMs) {
    try {
      if (Number.isFinite(timeMs) && this.#effects && !this.#lost) this.#effects.setFrameTime(timeMs / 1000);
      return this.#draw(source, width, height);
    } finally {
      if (this.#bitmaps.has(source)) source.close(); // uploadSource's bitmap: copied, or not drawn at all
    }
  }

  #draw(source, width, height) {
    const effects = this.#effects,
      device = this.#device;
    if (!effects || this.#lost) return false;
    if (this.lastError && !this.#lost) {
      const error = this.lastError;
      this.lastError = null;
      throw new Error(`vfx webgpu: ${error.message ?? error}`);
    }
    if (this.#canvas.width !== width || this.#canvas.height !== height) {
      this.#canvas.width = width;
      this.#canvas.height = height;
    }
    if (source?.bytes && source.planes) throw new TypeError('vfx webgpu: frames as planes are a WebGL2 upload path');
    let uploadMs = 0;
    const upload = (texture) => {
      const uploadStart = performance.now();
      if (source?.bytes) {
        device.queue.writeTexture({ texture }, source.bytes, { bytesPerRow: width * 4, rowsPerImage: height }, [
          width,
          height,
        ]);
      } else {
        device.queue.copyExternalImageToTexture({ source }, { texture }, [width, height]);
      }
      uploadMs = performance.now() - uploadStart;
    };
    const encoder = device.createCommandEncoder();
    const timer = this.#timer?.begin() ? this.#timer : null;
    const recorder = new StageRecorder(encoder, timer);
    const out = effects.encode(encoder, width, height, upload, recorder);
    const presentStart = performance.now();
    encoder.copyTextureToTexture({ texture: out }, { texture: this.#context.getCurrentTexture() }, [width, height]);
    timer?.resolve(encoder);
    device.queue.submit([encoder.finish()]);
    effects.submitted();
    timer?.collect();
    this.#stages = [
      { name: 'upload', ms: uploadMs },
      ...recorder.stages,
      { name: 'present', ms: performance.now() - presentStart },
    ];
    this.#inFlight += 1;
    device.queue.onSubmittedWorkDone().then(
      () => {
        if (device === this.#device) this.#inFlight -= 1;
      },
      () => {},
    );
    return true;
  }

  // Frames since the network last ran, as of the last drawn frame (0: that frame's own mask).
  maskAgeFrames() {
    return this.#effects?.maskAgeFrames() ?? 0;
  }

  // [{name, ms, gpuMs?}] of the last frame: CPU ms recording each stage, and the
  // GPU ms of the last timed frame's stages where the last frame ran them too (every 31st frame; upload and
  // present are not timed; gpuStages() gives the timed frame's own list).
  stages() {
    // A stage may record twice in a frame (the composite's local mean, then the composite): summed.
    const gpu = new Map();
    for (const t of this.#timer?.last ?? []) gpu.set(t.name, (gpu.get(t.name) ?? 0) + t.gpuMs);
    const cpu = new Map();
    for (const t of this.#stages) cpu.set(t.name, (cpu.get(t.name) ?? 0) + t.ms);
    return [...cpu].map(([name, ms]) => (gpu.has(name) ? { name, ms, gpuMs: gpu.get(name) } : { name, ms }));
  }

  // {name: GPU ms} of every stage of the last timed frame, whatever the last
  // frame ran: a stage run on every n-th frame (detections, light statistics)
  // is reported in its share of timed frames, not only when the last frame
  // ran it too; null before the first timed frame.
  gpuStages() {
    const last = this.#timer?.last;
    if (!last?.length) return null;
    const gpu = {};
    for (const t of last) gpu[t.name] = (gpu[t.name] ?? 0) + t.gpuMs;
    return gpu;
  }

  gpuTimer() {
    if (this.#timer) return { available: true, reason: '', framesTimed: this.#timer.framesTimed };
    return {
      available: false,
      reason: this.#device ? 'the WebGPU device has no timestamp-query feature' : 'the WebGPU device is lost',
    };
  }

  // Test hook: true destroys the device (as a GPU reset would) and keeps it
  // lost until false, which asks for a new one.
  simulateContextLoss(lose) {
    if (lose) {
      this.#holdLost = true;
      this.#device?.destroy();
    } else if (this.#holdLost) {
      this.#holdLost = false;
      if (this.#lost) this.#restore();
    }
  }

  // FrameRenderer's GL counts, from the ledger of this renderer's devices: live
  // textures, buffers, query sets and devices, and every object ever made.
  glObjectCounts() {
    return { framebuffers: 0, programs: 0, ...this.#ledger.counts() };
  }

  destroy() {
    this.#destroyed = true;
    this.#effects?.destroy();
    this.#effects = null;
    this.#timer?.destroy();
    this.#timer = null;
    this.#context?.unconfigure();
    this.#device?.destroy();
    this.#device = null;
  }
}
