// Where the frame path runs by default (create option worker: 'auto').
//
// A worker keeps the page's main thread free on a GPU (0.55-0.70 ms of main
// thread a 720p frame instead of 8-10 ms on the H200; benchmarks/RESULTS.md,
// the product race). On a software rasterizer (SwiftShader, llvmpipe) the
// GPU process is a CPU busy with the effect, and a worker filling it stalls
// the page's own thread for seconds (720p on SwiftShader: timers held 2.7-3.1 s
// in worker mode, 72 ms on the main thread, where the adaptive quality yields
// between frames; tests/browser/sdk.test.mjs). So: a worker where the browser
// has one and the renderer is a GPU, else the main thread. Where the name is
// masked (WebKit's "Apple GPU"), a timing probe decides (software_probe.js).

import { probeSoftwareRenderer, rendererIsMasked } from './software_probe.js';

// Whether a renderer name (WEBGL_debug_renderer_info) is a CPU rasterizer. The
// engine picks its plan variant with gl::IsSoftwareRendererName
// (src/gl/capabilities.cc), which knows only SwiftShader and llvmpipe; this
// list is wider on purpose (no worker where any CPU draws), so the two can
// disagree on other software renderers.
const SOFTWARE = /swiftshader|llvmpipe|lavapipe|softpipe|software|microsoft basic render/i;
export function isSoftwareRenderer(name) {
  return SOFTWARE.test(String(name ?? ''));
}

// Whether a WebGPU adapter (or a device's adapterInfo) is a CPU rasterizer
// (SwiftShader, lavapipe, a fallback adapter): the WebGPU backend's choices
// (the default backend, the software settings, how the net's runner waits) use this one test.
export function isSoftwareAdapter(adapterOrInfo) {
  const info = adapterOrInfo?.info ?? adapterOrInfo ?? {};
  return Boolean(adapterOrInfo?.isFallbackAdapter || info.isFallbackAdapter) ||
    SOFTWARE.test(`${info.vendor} ${info.architecture} ${info.description} ${info.device}`);
}

// A WebGL2 context's renderer name, unmasked where the browser allows.
export function rendererNameOf(gl) {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}

// The WebGL2 renderer's name, from a throwaway context ('' without WebGL2 or
// where the browser hides it). The context is released at once.
export function webglRendererName() {
  let gl = null;
  try {
    // WebKit has no WebGL in an OffscreenCanvas: then a canvas element.
    if (typeof OffscreenCanvas === 'function') gl = new OffscreenCanvas(1, 1).getContext('webgl2');
    if (!gl && typeof document !== 'undefined') gl = document.createElement('canvas').getContext('webgl2');
    return gl ? rendererNameOf(gl) : '';
  } catch {
    return '';
  } finally {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

// Whether this page's WebGL2 renderer is a CPU rasterizer: by its name, or
// where the name is masked by what it does (the probe runs once a page).
let probedHere = null;
const probeOnce = () => (probedHere ??= probeSoftwareRenderer());
export function rendererIsSoftware(name, probe = probeOnce) {
  if (isSoftwareRenderer(name)) return true;
  return rendererIsMasked(name) && probe().software;
}

// worker: true | false | 'auto'; canUseWorker: the browser can run the frame
// path in a worker; rendererName: () => the WebGL2 renderer's name (asked only
// for 'auto'); probe: () => {software} for a masked name (software_probe.js).
export function workerPlacement(worker, canUseWorker, rendererName = webglRendererName, probe = probeOnce) {
  if (worker !== 'auto') return worker;
  if (!canUseWorker) return false;
  return !rendererIsSoftware(rendererName(), probe);
}
