// The per-model JSON config read next to MODEL.onnx:
//
//   {
//     "input":  {"name": "input_1", "height": 144, "width": 256,
//                "layout": "NHWC", "range": [0.0, 1.0]},
//     "output": {"name": "segment_back", "kind": "sigmoid", "channel": 0}
//   }
//
// Every key is optional; height/width fix the input size (replacing
// symbolic dims), layout is checked against the model, range records what the
// network expects its RGB values in, output.kind is "sigmoid" or "softmax" and
// channel selects the person channel.
#pragma once

#include <optional>
#include <string>

#include "codegen/import/onnx_importer.h"
#include "src/core/status.h"

namespace vfx::codegen {

struct ModelConfig {
  std::string input_name;              // "" = the model's only input
  std::optional<int64_t> input_height;
  std::optional<int64_t> input_width;
  std::optional<Layout> input_layout;  // the model's own input layout
  float input_range_min = 0.f;
  float input_range_max = 1.f;
  std::string output_name;
  std::string output_kind = "sigmoid";
  int64_t output_channel = 0;
};

StatusOr<ModelConfig> ParseModelConfig(const std::string& json_text, const std::string& source);
StatusOr<ModelConfig> LoadModelConfig(const std::string& path);

// Import options for `model_path` under `config` (input shape overrides).
// Needs the model's declared input rank and layout, so it reads the file.
StatusOr<ImportOptions> ImportOptionsFor(const ModelConfig& config, const Graph& declared);

}  // namespace vfx::codegen
