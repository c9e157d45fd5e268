// Foundation demo: decode the sample image, blur it on the GPU in wasm, show it.
import createVfxModule from './vfx.mjs';

const statusLine = document.getElementById('status');
const sigmaInput = document.getElementById('sigma');

function report(text, isError = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle('error', isError);
}

async function loadPixels(img) {
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

async function main() {
  const module = await createVfxModule();
  const session = new module.Session();
  const opened = session.open('#output');
  if (!opened.ok) throw new Error(opened.error);
  const image = await loadPixels(document.getElementById('source'));
  const output = document.getElementById('output');
  output.width = image.width;
  output.height = image.height;

  const render = () => {
    const sigma = Number(sigmaInput.value);
    document.getElementById('sigma-value').textContent = sigma;
    const t0 = performance.now();
    const result = session.blurToCanvas(image.data, image.width, image.height, sigma);
    if (!result.ok) throw new Error(result.error);
    report(`processed ${image.width}×${image.height} on ${opened.capabilities.split(' | ')[0]} ` +
           `in ${(performance.now() - t0).toFixed(1)} ms (submit time)`);
    window.vfxDemo = { ready: true, sigma, width: image.width, height: image.height };
  };
  sigmaInput.addEventListener('input', () => {
    try { render(); } catch (e) { report(String(e), true); }
  });
  render();
}

main().catch((e) => {
  report(`error: ${e.message ?? e}`, true);
  window.vfxDemo = { ready: false, error: String(e.message ?? e) };
});
