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
#include <string>

#include "src/core/status.h"
#include "src/graph/pass_list.h"
#include "src/nn/model_plan.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"

namespace vfx::nodes {

enum class Fit { kStretch, kLetterbox };

// The network's input and output sizes, where another executor runs it
// (WebGPU: the plan runner's, from plan.json).
struct NetShape {
  int input_width = 0;
  int input_height = 0;
  int mask_width = 0;
  int mask_height = 0;
  int mask_channel = 0;
};

class SegmentationNode {
 public:
  // The input and mask textures a PlanRunner of `plan` makes, without making
  // them (an executor that runs the net later, on first use, says its shape now).
  static StatusOr<NetShape> ShapeOf(const nn::ModelPlan& plan);
  // INVALID_ARGUMENT unless `shape` could be a network's (sizes > 0, a channel 0..3).
  static Status CheckShape(const NetShape& shape);
  static StatusOr<std::unique_ptr<SegmentationNode>> Create(const nn::ModelPlan& plan,
                                                            const nn::PlanRunnerOptions& options, Fit fit);
  // With a gl::RecordContext current: the network is one recorded pass
  // (graph::PassType::kNet) named `net` between textures of `shape`, run by the executor.
  static StatusOr<std::unique_ptr<SegmentationNode>> CreateRecorded(const NetShape& shape,
                                                                    gl::TextureFormat activation_format, Fit fit,
                                                                    const std::string& net = "net");

  // Writes the network input from `frame`; returns it as the guide image.
  StatusOr<FrameRef> Downscale(const FrameRef& frame);
  // Runs the network on what Downscale wrote.
  StatusOr<MaskRef> Segment();
  // A recurrent network's next Segment starts from zero states, as its first
  // did (a cut in the video). Where an executor runs the network, the net pass
  // recorded then carries kResetStateUniform = 1 (0 otherwise), and the
  // executor resets the states before running it.
  void ResetState() { reset_state_ = true; }
  static constexpr char kResetStateUniform[] = "reset_state";
  // Whether a recorded net pass asks its executor to zero the states first.
  static bool ResetsState(const graph::Pass& pass);

  // The plan this node runs itself (null where an executor runs the network).
  const nn::ModelPlan* plan() const { return runner_ ? &runner_->plan() : nullptr; }

 private:
  SegmentationNode() = default;
  std::unique_ptr<nn::PlanRunner> runner_;
  // The network's input and output: the runner's textures, or recorded ones.
  const gl::Texture* input_ = nullptr;
  const gl::Texture* output_ = nullptr;
  int output_channel_ = 0;
  std::string net_name_;  // the recorded net pass's name
  gl::Texture recorded_input_;
  gl::Texture recorded_output_;
  GpuPass downscale_;
  gl::Framebuffer input_target_;
  Fit fit_ = Fit::kStretch;
  MaskRef mask_;  // the frame -> mask mapping of the last Downscale
  bool reset_state_ = false;
};

}  // namespace vfx::nodes
