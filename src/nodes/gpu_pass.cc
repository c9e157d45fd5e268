#include "src/nodes/gpu_pass.h"

#include "shaders/shader_library.h"

namespace vfx::nodes {

StatusOr<GpuPass> GpuPass::Create(const char* fragment, gl::TextureFormat output_format, gl::PassKind kind) {
  return Create(fragment, std::vector<gl::TextureFormat>{output_format}, kind);
}

StatusOr<GpuPass> GpuPass::Create(const char* fragment, const std::vector<gl::TextureFormat>& output_formats,
                                  gl::PassKind kind) {
  ASSIGN_OR_RETURN(std::string_view fs, shaders::Get(fragment));
  GpuPass pass;
  ASSIGN_OR_RETURN(pass.program_, gl::PixelProgram::Create(fragment, fs, kind, output_formats));
  return pass;
}

GLint GpuPass::Location(const char* name) {
  for (const auto& [key, location] : locations_) {
    if (key == name) return location;
  }
  GLint location = program_.UniformLocation(name);
  locations_.emplace_back(name, location);
  return location;
}

GpuPass& GpuPass::Use() {
  program_.Use();
  return *this;
}

GpuPass& GpuPass::Texture(const char* name, int unit, const gl::Texture& texture) {
  glActiveTexture(GL_TEXTURE0 + unit);
  glBindTexture(GL_TEXTURE_2D, texture.id());
  glUniform1i(Location(name), unit);
  return *this;
}

GpuPass& GpuPass::Int(const char* name, int v) {
  glUniform1i(Location(name), v);
  return *this;
}

GpuPass& GpuPass::Float(const char* name, float v) {
  glUniform1f(Location(name), v);
  return *this;
}

GpuPass& GpuPass::Vec2(const char* name, float x, float y) {
  glUniform2f(Location(name), x, y);
  return *this;
}

GpuPass& GpuPass::Vec3(const char* name, float x, float y, float z) {
  glUniform3f(Location(name), x, y, z);
  return *this;
}

GpuPass& GpuPass::Vec4(const char* name, float x, float y, float z, float w) {
  glUniform4f(Location(name), x, y, z, w);
  return *this;
}

Status GpuPass::Draw(const gl::Framebuffer& target) {
  Status status = program_.Run(target);
  glActiveTexture(GL_TEXTURE0);
  return status;
}

}  // namespace vfx::nodes
