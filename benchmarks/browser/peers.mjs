// The in-page half of the browser benchmark (run_peers.mjs drives it): one
// engine, one model per page load. Every engine gets the same input, the
// sample image already resized to the model's size, and every timed run ends
// when the mask is readable on the CPU (a readback waits for the GPU, where
// gl.finish() and MediaPipe's segment() do not).
//
// Served as /bench/ (this folder) beside the wasm site at / and models/ at /models/.

import { addNormalizationMetadata } from './tflite_metadata.mjs';

const NODE_MODULES = new URL('./node_modules/', import.meta.url).href;
const MODELS_URL = new URL('/models/', import.meta.url).href;

// Input sizes are the models' own (see models/*.json); the tflite files are
// the originals the ONNX models were converted from.
export const MODELS = {
  mp_selfie_segmentation_landscape_144x256: { width: 256, height: 144, tflite: 'selfie_segmentation_landscape.tflite' },
  mp_selfie_segmentation_256x256: { width: 256, height: 256, tflite: 'selfie_segmentation.tflite' },
};

// The sample image resized (bilinear, half-pixel centres) to width×height.
// The RGBA bytes feed MediaPipe; the float copy (bytes/255, so both are the
// same pixels) feeds our engine and ONNX Runtime.
export async function modelInput(width, height) {
  const bitmap = await createImageBitmap(await (await fetch('/astronaut.png')).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(bitmap, 0, 0);
  const src = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  const sample = (x, y, c) => {
    const cx = Math.min(Math.max(x, 0), src.width - 1);
    const cy = Math.min(Math.max(y, 0), src.height - 1);
    return src.data[(cy * src.width + cx) * 4 + c];
  };
  const rgba = new Uint8ClampedArray(width * height * 4);
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const fy = (y + 0.5) * (src.height / height) - 0.5;
    const y0 = Math.floor(fy), wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = (x + 0.5) * (src.width / width) - 0.5;
      const x0 = Math.floor(fx), wx = fx - x0;
      for (let c = 0; c < 3; c++) {
        const top = sample(x0, y0, c) * (1 - wx) + sample(x0 + 1, y0, c) * wx;
        const bottom = sample(x0, y0 + 1, c) * (1 - wx) + sample(x0 + 1, y0 + 1, c) * wx;
        const byte = Math.round(top * (1 - wy) + bottom * wy);
        rgba[(y * width + x) * 4 + c] = byte;
        rgb[(y * width + x) * 3 + c] = byte / 255;
      }
      rgba[(y * width + x) * 4 + 3] = 255;
    }
  }
  bitmap.close();
  return { rgb, imageData: new ImageData(rgba, width, height) };
}

// Each loader creates the engine and the model and returns {run, close, info}:
// run() resolves to the mask as a Float32Array on the CPU.
const ENGINES = {
  // Ours: the generated GLSL of the net is inside the wasm (vfx_bench: the SDK's plus Session); runSegmentation
  // uploads the input, runs the net and reads the whole mask back.
  async 'vfx/webgl2'(model, input) {
    const { default: createVfxModule } = await import('/vfx_bench.mjs');
    const { loadModelWeights } = await import('/sdk/model_weights.js');
    const module = await createVfxModule();
    await loadModelWeights(module, model);
    const session = new module.Session();
    const opened = session.open('#canvas');
    if (!opened.ok) throw new Error(`open: ${opened.error}`);
    return {
      info: opened.capabilities,
      async run() {
        const result = session.runSegmentation(model, input.rgb);
        if (!result.ok) throw new Error(`runSegmentation: ${result.error}`);
        return result.mask;
      },
      close() { session.delete(); },
    };
  },

  'mediapipe/gpu': (model, input) => mediapipe(model, input, 'GPU'),
  'mediapipe/cpu': (model, input) => mediapipe(model, input, 'CPU'),

  'ort/wasm-1t': (model, input) => ort(model, input, 'wasm'),
  'ort/webgl': (model, input) => ort(model, input, 'webgl'),
  'ort/webgpu': (model, input) => ort(model, input, 'webgpu'),
};

// MediaPipe tasks-vision ImageSegmenter on the TFLite original, given the
// input-normalisation metadata it needs (see tflite_metadata.mjs), as its
// documentation recommends for live video: running mode VIDEO and
// segmentForVideo with a callback, the mask read inside it (without one,
// every mask is cloned per run). getAsFloat32Array() reads the confidence
// mask back, which waits for the GPU.
async function mediapipe(model, input, delegate) {
  const vision = await import(`${NODE_MODULES}@mediapipe/tasks-vision/vision_bundle.mjs`);
  const fileset = await vision.FilesetResolver.forVisionTasks(`${NODE_MODULES}@mediapipe/tasks-vision/wasm`);
  const tflite = new Uint8Array(await (await fetch(`${MODELS_URL}${MODELS[model].tflite}`)).arrayBuffer());
  const segmenter = await vision.ImageSegmenter.createFromOptions(fileset, {
    baseOptions: { modelAssetBuffer: addNormalizationMetadata(tflite), delegate },
    runningMode: 'VIDEO',
    outputConfidenceMasks: true,
    outputCategoryMask: false,
  });
  let masks = 0;
  let timestamp = 0;  // VIDEO mode wants strictly increasing timestamps (ms)
  return {
    get info() { return `VIDEO mode, callback | confidence masks: ${masks}`; },
    async run() {
      let mask = null;
      timestamp = Math.max(timestamp + 1, Math.floor(performance.now()));
      segmenter.segmentForVideo(input.imageData, timestamp, (result) => {
        masks = result.confidenceMasks.length;
        // The person channel: the selfie models have one output channel.
        mask = result.confidenceMasks[masks - 1].getAsFloat32Array().slice();
      });
      return mask;
    },
    close() { segmenter.close(); },
  };
}

// onnxruntime-web on the ONNX model, one wasm thread. The webgpu and webgl
// bundles are separate builds of ORT; each is imported in its own page.
async function ort(model, input, backend) {
  const bundle = { wasm: 'ort.wasm.min.mjs', webgl: 'ort.webgl.min.mjs', webgpu: 'ort.webgpu.min.mjs' }[backend];
  const ortModule = await import(`${NODE_MODULES}onnxruntime-web/dist/${bundle}`);
  const ortApi = ortModule.default ?? ortModule;
  ortApi.env.wasm.numThreads = 1;
  ortApi.env.wasm.wasmPaths = `${NODE_MODULES}onnxruntime-web/dist/`;
  const session = await ortApi.InferenceSession.create(`${MODELS_URL}${model}.onnx`, {
    executionProviders: [backend],
    graphOptimizationLevel: 'all',
  });
  const { width, height } = MODELS[model];
  const feeds = { [session.inputNames[0]]: new ortApi.Tensor('float32', input.rgb, [1, height, width, 3]) };
  const outputName = session.outputNames[0];
  return {
    info: `${session.inputNames[0]} -> ${outputName}`,
    async run() {
      const outputs = await session.run(feeds);
      const tensor = outputs[outputName];
      // Outputs land on the CPU by default; getData() waits for a GPU download where there is one.
      const data = tensor.location === 'cpu' ? tensor.data : await tensor.getData(true);
      return data;
    },
    close() { session.release(); },
  };
}

function median(sorted) {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Nearest rank: the smallest time that p of the runs do not exceed.
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

// options: {engine, model, runs, warmupMs, warmupRuns}. Returns the timings,
// the last mask (as a plain array, for the IoU in node) or {ok: false, error}.
export async function runCase({ engine, model, runs, warmupMs, warmupRuns }) {
  const load = ENGINES[engine];
  if (!load) return { ok: false, error: `unknown engine ${engine}` };
  if (!MODELS[model]) return { ok: false, error: `unknown model ${model}` };
  const { width, height } = MODELS[model];
  const input = await modelInput(width, height);
  const stage = { name: 'create' };
  try {
    const start = performance.now();
    const runner = await load(model, input);
    const createMs = performance.now() - start;
    stage.name = 'first run';
    let mask = await runner.run();
    const firstResultMs = performance.now() - start;
    if (mask.length !== width * height) throw new Error(`mask has ${mask.length} values, want ${width * height}`);

    stage.name = 'warm-up';
    const warmStart = performance.now();
    let warmed = 0;
    while (warmed < warmupRuns || performance.now() - warmStart < warmupMs) {
      await breathe();
      mask = await runner.run();
      warmed++;
    }
    const warmupElapsedMs = performance.now() - warmStart;

    stage.name = 'timed runs';
    const times = [];
    for (let i = 0; i < runs; i++) {
      await breathe();
      const t0 = performance.now();
      mask = await runner.run();
      times.push(performance.now() - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const info = runner.info;
    runner.close();
    return {
      ok: true,
      firstResultMs,
      createMs,
      warmupRuns: warmed,
      warmupMs: warmupElapsedMs,
      medianMs: median(sorted),
      p90Ms: percentile(sorted, 0.9),
      times,
      width,
      height,
      mask: Array.from(mask),
      info,
    };
  } catch (error) {
    return { ok: false, stage: stage.name, error: String(error?.message ?? error) };
  }
}
