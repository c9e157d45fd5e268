// Move-only RAII uniform buffer: constant data (e.g. conv weights) that
// programs read through a uniform block bound to a binding point.
#pragma once

#include <cstddef>

#include "src/core/status.h"
#include "src/gl/gl_api.h"

namespace vfx::gl {

class UniformBuffer {
 public:
  UniformBuffer() = default;
  // `bytes` must not exceed GL_MAX_UNIFORM_BLOCK_SIZE (16 KiB everywhere in WebGL2).
  static StatusOr<UniformBuffer> Create(const void* data, size_t bytes);

  ~UniformBuffer();
  UniformBuffer(UniformBuffer&& other) noexcept;
  UniformBuffer& operator=(UniformBuffer&& other) noexcept;
  UniformBuffer(const UniformBuffer&) = delete;
  UniformBuffer& operator=(const UniformBuffer&) = delete;

  // Binds the buffer to uniform binding point `binding`.
  void Bind(GLuint binding) const { glBindBufferBase(GL_UNIFORM_BUFFER, binding, id_); }
  GLuint id() const { return id_; }
  size_t bytes() const { return bytes_; }

 private:
  void Release();
  GLuint id_ = 0;
  size_t bytes_ = 0;
};

}  // namespace vfx::gl
