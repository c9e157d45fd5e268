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
// passed through and the error kept (lastError).

import { canvasFrame } from './frame_pump.js';
import { FrameRenderer } from './renderer.js';
import { DEFAULT_EFFECT, validateCreateOptions, validateEffectOptions } from './options.js';

export async function createEffectsTransform(options = {}) {
  const { model: modelOption, worker, whenUnsupported, ...effect } = options;
  if (worker !== undefined || whenUnsupported !== undefined) {
    throw new TypeError('createEffectsTransform runs where its stream runs: worker and whenUnsupported do not apply');
  }
  const { model } = validateCreateOptions(modelOption === undefined ? {} : { model: modelOption });
  let current = validateEffectOptions(effect, DEFAULT_EFFECT);
  if (typeof OffscreenCanvas !== 'function' || typeof VideoFrame !== 'function') {
    throw new TypeError('createEffectsTransform needs OffscreenCanvas and VideoFrame');
  }
  const canvas = new OffscreenCanvas(2, 2);
  let renderer = await FrameRenderer.create(canvas, model);
  renderer.setOptions(current);
  let transfer = true;
  const fx = {
    lastError: null,
    transform: new TransformStream({
      transform(frame, controller) {
        let out = null;
        try {
          if (renderer?.process(frame, frame.displayWidth, frame.displayHeight)) {
            out = canvasFrame(canvas, frame, transfer);
            if (!out) {  // no frames of transferred bitmaps here (SwiftShader): frames of the canvas
              transfer = false;
              renderer.process(frame, frame.displayWidth, frame.displayHeight);
              out = canvasFrame(canvas, frame, false);
            }
          }
        } catch (e) {
          fx.lastError = e;
          out = null;
        }
        if (out) {
          frame.close();
          controller.enqueue(out);
        } else {
          controller.enqueue(frame);  // passed through, ownership with it
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
    // Frees every GL object; frames that still arrive pass through.
    async dispose() {
      renderer?.destroy();
      renderer = null;
    },
  };
  return fx;
}
