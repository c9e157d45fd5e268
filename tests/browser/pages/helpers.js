// In-page helpers for the SDK tests: get the fake camera, read frames of a
// track back as pixels (through insertable streams or a video element).

export async function cameraTrack(width = 640, height = 360) {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { width, height } });
  return stream.getVideoTracks()[0];
}

// Bytes (Uint8Array) as base64, in chunks (String.fromCharCode takes a bounded argument list).
export function toBase64(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function pixelsOf(source, width, height) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(source, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

// A picture (canvas, frame, image) as readFrame returns frames: {width, height, rgba: base64}.
export function encodePicture(source, width, height) {
  return { width, height, rgba: toBase64(pixelsOf(source, width, height)) };
}

// Skips `skip` frames, then returns the next one: {width, height, rgba: base64}.
// Takes ownership of `track` (pass a clone): it is stopped when done.
export async function readFrame(track, skip = 0) {
  if (typeof MediaStreamTrackProcessor === 'function') {
    const reader = new MediaStreamTrackProcessor({ track }).readable.getReader();
    try {
      for (let i = 0; ; i++) {
        const { value: frame, done } = await reader.read();
        if (done) throw new Error('track ended');
        if (i < skip) {
          frame.close();
          continue;
        }
        const { displayWidth: width, displayHeight: height } = frame;
        const picture = encodePicture(frame, width, height);
        frame.close();
        return picture;
      }
    } finally {
      // The track (always a clone) is ended so its processor lets go of the
      // frames it still queues; left alone they stall the capture pipeline.
      await reader.cancel();
      track.stop();
    }
  }
  const video = document.createElement('video');
  video.muted = true;
  video.srcObject = new MediaStream([track]);
  await video.play();
  for (let i = 0; i <= skip; i++) await new Promise((r) => video.requestVideoFrameCallback(r));
  const { videoWidth: width, videoHeight: height } = video;
  const picture = encodePicture(video, width, height);
  video.pause();
  video.srcObject = null;
  track.stop();
  return picture;
}

// A two-colour image: left half blue, right half yellow.
export async function twoColourImage() {
  const canvas = new OffscreenCanvas(400, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(0, 0, 200, 200);
  ctx.fillStyle = '#ffff00';
  ctx.fillRect(200, 0, 200, 200);
  return createImageBitmap(canvas);
}

// The common opening of the SDK tests: one input frame of the camera, then a
// full-strength blur applied through `vfx.VideoEffects.create(createOptions)`
// and one processed frame. Returns {input, blurred, fx, out}.
export async function startBlur(vfx, createOptions = {}) {
  const camera = await cameraTrack();
  const input = await readFrame(camera.clone(), 3);
  const fx = await vfx.VideoEffects.create(createOptions);
  const out = fx.applyEffect(camera, { effect: 'blur', blurStrength: 1 });
  const blurred = await readFrame(out.clone(), 8);
  return { input, blurred, fx, out };
}
