// Lowers a normalised IR graph to a ModelPlan: fusion into groups, one
// emitter call per op, one GPU pass per group; the input normalisation is
// folded into the first convs (or becomes one elementwise pass).
#pragma once

#include <vector>

#include "codegen/gpu/fusion.h"
#include "codegen/ir/graph.h"
#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::codegen::gpu {

struct LowerOptions {
  FusionOptions fusion;
  // The plan's input holds RGB in 0..1; the network wants u * scale + offset per channel.
  std::vector<float> input_scale = {1, 1, 1};
  std::vector<float> input_offset = {0, 0, 0};
  int output_channel = 0;
  // 4096 is what every WebGL2 GPU we target offers.
  int max_texture_size = 4096;
  // Weights of at most 1024 texels in uniform blocks instead of textures
  // (vfx-codegen --uniform-weights). Off: on SwiftShader (Chromium's software
  // WebGL2) the nets ran 1.24-1.26x slower with them (benchmarks/RESULTS.md).
  bool uniform_weights = false;
  std::string plan_name;
  // Recurrent state inputs (graph.inputs[1..]), each fed on the next frame by
  // graph.outputs[1 + k]: the plan's `recurrent` pairs.
  std::vector<std::string> state_inputs;
};

StatusOr<nn::ModelPlan> LowerToPlan(const Graph& graph, const LowerOptions& options);

}  // namespace vfx::codegen::gpu
