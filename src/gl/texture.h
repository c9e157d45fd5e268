// Move-only RAII 2D texture. Owned textures are deleted with their wrapper;
// borrowed ones (the browser's video texture) are wrapped without ownership.
#pragma once

#include <cstdint>

#include "src/core/status.h"
#include "src/gl/gl_api.h"

namespace vfx::gl {

enum class TextureFormat {
  kRgba8,    // 8-bit unorm colour, uploads/downloads as bytes
  kRgba16F,  // half-float: activations and masks
  kRgba32F,  // float: tests and precise intermediates
  kR8,       // one 8-bit unorm channel: planes of YUV camera frames (web/wasm/web_engine.cc)
};

const char* TextureFormatName(TextureFormat format);

class RecordContext;

class Texture {
 public:
  Texture() = default;
  enum class Storage {
    kImmutable,  // glTexStorage2D: the default
    // glTexImage2D: the level may be re-specified. In Chromium, texImage2D of
    // a VideoFrame or canvas into it takes the GPU copy path, while
    // texSubImage2D into any texture is 2-16x slower (benchmarks/RESULTS.md).
    kMutable,
  };
  // Allocates storage; NEAREST filtering and CLAMP_TO_EDGE.
  static StatusOr<Texture> Create(int width, int height, TextureFormat format, Storage storage = Storage::kImmutable);
  // Wraps a texture someone else owns; the wrapper never deletes it.
  static Texture Borrow(GLuint id, int width, int height, TextureFormat format);

  ~Texture();
  Texture(Texture&& other) noexcept;
  Texture& operator=(Texture&& other) noexcept;
  Texture(const Texture&) = delete;
  Texture& operator=(const Texture&) = delete;

  // Uploads a whole level: RGBA bytes for kRgba8, one byte a texel for kR8, RGBA floats otherwise.
  Status Upload(const void* pixels);
  // Uploads RGBA half floats (IEEE binary16 bits) into a kRgba16F texture.
  Status UploadHalf(const uint16_t* pixels);
  // Switches between NEAREST and LINEAR sampling.
  Status SetLinearFiltering(bool linear);

  GLuint id() const { return id_; }
  int width() const { return width_; }
  int height() const { return height_; }
  TextureFormat format() const { return format_; }
  bool valid() const { return id_ != 0; }
  // Made while a RecordContext was current: an id only, no GL object.
  bool recorded() const { return record_ != nullptr; }

 private:
  void Release();
  GLuint id_ = 0;
  int width_ = 0;
  int height_ = 0;
  TextureFormat format_ = TextureFormat::kRgba8;
  bool owned_ = false;
  RecordContext* record_ = nullptr;
};

// How a format is stored (internal format) and transferred (format, type).
struct GlFormat {
  GLenum internal_format;
  GLenum format;
  GLenum type;
};
GlFormat ToGlFormat(TextureFormat format);

}  // namespace vfx::gl
