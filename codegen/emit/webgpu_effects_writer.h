// Writes the effects pack for the WebGPU executor (web/sdk/webgpu_executor.js):
// every effect program of shaders/ the effects pipeline records (downscale,
// mask refinement, blur, composite, light correction), translated to a WGSL
// compute shader by vfx::wgsl::ComputeFromFragment (so both backends run one
// program), with its bindings and uniform layout. Nothing else: which program
// runs when, with what sizes and uniforms, the wasm's frame graph records
// (src/pipeline/recorded_frames.h).
//
//   {"format": "vfx-webgpu-effects/2", "workgroupSize": 8,
//    "shaders": {"downscale": {"code", "outputs": ["rgba32float"], "bindings": [{name, binding, kind}],
//                              "uniforms": [{name, type, offset, components}], "uniformSize"}, ...}}
#pragma once

#include <string>

#include "src/core/status.h"

namespace vfx::codegen {

// Fails, naming the shader, when one cannot be translated.
StatusOr<std::string> WriteWebGpuEffects();

}  // namespace vfx::codegen
