// Which GPU API runs the effects (the create option `backend`):
//   'webgl2' the wasm engine on a WebGL2 context (renderer.js FrameRenderer);
//   'webgpu' the same wasm frame graph, its passes run on WebGPU (webgpu_renderer.js);
//   'auto'   (the default) WebGPU where the browser has a hardware adapter and
//            the self-check passes (a frame on the canvas, then one small frame
//            through every effect), else WebGL2. On the H200 in Chromium the
//            WebGPU backend delivered 1.1-1.8x the WebGL2 one's frames at 720p
//            and 1080p (benchmarks/RESULTS.md round 17). Software adapters
//            (SwiftShader) get WebGL2, whose engine has a variant made for CPU
//            rasterizers; 'webgpu' still takes them.
// Both renderers have one interface (process, busy, setOptions, setQuality,
// uploadSource, contextLost, ...), so the frame paths (frame_pump.js, the
// video-element fallback, the adapters, the worker) do not know which runs.

import { DEFAULT_EFFECT, validateCreateOptions, validateEffectOptions } from './options.js';
import { FrameRenderer } from './renderer.js';
import { WebGpuFrameRenderer } from './webgpu_renderer.js';

// `makeCanvas()` gives a fresh canvas per try: a canvas keeps the first kind of
// context it hands out. Resolves with {renderer, canvas, backend, fallback}
// (`fallback`: why 'auto' did not take WebGPU, or null).
export async function createRenderer(makeCanvas, model, { backend = 'auto', wasmUrl } = {}) {
  let fallback = null;
  const kind = backend === 'webgl2' ? 'none' : backend === 'webgpu' ? 'forced' : await WebGpuFrameRenderer.adapterKind();
  if (backend === 'auto') {
    fallback = kind === 'none' ? 'this browser has no WebGPU adapter'
      : 'the WebGPU adapter is a software one (a CPU rasterizer): WebGL2 has the engine variant made for those';
  }
  if (kind === 'forced' || kind === 'hardware') {
    try {
      const canvas = makeCanvas();
      return { renderer: await WebGpuFrameRenderer.create(canvas, model, wasmUrl), canvas, backend: 'webgpu', fallback: null };
    } catch (e) {
      if (backend === 'webgpu') throw e;
      fallback = String(e?.message ?? e);
    }
  }
  const canvas = makeCanvas();
  return { renderer: await FrameRenderer.create(canvas, model, wasmUrl), canvas, backend: 'webgl2', fallback };
}

// For adapters that run the engine where their caller's frames are (no worker,
// no pass-through mode): validates `options` (model + effect options, and
// `adaptive` where the adapter `adapts`), and resolves with {renderer, canvas,
// effect, adaptive} on an OffscreenCanvas (renderer.backend: 'webgl2' or 'webgpu'). Errors name the adapter (`who`),
// where it runs (`where`) and the globals it `requires`.
export async function createCanvasRenderer(options, { who, where, requires = ['OffscreenCanvas'], adapts = false }) {
  const { model: modelOption, wasmUrl: wasmOption, backend: backendOption, worker, whenUnsupported, adaptive, ...effectOptions } = options;
  const notHere = adapts ? ['worker', 'whenUnsupported'] : ['worker', 'whenUnsupported', 'adaptive'];
  if (notHere.some((name) => options[name] !== undefined)) {
    throw new TypeError(`${who} runs ${where}: ${notHere.slice(0, -1).join(', ')} and ${notHere.at(-1)} do not apply`);
  }
  if (adaptive !== undefined && typeof adaptive !== 'boolean') throw new TypeError(`adaptive must be true or false; got ${adaptive}`);
  const { model, wasmUrl, backend } = validateCreateOptions(Object.fromEntries(
    Object.entries({ model: modelOption, wasmUrl: wasmOption, backend: backendOption }).filter(([, v]) => v !== undefined)));
  const effect = validateEffectOptions(effectOptions, DEFAULT_EFFECT);
  if (requires.some((name) => typeof globalThis[name] !== 'function')) {
    throw new TypeError(`${who} needs ${requires.join(' and ')}`);
  }
  const { renderer, canvas } = await createRenderer(() => new OffscreenCanvas(2, 2), model, { backend, wasmUrl });
  renderer.setOptions(effect);
  return { renderer, canvas, effect, adaptive: adapts && adaptive !== false };
}
