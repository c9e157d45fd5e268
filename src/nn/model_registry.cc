#include "src/nn/model_registry.h"

namespace vfx::nn {

StatusOr<ModelPlan> BuildModelPlan(const std::string& name) {
  std::string known;
  for (const ModelEntry& entry : GeneratedModels()) {
    if (name == entry.name) return entry.build();
    known += (known.empty() ? "" : ", ") + std::string(entry.name);
  }
  return NotFoundError("no model named '" + name + "' (available: " + known + ")");
}

}  // namespace vfx::nn
