#include "tools/vfx/model_choice.h"

#include <cstdio>

#include "codegen/tools/compile_model.h"
#include "src/nn/model_registry.h"

namespace vfx::tools {

bool ModelChoice::IsFlag(const std::string& flag) {
  return flag == "--model" || flag == "--model-file" || flag == "--config";
}

void ModelChoice::Set(const std::string& flag, const std::string& value) {
  if (flag == "--model") {
    name = value;
    name_given = true;
  } else if (flag == "--model-file") {
    file = value;
  } else {
    config = value;
  }
}

Status ModelChoice::Check() const {
  if (name_given && !file.empty()) return InvalidArgumentError("--model and --model-file exclude each other");
  if (!config.empty() && file.empty()) return InvalidArgumentError("--config needs --model-file");
  return Status::Ok();
}

StatusOr<nn::ModelPlan> ModelChoice::Plan() const {
  if (file.empty()) return nn::BuildModelPlan(name);
  StatusOr<codegen::CompiledModel> compiled = codegen::CompileModel(file, config);
  if (!compiled.ok()) return compiled.status().WithContext("--model-file");
  std::fprintf(stderr, "vfx: compiled %s: %zu GPU passes, %.2f M MACs\n", file.c_str(), compiled->plan.passes.size(),
               static_cast<double>(compiled->plan.macs) / 1e6);
  return std::move(compiled->plan);
}

StatusOr<std::optional<nn::ModelPlan>> ModelChoice::SmallPlan() const {
  if (!file.empty()) return std::optional<nn::ModelPlan>();
  return nn::BuildSmallModelPlan(name);
}

}  // namespace vfx::tools
