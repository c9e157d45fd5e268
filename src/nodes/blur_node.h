// Background blur at reduced resolution, with no halo.
//
// Inputs:  frame (FrameRef), mask (MaskRef, refined, frame size)
// Outputs: background (BackgroundRef, kBlurred: premultiplied (rgb*w, w))
// Options: strength 0..1 (default 0.8). 1 is a Gaussian of sigma 24 px at 720p
//          (scaled with the frame height), enough to hide a room; 0 leaves the
//          background sharp.
// The frame is reduced 4× (8× for strong blurs: BlurDownscaleFor) with each
// sample weighted by "surely background" (person and edge pixels weigh 0),
// then blurred separably; the composite
// divides by the blurred weight (normalised convolution), so the person never
// bleeds into the background around them.
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nodes/effect_parameters.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

class BlurNode {
 public:
  static StatusOr<std::unique_ptr<BlurNode>> Create(gl::PassKind passes = gl::PassKind::kAuto);
  StatusOr<BackgroundRef> Run(const FrameRef& frame, const MaskRef& mask, float strength);

 private:
  BlurNode() = default;
  GpuPass prepare_;
  GpuPass blur_;
  // Per reduction (0: kBlurDownscale, 1: kBlurCoarseDownscale), both kept at the frame's size.
  struct Targets {
    RenderTarget reduced, horizontal, vertical;
  };
  Targets targets_[2];
};

}  // namespace vfx::nodes
