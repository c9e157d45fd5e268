// What the GL context can do, queried once at start, and the check that
// refuses to run (with a clear message) when something required is missing.
#pragma once

#include <string>

#include "src/core/status.h"
#include "src/gl/texture.h"

namespace vfx::gl {

struct Capabilities {
  std::string renderer;
  std::string version;
  int max_texture_size = 0;
  int max_draw_buffers = 0;
  int max_color_attachments = 0;
  bool float16_render = false;   // RGBA16F colour attachments render and are complete
  bool float32_render = false;   // RGBA32F colour attachments render and are complete
  bool float_linear = false;     // linear filtering of float textures
};

// The minimums the SDK needs: float16 render targets, 4 draw buffers, 4096 texels.
inline constexpr int kRequiredDrawBuffers = 4;
inline constexpr int kRequiredTextureSize = 4096;

// Queries the current context; float render support is probed with a real framebuffer.
StatusOr<Capabilities> QueryCapabilities();

// OK if `caps` meets the minimums, else UNAVAILABLE naming every missing feature.
Status CheckRequired(const Capabilities& caps);

std::string ToString(const Capabilities& caps);

// Activations and the nets' intermediates: fp32 where the GPU renders it
// (within 1e-4 of ONNX Runtime), else fp16 (CheckRequired's minimum).
inline TextureFormat ActivationFormat(const Capabilities& caps) {
  return caps.float32_render ? TextureFormat::kRgba32F : TextureFormat::kRgba16F;
}

// True for the CPU renderers we meet: SwiftShader (Chromium's software WebGL) and llvmpipe.
bool IsSoftwareRendererName(const std::string& renderer);
// The current context's renderer. In WebGL, GL_RENDERER is masked ("WebKit
// WebGL"): the unmasked name comes from WEBGL_debug_renderer_info where allowed.
std::string CurrentRendererName();
// Whether the current context renders on the CPU.
bool CurrentRendererIsSoftware();

}  // namespace vfx::gl
