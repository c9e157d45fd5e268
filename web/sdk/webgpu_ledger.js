// The WebGPU backend's counterpart of the wasm engine's GL object counts (leak
// and churn checks: getStats().glObjects, debugGlObjectCounts): every device a
// renderer opens is tracked, and its ledger counts
//   textures, buffers, querySets  live ones: made and not yet destroyed;
//   devices                       live devices;
//   created                       objects ever made: the above, bind groups,
//                                 pipelines, layouts, shader modules, samplers;
//   leftOnDestroy                 textures, buffers and query sets still live
//                                 when their device's destroy() was called.
// A device's destroy() or loss frees whatever it still holds (the GPU memory
// goes with it), so after dispose() every live count is 0 unless a device was
// kept, and leftOnDestroy says whether our code destroyed its objects itself;
// `created` growing while frames run means something is made per frame.
// Command encoders, texture views and external textures are per-frame by design
// and not counted.

const LIVE = { createTexture: 'textures', createBuffer: 'buffers', createQuerySet: 'querySets' };
const MADE = ['createBindGroup', 'createBindGroupLayout', 'createPipelineLayout', 'createShaderModule', 'createSampler',
  'createComputePipeline', 'createComputePipelineAsync', 'createRenderPipeline', 'createRenderPipelineAsync'];

const zero = () => ({ textures: 0, buffers: 0, querySets: 0, devices: 0, created: 0, leftOnDestroy: 0 });
const everyLedger = zero();  // all ledgers of this thread together
const RECENT = 32;
const recent = [];  // what was made last, oldest first: 'createBindGroup: label'

function noteMade(method, descriptor) {
  recent.push(`${method}: ${descriptor?.label ?? ''}`);
  if (recent.length > RECENT) recent.shift();
}

export class GpuObjectLedger {
  #counts = zero();

  // Live objects and objects made, of every device tracked so far: {textures, buffers, querySets, devices, created, leftOnDestroy}.
  counts() { return { ...this.#counts }; }

  // All ledgers of this thread (devices of renderers already destroyed included, as long as they live).
  static total() { return { ...everyLedger }; }

  // The last objects made on this thread (at most 32, oldest first), each as
  // 'method: label': names what a churn check found made.
  static recentlyMade() { return [...recent]; }

  #add(key, n) {
    this.#counts[key] += n;
    everyLedger[key] += n;
  }

  // Counts what `device` makes from now on (it wraps the device's factory
  // methods and its objects' destroy()); returns `device`.
  track(device) {
    const held = new Set();  // live objects, with their kind
    let open = true;
    const release = () => {
      if (!open) return;
      open = false;
      for (const { key } of held) this.#add(key, -1);
      held.clear();
      this.#add('devices', -1);
    };
    this.#add('devices', 1);
    for (const [method, key] of Object.entries(LIVE)) {
      const make = device[method].bind(device);
      device[method] = (descriptor) => {
        const object = make(descriptor);
        this.#add('created', 1);
        noteMade(method, descriptor);
        if (!open) return object;
        const entry = { key };
        held.add(entry);
        this.#add(key, 1);
        const destroy = object.destroy.bind(object);
        object.destroy = () => {
          if (held.delete(entry)) this.#add(key, -1);
          destroy();
        };
        return object;
      };
    }
    for (const method of MADE) {
      if (typeof device[method] !== 'function') continue;
      const make = device[method].bind(device);
      device[method] = (...args) => {
        this.#add('created', 1);
        noteMade(method, args[0]);
        return make(...args);
      };
    }
    const destroy = device.destroy.bind(device);
    device.destroy = () => {
      if (open) this.#add('leftOnDestroy', held.size);
      release();
      destroy();
    };
    device.lost.then(release);
    return device;
  }
}
