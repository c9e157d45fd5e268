// The demo's sample clip: the bundled portrait (a photo with its own flag and
// backdrop) before a busy bookshelf, drifting slowly from side to side.
// The browser test that compares the SDK's mask with the native tool's draws
// its stills with drawSampleFrame, so it sees what the demo shows.

export const SAMPLE_WIDTH = 640;
export const SAMPLE_HEIGHT = 360;
// How far the portrait drifts from the centre, in pixels.
export const SAMPLE_DRIFT = 40;

// The parts the frames are drawn from: {portrait: ImageBitmap, shelf: canvas}.
export async function loadSampleParts(portraitUrl = 'grace_hopper.jpg') {
  const portrait = await createImageBitmap(await (await fetch(portraitUrl)).blob());
  const shelf = new OffscreenCanvas(SAMPLE_WIDTH, SAMPLE_HEIGHT);
  const s = shelf.getContext('2d');
  for (let x = 0; x < SAMPLE_WIDTH; x += 6) {
    const book = (x / 6) * 2654435761 % 97;
    s.fillStyle = `rgb(${60 + book * 1.8}, ${40 + (book * 7) % 120}, ${30 + (book * 13) % 100})`;
    s.fillRect(x, 0, 6, SAMPLE_HEIGHT);
  }
  s.fillStyle = 'rgb(90, 60, 30)';
  for (let y = 0; y < SAMPLE_HEIGHT; y += 60) s.fillRect(0, y, SAMPLE_WIDTH, 4);
  return { portrait, shelf };
}

// One frame: the portrait, scaled to the frame's height, `offset` pixels right of the centre.
export function drawSampleFrame(ctx, { portrait, shelf }, offset) {
  const w = Math.round((portrait.width * SAMPLE_HEIGHT) / portrait.height);
  ctx.drawImage(shelf, 0, 0);
  ctx.drawImage(portrait, (SAMPLE_WIDTH - w) / 2 + offset, 0, w, SAMPLE_HEIGHT);
}

// A live 30 fps track of the clip; stopping it stops the drawing.
export async function sampleTrack() {
  const parts = await loadSampleParts();
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  const ctx = canvas.getContext('2d');
  const start = performance.now();
  const draw = () => drawSampleFrame(ctx, parts, Math.sin(((performance.now() - start) / 1000) * 0.8) * SAMPLE_DRIFT);
  draw();
  const timer = setInterval(draw, 1000 / 30);
  const track = canvas.captureStream(30).getVideoTracks()[0];
  track.addEventListener('ended', () => clearInterval(timer));
  const stop = track.stop.bind(track);
  track.stop = () => { clearInterval(timer); stop(); };
  return track;
}
