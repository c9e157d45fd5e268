// Runs an IR graph through the GPU back end (lowering + PlanRunner on the test
// GL context) so it can be compared with the CPU reference executor.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "codegen/gpu/lower.h"
#include "codegen/reference/cpu_executor.h"
#include "src/nn/plan_runner.h"
#include "src/tensor/tensor_io.h"

namespace vfx::codegen::testing {

// NCHW (N=1) <-> HWC.
inline std::vector<float> NchwToHwc(const HostTensor& t) {
  const int c = static_cast<int>(t.shape[1]), h = static_cast<int>(t.shape[2]), w = static_cast<int>(t.shape[3]);
  std::vector<float> out(t.data.size());
  for (int ci = 0; ci < c; ++ci)
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) out[(static_cast<size_t>(y) * w + x) * c + ci] = t.data[(static_cast<size_t>(ci) * h + y) * w + x];
  return out;
}

inline HostTensor HwcToNchw(const std::vector<float>& hwc, const tensor::Shape& s) {
  HostTensor t{{1, s.channels, s.height, s.width}, std::vector<float>(hwc.size())};
  for (int ci = 0; ci < s.channels; ++ci)
    for (int y = 0; y < s.height; ++y)
      for (int x = 0; x < s.width; ++x)
        t.data[(static_cast<size_t>(ci) * s.height + y) * s.width + x] = hwc[(static_cast<size_t>(y) * s.width + x) * s.channels + ci];
  return t;
}

// Lowers `graph`, runs it on `input` (NCHW) and returns the output (NCHW).
inline StatusOr<HostTensor> RunGpu(const Graph& graph, const HostTensor& input,
                                   gpu::LowerOptions options = {}, int* pass_count = nullptr) {
  ASSIGN_OR_RETURN(nn::ModelPlan plan, gpu::LowerToPlan(graph, options));
  if (pass_count) *pass_count = static_cast<int>(plan.passes.size());
  ASSIGN_OR_RETURN(std::unique_ptr<nn::PlanRunner> runner, nn::PlanRunner::Create(plan));
  RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input), NchwToHwc(input),
                                 runner->mutable_textures(plan.input)));
  RETURN_IF_ERROR(runner->Run());
  ASSIGN_OR_RETURN(std::vector<float> hwc,
                   tensor::Download(runner->layout(plan.output), runner->textures(plan.output)));
  return HwcToNchw(hwc, plan.tensors[plan.output].shape);
}

// Largest |a - b| / (1 + |b|): fp16 storage gives ~1e-3 per stored value.
inline float MaxScaledError(const HostTensor& gpu, const HostTensor& cpu) {
  EXPECT_EQ(gpu.shape, cpu.shape);
  if (gpu.data.size() != cpu.data.size()) return INFINITY;
  float worst = 0;
  for (size_t i = 0; i < gpu.data.size(); ++i) {
    worst = std::max(worst, std::abs(gpu.data[i] - cpu.data[i]) / (1.0f + std::abs(cpu.data[i])));
  }
  return worst;
}

}  // namespace vfx::codegen::testing
