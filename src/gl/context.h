// An OpenGL ES 3 / WebGL2 context that renders to framebuffer objects only.
//
// Native: EGL without a window. The platform is chosen in this order unless
// VFX_EGL_PLATFORM (device | surfaceless | default) forces one: the first EGL
// device that is not a software renderer (an NVIDIA GPU), Mesa's surfaceless
// platform (llvmpipe in tests), then the default display.
// Browser: a WebGL2 context on a canvas chosen by CSS selector.
#pragma once

#include <memory>
#include <string>

#include "src/core/status.h"

namespace vfx::gl {

struct ContextOptions {
  // Browser only: CSS selector of the canvas to draw on.
  std::string canvas_selector = "#canvas";
  // Browser only: keep the canvas contents after compositing (still images, tests).
  bool preserve_drawing_buffer = false;
};

class GlContext {
 public:
  static StatusOr<std::unique_ptr<GlContext>> Create(const ContextOptions& options = {});
#ifdef __EMSCRIPTEN__
  // Browser only: adopts a WebGL2 context JS created and registered with
  // emscripten (GL.registerContext), e.g. on an OffscreenCanvas in a worker.
  // The GlContext owns the registration from then on.
  static StatusOr<std::unique_ptr<GlContext>> Adopt(int handle);
#endif
  ~GlContext();
  GlContext(const GlContext&) = delete;
  GlContext& operator=(const GlContext&) = delete;

  Status MakeCurrent();
  // Which EGL platform or "webgl2", for logs.
  const std::string& platform() const { return platform_; }
  // GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
  std::string renderer() const;

 private:
  GlContext() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::string platform_;
};

}  // namespace vfx::gl
