// Per-pass time of our generated nets in headless Chromium (WebGL2 on
// SwiftShader): each pass run alone and one texel of its output read back
// (Session.profilePasses), median of --runs, and each pass's first draw
// (first_ms: the browser builds the program's pipeline then). Prints one JSON line per pass
// ({"suite":"browser_layer",...}) to stdout, the heaviest passes to stderr,
// and writes the lines to benchmarks/results/browser_layers.jsonl (or --out).
// --variant names the build in the lines (e.g. "no_mrt" for a site built with
// -DVFX_CODEGEN_FLAGS=--no-mrt and served through VFX_SITE_DIR).
//   node benchmarks/browser/layers.mjs [--runs 10] [--top 12] [--variant NAME] [--out FILE]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, repoRoot } from '../../tests/browser/harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = option('--runs', 10);
const top = option('--top', 12);
const text = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const variant = text('--variant', 'vfx/webgl2');
const outFile = text('--out', join(repoRoot, 'benchmarks/results/browser_layers.jsonl'));
const models = ['mp_selfie_segmentation_landscape_144x256', 'mp_selfie_segmentation_256x256'];

const browser = await openBrowser();
const lines = [];
try {
  await browser.page.goto(browser.url('selftest.html'));
  for (const model of models) {
    const result = await browser.page.evaluate(async ({ model, runs }) => {
      const module = await window.vfxModulePromise;
      const session = new module.Session();
      try {
        const opened = session.open('#canvas');
        if (!opened.ok) return opened;
        return session.profilePasses(model, runs);
      } finally {
        session.delete();
      }
    }, { model, runs });
    if (!result.ok) throw new Error(`${model}: ${result.error}`);
    const total = result.passes.reduce((sum, p) => sum + p.ms, 0);
    result.passes.forEach((p, index) => {
      const line = { suite: 'browser_layer', case: `${model} #${index} ${p.name}`, variant, median_ms: Number(p.ms.toFixed(3)), first_ms: Number(p.first_ms.toFixed(3)), runs, macs: p.macs };
      lines.push(JSON.stringify(line));
      console.log(lines[lines.length - 1]);
    });
    const first = result.passes.reduce((sum, p) => sum + p.first_ms, 0);
    console.error(`${model}: ${result.passes.length} passes, sum of per-pass medians ${total.toFixed(1)} ms, ` +
                  `of first draws ${first.toFixed(1)} ms (pipeline builds included)`);
    const heaviest = [...result.passes].sort((a, b) => b.ms - a.ms).slice(0, top);
    for (const p of heaviest) {
      console.error(`  ${p.ms.toFixed(2).padStart(7)} ms ${(100 * p.ms / total).toFixed(1).padStart(5)} %  ${(p.macs / 1e6).toFixed(2).padStart(6)} M MACs  ${p.name}`);
    }
  }
} finally {
  await browser.close();
}
writeFileSync(outFile, lines.join('\n') + '\n');
