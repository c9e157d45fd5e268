// Validation of the SDK's options objects: a bad value is a TypeError or a
// RangeError naming the option, never a silent default.

export const EFFECTS = Object.freeze(['none', 'blur', 'replace', 'light']);
// The models of the standard build. A build with more models in models/ (see
// the README: bring your own segmentation model) accepts those too; the
// engine checks the name when it loads (availableModels() lists them).
export const MODELS = Object.freeze([
  'mp_selfie_segmentation_landscape_144x256',
  'mp_selfie_segmentation_256x256',
]);

const EFFECT_KEYS = new Set(['effect', 'blurStrength', 'lightCorrection', 'lightScope', 'touchUp', 'background']);
// lightCorrection: false, or whose statistics set it: true and 'person' (the person's), 'face' (the best face's;
// the person's while no face is found).
export const LIGHT_CORRECTIONS = Object.freeze([false, true, 'person', 'face']);
// lightScope: where the correction applies: 'picture' (one exposure for the whole frame), 'person' (the
// background keeps its brightness), 'auto' (the person for 'face', the picture otherwise).
export const LIGHT_SCOPES = Object.freeze(['auto', 'picture', 'person']);
const CREATE_KEYS = new Set(['model', 'worker', 'whenUnsupported', 'wasmUrl', 'adaptive', 'backend']);
// The GPU API of the effects (backend.js): 'auto' (WebGPU on a hardware adapter that passes the self-check, else WebGL2), 'webgpu', 'webgl2'.
export const BACKENDS = Object.freeze(['auto', 'webgpu', 'webgl2']);
export const DEFAULT_BACKEND = 'auto';
// The largest background image side accepted.
export const MAX_BACKGROUND_SIDE = 8192;
export const WHEN_UNSUPPORTED = Object.freeze(['reject', 'passthrough']);

function checkKeys(options, allowed, what) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${what} must be an object`);
  }
  for (const key of Object.keys(options)) {
    if (!allowed.has(key)) throw new TypeError(`unknown ${what} '${key}' (known: ${[...allowed].join(', ')})`);
  }
}

export function validateCreateOptions(options = {}) {
  checkKeys(options, CREATE_KEYS, 'create option');
  const model = options.model ?? MODELS[0];
  if (typeof model !== 'string' || model === '') {
    throw new TypeError(`model must be a model name such as ${MODELS.join(', ')}; got ${String(model)}`);
  }
  // 'auto': a worker where the browser can run the frame path in one, else the main thread.
  const worker = options.worker ?? 'auto';
  if (typeof worker !== 'boolean' && worker !== 'auto') throw new TypeError(`worker must be true, false or 'auto'; got ${String(worker)}`);
  const whenUnsupported = options.whenUnsupported ?? 'reject';
  if (!WHEN_UNSUPPORTED.includes(whenUnsupported)) {
    throw new TypeError(`whenUnsupported must be one of ${WHEN_UNSUPPORTED.join(', ')}; got ${String(whenUnsupported)}`);
  }
  const wasmUrl = options.wasmUrl;
  if (wasmUrl !== undefined) {
    if (!(typeof wasmUrl === 'string' && wasmUrl !== '') && !(typeof URL === 'function' && wasmUrl instanceof URL)) {
      throw new TypeError(`wasmUrl must be a URL (string or URL) of vfx.wasm; got ${String(wasmUrl)}`);
    }
    try {
      new URL(String(wasmUrl), globalThis.location?.href ?? 'http://localhost/');
    } catch {
      throw new TypeError(`wasmUrl is not a valid URL: ${String(wasmUrl)}`);
    }
  }
  // Adaptive quality (QualityGovernor): on unless the page wants the full effect whatever the frame rate.
  const adaptive = options.adaptive ?? true;
  if (typeof adaptive !== 'boolean') throw new TypeError('adaptive must be a boolean');
  const backend = options.backend ?? DEFAULT_BACKEND;
  if (!BACKENDS.includes(backend)) throw new TypeError(`backend must be one of ${BACKENDS.join(', ')}; got ${String(backend)}`);
  return { model, worker, whenUnsupported, wasmUrl: wasmUrl === undefined ? undefined : String(wasmUrl), adaptive, backend };
}

// A '#rrggbb' background (validated by validateEffectOptions) as [r, g, b] in 0..1.
export function hexColor(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function isImageSource(v) {
  return (typeof ImageBitmap !== 'undefined' && v instanceof ImageBitmap) ||
    (typeof ImageData !== 'undefined' && v instanceof ImageData) ||
    (typeof HTMLImageElement !== 'undefined' && v instanceof HTMLImageElement) ||
    (typeof HTMLCanvasElement !== 'undefined' && v instanceof HTMLCanvasElement) ||
    (typeof OffscreenCanvas !== 'undefined' && v instanceof OffscreenCanvas);
}

// Returns the normalised options merged over `current`.
export function validateEffectOptions(options, current) {
  checkKeys(options, EFFECT_KEYS, 'effect option');
  const next = { ...current };
  if ('effect' in options) {
    if (!EFFECTS.includes(options.effect)) {
      throw new TypeError(`effect must be one of ${EFFECTS.join(', ')}; got ${String(options.effect)}`);
    }
    next.effect = options.effect;
  }
  if ('blurStrength' in options) {
    const s = options.blurStrength;
    if (typeof s !== 'number' || Number.isNaN(s)) throw new TypeError('blurStrength must be a number');
    if (s < 0 || s > 1) throw new RangeError(`blurStrength must be in 0..1; got ${s}`);
    next.blurStrength = s;
  }
  if ('lightCorrection' in options) {
    if (!LIGHT_CORRECTIONS.includes(options.lightCorrection)) {
      throw new TypeError(`lightCorrection must be true, false, 'person' or 'face'; got ${String(options.lightCorrection)}`);
    }
    next.lightCorrection = options.lightCorrection;
  }
  if ('lightScope' in options) {
    if (!LIGHT_SCOPES.includes(options.lightScope)) {
      throw new TypeError(`lightScope must be 'auto', 'picture' or 'person'; got ${String(options.lightScope)}`);
    }
    next.lightScope = options.lightScope;
  }
  if ('touchUp' in options) {
    const t = options.touchUp;
    if (typeof t !== 'number' || Number.isNaN(t)) throw new TypeError('touchUp must be a number');
    if (t < 0 || t > 1) throw new RangeError(`touchUp must be in 0..1; got ${t}`);
    next.touchUp = t;
  }
  if ('background' in options) {
    const b = options.background;
    if (typeof b === 'string') {
      if (!/^#[0-9a-fA-F]{6}$/.test(b)) throw new TypeError(`background colour must be '#rrggbb'; got '${b}'`);
    } else if (isImageSource(b)) {
      if (typeof HTMLImageElement !== 'undefined' && b instanceof HTMLImageElement && (!b.complete || b.naturalWidth === 0)) {
        throw new TypeError('background image has not loaded (or failed to load)');
      }
      const w = b.naturalWidth || b.width || 0, h = b.naturalHeight || b.height || 0;
      if (w === 0 || h === 0) throw new TypeError('background image is empty');
      // It is scaled to the frame anyway; a larger one only costs memory (a 16k image: 1 GiB of pixels).
      if (w > MAX_BACKGROUND_SIDE || h > MAX_BACKGROUND_SIDE) {
        throw new RangeError(`background image is ${w}x${h}; at most ${MAX_BACKGROUND_SIDE} pixels a side`);
      }
    } else {
      throw new TypeError('background must be a "#rrggbb" colour or an image (ImageBitmap, ImageData, img, canvas)');
    }
    next.background = b;
  }
  return next;
}

// The engine's face settings of validated options: [touchUp, light region, light scope].
export function faceEffectArgs(options) {
  return [options.touchUp ?? 0, options.lightCorrection === 'face' ? 'face' : 'person', options.lightScope ?? 'auto'];
}

export const DEFAULT_EFFECT = Object.freeze({
  effect: 'blur',
  blurStrength: 0.8,
  lightCorrection: false,
  lightScope: 'auto',
  touchUp: 0,
  background: '#1f7a4d',
});
