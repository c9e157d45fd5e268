// Where create() runs the frame path by default (web/sdk/placement.js): a
// worker on GPUs, the main thread on CPU rasterizers or without worker support.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isSoftwareRenderer, rendererIsSoftware, workerPlacement } from '../../web/sdk/placement.js';
import { rendererIsMasked } from '../../web/sdk/software_probe.js';
import { openBrowser } from './harness.mjs';

const H200 = 'ANGLE (NVIDIA, Vulkan 1.4.312 (NVIDIA NVIDIA H200 (0x00002335)), NVIDIA)';
const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const LLVMPIPE = 'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2 Mesa 22.3.6)';

test('software rasterizers are told from GPUs by the renderer name', () => {
  for (const name of [SWIFTSHADER, LLVMPIPE, 'Google SwiftShader', 'ANGLE (Microsoft, Microsoft Basic Render Driver (0x0000008C) Direct3D11)']) {
    assert.equal(isSoftwareRenderer(name), true, name);
  }
  for (const name of [H200, 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
    'ANGLE (Intel, Intel(R) UHD Graphics 620 (0x00005917) Direct3D11 vs_5_0 ps_5_0, D3D11)', '']) {
    assert.equal(isSoftwareRenderer(name), false, name);
  }
});

test("worker: 'auto' picks a worker on a GPU only; true and false are kept as asked", () => {
  let asked = 0;
  const name = (n) => () => { asked += 1; return n; };
  assert.equal(workerPlacement('auto', true, name(H200)), true);
  assert.equal(workerPlacement('auto', true, name(SWIFTSHADER)), false);
  assert.equal(workerPlacement('auto', false, name(H200)), false);
  assert.equal(workerPlacement(true, false, name(SWIFTSHADER)), true);  // create() then refuses it with a TypeError
  assert.equal(workerPlacement(false, true, name(H200)), false);
  assert.equal(asked, 2, 'the renderer is probed only when it decides');
});

test('a masked renderer name (WebKit\'s "Apple GPU") is judged by the timing probe, once it decides', () => {
  for (const name of ['Apple GPU', 'WebKit WebGL', 'Mozilla', '']) assert.equal(rendererIsMasked(name), true, name);
  for (const name of [H200, LLVMPIPE, 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)']) {
    assert.equal(rendererIsMasked(name), false, name);
  }
  let probes = 0;
  const probe = (software) => () => { probes += 1; return { software, ms: software ? 40 : 0.5 }; };
  assert.equal(workerPlacement('auto', true, () => 'Apple GPU', probe(true)), false, 'a CPU behind a masked name');
  assert.equal(workerPlacement('auto', true, () => 'Apple GPU', probe(false)), true, 'a GPU behind a masked name');
  assert.equal(rendererIsSoftware('Apple GPU', probe(true)), true);
  assert.equal(probes, 3);
  assert.equal(rendererIsSoftware(H200, probe(true)), false, 'a named GPU is not probed');
  assert.equal(rendererIsSoftware(SWIFTSHADER, probe(false)), true, 'a named CPU is not probed');
  assert.equal(probes, 3);
});

test('the timing probe takes SwiftShader for a CPU, as if its name were masked', { timeout: 120000 }, async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('selftest.html'));
    const probe = await browser.page.evaluate(async () => {
      const { probeSoftwareRenderer, SOFTWARE_PROBE_THRESHOLD_MS } = await import('/sdk/software_probe.js');
      return { ...probeSoftwareRenderer(), threshold: SOFTWARE_PROBE_THRESHOLD_MS };
    });
    console.log(`SwiftShader: probe ${probe.ms?.toFixed(1)} ms (threshold ${probe.threshold} ms)`);
    assert.equal(probe.software, true, `the probe took SwiftShader for a GPU (${probe.ms} ms)`);
  } finally {
    await browser.close();
  }
});
