// WebKit's two frame paths side by side (make wasm first): the SDK's blur on
// the demo's sample clip (640×360) in WebKitGTK's MiniBrowser with Safari's
// features, through the worker path (worker: true) and the video-element path
// (worker: false), in a fresh random order each round, each run in a browser
// of its own (WebKitGTK lets one worker at a time make WebGL contexts).
// Prints one JSON line per run: delivered fps and how late a 10 ms timer on
// the page's thread fired (tests/browser/pages/paths.js runPath).
//   node benchmarks/browser/webkit_paths.mjs [rounds=2]
import { join } from 'node:path';
import { startServer } from '../../web/tools/serve.mjs';
import { startXvfb, WebDriverSession } from '../../tests/browser/other_browsers.mjs';
import { repoRoot, siteDir } from '../../tests/browser/harness.mjs';
import { shuffled } from './track_bench.mjs';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const FEATURES = '+MediaStreamTrackProcessing,+AllowWebGLInWorkers';
const rounds = Number(process.argv[2] ?? 2);

const server = await startServer(siteDir, 0, { '/tests/': join(repoRoot, 'tests/browser/pages') });
const xvfb = await startXvfb();
try {
  for (let round = 0; round < rounds; round++) {
    for (const worker of shuffled([true, false])) {
      const session = await WebDriverSession.start('/usr/bin/WebKitWebDriver', {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--features=${FEATURES}`] },
      }, { ...process.env, DISPLAY: xvfb.display });
      try {
        await session.navigate(`http://127.0.0.1:${server.address().port}/tests/blank.html`);
        const run = JSON.parse(await session.evaluate(async (w) => {
          const { runPath } = await import('/tests/paths.js');
          return JSON.stringify(await runPath({ worker: w, seconds: 10, warmupSeconds: 5 }));
        }, worker));
        console.log(JSON.stringify({ round, ...run }));
      } finally {
        await session.quit();
      }
    }
  }
} finally {
  xvfb.stop();
  server.close();
}
