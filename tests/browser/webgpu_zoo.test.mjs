// Every model of the codegen zoo (tests/codegen/zoo: the shapes exporters
// emit, including the general data-movement and reduction programs) compiled
// for WebGPU by the native generator, run by the SDK's WebGPU plan runner in
// Chromium and compared with ONNX Runtime on the same picture. The native
// model-zoo test does the same for the GLSL programs; this one covers their
// WGSL translation and the WebGPU executor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openBrowser, repoRoot, TEST_BACKEND } from './harness.mjs';

const require = createRequire(join(repoRoot, 'tests/codegen/ort/package.json'));
const ort = require('onnxruntime-node');
const { toHalf, fromHalf } = require('./half.js');

const zooDir = join(repoRoot, 'tests/codegen/zoo');
const codegen = join(repoRoot, 'build/native/codegen/vfx-codegen');

// The config's "fixed_inputs" (a model's parameters, such as RVM's
// downsample_ratio) as ONNX Runtime feeds: their declared shape, or [n] where
// that is symbolic, as the importer shapes them (tests/codegen/ort/run_ort.js too).
function fixedInputFeeds(session, fixed) {
  const feeds = {};
  for (const [name, value] of Object.entries(fixed)) {
    const values = Array.isArray(value) ? value : [value];
    const meta = session.inputMetadata.find((m) => m.name === name);
    const dims = (meta.shape ?? []).every((d) => typeof d === 'number' && d > 0) ? meta.shape : [values.length];
    feeds[name] = new ort.Tensor('float32', Float32Array.from(values), dims);
  }
  return feeds;
}

// A recurrent model's states as ONNX Runtime names them (input -> output): the
// config's, else by name as the generator pairs them (r1i/r1o, h_in/h_out).
function statePairs(session, config) {
  if (config.recurrent) return config.recurrent;
  const stem = (name, suffixes) => {
    const s = suffixes.find((x) => name.length > x.length && name.endsWith(x));
    return s ? name.slice(0, -s.length) : '';
  };
  const pairs = {};
  for (const input of session.inputNames.slice(1)) {
    if (input in (config.fixed_inputs ?? {})) continue;
    const s = stem(input, ['_in', 'in', 'i']);
    const output = session.outputNames.find((o) => s && stem(o, ['_out', 'out', 'o']) === s);
    if (output) pairs[input] = output;
  }
  return pairs;
}

// ONNX Runtime on `rgb` (0..1, HWC) with the config's input normalisation;
// the person probability as the config reads it (activation, channel, invert).
// `pixels`: the mask's size, which tells an NHWC output ([1,H,W,C]) from an NCHW one.
// A recurrent model runs `frames` times on `rgb`, its states fed back (zeros of
// the declared shape, symbolic dimensions 1, at first: as RVM is fed).
async function personWithOrt(model, config, rgb, width, height, pixels, frames = 1) {
  const [lo, hi] = config.input?.range ?? [0, 1];
  const perChannel = (v, fallback) => (Array.isArray(v) ? v : [v ?? fallback, v ?? fallback, v ?? fallback]);
  const mean = perChannel(config.input?.mean, 0);
  const std = perChannel(config.input?.std, 1);
  // A QDQ model against the arithmetic its Q/DQ ops define: at 'extended' and above ONNX Runtime
  // swaps in int8 kernels that differ from it (tests/codegen/ort_runner.h). The op type is a
  // string in the file; a node merely named so would only pick the spec's arithmetic too.
  const qdq = readFileSync(model).includes('QuantizeLinear');
  const session = await ort.InferenceSession.create(model, { graphOptimizationLevel: qdq ? 'basic' : 'all' });
  const outputName = config.output?.name ?? session.outputNames[0];
  let out;
  for (const nhwc of [false, true]) {  // the model's own layout: the shape it accepts
    const data = new Float32Array(rgb.length);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) {
        data[nhwc ? i * 3 + c : c * width * height + i] = (rgb[i * 3 + c] * (hi - lo) + lo - mean[c]) / std[c];
      }
    }
    const dims = nhwc ? [1, height, width, 3] : [1, 3, height, width];
    try {
      const feeds = fixedInputFeeds(session, config.fixed_inputs ?? {});
      const picture = session.inputMetadata.find((m) => !(m.name in feeds));
      const half = picture.type === 'float16';  // a half-precision model
      feeds[picture.name] = half ? new ort.Tensor('float16', toHalf(data), dims) : new ort.Tensor('float32', data, dims);
      const states = statePairs(session, config);
      for (const name of Object.keys(states)) {
        const meta = session.inputMetadata.find((m) => m.name === name);
        const shape = (meta.shape ?? [1, 1, 1, 1]).map((d) => (typeof d === 'number' && d > 0 ? d : 1));
        feeds[name] = new ort.Tensor('float32', new Float32Array(shape.reduce((a, b) => a * b, 1)), shape);
      }
      for (let f = 0; f < frames; f++) {
        const results = await session.run(feeds);
        out = results[outputName];
        for (const [input, output] of Object.entries(states)) feeds[input] = results[output];
      }
      break;
    } catch (e) {
      if (nhwc) throw e;
    }
  }
  if (out.type === 'float16' && out.data instanceof Uint16Array) out = { ...out, dims: out.dims, type: 'float32', data: fromHalf(out.data) };
  const d = out.dims;
  const nhwcOut = d.length === 4 && d[1] * d[2] === pixels && d[2] * d[3] !== pixels;
  const channels = out.data.length / pixels;
  const at = (i, k) => Number(out.data[nhwcOut ? i * channels + k : k * pixels + i]);
  const channel = config.output?.channel ?? 0;
  const activation = config.output?.kind === 'logits' ? config.output?.activation ?? 'sigmoid' : 'none';
  const person = new Float32Array(pixels);
  const classes = out.type === 'int64' || out.type === 'int32';  // an ArgMax output: class indices
  for (let i = 0; i < pixels; i++) {
    let p = classes ? Number(at(i, 0) === channel) : at(i, channel);
    if (activation === 'sigmoid') {
      p = 1 / (1 + Math.exp(-p));
    } else if (activation === 'softmax') {
      let m = -Infinity, sum = 0;
      for (let k = 0; k < channels; k++) m = Math.max(m, at(i, k));
      for (let k = 0; k < channels; k++) sum += Math.exp(at(i, k) - m);
      p = Math.exp(p - m) / sum;
    }
    person[i] = config.output?.invert ? 1 - p : p;
  }
  return person;
}

test('every zoo model runs on WebGPU and agrees with ONNX Runtime', { timeout: 600000 }, async (t) => {
  if (TEST_BACKEND === 'webgpu') return t.skip('run once, in the default suite: the plans are the same');
  const models = readdirSync(zooDir).filter((f) => f.endsWith('.onnx')).sort();
  assert.ok(models.length >= 15, `only ${models.length} zoo models in ${zooDir}`);
  const plans = mkdtempSync(join(tmpdir(), 'vfx-zoo-webgpu-'));
  for (const file of models) {
    const name = basename(file, '.onnx');
    const config = join(zooDir, `${name}.json`);
    execFileSync(codegen, [join(zooDir, file), ...(existsSync(config) ? ['--config', config] : []), '--out',
      join(plans, name), '--name', name, '--webgpu'], { stdio: 'pipe' });
  }
  const browser = await openBrowser({ mounts: { '/zoo/': plans } });
  try {
    await browser.page.goto(browser.url('selftest.html'));
    for (const file of models) {
      const name = basename(file, '.onnx');
      const planPath = join(plans, name, `${name}.webgpu`, 'plan.json');
      assert.ok(existsSync(planPath), `${name}: no plan at ${planPath}`);
      const frames = JSON.parse(readFileSync(planPath, 'utf8')).recurrent ? 3 : 1;
      const result = await browser.page.evaluate(async ({ name, frames }) => {
        const adapter = await navigator.gpu?.requestAdapter();
        if (!adapter) return { error: 'no WebGPU adapter' };
        const device = await adapter.requestDevice();
        const errors = [];
        device.addEventListener('uncapturederror', (e) => errors.push(e.error.message));
        try {
          const { WebGpuPlanRunner } = await import('/sdk/webgpu_plan_runner.js');
          const { modelInputRgb } = await import('/tests/model_input.js');
          const runner = await WebGpuPlanRunner.load(device, `zoo/${name}/${name}.webgpu/`);
          const { width, height } = runner;
          const rgb = await modelInputRgb('astronaut.png', width, height);
          // A recurrent model: the same picture `frames` times, each run's states fed to the next.
          let mask;
          for (let f = 0; f < frames; f++) mask = await runner.run({ rgb });
          runner.destroy();
          return { width, height, rgb: Array.from(rgb), mask: Array.from(mask), errors };
        } catch (e) {
          return { error: `${e.name}: ${e.message}` };
        } finally {
          device.destroy();
        }
      }, { name, frames });
      assert.ok(!result.error, `${name}: ${result.error}\n${browser.consoleLines.join('\n')}`);
      assert.deepEqual(result.errors, [], `${name}: WebGPU validation errors`);
      const configPath = join(zooDir, `${name}.json`);
      const config = existsSync(configPath) ? JSON.parse(readFileSync(configPath, 'utf8')) : {};
      const want = await personWithOrt(join(zooDir, file), config, result.rgb, result.width, result.height,
        result.mask.length, frames);
      assert.equal(result.mask.length, want.length, `${name}: mask size`);
      let maxAbsErr = 0, both = 0, either = 0;
      for (let i = 0; i < want.length; i++) {
        maxAbsErr = Math.max(maxAbsErr, Math.abs(result.mask[i] - want[i]));
        both += result.mask[i] >= 0.5 && want[i] >= 0.5;
        either += result.mask[i] >= 0.5 || want[i] >= 0.5;
      }
      const iou = either === 0 ? 1 : both / either;
      console.log(`browser-sanity model=${file} backend=webgpu image=astronaut max_abs_err=${maxAbsErr.toFixed(5)} mask_iou=${iou.toFixed(5)}`);
      assert.ok(maxAbsErr <= 0.02, `${name}: max_abs_err ${maxAbsErr}`);
      assert.ok(iou >= 0.99, `${name}: mask IoU ${iou}`);
    }
  } finally {
    await browser.close();
    rmSync(plans, { recursive: true, force: true });
  }
});
