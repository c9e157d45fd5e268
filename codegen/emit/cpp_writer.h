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

// The .cc source defining `nn::ModelPlan vfx::models::BuildPlan_<identifier>()`.
std::string WritePlanSource(const nn::ModelPlan& plan);

}  // namespace vfx::codegen
