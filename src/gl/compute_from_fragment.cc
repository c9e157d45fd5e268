#include "src/gl/compute_from_fragment.h"

#include "src/shader/parser.h"

namespace vfx::gl {
namespace {

const char* ImageFormatQualifier(TextureFormat format) {
  switch (format) {
    case TextureFormat::kRgba8: return "rgba8";
    case TextureFormat::kRgba16F: return "rgba16f";
    case TextureFormat::kRgba32F: return "rgba32f";
    case TextureFormat::kR8: break;  // never a compute pass's output (no r8 image format in GLSL ES)
  }
  return "rgba8";
}

}  // namespace

StatusOr<std::string> ComputeFromFragment(std::string_view fragment_source,
                                          const std::vector<TextureFormat>& output_formats) {
  ASSIGN_OR_RETURN(shader::Program program, shader::Parse(fragment_source));
  std::vector<std::string> image_formats;
  for (TextureFormat format : output_formats) image_formats.push_back(ImageFormatQualifier(format));
  return shader::EmitGlslCompute(program, image_formats);
}

}  // namespace vfx::gl
