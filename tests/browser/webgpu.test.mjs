// The WebGPU backend's networks (vfx-codegen --webgpu plans: every pass
// translated to WGSL, run by web/sdk/webgpu_plan_runner.js) in headless
// Chromium on SwiftShader's WebGPU adapter agree with ONNX Runtime, from float
// RGB and from RGBA bytes; bad plans and inputs fail with clear errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, PINNED_BACKEND_SKIP, siteDir } from './harness.mjs';
import { assertMatchesOrt, segmentWithOrt } from './ort_reference.mjs';

const MODELS = ['mp_selfie_segmentation_256x256', 'mp_selfie_segmentation_landscape_144x256'];

async function segmentOnWebGpu(page, model) {
  return page.evaluate(async (model) => {
    if (!navigator.gpu) return { ok: false, error: 'navigator.gpu is missing' };
    const adapter = await navigator.gpu.requestAdapter();
    if (!adapter) return { ok: false, error: 'no WebGPU adapter' };
    const device = await adapter.requestDevice();
    const errors = [];
    device.addEventListener('uncapturederror', (e) => errors.push(e.error.message));
    const { WebGpuPlanRunner } = await import('/sdk/webgpu_plan_runner.js');
    const { modelInputRgb } = await import('/tests/model_input.js');
    const runner = await WebGpuPlanRunner.load(device, `webgpu/${model}/`);
    try {
      const { width, height } = runner;
      const rgb = await modelInputRgb('astronaut.png', width, height);
      const fromFloats = await runner.run({ rgb });
      // The same picture as bytes (what a camera frame gives): quantised, so compared loosely below.
      const rgba = new Uint8Array(width * height * 4);
      for (let i = 0; i < width * height; i++) {
        for (let c = 0; c < 3; c++) rgba[i * 4 + c] = Math.round(rgb[i * 3 + c] * 255);
        rgba[i * 4 + 3] = 255;
      }
      const fromBytes = await runner.run({ rgba });
      let badInput = '';
      try {
        await runner.run({ rgb: new Float32Array(3) });
      } catch (e) {
        badInput = `${e.name}: ${e.message}`;
      }
      await runner.runOnGpu({ rgba });
      // Prompting the GPU process while waiting is for GPUs, not for SwiftShader.
      const wake = runner.wake;
      let badWake = '';
      try {
        await WebGpuPlanRunner.load(device, `webgpu/${model}/`, { wake: 'often' });
      } catch (e) {
        badWake = `${e.name}: ${e.message}`;
      }
      // The other ways of waiting give the same mask.
      const woken = await WebGpuPlanRunner.load(device, `webgpu/${model}/`, { wake: 'done' });
      const wokenMask = await woken.run({ rgb });
      woken.destroy();
      return { ok: true, width, height, passes: runner.passCount, wake, badWake, wokenMask: Array.from(wokenMask), rgb: Array.from(rgb), mask: Array.from(fromFloats),
               bytesMask: Array.from(fromBytes), badInput, errors, adapter: adapter.info?.description ?? '' };
    } finally {
      runner.destroy();
      device.destroy();
    }
  }, model);
}

test('WebGPU networks (WGSL translated from the generated GLSL) agree with ONNX Runtime', { timeout: 240000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    for (const model of MODELS) {
      const result = await segmentOnWebGpu(browser.page, model);
      assert.ok(result.ok, `${model}: ${result.error}\n${browser.consoleLines.join('\n')}`);
      assert.deepEqual(result.errors, [], `${model}: WebGPU validation errors`);
      assert.ok(result.passes > 50, `${model}: only ${result.passes} passes`);
      const want = await segmentWithOrt(model, result.rgb, result.width, result.height);
      assertMatchesOrt(`model=${model}.onnx backend=webgpu`, result.mask, want);
      // Byte input differs from the float input by < 1/510 per channel: masks agree closely.
      let bothOn = 0, eitherOn = 0;
      for (let i = 0; i < want.length; i++) {
        const a = result.bytesMask[i] >= 0.5, b = result.mask[i] >= 0.5;
        bothOn += a && b;
        eitherOn += a || b;
      }
      assert.ok(bothOn / eitherOn >= 0.98, `${model}: byte-input mask IoU ${bothOn / eitherOn}`);
      assert.match(result.badInput, /RangeError: rgb input needs \d+ values, got 3/);
      assert.equal(result.wake, 'none', 'SwiftShader should wait without prompting');
      assert.match(result.badWake, /TypeError: wake must be 'auto', 'done', 'write' or 'none', got 'often'/);
      assert.deepEqual(result.wokenMask, result.mask);
    }
  } finally {
    await browser.close();
  }
});

test('a malformed WebGPU plan is refused with a clear error', { timeout: 120000, skip: PINNED_BACKEND_SKIP }, async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    const messages = await browser.page.evaluate(async () => {
      const adapter = await navigator.gpu?.requestAdapter();
      if (!adapter) return ['no WebGPU adapter'];
      const device = await adapter.requestDevice();
      const { WebGpuPlanRunner } = await import('/sdk/webgpu_plan_runner.js');
      const plan = await (await fetch('webgpu/mp_selfie_segmentation_landscape_144x256/plan.json')).json();
      const weights = await (await fetch('webgpu/mp_selfie_segmentation_landscape_144x256/weights.bin')).arrayBuffer();
      const attempt = async (p, w) => {
        try {
          (await WebGpuPlanRunner.create(device, p, w)).destroy();
          return 'accepted';
        } catch (e) {
          return `${e.name}: ${e.message}`;
        }
      };
      const broken = structuredClone(plan);
      broken.shaders[0] = broken.shaders[0].replace('fn main', 'fn main(');
      const damaged = weights.slice(0);
      new Uint8Array(damaged)[damaged.byteLength >> 1] ^= 0x40;  // one bit of one weight
      const out = [
        await attempt({ ...plan, format: 'something/else' }, weights),
        await attempt(plan, weights.slice(0, 100)),
        await attempt(broken, weights),
        await attempt(plan, damaged),
        await attempt({ ...plan, weightIndex: undefined }, weights),
        await attempt(plan, weights),
      ];
      device.destroy();
      return out;
    });
    assert.match(messages[0], /TypeError: WebGPU plan: format is something\/else/);
    assert.match(messages[1], /TypeError: WebGPU plan: weight '.+' lies past the end of weights.bin/);
    assert.match(messages[2], /shader 0: WGSL does not compile/);
    // The weights are checked as the WebGL2 engine checks them (their size and FNV-1a 64).
    assert.match(messages[3], /TypeError: WebGPU plan: weight '.+' does not match kWeight_\d+_[0-9a-f]{16} \(a damaged weights.bin/);
    assert.match(messages[4], /TypeError: WebGPU plan: weight '.+' is not in the plan's weight index/);
    assert.equal(messages[5], 'accepted');
  } finally {
    await browser.close();
  }
});

test('every effect shader translated to WGSL compiles into a compute pipeline in Chromium', { timeout: 120000, skip: PINNED_BACKEND_SKIP }, async () => {
  const dir = join(siteDir, 'webgpu/shaders');
  const shaders = readdirSync(dir).filter((f) => f.endsWith('.wgsl')).sort()
    .map((name) => ({ name, code: readFileSync(join(dir, name), 'utf8') }));
  assert.ok(shaders.length >= 12, `only ${shaders.length} shaders in ${dir}`);
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    const problems = await browser.page.evaluate(async (shaders) => {
      const adapter = await navigator.gpu?.requestAdapter();
      if (!adapter) return ['no WebGPU adapter'];
      const device = await adapter.requestDevice();
      const out = [];
      for (const { name, code } of shaders) {
        device.pushErrorScope('validation');
        const module = device.createShaderModule({ code, label: name });
        const info = await module.getCompilationInfo();
        for (const m of info.messages.filter((m) => m.type === 'error')) out.push(`${name}:${m.lineNum}: ${m.message}`);
        try {
          await device.createComputePipelineAsync({ layout: 'auto', compute: { module, entryPoint: 'main' } });
        } catch (e) {
          out.push(`${name}: pipeline: ${e.message}`);
        }
        const error = await device.popErrorScope();
        if (error) out.push(`${name}: ${error.message}`);
      }
      device.destroy();
      return out;
    }, shaders);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
