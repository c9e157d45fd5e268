// The real-GPU race: every engine open in ONE page, each peer in the
// configuration its documentation recommends for real time, all run on the
// same input in a fresh random order every round, so engines share the page's
// drift (timings on the H200 grow the longer a page runs) and no engine always
// follows the same one; they are compared by ratios taken within each round.
//
// Per round and engine, two timed runs:
//   cpu: input -> net -> mask readable on the CPU (a readback waits for the GPU);
//   gpu: input -> net -> GPU work complete, mask left on the GPU (a WebGL fence
//        polled from the event loop, or WebGPU's onSubmittedWorkDone); of it,
//        issue: how long the call that queues the work took (renderer CPU).
// Then the pipelined cost per inference: `pipelined` inferences issued back to
// back with the mask left on the GPU and one wait at the end (what a camera
// pipeline that does not stall on each frame pays), `pipeRounds` times, again
// in a fresh random order each time.
// Masks are compared with onnxruntime-web's wasm backend (the CPU reference):
// IoU of mask > 0.5 and the largest absolute difference.
//
// Query: ?models=a,b&rounds=60&warmup=10&vfx=gpu=/vfx_bench.mjs@gpu,sw=/vfx_bench.mjs@software,old=/variants/old/vfx_bench.mjs
//        &engines=mediapipe/gpu,ort/webgpu-capture,ort/webgpu-jsep-capture,ort/webgpu,ort/webgpu-jsep
//        &control=1&webgpu=auto,none
//        &pipelined=60&pipeRounds=10&seed=N&ortThreads=1
// Served by benchmarks/gpu_browser (serve.py), which puts the wasm site at /,
// this folder at /bench/ and models at /models/. Results: window.probeDone
// (a JSON string, read by cdp_run.py) and the #log element.

import { loadModelWeights } from '/sdk/model_weights.js';
import { MODELS, modelInput } from './peers.mjs';
import { addNormalizationMetadata } from './tflite_metadata.mjs';
import { fence, nextTask } from './gpu_wait.mjs';
import { shuffled } from './track_bench.mjs';
import { webgpuAdapter } from './webgpu_adapter.mjs';

const NODE_MODULES = new URL('./node_modules/', import.meta.url).href;
const MODELS_URL = new URL('/models/', import.meta.url).href;
const ORT_DIST = `${NODE_MODULES}onnxruntime-web/dist/`;

const params = new URLSearchParams(location.search);
const list = (name, fallback) => (params.get(name) ?? fallback).split(',').filter(Boolean);
const CONFIG = {
  models: list('models', Object.keys(MODELS).join(',')),
  rounds: Number(params.get('rounds') ?? 60),
  warmup: Number(params.get('warmup') ?? 10),
  // label=URL[@variant][+rgba][+float]: a vfx_bench.mjs build (the module with Session), its generated-code
  // variant forced (gpu / software) or picked by the renderer (none given);
  // +rgba reads the whole RGBA output back instead of the packed mask; +float
  // feeds float RGB instead of the ImageData bytes MediaPipe gets.
  vfx: list('vfx', 'vfx=/vfx_bench.mjs').map((entry) => {
    const [label, spec] = entry.split('=');
    const [urlAndVariant, ...options] = spec.split('+');
    const [url, variant] = urlAndVariant.split('@');
    return { label, url, variant, rgbaReadback: options.includes('rgba'), floatInput: options.includes('float') };
  }),
  peers: list('engines', 'mediapipe/gpu,ort/webgpu-capture,ort/webgpu-jsep-capture,ort/webgpu,ort/webgpu-jsep'),
  // Ours on WebGPU too: one engine per way of waiting for the GPU (WebGpuPlanRunner's
  // wake option: auto, done, write, none), each WAKE[@DIR]: the plans from /DIR/<model>/
  // (default webgpu: the build's; another folder holds plans generated with other
  // vfx-codegen options, e.g. done@webgpu-se); webgpu=0: none. 'none' waits
  // passively, as the peers do; 'auto' is what the SDK does (prompts on GPUs).
  webgpu: params.get('webgpu') === '0' ? [] : list('webgpu', 'auto,none'),
  control: params.get('control') !== '0',
  pipelined: Number(params.get('pipelined') ?? 60),
  pipeRounds: Number(params.get('pipeRounds') ?? 10),
  // The order of every round comes from this seed (recorded, so a page can be replayed).
  seed: Number(params.get('seed') ?? Math.floor(Math.random() * 2 ** 31)),
};

// mulberry32: a small seeded generator for the round orders.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const log = (line) => {
  document.getElementById('log').textContent += `${line}\n`;
  console.log(line);
};

function makeCanvas(id) {
  const canvas = document.createElement('canvas');
  canvas.id = id;
  canvas.width = 8;
  canvas.height = 8;
  document.body.appendChild(canvas);
  return canvas;
}

// Ours: the generated nets inside a vfx.wasm build. Each instance has its own
// module, canvas and WebGL2 context (as two SDK instances on a page would).
async function openVfx({ label, url, variant, rgbaReadback, floatInput }, model, input) {
  const { default: createVfxModule } = await import(url);
  const module = await createVfxModule();
  // The build's weights (webgpu/<model>/weights.bin of the SDK copy beside it; none for builds that carry them inside).
  await loadModelWeights(module, model, new URL('sdk/webgpu/', new URL(url, location.href)));
  const id = `vfx-${label.replace(/[^a-z0-9]/gi, '_')}-${Math.random().toString(36).slice(2, 8)}`;
  const canvas = makeCanvas(id);
  const session = new module.Session();
  const opened = session.open(`#${id}`);
  if (!opened.ok) throw new Error(`open: ${opened.error}`);
  const gl = canvas.getContext('webgl2');  // the context the session made
  const check = (result) => {
    if (!result.ok) throw new Error(result.error);
    return result;
  };
  let planVariant = opened.planVariant ?? 'web build';
  const rgba = typeof session.runSegmentationRgba === 'function' && !floatInput;
  if (variant) planVariant = check(session.setPlanVariant(variant)).planVariant;
  if (rgbaReadback) check(session.setPackedReadback(false));
  return {
    info: `${opened.capabilities} | plan ${planVariant}${rgbaReadback ? ' | rgba readback' : ''} | ${rgba ? 'byte' : 'float'} input`,
    input: rgba ? 'RGBA bytes (texSubImage2D), widened on the GPU' : 'float RGB (texSubImage2D)',
    gl,
    // The bytes MediaPipe gets (widened on the GPU) where the build takes them, else the floats.
    async run() {
      return check(rgba ? session.runSegmentationRgba(model, input.imageData.data) : session.runSegmentation(model, input.rgb)).mask;
    },
    async runGpu() {
      if (typeof session.runSegmentationOnGpu !== 'function') return null;
      const t0 = performance.now();
      check(rgba ? session.runSegmentationRgbaOnGpu(model, input.imageData.data) : session.runSegmentationOnGpu(model, input.rgb));
      const issueMs = performance.now() - t0;
      await fence(gl);
      return { issueMs };
    },
    async pipeline(n) {
      if (typeof session.runSegmentationOnGpu !== 'function') return false;
      for (let i = 0; i < n; i++) {
        check(rgba ? session.runSegmentationRgbaOnGpu(model, input.imageData.data) : session.runSegmentationOnGpu(model, input.rgb));
      }
      await fence(gl);
      return true;
    },
    // Per-pass GPU time from the timer queries where the context has them
    // (passes back to back, as in a run); else each pass alone + a readback.
    async profile(runs) {
      if (session.startPassTimers && session.startPassTimers(model, runs).ok) {
        const deadline = performance.now() + 5000;
        while (performance.now() < deadline) {
          await nextTask();
          const read = check(session.readPassTimers());
          if (read.ready) return { method: 'timer queries', passes: read.passes };
        }
      }
      return session.profilePasses ? { method: 'alone + readback', passes: check(session.profilePasses(model, runs)).passes } : null;
    },
    close() { session.delete(); canvas.remove(); },
  };
}

// Ours on WebGPU: the same generated passes as WGSL compute shaders
// (vfx-codegen --webgpu), run by the SDK's WebGpuPlanRunner on a device of its
// own; fed the bytes MediaPipe gets.
async function openVfxWebGpu(model, input, wake, plans = 'webgpu') {
  const adapter = await webgpuAdapter();
  if (!adapter) throw new Error('no WebGPU adapter');
  const device = await adapter.requestDevice();
  const { WebGpuPlanRunner } = await import('/sdk/webgpu_plan_runner.js');
  const runner = await WebGpuPlanRunner.load(device, `/${plans}/${model}/`, { wake });
  const feed = { rgba: input.imageData.data };
  return {
    info: `webgpu ${adapter.info?.vendor ?? ''} ${adapter.info?.architecture ?? ''} | ${plans} | ${runner.passCount} passes | byte input | wake ${runner.wake}`,
    input: 'RGBA bytes (writeTexture), widened on the GPU',
    async run() { return runner.run(feed); },
    async runGpu() {
      const t0 = performance.now();
      const done = runner.runOnGpu(feed);  // submits before its first await
      const issueMs = performance.now() - t0;
      await done;
      return { issueMs };
    },
    // Each runOnGpu submits before its first await: n submits, then the waits.
    async pipeline(n) {
      await Promise.all(Array.from({ length: n }, () => runner.runOnGpu(feed)));
      return true;
    },
    async profile() { return null; },
    close() { runner.destroy(); device.destroy(); },
  };
}

// MediaPipe tasks-vision on its own canvas, so its WebGL2 context can be fenced.
// As its documentation recommends for live video: running mode VIDEO and
// segmentForVideo with a callback, inside which the masks are used (without
// one, every mask is cloned into a new texture per run).
async function openMediaPipe(model, input) {
  const vision = await import(`${NODE_MODULES}@mediapipe/tasks-vision/vision_bundle.mjs`);
  const fileset = await vision.FilesetResolver.forVisionTasks(`${NODE_MODULES}@mediapipe/tasks-vision/wasm`);
  const tflite = new Uint8Array(await (await fetch(`${MODELS_URL}${MODELS[model].tflite}`)).arrayBuffer());
  const canvas = makeCanvas(`mediapipe-${model}`);
  const segmenter = await vision.ImageSegmenter.createFromOptions(fileset, {
    baseOptions: { modelAssetBuffer: addNormalizationMetadata(tflite), delegate: 'GPU' },
    canvas,
    runningMode: 'VIDEO',
    outputConfidenceMasks: true,
    outputCategoryMask: false,
  });
  const gl = canvas.getContext('webgl2');
  // VIDEO mode wants strictly increasing timestamps (ms).
  let timestamp = 0;
  const segment = (callback) => {
    timestamp = Math.max(timestamp + 1, Math.floor(performance.now()));
    segmenter.segmentForVideo(input.imageData, timestamp, callback);
  };
  const leaveOnGpu = () => {};
  return {
    info: gl ? 'webgl2 on its canvas | VIDEO mode, callback' : 'no fence context',
    input: 'ImageData (RGBA bytes)',
    async run() {
      let mask = null;
      segment((result) => {
        const masks = result.confidenceMasks;
        mask = masks[masks.length - 1].getAsFloat32Array().slice();
      });
      return mask;
    },
    async runGpu() {
      if (!gl) return null;
      const t0 = performance.now();
      segment(leaveOnGpu);
      const issueMs = performance.now() - t0;
      await fence(gl);
      return { issueMs };
    },
    async pipeline(n) {
      if (!gl) return false;
      for (let i = 0; i < n; i++) segment(leaveOnGpu);
      await fence(gl);
      return true;
    },
    close() { segmenter.close(); canvas.remove(); },
  };
}

// onnxruntime-web: ort.webgpu.min.mjs is the native WebGPU EP (C++ on Dawn,
// asyncify wasm), ort.min.mjs the JavaScript EP (JSEP) and the wasm (CPU) backend.
const ORT_BUNDLES = { native: 'ort.webgpu.min.mjs', jsep: 'ort.min.mjs' };

const ortModules = new Map();
async function ortApi(bundle) {
  if (!ortModules.has(bundle)) {
    ortModules.set(bundle, (async () => {
      const module = await import(`${ORT_DIST}${ORT_BUNDLES[bundle]}`);
      const ort = module.default ?? module;
      // ortThreads=N: ORT's wasm thread count (default here 1; 0 leaves ORT's own default).
      const threads = Number(params.get('ortThreads') ?? 1);
      if (threads > 0) ort.env.wasm.numThreads = threads;
      ort.env.wasm.wasmPaths = ORT_DIST;
      const adapter = await webgpuAdapter();
      if (adapter) ort.env.webgpu.adapter = adapter;
      return ort;
    })());
  }
  return ortModules.get(bundle);
}

async function openOrt(bundle, backend, model, input) {
  const ort = await ortApi(bundle);
  const { width, height } = MODELS[model];
  const create = (outputLocation) => ort.InferenceSession.create(`${MODELS_URL}${model}.onnx`, {
    executionProviders: [backend],
    graphOptimizationLevel: 'all',
    ...(outputLocation ? { preferredOutputLocation: outputLocation } : {}),
  });
  const toCpu = await create(null);
  const onGpu = backend === 'webgpu' ? await create('gpu-buffer') : null;
  const feeds = (session) => ({ [session.inputNames[0]]: new ort.Tensor('float32', input.rgb, [1, height, width, 3]) });
  return {
    info: `${bundle} ${backend}`,
    input: 'float RGB tensor on the CPU (uploaded by run)',
    async run() {
      const outputs = await toCpu.run(feeds(toCpu));
      const tensor = outputs[toCpu.outputNames[0]];
      return tensor.location === 'cpu' ? tensor.data : await tensor.getData(true);
    },
    async runGpu() {
      const device = await ort.env.webgpu?.device;
      if (!onGpu || !device) return null;
      const t0 = performance.now();
      const outputs = await onGpu.run(feeds(onGpu));
      const issueMs = performance.now() - t0;  // run() resolved: its CPU side, awaits included
      await device.queue.onSubmittedWorkDone();
      for (const t of Object.values(outputs)) t.dispose?.();
      return { issueMs };
    },
    async pipeline(n) {
      const device = await ort.env.webgpu?.device;
      if (!onGpu || !device) return false;
      const all = [];
      for (let i = 0; i < n; i++) all.push(...Object.values(await onGpu.run(feeds(onGpu))));
      await device.queue.onSubmittedWorkDone();
      for (const t of all) t.dispose?.();
      return true;
    },
    close() { toCpu.release(); onGpu?.release(); },
  };
}

// onnxruntime-web's WebGPU EP as its documentation recommends for real time:
// graph capture (the first run records every GPU command, later runs replay
// them) with IO binding (input and output are GPU buffers made once, on ORT's
// device; outputs bound as fetches). Each run writes the float input into its
// buffer (queue.writeBuffer); the mask on the CPU is a copy of the output
// buffer mapped for reading.
async function openOrtCapture(bundle, model, input) {
  const ort = await ortApi(bundle);
  const { width, height } = MODELS[model];
  // The EP as an object: ORT passes enableGraphCapture to its WebGPU EP only
  // then (given as the string 'webgpu', the option is silently dropped).
  const session = await ort.InferenceSession.create(`${MODELS_URL}${model}.onnx`, {
    executionProviders: [{ name: 'webgpu' }],
    graphOptimizationLevel: 'all',
    enableGraphCapture: true,
  });
  const device = await ort.env.webgpu.device;
  const align = (bytes) => Math.ceil(bytes / 16) * 16;
  const inputBytes = width * height * 3 * 4;
  const outputBytes = width * height * 4;
  const inputBuffer = device.createBuffer({
    size: align(inputBytes), usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST | GPUBufferUsage.COPY_SRC });
  const outputBuffer = device.createBuffer({
    size: align(outputBytes), usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
  const readBuffer = device.createBuffer({ size: align(outputBytes), usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const feeds = { [session.inputNames[0]]: ort.Tensor.fromGpuBuffer(inputBuffer, { dataType: 'float32', dims: [1, height, width, 3] }) };
  const fetches = { [session.outputNames[0]]: ort.Tensor.fromGpuBuffer(outputBuffer, { dataType: 'float32', dims: [1, height, width, 1] }) };
  // The native EP (1.30) registers each bound buffer with its wasm for one run
  // and releases the registration after it, while the captured commands keep
  // the handles of the run that captured them: on the H200 the first replay
  // failed ("Cannot set properties of undefined (setting
  // 'Symbol(gpuBufferMetadata)')"). One extra reference on each registration,
  // taken while the capturing run holds it, keeps them alive (ortHold=0: not).
  const holdWanted = bundle === 'native' && params.get('ortHold') !== '0';
  let held = false;
  let holdTried = false;
  const holdRegistrations = async (buffers) => {
    for (let tries = 0; tries < 100; tries++) {
      const symbols = buffers.map((b) => Object.getOwnPropertySymbols(b).find((x) => Array.isArray(b[x])));
      if (symbols.every(Boolean)) {
        buffers.forEach((b, i) => { b[symbols[i]][1]++; });
        return true;
      }
      await Promise.resolve();
    }
    return false;
  };
  const infer = async () => {
    device.queue.writeBuffer(inputBuffer, 0, input.rgb.buffer, input.rgb.byteOffset, inputBytes);
    const running = session.run(feeds, fetches);
    // Once, on the capturing run (a replay's registrations are not the ones the capture kept).
    if (holdWanted && !holdTried) {
      holdTried = true;
      held = await holdRegistrations([inputBuffer, outputBuffer]);
    }
    await running;
  };
  return {
    get info() { return `${bundle} webgpu | graph capture + IO binding${holdWanted ? ` | registrations held: ${held}` : ''}`; },
    input: 'float RGB written to its GPU buffer (writeBuffer)',
    async run() {
      await infer();
      const encoder = device.createCommandEncoder();
      encoder.copyBufferToBuffer(outputBuffer, 0, readBuffer, 0, align(outputBytes));
      device.queue.submit([encoder.finish()]);
      await readBuffer.mapAsync(GPUMapMode.READ);
      const mask = new Float32Array(readBuffer.getMappedRange(0, outputBytes).slice(0));
      readBuffer.unmap();
      return mask;
    },
    async runGpu() {
      const t0 = performance.now();
      await infer();
      const issueMs = performance.now() - t0;
      await device.queue.onSubmittedWorkDone();
      return { issueMs };
    },
    async pipeline(n) {
      for (let i = 0; i < n; i++) await infer();
      await device.queue.onSubmittedWorkDone();
      return true;
    },
    close() {
      session.release();
      inputBuffer.destroy();
      outputBuffer.destroy();
      readBuffer.destroy();
    },
  };
}

const PEERS = {
  'mediapipe/gpu': (model, input) => openMediaPipe(model, input),
  'ort/webgpu-capture': (model, input) => openOrtCapture('native', model, input),
  'ort/webgpu-jsep-capture': (model, input) => openOrtCapture('jsep', model, input),
  'ort/webgpu': (model, input) => openOrt('native', 'webgpu', model, input),
  'ort/webgpu-jsep': (model, input) => openOrt('jsep', 'webgpu', model, input),
};

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length === 0 ? null : s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
}

function compareMasks(mask, reference) {
  let inter = 0, union = 0, maxAbs = 0;
  for (let i = 0; i < reference.length; i++) {
    const a = mask[i] > 0.5, b = reference[i] > 0.5;
    if (a && b) inter++;
    if (a || b) union++;
    maxAbs = Math.max(maxAbs, Math.abs(mask[i] - reference[i]));
  }
  return { iou: union ? inter / union : 1, maxAbs };
}

const round3 = (x) => (x === null || x === undefined ? null : Math.round(x * 1000) / 1000);

async function raceModel(model, next) {
  const { width, height } = MODELS[model];
  const input = await modelInput(width, height);
  const cpuReference = await openOrt('jsep', 'wasm', model, input);
  const reference = await cpuReference.run();
  cpuReference.close();

  const engines = [];
  const open = async (name, opener) => {
    const start = performance.now();
    try {
      const engine = await opener();
      const mask = await engine.run();
      engines.push({ name, engine, firstResultMs: performance.now() - start, mask, cpu: [], gpu: [], issue: [], piped: [] });
    } catch (e) {
      engines.push({ name, error: String(e?.message ?? e) });
      log(`${model} ${name}: ${e?.message ?? e}`);
    }
  };
  for (const spec of CONFIG.vfx) await open(`vfx:${spec.label}`, () => openVfx(spec, model, input));
  if (CONFIG.control && CONFIG.vfx.length) {
    const spec = CONFIG.vfx[0];
    await open(`vfx:${spec.label}#control`, () => openVfx({ ...spec, label: `${spec.label}c` }, model, input));
  }
  for (const spec of CONFIG.webgpu) {
    const [wake, plans] = spec.split('@');
    await open(`vfx:webgpu-${spec}`, () => openVfxWebGpu(model, input, wake, plans));
  }
  for (const peer of CONFIG.peers) await open(peer, () => PEERS[peer](model, input));
  const live = engines.filter((e) => !e.error);

  for (let round = -CONFIG.warmup; round < CONFIG.rounds; round++) {
    for (const e of shuffled(live.filter((x) => !x.error), next)) {
      try {
        await nextTask();
        let t0 = performance.now();
        e.mask = await e.engine.run();
        const cpuMs = performance.now() - t0;
        await nextTask();
        t0 = performance.now();
        const done = await e.engine.runGpu();
        const gpuMs = done ? performance.now() - t0 : null;
        if (round >= 0) {
          e.cpu.push(cpuMs);
          e.gpu.push(gpuMs);
          if (done) e.issue.push(done.issueMs);
        }
      } catch (err) {
        // The engine leaves the race (its row keeps the error); the others go on.
        e.error = `round ${round}: ${err?.message ?? err}`;
        log(`${model} ${e.name}: ${e.error}`);
      }
    }
  }

  // Pipelined: n inferences back to back, one wait; ms per inference.
  const n = CONFIG.pipelined;
  for (let round = -1; n > 0 && round < CONFIG.pipeRounds; round++) {
    for (const e of shuffled(live.filter((x) => !x.error && !x.pipedError), next)) {
      try {
        await nextTask();
        const t0 = performance.now();
        const ran = await e.engine.pipeline(n);
        if (ran && round >= 0) e.piped.push((performance.now() - t0) / n);
      } catch (err) {
        e.pipedError = `pipelined: ${err?.message ?? err}`;
        e.piped = [];
        log(`${model} ${e.name}: ${e.pipedError}`);
      }
    }
  }

  for (let i = live.length - 1; i >= 0; i--) {
    if (!live[i].error) continue;
    try { live[i].engine.close(); } catch { /* a lost device: nothing left to free */ }
    live.splice(i, 1);
  }
  const rows = engines.map((e) => {
    if (e.error) return { model, engine: e.name, ok: false, error: e.error };
    const quality = compareMasks(e.mask, reference);
    const gpu = e.gpu.filter((x) => x !== null);
    return {
      model, engine: e.name, ok: true, info: e.engine.info, input: e.engine.input,
      first_result_ms: round3(e.firstResultMs),
      cpu_median_ms: round3(median(e.cpu)), cpu_p90_ms: round3(percentile(e.cpu, 0.9)),
      gpu_median_ms: round3(median(gpu)), gpu_p90_ms: round3(percentile(gpu, 0.9)),
      // Of the GPU-complete run: the time the call that queues the work took (renderer CPU).
      issue_median_ms: round3(median(e.issue)),
      // Of `pipelined` inferences back to back with one wait: ms per inference.
      pipelined_median_ms: round3(median(e.piped)),
      ...(e.pipedError ? { pipelined_error: e.pipedError } : {}),
      iou_vs_ort_wasm: round3(quality.iou), max_abs_vs_ort_wasm: Number(quality.maxAbs.toPrecision(3)),
    };
  });
  // Median over rounds of (ours / other) in the same round: < 1 means ours is faster.
  const ratios = [];
  // The first vfx engine against everything; other vfx engines against the peers.
  const oursList = live.filter((e) => e.name.startsWith('vfx:') && !e.name.endsWith('#control'));
  for (const ours of oursList) {
    for (const other of live) {
      if (other === ours || (ours !== oursList[0] && other.name.startsWith('vfx:'))) continue;
      for (const mode of ['cpu', 'gpu', 'piped']) {
        const r = ours[mode].map((t, i) => (t != null && other[mode][i] != null ? t / other[mode][i] : null))
          .filter((x) => x !== null);
        if (r.length) {
          ratios.push({ model, ours: ours.name, other: other.name, mode, median_ratio: round3(median(r)),
            p10: round3(percentile(r, 0.1)), p90: round3(percentile(r, 0.9)) });
        }
      }
    }
  }
  let profile = null;
  const first = live.find((e) => e.name.startsWith('vfx:'));
  if (params.get('profile') !== '0' && first) profile = await first.engine.profile(20);
  for (const e of live) e.engine.close();
  return { rows, ratios, profile: profile && { engine: first.name, ...profile } };
}

async function environment() {
  const gl = document.createElement('canvas').getContext('webgl2');
  const dbg = gl?.getExtension('WEBGL_debug_renderer_info');
  const env = {
    userAgent: navigator.userAgent,
    renderer: gl && dbg ? gl.getParameter(dbg.UNMASKED_RENDERER_WEBGL) : null,
    timer_query_webgl2: !!gl?.getExtension('EXT_disjoint_timer_query_webgl2'),
    crossOriginIsolated,
  };
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  return env;
}

async function main() {
  const result = { config: CONFIG, env: await environment(), models: [] };
  const next = random(CONFIG.seed);
  log(JSON.stringify(result.env));
  for (const model of CONFIG.models) {
    log(`racing ${model}`);
    const r = await raceModel(model, next);
    for (const row of r.rows) log(JSON.stringify(row));
    for (const row of r.ratios) log(JSON.stringify(row));
    result.models.push(r);
  }
  return JSON.stringify(result);
}

window.probeDone = main().catch((e) => JSON.stringify({ error: String(e?.stack ?? e) }));
