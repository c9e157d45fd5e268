#include "src/gl/compute_from_fragment.h"

#include <map>
#include <regex>
#include <sstream>

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

// The source without // and /* */ comments; a block comment leaves its line
// breaks, so line numbers (and compiler error lines) stay those of the source.
std::string WithoutComments(std::string_view source) {
  static const std::regex comments(R"(//[^\n]*|/\*[\s\S]*?\*/)");
  std::string text(source);
  std::string out;
  auto begin = std::sregex_iterator(text.begin(), text.end(), comments);
  size_t last = 0;
  for (auto it = begin; it != std::sregex_iterator(); ++it) {
    out.append(text, last, static_cast<size_t>(it->position()) - last);
    out += ' ';
    for (char c : it->str()) {
      if (c == '\n') out += '\n';
    }
    last = static_cast<size_t>(it->position() + it->length());
  }
  out.append(text, last, std::string::npos);
  return out;
}

}  // namespace

StatusOr<std::string> ComputeFromFragment(std::string_view fragment_source,
                                          const std::vector<TextureFormat>& output_formats) {
  const std::string code = WithoutComments(fragment_source);
  static const std::regex fragment_only(
      R"(\b(discard|dFdx|dFdy|fwidth|gl_FragDepth|gl_FrontFacing|gl_PointCoord|gl_FragData)\b)");
  std::smatch found;
  if (std::regex_search(code, found, fragment_only)) {
    return InvalidArgumentError("fragment program uses '" + found[1].str() +
                                "', which a compute program cannot");
  }

  static const std::regex version_line(R"(^\s*#version\s+300\s+es\s*$)");
  static const std::regex output_decl(
      R"(^\s*(?:layout\s*\(\s*location\s*=\s*(\d+)\s*\)\s*)?out\s+(?:(?:highp|mediump|lowp)\s+)?vec4\s+(\w+)\s*;\s*(//.*)?$)");
  static const std::regex any_output(R"(^\s*(layout\s*\([^)]*\)\s*)?out\s)");
  static const std::regex uv_decl(R"(^\s*in\s+(?:(?:highp|mediump|lowp)\s+)?vec2\s+v_uv\s*;\s*(//.*)?$)");
  static const std::regex any_input(R"(^\s*(layout\s*\([^)]*\)\s*)?in\s)");
  static const std::regex main_decl(R"(\bvoid\s+main\s*\(\s*(void)?\s*\))");
  static const std::regex frag_coord(R"(\bgl_FragCoord\b)");

  std::ostringstream out;
  std::map<int, std::string> outputs;  // location -> variable
  bool saw_version = false;
  bool saw_main = false;
  bool uses_uv = false;
  std::istringstream lines{code};
  std::string line;
  int line_number = 0;
  while (std::getline(lines, line)) {
    ++line_number;
    std::smatch m;
    if (!saw_version) {
      if (!std::regex_match(line, version_line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        return InvalidArgumentError("fragment program must start with '#version 300 es', line " +
                                    std::to_string(line_number) + " is: " + line);
      }
      saw_version = true;
      out << "#version 310 es\n"
          << "layout(local_size_x = " << kComputeGroupSize << ", local_size_y = " << kComputeGroupSize
          << ") in;\n"
          << "highp vec4 vfx_frag_coord;\n";
      continue;
    }
    if (std::regex_match(line, m, output_decl)) {
      const int location = m[1].matched ? std::stoi(m[1].str()) : 0;
      if (!m[1].matched && !outputs.empty()) {
        return InvalidArgumentError("fragment program has several outputs without a location (line " +
                                    std::to_string(line_number) + ")");
      }
      if (location < 0 || location >= static_cast<int>(output_formats.size())) {
        return InvalidArgumentError("fragment output '" + m[2].str() + "' at location " +
                                    std::to_string(location) + " has no target (" +
                                    std::to_string(output_formats.size()) + " given)");
      }
      if (!outputs.emplace(location, m[2].str()).second) {
        return InvalidArgumentError("two fragment outputs at location " + std::to_string(location));
      }
      out << "highp vec4 " << m[2].str() << ";\n";
      continue;
    }
    if (std::regex_search(line, any_output)) {
      return InvalidArgumentError("unsupported fragment output declaration (line " +
                                  std::to_string(line_number) + "): " + line);
    }
    if (std::regex_match(line, uv_decl)) {
      uses_uv = true;
      out << "highp vec2 v_uv;\n";
      continue;
    }
    if (std::regex_search(line, any_input)) {
      return InvalidArgumentError("unsupported fragment input (only 'in vec2 v_uv' is known), line " +
                                  std::to_string(line_number) + ": " + line);
    }
    if (std::regex_search(line, main_decl)) {
      if (saw_main) return InvalidArgumentError("fragment program declares main() twice");
      saw_main = true;
      line = std::regex_replace(line, main_decl, "void vfx_fragment_main()");
    }
    out << std::regex_replace(line, frag_coord, "vfx_frag_coord") << "\n";
  }
  if (!saw_version) return InvalidArgumentError("fragment program is empty");
  if (!saw_main) return InvalidArgumentError("fragment program has no main()");
  if (outputs.size() != output_formats.size()) {
    return InvalidArgumentError("fragment program writes " + std::to_string(outputs.size()) +
                                " output(s) but " + std::to_string(output_formats.size()) +
                                " target(s) were given");
  }

  out << "\nuniform highp ivec2 " << kComputeOutputSizeUniform << ";\n";
  for (const auto& [location, name] : outputs) {
    out << "layout(" << ImageFormatQualifier(output_formats[location]) << ", binding = " << location
        << ") writeonly uniform highp image2D vfx_output_" << location << ";\n";
  }
  out << "void main() {\n"
      << "  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);\n"
      << "  if (pixel.x >= " << kComputeOutputSizeUniform << ".x || pixel.y >= "
      << kComputeOutputSizeUniform << ".y) return;\n"
      << "  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);\n";
  if (uses_uv) out << "  v_uv = (vec2(pixel) + 0.5) / vec2(" << kComputeOutputSizeUniform << ");\n";
  out << "  vfx_fragment_main();\n";
  for (const auto& [location, name] : outputs) {
    out << "  imageStore(vfx_output_" << location << ", pixel, " << name << ");\n";
  }
  out << "}\n";
  return out.str();
}

}  // namespace vfx::gl
