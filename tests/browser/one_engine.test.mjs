// One engine: the effects' wiring lives in the C++ frame graph only. The
// SDK's JS (web/sdk/) may run what the graph records, but holds no uniform
// name, no program of shaders/ named in code, no quality-ladder setting and no
// effect parameter; the WebGPU executor learns all of them from the wasm's
// pass lists and the generated effects pack. A static read, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SDK = join(ROOT, 'web', 'sdk');

// Comments may name what they explain; code may not.
function code(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1'))
    .join('\n');
}

test("web/sdk holds no effect wiring: uniforms, programs, quality settings and parameters are the C++ graph's", () => {
  // ('copy' is also the name of an upload policy.)
  const programs = readdirSync(join(ROOT, 'shaders'))
    .filter((f) => f.endsWith('.frag'))
    .map((f) => f.slice(0, -5))
    .filter((p) => p !== 'copy');
  const wiring = [
    'segmentInterval',
    'refineScale',
    'guidedRefinement',
    'blurDownscale',
    'blurSigmaAt720p',
    'refineRadius',
    'refineEpsilon',
    'lightBlocks',
    'lightAlpha',
    'softenEdges',
  ];
  const found = [];
  // software_probe.js times a throwaway shader of its own to tell a CPU from a GPU: no effect of the graph.
  const notEffects = new Set(['software_probe.js']);
  const files = readdirSync(SDK).filter((f) => f.endsWith('.js') && !notEffects.has(f));
  assert.ok(files.includes('webgpu_executor.js'), 'the WebGPU executor is where this test expects it');
  for (const file of files) {
    const text = code(readFileSync(join(SDK, file), 'utf8'));
    for (const m of text.matchAll(/\bu_[a-z][a-z0-9_]*/g)) found.push(`${file}: uniform ${m[0]}`);
    for (const p of programs) {
      if (new RegExp(`['"\`]${p}['"\`]`).test(text)) found.push(`${file}: program '${p}'`);
    }
    for (const w of wiring) if (text.includes(w)) found.push(`${file}: ${w}`);
  }
  assert.deepEqual(found, [], `effect wiring outside C++:\n${found.join('\n')}`);
});

test('the check sees wiring where there is some', () => {
  // The same reading over a line of the JS pipeline this backend used to have.
  const text = code("s.temporal.set('u_channel', 0); const name = 'mask_temporal'; // u_comment\nq.segmentInterval");
  assert.deepEqual(
    [...text.matchAll(/\bu_[a-z][a-z0-9_]*/g)].map((m) => m[0]),
    ['u_channel'],
  );
  assert.ok(/['"`]mask_temporal['"`]/.test(text) && text.includes('segmentInterval'));
});
