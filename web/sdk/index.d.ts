// Types of the vfx SDK (see index.js).

export type Effect = 'none' | 'blur' | 'replace' | 'light';
/** The standard build's models; a build with more models in models/ takes their names too. */
export type Model = 'mp_selfie_segmentation_landscape_144x256' | 'mp_selfie_segmentation_256x256' | (string & {});

export declare const EFFECTS: readonly Effect[];
export declare const MODELS: readonly Model[];
/** The model names the loaded wasm carries (the standard ones plus any compiled into a custom build). */
export declare function availableModels(): Promise<string[]>;

export interface CreateOptions {
  /** The segmentation network; default 'mp_selfie_segmentation_landscape_144x256'. An unknown name rejects
   * create() with a TypeError listing availableModels(). */
  model?: Model;
  /**
   * Where the frame path runs: true, a worker on an OffscreenCanvas (needs Worker, OffscreenCanvas and
   * insertable streams on the page, or MediaStreamTrackProcessor and VideoTrackGenerator in workers as
   * Safari has them; refused where they are missing); false, the page's main thread; 'auto' (the default),
   * a worker where the browser can, else the main thread.
   */
  worker?: boolean | 'auto';
  /**
   * Where the browser gives no WebGL2: 'reject' (default) rejects create() with a NotSupportedError;
   * 'passthrough' resolves with an instance whose applyEffect returns the camera track unprocessed
   * (a clone), mode 'passthrough', and getStats().error saying why.
   */
  whenUnsupported?: 'reject' | 'passthrough';
  /**
   * Where to load vfx.wasm from, when it is not served beside vfx.mjs (a CDN path, a hashed asset name).
   * Relative URLs resolve against the page. A URL that does not load rejects create() with an Error naming it.
   */
  wasmUrl?: string | URL;
  /**
   * Adaptive quality (default true): when the GPU cannot draw every camera frame, the effect steps
   * down a quality ladder (refined mask at half resolution, the network on every 2nd then 3rd frame,
   * no guided edge refinement) to hold the track's frame rate, and back up when the GPU allows;
   * when even the lowest step falls behind it fires 'overload'. false: always the full effect
   * (fewer frames on a slow GPU). Insertable-streams and worker modes; the video-element fallback
   * always runs the full effect.
   */
  adaptive?: boolean;
  /**
   * Which GPU API runs the effects: 'auto' (default: WebGPU on a hardware adapter that passes the
   * self-check, else WebGL2; `backendFallback` says why it did not take WebGPU), 'webgpu' (the
   * generated WebGPU pipeline on any adapter; create() rejects where WebGPU is missing, with a
   * NotSupportedError, or fails its self-check) or 'webgl2' (the wasm engine on WebGL2).
   */
  backend?: 'auto' | 'webgpu' | 'webgl2';
}

/** Where the effect stands on the quality ladder (Stats.quality, and the detail of the quality events). */
export interface QualityState {
  /** 0 = the full effect; levels - 1 = the lowest step. */
  level: number;
  levels: number;
  /** Even the lowest step cannot hold the frame rate. */
  overloaded: boolean;
}

export interface QualityChange extends QualityState {
  /** Frames drawn a second over the last judged half second. */
  fps: number;
  /** The frame rate being held: the track's (at most 60), 30 when it declares none. */
  targetFps: number;
}

export interface VideoEffectsEventMap {
  /** The adaptive quality moved a step. */
  qualitychange: CustomEvent<QualityChange>;
  /** Even the lowest quality step cannot hold the frame rate: the app may switch the effect off. */
  overload: CustomEvent<QualityChange>;
  /** After 'overload': the frame rate is held again. */
  overloadend: CustomEvent<QualityChange>;
}

export type BackgroundSource = string | ImageBitmap | ImageData | HTMLImageElement | HTMLCanvasElement | OffscreenCanvas;

export interface EffectOptions {
  /** Default 'blur'. */
  effect?: Effect;
  /** 0..1; 1 hides a room. Default 0.8. RangeError outside 0..1. */
  blurStrength?: number;
  /**
   * Correct the exposure and colour cast under any effect, where lightScope
   * says. true or 'person': measured on the person; 'face': on the best
   * face (a face's exposure is what viewers judge; clothes and hair dominate
   * the person's), the person's while no face is found. Default false.
   */
  lightCorrection?: boolean | 'person' | 'face';
  /**
   * Where the light correction applies: 'picture' (one exposure for the whole
   * frame; a blurred background is corrected too, as with effect 'light'),
   * 'person' (the background keeps its brightness), 'auto' (the person for
   * lightCorrection 'face', the picture otherwise). Default 'auto'.
   */
  lightScope?: 'auto' | 'picture' | 'person';
  /**
   * Portrait touch-up, 0..1: the skin of each face smoothed, eyes, brows,
   * lips and the rest of the picture untouched. Composes with any effect.
   * Default 0 (off: the face detector is not even loaded). RangeError outside 0..1.
   */
  touchUp?: number;
  /** For 'replace': a '#rrggbb' colour or an image, fitted by cover. */
  background?: BackgroundSource;
}

export interface Stats {
  /** Output frames per second over the last second. */
  fps: number;
  /**
   * Camera frames dropped undrawn since applyEffect: the output was backed up or
   * the GPU had not finished the previous frames (a GPU slower than the camera).
   * On the fallback path (no insertable streams): frames the video showed that were not drawn.
   */
  dropped: number;
  /**
   * How the last drawn frame reached the GPU: 'texture' (texImage2D of the frame: YUV camera
   * frames) or 'copy' (VideoFrame.copyTo, then a byte upload: frames in an RGB format, such as
   * canvas and screen captures, where that is faster) or 'planes' (an I420 frame's planes,
   * converted by the engine: camera frames without GPU buffers, on GPUs). null before the first frame and on
   * the fallback path; 'texture' on the WebGPU backend (copyExternalImageToTexture of the frame).
   */
  upload: 'texture' | 'copy' | 'planes' | null;
  /** The GPU API the effects run on (VideoEffects.backend). */
  backend: 'webgpu' | 'webgl2' | null;
  /** True while the GPU context (WebGL2) or device (WebGPU) is lost: frames pass through until it is back. */
  gpuLost: boolean;
  /** The quality ladder: where the running effect stands, and whether it adapts. */
  quality: QualityState & { adaptive: boolean; targetFps: number | null };
  /** Same as quality.overloaded: even the lowest quality step cannot hold the frame rate. */
  overloaded: boolean;
  /**
   * How old the last drawn frame's person mask is. On the quality steps that run the network on
   * every 2nd or 3rd frame, the frames between show the last network frame's mask moved by the
   * person's motion since (`carried`); `ageFrames` counts the drawn frames since the network ran
   * (0: the frame's own), `ageMs` the capture time between them (null before the first frame).
   */
  mask: { ageFrames: number; ageMs: number | null; carried: boolean };
  /** CPU submit time per pipeline stage in the last frame, in ms. */
  stages: Record<string, number>;
  /**
   * GPU time per stage (upload, each graph node that ran, present) of the last
   * frame the GPU timer measured, in ms; null where the browser exposes no
   * timer (EXT_disjoint_timer_query_webgl2) or before the first measure. Its
   * stages are that frame's, which may differ from `stages`: work done on
   * every n-th frame (face detection, light statistics) shows in its share
   * of timed frames, and for up to 31 frames after setOptions the stages of
   * the effect before may still be listed.
   */
  gpuStages: Record<string, number> | null;
  /** Whether gpuStages can be reported, and why not. */
  gpuTimer: { available: boolean; reason: string };
  /** Which generated code runs the net: 'gpu' or 'software' (CPU rasterizers such as SwiftShader). */
  planVariant: string;
  /** Live GPU objects (WebGL2: the engine's GL objects; WebGPU: textures, buffers, query sets and devices), `created` (every object ever made) and, on WebGPU, `leftOnDestroy` (objects a destroyed device still held). */
  glObjects: {
    textures: number; framebuffers: number; programs: number; created: number;
    buffers?: number; querySets?: number; devices?: number; leftOnDestroy?: number;
  };
  /** The last per-frame error, if frames are being passed through unprocessed. */
  error: string | null;
}

export declare function hasInsertableStreams(): boolean;
/** Live GL objects of all main-thread instances (leak checks). */
export declare function debugGlObjectCounts(): Promise<Stats['glObjects']>;
/** Benchmarks: how main-thread instances upload frames ('auto': RGB frames through VideoFrame.copyTo, YUV frames as they are). */
export declare function debugSetUploadPolicy(policy: 'auto' | 'texture' | 'copy' | 'planes'): void;

export declare class VideoEffects extends EventTarget {
  /**
   * Loads the wasm engine and compiles every GPU program once. Rejects with a
   * DOMException named 'NotSupportedError' where the browser gives no WebGL2
   * context (no usable GPU: Chrome has no software fallback since M139).
   */
  static create(options?: CreateOptions): Promise<VideoEffects>;
  readonly model: Model;
  readonly options: Required<Omit<EffectOptions, 'background'>> & { background: BackgroundSource };
  readonly mode: 'worker' | 'insertable-streams' | 'video-element' | 'passthrough';
  readonly capabilities: string;
  /** The GPU API the effects run on; null in pass-through mode. */
  readonly backend: 'webgpu' | 'webgl2' | null;
  /** Why backend 'auto' runs on WebGL2 (no WebGPU adapter, a software one, a failed self-check), else null. */
  readonly backendFallback: string | null;
  /** A processed track of the same size and frame rate. TypeError for a non-video or ended track. */
  applyEffect(track: MediaStreamTrack, options?: EffectOptions): MediaStreamTrack;
  /** Takes effect on the next frame; nothing is re-created. */
  setOptions(options: EffectOptions): void;
  getStats(): Promise<Stats>;
  /** Ends the processed track. */
  stop(): void;
  /** Test hook (main-thread mode): simulate WebGL context loss (true) and restoration (false). */
  debugSimulateContextLoss(lose: boolean): void;
  /** stop() and free every GL object, the WebGL context and the worker. */
  dispose(): Promise<void>;
  addEventListener<K extends keyof VideoEffectsEventMap>(
    type: K, listener: (this: VideoEffects, event: VideoEffectsEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof VideoEffectsEventMap>(
    type: K, listener: (this: VideoEffects, event: VideoEffectsEventMap[K]) => void,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions): void;
}
