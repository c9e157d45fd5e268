// In the page: the SDK on the demo's sample clip through one frame path, for
// the browsers without Playwright (WebKit, Firefox), whose tests and
// benchmarks drive pages over WebDriver. Served at /tests/ beside the site.
import { VideoEffects } from '/sdk/index.js';
import { sampleTrack } from '/sample_clip.mjs';

// Frames a video element presents of `track` within `seconds`, after `warmupSeconds`.
async function presentedFps(track, seconds, warmupSeconds) {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  await video.play();
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
  const first = await new Promise((r) => video.requestVideoFrameCallback((now, meta) => r({ now, n: meta.presentedFrames })));
  // How late a 10 ms timer on the page's thread fires: the page's own responsiveness meanwhile.
  const lates = [];
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    lates.push(now - expected);
    expected = now + 10;
  }, 10);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  clearInterval(timer);
  const last = await new Promise((r) => video.requestVideoFrameCallback((now, meta) => r({ now, n: meta.presentedFrames })));
  const size = [video.videoWidth, video.videoHeight];
  video.srcObject = null;
  lates.sort((a, b) => a - b);
  return {
    fps: ((last.n - first.n) * 1000) / (last.now - first.now), size,
    timerLateMs: { median: lates[lates.length >> 1] ?? null, max: lates[lates.length - 1] ?? null },
  };
}

// Blur on the sample clip with create({worker}): which path ran, the frames
// delivered per second, how late the page's timers fired meanwhile, and what
// stop leaves.
export async function runPath({ worker, seconds = 6, warmupSeconds = 3 }) {
  const effects = await VideoEffects.create({ worker });
  const input = await sampleTrack('/');
  try {
    const output = effects.applyEffect(input, { effect: 'blur', blurStrength: 0.8 });
    const { fps, size, timerLateMs } = await presentedFps(output, seconds, warmupSeconds);
    const stats = await effects.getStats();
    effects.stop();
    const afterStop = { output: output.readyState, input: input.readyState };
    return { worker, mode: effects.mode, backend: effects.backend, fps, size, timerLateMs, statsFps: stats.fps, error: stats.error,
             dropped: stats.dropped, upload: stats.upload, quality: stats.quality.level, stages: stats.stages,
             planVariant: stats.planVariant, afterStop };
  } finally {
    await effects.dispose();
    input.stop();
  }
}

// One instance through three runs on the sample clip (WebKitGTK lets only one
// worker at a time make WebGL contexts, so one instance does it all):
// stop() ends the output and leaves the page's track; the page stopping its
// track ends the output; a third run delivers frames of the input's size, and
// dispose() ends it.
export async function lifecycle({ worker }) {
  const effects = await VideoEffects.create({ worker });
  const result = { mode: effects.mode };
  const first = await sampleTrack('/');
  const out1 = effects.applyEffect(first, { effect: 'blur' });
  result.first = await presentedFps(out1, 1, 1);
  effects.stop();
  result.afterStop = { output: out1.readyState, input: first.readyState };

  const out2 = effects.applyEffect(first, { effect: 'blur' });
  await new Promise((r) => setTimeout(r, 1000));
  first.stop();
  const deadline = performance.now() + 3000;
  while (out2.readyState !== 'ended' && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  result.afterInputStop = out2.readyState;

  const third = await sampleTrack('/');
  const out3 = effects.applyEffect(third, { effect: 'none' });
  const video = document.createElement('video');
  video.muted = true;
  video.srcObject = new MediaStream([out3]);
  await video.play();
  await new Promise((r) => video.requestVideoFrameCallback(r));
  result.thirdSize = [video.videoWidth, video.videoHeight];
  result.error = (await effects.getStats()).error;
  await effects.dispose();
  result.afterDispose = out3.readyState;
  third.stop();
  return result;
}
