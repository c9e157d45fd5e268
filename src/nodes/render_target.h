// A texture and the framebuffer that renders into it, (re)created only when
// the requested size or format changes: the way nodes keep GL objects out of
// the per-frame path.
#pragma once

#include "src/core/status.h"
#include "src/gl/framebuffer.h"
#include "src/gl/texture.h"

namespace vfx::nodes {

// (Re)creates `texture` only when its size or format differ from the request.
inline Status EnsureTexture(gl::Texture& texture, int width, int height, gl::TextureFormat format, bool linear,
                            bool* recreated = nullptr) {
  if (recreated) *recreated = false;
  if (texture.valid() && texture.width() == width && texture.height() == height && texture.format() == format) {
    return Status::Ok();
  }
  ASSIGN_OR_RETURN(texture, gl::Texture::Create(width, height, format));
  RETURN_IF_ERROR(texture.SetLinearFiltering(linear));
  if (recreated) *recreated = true;
  return Status::Ok();
}

class RenderTarget {
 public:
  // Returns true in `*recreated` when the objects were (re)made this call.
  Status Ensure(int width, int height, gl::TextureFormat format, bool linear, bool* recreated = nullptr) {
    bool made = false;
    RETURN_IF_ERROR(EnsureTexture(texture_, width, height, format, linear, &made));
    if (made) {
      ASSIGN_OR_RETURN(framebuffer_, gl::Framebuffer::Create({&texture_}));
    }
    if (recreated) *recreated = made;
    return Status::Ok();
  }

  const gl::Texture& texture() const { return texture_; }
  const gl::Framebuffer& framebuffer() const { return framebuffer_; }
  int width() const { return texture_.width(); }
  int height() const { return texture_.height(); }

 private:
  gl::Texture texture_;
  gl::Framebuffer framebuffer_;
};

}  // namespace vfx::nodes
