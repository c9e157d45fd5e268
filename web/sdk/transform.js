// A TransformStream of VideoFrames for pages with their own insertable-streams
// pipeline (MediaStreamTrackProcessor -> ... -> MediaStreamTrackGenerator, or
// a WebRTC encoded-transform chain): each frame in is closed, and the
// processed frame out carries its timestamp and duration.
//
//   const fx = await createEffectsTransform({ effect: 'blur' });
//   processor.readable.pipeThrough(fx.transform).pipeTo(generator.writable);
//   fx.setOptions({ effect: 'replace', background: '#2040a0' });
//   await fx.dispose();
//
// Options: the create options (model) and effect options of VideoEffects.
// While the WebGL context is lost, frames pass through; a frame that fails is
// passed through and the error kept (lastError). While the GPU is still busy
// with earlier frames (FrameRenderer.MAX_FRAMES_IN_FLIGHT) a frame is dropped,
// and with `adaptive` (the default) a QualityGovernor steps the effect down
// the quality ladder when frames go undrawn, as VideoEffects does
// (fx.quality, fx.onqualitychange).

import { processToFrame } from './frame_pump.js';
import { qualityState, rendererGovernor } from './quality_governor.js';
import { createCanvasRenderer } from './backend.js';
import { validateEffectOptions } from './options.js';

export async function createEffectsTransform(options = {}) {
  const created = await createCanvasRenderer(options, {
    who: 'createEffectsTransform', where: 'where its stream runs', requires: ['OffscreenCanvas', 'VideoFrame'], adapts: true,
  });
  let renderer = created.renderer;
  // The camera rate is not known here: hold at most 30 frames a second, like a typical camera.
  const governor = created.adaptive ? rendererGovernor(() => renderer, {
    onError: (e) => { fx.lastError = e; },
    onChange: (change) => fx.onqualitychange?.(change),
  }) : null;
  let current = created.effect;
  const output = { transfer: true };
  const fx = {
    lastError: null,
    transform: new TransformStream({
      async transform(frame, controller) {
        if (renderer && !renderer.contextLost) governor?.arrived();  // passed-through frames are not judged
        // A slow GPU: drop the frame rather than queue more GPU work (FramePump does the same).
        if (renderer?.busy) {
          frame.close();
          return;
        }
        let out = null;
        try {
          const source = renderer ? await renderer.uploadSource(frame) : frame;
          out = processToFrame(renderer, created.canvas, frame, output, source);
        } catch (e) {
          fx.lastError = e;
        }
        // The stream may have been cancelled while the frame's pixels were read
        // (uploadSource awaits): then enqueue throws and the frames are ours to close.
        const send = out ?? frame;  // processed, or passed through with ownership
        if (out) {
          frame.close();
          governor?.drawn();
        }
        try {
          controller.enqueue(send);
        } catch {
          send.close();
        }
      },
    }),
    // Changes the effect; the next frame shows it. Bad options throw and change nothing.
    setOptions(next) {
      if (!renderer) throw new Error('this effects transform has been disposed');
      const merged = validateEffectOptions(next, current);
      renderer.setOptions(merged);
      current = merged;
    },
    get options() { return { ...current }; },
    // {level, levels, overloaded, adaptive, targetFps}: where the effect stands on the quality ladder.
    get quality() { return qualityState(renderer, governor); },
    // Called with {level, levels, overloaded, fps, targetFps} when the quality steps or overload changes.
    onqualitychange: null,
    // Frees every GL object; frames that still arrive pass through.
    async dispose() {
      renderer?.destroy();
      renderer = null;
    },
  };
  return fx;
}
