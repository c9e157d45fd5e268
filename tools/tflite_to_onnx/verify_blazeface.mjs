// Checks models/face/face_detection_short_range.onnx end to end: runs it with ONNX Runtime
// (onnxruntime-node, CPU) on photos, decodes the outputs as MediaPipe's
// face_detection_short_range graph does, and compares the faces found with those of
// MediaPipe tasks-vision's FaceDetector (TFLite in wasm, headless Chromium) on the same
// pixels. No TFLite runtime in Node is needed: the browser holds the only one.
//
//   node tools/tflite_to_onnx/verify_blazeface.mjs [--no-browser] [IMAGE...]
//
// Needs tests/codegen/ort/node_modules (onnxruntime-node), tests/browser/node_modules
// (playwright-core), benchmarks/browser/node_modules (@mediapipe/tasks-vision) and
// /usr/bin/chromium (or $CHROMIUM); `make test` installs all of them. Without the
// browser (--no-browser) only PNG images can be read (Node's zlib decodes them) and
// MediaPipe is skipped. Exits non-zero when a face photo gives no face, the box misses
// the expected region, the backdrop gives a face, or ours and MediaPipe's disagree.
//
// Input as MediaPipe feeds the net: the image letterboxed into 128×128 (scaled to fit,
// centred, black bars), bilinear with half-pixel centres, RGB mapped to [-1, 1].
// MediaPipe gets the same 128×128 letterboxed RGBA, so both nets see identical pixels
// and only their arithmetic differs; it also gets the full image (its own resize) as a
// looser second comparison. Boxes are reported in the original image's pixels.

import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const require = createRequire(join(repo, 'tests/codegen/ort/package.json'));
const ort = require('onnxruntime-node');

const MODEL_ONNX = join(repo, 'models/face/face_detection_short_range.onnx');
const MODEL_TFLITE = join(repo, 'models/face/face_detection_short_range.tflite');
const SIZE = 128;

// The images: [path, expectation]. face: the expected face region as fractions of the
// image (x0, y0, x1, y1), drawn generously by eye; the box centre must lie in it and
// the box must cover at least half of it.
const DEFAULT_IMAGES = [
  ['web/demo/sample_person.png', { face: [0.25, 0.2, 0.75, 0.6] }],
  ['../shared/data/images/grace_hopper.jpg', { face: [0.25, 0.1, 0.75, 0.55] }],
  ['../shared/data/images/astronaut.png', { face: [0.25, 0.05, 0.7, 0.5] }],
  ['web/demo/sample_backdrop.png', { face: null }],
];

// ---- SSD anchors (MediaPipe SsdAnchorsCalculator with face_detection_short_range's options) ----
// num_layers 4, strides [8, 16, 16, 16], aspect_ratios [1.0], interpolated_scale_aspect_ratio
// 1.0, anchor_offset 0.5, fixed_anchor_size true. Consecutive layers of one stride share a
// feature map, and each layer adds 2 anchors per cell (the aspect-1 one and the interpolated
// one), all of size 1×1 since the size is fixed: 16×16×2 at stride 8, 8×8×6 at stride 16.
// The order (row, column, anchor) is the NHWC order the model's reshapes produce.
function ssdAnchors() {
  const strides = [8, 16, 16, 16];
  const anchors = [];
  for (let layer = 0; layer < strides.length;) {
    let last = layer;
    while (last < strides.length && strides[last] === strides[layer]) last++;
    const perCell = 2 * (last - layer);
    const fm = Math.ceil(SIZE / strides[layer]);
    for (let y = 0; y < fm; y++) {
      for (let x = 0; x < fm; x++) {
        for (let a = 0; a < perCell; a++) anchors.push({ x: (x + 0.5) / fm, y: (y + 0.5) / fm });
      }
    }
    layer = last;
  }
  return anchors;
}

// ---- Decoding (TensorsToDetectionsCalculator) and weighted NMS (NonMaxSuppressionCalculator) ----
const MIN_SCORE = 0.5;
const NMS_IOU = 0.3;

function decode(regressors, classificators, anchors) {
  const found = [];
  for (let i = 0; i < anchors.length; i++) {
    const c = Math.min(Math.max(classificators[i], -100), 100);
    const score = 1 / (1 + Math.exp(-c));
    if (score < MIN_SCORE) continue;
    const r = regressors.subarray(i * 16, i * 16 + 16);
    const a = anchors[i];
    const cx = r[0] / SIZE + a.x, cy = r[1] / SIZE + a.y, w = r[2] / SIZE, h = r[3] / SIZE;
    const keypoints = [];
    for (let k = 0; k < 6; k++) keypoints.push([r[4 + 2 * k] / SIZE + a.x, r[5 + 2 * k] / SIZE + a.y]);
    found.push({ score, box: [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], keypoints });
  }
  return found;
}

export function iou(a, b) {
  const iw = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));
  const ih = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const inter = iw * ih;
  const union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter;
  return union > 0 ? inter / union : 0;
}

// MediaPipe's WEIGHTED algorithm: the best remaining detection absorbs every one that
// overlaps it by more than the threshold (itself included); box and keypoints become
// their score-weighted mean, the score stays the best one's.
function weightedNms(detections) {
  let remaining = [...detections].sort((p, q) => q.score - p.score);
  const out = [];
  while (remaining.length) {
    const top = remaining[0];
    const group = remaining.filter((d) => iou(top.box, d.box) > NMS_IOU);
    remaining = remaining.filter((d) => !(iou(top.box, d.box) > NMS_IOU));
    const total = group.reduce((s, d) => s + d.score, 0);
    const mean = (get) => get(top).map((_, j) => group.reduce((s, d) => s + get(d)[j] * d.score, 0) / total);
    out.push({
      score: top.score,
      box: mean((d) => d.box),
      keypoints: top.keypoints.map((_, k) => mean((d) => d.keypoints[k])),
    });
  }
  return out;
}

// ---- Letterbox (ImageToTensorCalculator, keep_aspect_ratio) ----
function letterbox(rgba, width, height) {
  const scale = Math.min(SIZE / width, SIZE / height);
  const w = width * scale, h = height * scale;
  const ox = (SIZE - w) / 2, oy = (SIZE - h) / 2;
  const out = new Uint8ClampedArray(SIZE * SIZE * 4);
  const sample = (x, y, c) => rgba[(Math.min(Math.max(y, 0), height - 1) * width + Math.min(Math.max(x, 0), width - 1)) * 4 + c];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const o = (y * SIZE + x) * 4;
      out[o + 3] = 255;
      if (x + 0.5 < ox || x + 0.5 > ox + w || y + 0.5 < oy || y + 0.5 > oy + h) continue;  // black bar
      const fx = (x + 0.5 - ox) / scale - 0.5, fy = (y + 0.5 - oy) / scale - 0.5;
      const x0 = Math.floor(fx), y0 = Math.floor(fy), wx = fx - x0, wy = fy - y0;
      for (let c = 0; c < 3; c++) {
        out[o + c] = (1 - wy) * ((1 - wx) * sample(x0, y0, c) + wx * sample(x0 + 1, y0, c)) +
                     wy * ((1 - wx) * sample(x0, y0 + 1, c) + wx * sample(x0 + 1, y0 + 1, c));
      }
    }
  }
  // Maps a point in the 128×128 tensor's [0, 1] coordinates back to image pixels.
  const toImage = ([x, y]) => [(x * SIZE - ox) / scale, (y * SIZE - oy) / scale];
  const fromImage = ([x, y]) => [(x * scale + ox) / SIZE, (y * scale + oy) / SIZE];
  return { rgba: out, toImage, fromImage };
}

async function runOnnx(session, rgba128) {
  const input = new Float32Array(SIZE * SIZE * 3);
  for (let i = 0; i < SIZE * SIZE; i++) {
    for (let c = 0; c < 3; c++) input[i * 3 + c] = rgba128[i * 4 + c] / 127.5 - 1;
  }
  const out = await session.run({ input: new ort.Tensor('float32', input, [1, SIZE, SIZE, 3]) });
  return { regressors: out.regressors.data, classificators: out.classificators.data };
}

// ---- PNG decoding for --no-browser (8-bit RGB/RGBA/grey, not interlaced) ----
function decodePng(bytes) {
  let pos = 8, width, height, colorType, idat = [];
  while (pos < bytes.length) {
    const len = bytes.readUInt32BE(pos), type = bytes.toString('latin1', pos + 4, pos + 8);
    const data = bytes.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0); height = data.readUInt32BE(4); colorType = data[9];
      if (data[8] !== 8 || data[12] !== 0) throw new Error('PNG: only 8-bit, non-interlaced');
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType];
  if (!channels) throw new Error(`PNG colour type ${colorType} not supported`);
  const raw = inflateSync(Buffer.concat(idat)), stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? pixels[y * stride + i - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const c = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      pixels[y * stride + i] = (line[i] + pred) & 255;
    }
  }
  // Composited on white, as the browser path does.
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const px = pixels.subarray(i * channels, (i + 1) * channels);
    const rgb = channels >= 3 ? [px[0], px[1], px[2]] : [px[0], px[0], px[0]];
    const alpha = channels === 4 ? px[3] / 255 : channels === 2 ? px[1] / 255 : 1;
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = rgb[c] * alpha + 255 * (1 - alpha);
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

// ---- The browser side: decodes images, runs MediaPipe tasks-vision ----
const PAGE = `<!doctype html><script type="module">
import { FilesetResolver, FaceDetector } from '/tasks-vision/vision_bundle.mjs';
window.mediapipe = async (modelUrl) => {
  const fileset = await FilesetResolver.forVisionTasks('/tasks-vision/wasm');
  const modelAssetBuffer = new Uint8Array(await (await fetch(modelUrl)).arrayBuffer());
  window.detector = await FaceDetector.createFromOptions(fileset, {
    baseOptions: { modelAssetBuffer, delegate: 'CPU' }, runningMode: 'IMAGE',
    minDetectionConfidence: 0.5, minSuppressionThreshold: 0.3 });
};
// An image's pixels composited on white (the demo portrait has a transparent background).
window.decode = async (url) => {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, bitmap.width, bitmap.height);
  ctx.drawImage(bitmap, 0, 0);
  return { width: bitmap.width, height: bitmap.height,
           rgba: Array.from(ctx.getImageData(0, 0, bitmap.width, bitmap.height).data) };
};
window.detect = (width, height, rgba) => {
  const image = new ImageData(new Uint8ClampedArray(rgba), width, height);
  return window.detector.detect(image).detections.map((d) => ({
    score: d.categories[0].score,
    box: [d.boundingBox.originX, d.boundingBox.originY,
          d.boundingBox.originX + d.boundingBox.width, d.boundingBox.originY + d.boundingBox.height],
    keypoints: d.keypoints.map((k) => [k.x * width, k.y * height]) }));
};
</script>`;

export async function startBrowser(tfliteWithMetadata) {
  const mounts = {
    '/tasks-vision/': join(repo, 'benchmarks/browser/node_modules/@mediapipe/tasks-vision'),
    '/repo/': repo,
    '/shared/': resolve(repo, '../shared'),
  };
  const types = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm',
                  '.png': 'image/png', '.jpg': 'image/jpeg' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/') return res.end(PAGE);
    if (path === '/model.tflite') return res.end(tfliteWithMetadata);
    for (const [prefix, dir] of Object.entries(mounts)) {
      const file = resolve(dir, '.' + path.slice(prefix.length - 1));
      if (path.startsWith(prefix) && file.startsWith(dir) && existsSync(file)) {
        res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
        return res.end(readFileSync(file));
      }
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { chromium } = await import(pathToFileURL(join(repo, 'tests/browser/node_modules/playwright-core/index.mjs')).href);
  const profile = mkdtempSync(join(tmpdir(), 'verify-blazeface-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: false,   // --headless=new below, as tests/browser/harness.mjs does
    args: ['--headless=new', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const log = [];
  page.on('console', (m) => log.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => window.decode);
  let mediapipeError = null;
  try {
    await page.evaluate((u) => window.mediapipe(u), '/model.tflite');
  } catch (e) {
    mediapipeError = `${e.message.split('\n')[0]}${log.length ? ` (console: ${log.slice(-3).join(' | ')})` : ''}`;
  }
  return {
    page, mediapipeError,
    urlOf: (path) => (path.startsWith('../shared/') ? `/shared/${path.slice(10)}` : `/repo/${path}`),
    async close() {
      await context.close();
      await new Promise((r) => server.close(r));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ---- Reporting ----
const fmt = (v) => v.toFixed(1);
const boxText = (b) => `[${b.map(fmt).join(', ')}]`;
const toImageDetection = (d, toImage) => {
  const [x0, y0] = toImage([d.box[0], d.box[1]]), [x1, y1] = toImage([d.box[2], d.box[3]]);
  return { score: d.score, box: [x0, y0, x1, y1], keypoints: d.keypoints.map(toImage) };
};

// tasks-vision reports boxes in whole pixels of the image it was given: origin and size each
// truncated (its BoundingBox proto holds int32s); keypoints stay fractional. `integer` does
// the same to one of ours, in that image's pixels, so a comparison shows the nets' difference.
export const integerBox = ([x0, y0, x1, y1]) => [Math.trunc(x0), Math.trunc(y0), Math.trunc(x0) + Math.trunc(x1 - x0), Math.trunc(y0) + Math.trunc(y1 - y0)];

// Pairs each of ours with MediaPipe's best-overlapping detection. ours: [{score, box,
// keypoints}] in image pixels, with boxInMediapipePixels(box) giving the whole-pixel box
// MediaPipe would report for it (back in image pixels).
function compare(ours, theirs, label, failures, name, boxInMediapipePixels) {
  console.log(`    MediaPipe (${label}): ${theirs.length} face(s)`);
  if (ours.length !== theirs.length) failures.push(`${name}: ${ours.length} faces here, ${theirs.length} in MediaPipe (${label})`);
  for (const d of ours) {
    const best = theirs.reduce((b, t) => (b && iou(b.box, d.box) >= iou(t.box, d.box) ? b : t), null);
    if (!best) continue;
    const overlap = iou(best.box, d.box);
    const overlapInt = iou(best.box, boxInMediapipePixels(d.box));
    const kp = d.keypoints.map((k, i) => Math.hypot(k[0] - best.keypoints[i][0], k[1] - best.keypoints[i][1]));
    const width = d.box[2] - d.box[0];
    console.log(`    MediaPipe (${label}): score ${best.score.toFixed(4)} box ${boxText(best.box)}; IoU ${overlap.toFixed(4)}, ` +
                `${overlapInt.toFixed(4)} with ours cut to whole pixels as it does, ` +
                `score diff ${(d.score - best.score).toExponential(2)}, keypoints off by max ${Math.max(...kp).toFixed(3)} px ` +
                `(${(100 * Math.max(...kp) / width).toFixed(2)} % of the box width), mean ${(kp.reduce((s, v) => s + v, 0) / kp.length).toFixed(3)} px`);
    // Same pixels in: the two nets must agree closely. Full image: MediaPipe resizes itself.
    const minIou = label === 'same 128×128 input' ? 0.98 : 0.85;
    if (overlapInt < minIou) failures.push(`${name}: IoU with MediaPipe ${overlapInt.toFixed(3)} < ${minIou} (${label})`);
    if (label === 'same 128×128 input' && Math.max(...kp) > 0.05 * width) {
      failures.push(`${name}: keypoints ${fmt(Math.max(...kp))} px off MediaPipe's (${label})`);
    }
  }
}

async function main() {
  const args = process.argv.slice(2);
  const noBrowser = args.includes('--no-browser');
  const paths = args.filter((a) => !a.startsWith('--'));
  const images = paths.length ? paths.map((p) => [p, null]) : DEFAULT_IMAGES;
  const session = await ort.InferenceSession.create(MODEL_ONNX, { intraOpNumThreads: 1 });
  const anchors = ssdAnchors();
  if (anchors.length !== 896) throw new Error(`${anchors.length} anchors, expected 896`);

  let browser = null;
  if (!noBrowser) {
    // tasks-vision refuses a float image input without NormalizationOptions metadata, which the
    // npm file lacks; mean 127.5, std 127.5 gives the net [-1, 1], as MediaPipe's own graph does.
    browser = await startMediapipe();
    if (browser.mediapipeError) console.log(`MediaPipe FaceDetector refused the model: ${browser.mediapipeError}`);
  }
  const failures = [];
  for (const [path, expect] of images) {
    const name = path.split('/').pop();
    let img;
    if (browser) {
      img = await browser.page.evaluate((u) => window.decode(u), browser.urlOf(path));
      img.rgba = Uint8ClampedArray.from(img.rgba);
    } else if (path.endsWith('.png')) {
      img = decodePng(readFileSync(resolve(repo, path)));
    } else {
      console.log(`${name}: skipped (only PNG without the browser)`);
      continue;
    }
    const lb = letterbox(img.rgba, img.width, img.height);
    const { regressors, classificators } = await runOnnx(session, lb.rgba);
    const raw = decode(regressors, classificators, anchors);
    const faces = weightedNms(raw).map((d) => toImageDetection(d, lb.toImage));
    let maxScore = 0;
    for (const c of classificators) maxScore = Math.max(maxScore, 1 / (1 + Math.exp(-Math.min(Math.max(c, -100), 100))));
    console.log(`${name} (${img.width}×${img.height}): ${faces.length} face(s); ${raw.length} anchors over ${MIN_SCORE}, ` +
                `best anchor score ${maxScore.toFixed(4)}`);
    for (const f of faces) {
      console.log(`  ONNX: score ${f.score.toFixed(4)} box ${boxText(f.box)} (x0, y0, x1, y1 px); keypoints ` +
                  f.keypoints.map((k) => `(${fmt(k[0])}, ${fmt(k[1])})`).join(' '));
    }
    if (expect && expect.face === null && faces.length) failures.push(`${name}: a face found in a photo without one`);
    if (expect && expect.face) {
      const region = [expect.face[0] * img.width, expect.face[1] * img.height, expect.face[2] * img.width, expect.face[3] * img.height];
      if (faces.length !== 1) failures.push(`${name}: ${faces.length} faces, expected 1`);
      for (const f of faces) {
        const cx = (f.box[0] + f.box[2]) / 2, cy = (f.box[1] + f.box[3]) / 2;
        const area = (f.box[2] - f.box[0]) * (f.box[3] - f.box[1]);
        const inter = Math.max(0, Math.min(f.box[2], region[2]) - Math.max(f.box[0], region[0])) *
                      Math.max(0, Math.min(f.box[3], region[3]) - Math.max(f.box[1], region[1]));
        const inside = cx > region[0] && cx < region[2] && cy > region[1] && cy < region[3];
        console.log(`  expected face region ${boxText(region)}: centre inside ${inside}, box ${(100 * inter / area).toFixed(0)} % inside it`);
        if (!inside || inter < 0.5 * area) failures.push(`${name}: the box ${boxText(f.box)} is not on the face ${boxText(region)}`);
      }
    }
    if (browser && !browser.mediapipeError) {
      // The same letterboxed 128×128 pixels: MediaPipe's letterbox is then the identity.
      const same = (await browser.page.evaluate(([w, h, p]) => window.detect(w, h, p), [SIZE, SIZE, Array.from(lb.rgba)]))
        .map((d) => ({ ...d, box: [...lb.toImage([d.box[0] / SIZE, d.box[1] / SIZE]), ...lb.toImage([d.box[2] / SIZE, d.box[3] / SIZE])],
                       keypoints: d.keypoints.map(([x, y]) => lb.toImage([x / SIZE, y / SIZE])) }));
      const fromImage = ([x, y]) => lb.fromImage([x, y]).map((v) => v * SIZE);
      const in128 = (box) => {
        const [x0, y0, x1, y1] = integerBox([...fromImage(box.slice(0, 2)), ...fromImage(box.slice(2))]);
        return [...lb.toImage([x0 / SIZE, y0 / SIZE]), ...lb.toImage([x1 / SIZE, y1 / SIZE])];
      };
      compare(faces, same, 'same 128×128 input', failures, name, in128);
      const full = await browser.page.evaluate(([w, h, p]) => window.detect(w, h, p), [img.width, img.height, Array.from(img.rgba)]);
      compare(faces, full, 'full image, its own resize', failures, name, integerBox);
    }
  }
  if (browser) await browser.close();
  if (failures.length) {
    console.log(`FAIL:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`OK${browser && !browser.mediapipeError ? ' (with MediaPipe)' : ' (MediaPipe not compared)'}`);
}

// MediaPipe's FaceDetector in headless Chromium with the repo's model (the
// npm file plus the normalisation metadata tasks-vision asks for).
export async function startMediapipe() {
  const { addNormalizationMetadata } = await import(pathToFileURL(join(repo, 'benchmarks/browser/tflite_metadata.mjs')).href);
  const tflite = addNormalizationMetadata(new Uint8Array(readFileSync(MODEL_TFLITE)), { mean: [127.5], std: [127.5] });
  return startBrowser(Buffer.from(tflite));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e && e.stack ? e.stack : String(e));
    process.exit(1);
  });
}
