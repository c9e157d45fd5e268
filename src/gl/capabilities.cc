#include "src/gl/capabilities.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#endif

#include "src/gl/framebuffer.h"
#include "src/gl/gl_api.h"
#include "src/gl/texture.h"

namespace vfx::gl {
namespace {

std::string GlString(GLenum name) {
  const GLubyte* s = glGetString(name);
  return s ? reinterpret_cast<const char*>(s) : "";
}

// A format is renderable if a framebuffer with it is complete and a clear lands.
bool CanRenderTo(TextureFormat format) {
  StatusOr<Texture> texture = Texture::Create(4, 4, format);
  if (!texture.ok()) return false;
  StatusOr<Framebuffer> fb = Framebuffer::Create({&*texture});
  if (!fb.ok()) return false;
  fb->BindForDraw();
  glClearColor(0.5f, 0.25f, 2.0f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  float pixels[4 * 4 * 4] = {};
  bool ok = fb->ReadPixels(0, pixels).ok() && pixels[0] == 0.5f && pixels[2] == 2.0f;
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  while (glGetError() != GL_NO_ERROR) {
  }
  return ok;
}

bool HasExtension(const std::string& name) {
  GLint count = 0;
  glGetIntegerv(GL_NUM_EXTENSIONS, &count);
  for (GLint i = 0; i < count; ++i) {
    const GLubyte* ext = glGetStringi(GL_EXTENSIONS, static_cast<GLuint>(i));
    if (ext && name == reinterpret_cast<const char*>(ext)) return true;
  }
  return false;
}

}  // namespace

StatusOr<Capabilities> QueryCapabilities() {
  Capabilities caps;
  caps.renderer = CurrentRendererName();
  caps.version = GlString(GL_VERSION);
  if (caps.version.empty()) return UnavailableError("no current GL context (glGetString failed)");
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &caps.max_texture_size);
  glGetIntegerv(GL_MAX_DRAW_BUFFERS, &caps.max_draw_buffers);
  glGetIntegerv(GL_MAX_COLOR_ATTACHMENTS, &caps.max_color_attachments);
  caps.float16_render = CanRenderTo(TextureFormat::kRgba16F);
  caps.float32_render = CanRenderTo(TextureFormat::kRgba32F);
  caps.float_linear = HasExtension("OES_texture_float_linear") ||
                      HasExtension("GL_OES_texture_float_linear");
  return caps;
}

Status CheckRequired(const Capabilities& caps) {
  std::string missing;
  auto add = [&missing](const std::string& what) {
    missing += (missing.empty() ? "" : "; ") + what;
  };
  if (!caps.float16_render) {
    add("float16 render targets (RGBA16F colour attachments; WebGL2 needs "
        "EXT_color_buffer_half_float or EXT_color_buffer_float)");
  }
  if (caps.max_draw_buffers < kRequiredDrawBuffers ||
      caps.max_color_attachments < kRequiredDrawBuffers) {
    add(std::to_string(kRequiredDrawBuffers) + " draw buffers (have " +
        std::to_string(caps.max_draw_buffers) + ")");
  }
  if (caps.max_texture_size < kRequiredTextureSize) {
    add("textures of " + std::to_string(kRequiredTextureSize) + " texels (have " +
        std::to_string(caps.max_texture_size) + ")");
  }
  if (missing.empty()) return Status::Ok();
  return UnavailableError("this GPU (" + caps.renderer + ", " + caps.version +
                          ") lacks what the SDK needs: " + missing);
}

std::string ToString(const Capabilities& caps) {
  return caps.renderer + " | " + caps.version + " | max_texture_size=" +
         std::to_string(caps.max_texture_size) + " max_draw_buffers=" +
         std::to_string(caps.max_draw_buffers) + " float16_render=" +
         (caps.float16_render ? "yes" : "no") + " float32_render=" +
         (caps.float32_render ? "yes" : "no") + " float_linear=" +
         (caps.float_linear ? "yes" : "no");
}

bool IsSoftwareRendererName(const std::string& renderer) {
  return renderer.find("SwiftShader") != std::string::npos || renderer.find("llvmpipe") != std::string::npos;
}

#ifdef __EMSCRIPTEN__
}  // namespace vfx::gl

// The current WebGL context's renderer, unmasked where the browser allows it
// (GL_RENDERER itself reads "WebKit WebGL"), written NUL-terminated into `out`.
EM_JS(void, vfx_unmasked_renderer, (char* out, int size), {
  let name = "";
  if (typeof GLctx !== "undefined" && GLctx) {
    const ext = GLctx.getExtension("WEBGL_debug_renderer_info");
    name = String((ext && GLctx.getParameter(ext.UNMASKED_RENDERER_WEBGL)) || GLctx.getParameter(GLctx.RENDERER) || "");
  }
  stringToUTF8(name, out, size);
});

namespace vfx::gl {

std::string CurrentRendererName() {
  char name[256] = {0};
  vfx_unmasked_renderer(name, sizeof(name));
  return name;
}
#else
std::string CurrentRendererName() { return GlString(GL_RENDERER); }
#endif

bool CurrentRendererIsSoftware() { return IsSoftwareRendererName(CurrentRendererName()); }

}  // namespace vfx::gl
