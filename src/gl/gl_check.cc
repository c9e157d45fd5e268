#include "src/gl/gl_check.h"

#include <string>

namespace vfx::gl {

const char* GlErrorName(GLenum error) {
  switch (error) {
    case GL_NO_ERROR: return "GL_NO_ERROR";
    case GL_INVALID_ENUM: return "GL_INVALID_ENUM";
    case GL_INVALID_VALUE: return "GL_INVALID_VALUE";
    case GL_INVALID_OPERATION: return "GL_INVALID_OPERATION";
    case GL_INVALID_FRAMEBUFFER_OPERATION: return "GL_INVALID_FRAMEBUFFER_OPERATION";
    case GL_OUT_OF_MEMORY: return "GL_OUT_OF_MEMORY";
  }
  return "GL_UNKNOWN_ERROR";
}

Status CheckGlError(const char* call, const char* file, int line) {
  GLenum first = glGetError();
  if (first == GL_NO_ERROR) return Status::Ok();
  // Drain the queue so a later check does not report a stale error.
  for (int i = 0; i < 16 && glGetError() != GL_NO_ERROR; ++i) {
  }
  std::string where = std::string(file) + ":" + std::to_string(line);
  return InternalError(std::string(call) + " at " + where + ": " + GlErrorName(first));
}

}  // namespace vfx::gl
