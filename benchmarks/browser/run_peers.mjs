// Our generated segmentation nets side by side with the peer engines in ONE
// headless Chromium (WebGL2 and WebGPU on SwiftShader, the software GPU), so
// the ratios between engines come from one browser on one machine (the
// absolute numbers move with the machine: compare ratios).
//
//   node benchmarks/browser/run_peers.mjs [--runs 50] [--webgpu-runs 5]
//        [--engines vfx/webgl2,mediapipe/gpu,...] [--models NAME,...]
//        [--out FILE] [--append] [--no-webgpu] [--wait-quiet SECONDS]
//
// Per model and engine, in a fresh tab: time to first result (engine and model
// created, first mask on the CPU), warm-up (onnxruntime-web's wasm needs >= 4 s
// to reach its steady speed; the others >= 5 runs and >= 2 s), then `runs` timed
// runs of: the input already at the model's size -> run -> mask readable on the
// CPU. Prints one JSON line per measurement on stdout and writes them to
// benchmarks/results/browser_swiftshader.jsonl; a summary table goes to stderr.
// iou_vs_vfx is the IoU of mask > 0.5 against our engine's mask: the same model ran.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(benchDir, '../..');
const siteDir = process.env.VFX_SITE_DIR ?? join(repoRoot, 'build/wasm/site');
const modelsDir = join(repoRoot, 'models');

const ALL_MODELS = ['mp_selfie_segmentation_landscape_144x256', 'mp_selfie_segmentation_256x256'];
// vfx first: the others are compared with its mask.
const ALL_ENGINES = ['vfx/webgl2', 'mediapipe/gpu', 'mediapipe/cpu', 'ort/wasm-1t', 'ort/webgl', 'ort/webgpu'];

function parseArgs(argv) {
  const options = {
    runs: 50,
    webgpuRuns: 5,
    engines: ALL_ENGINES,
    models: ALL_MODELS,
    out: join(repoRoot, 'benchmarks/results/browser_swiftshader.jsonl'),
    append: false,
    webgpu: true,
    caseTimeoutS: 420,
    waitQuietS: 0,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${arg} needs a positive integer`);
      return n;
    };
    switch (arg) {
      case '--runs': options.runs = count(); break;
      case '--webgpu-runs': options.webgpuRuns = count(); break;
      case '--case-timeout': options.caseTimeoutS = count(); break;
      case '--wait-quiet': options.waitQuietS = count(); break;
      case '--engines': options.engines = value().split(','); break;
      case '--models': options.models = value().split(','); break;
      case '--out': options.out = resolve(value()); break;
      case '--append': options.append = true; break;
      case '--no-webgpu': options.webgpu = false; break;
      case '--help':
        console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(5, 16).join('\n'));
        process.exit(0);
        break;
      default: throw new Error(`unknown argument ${arg} (try --help)`);
    }
  }
  for (const e of options.engines) if (!ALL_ENGINES.includes(e)) throw new Error(`unknown engine ${e}: ${ALL_ENGINES.join(', ')}`);
  for (const m of options.models) if (!ALL_MODELS.includes(m)) throw new Error(`unknown model ${m}: ${ALL_MODELS.join(', ')}`);
  // Keep vfx first whatever the order given, since the IoU needs its mask.
  options.engines = ALL_ENGINES.filter((e) => options.engines.includes(e));
  return options;
}

// Warm-up and run counts per engine (see the header).
function schedule(engine, options) {
  if (engine === 'ort/wasm-1t') return { runs: options.runs, warmupRuns: 5, warmupMs: 4000 };
  // Seconds per frame on SwiftShader's WebGPU: a few runs say enough.
  if (engine === 'ort/webgpu') return { runs: Math.min(options.runs, options.webgpuRuns), warmupRuns: 2, warmupMs: 2000 };
  return { runs: options.runs, warmupRuns: 5, warmupMs: 2000 };
}

// The flags verified in ../shared/TOOLCHAIN.md (as in tests/browser/harness.mjs, minus the fake camera).
const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--enable-unsafe-webgpu',
];

// The server's URL -> file mapping (see startServer's mounts below), for download sizes.
function fileForUrl(url) {
  const path = decodeURIComponent(new URL(url).pathname);
  if (path.startsWith('/bench/')) return join(benchDir, path.slice('/bench/'.length));
  if (path.startsWith('/models/')) return join(modelsDir, path.slice('/models/'.length));
  return join(siteDir, path);
}

// What the page itself needs, not the engine: not counted as download.
const HARNESS_PATHS = new Set(['/bench/peers.html', '/bench/peers.mjs', '/bench/tflite_metadata.mjs', '/astronaut.png', '/favicon.ico']);

function downloadSize(urls) {
  let bytes = 0;
  const files = [];
  for (const url of urls) {
    const path = new URL(url).pathname;
    if (HARNESS_PATHS.has(path)) continue;
    const file = fileForUrl(url);
    if (!existsSync(file)) continue;
    bytes += gzipSync(readFileSync(file), { level: 9 }).length;
    files.push(path.split('/').pop());
  }
  return { bytes, files };
}

function compareMasks(mask, reference) {
  if (!reference || reference.length !== mask.length) return { iou: null, maxAbsDiff: null };
  let both = 0, either = 0, maxAbsDiff = 0;
  for (let i = 0; i < mask.length; i++) {
    const a = mask[i] > 0.5, b = reference[i] > 0.5;
    both += a && b;
    either += a || b;
    maxAbsDiff = Math.max(maxAbsDiff, Math.abs(mask[i] - reference[i]));
  }
  return { iou: either ? both / either : 1, maxAbsDiff };
}

// With --wait-quiet S: before each case, wait (up to S seconds) until other
// processes use under 10% of the cores for 3 s. Returns the seconds waited.
async function waitForQuiet(maxSeconds) {
  const start = performance.now();
  while ((performance.now() - start) / 1000 < maxSeconds) {
    const meter = cpuMeter();
    await new Promise((r) => setTimeout(r, 3000));
    if ((meter() ?? 0) < 0.1) break;
  }
  return (performance.now() - start) / 1000;
}

// CPU time (s) used by the whole machine and by this process with its children
// (Chromium), from /proc: what the others used during a case is the difference.
// The machine has 2 cores and is shared: a compile beside a case shows here.
const USER_HZ = 100;
function machineBusySeconds() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user + nice + system + irq + softirq + (steal ?? 0)) / USER_HZ;
}
function ourTreeSeconds() {
  const children = new Map();
  const cpu = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try { stat = readFileSync(`/proc/${entry}/stat`, 'utf8'); } catch { continue; }
    // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime cutime cstime.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(rest[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(entry));
    cpu.set(Number(entry), (Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14])) / USER_HZ);
  }
  let total = 0;
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop();
    total += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
function cpuMeter() {
  if (!existsSync('/proc/stat')) return () => null;
  const start = { wall: performance.now(), machine: machineBusySeconds(), ours: ourTreeSeconds() };
  const cores = availableParallelism();
  // Returns the cores' share (0..1) the other processes used since the meter started.
  return () => {
    const wall = (performance.now() - start.wall) / 1000;
    const others = machineBusySeconds() - start.machine - (ourTreeSeconds() - start.ours);
    return Math.max(0, others) / (wall * cores);
  };
}

const round = (x, digits = 2) => (x == null ? null : Number(x.toFixed(digits)));

function withTimeout(promise, seconds, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result after ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runCaseInTab(context, url, engine, model, plan, options) {
  const page = await context.newPage();
  const requested = new Set();
  const consoleLines = [];
  page.on('request', (request) => requested.add(request.url()));
  page.on('console', (msg) => consoleLines.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => consoleLines.push(`pageerror: ${err.message}`));
  try {
    await page.goto(url('bench/peers.html'));
    await page.waitForFunction(() => window.peersReady === true, null, { timeout: 30000 });
    const othersCpu = cpuMeter();
    const result = await withTimeout(
      page.evaluate((args) => window.runCase(args), { engine, model, ...plan }),
      options.caseTimeoutS, `${engine} on ${model}`);
    return { ...result, othersCpu: othersCpu(), download: downloadSize(requested), consoleLines };
  } catch (error) {
    return { ok: false, stage: 'driver', error: String(error?.message ?? error), consoleLines };
  } finally {
    await page.close();
  }
}

async function webglRenderer(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url('bench/peers.html'));
    return await page.evaluate(async () => {
      const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
      const info = gl && gl.getExtension('WEBGL_debug_renderer_info');
      const webgl2 = gl ? gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) : 'no WebGL2';
      let webgpu = 'no navigator.gpu';
      if (navigator.gpu) {
        const adapter = await navigator.gpu.requestAdapter();
        webgpu = adapter ? `${adapter.info?.vendor ?? ''} ${adapter.info?.architecture ?? ''} ${adapter.info?.description ?? ''}`.trim() : 'no adapter';
      }
      return { webgl2, webgpu, cores: navigator.hardwareConcurrency, isolated: crossOriginIsolated };
    });
  } finally {
    await page.close();
  }
}

function summaryTable(lines) {
  const rows = [['case', 'variant', 'median ms', 'p90 ms', 'runs', 'first result ms', 'IoU vs vfx', 'gzip MB', 'others CPU']];
  for (const l of lines) {
    rows.push(l.skipped
      ? [l.case, l.variant, `skipped: ${l.skipped}`.slice(0, 100), '', '', '', '', '', '']
      : [l.case, l.variant, String(l.median_ms), String(l.p90_ms), String(l.runs), String(l.first_result_ms),
        l.iou_vs_vfx == null ? '-' : l.iou_vs_vfx.toFixed(4),
        l.download_gzip_bytes == null ? '-' : (l.download_gzip_bytes / 1e6).toFixed(2),
        l.other_cpu_share == null ? '-' : `${Math.round(l.other_cpu_share * 100)}%`]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[2].startsWith('skipped') && c === 2 ? 0 : r[c].length))));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c])).join('  ')).join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(join(siteDir, 'vfx_bench.mjs'))) throw new Error(`${siteDir}/vfx_bench.mjs is missing: build it first (make wasm)`);
  const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
  const chromiumVersion = execFileSync(executablePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const startedAt = new Date().toISOString();
  // Which build of ours ran: the commit checked out and when vfx.wasm was built
  // (the tree may hold uncommitted work newer or older than the build).
  let commit = null;
  try {
    commit = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch { /* not a git checkout */ }
  const wasmBuilt = statSync(join(siteDir, 'vfx.wasm')).mtime.toISOString();
  const load = loadavg()[0];

  const server = await startServer(siteDir, 0, { '/bench/': benchDir, '/models/': modelsDir });
  const base = `http://127.0.0.1:${server.address().port}`;
  const url = (path) => `${base}/${path}`;
  const profile = mkdtempSync(join(tmpdir(), 'vfx-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: false, // --headless=new in the args: the old headless mode has no WebGL2 here
    args: CHROMIUM_ARGS,
  });

  mkdirSync(dirname(options.out), { recursive: true });
  if (!options.append) writeFileSync(options.out, '');
  const lines = [];
  const emit = (line) => {
    const text = JSON.stringify(line);
    console.log(text);
    appendFileSync(options.out, text + '\n');
    lines.push(line);
  };

  try {
    const gpu = await webglRenderer(context, url);
    console.error(`# ${chromiumVersion}; WebGL2: ${gpu.webgl2}; WebGPU: ${gpu.webgpu}; ` +
      `${gpu.cores} cores; crossOriginIsolated ${gpu.isolated}; started ${startedAt}; load average ${load.toFixed(2)}; ` +
      `HEAD ${commit}, vfx.wasm built ${wasmBuilt}`);
    const common = {
      suite: 'browser_nn', browser: chromiumVersion, renderer: gpu.webgl2, started_at: startedAt,
      commit, vfx_wasm_built: wasmBuilt, loadavg_1min_at_start: round(load),
    };

    for (const model of options.models) {
      let reference = null;
      for (const engine of options.engines) {
        const base = { ...common, case: model, variant: engine };
        if (engine === 'ort/webgpu' && !options.webgpu) {
          emit({ ...base, median_ms: null, skipped: 'left out with --no-webgpu' });
          continue;
        }
        if (options.waitQuietS) {
          const waited = await waitForQuiet(options.waitQuietS);
          if (waited > 3.5) console.error(`# waited ${waited.toFixed(0)} s for the other processes to calm down`);
        }
        const plan = schedule(engine, options);
        console.error(`# ${model} ${engine}: ${plan.runs} runs after >= ${plan.warmupRuns} runs and >= ${plan.warmupMs / 1000} s of warm-up`);
        const result = await runCaseInTab(context, url, engine, model, plan, options);
        if (!result.ok) {
          const reason = `${result.stage}: ${result.error}`.replace(/\s+/g, ' ').slice(0, 400);
          console.error(`# ${model} ${engine} failed at ${reason}`);
          if (result.consoleLines.length) console.error(result.consoleLines.slice(-10).map((l) => `#   ${l}`).join('\n'));
          emit({ ...base, median_ms: null, skipped: reason });
          continue;
        }
        if (engine === 'vfx/webgl2') reference = result.mask;
        const match = compareMasks(result.mask, reference);
        emit({
          ...base,
          median_ms: round(result.medianMs),
          p90_ms: round(result.p90Ms),
          runs: result.times.length,
          first_result_ms: round(result.firstResultMs, 1),
          create_ms: round(result.createMs, 1),
          iou_vs_vfx: round(match.iou, 5),
          max_abs_diff_vs_vfx: round(match.maxAbsDiff, 5),
          warmup_runs: result.warmupRuns,
          warmup_ms: round(result.warmupMs, 0),
          download_gzip_bytes: result.download.bytes,
          download_files: result.download.files,
          info: result.info,
          // Share of the cores that other processes used during the case (0..1): a case
          // run beside a compile is suspect.
          other_cpu_share: round(result.othersCpu, 3),
        });
        if (plan.runs < options.runs) {
          console.error(`# ${engine}: ${plan.runs} timed runs only (seconds per frame on SwiftShader; --webgpu-runs N)`);
        }
      }
    }
  } finally {
    await context.close();
    await new Promise((r) => server.close(r));
    rmSync(profile, { recursive: true, force: true });
  }
  console.error(summaryTable(lines));
  console.error(`# written to ${options.out}`);
}

main().catch((error) => {
  console.error(`run_peers: ${error.message}`);
  process.exit(1);
});
