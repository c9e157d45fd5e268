// A file compiled into the binary (shaders, small assets), see cmake/embed_files.cmake.
#pragma once

namespace vfx {

struct EmbeddedFile {
  const char* name;      // file name without directory, e.g. "fullscreen.vert"
  const char* contents;  // the whole file, NUL-terminated
};

}  // namespace vfx
