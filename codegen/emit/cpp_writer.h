// Writes a ModelPlan as C++: one function that rebuilds the plan, with the
// GLSL of every pass as a raw string and the fp16 weights as byte strings.
// The output is deterministic, so golden files show every change as a diff.
#pragma once

#include <string>

#include "src/nn/model_plan.h"

namespace vfx::codegen {

// A C identifier for a plan name, as CMake's MAKE_C_IDENTIFIER makes it:
// "mp-selfie.256" -> "mp_selfie_256".
std::string PlanIdentifier(const std::string& plan_name);

struct PlanSourceOptions {
  // The weights' bytes stay out of the source: each weight texture is looked up
  // by symbol in nn's external weight store (src/nn/external_weights.h) when
  // the plan is built. The wasm build's mode: its weights come from weights.bin.
  bool external_weights = false;
};

// The .cc source defining `nn::ModelPlan vfx::models::BuildPlan_<identifier>()`.
std::string WritePlanSource(const nn::ModelPlan& plan, const PlanSourceOptions& options = {});

}  // namespace vfx::codegen
