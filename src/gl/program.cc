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

// The error of a shader that did not compile: its stage, first failing line and the log.
Status ShaderError(const std::string& name, GLenum stage, GLuint shader, std::string_view source) {
  std::string log = ShaderInfoLog(shader);
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

PendingProgram Program::StartWith(std::string name, const std::vector<GLenum>& stages,
                                  const std::vector<std::string_view>& sources) {
  PendingProgram pending;
  pending.name_ = std::move(name);
  pending.program_ = glCreateProgram();
  internal::CountCreated(internal::ObjectKind::kProgram);
  for (size_t i = 0; i < stages.size(); ++i) {
    GLuint shader = glCreateShader(stages[i]);
    if (shader != 0) {
      const char* text = sources[i].data();
      GLint length = static_cast<GLint>(sources[i].size());
      glShaderSource(shader, 1, &text, &length);
      glCompileShader(shader);
      glAttachShader(pending.program_, shader);
    }
    pending.shaders_.push_back(shader);
    pending.stages_.push_back(stages[i]);
    pending.sources_.emplace_back(sources[i]);
  }
  // No status query here: the driver may compile and link in the background.
  glLinkProgram(pending.program_);
  return pending;
}

PendingProgram Program::Start(std::string name, std::string_view vertex_source, std::string_view fragment_source) {
  return StartWith(std::move(name), {GL_VERTEX_SHADER, GL_FRAGMENT_SHADER}, {vertex_source, fragment_source});
}

StatusOr<Program> Program::Create(std::string name, std::string_view vertex_source,
                                  std::string_view fragment_source) {
  return Start(std::move(name), vertex_source, fragment_source).Finish();
}

#if VFX_HAS_COMPUTE
StatusOr<PendingProgram> Program::StartCompute(std::string name, std::string_view compute_source) {
  return StartWith(std::move(name), {GL_COMPUTE_SHADER}, {compute_source});
}
#else
StatusOr<PendingProgram> Program::StartCompute(std::string name, std::string_view) {
  return UnavailableError("program '" + name + "': compute shaders are not available in this build (WebGL2)");
}
#endif

PendingProgram::~PendingProgram() { Release(); }

PendingProgram::PendingProgram(PendingProgram&& other) noexcept { *this = std::move(other); }

PendingProgram& PendingProgram::operator=(PendingProgram&& other) noexcept {
  if (this != &other) {
    Release();
    name_ = std::move(other.name_);
    program_ = std::exchange(other.program_, 0);
    shaders_ = std::move(other.shaders_);
    stages_ = std::move(other.stages_);
    sources_ = std::move(other.sources_);
    other.shaders_.clear();
  }
  return *this;
}

void PendingProgram::Release() {
  for (GLuint shader : shaders_) {
    if (shader != 0) glDeleteShader(shader);
  }
  shaders_.clear();
  if (program_ != 0) {
    glDeleteProgram(program_);
    internal::CountDeleted(internal::ObjectKind::kProgram);
  }
  program_ = 0;
}

StatusOr<Program> PendingProgram::Finish() {
  if (program_ == 0) return InternalError("program '" + name_ + "' was already finished");
  GLint linked = GL_FALSE;
  glGetProgramiv(program_, GL_LINK_STATUS, &linked);  // waits for the driver
  if (linked != GL_TRUE) {
    Status error = InvalidArgumentError("program '" + name_ + "' failed to link\n" + ProgramInfoLog(program_));
    for (size_t i = 0; i < shaders_.size(); ++i) {
      if (shaders_[i] == 0) {
        error = InternalError("glCreateShader failed for '" + name_ + "'");
        break;
      }
      GLint compiled = GL_FALSE;
      glGetShaderiv(shaders_[i], GL_COMPILE_STATUS, &compiled);
      if (compiled != GL_TRUE) {
        error = ShaderError(name_, stages_[i], shaders_[i], sources_[i]);
        break;
      }
    }
    Release();
    return error;
  }
  Program program;
  program.name_ = std::move(name_);
  program.id_ = std::exchange(program_, 0);
  // The program keeps the compiled code; the shader objects can go now.
  for (GLuint shader : shaders_) {
    glDetachShader(program.id_, shader);
    glDeleteShader(shader);
  }
  shaders_.clear();
  sources_.clear();
  return program;
}

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
