// One fullscreen GPU program of a node: compiled once at creation, with its
// uniform locations cached, run into a framebuffer each frame (as a fragment
// draw or a compute dispatch: see gl::PixelProgram).
//
// Made while a gl::RecordContext is current, it compiles nothing: its setters
// keep the program's state as GL would (uniforms and sampler bindings persist
// until set again) and Draw appends a pass with that state to the current
// graph::PassRecorder, for an executor elsewhere (WebGPU). The nodes are the
// same code on both.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "src/core/status.h"
#include "src/gl/framebuffer.h"
#include "src/gl/pixel_program.h"
#include "src/gl/texture.h"
#include "src/graph/pass_list.h"

namespace vfx::nodes {

class GpuPass {
 public:
  GpuPass() = default;
  // `fragment` names a shader in shaders/ writing one texture of `output_format`;
  static StatusOr<GpuPass> Create(const char* fragment, gl::TextureFormat output_format, gl::PassKind kind);
  // A program with several outputs (layout(location = i)), one texture each.
  static StatusOr<GpuPass> Create(const char* fragment, const std::vector<gl::TextureFormat>& output_formats,
                                  gl::PassKind kind);

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
  // Computes every pixel of `target`.
  Status Draw(const gl::Framebuffer& target);
  // A recorded pass replayed (executors/gl_pass_list_executor.h): binds
  // `inputs` (sampler name -> texture) on units 0, 1, ..., sets `uniforms`
  // and draws into `target`.
  Status Run(const std::vector<std::pair<std::string, const gl::Texture*>>& inputs,
             const std::vector<graph::Uniform>& uniforms, const gl::Framebuffer& target);

  bool recorded() const { return recorded_; }

 private:
  GLint Location(const char* name);
  GLint NamedLocation(const std::string& name);
  graph::Uniform& RecordedUniform(const char* name, bool integer, int count);
  gl::PixelProgram program_;
  std::vector<std::pair<const char*, GLint>> locations_;
  std::vector<std::pair<std::string, GLint>> named_locations_;  // Run's, by name
  // Recorded programs (gl::RecordContext): the name, output formats and state.
  bool recorded_ = false;
  std::string name_;
  std::vector<gl::TextureFormat> output_formats_;
  std::vector<std::pair<std::string, graph::ResourceId>> bound_;
  std::vector<graph::Uniform> uniforms_;
};

}  // namespace vfx::nodes
