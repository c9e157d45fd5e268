#include "src/nodes/composite_node.h"

namespace vfx::nodes {

StatusOr<std::unique_ptr<CompositeNode>> CompositeNode::Create(gl::PassKind passes, float feather_at_720p) {
  if (!(feather_at_720p >= 0 && feather_at_720p <= 16)) {
    return InvalidArgumentError("composite: the edge softening radius must be in 0..16 px");
  }
  std::unique_ptr<CompositeNode> node(new CompositeNode());
  node->feather_at_720p_ = feather_at_720p;
  ASSIGN_OR_RETURN(node->composite_, GpuPass::Create("composite.frag", gl::TextureFormat::kRgba8, passes));
  return node;
}

StatusOr<FrameRef> CompositeNode::Run(const FrameRef& foreground, const MaskRef& mask, const BackgroundRef& background) {
  if (foreground.texture == nullptr || mask.texture == nullptr) {
    return InvalidArgumentError("composite needs a foreground and a mask");
  }
  RETURN_IF_ERROR(output_.Ensure(foreground.width, foreground.height, gl::TextureFormat::kRgba8, true));
  int mode = background.kind == BackgroundRef::Kind::kBlurred ? 1 : background.kind == BackgroundRef::Kind::kImage ? 2 : 3;
  composite_.Use()
      .Texture("u_foreground", 0, *foreground.texture)
      .Texture("u_mask", 1, *mask.texture)
      .Int("u_mode", mode)
      .Vec3("u_color", background.color[0], background.color[1], background.color[2])
      .Vec2("u_bg_uv_scale", background.uv_scale[0], background.uv_scale[1])
      .Vec2("u_bg_uv_offset", background.uv_offset[0], background.uv_offset[1])
      .Vec2("u_texel", 1.0f / foreground.width, 1.0f / foreground.height)
      .Float("u_feather", feather_enabled_ ? feather_at_720p_ * foreground.height / 720.0f : 0.0f);
  // Mode 3 samples nothing, but every sampler needs a valid texture bound.
  composite_.Texture("u_background", 2, background.texture ? *background.texture : *foreground.texture);
  RETURN_IF_ERROR(composite_.Draw(output_.framebuffer()));
  return FrameRef{&output_.texture(), foreground.width, foreground.height};
}

}  // namespace vfx::nodes
