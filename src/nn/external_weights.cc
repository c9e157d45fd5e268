#include "src/nn/external_weights.h"

#include <cstdio>
#include <map>
#include <mutex>

namespace vfx::nn {
namespace {

struct Store {
  std::mutex mutex;
  std::map<std::string, std::vector<uint8_t>, std::less<>> weights;
};

Store& TheStore() {
  static Store* store = new Store;  // never destroyed: plans may be built during exit
  return *store;
}

}  // namespace

std::string WeightSymbol(const void* data, size_t size) {
  const auto* bytes = static_cast<const unsigned char*>(data);
  uint64_t hash = 14695981039346656037ull;
  for (size_t i = 0; i < size; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "kWeight_%zu_%016llx", size, static_cast<unsigned long long>(hash));
  return buffer;
}

Status AddExternalWeight(const std::string& symbol, std::vector<uint8_t> bytes) {
  const std::string actual = WeightSymbol(bytes.data(), bytes.size());
  if (actual != symbol) {
    return InvalidArgumentError("weight " + symbol + ": the bytes given are " + actual +
                                " (a damaged weights file, or one of another build)");
  }
  Store& store = TheStore();
  std::lock_guard<std::mutex> lock(store.mutex);
  store.weights.emplace(symbol, std::move(bytes));
  return Status::Ok();
}

const std::vector<uint8_t>* FindExternalWeight(std::string_view symbol) {
  Store& store = TheStore();
  std::lock_guard<std::mutex> lock(store.mutex);
  auto it = store.weights.find(symbol);
  return it == store.weights.end() ? nullptr : &it->second;  // entries are never removed
}

size_t ExternalWeightCount() {
  Store& store = TheStore();
  std::lock_guard<std::mutex> lock(store.mutex);
  return store.weights.size();
}

Status CheckWeightsLoaded(const ModelPlan& plan) {
  for (const WeightDesc& w : plan.weights) {
    const size_t texels = static_cast<size_t>(w.width) * static_cast<size_t>(w.height) * 4;
    if (w.rgba_half.size() != texels && w.rgba_float.size() != texels) {
      return NotFoundError("model '" + plan.name + "': weight '" + w.name +
                           "' is not loaded (this build keeps the weights outside the binary: load the model's "
                           "weights.bin first)");
    }
  }
  return Status::Ok();
}

}  // namespace vfx::nn
