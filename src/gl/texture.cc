#include "src/gl/texture.h"

#include <string>
#include <utility>

#include "src/gl/gl_check.h"
#include "src/gl/object_counts.h"
#include "src/gl/record_context.h"

namespace vfx::gl {

const char* TextureFormatName(TextureFormat format) {
  switch (format) {
    case TextureFormat::kRgba8: return "RGBA8";
    case TextureFormat::kRgba16F: return "RGBA16F";
    case TextureFormat::kRgba32F: return "RGBA32F";
    case TextureFormat::kR8: return "R8";
  }
  return "?";
}

GlFormat ToGlFormat(TextureFormat format) {
  switch (format) {
    case TextureFormat::kRgba8: return {GL_RGBA8, GL_RGBA, GL_UNSIGNED_BYTE};
    case TextureFormat::kRgba16F: return {GL_RGBA16F, GL_RGBA, GL_FLOAT};
    case TextureFormat::kRgba32F: return {GL_RGBA32F, GL_RGBA, GL_FLOAT};
    case TextureFormat::kR8: return {GL_R8, GL_RED, GL_UNSIGNED_BYTE};
  }
  return {GL_RGBA8, GL_RGBA, GL_UNSIGNED_BYTE};
}

StatusOr<Texture> Texture::Create(int width, int height, TextureFormat format, Storage storage) {
  if (RecordContext* record = RecordContext::Current()) {
    // The executor checks sizes against its own device's limit.
    if (width <= 0 || height <= 0) {
      return InvalidArgumentError("texture size " + std::to_string(width) + "x" + std::to_string(height) +
                                  " is empty");
    }
    Texture texture;
    texture.id_ = record->CreateTexture(width, height, format);
    texture.width_ = width;
    texture.height_ = height;
    texture.format_ = format;
    texture.owned_ = true;
    texture.record_ = record;
    return texture;
  }
  GLint max_size = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_size);
  if (width <= 0 || height <= 0 || width > max_size || height > max_size) {
    return InvalidArgumentError("texture size " + std::to_string(width) + "x" +
                                std::to_string(height) + " is outside 1.." +
                                std::to_string(max_size));
  }
  Texture texture;
  glGenTextures(1, &texture.id_);
  internal::CountCreated(internal::ObjectKind::kTexture);
  texture.width_ = width;
  texture.height_ = height;
  texture.format_ = format;
  texture.owned_ = true;
  GL_CALL(glBindTexture(GL_TEXTURE_2D, texture.id_));
  const GlFormat gl_format = ToGlFormat(format);
  if (storage == Storage::kMutable) {
    GL_CALL(glTexImage2D(GL_TEXTURE_2D, 0, static_cast<GLint>(gl_format.internal_format), width, height, 0,
                         gl_format.format, gl_format.type, nullptr));
  } else {
    GL_CALL(glTexStorage2D(GL_TEXTURE_2D, 1, gl_format.internal_format, width, height));
  }
  GL_CALL(glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST));
  GL_CALL(glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST));
  GL_CALL(glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE));
  GL_CALL(glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE));
  glBindTexture(GL_TEXTURE_2D, 0);
  return texture;
}

Texture Texture::Borrow(GLuint id, int width, int height, TextureFormat format) {
  Texture texture;
  texture.id_ = id;
  texture.width_ = width;
  texture.height_ = height;
  texture.format_ = format;
  texture.owned_ = false;
  return texture;
}

Texture::~Texture() { Release(); }

Texture::Texture(Texture&& other) noexcept { *this = std::move(other); }

Texture& Texture::operator=(Texture&& other) noexcept {
  if (this != &other) {
    Release();
    id_ = std::exchange(other.id_, 0);
    width_ = std::exchange(other.width_, 0);
    height_ = std::exchange(other.height_, 0);
    format_ = other.format_;
    owned_ = std::exchange(other.owned_, false);
    record_ = std::exchange(other.record_, nullptr);
  }
  return *this;
}

void Texture::Release() {
  if (record_ != nullptr) {
    if (owned_ && id_ != 0) record_->DeleteTexture(id_);
  } else if (owned_ && id_ != 0) {
    glDeleteTextures(1, &id_);
    internal::CountDeleted(internal::ObjectKind::kTexture);
  }
  id_ = 0;
  owned_ = false;
  record_ = nullptr;
}

Status Texture::Upload(const void* pixels) {
  if (!valid()) return InvalidArgumentError("Upload on an empty texture");
  if (record_ != nullptr) {
    return record_->Upload(id_, pixels, static_cast<size_t>(width_) * height_ * UploadBytesPerTexel(format_));
  }
  GlFormat gl_format = ToGlFormat(format_);
  GL_CALL(glBindTexture(GL_TEXTURE_2D, id_));
  GL_CALL(glPixelStorei(GL_UNPACK_ALIGNMENT, 1));
  GL_CALL(glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width_, height_, gl_format.format,
                          gl_format.type, pixels));
  glBindTexture(GL_TEXTURE_2D, 0);
  return Status::Ok();
}

Status Texture::UploadHalf(const uint16_t* pixels) {
  if (format_ != TextureFormat::kRgba16F) {
    return InvalidArgumentError(std::string("UploadHalf into a ") + TextureFormatName(format_) +
                                " texture");
  }
  if (record_ != nullptr) return UnimplementedError("half-float uploads into a recorded texture");
  GL_CALL(glBindTexture(GL_TEXTURE_2D, id_));
  GL_CALL(glPixelStorei(GL_UNPACK_ALIGNMENT, 1));
  GL_CALL(glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width_, height_, GL_RGBA, GL_HALF_FLOAT, pixels));
  glBindTexture(GL_TEXTURE_2D, 0);
  return Status::Ok();
}

Status Texture::SetLinearFiltering(bool linear) {
  if (record_ != nullptr) {
    record_->SetLinear(id_, linear);
    return Status::Ok();
  }
  GLint filter = linear ? GL_LINEAR : GL_NEAREST;
  GL_CALL(glBindTexture(GL_TEXTURE_2D, id_));
  GL_CALL(glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter));
  GL_CALL(glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter));
  glBindTexture(GL_TEXTURE_2D, 0);
  return Status::Ok();
}

}  // namespace vfx::gl
