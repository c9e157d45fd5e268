// A model's weights for the WebGL2 engine (the wasm). The build keeps them out
// of vfx.wasm (vfx-codegen --external-weights) and ships each model's once, as
// webgpu/<model>/weights.bin beside the SDK, the file the WebGPU backend reads
// too; the model's plan.json indexes it ("weightIndex": symbol -> [offset,
// bytes]). They go into the module's weight store before the engine (or a
// benchmark Session) opens the model; once per module and model.
import { fetchAsset, forgetAsset, modelPlanUrl, modelWeightsUrl } from './assets.js';

const loaded = new WeakMap();  // module -> Map(model -> Promise)

// The plan and weights URLs: beside the SDK, or under `assetsUrl` (a folder
// holding <model>/plan.json and <model>/weights.bin; benchmark pages).
function urls(model, assetsUrl) {
  if (!assetsUrl) return { plan: modelPlanUrl(model), weights: modelWeightsUrl(model) };
  return { plan: new URL(`${model}/plan.json`, assetsUrl).href, weights: new URL(`${model}/weights.bin`, assetsUrl).href };
}

// Starts (or joins) the download of `model`'s weights: {index, bytes}.
export async function fetchModelWeights(model, assetsUrl = null) {
  const { plan: planUrl, weights } = urls(model, assetsUrl);
  const [plan, bytes] = await Promise.all([fetchAsset(planUrl, 'json'), fetchAsset(weights, 'bytes')]);
  const index = plan?.weightIndex;
  if (!index || typeof index !== 'object') {
    throw new TypeError(`vfx: ${planUrl} has no weight index (a plan of another SDK version?)`);
  }
  return { index, bytes };
}

// Loads `model`'s weights into `module` (from createVfxModule). A module built
// with its weights inside (no addWeight) needs none.
export function loadModelWeights(module, model, assetsUrl = null) {
  if (typeof module.addWeight !== 'function') return Promise.resolve();
  let models = loaded.get(module);
  if (!models) loaded.set(module, (models = new Map()));
  let done = models.get(model);
  if (!done) {
    done = fetchModelWeights(model, assetsUrl).then(({ index, bytes }) => {
      for (const [symbol, range] of Object.entries(index)) {
        const [offset, length] = Array.isArray(range) ? range : [];
        if (!Number.isInteger(offset) || !Number.isInteger(length) || offset < 0 || length < 0 ||
            offset + length > bytes.byteLength) {
          throw new TypeError(`vfx: the weights of ${model}: ${symbol} lies outside weights.bin`);
        }
        const added = module.addWeight(symbol, new Uint8Array(bytes, offset, length));
        if (!added.ok) throw new TypeError(`vfx: the weights of ${model}: ${added.error}`);
      }
    });
    done.catch(() => {  // a later create() downloads them again
      models.delete(model);
      forgetAsset(urls(model, assetsUrl).weights);
    });
    models.set(model, done);
  }
  return done;
}
