// Native GlContext on EGL (see context.h for how the platform is chosen).
#include <EGL/egl.h>
#include <EGL/eglext.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "src/gl/context.h"

#include "src/gl/record_context.h"
#include "src/gl/gl_api.h"

namespace vfx::gl {
namespace {

std::string EglErrorString(EGLint error) {
  char buffer[16];
  std::snprintf(buffer, sizeof(buffer), "0x%04X", error);
  return buffer;
}

bool HasExtension(const char* extensions, const char* name) {
  if (extensions == nullptr) return false;
  size_t len = std::strlen(name);
  for (const char* p = std::strstr(extensions, name); p != nullptr; p = std::strstr(p + 1, name)) {
    if ((p == extensions || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0')) return true;
  }
  return false;
}

EGLDisplay HardwareDeviceDisplay() {
  const char* client = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
  if (!HasExtension(client, "EGL_EXT_platform_device")) return EGL_NO_DISPLAY;
  auto query_devices =
      reinterpret_cast<PFNEGLQUERYDEVICESEXTPROC>(eglGetProcAddress("eglQueryDevicesEXT"));
  auto query_device_string =
      reinterpret_cast<PFNEGLQUERYDEVICESTRINGEXTPROC>(eglGetProcAddress("eglQueryDeviceStringEXT"));
  auto get_platform_display =
      reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(eglGetProcAddress("eglGetPlatformDisplayEXT"));
  if (!query_devices || !query_device_string || !get_platform_display) return EGL_NO_DISPLAY;
  EGLDeviceEXT devices[16];
  EGLint count = 0;
  if (!query_devices(16, devices, &count)) return EGL_NO_DISPLAY;
  for (EGLint i = 0; i < count; ++i) {
    const char* device_extensions = query_device_string(devices[i], EGL_EXTENSIONS);
    if (HasExtension(device_extensions, "EGL_MESA_device_software")) continue;
    EGLDisplay display = get_platform_display(EGL_PLATFORM_DEVICE_EXT, devices[i], nullptr);
    if (display != EGL_NO_DISPLAY) return display;
  }
  return EGL_NO_DISPLAY;
}

EGLDisplay SurfacelessDisplay() {
  const char* client = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
  if (!HasExtension(client, "EGL_MESA_platform_surfaceless")) return EGL_NO_DISPLAY;
  auto get_platform_display =
      reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(eglGetProcAddress("eglGetPlatformDisplayEXT"));
  if (!get_platform_display) return EGL_NO_DISPLAY;
  return get_platform_display(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
}

}  // namespace

struct GlContext::Impl {
  EGLDisplay display = EGL_NO_DISPLAY;
  EGLContext context = EGL_NO_CONTEXT;
};

StatusOr<std::unique_ptr<GlContext>> GlContext::Create(const ContextOptions& options) {
  const char* forced = std::getenv("VFX_EGL_PLATFORM");
  std::string want = forced ? forced : "";
  if (!want.empty() && want != "device" && want != "surfaceless" && want != "default") {
    return InvalidArgumentError("VFX_EGL_PLATFORM must be device, surfaceless or default, not '" +
                                want + "'");
  }
  std::unique_ptr<GlContext> result(new GlContext());
  result->impl_ = std::make_unique<Impl>();
  Impl& impl = *result->impl_;

  struct Candidate {
    const char* name;
    EGLDisplay (*open)();
  };
  const Candidate candidates[] = {
      {"device", HardwareDeviceDisplay},
      {"surfaceless", SurfacelessDisplay},
      {"default", [] { return eglGetDisplay(EGL_DEFAULT_DISPLAY); }},
  };
  std::string tried;
  for (const Candidate& candidate : candidates) {
    if (!want.empty() && want != candidate.name) continue;
    EGLDisplay display = candidate.open();
    EGLint major = 0, minor = 0;
    if (display == EGL_NO_DISPLAY || !eglInitialize(display, &major, &minor)) {
      tried += std::string(tried.empty() ? "" : ", ") + candidate.name + " (" +
               EglErrorString(eglGetError()) + ")";
      continue;
    }
    impl.display = display;
    result->platform_ = candidate.name;
    break;
  }
  if (impl.display == EGL_NO_DISPLAY) {
    return UnavailableError(
        "no EGL display could be initialised; tried " + tried +
        ". On Debian install libegl-mesa0 and libgl1-mesa-dri (software GL) or a GPU driver.");
  }
  if (!eglBindAPI(EGL_OPENGL_ES_API)) {
    return UnavailableError("eglBindAPI(EGL_OPENGL_ES_API) failed: " + EglErrorString(eglGetError()));
  }
  const EGLint config_attribs[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_NONE};
  EGLConfig config = nullptr;
  EGLint num_configs = 0;
  // Surfaceless contexts need no config; use one if there is one for drivers that insist.
  eglChooseConfig(impl.display, config_attribs, &config, 1, &num_configs);
  const EGLint context_attribs[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0,
                                    EGL_NONE};
  impl.context = eglCreateContext(impl.display, num_configs > 0 ? config : EGL_NO_CONFIG_KHR,
                                  EGL_NO_CONTEXT, context_attribs);
  if (impl.context == EGL_NO_CONTEXT) {
    return UnavailableError("eglCreateContext for OpenGL ES 3.0 failed on the " +
                            result->platform_ + " platform: " + EglErrorString(eglGetError()));
  }
  RETURN_IF_ERROR(result->MakeCurrent());
  return result;
}

GlContext::~GlContext() {
  if (!impl_ || impl_->display == EGL_NO_DISPLAY) return;
  eglMakeCurrent(impl_->display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
  if (impl_->context != EGL_NO_CONTEXT) eglDestroyContext(impl_->display, impl_->context);
  // The display is shared process-wide by EGL; terminating it would break other contexts.
}

Status GlContext::MakeCurrent() {
  RecordContext::ClearCurrent();
  if (!eglMakeCurrent(impl_->display, EGL_NO_SURFACE, EGL_NO_SURFACE, impl_->context)) {
    return InternalError("eglMakeCurrent failed: " + EglErrorString(eglGetError()));
  }
  return Status::Ok();
}

std::string GlContext::renderer() const {
  const GLubyte* r = glGetString(GL_RENDERER);
  return r ? reinterpret_cast<const char*>(r) : "unknown";
}

}  // namespace vfx::gl
