// Turns one of our fullscreen fragment programs (GLSL ES 3.00) into a GLSL ES
// 3.10 compute program that computes the same pixels, so one shader source
// serves both the WebGL2 path (fragment draws) and native GPUs whose compute
// units are far wider than their graphics path (the H100/H200 run fragment
// shaders on 2 of their TPCs; compute shaders use the whole chip).
//
// What the fragment program may use, and what it becomes:
//   #version 300 es               -> #version 310 es + an 8x8 work group
//   [layout(location = N)] out vec4 NAME;  (1..4 of them)
//                                  -> a global vec4 NAME, stored after main() to
//                                     image unit N (format from `output_formats`)
//   in vec2 v_uv;                 -> the pixel centre / output size (as the
//                                     fullscreen vertex shader interpolates it)
//   gl_FragCoord                  -> the pixel centre (x + 0.5, y + 0.5, 0.5, 1)
//   void main()                   -> a function called by the new main() for
//                                     every pixel inside the output
// Anything else fragment-only (discard, derivatives, other inputs, gl_FragDepth)
// is refused with an error naming it. It is the shader front end's GLSL-compute
// target: src/shader/parser.h parses the program into a typed tree (so the
// program must lie within the subset the parser knows, as for the WGSL target)
// and src/shader/glsl_compute_emitter.h prints it back as a compute program
// (comments dropped, spacing normalised). Native builds only: WebGL2 has no
// compute shaders, so the wasm links neither this converter nor src/shader.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "src/core/status.h"
#include "src/gl/texture.h"
#include "src/shader/glsl_compute_emitter.h"

namespace vfx::gl {

// Work-group size of the generated compute programs (both axes).
inline constexpr int kComputeGroupSize = shader::kComputeGroupSize;
// The uniform (ivec2) that holds the output size in pixels.
inline constexpr const char* kComputeOutputSizeUniform = shader::kComputeOutputSizeUniform;

// `output_formats[i]` is the format of the texture bound to output location i.
StatusOr<std::string> ComputeFromFragment(std::string_view fragment_source,
                                          const std::vector<TextureFormat>& output_formats);

}  // namespace vfx::gl
