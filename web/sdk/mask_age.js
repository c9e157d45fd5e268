// How old the mask of the last drawn frame is. On the quality levels that skip
// the network, a frame's mask is the last network frame's, carried to it by
// the person's motion: the engine says how many drawn frames ago the network
// ran, the drawn frames' capture times say how long ago that was.

const KEEP = 16;  // more than the quality ladder ever skips

export class MaskAge {
  #times = [];  // capture times (ms) of the last drawn frames, newest last

  // A frame captured at `timeMs` was drawn.
  drawn(timeMs) {
    this.#times.push(timeMs);
    if (this.#times.length > KEEP) this.#times.shift();
  }

  // {ageFrames, ageMs, carried}: ageMs is null before the first frame, or when
  // the network ran before the oldest frame kept.
  state(renderer) {
    const t = this.#times;
    const ageFrames = t.length ? renderer?.maskAgeFrames?.() ?? 0 : 0;
    const ageMs = ageFrames < t.length ? t[t.length - 1] - t[t.length - 1 - ageFrames] : null;
    return { ageFrames, ageMs, carried: ageFrames > 0 };
  }
}
