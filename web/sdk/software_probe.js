// Whether the WebGL2 renderer is a CPU rasterizer, judged by what it does when
// its name says nothing.
//
// WebKit names every renderer "Apple GPU" (llvmpipe too), and privacy-hardened
// Firefox hides it; on such a name the SDK would choose a worker and the GPU
// plan variant on a CPU, which cost 15-55 ms uploads and 27-68 ms nets per
// frame in WebKitGTK on llvmpipe. A CPU pays for each transcendental per
// pixel, a GPU's special-function units barely notice them: one draw of a
// sine-heavy shader over a small target, fenced by a one-pixel read, takes
// well under a millisecond on GPUs and tens of milliseconds on SwiftShader
// and llvmpipe. The probe runs only where the name is masked.

// Names that say nothing about the device: WebKit's, Firefox's with
// resistFingerprinting, none at all.
const MASKED = /^(apple gpu|webkit webgl|mozilla|generic renderer)?$/i;
export function rendererIsMasked(name) {
  return MASKED.test(String(name ?? '').trim());
}

const SIZE = 512;
const ITERATIONS = 96;
// Above this a draw of SIZE² pixels × ITERATIONS sines and cosines is a CPU's:
// on 2 cores SwiftShader takes 50-140 ms and llvmpipe ~30 ms, so a CPU 5×
// that fast still counts; GPUs take about a millisecond or less with the
// read's round trip.
export const SOFTWARE_PROBE_THRESHOLD_MS = 6;

const VERTEX = `#version 300 es
void main() {
  vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}`;
const FRAGMENT = `#version 300 es
precision highp float;
uniform float u_seed;
out vec4 out_color;
void main() {
  float v = gl_FragCoord.x * 0.013 + gl_FragCoord.y * 0.007 + u_seed;
  for (int i = 0; i < ${ITERATIONS}; ++i) v = sin(v * 1.7 + 0.3) + cos(v * 0.9);
  out_color = vec4(fract(v), 0.0, 0.0, 1.0);
}`;

// WebKit has no WebGL in an OffscreenCanvas: then a canvas element.
function probeContext() {
  const attributes = { antialias: false, depth: false, stencil: false };
  const offscreen = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(SIZE, SIZE).getContext('webgl2', attributes) : null;
  if (offscreen || typeof document === 'undefined') return offscreen;
  return Object.assign(document.createElement('canvas'), { width: SIZE, height: SIZE }).getContext('webgl2', attributes);
}

function compile(gl, type, source) {
  const shader = gl.createShader(type);
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

// {software, ms}: ms is the timed draw with its read (null where the probe
// could not run: no WebGL2 or a shader error; then software is false, the
// name's verdict stands). `now` is injectable for tests.
export function probeSoftwareRenderer({ now = () => performance.now() } = {}) {
  const gl = probeContext();
  if (!gl) return { software: false, ms: null };
  const program = gl.createProgram();
  const shaders = [compile(gl, gl.VERTEX_SHADER, VERTEX), compile(gl, gl.FRAGMENT_SHADER, FRAGMENT)];
  try {
    for (const s of shaders) gl.attachShader(program, s);
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return { software: false, ms: null };
    gl.useProgram(program);
    const seed = gl.getUniformLocation(program, 'u_seed');
    const pixel = new Uint8Array(4);
    const drawAndRead = (value, size) => {
      gl.viewport(0, 0, size, size);
      gl.uniform1f(seed, value);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    };
    drawAndRead(0.5, 1);  // one pixel, carrying the shader's compile
    const start = now();
    drawAndRead(1.5, SIZE);
    const ms = now() - start;
    return { software: ms > SOFTWARE_PROBE_THRESHOLD_MS, ms };
  } finally {
    for (const s of shaders) gl.deleteShader(s);
    gl.deleteProgram(program);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
