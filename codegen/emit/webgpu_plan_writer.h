// Writes a ModelPlan for the WebGPU runtime (web/sdk/webgpu_plan_runner.js):
// plan.json (tensors with their texture layouts, weights as byte ranges, every
// pass as a WGSL compute shader with its bindings, and "outputs": every graph
// output in the model's order with its texture; a one-output plan also gives
// "output", where its mask channel lies) and weights.bin (the
// weight texels, fp16 where exact, else fp32; a WeightPack, whose index is
// plan.json's "weightIndex", so the WebGL2 engine reads the same file). The WGSL is the pass's GLSL
// translated by vfx::wgsl::ComputeFromFragment, so both backends run one program.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "codegen/emit/weight_pack.h"
#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::codegen {

struct WebGpuPlanFiles {
  std::string plan_json;
  std::vector<uint8_t> weights_bin;
};

// Fails (naming the pass) when a pass cannot be translated, e.g. uniform-block
// weights, or when an output tensor spans several textures. `pack`:
// weights to carry beside the plan's own (other generated-code variants'), first.
StatusOr<WebGpuPlanFiles> WriteWebGpuPlan(const nn::ModelPlan& plan, WeightPack pack = {});

}  // namespace vfx::codegen
