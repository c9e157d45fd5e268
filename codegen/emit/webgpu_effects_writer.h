// Writes the effects pack for the WebGPU runtime (web/sdk/webgpu_effects.js):
// every effect program of shaders/ the effects pipeline runs (downscale,
// mask refinement, blur, composite, light correction), translated to a WGSL
// compute shader by vfx::wgsl::ComputeFromFragment (so both backends run one
// program), with its bindings and uniform layout;
// the effect parameters (src/nodes/effect_parameters.h) and the quality ladder
// (src/pipeline/quality_ladder.h), so the JS side repeats no number.
//
//   {"format": "vfx-webgpu-effects/1",
//    "shaders": {"downscale": {"code", "outputs": ["rgba32float"], "bindings": [{name, binding, kind}],
//                              "uniforms": [{name, type, offset, components}], "uniformSize"}, ...},
//    "parameters": {...}, "software": {...}, "quality": [{segmentInterval, guidedRefinement, refineScale, feather}, ...]}
#pragma once

#include <string>

#include "src/core/status.h"

namespace vfx::codegen {

// Fails, naming the shader, when one cannot be translated.
StatusOr<std::string> WriteWebGpuEffects();

}  // namespace vfx::codegen
