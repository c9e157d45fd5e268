// LiveKit adapter: a TrackProcessor for livekit-client's
// LocalVideoTrack.setProcessor(), over the same engine as VideoEffects.
//
//   import { LiveKitEffectsProcessor } from 'vfx-effects/livekit';
//   const processor = new LiveKitEffectsProcessor({ effect: 'blur' });
//   await localVideoTrack.setProcessor(processor);
//   processor.setOptions({ effect: 'replace', background: image });  // switch without re-creating
//   await localVideoTrack.stopProcessor();                           // destroy(): frees everything
//
// livekit-client calls init() with the camera track, restart() when the
// camera changes, and destroy() when the processor is removed.

import { VideoEffects } from './index.js';
import { DEFAULT_EFFECT, validateCreateOptions, validateEffectOptions } from './options.js';

export class LiveKitEffectsProcessor {
  name = 'vfx-video-effects';
  processedTrack = undefined;
  #create;
  #effect;
  #effects = null;
  #creating = null;    // the VideoEffects being created (init may be called again meanwhile)
  #destroyed = false;

  // options: VideoEffects create options (model, worker, whenUnsupported, wasmUrl, adaptive, backend) and effect options.
  constructor(options = {}) {
    const { model, worker, whenUnsupported, wasmUrl, adaptive, backend, ...effect } = options;
    const create = Object.fromEntries(
      Object.entries({ model, worker, whenUnsupported, wasmUrl, adaptive, backend }).filter(([, v]) => v !== undefined));
    validateCreateOptions(create);
    this.#create = create;
    this.#effect = validateEffectOptions(effect, DEFAULT_EFFECT);
  }

  async init({ track }) {
    this.#destroyed = false;
    if (!this.#effects) {
      this.#creating ??= VideoEffects.create(this.#create);
      const effects = await this.#creating;
      this.#creating = null;
      if (this.#destroyed) {  // destroy() came while the engine loaded
        await effects.dispose();
        return;
      }
      this.#effects ??= effects;
      if (this.#effects !== effects) await effects.dispose();
    }
    this.processedTrack = this.#effects.applyEffect(track, this.#effect);
  }

  async restart(options) {
    this.#effects?.stop();
    await this.init(options);
  }

  async destroy() {
    this.#destroyed = true;
    const effects = this.#effects;
    this.#effects = null;
    this.processedTrack = undefined;
    await effects?.dispose();
  }

  // Changes the effect of the running processor; bad options throw and change nothing.
  setOptions(options) {
    const next = validateEffectOptions(options, this.#effect);
    this.#effects?.setOptions(options);
    this.#effect = next;
  }

  get options() { return { ...this.#effect }; }
  // The engine's stats (VideoEffects.getStats), or null before init().
  async getStats() { return this.#effects ? this.#effects.getStats() : null; }
}
