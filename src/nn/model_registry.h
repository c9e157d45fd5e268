// The segmentation models compiled into this binary: one entry per model in
// models/, generated at build time (models/CMakeLists.txt).
#pragma once

#include <span>
#include <string>

#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::nn {

struct ModelEntry {
  const char* name;        // the model file's stem, e.g. "mp_selfie_segmentation_256x256"
  ModelPlan (*build)();    // builds the plan (GLSL and weights); call once at start-up
};

std::span<const ModelEntry> GeneratedModels();

// The plan of `name`; NOT_FOUND lists the models that exist.
StatusOr<ModelPlan> BuildModelPlan(const std::string& name);

}  // namespace vfx::nn
