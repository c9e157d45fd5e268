// The one include for OpenGL ES 3 / WebGL2 entry points, native and wasm alike.
#pragma once

#include <GLES3/gl3.h>

// Not in every gl3.h: the float16 colour-buffer formats come from ES 3.2 or an extension.
#ifndef GL_HALF_FLOAT
#define GL_HALF_FLOAT 0x140B
#endif
