#include "src/gl/framebuffer.h"

#include <string>
#include <utility>

#include "src/gl/gl_check.h"
#include "src/gl/object_counts.h"
#include "src/gl/pixel_program.h"

namespace vfx::gl {
namespace {

std::string FramebufferStatusName(GLenum status) {
  switch (status) {
    case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: return "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT";
    case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT:
      return "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT";
    case GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS: return "GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS";
    case GL_FRAMEBUFFER_UNSUPPORTED: return "GL_FRAMEBUFFER_UNSUPPORTED";
    case GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE: return "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE";
  }
  return "status " + std::to_string(status);
}

}  // namespace

StatusOr<Framebuffer> Framebuffer::Create(const std::vector<const Texture*>& attachments) {
  if (attachments.empty() || attachments.size() > kMaxColorAttachments) {
    return InvalidArgumentError("a framebuffer takes 1.." + std::to_string(kMaxColorAttachments) +
                                " colour attachments, got " +
                                std::to_string(attachments.size()));
  }
  Framebuffer fb;
  if (attachments[0] != nullptr && attachments[0]->recorded()) {
    // Recorded textures (gl/record_context.h): the attachments are the whole framebuffer.
    fb.width_ = attachments[0]->width();
    fb.height_ = attachments[0]->height();
    for (size_t i = 0; i < attachments.size(); ++i) {
      const Texture* texture = attachments[i];
      if (texture == nullptr || !texture->recorded() || texture->width() != fb.width_ ||
          texture->height() != fb.height_) {
        return InvalidArgumentError("recorded framebuffer attachment " + std::to_string(i) +
                                    " is empty, not recorded or of another size");
      }
      fb.formats_.push_back(texture->format());
      fb.textures_.push_back(texture->id());
    }
    fb.recorded_ = true;
    return fb;
  }
  fb.width_ = attachments[0]->width();
  fb.height_ = attachments[0]->height();
  fb.owned_ = true;
  glGenFramebuffers(1, &fb.id_);
  internal::CountCreated(internal::ObjectKind::kFramebuffer);
  GL_CALL(glBindFramebuffer(GL_FRAMEBUFFER, fb.id_));
  GLenum draw_buffers[kMaxColorAttachments];
  for (size_t i = 0; i < attachments.size(); ++i) {
    const Texture* texture = attachments[i];
    if (texture == nullptr || !texture->valid()) {
      glBindFramebuffer(GL_FRAMEBUFFER, 0);
      return InvalidArgumentError("framebuffer attachment " + std::to_string(i) + " is empty");
    }
    if (texture->width() != fb.width_ || texture->height() != fb.height_) {
      glBindFramebuffer(GL_FRAMEBUFFER, 0);
      return InvalidArgumentError("framebuffer attachments differ in size: " +
                                  std::to_string(fb.width_) + "x" + std::to_string(fb.height_) +
                                  " vs " + std::to_string(texture->width()) + "x" +
                                  std::to_string(texture->height()));
    }
    draw_buffers[i] = GL_COLOR_ATTACHMENT0 + static_cast<GLenum>(i);
    GL_CALL(glFramebufferTexture2D(GL_FRAMEBUFFER, draw_buffers[i], GL_TEXTURE_2D, texture->id(),
                                   0));
    fb.formats_.push_back(texture->format());
    fb.textures_.push_back(texture->id());
  }
  GL_CALL(glDrawBuffers(static_cast<GLsizei>(attachments.size()), draw_buffers));
#ifdef __EMSCRIPTEN__
  // In WebGL the status is a synchronous round trip to the GPU process, which
  // waits behind every queued frame (on SwiftShader one status cost hundreds of
  // ms of the main thread when a resize or quality step re-created targets).
  // Every format we attach was proven renderable when the engine opened
  // (gl::CheckRequired), so the browser build trusts it.
  const GLenum status = GL_FRAMEBUFFER_COMPLETE;
#else
  GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
#endif
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  if (status != GL_FRAMEBUFFER_COMPLETE) {
    std::string formats;
    for (TextureFormat f : fb.formats_) formats += std::string(formats.empty() ? "" : ", ") + TextureFormatName(f);
    return UnavailableError("framebuffer with " + std::to_string(attachments.size()) +
                            " attachment(s) [" + formats + "] is incomplete: " +
                            FramebufferStatusName(status));
  }
  return fb;
}

Framebuffer Framebuffer::Default(int width, int height) {
  Framebuffer fb;
  fb.width_ = width;
  fb.height_ = height;
  fb.owned_ = false;
  fb.formats_ = {TextureFormat::kRgba8};
  return fb;
}

Framebuffer::~Framebuffer() { Release(); }

Framebuffer::Framebuffer(Framebuffer&& other) noexcept { *this = std::move(other); }

Framebuffer& Framebuffer::operator=(Framebuffer&& other) noexcept {
  if (this != &other) {
    Release();
    id_ = std::exchange(other.id_, 0);
    width_ = std::exchange(other.width_, 0);
    height_ = std::exchange(other.height_, 0);
    owned_ = std::exchange(other.owned_, false);
    recorded_ = std::exchange(other.recorded_, false);
    formats_ = std::move(other.formats_);
    textures_ = std::move(other.textures_);
  }
  return *this;
}

void Framebuffer::Release() {
  if (owned_ && id_ != 0) {
    glDeleteFramebuffers(1, &id_);
    internal::CountDeleted(internal::ObjectKind::kFramebuffer);
  }
  id_ = 0;
  owned_ = false;
  recorded_ = false;
}

void Framebuffer::BindForDraw() const {
  glBindFramebuffer(GL_FRAMEBUFFER, id_);
  glViewport(0, 0, width_, height_);
}

Status Framebuffer::ReadPixels(int index, void* out) const {
  if (index < 0 || index >= attachment_count()) {
    return InvalidArgumentError("ReadPixels: no colour attachment " + std::to_string(index));
  }
  MakeComputeWritesVisible();
  GL_CALL(glBindFramebuffer(GL_READ_FRAMEBUFFER, id_));
  if (id_ != 0) GL_CALL(glReadBuffer(GL_COLOR_ATTACHMENT0 + static_cast<GLenum>(index)));
  GL_CALL(glPixelStorei(GL_PACK_ALIGNMENT, 1));
  bool is_float = formats_[index] != TextureFormat::kRgba8;
  GL_CALL(glReadPixels(0, 0, width_, height_, GL_RGBA, is_float ? GL_FLOAT : GL_UNSIGNED_BYTE,
                       out));
  if (id_ != 0) glReadBuffer(GL_COLOR_ATTACHMENT0);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
  return Status::Ok();
}

}  // namespace vfx::gl
