#include "src/gl/program.h"

#include <cctype>
#include <utility>
#include <vector>

#include "src/gl/gl_check.h"
#include "src/gl/object_counts.h"

namespace vfx::gl {
namespace {

std::string ShaderInfoLog(GLuint shader) {
  GLint length = 0;
  glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
  std::string log(length > 0 ? length : 0, '\0');
  if (length > 0) glGetShaderInfoLog(shader, length, nullptr, log.data());
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
  return log;
}

std::string ProgramInfoLog(GLuint program) {
  GLint length = 0;
  glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
  std::string log(length > 0 ? length : 0, '\0');
  if (length > 0) glGetProgramInfoLog(program, length, nullptr, log.data());
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
  return log;
}

std::string SourceLine(std::string_view source, int line) {
  int current = 1;
  size_t start = 0;
  while (current < line) {
    size_t newline = source.find('\n', start);
    if (newline == std::string_view::npos) return "";
    start = newline + 1;
    ++current;
  }
  size_t end = source.find('\n', start);
  return std::string(source.substr(start, end == std::string_view::npos ? end : end - start));
}

// Parses digits at `pos`; returns the number and advances pos, or -1.
int ParseNumber(std::string_view text, size_t& pos) {
  if (pos >= text.size() || !std::isdigit(static_cast<unsigned char>(text[pos]))) return -1;
  int value = 0;
  while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
    value = value * 10 + (text[pos] - '0');
    ++pos;
  }
  return value;
}

StatusOr<GLuint> CompileShader(const std::string& name, GLenum stage, std::string_view source) {
  GLuint shader = glCreateShader(stage);
  if (shader == 0) return InternalError("glCreateShader failed for '" + name + "'");
  const char* text = source.data();
  GLint length = static_cast<GLint>(source.size());
  glShaderSource(shader, 1, &text, &length);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok == GL_TRUE) return shader;
  std::string log = ShaderInfoLog(shader);
  glDeleteShader(shader);
  const char* stage_name = stage == GL_VERTEX_SHADER ? "vertex" : stage == GL_FRAGMENT_SHADER ? "fragment" : "compute";
  std::string message = "shader '" + name + "' (" + stage_name + ") failed to compile";
  int line = FirstErrorLine(log);
  if (line > 0) {
    message += " at line " + std::to_string(line) + ": `" + SourceLine(source, line) + "`";
  }
  return InvalidArgumentError(message + "\n" + log);
}

}  // namespace

int FirstErrorLine(std::string_view log) {
  for (size_t i = 0; i + 2 < log.size(); ++i) {
    // Every format starts with the source-string number 0 followed by ':' or '('.
    if (log[i] != '0' || (i > 0 && std::isdigit(static_cast<unsigned char>(log[i - 1])))) continue;
    size_t pos = i + 1;
    if (log[pos] == ':') {
      ++pos;
      int line = ParseNumber(log, pos);
      if (line > 0 && pos < log.size() && (log[pos] == ':' || log[pos] == '(')) return line;
    } else if (log[pos] == '(') {
      ++pos;
      int line = ParseNumber(log, pos);
      if (line > 0 && pos < log.size() && log[pos] == ')') return line;
    }
  }
  return 0;
}

StatusOr<Program> Program::Link(std::string name, const std::vector<GLuint>& shaders) {
  Program program;
  program.name_ = std::move(name);
  program.id_ = glCreateProgram();
  internal::CountCreated(internal::ObjectKind::kProgram);
  for (GLuint shader : shaders) glAttachShader(program.id_, shader);
  glLinkProgram(program.id_);
  // The program keeps the compiled code; the shader objects can go now.
  for (GLuint shader : shaders) {
    glDetachShader(program.id_, shader);
    glDeleteShader(shader);
  }
  GLint linked = GL_FALSE;
  glGetProgramiv(program.id_, GL_LINK_STATUS, &linked);
  if (linked != GL_TRUE) {
    return InvalidArgumentError("program '" + program.name_ + "' failed to link\n" +
                                ProgramInfoLog(program.id_));
  }
  return program;
}

StatusOr<Program> Program::Create(std::string name, std::string_view vertex_source,
                                  std::string_view fragment_source) {
  ASSIGN_OR_RETURN(GLuint vs, CompileShader(name, GL_VERTEX_SHADER, vertex_source));
  StatusOr<GLuint> fs = CompileShader(name, GL_FRAGMENT_SHADER, fragment_source);
  if (!fs.ok()) {
    glDeleteShader(vs);
    return fs.status();
  }
  return Link(std::move(name), {vs, *fs});
}

#if VFX_HAS_COMPUTE
StatusOr<Program> Program::CreateCompute(std::string name, std::string_view compute_source) {
  ASSIGN_OR_RETURN(GLuint cs, CompileShader(name, GL_COMPUTE_SHADER, compute_source));
  return Link(std::move(name), {cs});
}
#else
StatusOr<Program> Program::CreateCompute(std::string name, std::string_view) {
  return UnavailableError("program '" + name + "': compute shaders are not available in this build (WebGL2)");
}
#endif

Program::~Program() { Release(); }

Program::Program(Program&& other) noexcept { *this = std::move(other); }

Program& Program::operator=(Program&& other) noexcept {
  if (this != &other) {
    Release();
    id_ = std::exchange(other.id_, 0);
    name_ = std::move(other.name_);
  }
  return *this;
}

void Program::Release() {
  if (id_ != 0) {
    glDeleteProgram(id_);
    internal::CountDeleted(internal::ObjectKind::kProgram);
  }
  id_ = 0;
}

GLint Program::UniformLocation(const char* uniform) const {
  return glGetUniformLocation(id_, uniform);
}

void DrawFullscreenTriangle() { glDrawArrays(GL_TRIANGLES, 0, 3); }

}  // namespace vfx::gl
