// GPU time per stage of the WebGPU effects pipeline, from timestamp queries
// (the 'timestamp-query' feature), the way src/pipeline/stage_gpu_timer.h
// times the WebGL2 graph's nodes. Every `interval`-th frame is recorded with
// one compute pass per stage, each writing its start and end; the times are
// read back without waiting (mapAsync), so the stats trail by a frame or so.
// Chromium quantises timestamps to 100 µs unless it runs with
// --enable-webgpu-developer-features.
//
//   const timer = WebGpuStageTimer.create(device);   // null without the feature
//   const recorder = new StageRecorder(encoder, timer?.begin() ? timer : null);
//   effects.encode(encoder, recorder); timer?.resolve(encoder); queue.submit(...); timer?.collect();

const MAX_STAGES = 16;

export class WebGpuStageTimer {
  // A prime interval: work that runs on every n-th frame (face detections,
  // light statistics, the network at the lower quality levels) then falls on
  // timed frames in its own share, not on all of them or on none.
  static create(device, interval = 31) {
    return device.features.has('timestamp-query') ? new WebGpuStageTimer(device, interval) : null;
  }

  #querySet;
  #resolveBuffer;
  #readBuffer;
  #interval;
  #frames = 0;
  #names = [];       // the stages of the frame being timed, in slot order
  #recording = false;
  #pending = false;  // a readback in flight
  last = null;       // [{name, gpuMs}] of the last frame read back
  framesTimed = 0;

  constructor(device, interval) {
    this.#interval = interval;
    this.#querySet = device.createQuerySet({ type: 'timestamp', count: 2 * MAX_STAGES });
    this.#resolveBuffer = device.createBuffer({ size: 16 * MAX_STAGES, usage: GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC });
    this.#readBuffer = device.createBuffer({ size: 16 * MAX_STAGES, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  }

  // Whether the next frame is timed (the first one, then every interval-th, never while a readback is pending).
  begin() {
    const due = this.#frames++ % this.#interval === 0;
    this.#recording = due && !this.#pending;
    this.#names = [];
    return this.#recording;
  }

  // The timestampWrites of the compute pass of stage `name`.
  slot(name) {
    const i = this.#names.length;
    if (i >= MAX_STAGES) return undefined;
    this.#names.push(name);
    return { querySet: this.#querySet, beginningOfPassWriteIndex: 2 * i, endOfPassWriteIndex: 2 * i + 1 };
  }

  // After the frame's passes: the timestamps into the read buffer.
  resolve(encoder) {
    if (!this.#recording || !this.#names.length) return;
    const count = 2 * this.#names.length;
    encoder.resolveQuerySet(this.#querySet, 0, count, this.#resolveBuffer, 0);
    encoder.copyBufferToBuffer(this.#resolveBuffer, 0, this.#readBuffer, 0, count * 8);
  }

  // After the submit: reads the times when the GPU has them.
  collect() {
    if (!this.#recording || !this.#names.length) return;
    this.#recording = false;
    this.#pending = true;
    const names = this.#names;
    this.#readBuffer.mapAsync(GPUMapMode.READ).then(() => {
      const t = new BigInt64Array(this.#readBuffer.getMappedRange(0, names.length * 16).slice(0));
      this.#readBuffer.unmap();
      this.last = names.map((name, i) => ({ name, gpuMs: Math.max(0, Number(t[2 * i + 1] - t[2 * i]) / 1e6) }));
      this.framesTimed += 1;
    }, () => { /* device lost or destroyed: no times */ }).finally(() => { this.#pending = false; });
  }

  destroy() {
    this.#querySet.destroy();
    this.#resolveBuffer.destroy();
    this.#readBuffer.destroy();
  }
}

// Hands out the compute pass of each stage of one frame and measures the CPU
// time spent recording it. Without a timer all stages share one compute pass;
// with one, each stage gets a pass of its own that writes its timestamps.
export class StageRecorder {
  #encoder;
  #timer;
  #pass = null;
  #name = null;
  #start = 0;
  stages = [];  // [{name, ms}]: CPU ms recording each stage

  constructor(encoder, timer = null) {
    this.#encoder = encoder;
    this.#timer = timer;
  }

  pass(name) {
    if (name === this.#name) return this.#pass;
    this.#close();
    this.#name = name;
    this.#start = performance.now();
    if (this.#timer) {
      this.#pass = this.#encoder.beginComputePass({ timestampWrites: this.#timer.slot(name) });
    } else {
      this.#pass ??= this.#encoder.beginComputePass();
    }
    return this.#pass;
  }

  #close() {
    if (this.#name === null) return;
    this.stages.push({ name: this.#name, ms: performance.now() - this.#start });
    if (this.#timer) {
      this.#pass.end();
      this.#pass = null;
    }
  }

  // Ends the last pass; call once, after the last stage.
  end() {
    this.#close();
    this.#pass?.end();
    this.#pass = null;
    this.#name = null;
  }
}
