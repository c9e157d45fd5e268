// Turns the pages' results (run_pages.sh's pageN.json, written by cdp_run.py)
// into JSON lines (one per measurement, like make bench's) on stdout and
// markdown tables for benchmarks/RESULTS.md on stderr.
//
//   node benchmarks/gpu_browser/summarize.mjs [--jsonl OUT.jsonl] page1.json page2.json ...
import { appendFileSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let jsonl = null;
if (args[0] === '--jsonl') {
  jsonl = args[1];
  args.splice(0, 2);
}
const emit = (line) => {
  const text = JSON.stringify(line);
  console.log(text);
  if (jsonl) appendFileSync(jsonl, `${text}\n`);
};
const table = (header, rows) => {
  console.error(`| ${header.join(' | ')} |`);
  console.error(`|${header.map(() => '---').join('|')}|`);
  for (const r of rows) console.error(`| ${r.join(' | ')} |`);
  console.error('');
};
const short = (model) => model.replace('mp_selfie_segmentation_', '');
const fmt = (x, digits = 2) => (x === null || x === undefined ? '–' : Number(x).toFixed(digits));

for (const file of args) {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const page = result.page;
  if (!page || typeof page !== 'object') {
    console.error(`${file}: no page result (${result.error ?? JSON.stringify(page)?.slice(0, 200)})`);
    continue;
  }
  if (page.error) {
    console.error(`${file}: page error ${page.error}`);
    continue;
  }
  const where = { renderer: page.env?.renderer ?? null, url: result.url };
  if (page.models) {
    console.error(`## ${file}: race (${page.env?.renderer}; timer query: ${page.env?.timer_query_webgl2})\n`);
    for (const m of page.models) {
      table(['engine', 'input', 'mask on CPU median (p90) ms', 'GPU-complete median (p90) ms', 'of it, issue ms', 'pipelined ms/inference', 'first result ms', 'IoU vs ORT wasm', 'max abs'],
        m.rows.map((r) => (r.ok
          ? [`${short(r.model)} ${r.engine}`, r.input ?? '', `${fmt(r.cpu_median_ms)} (${fmt(r.cpu_p90_ms)})`,
            `${fmt(r.gpu_median_ms)} (${fmt(r.gpu_p90_ms)})`, fmt(r.issue_median_ms),
            r.pipelined_error ? `failed: ${r.pipelined_error}` : fmt(r.pipelined_median_ms, 3), fmt(r.first_result_ms, 0),
            fmt(r.iou_vs_ort_wasm, 4), fmt(r.max_abs_vs_ort_wasm, 4)]
          : [`${short(r.model)} ${r.engine}`, `failed: ${r.error}`, '', '', '', '', '', '', ''])));
      // Speed-up = other/ours per round (the reciprocal of the ratio): > 1 means ours is faster.
      table(['ours', 'vs', 'mode', 'median ratio ours/other (p10–p90)', 'speed-up of ours'],
        m.ratios.map((r) => [`${short(r.model)} ${r.ours}`, r.other, r.mode, `${fmt(r.median_ratio, 3)} (${fmt(r.p10, 3)}–${fmt(r.p90, 3)})`,
          `${fmt(1 / r.median_ratio, 2)}× (${fmt(1 / r.p90, 2)}–${fmt(1 / r.p10, 2)})`]));
      for (const r of m.rows) emit({ bench: 'gpu_browser_race', ...where, ...r });
      for (const r of m.ratios) emit({ bench: 'gpu_browser_race_ratio', ...where, ...r });
      if (m.profile?.passes) {
        const passes = [...m.profile.passes].sort((a, b) => b.ms - a.ms);
        const total = passes.reduce((s, p) => s + p.ms, 0);
        console.error(`per-pass (${m.profile.method}) ${m.profile.engine}: ${passes.length} passes, sum ${fmt(total)} ms; top 8:`);
        table(['pass', 'ms', 'MMACs'], passes.slice(0, 8).map((p) => [p.name, fmt(p.ms, 3), fmt(p.macs / 1e6, 1)]));
        emit({ bench: 'gpu_browser_passes', ...where, model: m.rows[0]?.model, engine: m.profile.engine, method: m.profile.method, passes: m.profile.passes });
      }
    }
  }
  if (page.slope) {
    console.error(`## ${file}: per-pass cost\n`);
    table(['passes', 'issue ms', 'complete ms'], page.rows.map((r) => [r.passes, fmt(r.issue_ms, 3), fmt(r.complete_ms, 3)]));
    console.error(`slope: issue ${fmt(page.slope.issue_us_per_pass, 1)} us/pass, complete ${fmt(page.slope.complete_us_per_pass, 1)} us/pass\n`);
    emit({ bench: 'gpu_browser_pass_overhead', url: result.url, ...page.slope, rows: page.rows });
  } else if (page.rows && page.rows[0]?.method) {
    console.error(`## ${file}: upload paths\n`);
    table(['size', 'source', 'method', 'ms'], page.rows.map((r) => [`${r.width}x${r.height}`, r.source, r.method, r.error ? `failed: ${r.error}` : fmt(r.ms, 2)]));
    for (const r of page.rows) emit({ bench: 'gpu_browser_upload', url: result.url, ...r });
  } else if (page.rows) {
    console.error(`## ${file}: SDK (${page.userAgent?.match(/Chrome\/[\d.]+/)?.[0]})\n`);
    const fpsRows = page.rows.filter((r) => !r.mode.startsWith('stages'));
    table(['size', 'mode', 'repeat', 'delivered fps', 'source fps', 'main-thread ms/frame', 'renderer CPU ms/frame', 'all-process CPU ms/frame'],
      fpsRows.map((r) => [`${r.width}x${r.height}`, r.mode, r.repeat, r.error ? `failed: ${r.error}` : fmt(r.fps, 1), fmt(r.source_fps, 1),
        fmt(r.main_ms_per_frame), fmt(r.cpu_ms_per_frame), fmt(r.browser_cpu_ms_per_frame)]));
    // WebGPU stage times per frame: each stage's mean over the SDK's timed frames (0 where a frame
    // did not run it), pooled over a mode's repeats by their frame counts.
    const pooled = new Map();
    for (const r of fpsRows.filter((x) => x.gpu_stage_means && x.gpu_ms_samples)) {
      const p = pooled.get(r.mode) ?? { frames: 0, sums: new Map() };
      p.frames += r.gpu_ms_samples;
      for (const [k, v] of Object.entries(r.gpu_stage_means)) p.sums.set(k, (p.sums.get(k) ?? 0) + v * r.gpu_ms_samples);
      pooled.set(r.mode, p);
    }
    if (pooled.size) {
      const stages = [...new Set([...pooled.values()].flatMap((p) => [...p.sums.keys()]))];
      table(['mode', 'timed frames', ...stages.map((k) => `${k} ms/frame`)],
        [...pooled].map(([mode, p]) => [mode, p.frames, ...stages.map((k) => fmt((p.sums.get(k) ?? 0) / p.frames, 3))]));
    }
    for (const r of page.rows.filter((x) => x.mode.startsWith('stages') && !x.error)) {
      console.error(`${r.mode} ${r.width}x${r.height} (plan ${r.plan}): frame ${fmt(r.frame_ms)} ms submit-to-complete (processFrame call ${fmt(r.issue_ms)} ms, output VideoFrame ${fmt(r.video_frame_ms)} ms, of it transferToImageBitmap ${fmt(r.transfer_ms)} ms)`);
      const timer = r.gpu_timer_stages_ms ?? {};
      const means = r.gpu_timer_stage_means_ms ?? {};
      table(['stage', 'ms (GPU wait after each)', 'GPU timer ms (no waits)', 'GPU timer ms per frame'],
        Object.entries(r.stages_ms).map(([k, v]) => [k, fmt(v, 3), fmt(timer[k], 3), fmt(means[k], 3)]));
    }
    for (const r of page.rows) emit({ bench: 'gpu_browser_sdk', url: result.url, ...r });
  }
}
