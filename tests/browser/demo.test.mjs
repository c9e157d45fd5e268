// `make demo`'s page shows the bundled sample processed on the GPU by the wasm
// module: the output is the input blurred (same mean colour, much less detail).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, resultsDir } from './harness.mjs';

// High-frequency energy and mean of an RGBA image, computed in the page.
async function imageStats(page, which) {
  return page.evaluate((which) => {
    const source = document.getElementById(which);
    const w = source.naturalWidth ?? source.width;
    const h = source.naturalHeight ?? source.height;
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(source, 0, 0, w, h);
    const d = ctx.getImageData(0, 0, w, h).data;
    let energy = 0, sum = 0, top = 0, bottom = 0;
    for (let y = 0; y < h - 1; y++) {
      for (let x = 0; x < w - 1; x++) {
        const i = (y * w + x) * 4;
        const g = d[i + 1];
        energy += (g - d[i + 5]) ** 2 + (g - d[i + w * 4 + 1]) ** 2;
        sum += g;
        if (y < h / 4) top += g; else if (y >= (3 * h) / 4) bottom += g;
      }
    }
    const n = (w - 1) * (h - 1);
    return { w, h, energy: energy / n, mean: sum / n, top, bottom };
  }, which);
}

test('demo page shows the sample image blurred by the wasm module on the GPU', async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(browser.url('index.html'));
    await browser.page.waitForFunction(() => window.vfxDemo !== undefined, null, { timeout: 60000 });
    const demo = await browser.page.evaluate(() => window.vfxDemo);
    assert.ok(demo.ready, `demo failed: ${demo.error}\n${browser.consoleLines.join('\n')}`);
    const input = await imageStats(browser.page, 'source');
    const output = await imageStats(browser.page, 'output');
    console.log(`input ${JSON.stringify(input)}\noutput ${JSON.stringify(output)}`);
    assert.equal(output.w, input.w);
    assert.equal(output.h, input.h);
    assert.ok(output.energy < input.energy / 10, 'output is not blurred');
    assert.ok(Math.abs(output.mean - input.mean) < 3, 'blur changed the mean colour');
    // Not flipped: the top and bottom quarters keep their brightness order.
    assert.equal(Math.sign(output.top - output.bottom), Math.sign(input.top - input.bottom));
    assert.ok(Math.abs(output.top - input.top) / input.top < 0.05, 'top quarter changed: flipped?');
    mkdirSync(resultsDir, { recursive: true });
    await browser.page.screenshot({ path: join(resultsDir, 'demo.png') });
  } finally {
    await browser.close();
  }
});
