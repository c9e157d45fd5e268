// Writes a ModelPlan as C++: one function that rebuilds the plan, with the
// GLSL of every pass as a raw string and the fp16 weights as byte strings.
// The output is deterministic, so golden files show every change as a diff.
#pragma once

#include <string>

#include "src/nn/model_plan.h"

namespace vfx::codegen {

// A C++ identifier for a plan name: "mp_selfie_256" -> "MpSelfie256".
std::string PlanIdentifier(const std::string& plan_name);

// The .cc source defining `nn::ModelPlan vfx::models::Build<Identifier>Plan()`.
std::string WritePlanSource(const nn::ModelPlan& plan);

}  // namespace vfx::codegen
