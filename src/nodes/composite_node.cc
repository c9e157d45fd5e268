#include "src/nodes/composite_node.h"

namespace vfx::nodes {

StatusOr<std::unique_ptr<CompositeNode>> CompositeNode::Create(gl::PassKind passes, bool soften_edges) {
  std::unique_ptr<CompositeNode> node(new CompositeNode());
  node->soften_edges_ = soften_edges;
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
      .Int("u_soften", soften_edges_ && feather_enabled_ && mask.local_mean != nullptr ? 1 : 0)
      .Texture("u_local_mean", 3, mask.local_mean ? *mask.local_mean : *foreground.texture)
      .Vec4("u_local_mean_uv", mask.local_mean_scale[0], mask.local_mean_scale[1], mask.local_mean_offset[0],
            mask.local_mean_offset[1]);
  // Mode 3 samples nothing, but every sampler needs a valid texture bound.
  composite_.Texture("u_background", 2, background.texture ? *background.texture : *foreground.texture);
  RETURN_IF_ERROR(composite_.Draw(output_.framebuffer()));
  return FrameRef{&output_.texture(), foreground.width, foreground.height};
}

}  // namespace vfx::nodes
