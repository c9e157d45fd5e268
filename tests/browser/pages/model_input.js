// The network input the browser sanity tests give every engine: an image
// resized to the model's size in the page, bilinear with half-pixel centres (a
// fixed resampler, so ONNX Runtime in Node gets exactly the same RGB values).

// Resolves with RGB in 0..1, 3 floats per pixel, width * height pixels.
export async function modelInputRgb(url, width, height) {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(bitmap, 0, 0);
  const src = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  const rgb = new Float32Array(width * height * 3);
  const at = (x, y, c) => {
    x = Math.min(Math.max(x, 0), src.width - 1);
    y = Math.min(Math.max(y, 0), src.height - 1);
    return src.data[(y * src.width + x) * 4 + c] / 255;
  };
  for (let y = 0; y < height; y++) {
    const fy = (y + 0.5) * (src.height / height) - 0.5, y0 = Math.floor(fy), ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = (x + 0.5) * (src.width / width) - 0.5, x0 = Math.floor(fx), tx = fx - x0;
      for (let c = 0; c < 3; c++) {
        const top = at(x0, y0, c) * (1 - tx) + at(x0 + 1, y0, c) * tx;
        const bottom = at(x0, y0 + 1, c) * (1 - tx) + at(x0 + 1, y0 + 1, c) * tx;
        rgb[(y * width + x) * 3 + c] = top * (1 - ty) + bottom * ty;
      }
    }
  }
  return rgb;
}
