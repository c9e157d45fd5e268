#include "src/wgsl/wgsl_from_glsl.h"

#include "src/shader/parser.h"

namespace vfx::wgsl {

StatusOr<ComputeShader> ComputeFromFragment(std::string_view glsl, const std::vector<std::string>& output_formats) {
  ASSIGN_OR_RETURN(shader::Program program, shader::Parse(glsl));
  return shader::EmitWgsl(program, output_formats);
}

}  // namespace vfx::wgsl
