// One fullscreen GPU program of a node: compiled once at creation, with its
// uniform locations cached, drawn into a framebuffer each frame.
#pragma once

#include <utility>
#include <vector>

#include "src/core/status.h"
#include "src/gl/framebuffer.h"
#include "src/gl/program.h"
#include "src/gl/texture.h"

namespace vfx::nodes {

class GpuPass {
 public:
  GpuPass() = default;
  // `fragment` names a shader in shaders/, drawn with shaders/fullscreen.vert.
  static StatusOr<GpuPass> Create(const char* fragment);

  // Binds the program; the setters below then apply to it.
  GpuPass& Use();
  // Binds `texture` on `unit` to sampler `name`. Names must be string literals
  // (their addresses key the location cache).
  GpuPass& Texture(const char* name, int unit, const gl::Texture& texture);
  GpuPass& Int(const char* name, int v);
  GpuPass& Float(const char* name, float v);
  GpuPass& Vec2(const char* name, float x, float y);
  GpuPass& Vec3(const char* name, float x, float y, float z);
  GpuPass& Vec4(const char* name, float x, float y, float z, float w);
  // Draws the fullscreen triangle into `target`.
  void Draw(const gl::Framebuffer& target);

 private:
  GLint Location(const char* name);
  gl::Program program_;
  std::vector<std::pair<const char*, GLint>> locations_;
};

}  // namespace vfx::nodes
