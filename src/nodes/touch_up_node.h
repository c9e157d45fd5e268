// Portrait touch-up: skin smoothed inside the faces, edges and features kept.
//
// Inputs:  frame (FrameRef), faces (FacesRef, frame uv)
// Outputs: frame (FrameRef, frame size, RGBA8): the input where no face is
// Options: strength 0..1 (0: the input itself, no pass; with no face, a copy);
//          tap step ≥ 1 (the filter reads every n-th pixel of its reach: the
//          quality ladder's lighter touch-up, src/pipeline/quality_ladder.h).
// Two passes: a separable edge-preserving (bilateral) filter along the rows
// (bilateral_pass.frag, sized to the largest face, only around the faces),
// then touch_up.frag runs it down the columns and mixes it in, on skin-coloured
// pixels inside each face's ellipse and away from its keypoints, filtering
// only the pixels it changes; up to FaceDetectNode::kMaxFaces faces.
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

class TouchUpNode {
 public:
  static StatusOr<std::unique_ptr<TouchUpNode>> Create(gl::PassKind passes = gl::PassKind::kAuto);
  StatusOr<FrameRef> Run(const FrameRef& frame, const FacesRef& faces, float strength, int tap_step = 1);

  // The share of the filtered skin at `strength` (a curve that reaches most
  // of the smoothing by 0.7 and all of it at 1).
  static float Amount(float strength);

 private:
  TouchUpNode() = default;
  GpuPass bilateral_;
  GpuPass program_;
  RenderTarget across_;  // filtered along rows (8 bits: the filter's second pass averages it again)
  RenderTarget output_;
};

}  // namespace vfx::nodes
