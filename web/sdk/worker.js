// Worker mode: the frame path runs here, on an OffscreenCanvas, so the page's
// main thread stays free. Messages: {type: 'init', model, wasmUrl?, backend} -> {type: 'ready', capabilities,
// backend, fallback} |
// {type: 'error'}; {type: 'options', options}; {type: 'start', readable,
// writable (transferred streams), quality: {adaptive, targetFps}} -> {type: 'quality',
// change} on every quality change, then {type: 'ended'}; {type: 'stats'} -> {type: 'stats', ...};
// {type: 'stop'} -> {type: 'stopped'}; {type: 'dispose'} -> {type: 'disposed'}.

import { createRenderer } from './backend.js';
import { FramePump } from './frame_pump.js';

let renderer = null;
let pump = null;
let canvas = null;
let background = null;  // the background of the last options: a colour or the image's pixels (ImageData)

self.onmessage = async ({ data }) => {
  try {
    switch (data.type) {
      case 'init': {
        const made = await createRenderer(() => new OffscreenCanvas(2, 2), data.model,
                                          { backend: data.backend, wasmUrl: data.wasmUrl });
        ({ renderer, canvas } = made);
        self.postMessage({ type: 'ready', capabilities: renderer.capabilities, backend: made.backend, fallback: made.fallback });
        break;
      }
      case 'options':
        // The page sends an image's pixels once; while the background stays, the same ones are kept.
        if (data.sameBackground) data.options.background = background;
        else background = data.options.background;
        renderer.setOptions(data.options);
        break;
      case 'start':
        pump = new FramePump(renderer, canvas, {
          ...data.quality,
          onChange: (change) => self.postMessage({ type: 'quality', change }),
        });
        pump.run(data.readable, data.writable).then(() => self.postMessage({ type: 'ended' }));
        break;
      case 'stats':
        self.postMessage({
          type: 'stats', fps: pump?.fps ?? 0, dropped: pump?.dropped ?? 0, upload: pump?.upload ?? null, quality: pump?.quality ?? null,
          mask: pump?.mask ?? null,
          stages: renderer?.stages() ?? [],
          gpuTimer: renderer?.gpuTimer() ?? { available: false, reason: 'no engine' },
          planVariant: renderer?.planVariant ?? null,
          glObjects: renderer?.glObjectCounts(), gpuLost: renderer?.contextLost ?? false, error: pump?.lastError ? String(pump.lastError) : null,
        });
        break;
      case 'stop':
        await pump?.stop();
        pump = null;
        self.postMessage({ type: 'stopped' });
        break;
      case 'dispose':
        await pump?.stop();
        renderer?.destroy();
        renderer = null;
        self.postMessage({ type: 'disposed' });
        break;
    }
  } catch (e) {
    self.postMessage({ type: 'error', message: String(e?.message ?? e), name: e?.name ?? 'Error' });
  }
};
