#include "src/tensor/tensor_io.h"

#include <string>

#include "src/gl/framebuffer.h"

namespace vfx::tensor {

std::vector<std::vector<float>> Pack(const TextureLayout& layout, const std::vector<float>& hwc) {
  const Shape& s = layout.shape();
  size_t texels = static_cast<size_t>(layout.texture_width()) * layout.texture_height();
  std::vector<std::vector<float>> textures(layout.texture_count(),
                                           std::vector<float>(texels * 4, 0.0f));
  for (int y = 0; y < s.height; ++y) {
    for (int x = 0; x < s.width; ++x) {
      for (int c = 0; c < s.channels; ++c) {
        TexelRef r = layout.Locate(y, x, c);
        size_t index = (static_cast<size_t>(r.y) * layout.texture_width() + r.x) * 4 + r.component;
        textures[r.texture][index] = hwc[(static_cast<size_t>(y) * s.width + x) * s.channels + c];
      }
    }
  }
  return textures;
}

std::vector<float> Unpack(const TextureLayout& layout,
                          const std::vector<std::vector<float>>& textures) {
  const Shape& s = layout.shape();
  std::vector<float> hwc(static_cast<size_t>(s.height) * s.width * s.channels);
  for (int y = 0; y < s.height; ++y) {
    for (int x = 0; x < s.width; ++x) {
      for (int c = 0; c < s.channels; ++c) {
        TexelRef r = layout.Locate(y, x, c);
        size_t index = (static_cast<size_t>(r.y) * layout.texture_width() + r.x) * 4 + r.component;
        hwc[(static_cast<size_t>(y) * s.width + x) * s.channels + c] = textures[r.texture][index];
      }
    }
  }
  return hwc;
}

StatusOr<std::vector<gl::Texture>> CreateTextures(const TextureLayout& layout,
                                                  gl::TextureFormat format) {
  if (format == gl::TextureFormat::kRgba8) {
    return InvalidArgumentError("tensor textures must be a float format, not RGBA8");
  }
  std::vector<gl::Texture> textures;
  for (int i = 0; i < layout.texture_count(); ++i) {
    ASSIGN_OR_RETURN(gl::Texture t,
                     gl::Texture::Create(layout.texture_width(), layout.texture_height(), format));
    textures.push_back(std::move(t));
  }
  return textures;
}

namespace {

Status CheckTextures(const TextureLayout& layout, const std::vector<gl::Texture>& textures) {
  if (static_cast<int>(textures.size()) != layout.texture_count()) {
    return InvalidArgumentError("layout " + layout.Describe() + " needs " +
                                std::to_string(layout.texture_count()) + " textures, got " +
                                std::to_string(textures.size()));
  }
  for (const gl::Texture& t : textures) {
    if (t.width() != layout.texture_width() || t.height() != layout.texture_height()) {
      return InvalidArgumentError("texture " + std::to_string(t.width()) + "x" +
                                  std::to_string(t.height()) + " does not match layout " +
                                  layout.Describe());
    }
  }
  return Status::Ok();
}

}  // namespace

Status Upload(const TextureLayout& layout, const std::vector<float>& hwc,
              std::vector<gl::Texture>& textures) {
  const Shape& s = layout.shape();
  size_t expected = static_cast<size_t>(s.height) * s.width * s.channels;
  if (hwc.size() != expected) {
    return InvalidArgumentError("upload of " + std::to_string(hwc.size()) + " floats into " +
                                layout.Describe() + " which holds " + std::to_string(expected));
  }
  RETURN_IF_ERROR(CheckTextures(layout, textures));
  std::vector<std::vector<float>> packed = Pack(layout, hwc);
  for (size_t i = 0; i < textures.size(); ++i) RETURN_IF_ERROR(textures[i].Upload(packed[i].data()));
  return Status::Ok();
}

StatusOr<std::vector<float>> Download(const TextureLayout& layout,
                                      const std::vector<gl::Texture>& textures) {
  RETURN_IF_ERROR(CheckTextures(layout, textures));
  size_t texels = static_cast<size_t>(layout.texture_width()) * layout.texture_height();
  std::vector<std::vector<float>> packed(textures.size(), std::vector<float>(texels * 4));
  for (size_t i = 0; i < textures.size(); ++i) {
    ASSIGN_OR_RETURN(gl::Framebuffer fb, gl::Framebuffer::Create({&textures[i]}));
    RETURN_IF_ERROR(fb.ReadPixels(0, packed[i].data()));
  }
  return Unpack(layout, packed);
}

}  // namespace vfx::tensor
