#include "src/nodes/gpu_pass.h"

#include "shaders/shader_library.h"
#include "src/gl/record_context.h"

namespace vfx::nodes {

StatusOr<GpuPass> GpuPass::Create(const char* fragment, gl::TextureFormat output_format, gl::PassKind kind) {
  return Create(fragment, std::vector<gl::TextureFormat>{output_format}, kind);
}

StatusOr<GpuPass> GpuPass::Create(const char* fragment, const std::vector<gl::TextureFormat>& output_formats,
                                  gl::PassKind kind) {
  ASSIGN_OR_RETURN(std::string_view fs, shaders::Get(fragment));
  GpuPass pass;
  if (gl::RecordContext::Current() != nullptr) {
    pass.recorded_ = true;
    pass.name_ = fragment;
    if (const size_t dot = pass.name_.rfind('.'); dot != std::string::npos) pass.name_.resize(dot);
    pass.output_formats_ = output_formats;
    return pass;
  }
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

GLint GpuPass::NamedLocation(const std::string& name) {
  for (const auto& [key, location] : named_locations_) {
    if (key == name) return location;
  }
  GLint location = program_.UniformLocation(name.c_str());
  named_locations_.emplace_back(name, location);
  return location;
}

Status GpuPass::Run(const std::vector<std::pair<std::string, const gl::Texture*>>& inputs,
                    const std::vector<graph::Uniform>& uniforms, const gl::Framebuffer& target) {
  if (recorded_) return InternalError("a recorded program cannot replay a pass");
  program_.Use();
  int unit = 0;
  for (const auto& [name, texture] : inputs) {
    glActiveTexture(GL_TEXTURE0 + unit);
    glBindTexture(GL_TEXTURE_2D, texture->id());
    glUniform1i(NamedLocation(name), unit++);
  }
  for (const graph::Uniform& u : uniforms) {
    const GLint location = NamedLocation(u.name);
    if (u.integer) {
      switch (u.count) {
        case 1: glUniform1iv(location, 1, u.i); break;
        case 2: glUniform2iv(location, 1, u.i); break;
        case 3: glUniform3iv(location, 1, u.i); break;
        default: glUniform4iv(location, 1, u.i); break;
      }
    } else {
      switch (u.count) {
        case 1: glUniform1fv(location, 1, u.f); break;
        case 2: glUniform2fv(location, 1, u.f); break;
        case 3: glUniform3fv(location, 1, u.f); break;
        default: glUniform4fv(location, 1, u.f); break;
      }
    }
  }
  return Draw(target);
}

graph::Uniform& GpuPass::RecordedUniform(const char* name, bool integer, int count) {
  for (graph::Uniform& u : uniforms_) {
    if (u.name == name) {
      u.integer = integer;
      u.count = count;
      return u;
    }
  }
  graph::Uniform& u = uniforms_.emplace_back();
  u.name = name;
  u.integer = integer;
  u.count = count;
  return u;
}

GpuPass& GpuPass::Use() {
  if (!recorded_) program_.Use();
  return *this;
}

GpuPass& GpuPass::Texture(const char* name, int unit, const gl::Texture& texture) {
  if (recorded_) {
    for (auto& [sampler, id] : bound_) {
      if (sampler == name) {
        id = texture.id();
        return *this;
      }
    }
    bound_.emplace_back(name, texture.id());
    return *this;
  }
  glActiveTexture(GL_TEXTURE0 + unit);
  glBindTexture(GL_TEXTURE_2D, texture.id());
  glUniform1i(Location(name), unit);
  return *this;
}

GpuPass& GpuPass::Int(const char* name, int v) {
  if (recorded_) {
    RecordedUniform(name, true, 1).i[0] = v;
    return *this;
  }
  glUniform1i(Location(name), v);
  return *this;
}

GpuPass& GpuPass::Float(const char* name, float v) {
  if (recorded_) {
    RecordedUniform(name, false, 1).f[0] = v;
    return *this;
  }
  glUniform1f(Location(name), v);
  return *this;
}

GpuPass& GpuPass::Vec2(const char* name, float x, float y) {
  if (recorded_) {
    graph::Uniform& u = RecordedUniform(name, false, 2);
    u.f[0] = x;
    u.f[1] = y;
    return *this;
  }
  glUniform2f(Location(name), x, y);
  return *this;
}

GpuPass& GpuPass::Vec3(const char* name, float x, float y, float z) {
  if (recorded_) {
    graph::Uniform& u = RecordedUniform(name, false, 3);
    u.f[0] = x;
    u.f[1] = y;
    u.f[2] = z;
    return *this;
  }
  glUniform3f(Location(name), x, y, z);
  return *this;
}

GpuPass& GpuPass::Vec4(const char* name, float x, float y, float z, float w) {
  if (recorded_) {
    graph::Uniform& u = RecordedUniform(name, false, 4);
    u.f[0] = x;
    u.f[1] = y;
    u.f[2] = z;
    u.f[3] = w;
    return *this;
  }
  glUniform4f(Location(name), x, y, z, w);
  return *this;
}

Status GpuPass::Draw(const gl::Framebuffer& target) {
  if (recorded_) {
    graph::PassRecorder* recorder = graph::PassRecorder::Current();
    if (recorder == nullptr) return InternalError("recorded pass '" + name_ + "' drawn with no pass recorder current");
    if (!target.recorded() || target.attachment_count() != static_cast<int>(output_formats_.size())) {
      return InvalidArgumentError("recorded pass '" + name_ + "' writes " + std::to_string(output_formats_.size()) +
                                  " recorded texture(s); its target does not match");
    }
    graph::Pass pass;
    pass.type = graph::PassType::kProgram;
    pass.program = name_;
    pass.inputs = bound_;
    for (int i = 0; i < target.attachment_count(); ++i) {
      if (target.attachment_format(i) != output_formats_[i]) {
        return InvalidArgumentError("recorded pass '" + name_ + "' output " + std::to_string(i) + " is " +
                                    gl::TextureFormatName(output_formats_[i]) + ", its target " +
                                    gl::TextureFormatName(target.attachment_format(i)));
      }
      pass.outputs.push_back(target.attachment_texture(i));
    }
    pass.uniforms = uniforms_;
    pass.width = target.width();
    pass.height = target.height();
    recorder->Record(std::move(pass));
    return Status::Ok();
  }
  Status status = program_.Run(target);
  glActiveTexture(GL_TEXTURE0);
  return status;
}

}  // namespace vfx::nodes
