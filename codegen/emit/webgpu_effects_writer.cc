#include "codegen/emit/webgpu_effects_writer.h"

#include <vector>

#include <nlohmann/json.hpp>

#include "shaders/shader_library.h"
#include "src/wgsl/wgsl_from_glsl.h"

namespace vfx::codegen {
namespace {

using nlohmann::json;

struct EffectShader {
  const char* name;                  // shaders/<name>.frag
  std::vector<std::string> outputs;  // storage format per output location
};

// The formats mirror the WebGL2 nodes' render targets (RGBA16F -> rgba16float,
// RGBA8 -> rgba8unorm); the network's input is its fp32 activation format.
const std::vector<EffectShader>& EffectShaders() {
  static const std::vector<EffectShader> shaders = {
      {"downscale", {"rgba32float"}},
      {"mask_temporal", {"rgba16float"}},
      {"motion_luma", {"rgba16float"}},
      {"motion_search", {"rgba16float"}},
      {"motion_pick", {"rgba16float"}},
      {"mask_warp", {"rgba16float"}},
      {"guide_variance", {"rgba16float", "rgba16float"}},
      {"guided_coeffs", {"rgba16float", "rgba16float"}},
      {"guided_mean", {"rgba16float"}},
      {"mask_upsample", {"rgba8unorm"}},
      {"blur_prepare", {"rgba16float"}},
      {"gaussian_blur", {"rgba16float"}},
      {"composite", {"rgba8unorm"}},
      {"stats_reduce", {"rgba16float"}},
      {"stats_smooth", {"rgba16float"}},
      {"light_apply", {"rgba8unorm"}},
  };
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
  for (const EffectShader& s : EffectShaders()) {
    const std::string file = std::string(s.name) + ".frag";
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
