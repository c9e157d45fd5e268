// Turns one of our fullscreen fragment programs (GLSL ES 3.00, the dialect the
// code generator and shaders/ write) into a WGSL compute shader that computes
// the same pixels, so the WebGPU backend runs the very programs the WebGL2
// path draws (and that glslangValidator, the CPU reference and ONNX Runtime
// already check) instead of a second hand-written copy of every op.
//
// It is a translator for a subset, not a GLSL compiler: it parses the source
// (declarations, statements, expressions with their types) and refuses, with
// an error naming the construct, anything outside what it knows. Handled:
//   uniform sampler2D a, b;        -> texture_2d<f32> bindings, in declaration order
//   [layout(location = N)] out vec4 oN;  (1..4) -> write-only storage textures,
//                                     bound after the samplers, stored after main()
//   in vec2 v_uv;                  -> the pixel centre / output size
//   gl_FragCoord                   -> the pixel centre (x + 0.5, y + 0.5, 0.5, 1)
//   scalars, vec2-4, ivec2-4, bvec2-4, mat2-4, const arrays, functions, if/for/
//   while, ?: (-> select), texelFetch (-> textureLoad), textureSize, and the
//   common built-ins; GLSL's scalar-vector overloads (max(v, 0.0)) are splatted.
// Refused: texture() sampling, discard, derivatives, non-sampler uniforms and
// uniform blocks, structs, swizzle writes of more than one component.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "src/core/status.h"

namespace vfx::wgsl {

// Work-group size of the generated compute shaders (both axes).
inline constexpr int kWorkgroupSize = 8;

struct Binding {
  enum class Kind { kSampledTexture, kStorageTexture };
  std::string name;  // the GLSL name: a sampler ("t0_2", "w1") or an output ("o0")
  int binding = 0;   // @group(0) @binding(N)
  Kind kind = Kind::kSampledTexture;
};

struct ComputeShader {
  std::string source;             // WGSL, entry point "main"
  std::vector<Binding> bindings;  // samplers in declaration order, then outputs by location
};

// `output_formats[i]` is the WGSL storage format of the texture bound to
// output location i ("rgba32float", "rgba16float", "rgba8unorm").
StatusOr<ComputeShader> ComputeFromFragment(std::string_view glsl, const std::vector<std::string>& output_formats);

}  // namespace vfx::wgsl
