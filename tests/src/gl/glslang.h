// Runs the reference GLSL compiler (glslangValidator) on a source string, for
// tests of sources built at run time (the compute forms of fragment programs).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

namespace vfx::testing {

// `stage_extension` is "frag", "vert" or "comp". Returns "" when the source is
// valid, else the validator's output.
inline std::string GlslangErrors(std::string_view source, const std::string& stage_extension) {
  char dir_template[] = "/tmp/vfx_glslang_XXXXXX";
  const char* dir = mkdtemp(dir_template);
  if (dir == nullptr) return "cannot create a temporary directory";
  const std::string file = std::string(dir) + "/shader." + stage_extension;
  const std::string log = std::string(dir) + "/log.txt";
  std::ofstream(file) << source;
  const std::string command = std::string(VFX_GLSLANG_VALIDATOR) + " " + file + " > " + log + " 2>&1";
  const int rc = std::system(command.c_str());
  std::string output;
  if (rc != 0) {
    std::ifstream in(log);
    output.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (output.empty()) output = "glslangValidator failed (exit " + std::to_string(rc) + ")";
  }
  std::remove(file.c_str());
  std::remove(log.c_str());
  rmdir(dir);
  return output;
}

}  // namespace vfx::testing
