// Mask motion: a mask reused on frames the network skips (the quality
// ladder's segment interval) moved to where the person is now, so a slow GPU
// shows the person's silhouette where the person is, not where it was.
//
// Inputs:  Keyframe: the smoothed mask (MaskRef) and the frame it belongs to;
//          Carry: the current frame (FrameRef).
// Outputs: the key mask moved by the person's motion since the key frame
//          (MaskRef, the key mask's size and placement, RGBA16F, channel 0).
// Steps:   1. the key frame and each later frame as a small luma image (the
//             long side kLumaSize texels), the key's with its mask;
//          2. a two-level search for the one displacement that best maps the
//             key frame's person pixels onto this frame (mean absolute luma
//             difference, weighted by the key mask): every even displacement
//             up to ±2·kCoarseRadius texels on 2×2 means, then ±kFineRadius
//             around the pick at full luma resolution, refined to a fraction
//             of a texel; ties keep the smaller motion (each level: one
//             texel per candidate and row sums, a pass adds the rows up, one
//             picks the best);
//          3. the key mask sampled back along that displacement.
// The motion is one translation of the whole person: sideways motion and
// leaning are carried; a raised arm or a turned head is left to the guided
// refinement at the frame's own colours. Everything stays on the GPU (the
// displacement lives in a 1×1 texture), so a reused frame never waits for a read-back.
#pragma once

#include <memory>

#include "src/core/status.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

class MaskMotionNode {
 public:
  static constexpr int kLumaSize = 64;     // the luma image's long side, texels
  static constexpr int kCoarseRadius = 8;  // candidates per side at the coarse level (step 2)
  static constexpr int kFineRadius = 2;    // candidates per side at the fine level (step 1)

  // sums_format: the search's per-row sums (up to kLumaSize rows are added):
  // RGBA32F where the GPU renders it, else RGBA16F (about 1e-3 relative).
  static StatusOr<std::unique_ptr<MaskMotionNode>> Create(gl::PassKind passes = gl::PassKind::kAuto,
                                                          gl::TextureFormat sums_format = gl::TextureFormat::kRgba32F);

  // Remembers `frame` and its smoothed `mask` (which must stay valid until the
  // next Keyframe or Forget) as the key that later frames are matched against.
  Status Keyframe(const MaskRef& mask, const FrameRef& frame);
  // The key mask moved to `frame` (of the key frame's size); INTERNAL without a key.
  StatusOr<MaskRef> Carry(const FrameRef& frame);

  bool has_key() const { return has_key_; }
  // The key is no longer the mask being reused (a fresh mask without a key frame, a new camera size).
  void Forget() { has_key_ = false; }

 private:
  MaskMotionNode() = default;
  // The luma image of `frame` (with `mask`, where given) at `target`'s size.
  Status DrawLuma(const FrameRef& frame, const MaskRef* mask, const RenderTarget& target);

  gl::TextureFormat sums_format_ = gl::TextureFormat::kRgba32F;
  GpuPass luma_pass_;
  GpuPass search_pass_;
  GpuPass reduce_pass_;
  GpuPass pick_pass_;
  GpuPass warp_pass_;
  RenderTarget key_luma_;
  RenderTarget luma_;
  RenderTarget coarse_sums_;
  RenderTarget fine_sums_;
  RenderTarget coarse_costs_;
  RenderTarget coarse_motion_;
  RenderTarget fine_costs_;
  RenderTarget motion_;
  RenderTarget carried_;
  MaskRef key_;
  int key_width_ = 0, key_height_ = 0;  // the key frame's size
  bool has_key_ = false;
};

}  // namespace vfx::nodes
