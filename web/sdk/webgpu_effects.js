// The effects pipeline on WebGPU: what src/pipeline/effects_pipeline.cc pulls
// through its frame graph on WebGL2, as one fixed sequence of compute
// dispatches per frame, issued from JS. The programs are the very shaders/
// the WebGL2 path draws, translated to WGSL by `vfx-codegen --webgpu-effects`
// (webgpu/effects.json, which also carries the effect parameters and the
// quality ladder, so no number of the C++ side is repeated here); the net is a
// WebGpuPlanRunner plan. A frame: downscale -> net -> temporal smoothing ->
// guided refinement -> blur / replacement / light correction -> composite, in
// one compute pass of the caller's command encoder. GPU objects are made when
// the frame size changes (or a background image arrives), never per frame.
//
//   const effects = await WebGpuEffects.create(device, { pack, plan, weights });
//   effects.setEffect({ effect: 'blur', blurStrength: 0.8 });
//   effects.resize(width, height);              // then fill effects.inputTexture
//   const out = effects.encode(encoder);        // rgba8unorm, width × height (encode(encoder, recorder): per-stage passes)
//
// What the graph decides on WebGL2 is decided here the same way (and the
// browser tests compare the two backends' pictures): the net runs only when a
// mask is needed, every segmentInterval-th frame on the lower quality levels;
// a resolution change restarts the smoothing.

import { WebGpuPlanRunner, compile as compilePipeline } from './webgpu_plan_runner.js';
import { StageRecorder } from './webgpu_stage_timer.js';

export const EFFECTS_PACK_FORMAT = 'vfx-webgpu-effects/1';

// The programs of the pack the pipeline runs.
const PROGRAMS = ['downscale', 'mask_temporal', 'guide_variance', 'guided_coeffs', 'guided_mean', 'mask_upsample',
  'blur_prepare', 'gaussian_blur', 'composite', 'stats_reduce', 'stats_smooth', 'light_apply'];

// Textures bound with formats that cannot be filtered (the packed fp32 mask):
// read with textureLoad only, bound as unfilterable.
const UNFILTERABLE = { mask_temporal: ['u_current'] };

async function compile(device, name, shader) {
  const visibility = GPUShaderStage.COMPUTE;
  let output = 0;
  const entries = shader.bindings.map(({ binding, kind, name: texture }) => {
    switch (kind) {
      case 'texture': {
        const sampleType = UNFILTERABLE[name]?.includes(texture) ? 'unfilterable-float' : 'float';
        return { binding, visibility, texture: { sampleType } };
      }
      case 'sampler': return { binding, visibility, sampler: { type: 'filtering' } };
      case 'uniforms': return { binding, visibility, buffer: { type: 'uniform' } };
      case 'output': return { binding, visibility, storageTexture: { access: 'write-only', format: shader.outputs[output++] } };
      default: throw new TypeError(`effects pack: shader ${name}: binding kind '${kind}'`);
    }
  });
  const layout = device.createBindGroupLayout({ entries, label: name });
  const pipeline = await compilePipeline(device, shader.code, `effects pack: ${name}`,
                                         device.createPipelineLayout({ bindGroupLayouts: [layout] }));
  return { name, shader, layout, pipeline };
}

// One use of a program in the frame (gaussian_blur runs twice, stats_reduce
// three times): its own uniform buffer, written once a frame, and its bind
// groups, cached per set of textures until the textures are replaced.
class Step {
  #program;
  #fields;
  #data;
  #f32;
  #i32;
  #groups = new Map();
  buffer = null;

  constructor(device, program, label) {
    this.#program = program;
    const size = Math.max(16, program.shader.uniformSize);
    this.#data = new ArrayBuffer(size);
    this.#f32 = new Float32Array(this.#data);
    this.#i32 = new Int32Array(this.#data);
    this.#fields = new Map(program.shader.uniforms.map((u) => [u.name, u]));
    if (program.shader.uniformSize > 0) {
      this.buffer = device.createBuffer({ size, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST, label });
    }
  }

  set(name, ...values) {
    const field = this.#fields.get(name);
    if (!field) throw new Error(`effects pack: ${this.#program.name} has no uniform ${name}`);
    const view = /^(int|bool|ivec|bvec)/.test(field.type) ? this.#i32 : this.#f32;
    values.forEach((v, i) => { view[field.offset / 4 + i] = typeof v === 'boolean' ? Number(v) : v; });
    return this;
  }

  // Records the program over every texel of outputs[0]. `textures`: GLSL
  // sampler name -> GPUTexture; `outputs`: GPUTextures by output location.
  run(device, pass, sampler, textures, outputs) {
    if (this.buffer) device.queue.writeBuffer(this.buffer, 0, this.#data);
    const key = [...this.#program.shader.bindings.map((b) => (b.kind === 'texture' ? textures[b.name]?.id : '')),
      ...outputs.map((t) => t.id)].join(',');
    let group = this.#groups.get(key);
    if (!group) {
      let output = 0;
      const entries = this.#program.shader.bindings.map(({ binding, kind, name }) => {
        if (kind === 'uniforms') return { binding, resource: { buffer: this.buffer } };
        if (kind === 'sampler') return { binding, resource: sampler };
        const texture = kind === 'output' ? outputs[output++] : textures[name];
        if (!texture) throw new Error(`webgpu effects: ${this.#program.name}: nothing bound to ${name}`);
        return { binding, resource: texture.view };
      });
      group = device.createBindGroup({ layout: this.#program.layout, entries, label: this.#program.name });
      this.#groups.set(key, group);
    }
    pass.setPipeline(this.#program.pipeline);
    pass.setBindGroup(0, group);
    const size = outputs[0].texture;
    pass.dispatchWorkgroups(Math.ceil(size.width / 8), Math.ceil(size.height / 8));
  }

  forget() { this.#groups.clear(); }
}

export class WebGpuEffects {
  // pack: effects.json; plan, weights: the model's plan.json and weights.bin.
  // options.software: the CPU-rasterizer settings of the pack (a fallback adapter).
  static async create(device, { pack, plan, weights, software = false }) {
    if (pack?.format !== EFFECTS_PACK_FORMAT) throw new TypeError(`effects pack: format is ${pack?.format}, expected ${EFFECTS_PACK_FORMAT}`);
    if (pack.parameters.workgroupSize !== 8) throw new TypeError('effects pack: work groups of 8×8 expected');
    const runner = await WebGpuPlanRunner.create(device, plan, weights, { wake: 'none' });
    const effects = new WebGpuEffects(device, pack, runner, software);
    try {
      await effects.#build();
    } catch (e) {
      effects.destroy();
      throw e;
    }
    return effects;
  }

  #device;
  #pack;
  #runner;
  #params;
  #steps = {};
  #sampler = null;
  #ids = 0;
  #owned = new Set();     // every texture of ours, for destroy()
  #sized = [];            // the textures that follow the frame size
  #t = {};                // textures by role (#resize)
  #width = 0;
  #height = 0;
  #effect = { effect: 'blur', blurStrength: 0.8, lightCorrection: false, lightStrength: 1 };
  #background = { mode: 3, color: [0, 0, 0], image: null };
  #quality;
  #level = 0;
  #current = 0;           // which history texture holds the newest smoothed mask
  #lightCurrent = 0;
  #reset = true;          // the next smoothing starts over (first frame, new size)
  #lightReset = true;
  #maskCached = false;
  #modelFitted = false;  // the refinement's model is fitted to the current (cached) mask
  #framesOnCachedMask = 0;

  constructor(device, pack, runner, software) {
    this.#device = device;
    this.#pack = pack;
    this.#runner = runner;
    this.#params = { ...pack.parameters, ...(software ? pack.software : {}) };
    this.#quality = pack.quality[0];
  }

  get qualityLevels() { return this.#pack.quality.length; }
  get quality() { return this.#level; }
  get width() { return this.#width; }
  get height() { return this.#height; }
  // The frame goes here (rgba8unorm, width × height) before encode().
  get inputTexture() { return this.#t.frame?.texture ?? null; }

  async #build() {
    const device = this.#device;
    for (const name of PROGRAMS) {
      if (!this.#pack.shaders[name]) throw new TypeError(`effects pack: no shader ${name}`);
    }
    // Downscale writes the net's input.
    const runner = this.#runner;
    if (runner.inputTexture.format !== this.#pack.shaders.downscale.outputs[0]) {
      throw new TypeError(`webgpu effects: model '${runner.name}' takes ${runner.inputTexture.format} input; ` +
                          `the effects pack's downscale writes ${this.#pack.shaders.downscale.outputs[0]}`);
    }
    device.pushErrorScope('validation');
    let invalid = null;
    try {
      await this.#buildObjects();
    } finally {
      invalid = await device.popErrorScope();
    }
    if (invalid) throw new Error(`webgpu effects: ${invalid.message}`);
  }

  async #buildObjects() {
    const device = this.#device;
    const programs = Object.fromEntries(await Promise.all(PROGRAMS.map(async (n) => [n, await compile(device, n, this.#pack.shaders[n])])));
    const step = (program, label = program) => new Step(device, programs[program], label);
    this.#steps = {
      downscale: step('downscale'), temporal: step('mask_temporal'), variance: step('guide_variance'),
      coeffs: step('guided_coeffs'), mean: step('guided_mean'), upsample: step('mask_upsample'),
      prepare: step('blur_prepare'), horizontal: step('gaussian_blur', 'blur horizontal'),
      vertical: step('gaussian_blur', 'blur vertical'), composite: step('composite'),
      blocks: step('stats_reduce', 'light blocks'), groups: step('stats_reduce', 'light groups'),
      total: step('stats_reduce', 'light total'), smooth: step('stats_smooth'), light: step('light_apply'),
      lightMean: step('light_apply', 'light local mean'),
    };
    this.#sampler = device.createSampler({ magFilter: 'linear', minFilter: 'linear', addressModeU: 'clamp-to-edge', addressModeV: 'clamp-to-edge' });
    const p = this.#params;
    const fixed = (w, h, format, label) => this.#texture(w, h, format, label, false);
    this.#t.net = this.#wrap(this.#runner.inputTexture);
    this.#t.mask = this.#wrap(this.#runner.maskTexture);
    const mw = this.#runner.maskWidth, mh = this.#runner.maskHeight;
    this.#t.history = [fixed(mw, mh, 'rgba16float', 'mask history 0'), fixed(mw, mh, 'rgba16float', 'mask history 1')];
    this.#t.guide = fixed(mw, mh, 'rgba16float', 'guide texture');
    this.#t.guideStats = fixed(mw, mh, 'rgba16float', 'guide stats');
    this.#t.correctedMean = fixed(mw, mh, 'rgba8unorm', 'corrected local mean');
    this.#t.raw = [fixed(mw, mh, 'rgba16float', 'coeffs raw'), fixed(mw, mh, 'rgba16float', 'coeffs_t raw')];
    this.#t.model = fixed(mw, mh, 'rgba16float', 'coeffs');
    this.#t.blocks = fixed(p.lightBlocks, p.lightBlocks, 'rgba16float', 'light blocks');
    this.#t.groups = fixed(p.lightGroups, p.lightGroups, 'rgba16float', 'light groups');
    this.#t.total = fixed(1, 1, 'rgba16float', 'light total');
    this.#t.stats = [fixed(1, 1, 'rgba16float', 'light stats 0'), fixed(1, 1, 'rgba16float', 'light stats 1')];
    this.#t.background = fixed(1, 1, 'rgba8unorm', 'background');  // bound where nothing is sampled
  }

  // The next frame starts a new scene: nothing is smoothed with earlier frames
  // (as EffectsPipeline::ForgetHistory; after the renderer's self-check frames).
  forgetHistory() {
    this.#reset = this.#lightReset = true;
    this.#maskCached = false;
  }

  #wrap(texture) {
    return { texture, view: texture.createView(), id: ++this.#ids };
  }

  #texture(width, height, format, label, sized) {
    const usage = GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.STORAGE_BINDING | GPUTextureUsage.COPY_SRC |
                  GPUTextureUsage.COPY_DST | (format === 'rgba8unorm' ? GPUTextureUsage.RENDER_ATTACHMENT : 0);
    const texture = this.#device.createTexture({ size: [width, height], format, usage, label });
    this.#owned.add(texture);
    const t = this.#wrap(texture);
    if (sized) this.#sized.push(t);
    return t;
  }

  #drop(t) {
    if (!t) return;
    t.texture.destroy();
    this.#owned.delete(t.texture);
  }

  // The frame size of the next encode(): re-creates the size-bound textures
  // (and forgets the smoothing) only when it changes.
  resize(width, height) {
    if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
      throw new RangeError(`frame size must be positive integers; got ${width}x${height}`);
    }
    const max = this.#device.limits.maxTextureDimension2D;
    if (width > max || height > max) throw new RangeError(`frame ${width}x${height} exceeds this GPU's ${max}px textures`);
    if (width === this.#width && height === this.#height) return;
    for (const t of this.#sized) this.#drop(t);
    this.#sized = [];
    for (const s of Object.values(this.#steps)) s.forget();
    const sized = (w, h, format, label) => this.#texture(w, h, format, label, true);
    this.#t.frame = sized(width, height, 'rgba8unorm', 'frame');
    this.#t.output = sized(width, height, 'rgba8unorm', 'output');
    this.#t.corrected = sized(width, height, 'rgba8unorm', 'light corrected');
    // The blur's targets at each reduction it runs at (blurDownscaleFor).
    this.#t.blur = {};
    for (const b of [this.#params.blurDownscale, this.#params.blurCoarseDownscale]) {
      const bw = Math.max(1, Math.ceil(width / b)), bh = Math.max(1, Math.ceil(height / b));
      this.#t.blur[b] = {
        reduced: sized(bw, bh, 'rgba16float', `blur reduced 1/${b}`),
        horizontal: sized(bw, bh, 'rgba16float', `blur horizontal 1/${b}`),
        vertical: sized(bw, bh, 'rgba16float', `blur vertical 1/${b}`),
      };
    }
    this.#t.refined = null;  // its size follows the quality level too (#refinedTarget)
    this.#width = width;
    this.#height = height;
    // A new camera resolution: history from the old one would be wrong.
    this.#reset = this.#lightReset = true;
    this.#maskCached = false;
  }

  #refinedTarget() {
    const scale = this.#quality.refineScale;
    const w = Math.max(1, Math.floor(this.#width * scale + 0.5)), h = Math.max(1, Math.floor(this.#height * scale + 0.5));
    const t = this.#t.refined;
    if (t && t.texture.width === w && t.texture.height === h) return t;
    if (t) {
      this.#drop(t);
      this.#sized = this.#sized.filter((s) => s !== t);
      for (const s of [this.#steps.upsample, this.#steps.prepare, this.#steps.composite]) s.forget();
    }
    this.#t.refined = this.#texture(w, h, 'rgba8unorm', 'refined mask', true);
    return this.#t.refined;
  }

  // {effect, blurStrength, lightCorrection, lightStrength}, checked by the caller (options.js).
  setEffect(options) {
    this.#effect = { ...this.#effect, ...options };
  }

  setBackgroundColor(r, g, b) {
    this.#background = { mode: 3, color: [r, g, b], image: this.#background.image };
  }

  // An ImageData (or {data, width, height} of RGBA bytes).
  setBackgroundImage(image) {
    const { width, height, data } = image;
    const max = this.#device.limits.maxTextureDimension2D;
    if (!(width > 0 && height > 0) || width > max || height > max) {
      throw new RangeError(`background image must be 1..${max} px a side; got ${width}x${height}`);
    }
    if (!(data?.byteLength >= width * height * 4)) throw new RangeError(`background image needs ${width * height * 4} RGBA bytes`);
    const old = this.#background.image;
    const t = this.#texture(width, height, 'rgba8unorm', 'background image', false);
    this.#device.queue.writeTexture({ texture: t.texture }, data, { bytesPerRow: width * 4, rowsPerImage: height }, [width, height]);
    this.#drop(old);
    this.#steps.composite.forget();
    this.#background = { mode: 2, color: this.#background.color, image: t };
  }

  setQuality(level) {
    if (!Number.isInteger(level) || level < 0 || level >= this.qualityLevels) {
      throw new RangeError(`quality level must be an integer in 0..${this.qualityLevels - 1}; got ${level}`);
    }
    this.#level = level;
    this.#quality = this.#pack.quality[level];
  }

  // Records the frame in inputTexture through the active effect into `encoder`;
  // returns the texture holding the result (rgba8unorm, width × height).
  // `recorder` (webgpu_stage_timer.js) hands out the compute pass of each stage,
  // named as the WebGL2 graph's nodes; by default one pass holds them all.
  encode(encoder, recorder = new StageRecorder(encoder)) {
    if (!this.#t.frame) throw new Error('webgpu effects: resize() before encode()');
    const device = this.#device, sampler = this.#sampler, s = this.#steps, t = this.#t, p = this.#params;
    const q = this.#quality;
    const { effect, blurStrength, lightCorrection, lightStrength } = this.#effect;
    const W = this.#width, H = this.#height;
    const composite = effect === 'blur' || effect === 'replace';
    const correct = lightCorrection || effect === 'light';
    const reuse = this.#maskCached && this.#framesOnCachedMask + 1 < q.segmentInterval;
    const pass = (stage) => recorder.pass(stage);
    let smoothed = null;
    if (composite || correct) {
      if (reuse) {
        this.#framesOnCachedMask += 1;
      } else {
        const nw = t.net.texture.width, nh = t.net.texture.height;
        s.downscale.set('u_uv_scale', 1, 1).set('u_uv_offset', 0, 0).set('u_footprint', 1 / nw, 1 / nh)
          .set('u_pad', 0.5, 0.5, 0.5).run(device, pass('downscale'), sampler, { u_frame: t.frame }, [t.net]);
        this.#runner.encodeNet(pass('segmentation'));
        const previous = this.#current;
        this.#current = 1 - previous;
        s.temporal.set('u_channel', 0).set('u_reset', this.#reset).set('u_min_alpha', p.refineMinAlpha)
          .run(device, pass('temporal_smoothing'), sampler, { u_current: t.mask, u_previous: t.history[previous] }, [t.history[this.#current]]);
        this.#reset = false;
        this.#framesOnCachedMask = 0;
        this.#modelFitted = false;
      }
      smoothed = t.history[this.#current];
    }
    let foreground = t.frame;
    if (correct) {
      const blocks = p.lightBlocks, groups = p.lightGroups;
      s.blocks.set('u_first', true).set('u_footprint', 1 / blocks, 1 / blocks).set('u_taps', 8)
        .run(device, pass('light_stats'), sampler, { u_source: t.frame, u_mask: smoothed }, [t.blocks]);
      s.groups.set('u_first', false).set('u_footprint', 1 / groups, 1 / groups).set('u_taps', blocks / groups)
        .run(device, pass('light_stats'), sampler, { u_source: t.blocks, u_mask: smoothed }, [t.groups]);
      s.total.set('u_first', false).set('u_footprint', 1, 1).set('u_taps', groups)
        .run(device, pass('light_stats'), sampler, { u_source: t.groups, u_mask: smoothed }, [t.total]);
      const previous = this.#lightCurrent;
      this.#lightCurrent = 1 - previous;
      s.smooth.set('u_reset', this.#lightReset).set('u_alpha', p.lightAlpha)
        .run(device, pass('light_stats'), sampler, { u_sums: t.total, u_previous: t.stats[previous] }, [t.stats[this.#lightCurrent]]);
      this.#lightReset = false;
      s.light.set('u_strength', lightStrength)
        .run(device, pass('light_correct'), sampler, { u_frame: t.frame, u_stats: t.stats[this.#lightCurrent] }, [t.corrected]);
      foreground = t.corrected;
    }
    let out = foreground;
    if (composite) {
      // The stretched input covers the frame exactly: without guided refinement
      // the smoothed mask is sampled bilinearly, as on WebGL2.
      // The edge band is softened toward the local mean of the foreground as shown (the refinement's statistics).
      const soften = q.feather && p.softenEdges && q.guidedRefinement;
      let mask = smoothed, localMean = null;
      if (q.guidedRefinement) {
        const mw = smoothed.texture.width, mh = smoothed.texture.height;
        const footprint = [W / mw, H / mh];
        const radius = p.refineRadius;
        // Fitted once per mask (as MaskRefineNode): a reused mask keeps the model of its own frame.
        if (!(reuse && this.#modelFitted)) {
          s.variance.set('u_mask_to_frame', 1, 1, 0, 0).set('u_footprint', ...footprint)
            .run(device, pass('mask_upsample'), sampler, { u_frame: t.frame, u_mask: smoothed }, [t.guide, t.guideStats]);
          s.coeffs.set('u_radius', radius).set('u_epsilon', p.refineEpsilon)
            .run(device, pass('mask_upsample'), sampler, { u_guide_stats: t.guideStats, u_guide_texture: t.guide }, t.raw);
          s.mean.set('u_radius', radius)
            .run(device, pass('mask_upsample'), sampler, { u_coeffs: t.raw[0], u_coeffs_t: t.raw[1], u_guide_stats: t.guideStats }, [t.model]);
          this.#modelFitted = true;
        }
        mask = this.#refinedTarget();
        s.upsample.set('u_frame_to_mask', 1, 1, 0, 0)
          .run(device, pass('mask_upsample'), sampler, { u_coeffs: t.model, u_guide_stats: t.guideStats, u_frame: t.frame }, [mask]);
        localMean = t.guideStats;
        if (soften && correct) {
          s.lightMean.set('u_strength', lightStrength)
            .run(device, pass('light_correct'), sampler, { u_frame: t.guideStats, u_stats: t.stats[this.#lightCurrent] }, [t.correctedMean]);
          localMean = t.correctedMean;
        }
      }
      let mode = this.#background.mode, background = this.#background.image ?? t.background;
      let uvScale = [1, 1], uvOffset = [0, 0];
      if (effect === 'blur') {
        mode = 1;
        const sigmaPx = blurStrength * p.blurSigmaAt720p * (H / 720);
        const downscale = blurDownscaleFor(sigmaPx, p);
        const b = t.blur[downscale];
        const bw = b.reduced.texture.width, bh = b.reduced.texture.height;
        s.prepare.set('u_footprint', 1 / bw, 1 / bh)
          .run(device, pass('blur'), sampler, { u_frame: foreground, u_mask: mask }, [b.reduced]);
        const sigma = sigmaPx / downscale;
        background = b.reduced;
        if (sigma >= p.blurMinSigma) {
          const clamped = Math.min(sigma, p.blurMaxSigma);
          s.horizontal.set('u_sigma', clamped).set('u_direction', 1 / bw, 0)
            .run(device, pass('blur'), sampler, { u_source: b.reduced }, [b.horizontal]);
          s.vertical.set('u_sigma', clamped).set('u_direction', 0, 1 / bh)
            .run(device, pass('blur'), sampler, { u_source: b.horizontal }, [b.vertical]);
          background = b.vertical;
        }
      } else if (mode === 2) {
        [uvScale, uvOffset] = coverFit(W, H, background.texture.width, background.texture.height);
      }
      s.composite.set('u_mode', mode).set('u_color', ...this.#background.color).set('u_bg_uv_scale', ...uvScale)
        .set('u_bg_uv_offset', ...uvOffset).set('u_soften', soften ? 1 : 0).set('u_local_mean_uv', 1, 1, 0, 0)
        .run(device, pass('composite'), sampler,
             { u_foreground: foreground, u_mask: mask, u_background: mode === 3 ? foreground : background, u_local_mean: localMean ?? foreground },
             [t.output]);
      out = t.output;
    }
    recorder.end();
    // A mask not made or used this frame (effect 'none') is not reused later.
    this.#maskCached = smoothed !== null;
    return out.texture;
  }

  destroy() {
    for (const texture of this.#owned) texture.destroy();
    this.#owned.clear();
    for (const s of Object.values(this.#steps)) s.buffer?.destroy();
    this.#steps = {};
    this.#t = {};
    this.#runner?.destroy();
    this.#runner = null;
  }
}

// The blur's reduction for a sigma of `sigmaPx` frame pixels (src/nodes/effect_parameters.h BlurDownscaleFor).
function blurDownscaleFor(sigmaPx, p) {
  return sigmaPx >= p.blurCoarseMinSigma * p.blurCoarseDownscale ? p.blurCoarseDownscale : p.blurDownscale;
}

// The background image covers the frame, cropped to its aspect (src/nodes/replace_node.cc CoverFit).
function coverFit(frameWidth, frameHeight, imageWidth, imageHeight) {
  const frameAspect = frameWidth / frameHeight, imageAspect = imageWidth / imageHeight;
  const scale = imageAspect > frameAspect ? [frameAspect / imageAspect, 1] : [1, imageAspect / frameAspect];
  return [scale, [(1 - scale[0]) / 2, (1 - scale[1]) / 2]];
}
