// Where our WebGPU nets' time goes (race.html gives the totals): per model,
//   submit_ms: an empty submit until onSubmittedWorkDone (the sync floor);
//   prefix:    GPU-complete time running only the first n passes (round-robin
//              over n), whose slope is the cost of one more dispatch;
//   passes:    GPU time per dispatch from timestamp queries (each dispatch in a
//              compute pass of its own), where the device has 'timestamp-query';
//   readback:  run() until the mask is on the CPU.
// Query: ?models=a,b&runs=30&wake=none,write,done (WebGpuPlanRunner's ways to wait)&dirs=webgpu,webgpu_old
// (folders of plans under the site root, each probed in turn). Models: the segmenters of peers.mjs and the
// face detector, whose plan has raw outputs instead of a mask. Result in window.probeDone (cdp_run.py) and #log.
import { MODELS, modelInput } from './peers.mjs';
import { nextTask } from './gpu_wait.mjs';
import { webgpuAdapter } from './webgpu_adapter.mjs';

const params = new URLSearchParams(location.search);
const PROBE_MODELS = { ...MODELS, face_detection_short_range: { width: 128, height: 128, raw: true } };
const models = (params.get('models') ?? Object.keys(MODELS).join(',')).split(',');
const dirs = (params.get('dirs') ?? 'webgpu').split(',');
const runs = Number(params.get('runs') ?? 30);
const log = (line) => {
  document.getElementById('log').textContent += `${line}\n`;
  console.log(line);
};
const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : null;
};
const round3 = (x) => (x === null ? null : Math.round(x * 1000) / 1000);

async function probe(model, wake, dir) {
  const adapter = await webgpuAdapter();
  if (!adapter) throw new Error('no WebGPU adapter');
  const timestamps = adapter.features.has('timestamp-query');
  const device = await adapter.requestDevice({ requiredFeatures: timestamps ? ['timestamp-query'] : [] });
  const { WebGpuPlanRunner } = await import('/sdk/webgpu_plan_runner.js');
  const runner = await WebGpuPlanRunner.load(device, `/${dir}/${model}/`, { wake });
  const { width, height, raw } = PROBE_MODELS[model];
  const read = (feed) => (raw ? runner.runOutputs(feed) : runner.run(feed));
  const feed = { rgba: (await modelInput(width, height)).imageData.data };
  try {
    for (let i = 0; i < 10; i++) await read(feed);
    const submit = [];
    for (let i = 0; i < runs; i++) {
      await nextTask();
      const t0 = performance.now();
      device.queue.submit([device.createCommandEncoder().finish()]);
      await device.queue.onSubmittedWorkDone();
      submit.push(performance.now() - t0);
    }
    const n = runner.passCount;
    const limits = [0, Math.round(n / 4), Math.round(n / 2), Math.round((3 * n) / 4), n];
    const prefix = limits.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (let k = 0; k < limits.length; k++) {
        await nextTask();
        const t0 = performance.now();
        await runner.runOnGpu(feed, { passLimit: limits[k] });
        prefix[k].push(performance.now() - t0);
      }
    }
    const readback = [];
    for (let i = 0; i < runs; i++) {
      await nextTask();
      const t0 = performance.now();
      await read(feed);
      readback.push(performance.now() - t0);
    }
    const passes = await runner.profile(feed, 20);
    const prefixMs = limits.map((l, k) => ({ passes: l, ms: round3(median(prefix[k])) }));
    const slope = (median(prefix[limits.length - 1]) - median(prefix[0])) / n;
    return {
      model, dir, wake, passes_count: n, adapter: `${adapter.info?.vendor} ${adapter.info?.architecture}`, timestamp_query: timestamps,
      submit_ms: round3(median(submit)), prefix: prefixMs, ms_per_dispatch: round3(slope),
      readback_ms: round3(median(readback)),
      passes_sum_ms: passes && round3(passes.reduce((a, p) => a + p.ms, 0)),
      passes: passes && passes.map((p) => ({ name: p.name, ms: round3(p.ms) })),
    };
  } finally {
    runner.destroy();
    device.destroy();
  }
}

async function main() {
  const out = [];
  for (const dir of dirs) for (const model of models) for (const wake of (params.get('wake') ?? 'none,write,done').split(',')) {
    const r = await probe(model, wake, dir);
    const { passes, ...summary } = r;
    log(JSON.stringify(summary));
    out.push(r);
  }
  return JSON.stringify({ probe: 'webgpu', results: out });
}

window.probeDone = main().catch((e) => JSON.stringify({ error: String(e?.stack ?? e) }));
