// Mask refinement: the network's low-resolution mask -> a frame-resolution mask
// whose edges follow the picture, steady over time.
//
// Inputs:  mask  (MaskRef, the network output), frame (FrameRef, full resolution)
// Outputs: refined mask (MaskRef, frame size × scale, RGBA8, LINEAR, channel 0)
// Steps:   1. temporal smoothing at low resolution: small changes (noise on a
//             still scene) are blended in with weight min_alpha, large ones
//             (motion) at once, so edges do not lag;
//          2. upsampling by the fast guided filter: at low resolution, a
//             linear model mask ~ a . rgb + b per window of the guide (two
//             small passes), fitted to what the frame holds inside each
//             texel (one more small pass): its mean colour (the guide), its
//             colour variance, so texture
//             finer than a texel (stripes, text) counts as noise and is not
//             copied into the mask as comb teeth, and its texture (luma
//             deviation) as a fourth guide channel, which separates a smooth
//             person from a busy background where colours overlap; at full
//             resolution, the model evaluated at each pixel's colour (two reads and a dot product: the old joint
//             bilateral took 16 taps and 16 exp() per pixel, 4.7 ms of a 720p
//             frame on the H200 in Chromium).
// Options: min_alpha 0.05..1 (default 0.3), radius of the guided filter's
//          window in low-res texels 1..8 (default 2), epsilon its ridge term
//          in squared RGB units (default 1e-3; larger follows colour less),
//          scale of the refined mask relative to the frame (default 1).
// A change of the mask or frame size re-creates the targets and restarts the smoothing.
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nodes/effect_parameters.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

class MaskRefineNode {
 public:
  static StatusOr<std::unique_ptr<MaskRefineNode>> Create(const MaskRefineOptions& options = {},
                                                          gl::PassKind passes = gl::PassKind::kAuto);

  // Step 1 only: the smoothed mask at the network's resolution.
  StatusOr<MaskRef> Smooth(const MaskRef& mask);
  // Step 2: the smoothed mask upsampled to the frame. The low-resolution model
  // is fitted once per smoothed mask and frame size: upsampling the same mask
  // again runs only the full-resolution pass. Masks from elsewhere (a reused
  // mask carried to a new frame: mask_motion_node.h) are fitted every time.
  StatusOr<MaskRef> Upsample(const MaskRef& smoothed, const FrameRef& frame);

  // The refined mask's resolution relative to the frame (0.1..1), from the next Upsample on.
  Status SetScale(float scale);

  // Forget the history (e.g. after the camera changed).
  void Reset() { reset_ = true; }

 private:
  MaskRefineNode() = default;
  // The low-resolution passes: texel statistics, the fit, its box mean (into model_).
  Status Fit(const MaskRef& smoothed, const FrameRef& frame);
  MaskRefineOptions options_;
  GpuPass temporal_;
  GpuPass variance_;
  GpuPass coeffs_;
  GpuPass coeffs_mean_;
  GpuPass upsample_;
  RenderTarget history_[2];  // ping-pong
  // Inside each low-res texel: colour variance and the mask (the fit's), mean
  // colour and luma deviation (the guide; LINEAR for the full-resolution pass
  // and the composite); one pass writes both.
  gl::Texture guide_texture_;
  gl::Texture guide_stats_;
  gl::Framebuffer guide_pair_;
  // Per window, low resolution: (a.rgb, b0) and (a.t), the pair written by
  // one pass into both textures (hence plain textures, not RenderTargets);
  // LINEAR: their box mean is read in bilinear taps.
  gl::Texture raw_model_[2];
  gl::Framebuffer raw_model_pair_;
  RenderTarget model_;  // the box mean, the texture term folded into b0
  int current_ = 0;
  bool reset_ = true;
  RenderTarget refined_;
  // Smooth() calls so far, and the one whose output the model was fitted to (-1: none,
  // or a mask from elsewhere), with the frame size of that fit.
  int64_t smoothed_count_ = 0;
  int64_t fitted_count_ = -1;
  int fitted_width_ = 0, fitted_height_ = 0;
};

}  // namespace vfx::nodes
