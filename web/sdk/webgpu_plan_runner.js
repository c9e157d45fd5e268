// Runs a network compiled by vfx-codegen --webgpu on WebGPU: the plan
// (plan.json: tensors, weights, passes as WGSL compute shaders with their
// bindings, its outputs) and its weights (weights.bin). Every GPU object is
// created once in create(); a run writes the input, records one compute pass
// of all the net's dispatches (for a segmenter plus a pack of the mask
// channel), and submits once.
//
//   const runner = await WebGpuPlanRunner.load(device, 'webgpu/mp_selfie_segmentation_256x256/');
//   const mask = await runner.run({ rgba: imageData.data });  // Float32Array, width * height
//   const [regressors, scores] = await detector.runOutputs({ rgb });  // every output, in plan order
//
// A segmenter's plan has one output and says where its mask channel lies
// ("output"); a plan of raw tensors (a detector) has several and no mask.
//
// Inputs (model size): {rgb: Float32Array} (RGB 0..1, 3 per pixel), {rgba: Uint8Array |
// Uint8ClampedArray} (RGBA bytes, 4 per pixel) or {image: ImageBitmap | VideoFrame |
// HTMLCanvasElement | OffscreenCanvas | ImageData ...} (copied with copyExternalImageToTexture).

import { isSoftwareAdapter } from './placement.js';
import { weightSymbol } from './weight_symbol.js';

export const PLAN_FORMAT = 'vfx-webgpu-plan/1';

// RGBA8 (0..1) -> the net's RGB input tensor (alpha 0: the padding channel stays zero).
const CONVERT_WGSL = `
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba32float, write>;
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(dst);
  if (id.x >= size.x || id.y >= size.y) { return; }
  textureStore(dst, vec2i(id.xy), vec4f(textureLoad(src, vec2i(id.xy), 0).rgb, 0.0));
}`;

// The mask channel of the output tensor's tile -> an r32float texture (4 bytes a pixel to read back).
function packWgsl(x, y, component) {
  return `
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<r32float, write>;
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(dst);
  if (id.x >= size.x || id.y >= size.y) { return; }
  let v = textureLoad(src, vec2i(id.xy) + vec2i(${x}, ${y}), 0);
  textureStore(dst, vec2i(id.xy), vec4f(v[${component}], 0.0, 0.0, 0.0));
}`;
}

function planError(message) {
  return new TypeError(`WebGPU plan: ${message}`);
}

// The plan's outputs in its order ("outputs"; a plan written before it has
// only the mask's "output"): [{tensor, width, height, channels, textureWidth,
// textureHeight, format, tilesX, tilesY}].
function planOutputs(plan) {
  if (Array.isArray(plan.outputs)) return plan.outputs;
  if (!plan.output) return [];
  const t = plan.tensors?.[plan.output.tensor];
  return [{ tilesX: 1, tilesY: 1, ...t, tensor: plan.output.tensor }];
}

const align256 = (bytes) => Math.ceil(bytes / 256) * 256;

// An output's values (height * width * channels, channels last) from its
// texture's rows (`rows`: RGBA floats, rows 256-byte aligned): channel c of
// pixel (x, y) is component c % 4 of the texel at (x, y) in tile c / 4.
function unpackTiles(rows, o) {
  const { width, height, channels } = o;
  const tilesX = o.tilesX ?? 1;
  const stride = align256(o.textureWidth * 16) / 4;
  const values = new Float32Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        const slice = c >> 2;
        const tx = (slice % tilesX) * width + x;
        const ty = Math.floor(slice / tilesX) * height + y;
        values[(y * width + x) * channels + c] = rows[ty * stride + tx * 4 + (c & 3)];
      }
    }
  }
  return values;
}

// The shader module of WGSL `code`, its compile errors thrown with `label`
// (webgpu_executor.js makes the effect programs' modules with it too).
export async function shaderModule(device, code, label) {
  const module = device.createShaderModule({ code, label });
  const info = await module.getCompilationInfo();
  const errors = info.messages.filter((m) => m.type === 'error');
  if (errors.length) {
    throw new Error(
      `${label}: WGSL does not compile: ${errors.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('; ')}`,
    );
  }
  return module;
}

// A compute pipeline of WGSL `code` (entry point main). `layout`: an explicit
// GPUPipelineLayout ('auto' would drop bindings the shader declares but never
// reads, and the bind groups made from the plan would then fail validation on
// every run).
async function compile(device, code, label, layout = 'auto') {
  const module = await shaderModule(device, code, label);
  return device.createComputePipelineAsync({ layout, compute: { module, entryPoint: 'main' }, label });
}

// The pipeline layout of a plan pass: its sampled textures are read with
// textureLoad only (any float format), its outputs are write-only storage.
function passLayout(device, plan, pass) {
  const entries = pass.bindings.map((b) => {
    if (b.output !== undefined) {
      const format = plan.tensors[pass.output]?.format;
      return {
        binding: b.binding,
        visibility: GPUShaderStage.COMPUTE,
        storageTexture: { access: 'write-only', format },
      };
    }
    return { binding: b.binding, visibility: GPUShaderStage.COMPUTE, texture: { sampleType: 'unfilterable-float' } };
  });
  const group = device.createBindGroupLayout({ entries, label: pass.name });
  return { group, pipeline: device.createPipelineLayout({ bindGroupLayouts: [group] }) };
}

// Bytes per texel of the plan's texture formats (rgba16float or rgba32float).
const texelBytes = (format) => (format === 'rgba16float' ? 8 : 16);

// Copies a recurrent state's output into its input texture (one texel per invocation).
function stateCopyWgsl(format) {
  return `@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<${format}, write>;
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(src);
  if (id.x >= size.x || id.y >= size.y) { return; }
  textureStore(dst, vec2i(id.xy), textureLoad(src, vec2i(id.xy), 0));
}
`;
}

export class WebGpuPlanRunner {
  // Fetches plan.json and weights.bin from `baseUrl` (ending in '/').
  static async load(device, baseUrl, options = {}) {
    const [planResponse, weightsResponse] = await Promise.all([
      fetch(`${baseUrl}plan.json`),
      fetch(`${baseUrl}weights.bin`),
    ]);
    if (!planResponse.ok || !weightsResponse.ok) {
      throw new Error(`WebGPU plan at ${baseUrl}: HTTP ${planResponse.status} / ${weightsResponse.status}`);
    }
    return WebGpuPlanRunner.create(device, await planResponse.json(), await weightsResponse.arrayBuffer(), options);
  }

  // options.wake: how a run waits for the GPU (see #wait): 'auto' (default:
  // 'done' on a GPU, 'none' on a software adapter, where the prompts compete
  // with the rasterizer for the CPU), 'done', 'write' or 'none'.
  static async create(device, plan, weights, options = {}) {
    if (!plan || plan.format !== PLAN_FORMAT) throw planError(`format is ${plan?.format}, expected ${PLAN_FORMAT}`);
    let wake = options.wake ?? 'auto';
    if (!['auto', 'write', 'done', 'none'].includes(wake)) {
      throw new TypeError(`wake must be 'auto', 'done', 'write' or 'none', got '${wake}'`);
    }
    if (wake === 'auto') {
      wake = isSoftwareAdapter(device.adapterInfo) ? 'none' : 'done';
    }
    const runner = new WebGpuPlanRunner(device, plan);
    runner.#wake = wake;
    try {
      await runner.#build(weights);
    } catch (error) {
      runner.destroy();
      throw error;
    }
    return runner;
  }

  #device;
  #plan;
  #textures = []; // per tensor: its GPUTextures (1, or 4 for MRT packings)
  #weights = []; // GPUTexture per weight
  #passes = []; // {pipeline, bindGroup, x, y}
  #owned = []; // every texture and buffer, for destroy()
  #byteInput = null; // rgba8unorm texture for byte and image inputs
  #convert = null; // {pipeline, bindGroup}
  #pack = null; // {pipeline, bindGroup}
  #stateCopies = []; // a recurrent plan's {pipeline, bindGroup, x, y, input}: each state takes its output
  #mask = null; // r32float texture the mask is packed into (a segmenter's plan)
  #readback = null; // MAP_READ buffer of the mask
  #bytesPerRow = 0;
  #outputs = []; // planOutputs(plan)
  #outputReadbacks = null; // MAP_READ buffer per output, made by the first runOutputs
  #live = false; // built and not destroyed
  #busy = false;
  #wake = 'done';
  #wakeBuffer = null;

  constructor(device, plan) {
    this.#device = device;
    this.#plan = plan;
  }

  get width() {
    return this.#plan.input.width;
  }
  get height() {
    return this.#plan.input.height;
  }
  get name() {
    return this.#plan.name;
  }
  get passCount() {
    return this.#plan.passes.length;
  }
  get wake() {
    return this.#wake;
  }
  // For a pipeline that writes the net's input itself and reads the outputs on
  // the GPU (webgpu_executor.js): the input tensor's texture (rgba32float, RGB
  // 0..1), a segmenter's r32float texture its mask channel is packed into
  // (output size; null for a plan without a mask), and every output tensor's
  // texture in plan order (rgba32float; `outputs` says how each is laid out).
  get inputTexture() {
    return this.#textures[this.#plan.input.tensor]?.[0];
  }
  get maskTexture() {
    return this.#mask;
  }
  get maskWidth() {
    return this.#plan.output?.width;
  }
  get maskHeight() {
    return this.#plan.output?.height;
  }
  get outputs() {
    return this.#outputs;
  }
  get outputTextures() {
    return this.#outputs.map((o) => this.#textures[o.tensor]?.[0]);
  }

  // Records the net's dispatches (and a segmenter's mask pack) into `pass` (a
  // compute pass of the caller's): reads inputTexture, leaves the outputs in
  // outputTextures and the mask in maskTexture.
  encodeNet(pass) {
    this.#forEachDispatch(({ pipeline, bindGroup }, x, y) => {
      pass.setPipeline(pipeline);
      pass.setBindGroup(0, bindGroup);
      pass.dispatchWorkgroups(x, y);
    });
  }

  // Calls dispatch({pipeline, bindGroup}, x, y) for the net's passes (the first passLimit) and the mask pack.
  #forEachDispatch(dispatch, passLimit = Infinity) {
    const n = Math.min(passLimit, this.#passes.length);
    for (let i = 0; i < n; i++) dispatch(this.#passes[i], this.#passes[i].x, this.#passes[i].y);
    // After the net: each recurrent state takes its output, for the next run.
    if (passLimit >= this.#passes.length) for (const c of this.#stateCopies) dispatch(c, c.x, c.y);
    if (!this.#pack) return;
    const out = this.#plan.output;
    dispatch(this.#pack, Math.ceil(out.width / 8), Math.ceil(out.height / 8));
  }

  #texture(descriptor) {
    const texture = this.#device.createTexture(descriptor);
    this.#owned.push(texture);
    return texture;
  }

  async #build(weights) {
    const device = this.#device;
    const plan = this.#plan;
    const limits = device.limits;
    // Every weight's bytes are checked against the name the weight index gives
    // them (its size and hash), as the WebGL2 engine checks them, before anything
    // is made: one flipped bit in weights.bin is an error (damagedWeights: the
    // caller fetches the files again next time), not a wrong mask.
    const symbols = new Map(Object.entries(plan.weightIndex ?? {}).map(([symbol, range]) => [`${range}`, symbol]));
    for (const w of plan.weights) {
      if (w.offset + w.bytes > weights.byteLength)
        throw planError(`weight '${w.name}' lies past the end of weights.bin`);
      const symbol = symbols.get(`${w.offset},${w.bytes}`);
      if (!symbol) throw planError(`weight '${w.name}' is not in the plan's weight index`);
      if (weightSymbol(new Uint8Array(weights, w.offset, w.bytes)) !== symbol) {
        const error = planError(
          `weight '${w.name}' does not match ${symbol} (a damaged weights.bin, or one of another build)`,
        );
        error.damagedWeights = true;
        throw error;
      }
    }
    const usage =
      GPUTextureUsage.TEXTURE_BINDING |
      GPUTextureUsage.STORAGE_BINDING |
      GPUTextureUsage.COPY_SRC |
      GPUTextureUsage.COPY_DST;
    for (const t of plan.tensors) {
      if (t.textureWidth > limits.maxTextureDimension2D || t.textureHeight > limits.maxTextureDimension2D) {
        throw new Error(
          `tensor '${t.name}' needs ${t.textureWidth}x${t.textureHeight} textures; this device allows ${limits.maxTextureDimension2D}`,
        );
      }
      const planes = [];
      for (let k = 0; k < t.textures; k++) {
        planes.push(this.#texture({ size: [t.textureWidth, t.textureHeight], format: t.format, usage, label: t.name }));
      }
      this.#textures.push(planes);
    }
    this.#outputs = planOutputs(plan);
    if (!this.#outputs.length) throw planError('it names no output');
    for (const o of this.#outputs) {
      const t = plan.tensors[o.tensor];
      if (!t) throw planError(`an output names tensor ${o.tensor}, which it does not have`);
      if (t.textures !== 1 || t.textureWidth !== o.textureWidth || t.textureHeight !== o.textureHeight) {
        throw planError(`output '${t.name}' is not the single ${o.textureWidth}x${o.textureHeight} texture it says`);
      }
    }
    for (const w of plan.weights) {
      const texture = this.#texture({
        size: [w.width, w.height],
        format: w.format,
        label: w.name,
        usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST,
      });
      const texel = texelBytes(w.format);
      device.queue.writeTexture(
        { texture },
        new Uint8Array(weights, w.offset, w.bytes),
        { bytesPerRow: w.width * texel, rowsPerImage: w.height },
        [w.width, w.height],
      );
      this.#weights.push(texture);
    }

    // One pipeline per distinct shader (its layout from the first pass using it), compiled in parallel;
    // validation errors are caught here rather than on every later run.
    device.pushErrorScope('validation');
    let invalid = null;
    try {
      const layouts = new Map();
      for (const pass of plan.passes) {
        if (!plan.shaders[pass.shader]) throw planError(`pass '${pass.name}' names shader ${pass.shader}`);
        if (!layouts.has(pass.shader)) layouts.set(pass.shader, passLayout(device, plan, pass));
      }
      const pipelines = await Promise.all(
        plan.shaders.map((code, i) =>
          compile(device, code, `${plan.name} shader ${i}`, layouts.get(i)?.pipeline ?? 'auto'),
        ),
      );
      for (const pass of plan.passes) {
        const pipeline = pipelines[pass.shader];
        const layout = layouts.get(pass.shader).group;
        const entries = pass.bindings.map((b) => {
          let texture;
          if (b.tensor !== undefined) texture = this.#textures[b.tensor]?.[b.plane];
          else if (b.weight !== undefined) texture = this.#weights[b.weight];
          else texture = this.#textures[pass.output]?.[b.output];
          if (!texture) throw planError(`pass '${pass.name}' binding ${b.binding} names no texture`);
          return { binding: b.binding, resource: texture.createView() };
        });
        this.#passes.push({
          pipeline,
          bindGroup: device.createBindGroup({ layout, entries, label: pass.name }),
          x: pass.dispatch[0],
          y: pass.dispatch[1],
        });
      }
    } finally {
      invalid = await device.popErrorScope();
    }
    if (invalid) throw planError(`the plan does not fit its shaders: ${invalid.message}`);

    const input = this.#textures[plan.input.tensor][0];
    this.#byteInput = this.#texture({
      size: [this.width, this.height],
      format: 'rgba8unorm',
      label: 'byte input',
      usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST | GPUTextureUsage.RENDER_ATTACHMENT,
    });
    const out = plan.output; // a segmenter's mask: where its channel lies
    const [convert, pack] = await Promise.all([
      compile(device, CONVERT_WGSL, 'input conversion'),
      out ? compile(device, packWgsl(out.x, out.y, out.component), 'mask pack') : null,
    ]);
    this.#convert = {
      pipeline: convert,
      bindGroup: device.createBindGroup({
        layout: convert.getBindGroupLayout(0),
        entries: [
          { binding: 0, resource: this.#byteInput.createView() },
          { binding: 1, resource: input.createView() },
        ],
      }),
    };
    if (out) {
      this.#mask = this.#texture({
        size: [out.width, out.height],
        format: 'r32float',
        label: 'mask',
        usage: GPUTextureUsage.STORAGE_BINDING | GPUTextureUsage.COPY_SRC | GPUTextureUsage.TEXTURE_BINDING,
      });
      this.#pack = {
        pipeline: pack,
        bindGroup: device.createBindGroup({
          layout: pack.getBindGroupLayout(0),
          entries: [
            { binding: 0, resource: this.#textures[out.tensor][0].createView() },
            { binding: 1, resource: this.#mask.createView() },
          ],
        }),
      };
      this.#bytesPerRow = align256(out.width * 4);
      this.#readback = this.#buffer(this.#bytesPerRow * out.height, 'mask readback');
    }
    const stateCopies = new Map(); // format -> the copy pipeline, compiled once for every state of that format
    for (const r of plan.recurrent ?? []) {
      const from = this.#textures[r.output]?.[0], to = this.#textures[r.input]?.[0];
      const t = plan.tensors[r.input];
      if (!from || !to || this.#textures[r.input].length !== 1 || from.width !== to.width || from.height !== to.height)
        throw planError(`recurrent state '${t?.name}' and its output are not textures of one size`);
      if (!stateCopies.has(t.format)) stateCopies.set(t.format, await compile(device, stateCopyWgsl(t.format), 'state copy'));
      const copy = stateCopies.get(t.format);
      this.#stateCopies.push({
        pipeline: copy,
        bindGroup: device.createBindGroup({
          layout: copy.getBindGroupLayout(0),
          entries: [
            { binding: 0, resource: from.createView() },
            { binding: 1, resource: to.createView() },
          ],
        }),
        x: Math.ceil(to.width / 8),
        y: Math.ceil(to.height / 8),
        input: to,
      });
    }
    this.#wakeBuffer = device.createBuffer({ size: 4, usage: GPUBufferUsage.COPY_DST, label: 'wake' });
    this.#owned.push(this.#wakeBuffer);
    this.#live = true;
  }

  // Zeroes a recurrent plan's states (textures start zeroed): the next run
  // starts as the first did, after a cut in the video. Nothing for other plans.
  resetState() {
    for (const { input } of this.#stateCopies) {
      const texel = texelBytes(input.format);
      this.#device.queue.writeTexture(
        { texture: input },
        new Uint8Array(input.width * input.height * texel),
        { bytesPerRow: input.width * texel, rowsPerImage: input.height },
        [input.width, input.height],
      );
    }
  }

  #buffer(size, label) {
    const buffer = this.#device.createBuffer({ size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST, label });
    this.#owned.push(buffer);
    return buffer;
  }

  // Resolves with `promise` (a mapAsync or onSubmittedWorkDone). Chromium's GPU
  // process notices finished GPU work when it next handles a command or on a
  // slow poll, so a net done after ~1 ms was reported ~2.5 ms later (measured
  // on the H200, benchmarks/RESULTS.md). With wake 'done' an onSubmittedWorkDone
  // request goes out on every task until then, each a prompt to look ('write':
  // a 4-byte buffer write; both cut the wait, 'done' by a little more).
  async #wait(promise) {
    if (this.#wake === 'none') return promise;
    let settled = false;
    const watched = promise.finally(() => {
      settled = true;
    });
    const channel = new MessageChannel();
    try {
      while (!settled) {
        await new Promise((resolve) => {
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(0);
        });
        if (settled) break;
        if (this.#wake === 'write') this.#device.queue.writeBuffer(this.#wakeBuffer, 0, new Uint32Array(1));
        else this.#device.queue.onSubmittedWorkDone();
      }
    } finally {
      channel.port1.close();
    }
    return watched;
  }

  // Writes the input; true when the conversion pass must run (byte and image inputs).
  #writeInput(input) {
    const { width: w, height: h } = this;
    const queue = this.#device.queue;
    if (input?.rgb) {
      if (input.rgb.length !== w * h * 3)
        throw new RangeError(`rgb input needs ${w * h * 3} values, got ${input.rgb.length}`);
      const rgba = new Float32Array(w * h * 4);
      for (let i = 0, j = 0; i < w * h; i++, j += 3) {
        rgba[i * 4] = input.rgb[j];
        rgba[i * 4 + 1] = input.rgb[j + 1];
        rgba[i * 4 + 2] = input.rgb[j + 2];
      }
      const texture = this.#textures[this.#plan.input.tensor][0];
      queue.writeTexture({ texture }, rgba, { bytesPerRow: w * 16, rowsPerImage: h }, [w, h]);
      return false;
    }
    if (input?.rgba) {
      if (input.rgba.length !== w * h * 4)
        throw new RangeError(`rgba input needs ${w * h * 4} bytes, got ${input.rgba.length}`);
      queue.writeTexture({ texture: this.#byteInput }, input.rgba, { bytesPerRow: w * 4, rowsPerImage: h }, [w, h]);
      return true;
    }
    if (input?.image) {
      queue.copyExternalImageToTexture({ source: input.image }, { texture: this.#byteInput }, [w, h]);
      return true;
    }
    throw new TypeError('input must be {rgb}, {rgba} or {image}');
  }

  // Records the net (and the mask pack) into one compute pass. Profiling options:
  // passLimit (run only the first n passes), timestamps ({querySet}: each
  // dispatch in a compute pass of its own, its start and end written at 2i, 2i+1).
  #encode(convert, { passLimit = Infinity, timestamps = null } = {}) {
    const encoder = this.#device.createCommandEncoder();
    let pass = timestamps ? null : encoder.beginComputePass();
    let index = convert ? 0 : 1; // timestamp slots: 0 is the input conversion's
    const dispatch = ({ pipeline, bindGroup }, x, y) => {
      if (timestamps) {
        pass = encoder.beginComputePass({
          timestampWrites: {
            querySet: timestamps.querySet,
            beginningOfPassWriteIndex: 2 * index,
            endOfPassWriteIndex: 2 * index + 1,
          },
        });
      }
      pass.setPipeline(pipeline);
      pass.setBindGroup(0, bindGroup);
      pass.dispatchWorkgroups(x, y);
      if (timestamps) pass.end();
      index++;
    };
    if (convert) dispatch(this.#convert, Math.ceil(this.width / 8), Math.ceil(this.height / 8));
    this.#forEachDispatch(dispatch, passLimit);
    if (!timestamps) pass.end();
    return encoder;
  }

  // Runs a segmenter; resolves with the mask (Float32Array, output width * height, row-major).
  async run(input) {
    if (this.#busy) throw new Error('WebGpuPlanRunner.run: the previous run has not finished');
    if (!this.#live) throw new Error('WebGpuPlanRunner.run: the runner is destroyed');
    if (!this.#mask) {
      throw new TypeError(
        `WebGpuPlanRunner.run: plan '${this.name}' has no mask (${this.#outputs.length} outputs): use runOutputs`,
      );
    }
    this.#busy = true;
    try {
      const encoder = this.#encode(this.#writeInput(input));
      const out = this.#plan.output;
      encoder.copyTextureToBuffer({ texture: this.#mask }, { buffer: this.#readback, bytesPerRow: this.#bytesPerRow }, [
        out.width,
        out.height,
      ]);
      this.#device.queue.submit([encoder.finish()]);
      await this.#wait(this.#readback.mapAsync(GPUMapMode.READ));
      const rows = new Float32Array(this.#readback.getMappedRange());
      const mask = new Float32Array(out.width * out.height);
      const stride = this.#bytesPerRow / 4;
      for (let y = 0; y < out.height; y++) mask.set(rows.subarray(y * stride, y * stride + out.width), y * out.width);
      this.#readback.unmap();
      return mask;
    } finally {
      this.#busy = false;
    }
  }

  // Runs the net; resolves with every output in plan order, each a Float32Array
  // of height * width * channels values (row-major, channels last).
  async runOutputs(input) {
    if (this.#busy) throw new Error('WebGpuPlanRunner.runOutputs: the previous run has not finished');
    if (!this.#live) throw new Error('WebGpuPlanRunner.runOutputs: the runner is destroyed');
    this.#busy = true;
    try {
      const encoder = this.#encode(this.#writeInput(input));
      this.#outputReadbacks ??= this.#outputs.map((o, k) =>
        this.#buffer(align256(o.textureWidth * 16) * o.textureHeight, `output ${k} readback`),
      );
      this.#outputs.forEach((o, k) => {
        encoder.copyTextureToBuffer(
          { texture: this.outputTextures[k] },
          { buffer: this.#outputReadbacks[k], bytesPerRow: align256(o.textureWidth * 16) },
          [o.textureWidth, o.textureHeight],
        );
      });
      this.#device.queue.submit([encoder.finish()]);
      await this.#wait(Promise.all(this.#outputReadbacks.map((b) => b.mapAsync(GPUMapMode.READ))));
      return this.#outputs.map((o, k) => {
        const buffer = this.#outputReadbacks[k];
        const values = unpackTiles(new Float32Array(buffer.getMappedRange()), o);
        buffer.unmap();
        return values;
      });
    } finally {
      this.#busy = false;
    }
  }

  // Runs the net without reading the mask back; resolves when the GPU has finished.
  // options.passLimit (profiling): only the first n passes run.
  async runOnGpu(input, options = {}) {
    if (!this.#live) throw new Error('WebGpuPlanRunner.runOnGpu: the runner is destroyed');
    this.#device.queue.submit([this.#encode(this.#writeInput(input), options).finish()]);
    await this.#wait(this.#device.queue.onSubmittedWorkDone());
  }

  // GPU time per pass from timestamp queries (each dispatch then in a compute
  // pass of its own), median of `runs`; null where the device lacks 'timestamp-query'.
  // Each run advances a recurrent plan's states, as run() does.
  // [{name, ms}], the input conversion first and the mask pack last.
  async profile(input, runs = 10) {
    const device = this.#device;
    if (!this.#live) throw new Error('WebGpuPlanRunner.profile: the runner is destroyed');
    if (!device.features.has('timestamp-query')) return null;
    const count = 2 * (this.#passes.length + this.#stateCopies.length + (this.#pack ? 2 : 1));
    const querySet = device.createQuerySet({ type: 'timestamp', count });
    const resolve = device.createBuffer({
      size: count * 8,
      usage: GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC,
    });
    const read = device.createBuffer({ size: count * 8, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
    const samples = [];
    try {
      for (let r = 0; r < runs; r++) {
        const encoder = this.#encode(this.#writeInput(input), { timestamps: { querySet } });
        encoder.resolveQuerySet(querySet, 0, count, resolve, 0);
        encoder.copyBufferToBuffer(resolve, 0, read, 0, count * 8);
        device.queue.submit([encoder.finish()]);
        await read.mapAsync(GPUMapMode.READ);
        const t = new BigInt64Array(read.getMappedRange().slice(0));
        read.unmap();
        samples.push(Array.from({ length: count / 2 }, (_, i) => Number(t[2 * i + 1] - t[2 * i]) / 1e6));
      }
    } finally {
      querySet.destroy();
      resolve.destroy();
      read.destroy();
    }
    const names = ['input conversion', ...this.#plan.passes.map((p) => p.name),
      ...(this.#plan.recurrent ?? []).map((r) => `state ${this.#plan.tensors[r.input].name}`),
      ...(this.#pack ? ['mask pack'] : [])];
    return names.map((name, i) => {
      const values = samples.map((s) => s[i]).sort((a, b) => a - b);
      return { name, ms: values[values.length >> 1] };
    });
  }

  destroy() {
    for (const o of this.#owned) o.destroy();
    this.#owned = [];
    this.#textures = [];
    this.#weights = [];
    this.#passes = [];
    this.#stateCopies = [];
    this.#readback = null;
    this.#outputReadbacks = null;
    this.#live = false;
  }
}
