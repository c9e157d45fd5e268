// Runs on WebGPU the pass lists the C++ frame graph records (the wasm's
// PassListEngine, web/wasm/pass_list_bindings.cc): the effects pipeline of the
// WebGL2 backend, the same nodes deciding the same passes. Nothing about
// effects lives here: no pass order, no uniform, no size. This file knows
// four kinds of pass (upload, program, net, present), how to bind a program
// of the effects pack (webgpu/effects.json: the shaders/ programs translated
// to WGSL by `vfx-codegen --webgpu-effects`), and how to run the net
// (WebGpuPlanRunner, plan.json).
//
//   const executor = await WebGpuExecutor.create(device, { module, pack, plan, weights, software });
//   executor.setEffect({ effect: 'blur', blurStrength: 0.8 });
//   const out = executor.encode(encoder, width, height, (texture) => { /* fill the camera texture */ });
//
// A pass list has a version; pipelines, bind groups and the uniform buffer
// are made once per version (a frame that reuses the last mask, a quality
// step, a resize each bring one), so a steady stream makes no GPU object per
// frame: it writes the frame's uniform bytes, read from the wasm heap, and
// records one compute pass.

import { WebGpuPlanRunner, shaderModule } from './webgpu_plan_runner.js';
import { StageRecorder } from './webgpu_stage_timer.js';

export const EFFECTS_PACK_FORMAT = 'vfx-webgpu-effects/2';

// Versions kept built: the frames of one configuration alternate between a
// few (ping-pong history textures, frames on a reused mask).
const MAX_VERSIONS = 16;
// Formats a sampler cannot filter: bound as unfilterable (read with textureLoad).
const UNFILTERABLE = new Set(['rgba32float', 'r32float']);

function check(engine, failed, what) {
  if (failed) throw new Error(`vfx webgpu: ${what}: ${engine.lastError()}`);
}

export class WebGpuExecutor {
  // module: the wasm module (vfx.mjs); pack: effects.json; plan, weights: the
  // model's plan.json and weights.bin; software: a CPU adapter's settings.
  static async create(device, { module, pack, plan, weights, software = false }) {
    if (pack?.format !== EFFECTS_PACK_FORMAT)
      throw new TypeError(`effects pack: format is ${pack?.format}, expected ${EFFECTS_PACK_FORMAT}`);
    if (pack.workgroupSize !== 8) throw new TypeError('effects pack: work groups of 8×8 expected');
    const runner = await WebGpuPlanRunner.create(device, plan, weights, { wake: 'none' });
    const engine = new module.PassListEngine();
    const executor = new WebGpuExecutor(device, pack, runner, engine);
    try {
      const opened = engine.open(
        {
          inputWidth: runner.width,
          inputHeight: runner.height,
          maskWidth: runner.maskWidth,
          maskHeight: runner.maskHeight,
        },
        software,
      );
      if (!opened.ok) throw new Error(`vfx webgpu: ${opened.error}`);
      executor.#levels = opened.qualityLevels;
      await executor.#build();
    } catch (e) {
      executor.destroy();
      throw e;
    }
    return executor;
  }

  #device;
  #pack;
  #runner;
  #engine;
  #levels = 1;
  #level = 0;
  #modules = new Map(); // program -> GPUShaderModule
  #pipelines = new Map(); // program + sample types -> {pipeline, layout}
  #sampler = null;
  #resources = new Map(); // resource id -> {id, width, height, format} of every live texture
  #generation = -1; // of #resources
  #textures = new Map(); // resource id -> {texture, view, owned}, made as passes first name them
  #versions = new Map(); // version -> built pass list (insertion order: oldest first)

  constructor(device, pack, runner, engine) {
    this.#device = device;
    this.#pack = pack;
    this.#runner = runner;
    this.#engine = engine;
  }

  get qualityLevels() {
    return this.#levels;
  }
  get quality() {
    return this.#level;
  }

  async #build() {
    const device = this.#device;
    device.pushErrorScope('validation');
    let invalid = null;
    try {
      for (const [name, shader] of Object.entries(this.#pack.shaders)) {
        this.#modules.set(name, await shaderModule(device, shader.code, `effects pack: ${name}`));
        const uniforms = shader.uniforms;
        check(
          this.#engine,
          this.#engine.setProgramLayout(
            name,
            uniforms.map((u) => u.name),
            uniforms.map((u) => u.offset),
            uniforms.map((u) => /^(int|bool|ivec|bvec)/.test(u.type)),
            shader.uniformSize,
          ),
          `the layout of ${name}`,
        );
      }
      this.#sampler = device.createSampler({
        magFilter: 'linear',
        minFilter: 'linear',
        addressModeU: 'clamp-to-edge',
        addressModeV: 'clamp-to-edge',
      });
    } finally {
      invalid = await device.popErrorScope();
    }
    if (invalid) throw new Error(`webgpu effects: ${invalid.message}`);
  }

  // {effect, blurStrength, lightCorrection, lightStrength}, checked by the caller (options.js).
  setEffect({ effect = 'blur', blurStrength = 0.8, lightCorrection = false, lightStrength = 1 }) {
    check(this.#engine, this.#engine.setEffect(effect, blurStrength, lightCorrection, lightStrength), 'setEffect');
  }

  setBackgroundColor(r, g, b) {
    check(this.#engine, this.#engine.setBackgroundColor(r, g, b), 'background colour');
  }

  // An ImageData (or {data, width, height} of RGBA bytes).
  setBackgroundImage({ width, height, data }) {
    const max = this.#device.limits.maxTextureDimension2D;
    if (!(width > 0 && height > 0) || width > max || height > max) {
      throw new RangeError(`background image must be 1..${max} px a side; got ${width}x${height}`);
    }
    if (!(data?.byteLength >= width * height * 4))
      throw new RangeError(`background image needs ${width * height * 4} RGBA bytes`);
    check(
      this.#engine,
      this.#engine.setBackgroundImage(data.subarray(0, width * height * 4), width, height),
      'background image',
    );
  }

  setQuality(level) {
    if (!Number.isInteger(level) || level < 0 || level >= this.qualityLevels) {
      throw new RangeError(`quality level must be an integer in 0..${this.qualityLevels - 1}; got ${level}`);
    }
    check(this.#engine, this.#engine.setQuality(level), 'setQuality');
    this.#level = level;
  }

  // Frames since the network last ran, as of the last frame (0: that frame's own mask).
  maskAgeFrames() {
    return this.#engine ? this.#engine.maskAge() : 0;
  }

  // The next frame starts a new scene: nothing is smoothed with earlier frames.
  forgetHistory() {
    this.#engine.forgetHistory();
  }

  // Records a frame of width × height into `encoder`: `upload(texture)` fills
  // the camera texture (rgba8unorm) where the upload pass stands; returns the
  // texture the present pass shows. `recorder` (webgpu_stage_timer.js) hands
  // out the compute pass of each stage (the graph's node names).
  encode(encoder, width, height, upload, recorder = new StageRecorder(encoder)) {
    const max = this.#device.limits.maxTextureDimension2D;
    if (width > max || height > max)
      throw new RangeError(`frame ${width}x${height} exceeds this GPU's ${max}px textures`);
    const engine = this.#engine;
    const version = engine.recordFrame(width, height);
    check(engine, version === 0, 'recording the frame');
    const generation = engine.generation();
    if (generation !== this.#generation) this.#syncResources(generation);
    let built = this.#versions.get(version);
    if (!built) built = this.#buildVersion(engine.passList());
    if (built.uniforms) this.#device.queue.writeBuffer(built.uniforms, 0, engine.uniformBytes());
    let presented = null;
    for (const step of built.steps) {
      switch (step.type) {
        case 'upload':
          upload(step.texture);
          break;
        case 'net':
          this.#runner.encodeNet(recorder.pass(step.stage));
          break;
        case 'present':
          presented = step.texture;
          break;
        default: {
          const pass = recorder.pass(step.stage);
          pass.setPipeline(step.pipeline);
          pass.setBindGroup(0, step.group);
          pass.dispatchWorkgroups(step.x, step.y);
        }
      }
    }
    recorder.end();
    return presented;
  }

  // The live textures changed: drop what is gone, fill what was written.
  #syncResources(generation) {
    const engine = this.#engine;
    this.#resources = new Map(engine.resources().map((r) => [r.id, r]));
    for (const [id, entry] of this.#textures) {
      if (!this.#resources.has(id)) {
        if (entry.owned) entry.texture.destroy();
        this.#textures.delete(id);
      }
    }
    // Lists that name a texture gone never come back (ids are not reused).
    for (const [version, built] of this.#versions) {
      if (built.ids.some((id) => !this.#resources.has(id))) {
        built.uniforms?.destroy();
        this.#versions.delete(version);
      }
    }
    for (const { id, bytes } of engine.takeUploads()) {
      const r = this.#resources.get(id);
      this.#device.queue.writeTexture(
        { texture: this.#texture(id).texture },
        bytes,
        { bytesPerRow: r.width * 4, rowsPerImage: r.height },
        [r.width, r.height],
      );
    }
    this.#generation = generation;
  }

  // Each pass's pipeline and bind group, over textures made as the passes first name them.
  #buildVersion(list) {
    const device = this.#device;
    // The net reads and writes its own textures: its passes' resources are those.
    for (const pass of list.passes) {
      if (pass.type !== 'net') continue;
      this.#alias(pass.inputs[0][1], this.#runner.inputTexture);
      this.#alias(pass.outputs[0], this.#runner.maskTexture);
    }
    const texture = (id) => this.#texture(id);
    const uniforms = list.uniformSize
      ? device.createBuffer({
          size: list.uniformSize,
          usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
          label: `pass list ${list.version} uniforms`,
        })
      : null;
    const steps = list.passes.map((pass) => {
      const step = { type: pass.type, stage: pass.stage };
      if (pass.type === 'upload') step.texture = texture(pass.outputs[0]).texture;
      if (pass.type === 'present') step.texture = texture(pass.inputs[0][1]).texture;
      if (pass.type === 'program') Object.assign(step, this.#programStep(pass, texture, uniforms));
      return step;
    });
    const ids = list.passes.flatMap((p) => [...p.inputs.map(([, id]) => id), ...p.outputs]);
    const built = { steps, uniforms, ids };
    this.#versions.set(list.version, built);
    if (this.#versions.size > MAX_VERSIONS) {
      const [oldest, evicted] = this.#versions.entries().next().value;
      evicted.uniforms?.destroy();
      this.#versions.delete(oldest);
    }
    return built;
  }

  #alias(id, gpuTexture) {
    const r = this.#resources.get(id);
    if (!r) throw new Error(`vfx webgpu: the net's resource #${id} is not in the pass list`);
    if (r.width !== gpuTexture.width || r.height !== gpuTexture.height) {
      throw new Error(
        `vfx webgpu: the net's texture is ${gpuTexture.width}x${gpuTexture.height}, the pass list's #${id} ${r.width}x${r.height}`,
      );
    }
    if (!this.#textures.has(id))
      this.#textures.set(id, { texture: gpuTexture, view: gpuTexture.createView(), owned: false });
  }

  #texture(id) {
    let entry = this.#textures.get(id);
    if (!entry) {
      const r = this.#resources.get(id);
      if (!r) throw new Error(`vfx webgpu: the pass list uses resource #${id}, which it does not declare`);
      const usage =
        GPUTextureUsage.TEXTURE_BINDING |
        GPUTextureUsage.STORAGE_BINDING |
        GPUTextureUsage.COPY_SRC |
        GPUTextureUsage.COPY_DST |
        (r.format === 'rgba8unorm' ? GPUTextureUsage.RENDER_ATTACHMENT : 0);
      const texture = this.#device.createTexture({
        size: [r.width, r.height],
        format: r.format,
        usage,
        label: `resource #${id}`,
      });
      entry = { texture, view: texture.createView(), owned: true };
      this.#textures.set(id, entry);
    }
    return entry;
  }

  // One program pass: its pipeline (by the formats bound: unfilterable ones
  // need their own layout) and its bind group over this version's resources.
  #programStep(pass, texture, uniforms) {
    const shader = this.#pack.shaders[pass.program];
    if (!shader) throw new Error(`vfx webgpu: the effects pack has no program ${pass.program}`);
    const inputs = new Map(pass.inputs);
    let output = 0;
    const bound = shader.bindings.map((b) => {
      if (b.kind === 'texture') {
        if (!inputs.has(b.name)) throw new Error(`vfx webgpu: ${pass.program}: nothing bound to ${b.name}`);
        return texture(inputs.get(b.name));
      }
      if (b.kind === 'output') {
        const id = pass.outputs[output];
        const format = shader.outputs[output++];
        const entry = texture(id);
        if (entry.texture.format !== format) {
          throw new Error(
            `vfx webgpu: ${pass.program} writes ${format}; the pass list's #${id} is ${entry.texture.format}`,
          );
        }
        return entry;
      }
      return null;
    });
    const sampleTypes = shader.bindings
      .map((b, i) => (b.kind === 'texture' && UNFILTERABLE.has(bound[i].texture.format) ? 'u' : 'f'))
      .join('');
    const { pipeline, layout } = this.#pipeline(pass.program, shader, sampleTypes);
    const entries = shader.bindings.map((b, i) => {
      if (b.kind === 'uniforms')
        return {
          binding: b.binding,
          resource: { buffer: uniforms, offset: pass.uniformOffset, size: Math.max(16, shader.uniformSize) },
        };
      if (b.kind === 'sampler') return { binding: b.binding, resource: this.#sampler };
      return { binding: b.binding, resource: bound[i].view };
    });
    const group = this.#device.createBindGroup({ layout, entries, label: `${pass.stage}: ${pass.program}` });
    return { pipeline, group, x: Math.ceil(pass.width / 8), y: Math.ceil(pass.height / 8) };
  }

  #pipeline(program, shader, sampleTypes) {
    const key = `${program}/${sampleTypes}`;
    let made = this.#pipelines.get(key);
    if (made) return made;
    const device = this.#device,
      visibility = GPUShaderStage.COMPUTE;
    let output = 0;
    const entries = shader.bindings.map(({ binding, kind }, i) => {
      switch (kind) {
        case 'texture':
          return {
            binding,
            visibility,
            texture: { sampleType: sampleTypes[i] === 'u' ? 'unfilterable-float' : 'float' },
          };
        case 'sampler':
          return { binding, visibility, sampler: { type: 'filtering' } };
        case 'uniforms':
          return { binding, visibility, buffer: { type: 'uniform' } };
        case 'output':
          return { binding, visibility, storageTexture: { access: 'write-only', format: shader.outputs[output++] } };
        default:
          throw new TypeError(`effects pack: shader ${program}: binding kind '${kind}'`);
      }
    });
    const layout = device.createBindGroupLayout({ entries, label: program });
    const pipeline = device.createComputePipeline({
      layout: device.createPipelineLayout({ bindGroupLayouts: [layout] }),
      compute: { module: this.#modules.get(program), entryPoint: 'main' },
      label: program,
    });
    made = { pipeline, layout };
    this.#pipelines.set(key, made);
    return made;
  }

  destroy() {
    for (const { texture, owned } of this.#textures.values()) if (owned) texture.destroy();
    this.#textures.clear();
    for (const built of this.#versions.values()) built.uniforms?.destroy();
    this.#versions.clear();
    this.#engine?.close();
    this.#engine?.delete();
    this.#engine = null;
    this.#runner?.destroy();
    this.#runner = null;
  }
}
