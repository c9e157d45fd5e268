// The GLSL-compute emitter of the shader front end: one parsed fullscreen
// fragment program (parser.h) as a GLSL ES 3.10 compute program that computes
// the same pixels, for native GPUs whose compute units are far wider than
// their graphics path. The contract (what each fragment construct becomes) is
// src/gl/compute_from_fragment.h's, the entry point callers use. The program
// is printed from the tree: comments are gone and spacing is normalised.
#pragma once

#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/shader/ast.h"

namespace vfx::shader {

// Work-group size of the generated compute programs (both axes).
inline constexpr int kComputeGroupSize = 8;
// The uniform (ivec2) that holds the output size in pixels.
inline constexpr const char* kComputeOutputSizeUniform = "vfx_output_size";

// `image_formats[i]` is the GLSL image format qualifier ("rgba32f", "rgba16f",
// "rgba8") of the texture bound to output location i.
StatusOr<std::string> EmitGlslCompute(const Program& program, const std::vector<std::string>& image_formats);

}  // namespace vfx::shader
