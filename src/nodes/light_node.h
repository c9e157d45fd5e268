// Light correction: brightens and balances a dark or colour-cast person from
// statistics of the person region, or of the face (whose exposure is the one
// viewers judge; clothes and hair dominate the person's); a well-exposed
// frame is left (nearly) alone.
//
// Inputs:  frame (FrameRef), mask (MaskRef, any resolution, channel 0) or a face
// Outputs: stats (StatsRef: mean person rgb and coverage, smoothed over time),
//          corrected frame (FrameRef, frame size, RGBA8): the whole frame, or
//          only the person where a mask covering the frame is given
// Options: strength 0..1 (default 1).
// Statistics never leave the GPU: the frame weighted by the mask is reduced to
// 64×64, then 8×8, then summed and smoothed with the previous frames' value.
// They are measured on every kLightStatsInterval-th frame and held between
// (a new region kind or a Reset measures at once).
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nodes/effect_parameters.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

class LightNode {
 public:
  static StatusOr<std::unique_ptr<LightNode>> Create(gl::PassKind passes = gl::PassKind::kAuto);
  StatusOr<StatsRef> Measure(const FrameRef& frame, const MaskRef& mask);
  // The same statistics over the inner ellipse of `face` (frame uv).
  StatusOr<StatsRef> MeasureFace(const FrameRef& frame, const face::FaceDetection& face);
  // The corrected frame; with `person` (a mask covering the frame, channel 0)
  // only the person is corrected and the rest keeps the input's pixels.
  StatusOr<FrameRef> Apply(const FrameRef& frame, const StatsRef& stats, float strength,
                           const MaskRef* person = nullptr);
  // The same correction of a mask's local mean colours (MaskRef::local_mean,
  // the network's resolution): what the composite softens the edge band
  // toward must match the corrected foreground. Returns the mask with its
  // local_mean replaced (valid until the next call); a mask without one as is.
  StatusOr<MaskRef> ApplyToLocalMean(const MaskRef& mask, const StatsRef& stats, float strength);
  void Reset() { reset_ = true; }

 private:
  LightNode() = default;
  // region 0: weights from mask; 1: from face.
  StatusOr<StatsRef> Reduce(const FrameRef& frame, const gl::Texture& mask, int region,
                            const face::FaceDetection& face);
  StatusOr<FrameRef> ApplyInto(RenderTarget& target, const FrameRef& frame, const StatsRef& stats, float strength,
                               const MaskRef* person);
  GpuPass reduce_;
  GpuPass smooth_;
  GpuPass apply_;
  RenderTarget blocks_;    // 64×64 sums
  RenderTarget groups_;    // 8×8 sums of 8×8 blocks (a face: of 8×8 taps)
  RenderTarget stats_[2];  // 1×1 smoothed, ping-pong
  int current_ = 0;
  bool reset_ = true;
  int last_region_ = -1;  // of the last measurement
  int frames_since_measure_ = 0;
  RenderTarget corrected_;
  RenderTarget corrected_local_mean_;
};

}  // namespace vfx::nodes
