#include "src/nodes/frame_input_node.h"

#include <string>

#include "src/nodes/render_target.h"

namespace vfx::nodes {

Status FrameInputNode::Upload(const uint8_t* rgba, int width, int height) {
  if (rgba == nullptr || width <= 0 || height <= 0) {
    return InvalidArgumentError("empty frame (" + std::to_string(width) + "x" + std::to_string(height) + ")");
  }
  RETURN_IF_ERROR(EnsureTexture(uploaded_, width, height, gl::TextureFormat::kRgba8, true));
  RETURN_IF_ERROR(uploaded_.Upload(rgba));
  use_borrowed_ = false;
  return Status::Ok();
}

Status FrameInputNode::Borrow(GLuint texture, int width, int height) {
  if (texture == 0 || width <= 0 || height <= 0) return InvalidArgumentError("no frame texture");
  borrowed_ = gl::Texture::Borrow(texture, width, height, gl::TextureFormat::kRgba8);
  use_borrowed_ = true;
  return Status::Ok();
}

StatusOr<FrameRef> FrameInputNode::Frame() const {
  const gl::Texture& t = use_borrowed_ ? borrowed_ : uploaded_;
  if (!t.valid()) return InvalidArgumentError("no frame has been given yet");
  return FrameRef{&t, t.width(), t.height()};
}

}  // namespace vfx::nodes
