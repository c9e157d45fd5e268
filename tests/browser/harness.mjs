// Shared set-up for browser tests: the static site server and Debian's headless
// Chromium driven by playwright-core, with the flags verified in TOOLCHAIN.md
// (SwiftShader WebGL2, no background networking, fake camera).
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDir = process.env.VFX_SITE_DIR ?? join(repoRoot, 'build/wasm/site');
export const resultsDir = join(repoRoot, 'build/test-results');

// The fake-camera clip (made once by the native tool: the sample portrait before a busy background).
// size: 'WxH' (default 640x360).
export function fakeCameraClip(size = '640x360') {
  const clip = join(repoRoot, `build/test-results/fake_camera${size === '640x360' ? '' : `_${size}`}.y4m`);
  if (!existsSync(clip)) {
    mkdirSync(dirname(clip), { recursive: true });
    const tool = join(repoRoot, 'build/native/tools/vfx');
    if (!existsSync(tool)) throw new Error(`${tool} is missing: build the native side first (make native)`);
    execFileSync(tool, ['clip', '--output', clip, '--size', size, '--frames', '30']);
  }
  return clip;
}

// Chromium composites with GL (ANGLE on SwiftShader) by default here, and then
// loses any WebGPU device as soon as a WebGPU canvas is configured; with
// Vulkan compositing (SwiftShader's Vulkan), as on GPUs, WebGPU canvases work.
// The WebGPU backend's tests add these; the others keep the default.
export const VULKAN_COMPOSITING = ['--use-vulkan=swiftshader', '--enable-features=Vulkan'];

// VFX_TEST_BACKEND=webgpu runs the browser tests with the SDK on WebGPU where it
// picks its backend itself ('auto'): Vulkan compositing, and the page's WebGPU
// adapters reporting themselves as hardware (SwiftShader's is software, which
// 'auto' leaves to WebGL2). Workers see the adapter as it is and keep WebGL2.
export const TEST_BACKEND = process.env.VFX_TEST_BACKEND ?? 'auto';
// For tests that pin their backend ('webgpu', or the WebGL2 wasm session) and so do the same
// under VFX_TEST_BACKEND=webgpu: they run once, in the default suite.
export const PINNED_BACKEND_SKIP = TEST_BACKEND === 'webgpu' && 'it pins its backend: the default run covers it';
export function pretendHardwareAdapter() {
  if (typeof GPUAdapter !== 'function') return;
  Object.defineProperty(GPUAdapter.prototype, 'info', {
    get: () => ({ vendor: 'test', architecture: 'pretend', device: '', description: 'a hardware adapter', isFallbackAdapter: false }),
  });
  Object.defineProperty(GPUAdapter.prototype, 'isFallbackAdapter', { get: () => false });
}

export function chromiumArgs({ fakeVideo, extraArgs = [] } = {}) {
  const args = [
    '--headless=new', '--no-sandbox', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-quic',
    '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
    '--enable-unsafe-webgpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required', '--enable-precise-memory-info', '--js-flags=--expose-gc',
  ];
  if (fakeVideo) args.push(`--use-file-for-fake-video-capture=${fakeVideo}`);
  if (TEST_BACKEND === 'webgpu') args.push(...VULKAN_COMPOSITING);
  return [...args, ...extraArgs];
}

// Starts the server and a browser; returns {page, url(path), close()}.
// options: {fakeVideo: path.y4m, initScript: function run before page scripts, extraArgs: Chromium flags,
//           mounts: {'/prefix/': folder} served beside the site}.
export async function openBrowser(options = {}) {
  if (!existsSync(join(siteDir, 'vfx.mjs'))) {
    throw new Error(`${siteDir}/vfx.mjs is missing: build the wasm target first (make wasm)`);
  }
  // The test pages, the benchmark pages some tests run short versions of, and
  // the npm packages the adapter tests load (livekit-client, twilio-video).
  const server = await startServer(siteDir, 0, {
    '/tests/': join(repoRoot, 'tests/browser/pages'),
    '/bench/': join(repoRoot, 'benchmarks/browser'),
    '/node_modules/': join(repoRoot, 'tests/browser/node_modules'),
    ...(options.mounts ?? {}),
  });
  const profile = mkdtempSync(join(tmpdir(), 'vfx-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: false,  // --headless=new in args instead: the old headless mode lacks WebGL2 here
    args: chromiumArgs(options),
  });
  if (TEST_BACKEND === 'webgpu') await context.addInitScript(pretendHardwareAdapter);
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleLines = [];
  page.on('console', (msg) => consoleLines.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => consoleLines.push(`pageerror: ${err.message}`));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    page,
    consoleLines,
    url: (path) => `${base}/${path}`,
    async close() {
      await context.close();
      await new Promise((r) => server.close(r));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
