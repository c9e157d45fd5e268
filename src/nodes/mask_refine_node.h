// Mask refinement: the network's low-resolution mask -> a frame-resolution mask
// whose edges follow the picture, steady over time.
//
// Inputs:  mask  (MaskRef, the network output), guide (FrameRef, the network
//          input image, same size), frame (FrameRef, full resolution)
// Outputs: refined mask (MaskRef, frame size × scale, RGBA8, LINEAR, channel 0)
// Steps:   1. temporal smoothing at low resolution: small changes (noise on a
//             still scene) are blended in with weight min_alpha, large ones
//             (motion) at once, so edges do not lag;
//          2. joint bilateral upsampling guided by the frame's colours.
// Options: min_alpha 0.05..1 (default 0.3), sigma_space in low-res texels
//          (default 1.0), sigma_range in RGB units (default 0.1), scale of the
//          refined mask relative to the frame (default 1; 0.5 is a quarter of
//          the work but its edges are measurably softer: see the edge test).
// A change of the mask or frame size re-creates the targets and restarts the smoothing.
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

struct MaskRefineOptions {
  float min_alpha = 0.3f;
  float sigma_space = 1.0f;
  float sigma_range = 0.1f;
  float scale = 1.0f;
};

class MaskRefineNode {
 public:
  static StatusOr<std::unique_ptr<MaskRefineNode>> Create(const MaskRefineOptions& options = {},
                                                          gl::PassKind passes = gl::PassKind::kAuto);

  // Step 1 only: the smoothed mask at the network's resolution.
  StatusOr<MaskRef> Smooth(const MaskRef& mask);
  // Step 2: the smoothed mask upsampled to the frame.
  StatusOr<MaskRef> Upsample(const MaskRef& smoothed, const FrameRef& guide, const FrameRef& frame);

  // Forget the history (e.g. after the camera changed).
  void Reset() { reset_ = true; }

 private:
  MaskRefineNode() = default;
  MaskRefineOptions options_;
  GpuPass temporal_;
  GpuPass upsample_;
  RenderTarget history_[2];  // ping-pong
  int current_ = 0;
  bool reset_ = true;
  RenderTarget refined_;
};

}  // namespace vfx::nodes
