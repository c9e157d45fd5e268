// Segmentation: camera frame -> low-resolution person probability.
//
// Inputs:  frame (FrameRef, any size and aspect, including odd and portrait sizes)
// Outputs: guide (FrameRef) - the frame at the network's input size, RGB 0..1
//          mask  (MaskRef)  - the network's output at its own resolution
// Options: model (chosen at creation, one of the generated nets);
//          fit: kStretch (default, what the MediaPipe nets are trained on) or
//          kLetterbox (aspect kept, grey bars).
// Downscaling is a 4×4-tap box prefilter on the GPU; the input normalisation
// the network expects is folded into its first convolution by the generator.
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nn/model_plan.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"

namespace vfx::nodes {

enum class Fit { kStretch, kLetterbox };

class SegmentationNode {
 public:
  static StatusOr<std::unique_ptr<SegmentationNode>> Create(const nn::ModelPlan& plan,
                                                            const nn::PlanRunnerOptions& options, Fit fit);

  // Writes the network input from `frame`; returns it as the guide image.
  StatusOr<FrameRef> Downscale(const FrameRef& frame);
  // Runs the network on what Downscale wrote.
  StatusOr<MaskRef> Segment();

  const nn::ModelPlan& plan() const { return runner_->plan(); }

 private:
  SegmentationNode() = default;
  std::unique_ptr<nn::PlanRunner> runner_;
  GpuPass downscale_;
  gl::Framebuffer input_target_;
  Fit fit_ = Fit::kStretch;
  MaskRef mask_;  // the frame -> mask mapping of the last Downscale
};

}  // namespace vfx::nodes
