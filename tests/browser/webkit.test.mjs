// The SDK in WebKit (Debian's WebKitGTK MiniBrowser, driven by
// WebKitWebDriver over classic WebDriver): the demo page plays its sample clip
// through applyEffect and the background is visibly blurred, the person kept,
// with no error reported. WebKit has no insertable streams in windows, so this
// is the SDK's video-element path on WebGL2, as in Safari before its worker
// path is taken. WebKitGTK runs in a virtual X display (Xvfb). Skipped where
// WebKitWebDriver, MiniBrowser or Xvfb is missing (scripts/install_deps.sh
// installs them), and in the WebGPU run (the same page either way).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../web/tools/serve.mjs';
import { resultsDir, siteDir, TEST_BACKEND } from './harness.mjs';
import { checkDemoOutput, outputDetail, startXvfb, WebDriverSession, XVFB } from './other_browsers.mjs';

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const missing = [DRIVER, MINIBROWSER, XVFB].filter((path) => !existsSync(path));

test('WebKit: the demo blurs the sample clip\'s background through applyEffect, with no error', {
  timeout: 240000,
  skip: (TEST_BACKEND === 'webgpu' && 'the same page as in the default run')
    || (missing.length > 0 && `missing ${missing.join(', ')} (scripts/install_deps.sh installs them)`),
}, async () => {
  const server = await startServer(siteDir);
  const xvfb = await startXvfb();
  let session;
  try {
    session = await WebDriverSession.start(DRIVER, {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }, { ...process.env, DISPLAY: xvfb.display });
    await session.navigate(`http://127.0.0.1:${server.address().port}/index.html`);
    // Errors from here on (classic WebDriver has no console log): console.error and uncaught ones.
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

    const blurred = await session.evaluate(outputDetail);
    const select = async (effect) => session.evaluate(async (value) => {
      const element = document.getElementById('effect');
      element.value = value;
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, effect);
    await select('none');
    const sharp = await session.evaluate(outputDetail);
    const stats = await session.evaluate(async () => document.getElementById('stats').textContent);
    await select('blur');
    await session.evaluate(outputDetail);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'demo_output_webkit.png'), await session.elementScreenshot('#output'));
    const errors = await session.evaluate(async () => window.vfxErrors);
    console.log(`${state.userAgent}: ${blurred.w}x${blurred.h}, wall detail blurred ${blurred.wall.toFixed(1)} vs none ${sharp.wall.toFixed(1)}, ` +
      `face ${blurred.face.toFixed(1)} vs ${sharp.face.toFixed(1)}; stats "${stats.split('\n')[0]}"`);
    checkDemoOutput(blurred, sharp);
    assert.deepEqual(errors, [], 'errors in the page');
    // WebKit names llvmpipe "Apple GPU": the timing probe (web/sdk/software_probe.js) must see the CPU.
    const probe = await session.evaluate(async () => {
      const { rendererNameOf } = await import('./sdk/placement.js');
      const { probeSoftwareRenderer } = await import('./sdk/software_probe.js');
      const gl = document.createElement('canvas').getContext('webgl2');  // none in an OffscreenCanvas here
      return { name: rendererNameOf(gl), ...probeSoftwareRenderer() };
    });
    console.log(`WebKit renderer "${probe.name}": probe ${probe.ms?.toFixed(1)} ms, software ${probe.software}`);
    assert.equal(probe.software, true, `the probe took llvmpipe for a GPU (${probe.ms} ms)`);
    assert.match(stats.split('\n')[0], /software plan/, 'the engine runs the CPU-shaped plan');
  } finally {
    await session?.quit();
    xvfb.stop();
    server.close();
  }
});
