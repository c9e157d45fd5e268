// Tables and a chart of product-race results (product_race.html):
//
//   node benchmarks/browser/product_race_report.mjs --svg docs/product_race.svg \
//        'H200 720p=benchmarks/results/gpu_browser/r12_product_race_720p.json' \
//        'SwiftShader 360p=benchmarks/results/product_race_swiftshader_360p.jsonl'
//
// Each argument is LABEL=FILE: a page result of gpu_browser/cdp_run.py (JSON
// with page.rows) or run_product_race.mjs's JSON lines (kind 'race' rows).
// Prints a markdown table per input (medians over repeats) and writes a
// grouped bar chart of delivered fps (SVG, no dependencies).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const LABELS = {
  passthrough: 'pass-through (trivial)',
  ours: 'ours, main thread',
  'ours-worker': 'ours, worker',
  'livekit-ours': 'ours via LiveKit adapter',
  livekit: '@livekit/track-processors',
  'twilio-ours': 'ours via Twilio adapter',
  twilio: '@twilio/video-processors',
};
const ORDER = Object.keys(LABELS);
const PEER = new Set(['livekit', 'twilio']);

function rowsOf(file) {
  const text = readFileSync(file, 'utf8');
  if (text.trimStart().startsWith('{"suite"')) {
    return text.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => r.kind === 'race');
  }
  const json = JSON.parse(text);
  return json.page?.rows ?? json.rows ?? [];
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

export function summarize(rows) {
  const out = [];
  for (const mode of ORDER) {
    // A mode that delivered nothing in a repeat (fps 0 with no first frame) failed to start there.
    const list = rows.filter((r) => r.mode === mode && !r.error && r.first_frame_ms !== null);
    if (!list.length) continue;
    out.push({
      mode,
      fps: median(list.map((r) => r.fps)),
      fpsAll: list.map((r) => r.fps),
      main: median(list.map((r) => r.main_ms_per_frame)),
      cpu: median(list.map((r) => r.cpu_ms_per_frame)),
      first: (list.find((r) => r.repeat === 0) ?? list[0]).first_frame_ms,  // the page's first run of the mode
    });
  }
  return out;
}

function table(label, summary) {
  const fastestPeer = Math.max(...summary.filter((s) => PEER.has(s.mode)).map((s) => s.fps));
  const lines = [
    `**${label}**`, '',
    '| pipeline | fps (repeats) | ÷ faster peer | main-thread ms / frame | renderer CPU ms / frame | first frame ms (first run) |',
    '|---|---|---|---|---|---|',
  ];
  const f = (x, d = 1) => (x === null ? '–' : x.toFixed(d));
  for (const s of summary) {
    lines.push(`| ${LABELS[s.mode]} | ${f(s.fps)} (${s.fpsAll.join(', ')}) | ${Number.isFinite(fastestPeer) && fastestPeer > 0 ? (s.fps / fastestPeer).toFixed(2) : '–'} | ${f(s.main, 2)} | ${f(s.cpu, 2)} | ${f(s.first, 0)} |`);
  }
  return lines.join('\n');
}

function svg(groups) {
  const barH = 16, gap = 4, groupGap = 26, left = 210, width = 760, right = 70;
  const plotW = width - left - right;
  let y = 40;
  const parts = [];
  for (const { label, summary } of groups) {
    const max = Math.max(...summary.map((s) => s.fps), 1);
    parts.push(`<text x="10" y="${y}" font-weight="bold">${label} — delivered frames/s (longer is better)</text>`);
    y += 10;
    for (const s of summary) {
      const w = Math.max(1, (s.fps / max) * plotW);
      const colour = PEER.has(s.mode) ? '#b0b0b0' : s.mode === 'passthrough' ? '#e0c070' : '#3a78c2';
      parts.push(`<text x="${left - 8}" y="${y + barH - 4}" text-anchor="end">${LABELS[s.mode]}</text>`);
      parts.push(`<rect x="${left}" y="${y}" width="${w.toFixed(1)}" height="${barH}" fill="${colour}"/>`);
      parts.push(`<text x="${(left + w + 6).toFixed(1)}" y="${y + barH - 4}">${s.fps.toFixed(1)}</text>`);
      y += barH + gap;
    }
    y += groupGap;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" font-family="sans-serif" font-size="12">\n` +
    `<rect width="100%" height="100%" fill="#fff"/>\n<text x="10" y="18" font-size="14">Background blur through each ecosystem's processor interface, one browser page (benchmarks/browser/product_race.html)</text>\n` +
    parts.join('\n') + '\n</svg>\n';
}

function main(argv) {
  let svgPath = null;
  const inputs = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--svg') svgPath = argv[++i];
    else {
      const at = argv[i].indexOf('=');
      if (at < 1) throw new Error(`expected LABEL=FILE, got ${argv[i]}`);
      inputs.push({ label: argv[i].slice(0, at), file: argv[i].slice(at + 1) });
    }
  }
  if (!inputs.length) throw new Error('usage: product_race_report.mjs [--svg OUT.svg] LABEL=FILE ...');
  const groups = inputs.map(({ label, file }) => ({ label, summary: summarize(rowsOf(file)) }));
  for (const g of groups) console.log(`${table(g.label, g.summary)}\n`);
  if (svgPath) {
    mkdirSync(dirname(svgPath), { recursive: true });
    writeFileSync(svgPath, svg(groups));
    console.log(`(chart: ${svgPath})`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
