// The product-level race: background blur on one camera-like track, through
// each ecosystem's own processor interface, in one page load:
//
//   passthrough   the trivial main-thread pipeline (texImage2D, one draw, VideoFrame(canvas))
//   ours          VideoEffects.applyEffect(track, {effect: 'blur'}), main thread
//   ours-worker   the same, worker mode
//   livekit-ours  our LiveKitEffectsProcessor through livekit-client's LocalVideoTrack.setProcessor
//   livekit       @livekit/track-processors BackgroundProcessor({mode: 'background-blur'})
//                 (MediaPipe tasks-vision, GPU delegate, the 256x256 selfie model), the same way
//   twilio-ours   our TwilioEffectsProcessor through twilio-video's LocalVideoTrack.addProcessor
//   twilio        @twilio/video-processors GaussianBlurBackgroundProcessor, the same way
//                 (its recommended videoframe input / bitmaprenderer output)
//   source        no pipeline: the source track counted directly (the harness's own cost)
//
// Every mode gets the same source: clones of 8 prepared frames of a moving
// picture written into a MediaStreamTrackGenerator as fast as it takes them
// (track_bench.mjs; Chromium's nested-timer clamp holds it near 250 fps),
// so delivered fps is the pipeline's, not the camera's; or, with source_fps=N,
// paced like an N fps camera (the software-GPU arena: an uncapped source there
// floods the two cores the rasterizer needs). Browsers without insertable
// streams (Firefox, WebKit) get a canvas capture paced at N (30 for 0) and
// their delivered frames are counted as a video element presents them; the
// passthrough mode needs insertable streams (run_product_race_browsers.mjs
// drives those browsers). Per mode and repeat:
//   fps                  frames the processed track delivers per second (counted and closed)
//   first_frame_ms       from creating the processor (model load included) to its first output frame
//   main_ms_per_frame    renderer main-thread task time per delivered frame (DevTools
//                        Performance.getMetrics TaskDuration; needs the driver's `cdpMetrics` binding,
//                        which run_product_race.mjs and gpu_browser/cdp_run.py provide; null without)
//   cpu_ms_per_frame     the renderer process's CPU time per delivered frame (all its threads and
//                        workers: ProcessTime), same source
//   browser_cpu_ms_per_frame  CPU time of every browser process (renderer, GPU, utility, browser)
//                        per delivered frame, from /proc (gpu_browser/cdp_run.py, or with ?poll_metrics
//                        run_product_race_browsers.mjs; null with other drivers)
// The peers' model files are served locally (their self-hosting options).
// Query: ?size=1280x720&modes=...&seconds=4&warmup=1.5&repeat=2&source_fps=0&source=canvas|i420&settle=1
// Each repeat runs the modes in a fresh random order. Results: window.probeDone (JSON string).

import { addNormalizationMetadata } from './tflite_metadata.mjs';
import { countFrames, firstFrame, passthrough, roundRobin, settleGpuProcess, sourceFrames, sourceTrack } from './track_bench.mjs';

const params = new URLSearchParams(location.search);
const ALL_MODES = ['source', 'passthrough', 'ours', 'ours-worker', 'livekit-ours', 'livekit', 'twilio-ours', 'twilio'];
const CONFIG = {
  size: (params.get('size') ?? '1280x720').split('x').map(Number),
  source: params.get('source') ?? 'canvas',  // or i420 (track_bench.sourceFrames)
  modes: (params.get('modes') ?? ALL_MODES.join(',')).split(',').filter(Boolean),
  seconds: Number(params.get('seconds') ?? 4),
  warmup: Number(params.get('warmup') ?? 1.5),
  repeat: Number(params.get('repeat') ?? 2),
  sourceFps: Number(params.get('source_fps') ?? 0),
};
for (const mode of CONFIG.modes) if (!ALL_MODES.includes(mode)) throw new Error(`unknown mode ${mode}`);

const NM = '/bench/node_modules';
const log = (line) => {
  document.getElementById('log').textContent += `${line}\n`;
  console.log(line);
};

// DevTools metrics through the driver's binding: cdpMetrics(JSON {id}) is
// answered by the driver calling window.cdpReply(id, {name: value}).
const pending = new Map();
let nextId = 0;
window.cdpReply = (id, metrics) => { pending.get(id)?.(metrics); pending.delete(id); };
// Drivers that cannot bind a function (WebDriver, for Firefox and WebKit) poll
// window.metricsRequests instead (?poll_metrics) and answer the same way.
window.metricsRequests = [];
async function devtoolsMetrics() {
  const bound = typeof window.cdpMetrics === 'function';
  if (!bound && !params.has('poll_metrics')) return null;
  const id = ++nextId;
  const reply = new Promise((resolve) => pending.set(id, resolve));
  if (bound) window.cdpMetrics(JSON.stringify({ id }));
  else window.metricsRequests.push(id);
  return Promise.race([reply, new Promise((resolve) => setTimeout(() => resolve(null), 5000))]);
}

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

async function twilioGlobals() {
  if (!window.Twilio?.Video) await loadScript(`${NM}/twilio-video/dist/twilio-video.min.js`);
  if (!window.Twilio?.VideoProcessors) await loadScript(`${NM}/@twilio/video-processors/dist/build/twilio-video-processors.min.js`);
  return window.Twilio;
}

// A track through twilio-video: LocalVideoTrack + addProcessor + a local
// preview (twilio-video processes while the track is shown or published).
function throughTwilio(Twilio, track, processor, options) {
  const local = new Twilio.Video.LocalVideoTrack(track);
  local.addProcessor(processor, options);
  const preview = local.attach();
  preview.muted = true;
  document.body.append(preview);
  return {
    track: local.processedTrack,
    stop() {
      local.removeProcessor(processor);
      local.detach().forEach((el) => el.remove());
      local.stop();
    },
  };
}

// LiveKit's default model (selfie_segmenter.tflite, 256x256) lives on
// Google's storage; the local copy of the same-sized selfie model has no input
// metadata, which tasks-vision needs: added in the page (tflite_metadata.mjs).
let selfieModel = null;
async function selfieModelUrl() {
  if (!selfieModel) {
    const bytes = new Uint8Array(await (await fetch('/models/selfie_segmentation.tflite')).arrayBuffer());
    selfieModel = URL.createObjectURL(new Blob([addNormalizationMetadata(bytes)]));
  }
  return selfieModel;
}

// A track through livekit-client: a LocalVideoTrack of it (as for a camera
// the app opened itself) and setProcessor, which hands the processor the
// track and a hidden video element playing it.
async function throughLiveKit(track, processor) {
  const { LocalVideoTrack } = await import('livekit-client');
  const local = new LocalVideoTrack(track, undefined, true);
  await local.setProcessor(processor);
  return {
    track: processor.processedTrack,
    async stop() {
      await local.stopProcessor();
      local.stop();
    },
  };
}

// Opens `mode` on `track`: {track: the processed track, stop()}.
async function openMode(mode, track) {
  switch (mode) {
    case 'source':
      return { track: track.clone(), stop() {} };
    case 'passthrough':
      return passthrough(track);
    case 'ours':
    case 'ours-worker': {
      const { VideoEffects } = await import('/sdk/index.js');
      const effects = await VideoEffects.create({ worker: mode === 'ours-worker' });
      return {
        track: effects.applyEffect(track, { effect: 'blur' }),
        stats: () => effects.getStats(),
        async stop() { effects.stop(); await effects.dispose(); },
      };
    }
    case 'livekit-ours': {
      const { LiveKitEffectsProcessor } = await import('/sdk/livekit.js');
      return throughLiveKit(track, new LiveKitEffectsProcessor({ effect: 'blur' }));
    }
    case 'livekit': {
      const { BackgroundProcessor } = await import('@livekit/track-processors');
      return throughLiveKit(track, BackgroundProcessor({
        mode: 'background-blur',
        assetPaths: {
          tasksVisionFileSet: `${NM}/@livekit/track-processors/node_modules/@mediapipe/tasks-vision/wasm`,
          modelAssetPath: await selfieModelUrl(),
        },
      }));
    }
    case 'twilio-ours': {
      const Twilio = await twilioGlobals();
      const { TwilioEffectsProcessor } = await import('/sdk/twilio.js');
      const processor = await TwilioEffectsProcessor.create({ effect: 'blur' });
      const piped = throughTwilio(Twilio, track, processor, TwilioEffectsProcessor.addProcessorOptions);
      return { track: piped.track, stop() { piped.stop(); processor.destroy(); } };
    }
    case 'twilio': {
      const Twilio = await twilioGlobals();
      const processor = new Twilio.VideoProcessors.GaussianBlurBackgroundProcessor({
        assetsPath: `${NM}/@twilio/video-processors/dist/build/`,
      });
      await processor.loadModel();
      const piped = throughTwilio(Twilio, track, processor,
        { inputFrameBufferType: 'videoframe', outputFrameBufferContextType: 'bitmaprenderer' });
      return { track: piped.track, stop() { piped.stop(); processor.destroy?.(); } };
    }
  }
  throw new Error(`unknown mode ${mode}`);
}

const metric = (m, name) => (m && typeof m[name] === 'number' ? m[name] : null);

async function measure(mode, width, height, frames) {
  const source = sourceTrack(frames, CONFIG.sourceFps);
  const t0 = performance.now();
  const pipeline = await openMode(mode, source.track);
  const first = await Promise.race([firstFrame(pipeline.track), new Promise((r) => setTimeout(() => r(null), 60000))]);
  const counter = countFrames(pipeline.track);
  await new Promise((r) => setTimeout(r, CONFIG.warmup * 1000));
  const m0 = await devtoolsMetrics();
  const tStart = counter.start();
  const written0 = source.written;
  await new Promise((r) => setTimeout(r, CONFIG.seconds * 1000));
  const delivered = counter.take();
  const elapsed = (performance.now() - tStart) / 1000;
  const m1 = await devtoolsMetrics();
  const perFrame = (name) => {
    const a = metric(m0, name), b = metric(m1, name);
    return a === null || b === null || delivered === 0 ? null : Math.round(((b - a) * 1000 / delivered) * 1000) / 1000;
  };
  const row = {
    mode, width, height,
    fps: Math.round((delivered / elapsed) * 10) / 10,
    source_fps: Math.round(((source.written - written0) / elapsed) * 10) / 10,
    first_frame_ms: first === null ? null : Math.round(first - t0),
    main_ms_per_frame: perFrame('TaskDuration'),
    cpu_ms_per_frame: perFrame('ProcessTime'),
    browser_cpu_ms_per_frame: perFrame('BrowserCpuTime'),
    main_busy: m0 && m1 ? Math.round(((metric(m1, 'TaskDuration') - metric(m0, 'TaskDuration')) / elapsed) * 1000) / 1000 : null,
  };
  if (pipeline.stats) row.stats = await pipeline.stats();
  counter.stop();
  await pipeline.stop();
  source.stop();
  pipeline.track.stop?.();
  return row;
}

async function main() {
  // ?settle=0: draw the source frames first, as pages before 2026-12-02 did (on the H200 they died).
  const gpuRestarted = params.get('settle') === '0' ? null : await settleGpuProcess();
  log(`GPU process settled: first context lost ${gpuRestarted}`);
  const [width, height] = CONFIG.size;
  const frames = await sourceFrames(width, height, CONFIG.source);
  const rows = (await roundRobin(CONFIG.modes, CONFIG.repeat, (mode) => measure(mode, width, height, frames), log, 300))
    .map((row) => ({ width, height, ...row }));
  for (const f of frames) f.close();
  return JSON.stringify({ config: CONFIG, userAgent: navigator.userAgent, gpuRestarted, metrics: typeof window.cdpMetrics === 'function' || params.has('poll_metrics'), rows });
}

window.probeDone = main().catch((e) => JSON.stringify({ error: String(e?.stack ?? e) }));
