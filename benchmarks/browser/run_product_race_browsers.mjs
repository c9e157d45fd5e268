// The product-level race (product_race.html) in Chromium, Firefox and WebKit
// on this machine, one page load per browser, measured the same way in all
// three: frames counted as a video element presents them where the browser
// has no MediaStreamTrackProcessor, and the CPU time of every process of the
// browser (all descendants of this script except Xvfb and WebKitWebDriver,
// from /proc) per delivered frame. All three run under Xvfb on Mesa's
// llvmpipe (Firefox and WebKit have no WebGL headless here; Chromium through
// ANGLE's GL backend), so they share one rasterizer.
//
//   node benchmarks/browser/run_product_race_browsers.mjs [--browsers chromium,firefox,webkit]
//        [--size 640x360] [--seconds 4] [--repeat 2] [--source-fps 30] [--modes ours,livekit,...]
//        [--chromium-gl llvmpipe|swiftshader]
//        [--webkit-features +MediaStreamTrackProcessing,+AllowWebGLInWorkers] [--out FILE]
//
// WebKit runs with the features Safari ships on by default (--webkit-features ''
// for WebKitGTK as it ships). JSON lines to stdout and --out
// (benchmarks/results/product_race_browsers.jsonl); a table to stderr.
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { parseArgs as parseCommandLine } from 'node:util';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { startServer } from '../../web/tools/serve.mjs';
import { startXvfb, WebDriverSession } from '../../tests/browser/other_browsers.mjs';
import { summarize } from './run_product_race.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(benchDir, '../..');
const siteDir = process.env.VFX_SITE_DIR ?? join(repoRoot, 'build/wasm/site');

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// Chromium on the rasterizer Firefox and WebKit use here (Mesa's llvmpipe
// through ANGLE's GL backend, under Xvfb), or headless on SwiftShader as the
// tests and run_product_race.mjs run it (--chromium-gl swiftshader).
const CHROMIUM_COMMON = [
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
  '--ignore-gpu-blocklist',
];
const CHROMIUM_GL = {
  llvmpipe: ['--use-gl=angle', '--use-angle=gl'],
  swiftshader: ['--headless=new', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
};
const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const SAFARI_FEATURES = '+MediaStreamTrackProcessing,+AllowWebGLInWorkers';
// Every mode but passthrough, which needs insertable streams (Chromium only).
const PORTABLE_MODES = ['source', 'ours', 'ours-worker', 'livekit-ours', 'livekit', 'twilio-ours', 'twilio'];
// Processes that are not the browser's: the X server and WebKit's driver.
const NOT_THE_BROWSER = new Set(['Xvfb', 'WebKitWebDriver']);

const BROWSERS = ['chromium', 'firefox', 'webkit'];

function parseArgs(argv) {
  const { values } = parseCommandLine({
    args: argv,
    strict: true,
    options: {
      browsers: { type: 'string', default: BROWSERS.join(',') },
      size: { type: 'string', default: '640x360' },
      seconds: { type: 'string', default: '4' },
      repeat: { type: 'string', default: '2' },
      'source-fps': { type: 'string', default: '30' },
      modes: { type: 'string' },
      'chromium-gl': { type: 'string', default: 'llvmpipe' },
      'webkit-features': { type: 'string', default: SAFARI_FEATURES },
      out: { type: 'string', default: join(repoRoot, 'benchmarks/results/product_race_browsers.jsonl') },
    },
  });
  const options = {
    browsers: values.browsers.split(',').filter(Boolean),
    size: values.size,
    seconds: Number(values.seconds),
    repeat: Number(values.repeat),
    sourceFps: Number(values['source-fps']),
    modes: values.modes ?? null,
    chromiumGl: values['chromium-gl'],
    webkitFeatures: values['webkit-features'],
    out: resolve(values.out),
  };
  if (!/^\d+x\d+$/.test(options.size)) throw new Error('--size needs WIDTHxHEIGHT');
  for (const b of options.browsers) if (!BROWSERS.includes(b)) throw new Error(`unknown browser ${b}`);
  if (!CHROMIUM_GL[options.chromiumGl]) throw new Error(`--chromium-gl is llvmpipe or swiftshader`);
  if (!(options.sourceFps > 0))
    throw new Error('--source-fps must be > 0: the canvas source of Firefox and WebKit is paced');
  return options;
}

// CPU seconds (user + system) of every descendant of `rootPid` whose command
// is not in NOT_THE_BROWSER, from /proc/PID/stat.
export function treeCpuSeconds(rootPid) {
  const ticks = 100; // USER_HZ on Linux
  const procs = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' '); // fields[0] is the state (field 3)
    procs.set(Number(name), { comm, ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / ticks });
  }
  const children = new Map();
  for (const [pid, p] of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  let total = 0;
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const pid = stack.pop();
    const p = procs.get(pid);
    if (!NOT_THE_BROWSER.has(p.comm)) total += p.cpu;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

// Each browser as {evaluate(fn, arg), navigate(url), close()}: `fn` is an
// async function of one argument, run in the page.

// A Playwright or Puppeteer page so: `closeBrowser` ends its browser, whose
// profile folder is removed after.
function pageDriver(page, closeBrowser, profile) {
  return {
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    navigate: (url) => page.goto(url),
    async close() {
      await closeBrowser();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function openChromium(display, gl) {
  const profile = mkdtempSync(join(tmpdir(), 'vfx-race-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    args: [...CHROMIUM_COMMON, ...CHROMIUM_GL[gl]],
    env: { ...process.env, DISPLAY: display },
  });
  return pageDriver(await context.newPage(), () => context.close(), profile);
}

async function openFirefox(display) {
  const profile = mkdtempSync(join(tmpdir(), 'vfx-race-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    userDataDir: profile,
    env: { ...process.env, DISPLAY: display, MOZ_CRASHREPORTER_DISABLE: '1' },
    extraPrefsFirefox: { 'media.autoplay.default': 0, 'media.autoplay.blocking_policy': 0 },
  });
  return pageDriver(await browser.newPage(), () => browser.close(), profile);
}

async function openWebKit(display, features) {
  const args = ['--automation', ...(features ? [`--features=${features}`] : [])];
  const session = await WebDriverSession.start(
    WEBKIT_DRIVER,
    { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } },
    { ...process.env, DISPLAY: display },
  );
  return {
    evaluate: (fn, arg) => session.evaluate(fn, arg),
    navigate: (url) => session.navigate(url),
    close: () => session.quit(),
  };
}

// The page's WebGL renderer and user agent.
async function describe(browser) {
  return browser.evaluate(async () => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return {
      userAgent: navigator.userAgent,
      renderer: gl ? gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) : null,
    };
  }, null);
}

// Runs the race page in `browser`, answering its metric requests from /proc,
// until it is done (or `timeoutMs`). Returns the page's result.
async function race(browser, url, timeoutMs) {
  await browser.navigate(url);
  const deadline = Date.now() + timeoutMs;
  await browser.evaluate(async () => {
    while (!window.probeDone) await new Promise((r) => setTimeout(r, 50));
    window.probeDone.then((value) => {
      window.probeResult = value;
    });
  }, null);
  let lastLine = '';
  for (;;) {
    // A string, parsed here: a page library may break the driver's own serialisation of objects
    // (WebKitWebDriver: "Could not parse script result" once the peers' scripts were loaded).
    let poll;
    try {
      poll = JSON.parse(
        await browser.evaluate(
          async () =>
            JSON.stringify({
              ids: window.metricsRequests.splice(0),
              result: window.probeResult ?? null,
              last: document.getElementById('log')?.textContent.trim().split('\n').pop() ?? '',
            }),
          null,
        ),
      );
    } catch (e) {
      throw new Error(`${e.message} (the page's last line: ${lastLine.slice(0, 300)})`);
    }
    const { ids, result, last } = poll;
    lastLine = last;
    for (const id of ids) {
      const values = { BrowserCpuTime: treeCpuSeconds(process.pid) };
      await browser.evaluate(
        async (json) => {
          const [i, v] = JSON.parse(json);
          window.cdpReply(i, v);
        },
        JSON.stringify([id, values]),
      );
    }
    if (result) return JSON.parse(result);
    if (Date.now() > deadline) throw new Error(`the race did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(join(siteDir, 'sdk/index.js')))
    throw new Error(`${siteDir}/sdk is missing: build it first (make wasm)`);
  if (!existsSync(join(benchDir, 'node_modules/puppeteer-core'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' });
  }
  let commit = null;
  try {
    commit = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    /* not a git checkout */
  }
  const server = await startServer(siteDir, 0, { '/bench/': benchDir, '/models/': join(repoRoot, 'models') });
  const base = `http://127.0.0.1:${server.address().port}`;
  const xvfb = await startXvfb();
  const lines = [];
  try {
    for (const name of options.browsers) {
      const modes =
        options.modes ?? (name === 'chromium' ? ['passthrough', ...PORTABLE_MODES] : PORTABLE_MODES).join(',');
      const query = new URLSearchParams({
        size: options.size,
        seconds: String(options.seconds),
        repeat: String(options.repeat),
        source_fps: String(options.sourceFps),
        modes,
        poll_metrics: '1',
      });
      const browser =
        name === 'chromium'
          ? await openChromium(xvfb.display, options.chromiumGl)
          : name === 'firefox'
            ? await openFirefox(xvfb.display)
            : await openWebKit(xvfb.display, options.webkitFeatures);
      try {
        await browser.navigate(`${base}/index.html`);
        const { userAgent, renderer } = await describe(browser);
        const common = {
          suite: 'product_race_browsers',
          browser: name,
          userAgent,
          renderer,
          commit,
          started_at: new Date().toISOString(),
          ...(name === 'webkit' ? { webkit_features: options.webkitFeatures } : {}),
          ...(name === 'chromium' ? { chromium_gl: options.chromiumGl } : {}),
        };
        console.error(`# ${name}: ${userAgent}; WebGL renderer ${renderer}`);
        const result = await race(browser, `${base}/bench/product_race.html?${query}`, 30 * 60 * 1000);
        if (result.error) throw new Error(`${name}: ${result.error}`);
        for (const row of result.rows) lines.push({ ...common, kind: 'race', ...row });
        for (const s of summarize(result.rows))
          lines.push({ ...common, kind: 'summary', size: options.size, source_fps: options.sourceFps, ...s });
        for (const row of result.rows.filter((r) => r.error))
          lines.push({ ...common, kind: 'error', mode: row.mode, error: row.error });
      } catch (e) {
        // One browser failing leaves the others' results.
        lines.push({
          suite: 'product_race_browsers',
          browser: name,
          commit,
          kind: 'error',
          mode: null,
          error: String(e?.stack ?? e),
        });
        console.error(`# ${name} failed: ${e?.stack ?? e}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    xvfb.stop();
    await new Promise((r) => server.close(r));
  }
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  for (const line of lines) console.log(JSON.stringify(line));
  console.error('browser   mode            fps     browser cpu ms/frame  first frame ms');
  for (const s of lines.filter((l) => l.kind === 'summary')) {
    console.error(
      `${s.browser.padEnd(8)}  ${s.mode.padEnd(14)}  ${String(s.fps).padEnd(6)}  ${String(s.browser_cpu_ms_per_frame).padEnd(20)}  ${s.first_frame_ms}`,
    );
  }
  const errors = new Map();
  for (const e of lines.filter((l) => l.kind === 'error')) errors.set(`${e.browser} ${e.mode}`, e.error);
  for (const [key, error] of errors) console.error(`# ${key}: ${error.slice(0, 200)}`);
  console.error(`# written to ${options.out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`run_product_race_browsers: ${error.stack ?? error}`);
    process.exit(1);
  });
}
