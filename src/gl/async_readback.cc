#include "src/gl/async_readback.h"

#include <cstring>
#include <utility>

#include "src/gl/gl_check.h"
#include "src/gl/pixel_program.h"

#ifdef __EMSCRIPTEN__
// WebGL2's getBufferSubData (emscripten's library_webgl2.js); GLES3 has no such call.
extern "C" void glGetBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, void* data);
#endif

namespace vfx::gl {

AsyncReadback::~AsyncReadback() { Release(); }

AsyncReadback::AsyncReadback(AsyncReadback&& other) noexcept
    : buffer_(std::exchange(other.buffer_, 0)),
      fence_(std::exchange(other.fence_, nullptr)),
      size_(std::exchange(other.size_, 0)) {}

AsyncReadback& AsyncReadback::operator=(AsyncReadback&& other) noexcept {
  if (this != &other) {
    Release();
    buffer_ = std::exchange(other.buffer_, 0);
    fence_ = std::exchange(other.fence_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

void AsyncReadback::Release() {
  if (fence_ != nullptr) glDeleteSync(fence_);
  if (buffer_ != 0) glDeleteBuffers(1, &buffer_);
  fence_ = nullptr;
  buffer_ = 0;
}

Status AsyncReadback::Start(const Framebuffer& source) {
  if (fence_ != nullptr) return InternalError("a readback is still in flight");
  if (source.attachment_count() < 1 || source.attachment_format(0) == TextureFormat::kRgba8 ||
      source.attachment_format(0) == TextureFormat::kR8) {
    return InvalidArgumentError("an asynchronous readback reads a float RGBA texture");
  }
  const size_t size = static_cast<size_t>(source.width()) * source.height() * 4 * sizeof(float);
  if (buffer_ == 0) GL_CALL(glGenBuffers(1, &buffer_));
  GL_CALL(glBindBuffer(GL_PIXEL_PACK_BUFFER, buffer_));
  if (size != size_) {
    GL_CALL(glBufferData(GL_PIXEL_PACK_BUFFER, static_cast<GLsizeiptr>(size), nullptr, GL_STREAM_READ));
    size_ = size;
  }
  MakeComputeWritesVisible();
  GL_CALL(glBindFramebuffer(GL_READ_FRAMEBUFFER, source.id()));
  GL_CALL(glReadBuffer(GL_COLOR_ATTACHMENT0));
  GL_CALL(glPixelStorei(GL_PACK_ALIGNMENT, 1));
  GL_CALL(glReadPixels(0, 0, source.width(), source.height(), GL_RGBA, GL_FLOAT, nullptr));
  glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
  glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
  fence_ = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (fence_ == nullptr) return InternalError("glFenceSync failed");
  // Submitted now, so the fence can pass while the page does other work.
  glFlush();
  return Status::Ok();
}

StatusOr<std::optional<std::vector<uint8_t>>> AsyncReadback::Take(bool wait) {
  if (fence_ == nullptr) return std::optional<std::vector<uint8_t>>();
  // WebGL2 allows no wait but 0 on the client side; natively 5 s is "forever".
  const GLuint64 timeout = wait ? 5'000'000'000ull : 0;
#ifdef __EMSCRIPTEN__
  GLenum state = glClientWaitSync(fence_, 0, 0);
  (void)timeout;
  if (wait && state == GL_TIMEOUT_EXPIRED) {
    glFinish();
    state = glClientWaitSync(fence_, 0, 0);
  }
#else
  const GLenum state = glClientWaitSync(fence_, wait ? GL_SYNC_FLUSH_COMMANDS_BIT : 0, timeout);
#endif
  if (state == GL_WAIT_FAILED) return InternalError("glClientWaitSync failed on a readback fence");
  if (state == GL_TIMEOUT_EXPIRED) {
    if (wait) return UnavailableError("a readback did not finish in 5 s");
    return std::optional<std::vector<uint8_t>>();
  }
  glDeleteSync(fence_);
  fence_ = nullptr;
  std::vector<uint8_t> bytes(size_);
  GL_CALL(glBindBuffer(GL_PIXEL_PACK_BUFFER, buffer_));
#ifdef __EMSCRIPTEN__
  glGetBufferSubData(GL_PIXEL_PACK_BUFFER, 0, static_cast<GLsizeiptr>(size_), bytes.data());
#else
  const void* mapped = glMapBufferRange(GL_PIXEL_PACK_BUFFER, 0, static_cast<GLsizeiptr>(size_), GL_MAP_READ_BIT);
  if (mapped == nullptr) {
    glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
    return InternalError("glMapBufferRange failed on a readback buffer");
  }
  std::memcpy(bytes.data(), mapped, size_);
  glUnmapBuffer(GL_PIXEL_PACK_BUFFER);
#endif
  glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
  return std::optional<std::vector<uint8_t>>(std::move(bytes));
}

}  // namespace vfx::gl
