// The SDK in WebKit (Debian's WebKitGTK MiniBrowser, driven by
// WebKitWebDriver over classic WebDriver): the demo page plays its sample clip
// through applyEffect and the background is visibly blurred, the person kept,
// with no error reported. Twice:
// - as WebKitGTK ships: no insertable streams anywhere, so the SDK's
//   video-element path on WebGL2;
// - with the features Safari ships on (SAFARI_FEATURES: MediaStreamTrackProcessor
//   and VideoTrackGenerator in workers, WebGL in workers): the worker path in
//   the W3C shape, the page's track cloned into the worker.
// WebKitGTK runs in a virtual X display (Xvfb). Skipped where WebKitWebDriver,
// MiniBrowser or Xvfb is missing (scripts/install_deps.sh installs them), and in
// the WebGPU run (the same pages either way).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../web/tools/serve.mjs';
import { repoRoot, resultsDir, siteDir, TEST_BACKEND } from './harness.mjs';
import { checkDemoOutput, outputDetail, startXvfb, WebDriverSession, XVFB } from './other_browsers.mjs';

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const missing = [DRIVER, MINIBROWSER, XVFB].filter((path) => !existsSync(path));
// Off in WebKitGTK 2.50, on in Safari 18: MediaStreamTrack processing (in
// workers only, the W3C shape) and WebGL on an OffscreenCanvas in workers.
const SAFARI_FEATURES = '+MediaStreamTrackProcessing,+AllowWebGLInWorkers';
const skip = (TEST_BACKEND === 'webgpu' && 'the same page as in the default run')
  || (missing.length > 0 && `missing ${missing.join(', ')} (scripts/install_deps.sh installs them)`);

// Runs `fn(session, base)` with MiniBrowser (WebKit `features` on, if any) on a
// server of the site, with the test pages at /tests/.
async function withWebKit(features, fn) {
  const server = await startServer(siteDir, 0, { '/tests/': join(repoRoot, 'tests/browser/pages') });
  const xvfb = await startXvfb();
  let session;
  try {
    const args = ['--automation', ...(features ? [`--features=${features}`] : [])];
    session = await WebDriverSession.start(DRIVER, {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
    }, { ...process.env, DISPLAY: xvfb.display });
    return await fn(session, `http://127.0.0.1:${server.address().port}`);
  } finally {
    await session?.quit();
    xvfb.stop();
    server.close();
  }
}

// Opens the demo with the page's errors collected (classic WebDriver has no
// console log: console.error and uncaught ones) and waits for it to run.
async function openDemo(session, base) {
  await session.navigate(`${base}/index.html?still`);
  await session.evaluate(async () => {
    window.vfxErrors = [];
    const error = console.error.bind(console);
    console.error = (...args) => {
      window.vfxErrors.push(args.map(String).join(' '));
      error(...args);
    };
    window.addEventListener('error', (e) => window.vfxErrors.push(String(e.message)));
    window.addEventListener('unhandledrejection', (e) => window.vfxErrors.push(String(e.reason)));
  });
  await session.waitFor(async () => window.vfxDemo?.ready || window.vfxDemo?.error, 120000);
  const state = await session.evaluate(async () => ({ ...window.vfxDemo, userAgent: navigator.userAgent }));
  assert.ok(state.ready, `the demo failed in WebKit: ${state.error}`);
  assert.equal(state.source, 'sample');
  return state;
}

// The demo's output blurred and with no effect, its stats line and errors.
async function demoOutputs(session) {
  const blurred = await session.evaluate(outputDetail);
  const select = async (effect) => session.evaluate(async (value) => {
    const element = document.getElementById('effect');
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, effect);
  await select('none');
  // The option reaches a worker's frames a few frames later: read until the wall is sharp, or six times.
  let sharp;
  for (let i = 0; i < 6; i++) {
    sharp = await session.evaluate(outputDetail);
    if (sharp.wall > 4 * blurred.wall + 1) break;
  }
  const stats = await session.evaluate(async () => document.getElementById('stats').textContent);
  await select('blur');
  await session.evaluate(outputDetail);
  const errors = await session.evaluate(async () => window.vfxErrors);
  return { blurred, sharp, stats: stats.split('\n')[0], errors };
}

test('WebKit: the demo blurs the sample clip\'s background through applyEffect, with no error', {
  timeout: 240000, skip,
}, async () => {
  await withWebKit('', async (session, base) => {
    const state = await openDemo(session, base);
    const { blurred, sharp, stats, errors } = await demoOutputs(session);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'demo_output_webkit.png'), await session.elementScreenshot('#output'));
    console.log(`${state.userAgent}: ${blurred.w}x${blurred.h}, wall detail blurred ${blurred.wall.toFixed(1)} vs none ${sharp.wall.toFixed(1)}, ` +
      `face ${blurred.face.toFixed(1)} vs ${sharp.face.toFixed(1)}; stats "${stats}"`);
    checkDemoOutput(blurred, sharp);
    assert.deepEqual(errors, [], 'errors in the page');
    assert.match(stats, /\(video-element, webgl2/, 'no insertable streams here: the video-element path');
    // WebKit names llvmpipe "Apple GPU": the timing probe (web/sdk/software_probe.js) must see the CPU.
    const probe = await session.evaluate(async () => {
      const { rendererNameOf } = await import('./sdk/placement.js');
      const { probeSoftwareRenderer } = await import('./sdk/software_probe.js');
      const gl = document.createElement('canvas').getContext('webgl2');  // none in an OffscreenCanvas here
      return { name: rendererNameOf(gl), ...probeSoftwareRenderer() };
    });
    console.log(`WebKit renderer "${probe.name}": probe ${probe.ms?.toFixed(1)} ms, software ${probe.software}`);
    assert.equal(probe.software, true, `the probe took llvmpipe for a GPU (${probe.ms} ms)`);
    assert.match(stats, /software plan/, 'the engine runs the CPU-shaped plan');
  });
});

test('WebKit with Safari\'s features: the demo runs in a worker, the track cloned in, a generator\'s track out', {
  timeout: 300000, skip,
}, async () => {
  await withWebKit(SAFARI_FEATURES, async (session, base) => {
    const state = await openDemo(session, base);
    const { blurred, sharp, stats, errors } = await demoOutputs(session);
    writeFileSync(join(resultsDir, 'demo_output_webkit_worker.png'), await session.elementScreenshot('#output'));
    console.log(`${state.userAgent} (${SAFARI_FEATURES}): ${blurred.w}x${blurred.h}, wall detail blurred ${blurred.wall.toFixed(1)} vs none ` +
      `${sharp.wall.toFixed(1)}, face ${blurred.face.toFixed(1)} vs ${sharp.face.toFixed(1)}; stats "${stats}"`);
    assert.match(stats, /\(worker, webgl2/, 'the worker path in the W3C shape');
    assert.match(stats, /software plan/, 'the probe in the worker sees llvmpipe behind "Apple GPU"');
    checkDemoOutput(blurred, sharp);
    assert.deepEqual(errors, [], 'errors in the page');
  });
  // worker: true takes the same path; stop() ends the output and releases the
  // worker's clone, not the page's track; the page stopping its own track ends
  // the output; a later run delivers. In a browser of its own: WebKitGTK lets
  // one worker at a time make WebGL contexts, and the demo's still holds them.
  await withWebKit(SAFARI_FEATURES, async (session, base) => {
    await session.navigate(`${base}/tests/blank.html`);
    const run = JSON.parse(await session.evaluate(async () => {
      const { lifecycle } = await import('/tests/paths.js');
      return JSON.stringify(await lifecycle({ worker: true }));
    }));
    console.log(`worker: true: ${JSON.stringify(run)}`);
    assert.equal(run.mode, 'worker');
    assert.deepEqual(run.first.size, [640, 360], 'the output has the input\'s size');
    assert.ok(run.first.fps > 0.5, `no frames delivered: ${run.first.fps}`);
    assert.deepEqual(run.afterStop, { output: 'ended', input: 'live' });
    assert.equal(run.afterInputStop, 'ended', 'the output outlived the page\'s track');
    assert.deepEqual(run.thirdSize, [640, 360]);
    assert.equal(run.error, null);
    assert.equal(run.afterDispose, 'ended');
  });
});
