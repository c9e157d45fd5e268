#include "src/gl/pixel_program.h"

#include "shaders/shader_library.h"
#include "src/gl/compute_from_fragment.h"
#include "src/gl/gl_check.h"

namespace vfx::gl {

const char* PassKindName(PassKind kind) {
  switch (kind) {
    case PassKind::kAuto: return "auto";
    case PassKind::kFragment: return "fragment";
    case PassKind::kCompute: return "compute";
  }
  return "?";
}

StatusOr<PassKind> ParsePassKind(std::string_view name) {
  for (PassKind kind : {PassKind::kAuto, PassKind::kFragment, PassKind::kCompute}) {
    if (name == PassKindName(kind)) return kind;
  }
  return InvalidArgumentError("unknown pass kind '" + std::string(name) + "' (auto, fragment or compute)");
}

bool ComputeShadersAvailable() {
#if VFX_HAS_COMPUTE
  GLint major = 0;
  GLint minor = 0;
  glGetIntegerv(GL_MAJOR_VERSION, &major);
  glGetIntegerv(GL_MINOR_VERSION, &minor);
  return major > 3 || (major == 3 && minor >= 1);
#else
  return false;
#endif
}

StatusOr<PassKind> ResolvePassKind(PassKind requested) {
  const bool compute = ComputeShadersAvailable();
  if (requested == PassKind::kAuto) return compute ? PassKind::kCompute : PassKind::kFragment;
  if (requested == PassKind::kCompute && !compute) {
    return UnavailableError("compute passes need a GL ES 3.1 context; this one has none (use fragment passes)");
  }
  return requested;
}

void MakeComputeWritesVisible() {
#if VFX_HAS_COMPUTE
  if (ComputeShadersAvailable()) glMemoryBarrier(GL_ALL_BARRIER_BITS);
#endif
}

StatusOr<PixelProgram::Pending> PixelProgram::Start(std::string name, std::string_view fragment_source, PassKind kind,
                                                    const std::vector<TextureFormat>& output_formats) {
  Pending pending;
  ASSIGN_OR_RETURN(pending.kind, ResolvePassKind(kind));
  pending.output_formats = output_formats;
  if (pending.kind == PassKind::kFragment) {
    ASSIGN_OR_RETURN(std::string_view vertex, shaders::Get("fullscreen.vert"));
    pending.program = Program::Start(std::move(name), vertex, fragment_source);
    return pending;
  }
#if VFX_HAS_COMPUTE
  StatusOr<std::string> compute = ComputeFromFragment(fragment_source, output_formats);
  if (!compute.ok()) return compute.status().WithContext("program '" + name + "' as a compute pass");
  ASSIGN_OR_RETURN(pending.program, Program::StartCompute(std::move(name), *compute));
  return pending;
#else
  return UnavailableError("program '" + name + "' as a compute pass in a build without compute shaders");
#endif
}

StatusOr<PixelProgram> PixelProgram::Finish(Pending pending) {
  PixelProgram result;
  result.kind_ = pending.kind;
  result.output_formats_ = std::move(pending.output_formats);
  ASSIGN_OR_RETURN(result.program_, pending.program.Finish());
  if (result.kind_ == PassKind::kCompute) {
    result.output_size_location_ = result.program_.UniformLocation(kComputeOutputSizeUniform);
  }
  return result;
}

StatusOr<PixelProgram> PixelProgram::Create(std::string name, std::string_view fragment_source, PassKind kind,
                                            const std::vector<TextureFormat>& output_formats) {
  ASSIGN_OR_RETURN(Pending pending, Start(std::move(name), fragment_source, kind, output_formats));
  return Finish(std::move(pending));
}

Status PixelProgram::Run(const Framebuffer& target) const {
  if (kind_ == PassKind::kFragment) {
    target.BindForDraw();
    DrawFullscreenTriangle();
    return Status::Ok();
  }
#if VFX_HAS_COMPUTE
  const int count = target.attachment_count();
  if (count != static_cast<int>(output_formats_.size()) || target.attachment_texture(0) == 0) {
    return InvalidArgumentError("compute pass '" + program_.name() + "' writes " +
                                std::to_string(output_formats_.size()) + " texture(s); its target has " +
                                std::to_string(count) + (target.attachment_texture(0) == 0 ? " (the canvas)" : ""));
  }
  for (int i = 0; i < count; ++i) {
    if (target.attachment_format(i) != output_formats_[i]) {
      return InvalidArgumentError("compute pass '" + program_.name() + "' output " + std::to_string(i) + " is " +
                                  TextureFormatName(output_formats_[i]) + ", its target " +
                                  TextureFormatName(target.attachment_format(i)));
    }
    glBindImageTexture(static_cast<GLuint>(i), target.attachment_texture(i), 0, GL_FALSE, 0, GL_WRITE_ONLY,
                       ToGlFormat(output_formats_[i]).internal_format);
  }
  glUniform2i(output_size_location_, target.width(), target.height());
  glDispatchCompute(static_cast<GLuint>((target.width() + kComputeGroupSize - 1) / kComputeGroupSize),
                    static_cast<GLuint>((target.height() + kComputeGroupSize - 1) / kComputeGroupSize), 1);
  // Later passes sample the result or store to it again; read-backs add a full barrier.
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  return Status::Ok();
#else
  return UnavailableError("compute pass '" + program_.name() + "' in a build without compute shaders");
#endif
}

}  // namespace vfx::gl
