#include "src/nn/model_plan.h"

#include <set>

namespace vfx::nn {

std::string CheckPassBindings(const ModelPlan& plan, const PassDesc& pass) {
  const std::string prefix = "pass '" + pass.name + "': ";
  std::vector<std::set<int>> planes_bound(pass.inputs.size());
  std::vector<bool> weight_bound(pass.weights.size(), false);
  std::set<std::string> names;
  for (const PassBinding& b : pass.bindings) {
    const std::string what = prefix + "binding '" + b.name + "' ";
    if (b.name.empty()) return prefix + "a binding has no name";
    if (!names.insert(b.name).second) return what + "is bound twice";
    if (b.kind == PassBinding::Kind::kTensor) {
      if (b.index < 0 || b.index >= static_cast<int>(pass.inputs.size())) {
        return what + "reads input " + std::to_string(b.index) + " of " + std::to_string(pass.inputs.size());
      }
      const int tensor = pass.inputs[static_cast<size_t>(b.index)];
      if (tensor < 0 || tensor >= static_cast<int>(plan.tensors.size())) return what + "reads no valid tensor";
      const TensorDesc& t = plan.tensors[static_cast<size_t>(tensor)];
      StatusOr<tensor::TextureLayout> layout = tensor::TextureLayout::Create(t.shape, t.packing, plan.max_texture_size);
      if (!layout.ok()) return what + layout.status().message();
      if (b.plane < 0 || b.plane >= layout->texture_count()) {
        return what + "reads texture " + std::to_string(b.plane) + " of tensor '" + t.name + "', which has " +
               std::to_string(layout->texture_count());
      }
      planes_bound[static_cast<size_t>(b.index)].insert(b.plane);
      continue;
    }
    if (b.index < 0 || b.index >= static_cast<int>(pass.weights.size())) {
      return what + "reads weight " + std::to_string(b.index) + " of " + std::to_string(pass.weights.size());
    }
    const int weight = pass.weights[static_cast<size_t>(b.index)];
    if (weight < 0 || weight >= static_cast<int>(plan.weights.size())) return what + "reads no valid weight";
    const bool block = b.kind == PassBinding::Kind::kWeightBlock;
    if (block != plan.weights[static_cast<size_t>(weight)].uniform_block) {
      return what + (block ? "is a uniform block for a texture weight" : "is a sampler for a uniform-block weight");
    }
    weight_bound[static_cast<size_t>(b.index)] = true;
  }
  for (size_t i = 0; i < pass.inputs.size(); ++i) {
    if (planes_bound[i].empty()) return prefix + "input " + std::to_string(i) + " is never bound";
  }
  for (size_t j = 0; j < pass.weights.size(); ++j) {
    if (!weight_bound[j]) return prefix + "weight " + std::to_string(j) + " is never bound";
  }
  return "";
}

}  // namespace vfx::nn
