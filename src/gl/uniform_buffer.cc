#include "src/gl/uniform_buffer.h"

#include <string>
#include <utility>

#include "src/gl/gl_check.h"
#include "src/gl/object_counts.h"

namespace vfx::gl {

StatusOr<UniformBuffer> UniformBuffer::Create(const void* data, size_t bytes) {
  GLint max_bytes = 0;
  glGetIntegerv(GL_MAX_UNIFORM_BLOCK_SIZE, &max_bytes);
  if (bytes == 0 || bytes > static_cast<size_t>(max_bytes)) {
    return InvalidArgumentError("uniform buffer of " + std::to_string(bytes) + " bytes is outside 1.." +
                                std::to_string(max_bytes) + " (GL_MAX_UNIFORM_BLOCK_SIZE)");
  }
  UniformBuffer buffer;
  glGenBuffers(1, &buffer.id_);
  internal::CountCreated(internal::ObjectKind::kBuffer);
  buffer.bytes_ = bytes;
  GL_CALL(glBindBuffer(GL_UNIFORM_BUFFER, buffer.id_));
  GL_CALL(glBufferData(GL_UNIFORM_BUFFER, static_cast<GLsizeiptr>(bytes), data, GL_STATIC_DRAW));
  glBindBuffer(GL_UNIFORM_BUFFER, 0);
  return buffer;
}

UniformBuffer::~UniformBuffer() { Release(); }

UniformBuffer::UniformBuffer(UniformBuffer&& other) noexcept { *this = std::move(other); }

UniformBuffer& UniformBuffer::operator=(UniformBuffer&& other) noexcept {
  if (this != &other) {
    Release();
    id_ = std::exchange(other.id_, 0);
    bytes_ = std::exchange(other.bytes_, 0);
  }
  return *this;
}

void UniformBuffer::Release() {
  if (id_ != 0) {
    glDeleteBuffers(1, &id_);
    internal::CountDeleted(internal::ObjectKind::kBuffer);
  }
  id_ = 0;
}

}  // namespace vfx::gl
