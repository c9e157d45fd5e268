import type { EffectOptions, Model, QualityChange, QualityState } from './index.js';

/** A VideoProcessor for twilio-video (`LocalVideoTrack.addProcessor(processor, TwilioEffectsProcessor.addProcessorOptions)`). */
export declare class TwilioEffectsProcessor {
  static readonly addProcessorOptions: { inputFrameBufferType: 'videoframe'; outputFrameBufferContextType: 'bitmaprenderer' };
  /** Rejects like VideoEffects.create (TypeError for bad options, NotSupportedError without WebGL2). */
  static create(
    options?: { model?: Model; wasmUrl?: string | URL; backend?: 'auto' | 'webgpu' | 'webgl2'; /** default true: step down the quality ladder on a slow GPU */ adaptive?: boolean } & EffectOptions,
  ): Promise<TwilioEffectsProcessor>;
  processFrame(input: VideoFrame | OffscreenCanvas | HTMLCanvasElement | HTMLVideoElement, output: HTMLCanvasElement): Promise<void>;
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
  destroy(): void;
}
