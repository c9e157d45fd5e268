#include "src/nodes/blur_node.h"

#include <algorithm>
#include <string>

namespace vfx::nodes {

StatusOr<std::unique_ptr<BlurNode>> BlurNode::Create(gl::PassKind passes) {
  std::unique_ptr<BlurNode> node(new BlurNode());
  ASSIGN_OR_RETURN(node->prepare_, GpuPass::Create("blur_prepare.frag", gl::TextureFormat::kRgba16F, passes));
  ASSIGN_OR_RETURN(node->blur_, GpuPass::Create("gaussian_blur.frag", gl::TextureFormat::kRgba16F, passes));
  return node;
}

StatusOr<BackgroundRef> BlurNode::Run(const FrameRef& frame, const MaskRef& mask, float strength) {
  if (frame.texture == nullptr || mask.texture == nullptr) return InvalidArgumentError("blur needs a frame and a mask");
  if (!(strength >= 0 && strength <= 1)) {
    return InvalidArgumentError("blur strength must be in 0..1, got " + std::to_string(strength));
  }
  // Both reductions' targets, so a strength change mid-stream makes no GL objects.
  for (int level = 0; level < 2; ++level) {
    const int d = level == 0 ? kBlurDownscale : kBlurCoarseDownscale;
    const int tw = std::max(1, (frame.width + d - 1) / d), th = std::max(1, (frame.height + d - 1) / d);
    for (RenderTarget* target : {&targets_[level].reduced, &targets_[level].horizontal, &targets_[level].vertical}) {
      RETURN_IF_ERROR(target->Ensure(tw, th, gl::TextureFormat::kRgba16F, true));
    }
  }
  const float sigma_px = strength * kBlurSigmaAt720p * (frame.height / 720.0f);
  const int downscale = BlurDownscaleFor(sigma_px);
  Targets& t = targets_[downscale == kBlurDownscale ? 0 : 1];
  const int w = t.reduced.width(), h = t.reduced.height();
  RETURN_IF_ERROR(prepare_.Use()
      .Texture("u_frame", 0, *frame.texture)
      .Texture("u_mask", 1, *mask.texture)
      .Vec2("u_footprint", 1.0f / w, 1.0f / h)
      .Draw(t.reduced.framebuffer()));
  // Sigma in reduced texels; below half a texel the blur is skipped (strength ~0).
  const float sigma = sigma_px / downscale;
  const RenderTarget* result = &t.reduced;
  if (sigma >= kBlurMinSigma) {
    blur_.Use().Float("u_sigma", std::min(sigma, kBlurMaxSigma));
    RETURN_IF_ERROR(blur_.Texture("u_source", 0, t.reduced.texture())
                        .Vec2("u_direction", 1.0f / w, 0)
                        .Draw(t.horizontal.framebuffer()));
    RETURN_IF_ERROR(blur_.Texture("u_source", 0, t.horizontal.texture())
                        .Vec2("u_direction", 0, 1.0f / h)
                        .Draw(t.vertical.framebuffer()));
    result = &t.vertical;
  }
  BackgroundRef out;
  out.kind = BackgroundRef::Kind::kBlurred;
  out.texture = &result->texture();
  return out;
}

}  // namespace vfx::nodes
