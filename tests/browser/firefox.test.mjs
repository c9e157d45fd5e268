// The SDK in Firefox (Debian's firefox-esr, driven over WebDriver BiDi by
// puppeteer-core): the demo page plays its sample clip through applyEffect
// and the background is visibly blurred, the person kept, with no error on the
// console. Firefox has no insertable streams, so this is the SDK's
// video-element path on WebGL2. Headless Firefox has no WebGL on this machine,
// so Firefox runs in a virtual X display (Xvfb). Skipped where firefox-esr or
// Xvfb is missing (scripts/install_deps.sh installs both), and in the WebGPU
// run (it is the same page either way).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from '../../web/tools/serve.mjs';
import { resultsDir, siteDir, TEST_BACKEND } from './harness.mjs';
import { checkDemoOutput, outputDetail, startXvfb, XVFB } from './other_browsers.mjs';

const FIREFOX = '/usr/bin/firefox-esr';
const missing = [FIREFOX, XVFB].filter((path) => !existsSync(path));

test('Firefox: the demo blurs the sample clip\'s background through applyEffect, with no console error', {
  timeout: 240000,
  skip: (TEST_BACKEND === 'webgpu' && 'the same page as in the default run')
    || (missing.length > 0 && `missing ${missing.join(', ')} (scripts/install_deps.sh installs them)`),
}, async () => {
  const server = await startServer(siteDir);
  const xvfb = await startXvfb();
  const profile = mkdtempSync(join(tmpdir(), 'vfx-firefox-'));
  let browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: false,
      userDataDir: profile,
      env: { ...process.env, DISPLAY: xvfb.display, MOZ_CRASHREPORTER_DISABLE: '1' },
      extraPrefsFirefox: { 'media.autoplay.default': 0, 'media.autoplay.blocking_policy': 0 },
    });
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html?still`);
    await page.waitForFunction(() => window.vfxDemo?.ready || window.vfxDemo?.error, { timeout: 120000 });
    const state = await page.evaluate(() => ({ ...window.vfxDemo }));
    const userAgent = await browser.userAgent();
    assert.ok(state.ready, `the demo failed in Firefox: ${state.error}`);
    assert.equal(state.source, 'sample');

    const blurred = await page.evaluate(outputDetail);
    await page.select('#effect', 'none');
    const sharp = await page.evaluate(outputDetail);
    const stats = await page.evaluate(() => document.getElementById('stats').textContent);
    mkdirSync(resultsDir, { recursive: true });
    await page.select('#effect', 'blur');
    await page.evaluate(outputDetail);
    const output = await page.$('#output');
    await output.screenshot({ path: join(resultsDir, 'demo_output_firefox.png') });
    console.log(`${userAgent}: ${blurred.w}x${blurred.h}, wall detail blurred ${blurred.wall.toFixed(1)} vs none ${sharp.wall.toFixed(1)}, ` +
      `face ${blurred.face.toFixed(1)} vs ${sharp.face.toFixed(1)}; stats "${stats}"`);
    checkDemoOutput(blurred, sharp);
    assert.deepEqual(errors, [], 'console errors');
  } finally {
    await browser?.close();
    xvfb.stop();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
