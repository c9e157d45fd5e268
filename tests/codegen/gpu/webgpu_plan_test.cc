// WebGPU plans (vfx-codegen --webgpu) of every shipped model and every model
// of the zoo: each pass translates to WGSL, and plan.json is consistent (every
// binding names a real tensor plane, weight or output; weights lie inside
// weights.bin; dispatches cover the output; binding counts within WebGPU's
// default limits). That the WGSL compiles and computes the right mask is
// checked in Chromium (tests/browser/webgpu.test.mjs).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "codegen/emit/webgpu_plan_writer.h"
#include "codegen/tools/compile_model.h"
#include "tests/codegen/gpu/ort_comparison.h"

namespace vfx::codegen::testing {
namespace {

using nlohmann::json;

// WebGPU's default limits (maxSampledTexturesPerShaderStage, maxStorageTexturesPerShaderStage).
constexpr int kMaxSampledTextures = 16;
constexpr int kMaxStorageTextures = 4;

void CheckPlan(const std::string& model) {
  SCOPED_TRACE(model);
  CompileOptions options;
  options.fusion.mrt = false;  // as the wasm build makes them
  StatusOr<CompiledModel> compiled = CompileModel(model, ConfigFor(model), options);
  ASSERT_TRUE(compiled.ok()) << compiled.status().message();
  StatusOr<WebGpuPlanFiles> files = WriteWebGpuPlan(compiled->plan);
  ASSERT_TRUE(files.ok()) << files.status().message();
  const json plan = json::parse(files->plan_json);
  EXPECT_EQ(plan["format"], "vfx-webgpu-plan/1");
  const json& tensors = plan["tensors"];
  const json& weights = plan["weights"];
  ASSERT_EQ(plan["passes"].size(), compiled->plan.passes.size());
  for (const json& w : weights) {
    EXPECT_LE(w["offset"].get<size_t>() + w["bytes"].get<size_t>(), files->weights_bin.size()) << w["name"];
    const size_t texel = w["format"] == "rgba16float" ? 8 : 16;
    EXPECT_EQ(w["bytes"].get<size_t>(), w["width"].get<size_t>() * w["height"].get<size_t>() * texel) << w["name"];
  }
  for (const json& pass : plan["passes"]) {
    SCOPED_TRACE(pass["name"].get<std::string>());
    ASSERT_LT(pass["shader"].get<size_t>(), plan["shaders"].size());
    const json& out = tensors[pass["output"].get<size_t>()];
    EXPECT_GE(pass["dispatch"][0].get<int>() * 8, out["textureWidth"].get<int>());
    EXPECT_GE(pass["dispatch"][1].get<int>() * 8, out["textureHeight"].get<int>());
    int sampled = 0, storage = 0, binding = 0;
    for (const json& b : pass["bindings"]) {
      EXPECT_EQ(b["binding"].get<int>(), binding++);
      if (b.contains("tensor")) {
        ++sampled;
        ASSERT_LT(b["tensor"].get<size_t>(), tensors.size());
        EXPECT_LT(b["plane"].get<int>(), tensors[b["tensor"].get<size_t>()]["textures"].get<int>());
      } else if (b.contains("weight")) {
        ++sampled;
        EXPECT_LT(b["weight"].get<size_t>(), weights.size());
      } else {
        ++storage;
        EXPECT_LT(b["output"].get<int>(), out["textures"].get<int>());
      }
    }
    EXPECT_LE(sampled, kMaxSampledTextures);
    EXPECT_GE(storage, 1);
    EXPECT_LE(storage, kMaxStorageTextures);
  }
  const json& output = plan["output"];
  EXPECT_EQ(output["tensor"], compiled->plan.output);
  EXPECT_LT(output["component"].get<int>(), 4);
}

TEST(WebGpuPlan, EveryShippedAndZooModelTranslates) {
  std::vector<std::string> models = OnnxFilesIn(VFX_MODELS_DIR, /*recursive=*/false);
  ASSERT_GE(models.size(), 3u);
  const std::vector<std::string> zoo = OnnxFilesIn(VFX_ZOO_DIR, /*recursive=*/true);
  ASSERT_GE(zoo.size(), 5u);
  models.insert(models.end(), zoo.begin(), zoo.end());
  for (const std::string& model : models) CheckPlan(model);
}

TEST(WebGpuPlan, UniformBlockWeightsAreRefusedByName) {
  CompileOptions options;
  options.fusion.mrt = false;
  options.uniform_weights = true;
  const std::string model = std::string(VFX_MODELS_DIR) + "/mp_selfie_segmentation_landscape_144x256.onnx";
  StatusOr<CompiledModel> compiled = CompileModel(model, ConfigFor(model), options);
  ASSERT_TRUE(compiled.ok()) << compiled.status().message();
  StatusOr<WebGpuPlanFiles> files = WriteWebGpuPlan(compiled->plan);
  ASSERT_FALSE(files.ok());
  EXPECT_NE(files.status().message().find("is a uniform block; WebGPU plans take texture weights"), std::string::npos)
      << files.status().message();
}

}  // namespace
}  // namespace vfx::codegen::testing
