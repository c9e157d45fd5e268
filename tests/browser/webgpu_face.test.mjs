// The face detector on WebGPU (models/face/, BlazeFace short range; its plan
// from vfx-codegen --webgpu with its two raw outputs kept) in headless Chromium
// on SwiftShader's WebGPU adapter:
// - WebGpuPlanRunner runs the plan on the Grace Hopper photo and on noise, and
//   both outputs (regressors 16 × 896, scores 1 × 896) agree with ONNX
//   Runtime's CPU execution of the ONNX model (onnxruntime-web's wasm in the
//   page; onnxruntime-node where onnxruntime-web is not installed): max error
//   ≤ 1e-3 of the output's largest magnitude, the same best anchor, a face on
//   the photo;
// - webgpu_executor.js runs it inside a pass list as the C++ graph records it
//   (a 'face' net pass, readback passes), scripted here by a stand-in for the
//   wasm's PassListEngine: no face GPU object and no weights fetch until a pass
//   list runs it, the frames until it is ready skip it and what reads it (their
//   readbacks reported lost), the readbacks hand the graph the same values the
//   runner computes, and a map
//   pending when the executor is destroyed or the device lost rejects nowhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openBrowser, PINNED_BACKEND_SKIP, repoRoot } from './harness.mjs';

const FACE = 'face_detection_short_range';
const ONNX = join(repoRoot, 'models/face', `${FACE}.onnx`);

// onnxruntime-web's dist folder, where the browser tests or the benchmarks have it installed, or null.
function ortWebDist() {
  for (const dir of ['tests/browser/node_modules', 'benchmarks/browser/node_modules']) {
    const dist = join(repoRoot, dir, 'onnxruntime-web/dist');
    if (existsSync(join(dist, 'ort.wasm.min.mjs'))) return dist;
  }
  return null;
}

// The model's input from RGB 0..1 (3 per pixel): NHWC in [-1, 1] (models/face/*.json "range").
function modelInput(rgb) {
  return Float32Array.from(rgb, (v) => v * 2 - 1);
}

// ONNX Runtime in Node (its CPU provider), for a machine without onnxruntime-web: {name: values}.
async function runOrtNode(rgb, size) {
  const require = createRequire(join(repoRoot, 'tests/codegen/ort/package.json'));
  const ort = require('onnxruntime-node');
  const session = await ort.InferenceSession.create(ONNX);
  const feeds = { [session.inputNames[0]]: new ort.Tensor('float32', modelInput(rgb), [1, size, size, 3]) };
  const out = await session.run(feeds);
  return Object.fromEntries(session.outputNames.map((name) => [name, Array.from(out[name].data)]));
}

const argMax = (v) => v.reduce((best, x, i) => (x > v[best] ? i : best), 0);

// Asserts the WebGPU outputs (plan order, with the plan's names) match ONNX
// Runtime's (by name): every value within 1e-3 of the output's largest
// magnitude, and the same best-scoring anchor. Returns the worst errors.
function assertMatches(label, gpu, names, ort) {
  const worst = [];
  names.forEach((name, k) => {
    const want = ort[name];
    assert.ok(want, `${label}: ONNX Runtime has no output '${name}' (it has ${Object.keys(ort).join(', ')})`);
    assert.equal(
      gpu[k].length,
      want.length,
      `${label}: ${name} has ${gpu[k].length} values, ONNX Runtime ${want.length}`,
    );
    let largest = 0,
      error = 0;
    for (let i = 0; i < want.length; i++) {
      largest = Math.max(largest, Math.abs(want[i]));
      error = Math.max(error, Math.abs(gpu[k][i] - want[i]));
    }
    console.log(
      `face-webgpu ${label} output=${name} max_abs_err=${error.toExponential(3)} largest=${largest.toFixed(3)}`,
    );
    assert.ok(largest > 0, `${label}: ${name} is all zeros: the comparison would prove nothing`);
    assert.ok(error <= 1e-3 * largest, `${label}: ${name}: max error ${error} > 1e-3 of ${largest}`);
    worst.push(error);
  });
  const scores = names.indexOf('classificators');
  assert.equal(argMax(gpu[scores]), argMax(ort.classificators), `${label}: another anchor scores best`);
  return worst;
}

test(
  "the face detector's WebGPU plan agrees with ONNX Runtime on a photo and on noise",
  { timeout: 300000, skip: PINNED_BACKEND_SKIP },
  async () => {
    // Mounted apart: the server's '/bench/' would pass node_modules/ on to the '/node_modules/' mount.
    const ortDist = ortWebDist();
    const ortUrl = ortDist && '/ort-web/';
    const browser = await openBrowser({
      mounts: { '/models/': join(repoRoot, 'models'), ...(ortDist && { [ortUrl]: ortDist }) },
    });
    try {
      await browser.page.goto(browser.url('selftest.html'));
      const r = await browser.page.evaluate(
        async ({ face, ortUrl }) => {
          const adapter = await navigator.gpu?.requestAdapter();
          if (!adapter) return { error: 'no WebGPU adapter' };
          const device = await adapter.requestDevice();
          const errors = [];
          device.addEventListener('uncapturederror', (e) => errors.push(e.error.message));
          const { WebGpuPlanRunner } = await import('/sdk/webgpu_plan_runner.js');
          const { modelInputRgb } = await import('/tests/model_input.js');
          const runner = await WebGpuPlanRunner.load(device, `webgpu/${face}/`);
          try {
            const size = runner.width;
            const photo = await modelInputRgb('grace_hopper.jpg', size, size);
            let seed = 7;
            const noise = Float32Array.from({ length: size * size * 3 }, () => {
              seed = (seed * 1103515245 + 12345) >>> 0;
              return (seed >>> 8) / (1 << 24);
            });
            const out = {
              size,
              names: runner.outputs.map((o) => o.name),
              textures: runner.outputTextures.map((t) => [t.width, t.height, t.format]),
              mask: runner.maskTexture,
              photo: Array.from(photo),
              noise: Array.from(noise),
              gpu: {},
              ort: null,
            };
            for (const [name, rgb] of [
              ['photo', photo],
              ['noise', noise],
            ]) {
              out.gpu[name] = (await runner.runOutputs({ rgb })).map((v) => Array.from(v));
            }
            try {
              await runner.run({ rgb: photo });
              out.run = 'a mask';
            } catch (e) {
              out.run = `${e.name}: ${e.message}`;
            }
            if (ortUrl) {
              const ortModule = await import(`${ortUrl}ort.wasm.min.mjs`);
              const ort = ortModule.default ?? ortModule;
              ort.env.wasm.numThreads = 1;
              ort.env.wasm.wasmPaths = ortUrl;
              const session = await ort.InferenceSession.create(`/models/face/${face}.onnx`, {
                executionProviders: ['wasm'],
              });
              out.ort = {};
              for (const [name, rgb] of [
                ['photo', photo],
                ['noise', noise],
              ]) {
                const input = Float32Array.from(rgb, (v) => v * 2 - 1);
                const feeds = { [session.inputNames[0]]: new ort.Tensor('float32', input, [1, size, size, 3]) };
                const result = await session.run(feeds);
                out.ort[name] = Object.fromEntries(session.outputNames.map((n) => [n, Array.from(result[n].data)]));
              }
              await session.release();
            }
            out.errors = errors;
            return out;
          } finally {
            runner.destroy();
            device.destroy();
          }
        },
        { face: FACE, ortUrl },
      );
      assert.ok(!r.error, `${r.error}\n${browser.consoleLines.join('\n')}`);
      assert.deepEqual(r.errors, [], 'WebGPU validation errors');
      assert.equal(r.size, 128);
      // Rank-3 outputs as one-channel images, in the model's order: regressors 16 × 896, scores 1 × 896.
      assert.deepEqual(r.names, ['regressors', 'classificators']);
      assert.deepEqual(r.textures, [
        [16, 896, 'rgba32float'],
        [1, 896, 'rgba32float'],
      ]);
      assert.equal(r.mask, null, 'a plan of raw tensors has no mask');
      assert.match(r.run, /TypeError: .*has no mask \(2 outputs\): use runOutputs/);

      const reference = ortUrl ? 'onnxruntime-web wasm' : 'onnxruntime-node (onnxruntime-web is not installed)';
      console.log(`face-webgpu reference: ${reference}`);
      const ort = r.ort ?? {
        photo: await runOrtNode(r.photo, r.size),
        noise: await runOrtNode(r.noise, r.size),
      };
      assertMatches('image=grace_hopper', r.gpu.photo, r.names, ort.photo);
      assertMatches('image=noise', r.gpu.noise, r.names, ort.noise);
      // On the photo the best anchor is a face (a score above 0.5).
      const best = 1 / (1 + Math.exp(-Math.max(...r.gpu.photo[1])));
      assert.ok(best > 0.5, `no face on the photo: best score ${best}`);
      // The comparison tells the two pictures apart.
      assert.throws(() => assertMatches('photo against noise', r.gpu.photo, r.names, ort.noise), /max error|anchor/);
    } finally {
      await browser.close();
    }
  },
);

// In the page: a stand-in for the wasm's PassListEngine that plays back scripted
// pass lists (versions by frame), and an effects pack of one program ('probe':
// its texture's texels, doubled, into an rgba32float output).
const PAGE_SETUP = `
window.scriptedEngine = (script) => {
  const log = { open: null, delivered: [], calls: [], closed: false };
  class PassListEngine {
    open(...args) { log.open = args; return { ok: true, qualityLevels: 1 }; }
    setProgramLayout() { return 0; }
    recordFrame(width, height) { log.calls.push('record'); this.list = script.next(width, height); return this.list.version; }
    generation() { return this.list.version; }
    resources() { return this.list.resources; }
    takeUploads() { return []; }
    passList() { return this.list; }
    uniformBytes() { return new Uint8Array(this.list.uniformSize); }
    deliverReadback(channel, bytes) {
      if (log.closed) throw new Error('deliverReadback after close');
      log.calls.push('deliver ' + channel);
      log.delivered.push({ channel, bytes });
      return 0;
    }
    readbackLost(channel) {
      log.calls.push('lost ' + channel);
      return 0;
    }
    setEffect() { return 0; }
    maskAge() { return 0; }
    forgetHistory() {}
    netResets() { return []; }
    lastError() { return ''; }
    close() { log.closed = true; }
    delete() {}
  }
  return { module: { PassListEngine }, log };
};
window.probePack = {
  format: 'vfx-webgpu-effects/2',
  workgroupSize: 8,
  shaders: {
    probe: {
      bindings: [
        { binding: 0, kind: 'texture', name: 'u_source' },
        { binding: 1, kind: 'output', name: 'out_value' },
      ],
      outputs: ['rgba32float'],
      uniforms: [],
      uniformSize: 0,
      code: \`
@group(0) @binding(0) var u_source: texture_2d<f32>;
@group(0) @binding(1) var out0: texture_storage_2d<rgba32float, write>;
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  textureStore(out0, vec2i(id.xy), 2.0 * textureLoad(u_source, vec2i(id.xy), 0));
}\`,
    },
  },
};
`;

test(
  'the executor runs the face detector from a pass list: made on first use, readbacks handed to the graph, nothing rejects on teardown',
  { timeout: 300000, skip: PINNED_BACKEND_SKIP },
  async () => {
    const browser = await openBrowser();
    try {
      await browser.page.goto(browser.url('selftest.html'));
      await browser.page.addScriptTag({ content: PAGE_SETUP });
      const r = await browser.page.evaluate(async (face) => {
        const rejections = [];
        window.addEventListener('unhandledrejection', (e) => rejections.push(String(e.reason?.message ?? e.reason)));
        if (!(await navigator.gpu?.requestAdapter())) return { error: 'no WebGPU adapter' };
        const { WebGpuExecutor } = await import('/sdk/webgpu_executor.js');
        const { WebGpuPlanRunner } = await import('/sdk/webgpu_plan_runner.js');
        const { modelInputRgb } = await import('/tests/model_input.js');
        const fetched = async (url, kind) => {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          return kind === 'json' ? response.json() : response.arrayBuffer();
        };
        const seg = 'webgpu/mp_selfie_segmentation_landscape_144x256/';
        const [plan, weights, facePlan] = await Promise.all([
          fetched(`${seg}plan.json`, 'json'),
          fetched(`${seg}weights.bin`, 'bytes'),
          fetched(`webgpu/${face}/plan.json`, 'json'),
        ]);
        const faceTensors = new Set(facePlan.tensors.map((t) => t.name));
        const rgb = await modelInputRgb('grace_hopper.jpg', 128, 128);
        const rgba = new Float32Array(128 * 128 * 4);
        for (let i = 0; i < 128 * 128; i++) rgba.set(rgb.subarray(3 * i, 3 * i + 3), 4 * i);

        // The pass lists: v1 without faces; v2 with the detector (its input filled by the
        // upload, as a letterbox pass would), a program reading its scores and three readbacks.
        const R = (id, width, height, format) => ({ id, width, height, format });
        const frame = R(4, 64, 64, 'rgba8unorm');
        const P = (type, program, inputs, outputs, width, height) => ({
          type,
          program,
          stage: type === 'net' ? 'faces' : type,
          inputs,
          outputs,
          width,
          height,
          uniformOffset: 0,
        });
        const plain = {
          version: 1,
          uniformSize: 0,
          resources: [frame],
          passes: [P('upload', '', [], [4], 64, 64), P('present', '', [['source', 4]], [], 64, 64)],
        };
        const faces = {
          version: 2,
          uniformSize: 0,
          resources: [
            frame,
            R(1, 128, 128, 'rgba32float'),
            R(2, 16, 896, 'rgba32float'),
            R(3, 1, 896, 'rgba32float'),
            R(5, 1, 896, 'rgba32float'),
          ],
          passes: [
            P('upload', '', [], [1], 128, 128),
            P('net', 'face', [['input', 1]], [2, 3], 128, 128),
            P('program', 'probe', [['u_source', 3]], [5], 1, 896),
            P('readback', 'regressors', [['source', 2]], [], 16, 896),
            P('readback', 'scores', [['source', 3]], [], 1, 896), // 16-byte rows: copied 256 bytes apart
            P('readback', 'doubled', [['source', 5]], [], 1, 896),
            P('present', '', [['source', 4]], [], 64, 64),
          ],
        };
        const textureLabels = [];
        const watch = (device) => {
          const make = device.createTexture.bind(device);
          device.createTexture = (descriptor) => {
            textureLabels.push(descriptor.label ?? '');
            return make(descriptor);
          };
          return device;
        };

        const open = async (script, faceOption) => {
          const device = watch(await (await navigator.gpu.requestAdapter()).requestDevice());
          const errors = [];
          device.addEventListener('uncapturederror', (e) => errors.push(e.error.message));
          const { module, log } = window.scriptedEngine(script);
          const executor = await WebGpuExecutor.create(device, {
            module,
            pack: window.probePack,
            plan,
            weights,
            software: true,
            face: faceOption,
          });
          return { device, executor, log, errors };
        };
        // One frame: recorded (the upload writes the detector's input texture), submitted, reported.
        const frameOf = (device, executor) => {
          const encoder = device.createCommandEncoder();
          executor.encode(encoder, 64, 64, (texture) => {
            if (texture.format === 'rgba32float') {
              device.queue.writeTexture({ texture }, rgba, { bytesPerRow: 128 * 16 }, [128, 128]);
            }
          });
          device.queue.submit([encoder.finish()]);
          executor.submitted();
        };
        const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

        const out = {};
        let loads = 0;
        let lists = [plain, plain, faces];
        const script = { next: () => (lists.length > 1 ? lists.shift() : lists[0]) };
        const faceOption = {
          plan: facePlan,
          loadWeights: () => {
            loads += 1;
            return fetched(`webgpu/${face}/weights.bin`, 'bytes');
          },
        };
        const a = await open(script, faceOption);
        out.open = { args: a.log.open.length, face: a.log.open[2] };
        frameOf(a.device, a.executor);
        frameOf(a.device, a.executor);
        out.beforeFaces = { loads, faceTextures: textureLabels.filter((l) => faceTensors.has(l)).length };
        // The first frame that runs the detector starts making it; until it is ready its frames go on without it.
        frameOf(a.device, a.executor);
        out.loadsAfterFirstFaceFrame = loads;
        let frames = 1;
        const start = performance.now();
        while (a.log.delivered.length < 3 && performance.now() - start < 120000) {
          await tick();
          frameOf(a.device, a.executor);
          frames += 1;
        }
        out.frames = frames;
        out.loads = loads;
        out.faceTextures = textureLabels.filter((l) => faceTensors.has(l)).length;
        out.calls = a.log.calls.slice();
        const first = {};
        for (const { channel, bytes } of a.log.delivered) first[channel] ??= bytes;
        out.channels = Object.keys(first).sort();
        out.sizes = Object.fromEntries(Object.entries(first).map(([k, v]) => [k, v.length]));
        // Values: R of every texel (the outputs are one-channel images).
        const red = (bytes) =>
          Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4)).filter((_, i) => i % 4 === 0);
        out.delivered = Object.fromEntries(Object.entries(first).map(([k, v]) => [k, red(v)]));
        // The same input through the runner alone.
        const alone = await WebGpuPlanRunner.create(
          a.device,
          facePlan,
          await fetched(`webgpu/${face}/weights.bin`, 'bytes'),
          { wake: 'none' },
        );
        out.alone = (await alone.runOutputs({ rgb })).map((v) => Array.from(v));
        alone.destroy();
        out.errors = a.errors;

        // Torn down with maps pending: the executor destroyed right after a submit, then a device lost likewise.
        frameOf(a.device, a.executor);
        const deliveredBefore = a.log.delivered.length;
        a.executor.destroy();
        await new Promise((resolve) => setTimeout(resolve, 500));
        out.deliveredAfterDestroy = a.log.delivered.length - deliveredBefore;
        a.device.destroy();
        lists = [faces];
        const b = await open(script, { ...faceOption });
        for (let i = 0; i < 400 && b.log.delivered.length === 0; i++) {
          frameOf(b.device, b.executor);
          await tick();
        }
        out.secondDelivered = b.log.delivered.length > 0;
        frameOf(b.device, b.executor);
        b.device.destroy();
        await new Promise((resolve) => setTimeout(resolve, 500));
        b.executor.destroy();
        await new Promise((resolve) => setTimeout(resolve, 200));

        // Without a face detector (its plan could not be loaded): open says so, and a pass list that runs it is an error.
        lists = [faces];
        const c = await open(script, null);
        out.noFace = { face: c.log.open[2] };
        try {
          frameOf(c.device, c.executor);
          out.noFace.frame = 'drawn';
        } catch (e) {
          out.noFace.frame = e.message;
        }
        c.executor.destroy();
        c.device.destroy();
        await new Promise((resolve) => setTimeout(resolve, 200));
        out.rejections = rejections;
        return out;
      }, FACE);
      assert.ok(!r.error, `${r.error}\n${browser.consoleLines.join('\n')}`);
      // open(net, software, face): the face detector's input and output textures, from its plan.json.
      assert.equal(r.open.args, 3);
      assert.deepEqual(r.open.face, {
        inputWidth: 128,
        inputHeight: 128,
        outputs: [
          { width: 16, height: 896 },
          { width: 1, height: 896 },
        ],
      });
      // Nothing of the detector exists until a pass list runs it; then its weights are fetched once.
      assert.deepEqual(r.beforeFaces, { loads: 0, faceTextures: 0 });
      assert.equal(r.loadsAfterFirstFaceFrame, 1);
      assert.equal(r.loads, 1);
      assert.ok(r.faceTextures > 0, 'the face runner made no textures');
      assert.deepEqual(r.errors, [], 'WebGPU validation errors');
      console.log(`face-webgpu executor: readbacks arrived after ${r.frames} face frames`);
      // Readbacks arrive whole (width × height × 16 bytes, rows packed) and are handed over before a frame is recorded.
      assert.deepEqual(r.channels, ['doubled', 'regressors', 'scores']);
      assert.deepEqual(r.sizes, { regressors: 16 * 896 * 16, scores: 896 * 16, doubled: 896 * 16 });
      const firstDelivery = r.calls.findIndex((c) => c.startsWith('deliver'));
      assert.ok(firstDelivery > 0 && r.calls[firstDelivery - 1] === 'record', `calls: ${r.calls.join(', ')}`);
      assert.equal(
        r.calls.slice(firstDelivery).find((c) => !c.startsWith('deliver') && !c.startsWith('lost')),
        'record',
      );
      // The readbacks of the frames that ran without the detector are reported lost, so the graph asks again.
      const lost = new Set(r.calls.slice(0, firstDelivery).filter((c) => c.startsWith('lost')));
      assert.deepEqual([...lost].sort(), ['lost doubled', 'lost regressors', 'lost scores']);
      // The bytes are the detector's outputs on that input, as the runner alone computes them.
      assert.deepEqual(r.delivered.regressors, r.alone[0]);
      assert.deepEqual(r.delivered.scores, r.alone[1]);
      assert.deepEqual(
        r.delivered.doubled,
        r.alone[1].map((v) => 2 * v),
      );
      assert.ok(1 / (1 + Math.exp(-Math.max(...r.delivered.scores))) > 0.5, 'no face in the delivered scores');
      // Teardown: nothing handed over after destroy(); maps pending on a destroyed executor or a lost device reject nowhere.
      assert.equal(r.deliveredAfterDestroy, 0);
      assert.ok(r.secondDelivered, 'the second executor delivered nothing');
      assert.deepEqual(r.rejections, []);
      // No face detector: open() is told null, and a pass list that runs it fails clearly.
      assert.equal(r.noFace.face, null);
      assert.match(r.noFace.frame, /the pass list runs the face detector: the face detector is unavailable/);
    } finally {
      await browser.close();
    }
  },
);
