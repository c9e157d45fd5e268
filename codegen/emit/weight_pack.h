// A weights file and its index: every distinct weight texture's bytes once
// (4-byte aligned), found by symbol (nn::WeightSymbol) or by offset. The wasm
// build ships one per model, weights.bin, and both backends read it: the
// WebGPU plan by offset (plan.json's "weights"), the WebGL2 engine by symbol
// (plan.json's "weightIndex", loaded into nn's external weight store by
// web/sdk/model_weights.js). vfx-codegen --external-weights writes the pack of
// one generated-code variant beside its plan (<stem>.weights.bin/.json), and
// --webgpu --merge-weights folds those into the model's weights.bin.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::codegen {

class WeightPack {
 public:
  struct Range {
    size_t offset = 0;
    size_t bytes = 0;
  };

  // Adds the bytes unless the pack holds them already; returns their offset.
  size_t Add(const void* data, size_t size);
  // Adds the texels of every weight of `plan`.
  void AddPlan(const nn::ModelPlan& plan);
  // Adds what `other` holds and this pack lacks.
  void Merge(const WeightPack& other);

  const std::vector<uint8_t>& bytes() const { return bytes_; }
  const std::map<std::string, Range>& index() const { return index_; }
  // {"symbol": [offset, bytes], ...}
  std::string IndexJson() const;

  // The pack written as bytes() and {"weightIndex": IndexJson()}: fails
  // (DATA_LOSS) on a range past the end or bytes that are not their symbol's.
  static StatusOr<WeightPack> Parse(std::vector<uint8_t> bytes, const std::string& index_document);

 private:
  std::vector<uint8_t> bytes_;
  std::map<std::string, Range> index_;
};

// A weight texture's bytes: its fp16 texels, else its fp32 ones.
const void* WeightData(const nn::WeightDesc& weight);
size_t WeightBytes(const nn::WeightDesc& weight);

}  // namespace vfx::codegen
