// The npm package: `npm pack` gives a tarball that installs into a fresh
// project, type-checks (tsc --strict) in a consumer of every public entry
// point, and imports from a plain <script type="module"> page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, repoRoot, TEST_BACKEND } from './harness.mjs';
import { startServer } from '../../web/tools/serve.mjs';

const skip = TEST_BACKEND === 'webgpu' && 'the package does not depend on the backend: checked in the default run';

test('the packed tarball installs into a scratch project and a page imports it', { timeout: 240000, skip }, async () => {
  const packageDir = join(repoRoot, 'build/wasm/package');
  const scratch = mkdtempSync(join(tmpdir(), 'vfx-scratch-'));
  const profile = mkdtempSync(join(tmpdir(), 'vfx-chromium-'));
  let server, context;
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', scratch], { cwd: packageDir })
      .toString().trim().split('\n').pop();
    const size = statSync(join(scratch, tarball)).size;
    console.log(`package: ${tarball}, ${(size / 1024).toFixed(0)} KiB packed`);
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', `./${tarball}`], { cwd: scratch });
    const installed = JSON.parse(readFileSync(join(scratch, 'node_modules/vfx-effects/package.json'), 'utf8'));
    assert.equal(installed.exports['.'].import, './index.js');
    assert.ok(readdirSync(join(scratch, 'node_modules/vfx-effects')).includes('vfx.wasm'));
    // Every module of web/sdk and the WebGPU backend's files are in the tarball (package.json "files").
    const installedFiles = readdirSync(join(scratch, 'node_modules/vfx-effects'));
    for (const file of readdirSync(join(repoRoot, 'web/sdk')).filter((f) => f.endsWith('.js'))) {
      assert.ok(installedFiles.includes(file), `${file} is missing from the package`);
    }
    for (const file of ['effects.json', 'mp_selfie_segmentation_256x256/plan.json', 'mp_selfie_segmentation_256x256/weights.bin']) {
      assert.ok(statSync(join(scratch, 'node_modules/vfx-effects/webgpu', file)).size > 0, `webgpu/${file} is missing from the package`);
    }
    // A consumer using every public entry point and type type-checks under --strict against the tarball.
    writeFileSync(join(scratch, 'consumer.ts'), `
import { VideoEffects, EFFECTS, MODELS, availableModels, hasInsertableStreams, debugGlObjectCounts } from 'vfx-effects';
import type { CreateOptions, EffectOptions, Stats, Model, Effect, BackgroundSource, QualityChange, QualityState } from 'vfx-effects';
import { LiveKitEffectsProcessor } from 'vfx-effects/livekit';
import { TwilioEffectsProcessor } from 'vfx-effects/twilio';
import { createEffectsTransform } from 'vfx-effects/transform';
import type { EffectsTransform } from 'vfx-effects/transform';

export async function run(track: MediaStreamTrack, background: BackgroundSource): Promise<number> {
  const create: CreateOptions = { model: MODELS[0] as Model, worker: false, whenUnsupported: 'passthrough', adaptive: true, backend: 'auto' };
  const effect: Effect = EFFECTS[1] as Effect;
  const options: EffectOptions = { effect, blurStrength: 0.5, lightCorrection: true, background };
  const fx = await VideoEffects.create(create);
  let level = 0;
  fx.addEventListener('overload', (e) => { const change: QualityChange = e.detail; level = change.level + change.targetFps; });
  fx.addEventListener('qualitychange', (e) => { level = e.detail.level; });
  const out: MediaStreamTrack = fx.applyEffect(track, options);
  fx.setOptions({ effect: 'none' });
  const stats: Stats = await fx.getStats();
  const quality: QualityState = stats.quality;
  level += quality.levels + Number(stats.overloaded) + (stats.quality.targetFps ?? 0);
  const mode: string = fx.mode;
  const backend: 'webgpu' | 'webgl2' | null = stats.backend ?? fx.backend;
  level += Number(stats.gpuLost) + (fx.backendFallback ?? '').length + (backend ?? '').length;
  fx.stop();
  await fx.dispose();
  const livekit = new LiveKitEffectsProcessor({ effect: 'blur', model: 'mp_selfie_segmentation_256x256' });
  await livekit.init({ track });
  livekit.setOptions({ effect: 'light' });
  const processed: MediaStreamTrack | undefined = livekit.processedTrack;
  await livekit.destroy();
  const twilio = await TwilioEffectsProcessor.create({ effect: 'replace', background: '#102030' });
  const twilioOptions: { inputFrameBufferType: 'videoframe' } = TwilioEffectsProcessor.addProcessorOptions;
  twilio.setOptions({ blurStrength: 1 });
  twilio.destroy();
  const transform: EffectsTransform = await createEffectsTransform({ effect: 'blur' });
  const stream: TransformStream<VideoFrame, VideoFrame> = transform.transform;
  await transform.dispose();
  const models: string[] = await availableModels();
  const counts = await debugGlObjectCounts();
  return stats.fps + models.length + Number(hasInsertableStreams()) + counts.textures + out.id.length + mode.length +
    (processed ? 1 : 0) + twilioOptions.inputFrameBufferType.length + (stream ? 1 : 0) + level;
}
`);
    const tsc = join(repoRoot, 'tests/browser/node_modules/typescript/bin/tsc');
    try {
      execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext',
        '--moduleResolution', 'nodenext', '--lib', 'es2022,dom,dom.iterable', '--skipLibCheck', 'false', 'consumer.ts'],
        { cwd: scratch, stdio: 'pipe' });
    } catch (e) {
      assert.fail(`tsc --strict on a consumer of every public type failed:\n${e.stdout}${e.stderr}`);
    }
    writeFileSync(join(scratch, 'index.html'), `<!doctype html>
<script type="importmap">{"imports": {"vfx-effects": "./node_modules/vfx-effects/index.js"}}</script>
<script type="module">
  import { VideoEffects, EFFECTS } from 'vfx-effects';
  import createVfxModule from './node_modules/vfx-effects/vfx.mjs';
  try {
    const fx = await VideoEffects.create();
    // The product's wasm: the engine, without the benchmark Session (vfx_bench.mjs of the site has it).
    const engine = await createVfxModule();
    const exports = { Engine: typeof engine.Engine, Session: typeof engine.Session };
    window.result = { ok: true, effects: EFFECTS, mode: fx.mode, capabilities: fx.capabilities, exports };
    await fx.dispose();
  } catch (e) {
    window.result = { ok: false, error: String(e) };
  }
</script>`);
    server = await startServer(scratch, 0);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: false, args: chromiumArgs(),
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
    await page.waitForFunction(() => window.result !== undefined, null, { timeout: 60000 });
    const result = await page.evaluate(() => window.result);
    assert.ok(result.ok, result.error);
    assert.deepEqual(result.effects, ['none', 'blur', 'replace', 'light']);
    assert.match(result.capabilities, /float16_render=yes/);
    assert.deepEqual(result.exports, { Engine: 'function', Session: 'undefined' }, 'the package\'s wasm carries test code');
    assert.ok(!installedFiles.some((f) => f.startsWith('vfx_bench')), 'the benchmark module is in the package');
  } finally {
    await context?.close();
    if (server) await new Promise((r) => server.close(r));
    rmSync(scratch, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
});

// A consumer app bundled by Vite for production from the tarball: the wasm and
// the models' weights are found as hashed assets of the bundle, the worker and the adapters bundle,
// and the built page runs.
test('a Vite production build of a consumer app runs', { timeout: 240000, skip }, async () => {
  const packageDir = join(repoRoot, 'build/wasm/package');
  const scratch = mkdtempSync(join(tmpdir(), 'vfx-vite-'));
  const profile = mkdtempSync(join(tmpdir(), 'vfx-chromium-'));
  let server, context;
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', scratch], { cwd: packageDir })
      .toString().trim().split('\n').pop();
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'vite-consumer', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', `./${tarball}`], { cwd: scratch });
    writeFileSync(join(scratch, 'index.html'), '<!doctype html>\n<script type="module" src="./main.js"></script>\n');
    writeFileSync(join(scratch, 'main.js'), `
import { VideoEffects, EFFECTS } from 'vfx-effects';
import { LiveKitEffectsProcessor } from 'vfx-effects/livekit';
import { createEffectsTransform } from 'vfx-effects/transform';
window.result = (async () => {
  try {
    const fx = await VideoEffects.create();
    const r = { ok: true, effects: EFFECTS, mode: fx.mode,
                adapters: [typeof LiveKitEffectsProcessor, typeof createEffectsTransform] };
    await fx.dispose();
    return r;
  } catch (e) {
    return { ok: false, error: String(e) };
  }
})();
`);
    const vite = join(repoRoot, 'tests/browser/node_modules/vite/bin/vite.js');
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: scratch, stdio: 'pipe' });
    const assets = readdirSync(join(scratch, 'dist/assets'));
    assert.ok(assets.some((f) => /^vfx-.*\.wasm$/.test(f)), `no hashed wasm among ${assets.join(', ')}`);
    // The models' weights (both backends read them) and plans ship as assets too (assets.js's URLs).
    assert.ok(assets.some((f) => /^weights-.*\.bin$/.test(f)), `no weights among ${assets.join(', ')}`);
    assert.ok(assets.some((f) => /^plan-.*\.json$/.test(f)), `no plan among ${assets.join(', ')}`);
    server = await startServer(join(scratch, 'dist'), 0);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: false, args: chromiumArgs(),
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
    const result = await page.evaluate(() => window.result);
    assert.ok(result.ok, result.error);
    assert.deepEqual(result.effects, ['none', 'blur', 'replace', 'light']);
    assert.deepEqual(result.adapters, ['function', 'function']);
  } finally {
    await context?.close();
    if (server) await new Promise((r) => server.close(r));
    rmSync(scratch, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
});
