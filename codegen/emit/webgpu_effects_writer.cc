#include "codegen/emit/webgpu_effects_writer.h"

#include <vector>

#include <nlohmann/json.hpp>

#include "shaders/shader_library.h"
#include "src/nodes/effect_parameters.h"
#include "src/pipeline/quality_ladder.h"
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
  const nodes::MaskRefineOptions refine;
  json parameters = {
      {"blurDownscale", nodes::kBlurDownscale},   {"blurSigmaAt720p", nodes::kBlurSigmaAt720p},
      {"blurCoarseDownscale", nodes::kBlurCoarseDownscale},
      {"blurCoarseMinSigma", nodes::kBlurCoarseMinSigma},
      {"blurMinSigma", nodes::kBlurMinSigma},     {"blurMaxSigma", nodes::kBlurMaxSigma},
      {"softenEdges", nodes::kSoftenEdges},       {"refineMinAlpha", refine.min_alpha},
      {"refineRadius", refine.radius},            {"refineEpsilon", refine.epsilon},
      {"lightBlocks", nodes::kLightBlocks},       {"lightGroups", nodes::kLightGroups},
      {"lightAlpha", nodes::kLightAlpha},         {"workgroupSize", wgsl::kWorkgroupSize},
  };
  json software = {{"refineRadius", nodes::kSoftwareRefineRadius}};
  json quality = json::array();
  for (int level = 0; level < pipeline::kQualityLevels; ++level) {
    const pipeline::QualitySettings q = pipeline::QualityForLevel(level);
    quality.push_back({{"segmentInterval", q.segment_interval},
                       {"guidedRefinement", q.guided_refinement},
                       {"refineScale", q.refine_scale},
                       {"feather", q.feather}});
  }
  json pack = {{"format", "vfx-webgpu-effects/1"},
               {"shaders", shaders},
               {"parameters", parameters},
               {"software", software},
               {"quality", quality}};
  return pack.dump();
}

}  // namespace vfx::codegen
