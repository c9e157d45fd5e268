// The WebGPU effects pack (vfx-codegen --webgpu-effects): every program the
// WebGPU runtime needs is there, translated, with bindings numbered from 0,
// one storage format per output, uniform fields inside the buffer; the
// parameters and the quality ladder are the C++ side's own values, so the JS
// runtime cannot drift from the WebGL2 nodes. That the WGSL compiles and draws
// what WebGL2 draws is checked in Chromium (tests/browser/webgpu_backend.test.mjs).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "codegen/emit/webgpu_effects_writer.h"
#include "src/nodes/effect_parameters.h"
#include "src/pipeline/quality_ladder.h"

namespace vfx::codegen {
namespace {

using nlohmann::json;

json Pack() {
  StatusOr<std::string> text = WriteWebGpuEffects();
  EXPECT_TRUE(text.ok()) << text.status().message();
  return text.ok() ? json::parse(*text) : json::object();
}

TEST(WebGpuEffectsPack, HoldsEveryProgramOfThePipeline) {
  const json pack = Pack();
  EXPECT_EQ(pack["format"], "vfx-webgpu-effects/1");
  for (const char* name : {"downscale", "mask_temporal", "guide_variance", "guided_coeffs", "guided_mean",
                           "mask_upsample", "blur_prepare", "gaussian_blur", "composite", "stats_reduce",
                           "stats_smooth", "light_apply"}) {
    SCOPED_TRACE(name);
    ASSERT_TRUE(pack["shaders"].contains(name));
    const json& s = pack["shaders"][name];
    EXPECT_NE(s["code"].get<std::string>().find("@compute @workgroup_size(8, 8)"), std::string::npos);
    std::set<int> bindings;
    int outputs = 0, uniforms = 0;
    for (const json& b : s["bindings"]) {
      bindings.insert(b["binding"].get<int>());
      outputs += b["kind"] == "output";
      uniforms += b["kind"] == "uniforms";
      EXPECT_TRUE(std::set<std::string>({"texture", "sampler", "uniforms", "output"}).count(b["kind"]));
    }
    EXPECT_EQ(bindings.size(), s["bindings"].size()) << "a binding number used twice";
    EXPECT_EQ(*bindings.rbegin(), static_cast<int>(bindings.size()) - 1) << "bindings not numbered from 0";
    EXPECT_EQ(outputs, static_cast<int>(s["outputs"].size()));
    EXPECT_EQ(uniforms, s["uniformSize"].get<int>() > 0 ? 1 : 0);
    for (const json& u : s["uniforms"]) {
      EXPECT_LE(u["offset"].get<int>() + 4 * u["components"].get<int>(), s["uniformSize"].get<int>()) << u["name"];
    }
  }
  // The network's input is fp32 (its activations); the mask pair of the guided filter is two targets.
  EXPECT_EQ(pack["shaders"]["downscale"]["outputs"], json::array({"rgba32float"}));
  EXPECT_EQ(pack["shaders"]["guided_coeffs"]["outputs"].size(), 2u);
  EXPECT_EQ(pack["shaders"]["guide_variance"]["outputs"].size(), 2u);
  EXPECT_EQ(pack["shaders"]["composite"]["outputs"], json::array({"rgba8unorm"}));
}

TEST(WebGpuEffectsPack, CarriesTheParametersAndTheQualityLadderOfTheCppSide) {
  const json pack = Pack();
  const json& p = pack["parameters"];
  EXPECT_EQ(p["blurDownscale"], nodes::kBlurDownscale);
  EXPECT_EQ(p["blurCoarseDownscale"], nodes::kBlurCoarseDownscale);
  EXPECT_FLOAT_EQ(p["blurCoarseMinSigma"].get<float>(), nodes::kBlurCoarseMinSigma);
  EXPECT_FLOAT_EQ(p["blurSigmaAt720p"].get<float>(), nodes::kBlurSigmaAt720p);
  EXPECT_EQ(p["softenEdges"], nodes::kSoftenEdges);
  EXPECT_EQ(p["refineRadius"], nodes::MaskRefineOptions{}.radius);
  EXPECT_FLOAT_EQ(p["refineMinAlpha"].get<float>(), nodes::MaskRefineOptions{}.min_alpha);
  EXPECT_EQ(p["lightBlocks"], nodes::kLightBlocks);
  EXPECT_EQ(pack["software"]["refineRadius"], nodes::kSoftwareRefineRadius);
  ASSERT_EQ(pack["quality"].size(), static_cast<size_t>(pipeline::kQualityLevels));
  for (int level = 0; level < pipeline::kQualityLevels; ++level) {
    SCOPED_TRACE(level);
    const pipeline::QualitySettings q = pipeline::QualityForLevel(level);
    const json& j = pack["quality"][static_cast<size_t>(level)];
    EXPECT_EQ(j["segmentInterval"], q.segment_interval);
    EXPECT_EQ(j["guidedRefinement"], q.guided_refinement);
    EXPECT_FLOAT_EQ(j["refineScale"].get<float>(), q.refine_scale);
    EXPECT_EQ(j["feather"], q.feather);
  }
}

}  // namespace
}  // namespace vfx::codegen
