// Writes a ModelPlan for the WebGPU runtime (web/sdk/webgpu/plan_runner.js):
// plan.json (tensors with their texture layouts, weights as byte ranges, and
// every pass as a WGSL compute shader with its bindings) and weights.bin (the
// weight texels, fp16 where exact, else fp32). The WGSL is the pass's GLSL
// translated by vfx::wgsl::ComputeFromFragment, so both backends run one program.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::codegen {

struct WebGpuPlanFiles {
  std::string plan_json;
  std::vector<uint8_t> weights_bin;
};

// Fails (naming the pass) when a pass cannot be translated, e.g. uniform-block
// weights, or when the output tensor is not a single tiled texture.
StatusOr<WebGpuPlanFiles> WriteWebGpuPlan(const nn::ModelPlan& plan);

}  // namespace vfx::codegen
