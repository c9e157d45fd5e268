// The segmentation models compiled into this binary: one entry per model in
// models/ and generated-code variant, generated at build time (models/CMakeLists.txt).
//
// Variants: GPU rasterizers and CPU rasterizers (SwiftShader, llvmpipe) want
// differently shaped programs. The default variant is the code generator's
// default mode, fastest on real GPUs; the wasm build also carries the
// pixel-block mode (vfx-codegen --web), 1.45-1.6x faster on SwiftShader and
// slower on a real GPU (benchmarks/RESULTS.md), picked for software renderers.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::nn {

enum class PlanVariant { kGpu, kSoftwareRenderer };

struct ModelEntry {
  const char* name;          // the model file's stem, e.g. "mp_selfie_segmentation_256x256"
  PlanVariant variant;       // which renderers this code is shaped for
  ModelPlan (*build)();      // builds the plan (GLSL and weights); call once at start-up
  bool small_input = false;  // the same net at a smaller input (models/STEM.small.json)
};

std::span<const ModelEntry> GeneratedModels();

// "gpu" / "software"; ParsePlanVariant takes those names and "auto" (nullopt).
const char* PlanVariantName(PlanVariant variant);
StatusOr<std::optional<PlanVariant>> ParsePlanVariant(const std::string& name);

// The plan of `name` in `variant`, or in the model's other variant when this
// binary carries only one; NOT_FOUND lists the models that exist.
StatusOr<ModelPlan> BuildModelPlan(const std::string& name, PlanVariant variant = PlanVariant::kGpu);

// The same model compiled at a smaller input, for the quality ladder's levels
// 2 and 3 on a GPU slower than the camera (src/pipeline/quality_ladder.h), in `variant` or the other one;
// nullopt when this binary carries none for `name`.
StatusOr<std::optional<ModelPlan>> BuildSmallModelPlan(const std::string& name, PlanVariant variant = PlanVariant::kGpu);

// The variant for the current GL context's renderer.
PlanVariant VariantForRenderer(bool software_renderer);

}  // namespace vfx::nn
