// Where the time to the first mask goes in the browser (SwiftShader WebGL2):
// session open, program creation (compile + link + status), the first run
// (ANGLE/SwiftShader build their pipelines at the first draw of each
// program) and a steady run. Usage: node benchmarks/browser/first_result_breakdown.mjs
import { openBrowser } from '../../tests/browser/harness.mjs';
const b = await openBrowser();
await b.page.goto(b.url('selftest.html'));
const r = await b.page.evaluate(async () => {
  const module = await window.vfxModulePromise;
  const out = {};
  for (const model of ['mp_selfie_segmentation_landscape_144x256', 'mp_selfie_segmentation_256x256']) {
    const t0 = performance.now();
    const session = new module.Session();
    session.open('#canvas');
    const t1 = performance.now();
    const size = session.modelInput(model);
    const t2 = performance.now();
    const rgb = new Float32Array(size.width * size.height * 3).fill(0.5);
    session.runSegmentation(model, rgb);
    const t3 = performance.now();
    session.runSegmentation(model, rgb);
    const t4 = performance.now();
    out[model] = { open: t1 - t0, create_programs: t2 - t1, first_run: t3 - t2, second_run: t4 - t3 };
    session.delete();
  }
  return out;
});
console.log(JSON.stringify(r));
await b.close();
