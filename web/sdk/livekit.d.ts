import type { CreateOptions, EffectOptions, Stats } from './index.js';

/**
 * A TrackProcessor for livekit-client (`LocalVideoTrack.setProcessor(processor)`): background blur,
 * replacement and light correction on the camera track, switchable while it runs.
 */
export declare class LiveKitEffectsProcessor {
  constructor(options?: CreateOptions & EffectOptions);
  readonly name: string;
  /** The processed track, once livekit-client has called init(). */
  processedTrack?: MediaStreamTrack;
  init(options: { track: MediaStreamTrack; kind?: string; element?: HTMLMediaElement }): Promise<void>;
  restart(options: { track: MediaStreamTrack; kind?: string; element?: HTMLMediaElement }): Promise<void>;
  /** Frees every GL object and the engine (livekit-client calls it on stopProcessor()). */
  destroy(): Promise<void>;
  /** Takes effect on the next frame. TypeError / RangeError for bad options, which change nothing. */
  setOptions(options: EffectOptions): void;
  readonly options: EffectOptions;
  getStats(): Promise<Stats | null>;
}
