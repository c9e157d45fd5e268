// In-page helpers for the backend tests: a busy scene (the sample portrait
// over fine stripes, small high-contrast blocks and text-like marks) and the
// picture each renderer (WebGL2 FrameRenderer, WebGpuFrameRenderer) makes of it.

import { FrameRenderer } from '/sdk/renderer.js';
import { WebGpuFrameRenderer } from '/sdk/webgpu_renderer.js';

// The portrait over a busy backdrop, `width`×`height`, as a canvas; `shift`
// moves the portrait sideways by that many pixels (a person moving).
export async function busyScene(width, height, shift = 0) {
  const image = await createImageBitmap(await (await fetch('/astronaut.png')).blob());
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  for (let x = 0; x < width; x += 4) {  // 2 px stripes
    ctx.fillStyle = (x / 4) % 2 ? '#e8e8e0' : '#303040';
    ctx.fillRect(x, 0, 2, height);
  }
  for (let i = 0; i < 60; i++) {  // small high-contrast blocks
    ctx.fillStyle = ['#ff2020', '#20ff20', '#2020ff', '#ffffff', '#000000'][i % 5];
    ctx.fillRect((i * 97) % width, (i * 53) % height, 6 + (i % 3) * 4, 6 + (i % 4) * 3);
  }
  ctx.fillStyle = '#101010';
  ctx.font = '11px monospace';
  for (let y = 12; y < height; y += 14) ctx.fillText('the quick brown fox 0123456789 jumps', (y * 7) % 40, y);
  // The portrait in the middle, two thirds of the height.
  const h = Math.round(height * 0.9), w = Math.round((image.width / image.height) * h);
  ctx.drawImage(image, (width - w) / 2 + shift, height - h, w, h);
  return canvas;
}

export async function makeRenderer(backend, model) {
  const canvas = new OffscreenCanvas(2, 2);
  const renderer = backend === 'webgpu' ? await WebGpuFrameRenderer.create(canvas, model)
    : await FrameRenderer.create(canvas, model);
  return { renderer, canvas };
}

// Draws `source` `frames` times (the temporal smoothing settles) and returns the canvas's pixels.
// `timeMs`: the first frame's camera time (the next ones 1/30 s apart); without it the renderer takes
// frames as 1/30 s apart.
export async function render({ renderer, canvas }, source, options, frames = 3, timeMs = undefined) {
  renderer.setOptions(options);
  for (let i = 0; i < frames; i++) {
    const time = timeMs === undefined ? undefined : timeMs + (i * 1000) / 30;
    if (!renderer.process(source, source.width, source.height, time)) throw new Error(`the renderer could not draw: ${renderer.lastError?.message ?? 'context lost'}`);
  }
  const bitmap = await createImageBitmap(canvas);
  const copy = new OffscreenCanvas(canvas.width, canvas.height).getContext('2d');
  copy.drawImage(bitmap, 0, 0);
  bitmap.close();
  return copy.getImageData(0, 0, canvas.width, canvas.height).data;
}

// Per-pixel differences of two RGBA pictures: mean and 99th percentile of the largest channel difference, max.
export function compare(a, b) {
  const diffs = new Uint8Array(a.length / 4);
  let sum = 0;
  for (let i = 0; i < diffs.length; i++) {
    const d = Math.max(Math.abs(a[4 * i] - b[4 * i]), Math.abs(a[4 * i + 1] - b[4 * i + 1]), Math.abs(a[4 * i + 2] - b[4 * i + 2]));
    diffs[i] = d;
    sum += d;
  }
  const sorted = diffs.slice().sort();
  const over = diffs.filter((d) => d > 24).length;  // pixels off by more than 24/255
  return { mean: sum / diffs.length, p99: sorted[Math.floor(sorted.length * 0.99)], max: sorted[sorted.length - 1], over };
}
