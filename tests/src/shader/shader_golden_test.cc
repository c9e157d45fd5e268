// Golden files of both targets of the shader front end: every fragment program
// of shaders/ and every pass of the shipped models as WGSL (with its bindings
// and uniform layout) and as a GLSL ES 3.10 compute program, so any change to
// what the translators write is reviewed as a diff of tests/data/shader_golden/
// (VFX_UPDATE_GOLDEN=1 rewrites them).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "codegen/emit/webgpu_effects_writer.h"
#include "shaders/shader_library.h"
#include "src/gl/compute_from_fragment.h"
#include "src/nn/model_registry.h"
#include "src/shader/parser.h"
#include "src/wgsl/wgsl_from_glsl.h"

namespace vfx {
namespace {

// Binding kinds by their names in the WebGPU packs, in the order of wgsl::Binding::Kind.
constexpr const char* kBindingKinds[] = {"texture", "uniforms", "sampler", "output"};

// The WGSL source followed by its bindings and uniform layout, or the error.
std::string WgslGolden(std::string_view glsl, const std::vector<std::string>& formats) {
  StatusOr<wgsl::ComputeShader> shader = wgsl::ComputeFromFragment(glsl, formats);
  if (!shader.ok()) return "error: " + shader.status().message() + "\n";
  std::ostringstream out;
  out << shader->source << "// bindings:";
  for (const wgsl::Binding& b : shader->bindings)
    out << " " << b.binding << "=" << b.name << "(" << kBindingKinds[static_cast<int>(b.kind)] << ")";
  out << "\n// uniforms (" << shader->uniform_buffer_size << " bytes):";
  for (const wgsl::UniformField& u : shader->uniforms)
    out << " " << u.name << ":" << u.type << "@" << u.offset << "x" << u.components;
  out << "\n";
  return out.str();
}

std::string ComputeGolden(std::string_view glsl, const std::vector<gl::TextureFormat>& formats) {
  StatusOr<std::string> compute = gl::ComputeFromFragment(glsl, formats);
  return compute.ok() ? *compute : "error: " + compute.status().message() + "\n";
}

gl::TextureFormat TextureFormatOf(const std::string& wgsl_format) {
  if (wgsl_format == "rgba32float") return gl::TextureFormat::kRgba32F;
  if (wgsl_format == "rgba8unorm") return gl::TextureFormat::kRgba8;
  return gl::TextureFormat::kRgba16F;
}

// The WGSL storage format of each output of each effect program, as the WebGPU
// effects pack declares them; other programs get rgba16float per output location.
StatusOr<std::map<std::string, std::vector<std::string>>> EffectOutputFormats() {
  std::map<std::string, std::vector<std::string>> formats;
  ASSIGN_OR_RETURN(std::string pack, codegen::WriteWebGpuEffects());
  for (const auto& [name, shader] : nlohmann::json::parse(pack)["shaders"].items()) {
    formats[name] = shader["outputs"].get<std::vector<std::string>>();
  }
  return formats;
}

// How many targets the program writes: its highest output location + 1.
int OutputCount(std::string_view source) {
  StatusOr<shader::Program> program = shader::Parse(source);
  int outputs = 1;
  if (!program.ok()) return outputs;
  for (const shader::Declaration& d : program->declarations) {
    if (d.kind == shader::Declaration::Kind::kOutput) outputs = std::max(outputs, d.location + 1);
  }
  return outputs;
}

std::optional<std::string> FileContents(const std::string& path) {
  std::ifstream in(path);
  if (!in.good()) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Compares `actual` with tests/data/shader_golden/<file>, or rewrites it.
void CheckGolden(const std::string& file, const std::string& actual) {
  const std::string path = std::string(VFX_TEST_DATA_DIR) + "/shader_golden/" + file;
  if (std::getenv("VFX_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(path) << actual;
    return;
  }
  const std::optional<std::string> golden = FileContents(path);
  ASSERT_TRUE(golden.has_value()) << path << " is missing (VFX_UPDATE_GOLDEN=1 writes it)";
  EXPECT_EQ(actual, *golden) << file << " changed: rerun with VFX_UPDATE_GOLDEN=1 and review the diff";
}

TEST(ShaderGolden, EveryShaderInBothTargets) {
  const StatusOr<std::map<std::string, std::vector<std::string>>> effects = EffectOutputFormats();
  ASSERT_TRUE(effects.ok()) << effects.status().ToString();
  const std::map<std::string, std::vector<std::string>>& effect_formats = *effects;
  int shaders = 0;
  for (const EmbeddedFile& file : shaders::All()) {
    const std::string name = file.name;
    if (name.size() < 5 || name.substr(name.size() - 5) != ".frag") continue;
    SCOPED_TRACE(name);
    const std::string stem = name.substr(0, name.size() - 5);
    const std::string source(file.contents);
    auto found = effect_formats.find(stem);
    const std::vector<std::string> formats =
        found != effect_formats.end() ? found->second : std::vector<std::string>(OutputCount(source), "rgba16float");
    std::vector<gl::TextureFormat> texture_formats;
    for (const std::string& f : formats) texture_formats.push_back(TextureFormatOf(f));
    CheckGolden(stem + ".wgsl", WgslGolden(source, formats));
    CheckGolden(stem + ".comp.glsl", ComputeGolden(source, texture_formats));
    ++shaders;
  }
  EXPECT_GE(shaders, 10);
}

// The passes of each shipped model (the native build's GPU variant), in plan
// order, one file per model and target.
TEST(ShaderGolden, EveryModelPassInBothTargets) {
  ASSERT_FALSE(nn::GeneratedModels().empty());
  for (const nn::ModelEntry& entry : nn::GeneratedModels()) {
    if (entry.small_input) continue;  // the same passes at another size: one golden per model
    SCOPED_TRACE(entry.name);
    const nn::ModelPlan plan = entry.build();
    std::string wgsl_text, compute_text;
    for (const nn::PassDesc& pass : plan.passes) {
      const int outputs = plan.tensors[pass.output].packing == tensor::Packing::kTiled ? 1 : 4;
      const std::string separator = "// ==== pass " + pass.name + "\n";
      wgsl_text += separator + WgslGolden(pass.fragment_source, std::vector<std::string>(outputs, "rgba32float"));
      compute_text += separator + ComputeGolden(pass.fragment_source,
                                                std::vector<gl::TextureFormat>(outputs, gl::TextureFormat::kRgba32F));
    }
    CheckGolden(std::string("models/") + entry.name + ".wgsl", wgsl_text);
    CheckGolden(std::string("models/") + entry.name + ".comp.glsl", compute_text);
  }
}

}  // namespace
}  // namespace vfx
