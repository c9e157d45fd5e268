#include "src/nodes/mask_motion_node.h"

#include <algorithm>
#include <cmath>

namespace vfx::nodes {
namespace {

constexpr gl::TextureFormat kFormat = gl::TextureFormat::kRgba16F;
// Score added per luma texel of motion: half a percent of luma per 100 texels,
// enough to break ties on flat pictures, far below a real match's margin.
constexpr float kMotionCost = 5e-5f;

// The luma image's size for a width × height frame: the long side kLumaSize.
void LumaSize(int width, int height, int* w, int* h) {
  const int n = MaskMotionNode::kLumaSize;
  if (width >= height) {
    *w = n;
    *h = std::max(8, static_cast<int>(std::lround(static_cast<double>(n) * height / width)));
  } else {
    *h = n;
    *w = std::max(8, static_cast<int>(std::lround(static_cast<double>(n) * width / height)));
  }
}

}  // namespace

StatusOr<std::unique_ptr<MaskMotionNode>> MaskMotionNode::Create(gl::PassKind passes, gl::TextureFormat sums_format) {
  std::unique_ptr<MaskMotionNode> node(new MaskMotionNode());
  node->sums_format_ = sums_format;
  ASSIGN_OR_RETURN(node->luma_pass_, GpuPass::Create("motion_luma.frag", kFormat, passes));
  ASSIGN_OR_RETURN(node->search_pass_, GpuPass::Create("motion_search.frag", sums_format, passes));
  ASSIGN_OR_RETURN(node->reduce_pass_, GpuPass::Create("motion_reduce.frag", kFormat, passes));
  ASSIGN_OR_RETURN(node->pick_pass_, GpuPass::Create("motion_pick.frag", kFormat, passes));
  ASSIGN_OR_RETURN(node->warp_pass_, GpuPass::Create("mask_warp.frag", kFormat, passes));
  return node;
}

Status MaskMotionNode::DrawLuma(const FrameRef& frame, const MaskRef* mask, const RenderTarget& target) {
  return luma_pass_.Use()
      .Texture("u_frame", 0, *frame.texture)
      .Texture("u_mask", 1, mask != nullptr ? *mask->texture : *frame.texture)
      .Vec2("u_footprint", 1.0f / target.width(), 1.0f / target.height())
      .Vec4("u_frame_to_mask", mask ? mask->frame_to_mask_scale[0] : 1, mask ? mask->frame_to_mask_scale[1] : 1,
            mask ? mask->frame_to_mask_offset[0] : 0, mask ? mask->frame_to_mask_offset[1] : 0)
      .Int("u_has_mask", mask != nullptr ? 1 : 0)
      .Draw(target.framebuffer());
}

Status MaskMotionNode::Keyframe(const MaskRef& mask, const FrameRef& frame) {
  if (mask.texture == nullptr || frame.texture == nullptr) {
    return InvalidArgumentError("mask motion needs a mask and a frame");
  }
  if (mask.channel != 0) return InvalidArgumentError("mask motion carries smoothed masks (channel 0)");
  int w = 0, h = 0;
  LumaSize(frame.width, frame.height, &w, &h);
  RETURN_IF_ERROR(key_luma_.Ensure(w, h, kFormat, true));
  RETURN_IF_ERROR(DrawLuma(frame, &mask, key_luma_));
  key_ = mask;
  key_width_ = frame.width;
  key_height_ = frame.height;
  has_key_ = true;
  return Status::Ok();
}

StatusOr<MaskRef> MaskMotionNode::Carry(const FrameRef& frame) {
  if (!has_key_) return InternalError("mask motion: no key frame to carry a mask from");
  if (frame.texture == nullptr) return InvalidArgumentError("mask motion needs a frame");
  if (frame.width != key_width_ || frame.height != key_height_) {
    return InvalidArgumentError("mask motion: the frame size changed since the key frame");
  }
  RETURN_IF_ERROR(luma_.Ensure(key_luma_.width(), key_luma_.height(), kFormat, true));
  RETURN_IF_ERROR(DrawLuma(frame, nullptr, luma_));

  const int coarse = 2 * kCoarseRadius + 1, fine = 2 * kFineRadius + 1;
  // One row of the search grid per texel row band: the coarse grid steps 2 texels.
  const int coarse_rows = key_luma_.height() / 2, fine_rows = key_luma_.height();
  RETURN_IF_ERROR(coarse_sums_.Ensure(coarse, coarse * coarse_rows, sums_format_, false));
  RETURN_IF_ERROR(fine_sums_.Ensure(fine, fine * fine_rows, sums_format_, false));
  RETURN_IF_ERROR(coarse_costs_.Ensure(coarse, coarse, kFormat, false));
  RETURN_IF_ERROR(coarse_motion_.Ensure(1, 1, kFormat, false));
  RETURN_IF_ERROR(fine_costs_.Ensure(fine, fine, kFormat, false));
  RETURN_IF_ERROR(motion_.Ensure(1, 1, kFormat, false));
  RETURN_IF_ERROR(carried_.Ensure(key_.width, key_.height, kFormat, true));

  // Coarse: every even displacement on 2×2 means; fine: around its pick, sub-texel.
  RETURN_IF_ERROR(search_pass_.Use()
      .Texture("u_key", 0, key_luma_.texture())
      .Texture("u_current", 1, luma_.texture())
      .Texture("u_prior", 2, key_luma_.texture())
      .Int("u_use_prior", 0)
      .Int("u_radius", kCoarseRadius)
      .Float("u_step", 2)
      .Draw(coarse_sums_.framebuffer()));
  RETURN_IF_ERROR(reduce_pass_.Use()
      .Texture("u_sums", 0, coarse_sums_.texture())
      .Texture("u_prior", 1, key_luma_.texture())
      .Int("u_use_prior", 0)
      .Int("u_radius", kCoarseRadius)
      .Float("u_step", 2)
      .Float("u_motion_cost", kMotionCost)
      .Draw(coarse_costs_.framebuffer()));
  RETURN_IF_ERROR(pick_pass_.Use()
      .Texture("u_costs", 0, coarse_costs_.texture())
      .Texture("u_prior", 1, coarse_costs_.texture())
      .Int("u_use_prior", 0)
      .Int("u_radius", kCoarseRadius)
      .Float("u_step", 2)
      .Int("u_subpixel", 0)
      .Draw(coarse_motion_.framebuffer()));
  RETURN_IF_ERROR(search_pass_.Use()
      .Texture("u_key", 0, key_luma_.texture())
      .Texture("u_current", 1, luma_.texture())
      .Texture("u_prior", 2, coarse_motion_.texture())
      .Int("u_use_prior", 1)
      .Int("u_radius", kFineRadius)
      .Float("u_step", 1)
      .Draw(fine_sums_.framebuffer()));
  RETURN_IF_ERROR(reduce_pass_.Use()
      .Texture("u_sums", 0, fine_sums_.texture())
      .Texture("u_prior", 1, coarse_motion_.texture())
      .Int("u_use_prior", 1)
      .Int("u_radius", kFineRadius)
      .Float("u_step", 1)
      .Float("u_motion_cost", kMotionCost)
      .Draw(fine_costs_.framebuffer()));
  RETURN_IF_ERROR(pick_pass_.Use()
      .Texture("u_costs", 0, fine_costs_.texture())
      .Texture("u_prior", 1, coarse_motion_.texture())
      .Int("u_use_prior", 1)
      .Int("u_radius", kFineRadius)
      .Float("u_step", 1)
      .Int("u_subpixel", 1)
      .Draw(motion_.framebuffer()));
  // One luma texel of motion in mask uv: a frame-uv step of 1/size, through the mask's placement.
  RETURN_IF_ERROR(warp_pass_.Use()
      .Texture("u_mask", 0, *key_.texture)
      .Texture("u_motion", 1, motion_.texture())
      .Vec2("u_motion_to_mask_uv", key_.frame_to_mask_scale[0] / key_luma_.width(),
            key_.frame_to_mask_scale[1] / key_luma_.height())
      .Draw(carried_.framebuffer()));
  MaskRef out = key_;
  out.texture = &carried_.texture();
  out.channel = 0;
  return out;
}

}  // namespace vfx::nodes
