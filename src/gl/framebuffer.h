// Move-only RAII framebuffer with up to 4 colour attachments (the MRT width
// the code generator targets). Completeness is checked at creation.
#pragma once

#include <initializer_list>
#include <vector>

#include "src/core/status.h"
#include "src/gl/gl_api.h"
#include "src/gl/texture.h"

namespace vfx::gl {

inline constexpr int kMaxColorAttachments = 4;

class Framebuffer {
 public:
  Framebuffer() = default;
  // All attachments must have the same size; their count sets the draw buffers.
  static StatusOr<Framebuffer> Create(const std::vector<const Texture*>& attachments);
  // The canvas / default framebuffer: bound, never deleted.
  static Framebuffer Default(int width, int height);

  ~Framebuffer();
  Framebuffer(Framebuffer&& other) noexcept;
  Framebuffer& operator=(Framebuffer&& other) noexcept;
  Framebuffer(const Framebuffer&) = delete;
  Framebuffer& operator=(const Framebuffer&) = delete;

  // Binds for drawing and sets the viewport to the attachments' size.
  void BindForDraw() const;
  // Reads attachment `index` as RGBA floats (float formats) or bytes (RGBA8).
  Status ReadPixels(int index, void* out) const;

  GLuint id() const { return id_; }
  int width() const { return width_; }
  int height() const { return height_; }
  int attachment_count() const { return static_cast<int>(formats_.size()); }
  // The texture behind attachment `index` (0 for the default framebuffer).
  GLuint attachment_texture(int index) const { return index < static_cast<int>(textures_.size()) ? textures_[index] : 0; }
  TextureFormat attachment_format(int index) const { return formats_[index]; }
  // Of recorded textures (no GL object: gl/record_context.h).
  bool recorded() const { return recorded_; }

 private:
  void Release();
  GLuint id_ = 0;
  int width_ = 0;
  int height_ = 0;
  bool owned_ = false;
  bool recorded_ = false;
  std::vector<TextureFormat> formats_;
  std::vector<GLuint> textures_;
};

}  // namespace vfx::gl
