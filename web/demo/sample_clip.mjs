// The demo's sample clip: the bundled portrait cut out with its matte
// (sample_person.png: the photo at the clip's height, the matte as alpha) in
// front of a room with a bright window (sample_backdrop.png), drifting slowly
// from side to side: what a camera would show, so the blur has a real edge to
// follow (the photo's own studio backdrop would stop the blur at a rectangle).
// Both layers are made by the native tool:
//   vfx scenes --output-dir DIR --size 640x360 --backdrops window \
//     --photos data/images/grace_hopper.jpg --clip-frames 0
// (DIR/grace_hopper_cutout.png and DIR/backdrop_window.png).
// The browser test that compares the SDK's mask with the native tool's draws
// its stills with drawSampleFrame, so it sees what the demo shows.

export const SAMPLE_WIDTH = 640;
export const SAMPLE_HEIGHT = 360;
// How far the portrait drifts from the centre, in pixels.
export const SAMPLE_DRIFT = 40;

async function bitmap(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sample clip: cannot load ${url} (${response.status})`);
  return createImageBitmap(await response.blob());
}

// The layers the frames are drawn from, {person, backdrop} (ImageBitmaps),
// fetched from `base` (the page's folder by default).
export async function loadSampleParts(base = '') {
  const [person, backdrop] = await Promise.all([bitmap(`${base}sample_person.png`), bitmap(`${base}sample_backdrop.png`)]);
  return { person, backdrop };
}

// One frame: the person, scaled to the frame's height, `offset` pixels right of the centre.
export function drawSampleFrame(ctx, { person, backdrop }, offset) {
  const w = Math.round((person.width * SAMPLE_HEIGHT) / person.height);
  ctx.drawImage(backdrop, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  ctx.drawImage(person, (SAMPLE_WIDTH - w) / 2 + offset, 0, w, SAMPLE_HEIGHT);
}

// A live 30 fps track of the clip (its layers fetched from `base`), the person
// drifting up to `drift` pixels; stopping it stops the drawing.
export async function sampleTrack(base = '', { drift = SAMPLE_DRIFT } = {}) {
  const parts = await loadSampleParts(base);
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  const ctx = canvas.getContext('2d');
  const start = performance.now();
  const draw = () => drawSampleFrame(ctx, parts, Math.sin(((performance.now() - start) / 1000) * 0.8) * drift);
  draw();
  const timer = setInterval(draw, 1000 / 30);
  const track = canvas.captureStream(30).getVideoTracks()[0];
  track.addEventListener('ended', () => clearInterval(timer));
  const stop = track.stop.bind(track);
  track.stop = () => { clearInterval(timer); stop(); };
  return track;
}
