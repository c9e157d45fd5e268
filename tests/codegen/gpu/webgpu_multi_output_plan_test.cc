// WebGPU plans of several outputs (vfx-codegen --webgpu on a model whose
// config keeps its raw tensors): plan.json lists every output in the model's
// order with its texture, and has no mask; a segmenter's plan lists its one
// output and keeps the mask ("output") the runtime packs; an output the
// runtime cannot hand over as one texture is refused by name. That the plans
// run and match ONNX Runtime is checked in Chromium
// (tests/browser/webgpu_face.test.mjs).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "codegen/emit/webgpu_plan_writer.h"
#include "codegen/tools/compile_model.h"
#include "tests/codegen/gpu/ort_comparison.h"

namespace vfx::codegen::testing {
namespace {

using nlohmann::json;

StatusOr<CompiledModel> Compile(const std::string& model, const std::string& config) {
  CompileOptions options;
  options.fusion.mrt = false;  // as the wasm build makes them
  return CompileModel(model, config, options);
}

TEST(WebGpuMultiOutputPlan, TheFaceDetectorListsBothOutputsInModelOrder) {
  const std::string model = std::string(VFX_MODELS_DIR) + "/face/face_detection_short_range";
  StatusOr<CompiledModel> compiled = Compile(model + ".onnx", model + ".json");
  ASSERT_TRUE(compiled.ok()) << compiled.status().message();
  ASSERT_EQ(compiled->plan.outputs.size(), 2u);
  StatusOr<WebGpuPlanFiles> files = WriteWebGpuPlan(compiled->plan);
  ASSERT_TRUE(files.ok()) << files.status().message();
  const json plan = json::parse(files->plan_json);
  EXPECT_FALSE(plan.contains("output")) << "a plan of raw tensors has no mask";
  const json& outputs = plan["outputs"];
  ASSERT_EQ(outputs.size(), 2u);
  // Rank-3 outputs as one-channel images, one row per anchor: regressors 16 × 896, scores 1 × 896.
  const struct {
    const char* name;
    int width, height;
  } want[] = {{"regressors", 16, 896}, {"classificators", 1, 896}};
  for (size_t k = 0; k < 2; ++k) {
    SCOPED_TRACE(want[k].name);
    const json& o = outputs[k];
    EXPECT_EQ(o["tensor"].get<int>(), compiled->plan.outputs[k]);
    EXPECT_EQ(o["name"], want[k].name);
    EXPECT_EQ(o["width"].get<int>(), want[k].width);
    EXPECT_EQ(o["height"].get<int>(), want[k].height);
    EXPECT_EQ(o["channels"].get<int>(), 1);
    EXPECT_EQ(o["textureWidth"].get<int>(), want[k].width);
    EXPECT_EQ(o["textureHeight"].get<int>(), want[k].height);
    EXPECT_EQ(o["format"], "rgba32float");
    EXPECT_EQ(o["tilesX"].get<int>(), 1);
    EXPECT_EQ(o["tilesY"].get<int>(), 1);
    // The tensor entry agrees: one texture of that size.
    const json& t = plan["tensors"][o["tensor"].get<size_t>()];
    EXPECT_EQ(t["textures"].get<int>(), 1);
    EXPECT_EQ(t["textureWidth"], o["textureWidth"]);
    EXPECT_EQ(t["textureHeight"], o["textureHeight"]);
  }
  EXPECT_EQ(plan["input"]["width"].get<int>(), 128);
  EXPECT_EQ(plan["input"]["height"].get<int>(), 128);
}

TEST(WebGpuMultiOutputPlan, ASegmenterKeepsItsMaskAndListsItsOneOutput) {
  const std::string model = std::string(VFX_MODELS_DIR) + "/mp_selfie_segmentation_landscape_144x256.onnx";
  StatusOr<CompiledModel> compiled = Compile(model, ConfigFor(model));
  ASSERT_TRUE(compiled.ok()) << compiled.status().message();
  StatusOr<WebGpuPlanFiles> files = WriteWebGpuPlan(compiled->plan);
  ASSERT_TRUE(files.ok()) << files.status().message();
  const json plan = json::parse(files->plan_json);
  ASSERT_TRUE(plan.contains("output"));
  EXPECT_EQ(plan["output"]["tensor"].get<int>(), compiled->plan.output);
  ASSERT_EQ(plan["outputs"].size(), 1u);
  EXPECT_EQ(plan["outputs"][0]["tensor"].get<int>(), compiled->plan.output);
  EXPECT_EQ(plan["outputs"][0]["width"], plan["output"]["width"]);
  EXPECT_EQ(plan["outputs"][0]["height"], plan["output"]["height"]);
}

TEST(WebGpuMultiOutputPlan, AnOutputOfSeveralTexturesIsRefusedByName) {
  const std::string model = std::string(VFX_MODELS_DIR) + "/face/face_detection_short_range";
  StatusOr<CompiledModel> compiled = Compile(model + ".onnx", model + ".json");
  ASSERT_TRUE(compiled.ok()) << compiled.status().message();
  nn::ModelPlan plan = compiled->plan;
  nn::TensorDesc& scores = plan.tensors[static_cast<size_t>(plan.outputs[1])];
  scores.packing = tensor::Packing::kChannelSlices4;  // four textures, as an MRT output
  StatusOr<WebGpuPlanFiles> files = WriteWebGpuPlan(plan);
  ASSERT_FALSE(files.ok());
  EXPECT_NE(files.status().message().find("output tensor '" + scores.name + "' spans several textures"),
            std::string::npos)
      << files.status().message();
}

}  // namespace
}  // namespace vfx::codegen::testing
