// The one include for OpenGL ES 3 / WebGL2 entry points, native and wasm alike.
#pragma once

#include <GLES3/gl3.h>

// Compute shaders (GL ES 3.1) exist natively; WebGL2 has none.
#ifdef __EMSCRIPTEN__
#define VFX_HAS_COMPUTE 0
#else
#include <GLES3/gl31.h>
#define VFX_HAS_COMPUTE 1
#endif

// Not in every gl3.h: the float16 colour-buffer formats come from ES 3.2 or an extension.
#ifndef GL_HALF_FLOAT
#define GL_HALF_FLOAT 0x140B
#endif
