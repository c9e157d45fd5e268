// The files the SDK fetches besides its modules and the wasm, all in webgpu/
// beside this module: the WebGPU effects pack, and each model's plan and
// weights (the weights serve both backends: model_weights.js). The URLs are
// written as `new URL(literal, import.meta.url)`, the form bundlers (Vite,
// webpack) recognise, so a bundled app ships these files with the wasm.

export const effectsPackUrl = () => new URL('./webgpu/effects.json', import.meta.url).href;
export const modelPlanUrl = (model) => new URL(`./webgpu/${model}/plan.json`, import.meta.url).href;
export const modelWeightsUrl = (model) => new URL(`./webgpu/${model}/weights.bin`, import.meta.url).href;

const assets = new Map();  // URL -> Promise of its JSON or bytes, fetched once per page (or worker)
const damaged = new Set();  // URLs whose last download was unusable: fetched past the HTTP cache next time

// `kind`: 'json' or 'bytes' (an ArrayBuffer). A failure names the URL and is
// forgotten, so a later create() fetches again.
export function fetchAsset(url, kind) {
  let promise = assets.get(url);
  if (!promise) {
    promise = fetch(url, damaged.has(url) ? { cache: 'reload' } : undefined).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      damaged.delete(url);
      return kind === 'json' ? r.json() : r.arrayBuffer();
    }).catch((e) => {
      assets.delete(url);
      throw new Error(`vfx: could not fetch ${url}: ${e?.message ?? e}`);
    });
    assets.set(url, promise);
  }
  return promise;
}

// Drops a fetched file that turned out unusable (a damaged download); the
// next fetch bypasses the HTTP cache, which may hold the same damaged bytes.
export function forgetAsset(url) {
  assets.delete(url);
  damaged.add(url);
}
