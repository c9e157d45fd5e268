import type { EffectOptions, Model, QualityChange, QualityState } from './index.js';

export interface EffectsTransform {
  /** VideoFrame in, processed VideoFrame out (the input frame is closed). */
  readonly transform: TransformStream<VideoFrame, VideoFrame>;
  /** Takes effect on the next frame. TypeError / RangeError for bad options, which change nothing. */
  setOptions(options: EffectOptions): void;
  readonly options: EffectOptions;
  /** Where the effect stands on the quality ladder (level 0 = the full effect). */
  readonly quality: QualityState & { adaptive: boolean; targetFps: number | null };
  /** With adaptive on: called when the quality level or the overload state changes. */
  onqualitychange: ((change: QualityChange) => void) | null;
  /** The last frame that failed (it was passed through), or null. */
  readonly lastError: unknown;
  /** Frees every GL object; frames that still arrive pass through. */
  dispose(): Promise<void>;
}

/** For pages with their own insertable-streams pipeline. Rejects like VideoEffects.create. */
export declare function createEffectsTransform(
  options?: { model?: Model; wasmUrl?: string | URL; backend?: 'auto' | 'webgpu' | 'webgl2'; /** default true: step down the quality ladder on a slow GPU */ adaptive?: boolean } & EffectOptions,
): Promise<EffectsTransform>;
