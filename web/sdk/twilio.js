// Twilio Video adapter: a VideoProcessor for twilio-video's
// LocalVideoTrack.addProcessor(), over the same engine as VideoEffects.
//
//   import { TwilioEffectsProcessor } from 'vfx-effects/twilio';
//   const processor = await TwilioEffectsProcessor.create({ effect: 'blur' });
//   localVideoTrack.addProcessor(processor, TwilioEffectsProcessor.addProcessorOptions);
//   processor.setOptions({ effect: 'replace', background: '#2040a0' });
//   localVideoTrack.removeProcessor(processor);
//   processor.destroy();
//
// With addProcessorOptions twilio-video hands each camera frame over as a
// VideoFrame (no copy into its input canvas), and its output canvas takes our
// result as a transferred ImageBitmap ('bitmaprenderer': no pixel copy).
// While the GPU still has two frames to finish, a frame is skipped (the output
// keeps the last processed picture: the raw camera never shows), and with
// `adaptive` (the default) the quality steps down the ladder when frames go
// undrawn (processor.quality, processor.onqualitychange), as VideoEffects does.

import { qualityState, rendererGovernor } from './quality_governor.js';
import { createCanvasRenderer } from './backend.js';
import { validateEffectOptions } from './options.js';

export class TwilioEffectsProcessor {
  // What to pass as the second argument of LocalVideoTrack.addProcessor().
  static addProcessorOptions = Object.freeze({ inputFrameBufferType: 'videoframe', outputFrameBufferContextType: 'bitmaprenderer' });

  // options: the model and the effect options of VideoEffects.
  static async create(options = {}) {
    const { renderer, canvas, effect, adaptive } = await createCanvasRenderer(options, {
      who: 'TwilioEffectsProcessor', where: 'on twilio-video\'s thread', adapts: true,
    });
    return new TwilioEffectsProcessor(renderer, canvas, effect, adaptive);
  }

  #renderer;
  #canvas;
  #options;
  #governor = null;
  lastError = null;
  // Called with {level, levels, overloaded, fps, targetFps} when the quality steps or overload changes.
  onqualitychange = null;

  constructor(renderer, canvas, options, adaptive = true) {
    this.#renderer = renderer;
    this.#canvas = canvas;
    this.#options = options;
    if (adaptive) {
      // The camera rate is not known here: hold at most 30 frames a second, like a typical camera.
      this.#governor = rendererGovernor(() => this.#renderer, {
        onError: (e) => { this.lastError = e; },
        onChange: (change) => this.onqualitychange?.(change),
      });
    }
  }

  // {level, levels, overloaded, adaptive, targetFps}: where the effect stands on the quality ladder.
  get quality() { return qualityState(this.#renderer, this.#governor); }

  // Called by twilio-video for every frame.
  async processFrame(input, output) {
    const frame = typeof VideoFrame === 'function' && input instanceof VideoFrame ? input : null;
    try {
      const renderer = this.#renderer;
      if (renderer && !renderer.contextLost) this.#governor?.arrived();
      if (renderer?.busy) return;  // the output keeps the last processed picture
      const width = frame ? frame.displayWidth : input.videoWidth || input.width;
      const height = frame ? frame.displayHeight : input.videoHeight || input.height;
      let bitmap;
      try {
        const source = frame && renderer ? await renderer.uploadSource(frame) : input;
        // Twilio hands frames over as they come: now is their camera time to within its queue.
        const timeMs = frame && frame.timestamp >= 0 ? frame.timestamp / 1000 : performance.now();
        bitmap = this.#renderer?.process(source, width, height, timeMs) ? this.#canvas.transferToImageBitmap() : null;
        if (bitmap) this.#governor?.drawn();
      } catch (e) {
        this.lastError = e;  // the frame passes through
        bitmap = null;
      }
      bitmap ??= await createImageBitmap(input);  // context lost or disposed: the camera as it is
      const ctx = output.getContext('bitmaprenderer');
      if (ctx) {
        ctx.transferFromImageBitmap(bitmap);
      } else {  // a '2d' output canvas (addProcessor without our options)
        output.getContext('2d').drawImage(bitmap, 0, 0, output.width, output.height);
        bitmap.close();
      }
    } finally {
      frame?.close();  // twilio-video hands VideoFrames over to the processor
    }
  }

  // Takes effect on the next frame; bad options throw and change nothing.
  setOptions(options) {
    if (!this.#renderer) throw new Error('this TwilioEffectsProcessor has been destroyed');
    const next = validateEffectOptions(options, this.#options);
    this.#renderer.setOptions(next);
    this.#options = next;
  }

  get options() { return { ...this.#options }; }

  // Frees every GL object; frames that still arrive pass through.
  destroy() {
    this.#renderer?.destroy();
    this.#renderer = null;
  }
}
