#include "src/nn/model_registry.h"

#include <set>

#include "src/nn/external_weights.h"

namespace vfx::nn {

const char* PlanVariantName(PlanVariant variant) {
  return variant == PlanVariant::kSoftwareRenderer ? "software" : "gpu";
}

StatusOr<std::optional<PlanVariant>> ParsePlanVariant(const std::string& name) {
  if (name == "auto") return std::optional<PlanVariant>();
  for (PlanVariant v : {PlanVariant::kGpu, PlanVariant::kSoftwareRenderer}) {
    if (name == PlanVariantName(v)) return std::optional<PlanVariant>(v);
  }
  return InvalidArgumentError("unknown plan variant '" + name + "' (use auto, gpu or software)");
}

PlanVariant VariantForRenderer(bool software_renderer) {
  return software_renderer ? PlanVariant::kSoftwareRenderer : PlanVariant::kGpu;
}

namespace {

// A plan generated with --external-weights lacks the weights nobody loaded.
StatusOr<ModelPlan> Build(const ModelEntry& entry) {
  ModelPlan plan = entry.build();
  RETURN_IF_ERROR(CheckWeightsLoaded(plan));
  return plan;
}

// The entry of `name` at the input size asked for, in `variant` or else the other one.
const ModelEntry* Find(const std::string& name, PlanVariant variant, bool small_input) {
  const ModelEntry* other = nullptr;
  for (const ModelEntry& entry : GeneratedModels()) {
    if (name != entry.name || entry.small_input != small_input) continue;
    if (entry.variant == variant) return &entry;
    other = &entry;
  }
  return other;
}

}  // namespace

StatusOr<std::optional<ModelPlan>> BuildSmallModelPlan(const std::string& name, PlanVariant variant) {
  const ModelEntry* entry = Find(name, variant, /*small_input=*/true);
  if (entry == nullptr) return std::optional<ModelPlan>();
  ASSIGN_OR_RETURN(ModelPlan plan, Build(*entry));
  return std::optional<ModelPlan>(std::move(plan));
}

StatusOr<ModelPlan> BuildModelPlan(const std::string& name, PlanVariant variant) {
  if (const ModelEntry* entry = Find(name, variant, /*small_input=*/false)) return Build(*entry);
  std::set<std::string> names;  // a model's variants share one name
  for (const ModelEntry& entry : GeneratedModels()) names.insert(entry.name);
  std::string known;
  for (const std::string& n : names) known += (known.empty() ? "" : ", ") + n;
  return NotFoundError("no model named '" + name + "' (available: " + known + ")");
}

}  // namespace vfx::nn
