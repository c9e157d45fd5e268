// Runs under the CSP the test sends with csp.html: the SDK on the main thread
// and in a worker, a blurred frame read from each; window.cspResult holds the
// outcome and every CSP violation the page saw.
import * as vfx from '/sdk/index.js';
import { cameraTrack, readFrame } from '/tests/helpers.js';

const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective}: ${e.blockedURI}`));

async function run(worker) {
  const camera = await cameraTrack();
  const input = await readFrame(camera.clone(), 3);
  const fx = await vfx.VideoEffects.create({ worker });
  const out = fx.applyEffect(camera, { effect: 'blur', blurStrength: 1 });
  const frame = await readFrame(out.clone(), 8);
  const stats = await fx.getStats();
  await fx.dispose();
  camera.stop();
  return { mode: fx.mode, input, frame, error: stats.error };
}

window.cspResult = (async () => {
  const runs = [];
  for (const worker of [false, true]) {
    runs.push(await run(worker).catch((e) => ({ failed: `${e.name}: ${e.message}` })));
  }
  return { runs, violations };
})();
