// The quality governor (web/sdk/quality_governor.js) on a simulated GPU: a
// camera at 30 fps, a GPU that draws at most capacity[level] frames a second
// (a frame that arrives while it is busy is dropped, as FramePump does).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QualityGovernor, FIRST_PROBE_MS } from '../../web/sdk/quality_governor.js';

// Runs `seconds` of camera frames; capacity(level, t) in frames a second.
// `clock` ({t}, in ms) is shared when one governor goes through several simulations.
function simulate({ capacity, seconds, levels = 4, cameraFps = 30, governor: existing, clock = { t: 0 } }) {
  const events = [];
  const governor = existing ??
    new QualityGovernor({ levels, targetFps: 30, now: () => clock.t, onChange: (e) => events.push({ t: clock.t, ...e }) });
  let busyUntil = clock.t;
  const end = clock.t + seconds * 1000;
  const levelTime = new Array(levels).fill(0);
  for (; clock.t < end; clock.t += 1000 / cameraFps) {
    const t = clock.t;
    governor.arrived();
    levelTime[governor.level] += 1000 / cameraFps;
    if (t >= busyUntil) {
      governor.drawn();
      busyUntil = t + 1000 / capacity(governor.level, t);
    }
  }
  return { governor, events, levelTime };
}

test('a GPU that keeps up stays at full quality and raises nothing', () => {
  const { governor, events } = simulate({ capacity: () => 120, seconds: 60 });
  assert.equal(governor.level, 0);
  assert.equal(governor.overloaded, false);
  assert.deepEqual(events, []);
});

test('a GPU far too slow goes to the lowest level and says so within 2 s', () => {
  const { governor, events } = simulate({ capacity: (level) => [4, 5, 6, 8][level], seconds: 10 });
  assert.equal(governor.level, 3);
  assert.equal(governor.overloaded, true);
  const overload = events.find((e) => e.overloaded);
  assert.ok(overload, 'no overload event');
  assert.ok(overload.t <= 2000, `overload signalled after ${overload.t} ms`);
  assert.equal(events.filter((e) => e.overloaded).length, 1, 'the overload was signalled more than once');
});

test('a GPU at its limit settles on the level that holds the frame rate, without oscillating', () => {
  // Levels 0-2 cannot hold 30 fps, level 3 can.
  const { governor, events, levelTime } = simulate({ capacity: (level) => [12, 20, 26, 45][level], seconds: 120 });
  assert.equal(governor.level, 3);
  assert.equal(governor.overloaded, false);
  assert.ok(!events.some((e) => e.overloaded), 'overload signalled although the lowest level keeps up');
  // Trials of level 2 fail and each waits twice as long as the one before: few of them.
  const trials = events.filter((e, i) => i > 0 && e.level < events[i - 1].level).length;
  assert.ok(trials >= 1 && trials <= 5, `${trials} trials of a higher level in 120 s`);
  assert.ok(levelTime[3] > 0.9 * 120000, `only ${levelTime[3]} ms at the level that keeps up`);
});

test('when the GPU frees up, quality comes back step by step and the overload clears', () => {
  const clock = { t: 0 };
  const slow = simulate({ capacity: () => 5, seconds: 5, clock });
  assert.equal(slow.governor.overloaded, true);
  const fast = simulate({ capacity: () => 120, seconds: 40, governor: slow.governor, clock });
  assert.equal(fast.governor.level, 0);
  assert.equal(fast.governor.overloaded, false);
  assert.ok(fast.governor.fps > 25, `fps ${fast.governor.fps}`);
});

test('a slow start (shader warm-up) is not judged, and bad arguments are refused', () => {
  let t = 0;
  const events = [];
  const g = new QualityGovernor({ levels: 4, now: () => t, onChange: (e) => events.push(e) });
  for (; t < 3000; t += 33) g.arrived();  // nothing drawn yet: the first frame is compiling
  g.drawn();
  for (let end = t + 3000; t < end; t += 33) { g.arrived(); g.drawn(); }
  assert.deepEqual(events, []);
  assert.throws(() => new QualityGovernor({ levels: 0 }), TypeError);
  assert.throws(() => new QualityGovernor({ levels: 4, targetFps: 0 }), TypeError);
  assert.ok(FIRST_PROBE_MS >= 1000);
});

// A fast GPU, the camera paused for 3 s (muted, or the page frozen), then the
// frames the track queued arriving at once (dropped while the GPU is busy, as
// FramePump does), then 30 fps again: the window over the pause, and the one
// with the burst (its offered frames are capped at the target rate), keep the full effect.
test('a paused source (muted camera, frozen page) and its burst are not taken for a slow GPU', () => {
  for (const burst of [0, 3, 12]) {
    for (let offset = 0; offset < 17; offset++) {  // the pause starts anywhere in a judged window
      let t = 0;
      const events = [];
      const g = new QualityGovernor({ levels: 4, now: () => t, onChange: (e) => events.push({ t, ...e }) });
      const frames = (count) => {
        for (let i = 0; i < count; i++, t += 1000 / 30) { g.arrived(); g.drawn(); }
      };
      frames(150 + offset);
      t += 3000;
      g.arrived(); g.drawn();  // the first queued frame is drawn, the rest find the GPU busy
      for (let i = 0; i < burst; i++) g.arrived();
      frames(150);
      assert.deepEqual(events, [], `burst ${burst}, offset ${offset}`);
    }
  }
});
