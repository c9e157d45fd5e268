// Where the frame path runs by default (create option worker: 'auto').
//
// A worker keeps the page's main thread free on a GPU (0.55-0.70 ms of main
// thread a 720p frame instead of 8-10 ms on the H200; benchmarks/RESULTS.md,
// the product race). On a software rasterizer (SwiftShader, llvmpipe) the
// GPU process is a CPU busy with the effect, and a worker filling it stalls
// the page's own thread for seconds (720p on SwiftShader: timers held 2.7-3.1 s
// in worker mode, 72 ms on the main thread, where the adaptive quality yields
// between frames; tests/browser/sdk.test.mjs). So: a worker where the browser
// has one and the renderer is a GPU, else the main thread.

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

// The WebGL2 renderer's name, from a throwaway context ('' without WebGL2 or
// where the browser hides it). The context is released at once.
export function webglRendererName() {
  if (typeof OffscreenCanvas !== 'function') return '';
  let gl = null;
  try {
    gl = new OffscreenCanvas(1, 1).getContext('webgl2');
    if (!gl) return '';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  } catch {
    return '';
  } finally {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

// worker: true | false | 'auto'; canUseWorker: the browser can run the frame
// path in a worker; rendererName: () => the WebGL2 renderer's name (asked only for 'auto').
export function workerPlacement(worker, canUseWorker, rendererName = webglRendererName) {
  if (worker !== 'auto') return worker;
  if (!canUseWorker) return false;
  return !isSoftwareRenderer(rendererName());
}
