// The WebGPU effects pack (vfx-codegen --webgpu-effects): every program the
// WebGPU runtime needs is there, translated, with bindings numbered from 0,
// one storage format per output, uniform fields inside the buffer, and
// nothing else: what runs when is the wasm frame graph's (pass lists). That the WGSL compiles and draws
// what WebGL2 draws is checked in Chromium (tests/browser/webgpu_backend.test.mjs).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "codegen/emit/webgpu_effects_writer.h"

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
  EXPECT_EQ(pack["format"], "vfx-webgpu-effects/2");
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

TEST(WebGpuEffectsPack, HoldsNoWiringOfThePipeline) {
  // Parameters, the quality ladder and pass order are the frame graph's
  // (the wasm records them); a pack that carried them would be a second copy.
  const json pack = Pack();
  EXPECT_EQ(pack["workgroupSize"], 8);
  for (const char* key : {"parameters", "quality", "software"}) EXPECT_FALSE(pack.contains(key)) << key;
}

}  // namespace
}  // namespace vfx::codegen
