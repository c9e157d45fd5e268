#include "src/nodes/replace_node.h"

#include <string>

#include "src/nodes/render_target.h"

namespace vfx::nodes {

void CoverFit(int frame_width, int frame_height, int image_width, int image_height, float uv_scale[2],
              float uv_offset[2]) {
  const float frame_aspect = static_cast<float>(frame_width) / frame_height;
  const float image_aspect = static_cast<float>(image_width) / image_height;
  uv_scale[0] = uv_scale[1] = 1;
  if (image_aspect > frame_aspect) {
    uv_scale[0] = frame_aspect / image_aspect;  // crop the image's sides
  } else {
    uv_scale[1] = image_aspect / frame_aspect;  // crop top and bottom
  }
  uv_offset[0] = (1 - uv_scale[0]) / 2;
  uv_offset[1] = (1 - uv_scale[1]) / 2;
}

StatusOr<std::unique_ptr<ReplaceNode>> ReplaceNode::Create() { return std::unique_ptr<ReplaceNode>(new ReplaceNode()); }

Status ReplaceNode::SetImage(const uint8_t* rgba, int width, int height) {
  if (rgba == nullptr || width <= 0 || height <= 0) {
    return InvalidArgumentError("background image is empty (" + std::to_string(width) + "x" + std::to_string(height) + ")");
  }
  RETURN_IF_ERROR(EnsureTexture(image_, width, height, gl::TextureFormat::kRgba8, true));
  RETURN_IF_ERROR(image_.Upload(rgba));
  use_image_ = true;
  return Status::Ok();
}

Status ReplaceNode::SetColor(float r, float g, float b) {
  for (float c : {r, g, b}) {
    if (!(c >= 0 && c <= 1)) return InvalidArgumentError("background colour components must be in 0..1");
  }
  color_[0] = r;
  color_[1] = g;
  color_[2] = b;
  use_image_ = false;
  return Status::Ok();
}

StatusOr<BackgroundRef> ReplaceNode::Run(const FrameRef& frame) const {
  BackgroundRef out;
  if (use_image_) {
    out.kind = BackgroundRef::Kind::kImage;
    out.texture = &image_;
    CoverFit(frame.width, frame.height, image_.width(), image_.height(), out.uv_scale, out.uv_offset);
  } else {
    out.kind = BackgroundRef::Kind::kColor;
    for (int i = 0; i < 3; ++i) out.color[i] = color_[i];
  }
  return out;
}

}  // namespace vfx::nodes
