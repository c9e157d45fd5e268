#include "codegen/emit/weight_pack.h"

#include <cstring>

#include <nlohmann/json.hpp>

#include "src/nn/external_weights.h"

namespace vfx::codegen {

using nlohmann::json;

const void* WeightData(const nn::WeightDesc& weight) {
  return weight.rgba_half.empty() ? static_cast<const void*>(weight.rgba_float.data())
                                  : static_cast<const void*>(weight.rgba_half.data());
}

size_t WeightBytes(const nn::WeightDesc& weight) {
  return weight.rgba_half.empty() ? weight.rgba_float.size() * 4 : weight.rgba_half.size() * 2;
}

size_t WeightPack::Add(const void* data, size_t size) {
  std::string symbol = nn::WeightSymbol(data, size);
  auto it = index_.find(symbol);
  if (it != index_.end()) return it->second.offset;
  // 4-byte aligned offsets: a typed-array view per weight.
  while (bytes_.size() % 4 != 0) bytes_.push_back(0);
  const size_t offset = bytes_.size();
  bytes_.resize(offset + size);
  if (size > 0) std::memcpy(bytes_.data() + offset, data, size);
  index_.emplace(std::move(symbol), Range{offset, size});
  return offset;
}

void WeightPack::AddPlan(const nn::ModelPlan& plan) {
  for (const nn::WeightDesc& w : plan.weights) Add(WeightData(w), WeightBytes(w));
}

void WeightPack::Merge(const WeightPack& other) {
  for (const auto& [symbol, range] : other.index_) {
    if (!index_.count(symbol)) Add(other.bytes_.data() + range.offset, range.bytes);
  }
}

std::string WeightPack::IndexJson() const {
  json index = json::object();
  for (const auto& [symbol, range] : index_) index[symbol] = {range.offset, range.bytes};
  return index.dump();
}

StatusOr<WeightPack> WeightPack::Parse(std::vector<uint8_t> bytes, const std::string& index_document) {
  const json doc = json::parse(index_document, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("weightIndex") || !doc["weightIndex"].is_object()) {
    return DataLossError("weight index: not a JSON object with a \"weightIndex\" object");
  }
  WeightPack pack;
  pack.bytes_ = std::move(bytes);
  for (const auto& [symbol, range] : doc["weightIndex"].items()) {
    if (!range.is_array() || range.size() != 2 || !range[0].is_number_unsigned() || !range[1].is_number_unsigned()) {
      return DataLossError("weight index: " + symbol + " is not [offset, bytes]");
    }
    const size_t offset = range[0].get<size_t>(), size = range[1].get<size_t>();
    if (offset > pack.bytes_.size() || size > pack.bytes_.size() - offset) {
      return DataLossError("weight index: " + symbol + " lies past the end of the weights file");
    }
    if (nn::WeightSymbol(pack.bytes_.data() + offset, size) != symbol) {
      return DataLossError("weight index: the bytes of " + symbol + " are not that weight's");
    }
    pack.index_.emplace(symbol, Range{offset, size});
  }
  return pack;
}

}  // namespace vfx::codegen
