// Weights kept outside the binary. The wasm build generates its plans with
// `vfx-codegen --external-weights`: the C++ names each weight texture's bytes
// by symbol (WeightSymbol: size and hash) instead of holding them, and this
// store supplies them at run time. The browser fills it from the model's
// weights.bin (web/sdk/model_weights.js), the file the WebGPU backend reads
// too, so a page that can use either backend downloads the weights once.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::nn {

// "kWeight_<bytes>_<FNV-1a 64 of the bytes, hex>": equal names mean equal bytes.
std::string WeightSymbol(const void* data, size_t size);

// Adds `bytes` under `symbol`; INVALID_ARGUMENT when the bytes are not the
// ones the symbol names (a damaged or mismatched weights file).
Status AddExternalWeight(const std::string& symbol, std::vector<uint8_t> bytes);

// The bytes stored under `symbol`, or nullptr.
const std::vector<uint8_t>* FindExternalWeight(std::string_view symbol);

// How many symbols the store holds (tests, diagnostics).
size_t ExternalWeightCount();

// `count` little-endian values of `symbol` (as wasm and x86 store them), or
// an empty vector when the store lacks them: CheckWeightsLoaded then names
// the weight. Generated plans call this.
template <typename T>
std::vector<T> ExternalWeightValues(std::string_view symbol, size_t count) {
  const std::vector<uint8_t>* bytes = FindExternalWeight(symbol);
  if (bytes == nullptr || bytes->size() != count * sizeof(T)) return {};
  std::vector<T> values(count);
  std::memcpy(values.data(), bytes->data(), bytes->size());
  return values;
}

// NOT_FOUND naming the first weight of `plan` without its texels
// (an external weight not loaded yet).
Status CheckWeightsLoaded(const ModelPlan& plan);

}  // namespace vfx::nn
