// The whole generator as one call: import MODEL.onnx under its JSON config,
// normalise, lower to a GPU ModelPlan. Shared by vfx-codegen and the tests.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "codegen/gpu/lower.h"
#include "codegen/ir/graph.h"
#include "codegen/ir/model_stats.h"
#include "codegen/passes/normalize.h"
#include "codegen/tools/model_config.h"
#include "src/nn/model_plan.h"

namespace vfx::codegen {

struct CompileOptions {
  gpu::FusionOptions fusion;
  bool uniform_weights = false;  // gpu::LowerOptions::uniform_weights
  std::string plan_name;  // default: the model file's stem
};

struct CompiledModel {
  ModelConfig config;
  Graph graph;                 // normalised IR
  size_t declared_ops = 0;     // ONNX nodes other than Constant
  size_t imported_ops = 0;     // IR ops after folding, before normalisation
  std::vector<PassReport> passes;
  ModelStats stats;
  nn::ModelPlan plan;
  // A recurrent model's state inputs, in the order of graph.outputs[1..]
  // (the outputs they come back from on the next frame).
  std::vector<std::string> state_inputs;
};

// A whole file's bytes; NOT_FOUND names the path and `what` it was ("model file").
StatusOr<std::string> ReadFile(const std::string& path, const char* what);

// `config_path` may be empty (defaults: the model's declared input size, range 0..1).
StatusOr<CompiledModel> CompileModel(const std::string& model_path, const std::string& config_path,
                                     const CompileOptions& options = {});
// The same from bytes in memory (the fuzzer's entry): `model_source` and
// `config_source` name them in errors; no config text means the defaults.
StatusOr<CompiledModel> CompileModelBytes(const std::string& model_bytes, const std::string& model_source,
                                          const std::optional<std::string>& config_text,
                                          const std::string& config_source, const CompileOptions& options = {});

// Lowering options implied by a config: input range folded, output channel.
gpu::LowerOptions LowerOptionsFor(const ModelConfig& config, int input_channels);

}  // namespace vfx::codegen
