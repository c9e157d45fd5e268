// The GLSL ES 3.00 built-in functions the shader front end knows, each with
// the result type of its overloads (GLSL's genType f(genType, float) forms
// included). Texture reads other than texture, textureLod, texelFetch and
// textureSize are refused, as are the derivatives (by the parser, by name).
#pragma once

#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/shader/types.h"

namespace vfx::shader {

// The type of `name(args...)`, or an error at `line` naming the call.
StatusOr<Type> BuiltinResult(const std::string& name, const std::vector<Type>& args, int line);

}  // namespace vfx::shader
