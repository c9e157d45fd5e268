// Worker mode: the frame path runs here, on an OffscreenCanvas, so the page's
// main thread stays free. Frames come in one of two shapes:
// - Chromium's: the page has MediaStreamTrackProcessor and MediaStreamTrackGenerator
//   and transfers their streams ('start' with readable and writable);
// - the W3C one, which Safari ships: MediaStreamTrackProcessor and VideoTrackGenerator
//   exist in dedicated workers only. The page transfers a clone of its track
//   ('start' with track), and the output is a VideoTrackGenerator made here at
//   'init' (trackShape) whose track goes to the page once; the page hands out
//   clones of it, so a run ending closes nothing here.
// Messages: {type: 'probe'} -> {type: 'probe', trackShape}; {type: 'init', model, wasmUrl?, backend, trackShape?}
// -> {type: 'ready', capabilities, backend, fallback, track?} | {type: 'error'}; {type: 'options', options};
// {type: 'start', run, readable, writable | track (transferred), quality: {adaptive, targetFps}} -> {type: 'quality',
// run, change} on every quality change, then {type: 'ended', run}; {type: 'stats'} -> {type: 'stats', ...};
// {type: 'stop'} -> {type: 'stopped'}; {type: 'dispose'} -> {type: 'disposed'}.

import { createRenderer } from './backend.js';
import { FramePump } from './frame_pump.js';

let renderer = null;
let pump = null;
let canvas = null;
let background = null;  // the background of the last options: a colour or the image's pixels (ImageData)
let generatorWriter = null;  // the W3C shape: the VideoTrackGenerator's, for the engine's life
let input = null;  // the W3C shape: this run's track

// Whether this worker takes tracks in the W3C shape (Safari's).
const hasTrackShape = () => typeof MediaStreamTrackProcessor === 'function' &&
  typeof VideoTrackGenerator === 'function' && typeof VideoFrame === 'function';

// A run's output in the W3C shape: frames go on to the generator, whose track
// outlives the run, so the pump closing its output at the end closes nothing.
const generatorSink = () => new WritableStream({ write: (frame) => generatorWriter.write(frame) });

function endInput() {
  input?.stop();
  input = null;
}

self.onmessage = async ({ data }) => {
  try {
    switch (data.type) {
      case 'probe':
        self.postMessage({ type: 'probe', trackShape: hasTrackShape() });
        break;
      case 'init': {
        const made = await createRenderer(() => new OffscreenCanvas(2, 2), data.model,
                                          { backend: data.backend, wasmUrl: data.wasmUrl });
        ({ renderer, canvas } = made);
        const ready = { type: 'ready', capabilities: renderer.capabilities, backend: made.backend, fallback: made.fallback };
        if (!data.trackShape) {
          self.postMessage(ready);
          break;
        }
        const generator = new VideoTrackGenerator();
        generatorWriter = generator.writable.getWriter();
        self.postMessage({ ...ready, track: generator.track }, [generator.track]);
        break;
      }
      case 'options':
        // The page sends an image's pixels once; while the background stays, the same ones are kept.
        if (data.sameBackground) data.options.background = background;
        else background = data.options.background;
        renderer.setOptions(data.options);
        break;
      case 'start': {
        const { run } = data;
        pump = new FramePump(renderer, canvas, {
          ...data.quality,
          onChange: (change) => self.postMessage({ type: 'quality', run, change }),
        });
        const track = data.track ?? null;
        input = track;
        pump.run(track ? new MediaStreamTrackProcessor({ track }).readable : data.readable,
                 track ? generatorSink() : data.writable).then(() => {
          track?.stop();  // the page's clone of its camera track: the camera is released with it
          if (input === track) input = null;
          self.postMessage({ type: 'ended', run });
        });
        break;
      }
      case 'stats':
        self.postMessage({
          type: 'stats', fps: pump?.fps ?? 0, dropped: pump?.dropped ?? 0, upload: pump?.upload ?? null, quality: pump?.quality ?? null,
          mask: pump?.mask ?? null,
          stages: renderer?.stages() ?? [],
          gpuStages: renderer?.gpuStages() ?? null,
          gpuTimer: renderer?.gpuTimer() ?? { available: false, reason: 'no engine' },
          planVariant: renderer?.planVariant ?? null,
          glObjects: renderer?.glObjectCounts(), gpuLost: renderer?.contextLost ?? false, error: pump?.lastError ? String(pump.lastError) : null,
        });
        break;
      case 'stop': {
        // The next run's 'start' may come while this one stops: leave that one be.
        const stopping = pump;
        const track = input;
        await stopping?.stop();
        track?.stop();
        if (pump === stopping) pump = null;
        if (input === track) input = null;
        self.postMessage({ type: 'stopped' });
        break;
      }
        break;
      case 'dispose':
        await pump?.stop();
        endInput();
        generatorWriter?.close().catch(() => { /* already closed */ });
        generatorWriter = null;
        renderer?.destroy();
        renderer = null;
        self.postMessage({ type: 'disposed' });
        break;
    }
  } catch (e) {
    self.postMessage({ type: 'error', message: String(e?.message ?? e), name: e?.name ?? 'Error' });
  }
};
