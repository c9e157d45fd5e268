import type { EffectOptions, Model } from './index.js';

export interface EffectsTransform {
  /** VideoFrame in, processed VideoFrame out (the input frame is closed). */
  readonly transform: TransformStream<VideoFrame, VideoFrame>;
  /** Takes effect on the next frame. TypeError / RangeError for bad options, which change nothing. */
  setOptions(options: EffectOptions): void;
  readonly options: EffectOptions;
  /** The last frame that failed (it was passed through), or null. */
  readonly lastError: unknown;
  /** Frees every GL object; frames that still arrive pass through. */
  dispose(): Promise<void>;
}

/** For pages with their own insertable-streams pipeline. Rejects like VideoEffects.create. */
export declare function createEffectsTransform(options?: { model?: Model; wasmUrl?: string | URL } & EffectOptions): Promise<EffectsTransform>;
