// Holds the camera's frame rate on a GPU that cannot run the full effect.
// The frame pump tells it when a camera frame arrives and when one is drawn;
// every WINDOW_MS it compares the frames drawn with the frames the track
// offered (at most targetFps a second) and moves along the engine's quality
// ladder (src/pipeline/quality_ladder.h; level 0 = the full effect):
//   - drawn < BEHIND of the offered frames: one level down; below FAR_BEHIND,
//     straight to the lowest level. The window after a change is not judged
//     (frames of the old level are still on the GPU);
//   - at the lowest level and still behind: `overloaded` (the page is told, and
//     may switch the effect off); it clears once a window keeps up again;
//   - keeping up (>= KEEPING_UP) for probeMs: one level up, on trial; if the
//     next judged window falls behind, back down, and the next trial waits
//     twice as long (at most MAX_PROBE_MS): no oscillation on a GPU at its limit.
// Pure logic with an injectable clock: tests drive it without a browser.

export const WINDOW_MS = 500;
export const BEHIND = 0.8;
export const FAR_BEHIND = 0.4;
export const KEEPING_UP = 0.95;
export const FIRST_PROBE_MS = 5000;
export const MAX_PROBE_MS = 60000;

export class QualityGovernor {
  #levels;
  #targetFps;
  #now;
  #onChange;
  #started = false;  // the first frame was drawn (shader warm-up is not judged)
  #windowStart = 0;
  #arrived = 0;
  #drawn = 0;
  #settling = false;
  #onTrial = false;
  #keptUpMs = 0;
  #probeMs = FIRST_PROBE_MS;
  level = 0;
  overloaded = false;
  fps = 0;  // frames drawn a second over the last judged window

  // levels: the ladder's length; targetFps: the track's frame rate (the most
  // it is asked to hold); onChange({level, overloaded, fps, targetFps}) on every change.
  constructor({ levels, targetFps = 30, now = () => performance.now(), onChange = () => {} }) {
    if (!(Number.isInteger(levels) && levels >= 1)) throw new TypeError('levels must be a positive integer');
    if (!(targetFps > 0)) throw new TypeError('targetFps must be positive');
    this.#levels = levels;
    this.#targetFps = targetFps;
    this.#now = now;
    this.#onChange = onChange;
  }

  get targetFps() { return this.#targetFps; }
  get levels() { return this.#levels; }

  // A camera frame arrived (drawn or dropped).
  arrived() {
    if (!this.#started) return;
    this.#arrived += 1;
    this.#judge();
  }

  // A camera frame was drawn.
  drawn() {
    if (!this.#started) {
      this.#started = true;
      this.#windowStart = this.#now();
      return;
    }
    this.#drawn += 1;
  }

  #judge() {
    const now = this.#now();
    const elapsed = now - this.#windowStart;
    if (elapsed < WINDOW_MS) return;
    const offered = Math.min(this.#arrived, (this.#targetFps * elapsed) / 1000);
    const ratio = offered > 0 ? this.#drawn / offered : 1;
    this.fps = (this.#drawn * 1000) / elapsed;
    this.#windowStart = now;
    this.#arrived = 0;
    this.#drawn = 0;
    if (this.#settling) {
      this.#settling = false;
      return;
    }
    const last = this.#levels - 1;
    if (ratio < BEHIND) {
      this.#keptUpMs = 0;
      if (this.#onTrial) {
        this.#onTrial = false;
        this.#probeMs = Math.min(this.#probeMs * 2, MAX_PROBE_MS);
        this.#set(this.level + 1);
      } else if (this.level < last) {
        this.#set(ratio < FAR_BEHIND ? last : this.level + 1);
      } else if (!this.overloaded) {
        this.overloaded = true;
        this.#emit();
      }
      return;
    }
    this.#onTrial = false;
    if (ratio < KEEPING_UP) {
      this.#keptUpMs = 0;
      return;
    }
    if (this.overloaded) {
      this.overloaded = false;
      this.#emit();
    }
    this.#keptUpMs += elapsed;
    if (this.level > 0 && this.#keptUpMs >= this.#probeMs) {
      this.#keptUpMs = 0;
      this.#onTrial = true;
      this.#set(this.level - 1);
    }
  }

  #set(level) {
    this.level = level;
    this.#settling = true;
    this.#emit();
  }

  #emit() {
    this.#onChange({ level: this.level, overloaded: this.overloaded, fps: this.fps, targetFps: this.#targetFps });
  }
}

// The glue every frame path shares (FramePump, the video-element fallback, the
// transform and Twilio adapters): a governor whose steps move the renderer
// that `renderer()` returns (null once disposed) along its ladder. A step that
// fails goes to onError(e); onChange(change) is told every change, with the
// ladder's length added ({level, levels, overloaded, fps, targetFps}).
export function rendererGovernor(renderer, { targetFps, onChange = () => {}, onError = () => {} } = {}) {
  const levels = renderer().qualityLevels;
  return new QualityGovernor({
    levels,
    ...(targetFps ? { targetFps } : {}),
    onChange: (change) => {
      try {
        renderer()?.setQuality(change.level);
      } catch (e) {
        onError(e);
      }
      onChange({ ...change, levels });
    },
  });
}

// {level, levels, overloaded, adaptive, targetFps}: where `renderer` stands on
// its quality ladder under `governor` (null: not adaptive).
export function qualityState(renderer, governor) {
  return {
    level: renderer?.quality ?? 0, levels: renderer?.qualityLevels ?? 1, overloaded: governor?.overloaded ?? false,
    adaptive: governor !== null, targetFps: governor?.targetFps ?? null,
  };
}
