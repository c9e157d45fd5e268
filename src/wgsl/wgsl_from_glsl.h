// Turns one of our fullscreen fragment programs (GLSL ES 3.00, the dialect the
// code generator and shaders/ write) into a WGSL compute shader that computes
// the same pixels, so the WebGPU backend runs the very programs the WebGL2
// path draws (and that glslangValidator, the CPU reference and ONNX Runtime
// already check) instead of a second hand-written copy of every op.
//
// It is the shader front end's WGSL target: src/shader/parser.h parses the
// source into a typed tree (refusing, with an error naming the construct,
// anything outside the subset it knows) and src/shader/wgsl_emitter.h writes
// the WGSL. Handled:
//   uniform sampler2D a, b;        -> texture_2d<f32> bindings, in declaration order
//   [layout(location = N)] out vec4 oN;  (1..4) -> write-only storage textures,
//                                     bound after the samplers, stored after main()
//   in vec2 v_uv;                  -> the pixel centre / output size
//   gl_FragCoord                   -> the pixel centre (x + 0.5, y + 0.5, 0.5, 1)
//   uniform float/int/bool/vec2-4/ivec2-4 x;  -> one uniform buffer (struct
//                                     Uniforms, WGSL layout rules; bools as i32),
//                                     bound after the samplers
//   texture(s, uv) / textureLod(s, uv, lod) -> textureSampleLevel with a sampler
//                                     of its own per texture ("<name>_sampler",
//                                     bound after the uniform buffer), so the
//                                     runtime chooses linear or nearest per texture
//   scalars, vec2-4, ivec2-4, bvec2-4, mat2-4, const arrays, functions, if/for/
//   while, ?: (-> select), texelFetch (-> textureLoad), textureSize, and the
//   common built-ins; GLSL's scalar-vector overloads (max(v, 0.0)) are splatted.
// Refused: discard, derivatives, uniform blocks, matrix or array uniforms,
// structs, swizzle writes of more than one component.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "src/core/status.h"
#include "src/shader/wgsl_emitter.h"

namespace vfx::wgsl {

// Work-group size of the generated compute shaders (both axes).
inline constexpr int kWorkgroupSize = shader::kWgslWorkgroupSize;

using Binding = shader::WgslBinding;
using UniformField = shader::WgslUniformField;
using ComputeShader = shader::WgslComputeShader;

// `output_formats[i]` is the WGSL storage format of the texture bound to
// output location i ("rgba32float", "rgba16float", "rgba8unorm"); a single
// format applies to every output.
StatusOr<ComputeShader> ComputeFromFragment(std::string_view glsl, const std::vector<std::string>& output_formats);

}  // namespace vfx::wgsl
