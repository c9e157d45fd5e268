// Composite: the foreground over the background, blended by the refined mask.
//
// Inputs:  foreground (FrameRef), mask (MaskRef, channel 0), background (BackgroundRef)
// Outputs: the output frame (FrameRef, foreground size, RGBA8)
// Where the mask is unsure (0.1 < m < 0.98) the foreground is softened toward
// the mask's local mean colour (MaskRef::local_mean, the guided refinement's
// texel statistics; none, no softening), so a busy background let through
// beside the person does not show as a sharp fringe. `soften_edges` false
// turns it off.
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nodes/effect_parameters.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

class CompositeNode {
 public:
  static StatusOr<std::unique_ptr<CompositeNode>> Create(gl::PassKind passes = gl::PassKind::kAuto,
                                                         bool soften_edges = kSoftenEdges);
  StatusOr<FrameRef> Run(const FrameRef& foreground, const MaskRef& mask, const BackgroundRef& background);
  // The edge softening as configured (true) or none (false: the quality ladder's lower levels).
  void set_feather_enabled(bool on) { feather_enabled_ = on; }
  // Whether the edge band is softened (given a mask with a local mean).
  bool softens() const { return soften_edges_ && feather_enabled_; }

 private:
  CompositeNode() = default;
  GpuPass composite_;
  bool soften_edges_ = kSoftenEdges;
  bool feather_enabled_ = true;
  RenderTarget output_;
};

}  // namespace vfx::nodes
