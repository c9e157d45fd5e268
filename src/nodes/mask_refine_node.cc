#include "src/nodes/mask_refine_node.h"

#include <algorithm>

namespace vfx::nodes {

StatusOr<std::unique_ptr<MaskRefineNode>> MaskRefineNode::Create(const MaskRefineOptions& options, gl::PassKind passes) {
  if (!(options.min_alpha >= 0.05f && options.min_alpha <= 1.0f) || options.radius < 1 || options.radius > 8 ||
      !(options.epsilon > 0) || !(options.scale > 0.1f && options.scale <= 1.0f)) {
    return InvalidArgumentError(
        "mask refinement: min_alpha must be in 0.05..1, radius in 1..8, scale in 0.1..1 and epsilon positive");
  }
  std::unique_ptr<MaskRefineNode> node(new MaskRefineNode());
  node->options_ = options;
  ASSIGN_OR_RETURN(node->temporal_, GpuPass::Create("mask_temporal.frag", gl::TextureFormat::kRgba16F, passes));
  const std::vector<gl::TextureFormat> pair = {gl::TextureFormat::kRgba16F, gl::TextureFormat::kRgba16F};
  ASSIGN_OR_RETURN(node->variance_, GpuPass::Create("guide_variance.frag", pair, passes));
  ASSIGN_OR_RETURN(node->coeffs_, GpuPass::Create("guided_coeffs.frag", pair, passes));
  ASSIGN_OR_RETURN(node->coeffs_mean_, GpuPass::Create("guided_mean.frag", gl::TextureFormat::kRgba16F, passes));
  ASSIGN_OR_RETURN(node->upsample_, GpuPass::Create("mask_upsample.frag", gl::TextureFormat::kRgba8, passes));
  return node;
}

Status MaskRefineNode::SetScale(float scale) {
  if (!(scale > 0.1f && scale <= 1.0f)) return InvalidArgumentError("mask refinement: scale must be in 0.1..1");
  options_.scale = scale;
  return Status::Ok();
}

StatusOr<MaskRef> MaskRefineNode::Smooth(const MaskRef& mask) {
  if (mask.texture == nullptr) return InvalidArgumentError("mask refinement needs a mask");
  for (RenderTarget& t : history_) {
    bool recreated = false;
    RETURN_IF_ERROR(t.Ensure(mask.width, mask.height, gl::TextureFormat::kRgba16F, true, &recreated));
    reset_ = reset_ || recreated;
  }
  const int previous = current_;
  current_ = 1 - current_;
  RETURN_IF_ERROR(temporal_.Use()
      .Texture("u_current", 0, *mask.texture)
      .Texture("u_previous", 1, history_[previous].texture())
      .Int("u_channel", mask.channel)
      .Int("u_reset", reset_ ? 1 : 0)
      .Float("u_min_alpha", options_.min_alpha)
      .Draw(history_[current_].framebuffer()));
  reset_ = false;
  smoothed_count_ += 1;
  MaskRef out = mask;
  out.texture = &history_[current_].texture();
  out.channel = 0;
  return out;
}

StatusOr<MaskRef> MaskRefineNode::Upsample(const MaskRef& smoothed, const FrameRef& frame) {
  if (smoothed.texture == nullptr || frame.texture == nullptr) {
    return InvalidArgumentError("mask upsampling needs a mask and a frame");
  }
  const int width = std::max(1, static_cast<int>(frame.width * options_.scale + 0.5f));
  const int height = std::max(1, static_cast<int>(frame.height * options_.scale + 0.5f));
  bool made_texture = false, made_stats = false;
  RETURN_IF_ERROR(EnsureTexture(guide_texture_, smoothed.width, smoothed.height, gl::TextureFormat::kRgba16F, false,
                                &made_texture));
  RETURN_IF_ERROR(EnsureTexture(guide_stats_, smoothed.width, smoothed.height, gl::TextureFormat::kRgba16F, true,
                                &made_stats));
  if (made_texture || made_stats) {
    ASSIGN_OR_RETURN(guide_pair_, gl::Framebuffer::Create({&guide_texture_, &guide_stats_}));
  }
  bool recreated = false;
  for (int half = 0; half < 2; ++half) {
    bool made_raw = false;
    RETURN_IF_ERROR(
        EnsureTexture(raw_model_[half], smoothed.width, smoothed.height, gl::TextureFormat::kRgba16F, true, &made_raw));
    recreated = recreated || made_raw;
  }
  if (recreated) {
    ASSIGN_OR_RETURN(raw_model_pair_, gl::Framebuffer::Create({&raw_model_[0], &raw_model_[1]}));
  }
  bool made_model = false;
  RETURN_IF_ERROR(model_.Ensure(smoothed.width, smoothed.height, gl::TextureFormat::kRgba16F, true, &made_model));
  RETURN_IF_ERROR(refined_.Ensure(width, height, gl::TextureFormat::kRgba8, true));
  const bool own_mask = smoothed.texture == &history_[current_].texture();
  const bool fitted = own_mask && fitted_count_ == smoothed_count_ && fitted_width_ == frame.width &&
                      fitted_height_ == frame.height && !made_texture && !made_stats && !recreated && !made_model;
  if (!fitted) {
    fitted_count_ = -1;
    RETURN_IF_ERROR(Fit(smoothed, frame));
    fitted_count_ = own_mask ? smoothed_count_ : -1;
    fitted_width_ = frame.width;
    fitted_height_ = frame.height;
  }
  RETURN_IF_ERROR(upsample_.Use()
      .Texture("u_coeffs", 0, model_.texture())
      .Texture("u_guide_stats", 1, guide_stats_)
      .Texture("u_frame", 2, *frame.texture)
      .Vec4("u_frame_to_mask", smoothed.frame_to_mask_scale[0], smoothed.frame_to_mask_scale[1],
            smoothed.frame_to_mask_offset[0], smoothed.frame_to_mask_offset[1])
      .Draw(refined_.framebuffer()));
  MaskRef out;
  out.texture = &refined_.texture();
  out.width = width;
  out.height = height;
  out.local_mean = &guide_stats_;
  for (int i = 0; i < 2; ++i) {
    out.local_mean_scale[i] = smoothed.frame_to_mask_scale[i];
    out.local_mean_offset[i] = smoothed.frame_to_mask_offset[i];
  }
  return out;
}

Status MaskRefineNode::Fit(const MaskRef& smoothed, const FrameRef& frame) {
  // The inverse of the mask's placement in the frame (frame uv -> mask uv), and one mask texel in frame pixels.
  const float sx = smoothed.frame_to_mask_scale[0], sy = smoothed.frame_to_mask_scale[1];
  const float footprint_x = frame.width / (sx * smoothed.width), footprint_y = frame.height / (sy * smoothed.height);
  RETURN_IF_ERROR(variance_.Use()
      .Texture("u_frame", 0, *frame.texture)
      .Texture("u_mask", 1, *smoothed.texture)
      .Vec4("u_mask_to_frame", 1 / sx, 1 / sy, -smoothed.frame_to_mask_offset[0] / sx,
            -smoothed.frame_to_mask_offset[1] / sy)
      .Vec2("u_footprint", footprint_x, footprint_y)
      .Draw(guide_pair_));
  RETURN_IF_ERROR(coeffs_.Use()
      .Texture("u_guide_stats", 0, guide_stats_)
      .Texture("u_guide_texture", 1, guide_texture_)
      .Int("u_radius", options_.radius)
      .Float("u_epsilon", options_.epsilon)
      .Draw(raw_model_pair_));
  RETURN_IF_ERROR(coeffs_mean_.Use()
      .Texture("u_coeffs", 0, raw_model_[0])
      .Texture("u_coeffs_t", 1, raw_model_[1])
      .Texture("u_guide_stats", 2, guide_stats_)
      .Int("u_radius", options_.radius)
      .Draw(model_.framebuffer()));
  return Status::Ok();
}

}  // namespace vfx::nodes
