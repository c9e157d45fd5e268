// Turns GL errors into Status values naming the GL call, file and line.
//
// glGetError is a GPU round trip in WebGL, so the checks compile out of the
// wasm release build (VFX_GL_CHECKS=0); native builds and tests keep them.
#pragma once

#include "src/core/status.h"
#include "src/gl/gl_api.h"

#ifndef VFX_GL_CHECKS
#if defined(__EMSCRIPTEN__) && defined(NDEBUG)
#define VFX_GL_CHECKS 0
#else
#define VFX_GL_CHECKS 1
#endif
#endif

namespace vfx::gl {

// Name of a GL error enum, e.g. "GL_INVALID_OPERATION".
const char* GlErrorName(GLenum error);

// Drains glGetError; returns an error "`call` at file:line: GL_..." if any was set.
Status CheckGlError(const char* call, const char* file, int line);

}  // namespace vfx::gl

#if VFX_GL_CHECKS
// Runs a GL call and returns its error as a Status from the enclosing function.
#define GL_CALL(call)                                                        \
  do {                                                                       \
    call;                                                                    \
    RETURN_IF_ERROR(::vfx::gl::CheckGlError(#call, __FILE__, __LINE__));     \
  } while (0)
#else
#define GL_CALL(call) \
  do {                \
    call;             \
  } while (0)
#endif
