// The product-level race (product_race.html) in headless Chromium on
// SwiftShader, plus each engine's download: background blur at 720p through
// our SDK and its LiveKit/Twilio adapters beside @livekit/track-processors and
// @twilio/video-processors, one page load.
//
//   node benchmarks/browser/run_product_race.mjs [--size 1280x720] [--seconds 4] [--repeat 2] [--source-fps 30]
//        [--modes source,passthrough,...] [--out FILE] [--page-only]
//
// Downloads: every engine opened alone in a fresh tab; every request the tab
// and its workers made, minus the harness's own files, gzip -9 (what a server
// with compression sends). The race: one page, driven with a DevTools binding
// (cdpMetrics) that answers Performance.getMetrics, for main-thread time.
// JSON lines to stdout and benchmarks/results/product_race_swiftshader.jsonl;
// a table to stderr. The same page runs on the H200 through gpu_browser/.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { parseArgs as parseCommandLine } from 'node:util';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(benchDir, '../..');
const siteDir = process.env.VFX_SITE_DIR ?? join(repoRoot, 'build/wasm/site');
const modelsDir = join(repoRoot, 'models');

const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--autoplay-policy=no-user-gesture-required',
];

// The engine each download measurement opens, and what it is called in the tables.
const DOWNLOAD_MODES = { ours: 'ours (SDK, worker mode too)', livekit: '@livekit/track-processors', twilio: '@twilio/video-processors' };

function parseArgs(argv) {
  const { values } = parseCommandLine({
    args: argv,
    strict: true,
    options: {
      size: { type: 'string', default: '1280x720' },
      seconds: { type: 'string', default: '4' },
      repeat: { type: 'string', default: '2' },
      'source-fps': { type: 'string', default: '30' },
      modes: { type: 'string' },
      out: { type: 'string', default: join(repoRoot, 'benchmarks/results/product_race_swiftshader.jsonl') },
      'page-only': { type: 'boolean', default: false },
    },
  });
  const options = {
    size: values.size, seconds: Number(values.seconds), repeat: Number(values.repeat),
    sourceFps: Number(values['source-fps']), modes: values.modes ?? null, pageOnly: values['page-only'],
    out: resolve(values.out),
  };
  if (!/^\d+x\d+$/.test(options.size)) throw new Error('--size needs WIDTHxHEIGHT');
  return options;
}

// The server's URL -> file mapping (startServer's mounts below).
function fileForUrl(url) {
  const path = decodeURIComponent(new URL(url).pathname);
  if (path.startsWith('/bench/')) return join(benchDir, path.slice('/bench/'.length));
  if (path.startsWith('/models/')) return join(modelsDir, path.slice('/models/'.length));
  return join(siteDir, path);
}

const HARNESS = /^\/(bench\/(product_race\.(html|mjs)|track_bench\.mjs|gl_program\.mjs|tflite_metadata\.mjs)|astronaut\.png|favicon\.ico)$/;

// Every engine alone in a fresh tab: what it fetched (page and workers), gzip -9.
async function downloadSize(context, url, mode) {
  const page = await context.newPage();
  const urls = new Set();
  const onRequest = (request) => urls.add(request.url());
  context.on('request', onRequest);
  page.on('request', onRequest);
  try {
    await page.goto(url(`bench/product_race.html?modes=${mode}&seconds=1&warmup=0.5&repeat=1`));
    const result = JSON.parse(await page.evaluate(() => window.probeDone));
    const row = result.rows?.[0];
    if (!row || row.error) throw new Error(`download pass of ${mode}: ${row?.error ?? result.error}`);
  } finally {
    context.off('request', onRequest);
    await page.close();
  }
  let bytes = 0;
  const files = [];
  for (const u of urls) {
    const path = new URL(u).pathname;
    if (!u.startsWith('http://127.0.0.1') || HARNESS.test(path)) continue;
    const file = fileForUrl(u);
    if (!existsSync(file)) continue;
    const gz = gzipSync(readFileSync(file), { level: 9 }).length;
    bytes += gz;
    files.push({ path, gzip_bytes: gz });
  }
  files.sort((a, b) => b.gzip_bytes - a.gzip_bytes);
  return { bytes, files };
}

// The race page, with DevTools metrics for main-thread and process CPU time.
async function racePage(context, url, options) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: 'cdpMetrics' });
  cdp.on('Runtime.bindingCalled', async ({ name, payload }) => {
    if (name !== 'cdpMetrics') return;
    const { id } = JSON.parse(payload);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const values = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
    await page.evaluate(([i, v]) => window.cdpReply(i, v), [id, values]).catch(() => {});
  });
  const query = new URLSearchParams({ size: options.size, seconds: String(options.seconds), repeat: String(options.repeat), source_fps: String(options.sourceFps) });
  if (options.modes) query.set('modes', options.modes);
  page.on('console', (message) => { if (message.type() === 'error') console.error(`# page: ${message.text().slice(0, 300)}`); });
  await page.goto(url(`bench/product_race.html?${query}`));
  const result = JSON.parse(await page.evaluate(() => window.probeDone));
  await page.close();
  if (result.error) throw new Error(result.error);
  return result;
}

// Median per mode over repeats.
export function summarize(rows) {
  const byMode = new Map();
  for (const row of rows) {
    if (row.error) continue;
    byMode.set(row.mode, [...(byMode.get(row.mode) ?? []), row]);
  }
  const median = (values) => {
    const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
    if (!v.length) return null;
    return v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  };
  return [...byMode].map(([mode, list]) => ({
    mode,
    fps: median(list.map((r) => r.fps)),
    main_ms_per_frame: median(list.map((r) => r.main_ms_per_frame)),
    cpu_ms_per_frame: median(list.map((r) => r.cpu_ms_per_frame)),
    browser_cpu_ms_per_frame: median(list.map((r) => r.browser_cpu_ms_per_frame)),
    first_frame_ms: list.find((r) => r.repeat === 0)?.first_frame_ms ?? null,
    repeats: list.length,
  }));
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(join(siteDir, 'sdk/index.js'))) throw new Error(`${siteDir}/sdk is missing: build it first (make wasm)`);
  if (!existsSync(join(benchDir, 'node_modules/@livekit/track-processors'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' });
  }
  const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
  const browser = execFileSync(executablePath, ['--version'], { encoding: 'utf8' }).trim();
  let commit = null;
  try {
    commit = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch { /* not a git checkout */ }
  const server = await startServer(siteDir, 0, { '/bench/': benchDir, '/models/': modelsDir });
  const url = (path) => `http://127.0.0.1:${server.address().port}/${path}`;
  const profile = mkdtempSync(join(tmpdir(), 'vfx-product-race-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, headless: false, args: CHROMIUM_ARGS });
  const lines = [];
  try {
    const common = { suite: 'product_race', arena: 'swiftshader', browser, commit, started_at: new Date().toISOString() };
    if (!options.pageOnly) {
      for (const [mode, engine] of Object.entries(DOWNLOAD_MODES)) {
        const download = await downloadSize(context, url, mode);
        lines.push({ ...common, kind: 'download', mode, engine, gzip_bytes: download.bytes, files: download.files });
        console.error(`# download ${engine}: ${(download.bytes / 1e6).toFixed(3)} MB gzip (${download.files.length} files)`);
      }
    }
    const race = await racePage(context, url, options);
    for (const row of race.rows) lines.push({ ...common, kind: 'race', ...row });
    for (const s of summarize(race.rows)) lines.push({ ...common, kind: 'summary', size: options.size, source_fps: options.sourceFps, ...s });
  } finally {
    await context.close();
    await new Promise((r) => server.close(r));
    rmSync(profile, { recursive: true, force: true });
  }
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  for (const line of lines) console.log(JSON.stringify(line));
  console.error('mode            fps     main ms/frame  cpu ms/frame  first frame ms');
  for (const s of lines.filter((l) => l.kind === 'summary')) {
    console.error(`${s.mode.padEnd(14)}  ${String(s.fps).padEnd(6)}  ${String(s.main_ms_per_frame).padEnd(13)}  ${String(s.cpu_ms_per_frame).padEnd(12)}  ${s.first_frame_ms}`);
  }
  console.error(`# written to ${options.out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`run_product_race: ${error.stack ?? error}`);
    process.exit(1);
  });
}
