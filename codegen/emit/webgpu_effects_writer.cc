#include "codegen/emit/webgpu_effects_writer.h"

#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "shaders/shader_library.h"
#include "src/wgsl/wgsl_from_glsl.h"

namespace vfx::codegen {
namespace {

using nlohmann::json;

// A program of the pack: a fragment shader of shaders/ that declares the
// WebGPU storage format of each output, by location, on a line of its own:
//   // webgpu-outputs: rgba16float rgba16float
// The formats are those of the render targets the shader's node draws into on
// GL (RGBA16F -> rgba16float, RGBA8 -> rgba8unorm, RGBA32F -> rgba32float);
// tests/src/pipeline/recorded_frames_test.cc holds every program the frame
// graph records to its declaration. Shaders without the line (the GL
// executor's own copies and uploads, self-tests) are not in the pack, so a new
// node's shader joins the WebGPU backend by declaring its outputs.
constexpr std::string_view kOutputsMarker = "// webgpu-outputs:";

struct EffectShader {
  std::string name;                  // shaders/<name>.frag
  std::vector<std::string> outputs;  // storage format per output location
};

StatusOr<std::vector<EffectShader>> EffectShaders() {
  static const std::set<std::string> kFormats = {"rgba8unorm", "rgba16float", "rgba32float"};
  std::vector<EffectShader> shaders;
  for (const EmbeddedFile& file : shaders::All()) {
    const std::string_view name(file.name);
    constexpr std::string_view kFrag = ".frag";
    if (name.size() <= kFrag.size() || name.substr(name.size() - kFrag.size()) != kFrag) continue;
    const std::string_view source(file.contents);
    const size_t at = source.find(kOutputsMarker);
    if (at == std::string_view::npos) continue;
    if (at != 0 && source[at - 1] != '\n') {
      return InvalidArgumentError(std::string(name) + ": '" + std::string(kOutputsMarker) + "' must start a line");
    }
    const size_t end = source.find('\n', at);
    std::istringstream formats(std::string(source.substr(at + kOutputsMarker.size(), end - at - kOutputsMarker.size())));
    EffectShader shader{std::string(name.substr(0, name.size() - kFrag.size())), {}};
    for (std::string format; formats >> format;) {
      if (!kFormats.count(format)) {
        return InvalidArgumentError(std::string(name) + ": unknown WebGPU output format '" + format + "'");
      }
      shader.outputs.push_back(format);
    }
    if (shader.outputs.empty()) return InvalidArgumentError(std::string(name) + ": no output format after the marker");
    shaders.push_back(std::move(shader));
  }
  return shaders;
}

const char* KindName(wgsl::Binding::Kind kind) {
  switch (kind) {
    case wgsl::Binding::Kind::kSampledTexture: return "texture";
    case wgsl::Binding::Kind::kUniformBuffer: return "uniforms";
    case wgsl::Binding::Kind::kSampler: return "sampler";
    case wgsl::Binding::Kind::kStorageTexture: return "output";
  }
  return "?";
}

}  // namespace

StatusOr<std::string> WriteWebGpuEffects() {
  json shaders = json::object();
  ASSIGN_OR_RETURN(std::vector<EffectShader> effect_shaders, EffectShaders());
  for (const EffectShader& s : effect_shaders) {
    const std::string file = s.name + ".frag";
    ASSIGN_OR_RETURN(std::string_view glsl, shaders::Get(file));
    auto compute = wgsl::ComputeFromFragment(glsl, s.outputs);
    if (!compute.ok()) return Status(compute.status().code(), file + ": " + compute.status().message());
    json bindings = json::array();
    for (const wgsl::Binding& b : compute->bindings) {
      bindings.push_back({{"name", b.name}, {"binding", b.binding}, {"kind", KindName(b.kind)}});
    }
    json uniforms = json::array();
    for (const wgsl::UniformField& u : compute->uniforms) {
      uniforms.push_back({{"name", u.name}, {"type", u.type}, {"offset", u.offset}, {"components", u.components}});
    }
    shaders[s.name] = {{"code", compute->source},       {"outputs", s.outputs}, {"bindings", bindings},
                       {"uniforms", uniforms},           {"uniformSize", compute->uniform_buffer_size}};
  }
  // Which program runs when, with what sizes and uniforms, is the frame
  // graph's to say (the wasm records it: src/pipeline/recorded_frames.h); the
  // pack holds only the programs.
  json pack = {{"format", "vfx-webgpu-effects/2"}, {"workgroupSize", wgsl::kWorkgroupSize}, {"shaders", shaders}};
  return pack.dump();
}

}  // namespace vfx::codegen
