// Times fragment-shader variants in headless Chromium (SwiftShader WebGL2):
//   node run.mjs variants.json [runs=20] [mode: attrs|ext|vid]
// Each variant ({name, source, samplers:[{name,w,h}], targets, w, h}) gets random RGBA32F inputs and
// its own RGBA32F targets; one draw then one texel read back, median over `runs` draws. Prints
// median_ms, first_ms (first draw, pipeline build included) and jit_ms (first minus median).
import { readFileSync } from 'node:fs';
import { openBrowser } from '../../../tests/browser/harness.mjs';
const variants = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const runs = Number(process.argv[3] ?? 20);
const mode = process.argv[4] ?? '';
const browser = await openBrowser();
try {
  await browser.page.goto(browser.url('index.html'));
  const out = await browser.page.evaluate(async ({ variants, runs, mode }) => {
    const canvas = document.createElement('canvas');
    const gl = mode.includes('attrs') ? canvas.getContext('webgl2', {alpha:true,depth:false,stencil:false,antialias:false,premultipliedAlpha:false,preserveDrawingBuffer:false,powerPreference:'high-performance'}) : canvas.getContext('webgl2');
    if (mode.includes('ext')) { gl.getExtension('EXT_color_buffer_half_float'); gl.getExtension('OES_texture_float_linear'); }
    gl.getExtension('EXT_color_buffer_float');
    const vs = mode.includes('vid') ? `#version 300 es\nout vec2 v_uv; void main(){ vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2)); v_uv = corner; gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0); }` : `#version 300 es\nin vec2 a; void main(){ gl_Position = vec4(a,0.,1.); }`;
    const buf = gl.createBuffer(); gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1,-1,3,-1,-1,3]), gl.STATIC_DRAW);
    const tex = (w, h, scale = 1) => { const t = gl.createTexture(); gl.bindTexture(gl.TEXTURE_2D, t);
      gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32F, w, h);
      const d = new Float32Array(w*h*4); for (let i=0;i<d.length;i++) d[i]=(Math.random()-0.5)*scale;
      gl.texSubImage2D(gl.TEXTURE_2D,0,0,0,w,h,gl.RGBA,gl.FLOAT,d);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST); gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST); return t; };
    const results = [];
    for (const v of variants) {
      const sh = (type, src) => { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s);
        if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(v.name + ': ' + gl.getShaderInfoLog(s)); return s; };
      const p = gl.createProgram(); gl.attachShader(p, sh(gl.VERTEX_SHADER, vs)); gl.attachShader(p, sh(gl.FRAGMENT_SHADER, v.source));
      gl.bindAttribLocation(p, 0, 'a'); gl.linkProgram(p);
      if (!gl.getProgramParameter(p, gl.LINK_STATUS)) throw new Error(v.name + ': ' + gl.getProgramInfoLog(p));
      gl.useProgram(p);
      const fb = gl.createFramebuffer(); gl.bindFramebuffer(gl.FRAMEBUFFER, fb);
      const bufs = [];
      for (let k = 0; k < v.targets; k++) { const t = tex(v.w, v.h); gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0 + k, gl.TEXTURE_2D, t, 0); bufs.push(gl.COLOR_ATTACHMENT0 + k); }
      let unit = 0;
      for (const s of v.samplers) { gl.activeTexture(gl.TEXTURE0 + unit); gl.bindTexture(gl.TEXTURE_2D, tex(s.w, s.h, s.scale ?? 1));
        gl.uniform1i(gl.getUniformLocation(p, s.name), unit); unit++; }
      gl.drawBuffers(bufs);
      gl.viewport(0, 0, v.w, v.h);
      if (!mode.includes('vid')) { gl.enableVertexAttribArray(0); gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0); }
      const px = new Float32Array(4);
      if (gl.getError()) throw new Error('gl error before draw');
      const times = [];
      const tl = performance.now(); gl.getProgramParameter(p, gl.LINK_STATUS); v.link = performance.now() - tl;
      const t0c = performance.now();
      for (let i = 0; i < runs + 3; i++) {
        const t0 = performance.now();
        gl.drawArrays(gl.TRIANGLES, 0, 3);
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.FLOAT, px);
        if (i >= 3) times.push(performance.now() - t0);
        if (i == 0) v.first = performance.now() - t0c;
      }
      if (gl.getError()) throw new Error(v.name + ': gl error in draws');
      times.sort((a, b) => a - b);
      results.push({ name: v.name, median_ms: times[times.length >> 1], first_ms: v.first, jit_ms: v.first - times[times.length >> 1], sum: px[0] });
    }
    return results;
  }, { variants, runs, mode });
  for (const r of out) console.log(JSON.stringify(r));
} finally { await browser.close(); }
