// The plans bench_nn measures: each model compiled with every optimisation on
// ("all") and with each one off ("no_fuse", "no_upconv", "no_mrt", "no_split_pool",
// "uniform_weights": weights of at most 1024 texels in uniform blocks, not textures,
// "no_inline_producers"); the test build has "all" alone (VFX_BENCH_ALL_VARIANTS).
#pragma once

#include <span>

#include "src/nn/model_plan.h"

namespace vfx::bench {

struct PlanVariant {
  const char* model;
  const char* variant;
  nn::ModelPlan (*build)();
};

std::span<const PlanVariant> PlanVariants();

}  // namespace vfx::bench
