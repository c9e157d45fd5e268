// Parses one GLSL ES 3.00 fullscreen fragment program (the dialect of shaders/
// and of the code generator) into the typed tree of ast.h: names resolved,
// every expression typed, GLSL's built-ins we use checked against their
// overloads. It is a front end for a subset, not a GLSL compiler: anything
// outside the subset is refused with "GLSL line N: " and the construct named.
//
// Refused for every target (all of them are compute shaders): discard,
// derivatives (dFdx, dFdy, fwidth), gl_FragDepth and the other fragment-only
// built-ins, inputs other than `in vec2 v_uv`, non-vec4 outputs, structs,
// switch, do-while, preprocessor directives other than '#version 300 es',
// out/inout parameters, ++/-- inside expressions, function overloads, uniform
// blocks with an instance name, and writes through a swizzle of more than one
// component. What only one target cannot express (WGSL and uniform blocks, for
// one) is its emitter's to refuse.
#pragma once

#include <string_view>

#include "src/core/status.h"
#include "src/shader/ast.h"

namespace vfx::shader {

StatusOr<Program> Parse(std::string_view glsl);

}  // namespace vfx::shader
