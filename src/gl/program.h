// Move-only RAII shader program. Compile and link failures come back as a
// Status naming the shader, the first failing line (with its source text) and
// the driver's full info log.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "src/core/status.h"
#include "src/gl/gl_api.h"

namespace vfx::gl {

class Program;

// A program whose shaders are compiling and linking (GL does that
// asynchronously; with KHR_parallel_shader_compile on several threads). Start
// every program first, then Finish each: nothing waits for one compile before
// the next is handed to the driver.
class PendingProgram {
 public:
  PendingProgram() = default;
  ~PendingProgram();
  PendingProgram(PendingProgram&& other) noexcept;
  PendingProgram& operator=(PendingProgram&& other) noexcept;
  PendingProgram(const PendingProgram&) = delete;
  PendingProgram& operator=(const PendingProgram&) = delete;

  // Waits for the result; compile and link errors as in Program::Create.
  StatusOr<Program> Finish();

 private:
  friend class Program;
  void Release();
  std::string name_;
  GLuint program_ = 0;
  std::vector<GLuint> shaders_;
  std::vector<GLenum> stages_;
  std::vector<std::string> sources_;  // for error messages naming the failing line
};

class Program {
 public:
  Program() = default;
  // `name` identifies the program in errors, e.g. "blur.frag".
  static StatusOr<Program> Create(std::string name, std::string_view vertex_source,
                                  std::string_view fragment_source);
  // Create, returning before the driver has finished (PendingProgram).
  static PendingProgram Start(std::string name, std::string_view vertex_source, std::string_view fragment_source);
  // A GLSL ES 3.10 compute program (native GL ES 3.1+ only; an error in WebGL).
  static StatusOr<PendingProgram> StartCompute(std::string name, std::string_view compute_source);

  ~Program();
  Program(Program&& other) noexcept;
  Program& operator=(Program&& other) noexcept;
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;

  void Use() const { glUseProgram(id_); }
  // -1 when the uniform does not exist (or was optimised away).
  GLint UniformLocation(const char* uniform) const;

  GLuint id() const { return id_; }
  const std::string& name() const { return name_; }

 private:
  friend class PendingProgram;
  static PendingProgram StartWith(std::string name, const std::vector<GLenum>& stages,
                                  const std::vector<std::string_view>& sources);
  void Release();
  GLuint id_ = 0;
  std::string name_;
};

// The 1-based source line an info log blames first, or 0 if none is found.
// Understands Mesa ("0:12(5): error"), ANGLE ("ERROR: 0:12:") and NVIDIA ("0(12) : error").
int FirstErrorLine(std::string_view info_log);

// Draws one triangle covering the viewport; pair with shaders/fullscreen.vert.
void DrawFullscreenTriangle();

}  // namespace vfx::gl
