// Browser GlContext: a WebGL2 context on a canvas (see context.h).
#include <emscripten/html5.h>

#include <string>

#include "src/gl/capabilities.h"
#include "src/gl/context.h"

#include "src/gl/record_context.h"
#include "src/gl/gl_api.h"

namespace vfx::gl {

struct GlContext::Impl {
  EMSCRIPTEN_WEBGL_CONTEXT_HANDLE handle = 0;
};

StatusOr<std::unique_ptr<GlContext>> GlContext::Create(const ContextOptions& options) {
  EmscriptenWebGLContextAttributes attrs;
  emscripten_webgl_init_context_attributes(&attrs);
  attrs.majorVersion = 2;
  attrs.minorVersion = 0;
  attrs.alpha = true;
  attrs.depth = false;
  attrs.stencil = false;
  attrs.antialias = false;
  attrs.premultipliedAlpha = false;
  attrs.preserveDrawingBuffer = options.preserve_drawing_buffer;
  attrs.powerPreference = EM_WEBGL_POWER_PREFERENCE_HIGH_PERFORMANCE;
  EMSCRIPTEN_WEBGL_CONTEXT_HANDLE handle =
      emscripten_webgl_create_context(options.canvas_selector.c_str(), &attrs);
  if (handle <= 0) {
    return UnavailableError("WebGL2 is not available on canvas '" + options.canvas_selector +
                            "' (emscripten_webgl_create_context returned " +
                            std::to_string(handle) + ")");
  }
  return Adopt(handle);
}

StatusOr<std::unique_ptr<GlContext>> GlContext::Adopt(int handle) {
  if (handle <= 0) return InvalidArgumentError("no WebGL2 context handle to adopt");
  std::unique_ptr<GlContext> result(new GlContext());
  result->impl_ = std::make_unique<Impl>();
  result->impl_->handle = handle;
  result->platform_ = "webgl2";
  RETURN_IF_ERROR(result->MakeCurrent());
  // Float colour buffers are extensions in WebGL2; Capabilities checks the outcome.
  emscripten_webgl_enable_extension(handle, "EXT_color_buffer_float");
  emscripten_webgl_enable_extension(handle, "EXT_color_buffer_half_float");
  emscripten_webgl_enable_extension(handle, "OES_texture_float_linear");
  // Lets the browser compile and link the programs we start together (PlanRunner
  // starts them all before waiting for any) on other threads. Not on SwiftShader:
  // there the first result came ~0.2 s later with it (benchmarks/RESULTS.md).
  if (!CurrentRendererIsSoftware()) emscripten_webgl_enable_extension(handle, "KHR_parallel_shader_compile");
  return result;
}

GlContext::~GlContext() {
  if (impl_ && impl_->handle > 0) emscripten_webgl_destroy_context(impl_->handle);
}

Status GlContext::MakeCurrent() {
  RecordContext::ClearCurrent();
  if (emscripten_webgl_make_context_current(impl_->handle) != EMSCRIPTEN_RESULT_SUCCESS) {
    return InternalError("emscripten_webgl_make_context_current failed");
  }
  return Status::Ok();
}

std::string GlContext::renderer() const {
  const GLubyte* r = glGetString(GL_RENDERER);
  return r ? reinterpret_cast<const char*>(r) : "unknown";
}

}  // namespace vfx::gl
