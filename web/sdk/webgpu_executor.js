// Runs on WebGPU the pass lists the C++ frame graph records (the wasm's
// PassListEngine, web/wasm/pass_list_bindings.cc): the effects pipeline of the
// WebGL2 backend, the same nodes deciding the same passes. Nothing about
// effects lives here: no pass order, no uniform, no size. This file knows
// five kinds of pass (upload, program, net, readback, present), how to bind a
// program of the effects pack (webgpu/effects.json: the shaders/ programs
// translated to WGSL by `vfx-codegen --webgpu-effects`), and how to run the
// nets (WebGpuPlanRunner, plan.json): a net pass names its net in `program`,
// 'net' the segmenter, 'face' the face detector.
//
//   const executor = await WebGpuExecutor.create(device, { module, pack, plan, weights, software, face });
//   executor.setEffect({ effect: 'blur', blurStrength: 0.8 });
//   const out = executor.encode(encoder, width, height, (texture) => { /* fill the camera texture */ });
//   device.queue.submit([encoder.finish()]);
//   executor.submitted(); // the frame's readbacks may be mapped now
//
// The face detector's GPU objects are made when a pass list first runs it,
// not before; until they are ready (its weights fetched, its pipelines
// compiled) frames skip the detector, what feeds it and what reads its
// outputs, so its readbacks bring nothing yet. A readback copies a texture
// into a MAP_READ buffer in the frame's encoder; its bytes go to the graph
// (PassListEngine.deliverReadback) at the start of the first frame after they
// arrive, and one that will not come is reported lost there (readbackLost,
// where the wasm has it). No frame waits for one.
//
// A pass list has a version (a frame that reuses the last mask, a quality
// step, a resize, an effect switched each bring one); a version's steps are
// built once. Its GPU objects are shared between versions: a pipeline per
// program, a bind group per program and the textures it binds (its uniforms
// at a dynamic offset into one buffer every version writes). So a steady
// stream makes no GPU object per frame, and neither does a version made of
// passes seen before (switching effects back and forth): a frame writes its
// uniform bytes, read from the wasm heap, and records one compute pass.

import { PLAN_FORMAT, WebGpuPlanRunner, shaderModule } from './webgpu_plan_runner.js';
import { StageRecorder } from './webgpu_stage_timer.js';

export const EFFECTS_PACK_FORMAT = 'vfx-webgpu-effects/2';

// Versions kept built: the frames of one configuration alternate between a
// few (ping-pong history textures, frames on a reused mask).
const MAX_VERSIONS = 16;
// The shared uniform buffer's first size (a version of ~60 passes needs ~15 KB).
const MIN_UNIFORM_BYTES = 16384;
// Formats a sampler cannot filter: bound as unfilterable (read with textureLoad).
const UNFILTERABLE = new Set(['rgba32float', 'r32float']);
// Readbacks of one channel copied but not yet arrived: past this many a
// frame's readback is left out (the GPU or the maps are far behind).
const MAX_READBACKS_IN_FLIGHT = 3;

const align256 = (bytes) => Math.ceil(bytes / 256) * 256;

// What the pass list's open() learns of a segmenter from its runner.
function netShapeOf(runner) {
  return { inputWidth: runner.width, inputHeight: runner.height, maskWidth: runner.maskWidth, maskHeight: runner.maskHeight };
}

// What the pass list's open() learns of the face detector from its plan.json:
// {shape: {inputWidth, inputHeight, outputs: [{width, height}]}} (the outputs'
// textures in plan order), or {reason} when it is not a usable plan.
function faceShapeOf(plan) {
  if (plan?.format !== PLAN_FORMAT) return { reason: `its plan's format is ${plan?.format}, not ${PLAN_FORMAT}` };
  const outputs = plan.outputs;
  if (!Array.isArray(outputs) || !outputs.length || !(plan.input?.width > 0 && plan.input?.height > 0)) {
    return { reason: 'its plan names no input or outputs' };
  }
  return {
    shape: {
      inputWidth: plan.input.width,
      inputHeight: plan.input.height,
      outputs: outputs.map((o) => ({ width: o.textureWidth, height: o.textureHeight })),
    },
  };
}

function check(engine, failed, what) {
  if (failed) throw new Error(`vfx webgpu: ${what}: ${engine.lastError()}`);
}

export class WebGpuExecutor {
  // module: the wasm module (vfx.mjs); pack: effects.json; plan, weights: the
  // model's plan.json and weights.bin; software: a CPU adapter's settings;
  // face: the face detector, or null (then no face effects): {plan (its
  // plan.json), loadWeights() (resolves with its weights.bin; called when a
  // pass list first runs it), damaged() (optional: those weights failed their check)};
  // smallPlan: the net at its small input (plan.json of <model>@small, which reads the same
  // weights.bin), or null: the quality ladder's levels 2 and 3 run it on a GPU slower than the camera.
  static async create(device, { module, pack, plan, weights, software = false, face = null, smallPlan = null }) {
    if (pack?.format !== EFFECTS_PACK_FORMAT)
      throw new TypeError(`effects pack: format is ${pack?.format}, expected ${EFFECTS_PACK_FORMAT}`);
    if (pack.workgroupSize !== 8) throw new TypeError('effects pack: work groups of 8×8 expected');
    const runner = await WebGpuPlanRunner.create(device, plan, weights, { wake: 'none' });
    const engine = new module.PassListEngine();
    const executor = new WebGpuExecutor(device, pack, runner, engine);
    try {
      // Made now, with the main net: its pipelines built at its first pass would stall that frame.
      // (A wasm from before the small net opens with three arguments.)
      const knowsSmall = typeof module.smallModelNames === 'function';
      // One that cannot be made leaves the ladder carrying masks, as for a model without one.
      if (smallPlan && knowsSmall) {
        try {
          executor.#smallRunner = await WebGpuPlanRunner.create(device, smallPlan, weights, { wake: 'none' });
        } catch (e) {
          executor.smallNetFailure = e;
        }
      }
      const smallNet = executor.#smallRunner && netShapeOf(executor.#smallRunner);
      const net = netShapeOf(runner);
      let opened;
      if (typeof engine.deliverReadback === 'function') {
        const { shape, reason } = face ? faceShapeOf(face.plan) : { reason: 'its plan could not be loaded' };
        executor.#face = shape ? face : null;
        if (!shape) executor.#faceFailure = new Error(`the face detector is unavailable: ${reason}`);
        opened = knowsSmall ? engine.open(net, software, shape ?? null, smallNet ?? null) : engine.open(net, software, shape ?? null);
      } else {
        // A wasm built before readbacks knows one net and opens with two arguments.
        executor.#faceFailure = new Error('the face detector is unavailable: this wasm has no readbacks');
        opened = engine.open(net, software);
      }
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
  #groups = new Map(); // pipeline key + texture ids -> {group, ids}: bind groups of every version
  #uniforms = null; // the uniform buffer all versions share (written before each frame's passes)
  #face = null; // {plan, loadWeights, damaged} of the face detector
  #faceRunner = null; // its WebGpuPlanRunner, once made
  #smallRunner = null; // the net at its small input ('net_small'), or null
  smallNetFailure = null; // why the small net could not be made (then masks are carried), or null
  #faceLoading = false;
  #faceFailure = null; // why there is no face detector (an Error), where there cannot be one
  #faceFailureShown = false; // thrown from encode() once
  #readbackPool = new Map(); // byte size -> idle MAP_READ buffers
  #recorded = []; // readbacks copied in the frame being recorded: {channel, buffer, width, height, bytesPerRow}
  #mapping = new Set(); // readbacks submitted, their maps pending
  #arrived = []; // [{channel, bytes}] mapped, for the next frame to hand over
  #lost = new Set(); // channels of readbacks that will never arrive, for the next frame to report

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

  // The face effects: touchUp (0..1), whose statistics the light correction
  // follows ('person' or 'face') and where it applies ('auto', 'picture' or
  // 'person'), checked by the caller (options.js). A wasm without face effects
  // takes only their defaults.
  setFaceEffects({ touchUp = 0, lightRegion = 'person', lightScope = 'auto' }) {
    if (typeof this.#engine.setFaceEffects !== 'function') {
      if (touchUp === 0 && lightRegion === 'person' && lightScope === 'auto') return;
      throw new Error('vfx webgpu: this wasm has no face effects');
    }
    check(this.#engine, this.#engine.setFaceEffects(touchUp, lightRegion, lightScope), 'setFaceEffects');
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

  // The next frame's camera time in seconds. (A wasm from before setFrameTime
  // takes frames as 1/30 s apart.)
  setFrameTime(seconds) {
    const engine = this.#engine;
    if (typeof engine.setFrameTime === 'function') check(engine, engine.setFrameTime(seconds) !== 0, 'the frame time');
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
  // out the compute pass of each stage (the graph's node names). Call
  // submitted() once the encoder is submitted.
  encode(encoder, width, height, upload, recorder = new StageRecorder(encoder)) {
    const max = this.#device.limits.maxTextureDimension2D;
    if (width > max || height > max)
      throw new RangeError(`frame ${width}x${height} exceeds this GPU's ${max}px textures`);
    const engine = this.#engine;
    this.#dropUnsubmitted();
    this.#deliverArrived();
    const version = engine.recordFrame(width, height);
    check(engine, version === 0, 'recording the frame');
    // A recurrent net this frame starts afresh (a new scene, size or net): its states zeroed now, queued before this frame's work.
    for (const net of engine.netResets()) this.#netRunner(net)?.resetState();
    const generation = engine.generation();
    if (generation !== this.#generation) this.#syncResources(generation);
    let built = this.#versions.get(version);
    if (!built) built = this.#buildVersion(engine.passList());
    // The queue runs writes and submits in order: a frame still in flight has read its bytes.
    if (built.uniformSize) this.#device.queue.writeBuffer(this.#uniforms, 0, engine.uniformBytes());
    let presented = null;
    for (const step of built.steps) {
      switch (step.type) {
        case 'upload':
          upload(step.texture);
          break;
        case 'net':
          step.runner.encodeNet(recorder.pass(step.stage));
          break;
        case 'readback':
          this.#copyReadback(encoder, step, recorder);
          break;
        case 'present':
          presented = step.texture;
          break;
        case 'skip':
          if (step.lost) this.#lost.add(step.lost);
          break;
        default: {
          const pass = recorder.pass(step.stage);
          pass.setPipeline(step.pipeline);
          if (step.offset === null) pass.setBindGroup(0, step.group);
          else pass.setBindGroup(0, step.group, [step.offset]);
          pass.dispatchWorkgroups(step.x, step.y);
        }
      }
    }
    recorder.end();
    if (built.pending && this.#faceFailure && !this.#faceFailureShown) {
      this.#faceFailureShown = true; // once: the frames go on without faces
      throw new Error(`vfx webgpu: ${this.#faceFailure.message}`);
    }
    return presented;
  }

  // The encoder encode() recorded into was submitted: its readbacks are mapped
  // (a buffer's map may be asked for only once the copy into it is submitted).
  submitted() {
    for (const readback of this.#recorded) this.#map(readback);
    this.#recorded = [];
  }

  // Readbacks of a frame never reported submitted: their buffers hold nothing known.
  #dropUnsubmitted() {
    for (const { buffer, channel } of this.#recorded) {
      buffer.destroy();
      this.#lost.add(channel);
    }
    this.#recorded = [];
  }

  // Hands the readbacks that arrived since the last frame to the graph, in
  // order; then names the channels whose readbacks will not come (left out
  // while the face detector was being made, past the in-flight limit, or a
  // failed map), where the wasm takes that (readbackLost), so the graph asks
  // again at once instead of waiting for them.
  #deliverArrived() {
    const engine = this.#engine;
    const arrived = this.#arrived;
    const lost = this.#lost;
    this.#arrived = [];
    this.#lost = new Set();
    let failure = null;
    for (const { channel, bytes } of arrived) {
      if (engine.deliverReadback(channel, bytes)) failure ??= `${channel}: ${engine.lastError()}`;
    }
    if (typeof engine.readbackLost === 'function') {
      for (const channel of lost) if (engine.readbackLost(channel)) failure ??= `${channel}: ${engine.lastError()}`;
    }
    if (failure) throw new Error(`vfx webgpu: handing over a readback: ${failure}`);
  }

  // A readback pass: its texture copied into a MAP_READ buffer (an idle one of
  // the pool, or a new one), outside the compute pass; mapped after the submit.
  #copyReadback(encoder, step, recorder) {
    let inFlight = 0;
    for (const r of [...this.#recorded, ...this.#mapping]) inFlight += r.channel === step.channel;
    if (inFlight >= MAX_READBACKS_IN_FLIGHT) {
      this.#lost.add(step.channel);
      return;
    }
    const size = step.bytesPerRow * step.height;
    const buffer =
      this.#readbackPool.get(size)?.pop() ??
      this.#device.createBuffer({
        size,
        usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST,
        label: `readback ${step.channel}`,
      });
    recorder.end(); // a copy cannot stand inside a compute pass; the next stage opens a new one
    encoder.copyTextureToBuffer(
      { texture: step.texture },
      { buffer, bytesPerRow: step.bytesPerRow, rowsPerImage: step.height },
      [step.width, step.height],
    );
    const { channel, width, height, bytesPerRow } = step;
    this.#recorded.push({ channel, buffer, width, height, bytesPerRow });
  }

  // Maps a submitted readback; its bytes (rows packed, top-down) join #arrived.
  #map(readback) {
    const { buffer, channel, width, height, bytesPerRow } = readback;
    this.#mapping.add(readback);
    const read = () => {
      if (!this.#engine) return buffer.destroy(); // the executor went meanwhile
      const rowBytes = width * 16;
      const mapped = new Uint8Array(buffer.getMappedRange());
      const bytes = new Uint8Array(rowBytes * height);
      for (let y = 0; y < height; y++) {
        bytes.set(mapped.subarray(y * bytesPerRow, y * bytesPerRow + rowBytes), y * rowBytes);
      }
      buffer.unmap();
      this.#arrived.push({ channel, bytes });
      const idle = this.#readbackPool.get(buffer.size) ?? [];
      idle.push(buffer);
      this.#readbackPool.set(buffer.size, idle);
    };
    buffer
      .mapAsync(GPUMapMode.READ)
      .then(read)
      .catch(() => {
        buffer.destroy(); // the device was lost or the buffer destroyed: nothing comes
        if (this.#engine) this.#lost.add(channel);
      })
      .finally(() => this.#mapping.delete(readback));
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
    this.#dropNaming((id) => !this.#resources.has(id));
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

  // Each pass's pipeline and bind group, over textures made as the passes first
  // name them. A version that runs the face detector before it is ready skips
  // it (#skippedPasses) and is pending: built again once it is.
  #buildVersion(list) {
    const device = this.#device;
    const skipped = this.#skippedPasses(list.passes);
    // A net reads and writes its own textures: its passes' resources are those.
    for (const pass of list.passes) {
      if (pass.type !== 'net' || skipped.has(pass)) continue;
      const runner = this.#netRunner(pass.program);
      this.#alias(pass.inputs[0][1], runner.inputTexture);
      const outputs = runner.maskTexture ? [runner.maskTexture] : runner.outputTextures;
      if (pass.outputs.length !== outputs.length) {
        throw new Error(
          `vfx webgpu: net '${pass.program}' has ${outputs.length} outputs; the pass list names ${pass.outputs.length}`,
        );
      }
      pass.outputs.forEach((id, k) => this.#alias(id, outputs[k]));
    }
    const texture = (id) => this.#texture(id);
    this.#reserveUniforms(list.uniformSize);
    const steps = list.passes.map((pass) => {
      if (skipped.has(pass)) return { type: 'skip', lost: pass.type === 'readback' ? pass.program : null };
      const step = { type: pass.type, stage: pass.stage };
      switch (pass.type) {
        case 'upload':
          step.texture = texture(pass.outputs[0]).texture;
          break;
        case 'present':
          step.texture = texture(pass.inputs[0][1]).texture;
          break;
        case 'program':
          Object.assign(step, this.#programStep(pass, texture));
          break;
        case 'net':
          step.runner = this.#netRunner(pass.program);
          break;
        case 'readback':
          Object.assign(step, this.#readbackStep(pass, texture));
          break;
        default:
          throw new Error(`vfx webgpu: the pass list has a pass of type '${pass.type}'`);
      }
      return step;
    });
    const ids = list.passes.flatMap((p) => [...p.inputs.map(([, id]) => id), ...p.outputs]);
    const built = { steps, uniformSize: list.uniformSize, ids, pending: skipped.size > 0 };
    this.#versions.set(list.version, built);
    if (this.#versions.size > MAX_VERSIONS) this.#versions.delete(this.#versions.keys().next().value);
    return built;
  }

  // The shared uniform buffer, grown (to a power of two) where a version needs
  // more; the bind groups over the old one go, and with them every version.
  #reserveUniforms(size) {
    if (!size || (this.#uniforms && this.#uniforms.size >= size)) return;
    let bytes = MIN_UNIFORM_BYTES;
    while (bytes < size) bytes *= 2;
    this.#uniforms?.destroy();
    this.#uniforms = this.#device.createBuffer({
      size: bytes,
      usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
      label: 'pass list uniforms',
    });
    this.#groups.clear();
    this.#versions.clear();
  }

  // The runner of the net a net pass names ('net' the segmenter, 'face' the
  // face detector); null while the face detector's is being made (or could not be).
  #netRunner(program) {
    if (program === 'net') return this.#runner;
    if (program === 'net_small' && this.#smallRunner) return this.#smallRunner;
    if (program !== 'face') throw new Error(`vfx webgpu: the pass list runs a net '${program}' it was not given`);
    if (this.#faceRunner) return this.#faceRunner;
    if (!this.#face) {
      throw new Error(
        `vfx webgpu: the pass list runs the face detector: ${this.#faceFailure?.message ?? 'unavailable'}`,
      );
    }
    this.#loadFace();
    return null;
  }

  // The passes a frame leaves out while a net it runs is not ready: that net,
  // the programs that only write its input, and every pass that reads what a
  // left-out pass writes (upload and present always run).
  #skippedPasses(passes) {
    const skipped = new Set();
    const waiting = passes.filter((p) => p.type === 'net' && !this.#netRunner(p.program));
    if (!waiting.length) return skipped;
    const fed = new Set(waiting.map((p) => p.inputs[0][1]));
    const unwritten = new Set();
    for (const pass of passes) {
      if (pass.type === 'upload' || pass.type === 'present') continue;
      const feeds = pass.type === 'program' && pass.outputs.length && pass.outputs.every((id) => fed.has(id));
      if (waiting.includes(pass) || feeds || pass.inputs.some(([, id]) => unwritten.has(id))) {
        skipped.add(pass);
        for (const id of pass.outputs) unwritten.add(id);
      }
    }
    return skipped;
  }

  // Makes the face detector's runner (its weights fetched, its pipelines
  // compiled) without holding a frame up; then the versions built without it go.
  #loadFace() {
    if (this.#faceLoading || this.#faceFailure) return;
    this.#faceLoading = true;
    const face = this.#face;
    const made = (async () =>
      WebGpuPlanRunner.create(this.#device, face.plan, await face.loadWeights(), { wake: 'none' }))();
    made
      .then(
        (runner) => {
          if (!this.#engine) return runner.destroy(); // the executor went meanwhile
          this.#faceRunner = runner;
          for (const [version, built] of this.#versions) if (built.pending) this.#versions.delete(version);
        },
        (error) => {
          if (error?.damagedWeights) face.damaged?.();
          this.#faceFailure = new Error(`the face detector could not be made: ${error?.message ?? error}`);
        },
      )
      .finally(() => {
        this.#faceLoading = false;
      });
  }

  // A readback pass: its source, an rgba32float texture of (at least) width ×
  // height, copied whole rows at a time (bytesPerRow a multiple of 256).
  #readbackStep(pass, texture) {
    const id = pass.inputs[0]?.[1];
    const source = texture(id).texture;
    const { width, height } = pass;
    if (
      source.format !== 'rgba32float' ||
      source.width < width ||
      source.height < height ||
      !(width > 0 && height > 0)
    ) {
      throw new Error(
        `vfx webgpu: readback '${pass.program}' reads ${width}x${height} of #${id}, a ${source.width}x${source.height} ${source.format} texture (rgba32float wanted)`,
      );
    }
    return { channel: pass.program, texture: source, width, height, bytesPerRow: align256(width * 16) };
  }

  // Versions and bind groups that name a resource `gone` says is gone are built again.
  #dropNaming(gone) {
    for (const [version, built] of this.#versions) if (built.ids.some(gone)) this.#versions.delete(version);
    for (const [key, { ids }] of this.#groups) if (ids.some(gone)) this.#groups.delete(key);
  }

  #alias(id, gpuTexture) {
    const r = this.#resources.get(id);
    if (!r) throw new Error(`vfx webgpu: the net's resource #${id} is not in the pass list`);
    if (r.width !== gpuTexture.width || r.height !== gpuTexture.height) {
      throw new Error(
        `vfx webgpu: the net's texture is ${gpuTexture.width}x${gpuTexture.height}, the pass list's #${id} ${r.width}x${r.height}`,
      );
    }
    const entry = this.#textures.get(id);
    if (entry?.texture === gpuTexture) return;
    if (entry) {
      // A texture made for the id before its net was ready: the net's own takes its place.
      if (entry.owned) entry.texture.destroy();
      this.#dropNaming((named) => named === id);
    }
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
  // need their own layout) and its bind group over the textures it names, made
  // once for every version that binds the same; its uniforms at this version's
  // offset (a dynamic one).
  #programStep(pass, texture) {
    const shader = this.#pack.shaders[pass.program];
    if (!shader) throw new Error(`vfx webgpu: the effects pack has no program ${pass.program}`);
    const inputs = new Map(pass.inputs);
    const ids = []; // the resources bound, in binding order
    let output = 0;
    const bound = shader.bindings.map((b) => {
      if (b.kind === 'texture') {
        if (!inputs.has(b.name)) throw new Error(`vfx webgpu: ${pass.program}: nothing bound to ${b.name}`);
        ids.push(inputs.get(b.name));
        return texture(inputs.get(b.name));
      }
      if (b.kind === 'output') {
        const id = pass.outputs[output];
        const format = shader.outputs[output++];
        ids.push(id);
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
    const key = `${pass.program}/${sampleTypes}/${ids.join(',')}`;
    let cached = this.#groups.get(key);
    if (!cached) {
      const entries = shader.bindings.map((b, i) => {
        if (b.kind === 'uniforms')
          return { binding: b.binding, resource: { buffer: this.#uniforms, size: Math.max(16, shader.uniformSize) } };
        if (b.kind === 'sampler') return { binding: b.binding, resource: this.#sampler };
        return { binding: b.binding, resource: bound[i].view };
      });
      const group = this.#device.createBindGroup({ layout, entries, label: `${pass.stage}: ${pass.program}` });
      cached = { group, ids };
      this.#groups.set(key, cached);
    }
    const uniformed = shader.bindings.some((b) => b.kind === 'uniforms');
    return {
      pipeline,
      group: cached.group,
      offset: uniformed ? pass.uniformOffset : null,
      x: Math.ceil(pass.width / 8),
      y: Math.ceil(pass.height / 8),
    };
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
          return { binding, visibility, buffer: { type: 'uniform', hasDynamicOffset: true } };
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
    this.#versions.clear();
    this.#groups.clear();
    this.#uniforms?.destroy();
    this.#uniforms = null;
    this.#engine?.close();
    this.#engine?.delete();
    this.#engine = null;
    this.#runner?.destroy();
    this.#runner = null;
    this.#faceRunner?.destroy();
    this.#faceRunner = null;
    this.#smallRunner?.destroy();
    this.#smallRunner = null;
    // Buffers with a map pending are destroyed too: their maps reject, and #map lets them.
    this.#dropUnsubmitted();
    for (const { buffer } of this.#mapping) buffer.destroy();
    for (const idle of this.#readbackPool.values()) for (const buffer of idle) buffer.destroy();
    this.#readbackPool.clear();
    this.#arrived = [];
    this.#lost.clear();
  }
}
