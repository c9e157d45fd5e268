// The WGSL emitter of the shader front end: one parsed fullscreen fragment
// program (parser.h) as a WGSL compute shader that computes the same pixels,
// so the WebGPU backend runs the very programs the WebGL2 path draws. What
// each construct becomes is listed in src/wgsl/wgsl_from_glsl.h, the entry
// point callers use. Refused here, beyond what the parser refuses: uniform
// blocks, matrix or array uniforms, texture() on anything but a sampler2D
// uniform by name, matrix division, matrix resizing constructors, inverse()
// of other than a mat4.
#pragma once

#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/shader/ast.h"

namespace vfx::shader {

// Work-group size of the generated compute shaders (both axes).
inline constexpr int kWgslWorkgroupSize = 8;

struct WgslBinding {
  enum class Kind { kSampledTexture, kUniformBuffer, kSampler, kStorageTexture };
  // The GLSL name: a sampler2D ("t0_2", "u_frame"), "uniforms", the sampler of
  // a texture ("u_frame_sampler"), or an output ("o0").
  std::string name;
  int binding = 0;  // @group(0) @binding(N)
  Kind kind = Kind::kSampledTexture;
  int location = -1;  // kStorageTexture: the output's `layout(location = N)`
};

// Where a GLSL uniform lives in the uniform buffer.
struct WgslUniformField {
  std::string name;
  std::string type;  // GLSL type; bool is stored as an int (0 or 1)
  int offset = 0;    // bytes
  int components = 1;
};

struct WgslComputeShader {
  std::string source;  // WGSL, entry point "main"
  // Sampled textures in declaration order, the uniform buffer, the samplers
  // (in first-use order), then the outputs by location.
  std::vector<WgslBinding> bindings;
  std::vector<WgslUniformField> uniforms;
  int uniform_buffer_size = 0;  // bytes, a multiple of 16 (0: no uniforms)
};

// `output_formats[i]` is the WGSL storage format of the texture bound to
// output location i ("rgba32float", "rgba16float", "rgba8unorm"); a single
// format applies to every output.
StatusOr<WgslComputeShader> EmitWgsl(const Program& program, std::vector<std::string> output_formats);

}  // namespace vfx::shader
