// The C++ that vfx-codegen wrote at build time rebuilds exactly the plan the
// generator computes in memory, and every generated model compiles and runs
// on the GPU.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>

#include "codegen/tools/compile_model.h"
#include "src/gl/capabilities.h"
#include "src/gl/compute_from_fragment.h"
#include "src/nn/model_registry.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/segmentation_node.h"
#include "src/tensor/tensor_io.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/gl/glslang.h"

namespace vfx::nn {
namespace {

class GeneratedModelsTest : public gl::GlTest {};

// A fixed pseudo-random image in 0..1 at `plan`'s input size.
std::vector<float> NoiseImage(const ModelPlan& plan) {
  const tensor::Shape in = plan.tensors[plan.input].shape;
  std::vector<float> image(static_cast<size_t>(in.height) * in.width * in.channels);
  uint32_t state = 12345;
  for (float& v : image) {
    state = state * 1664525u + 1013904223u;
    v = static_cast<float>(state >> 8) / static_cast<float>(1u << 24);
  }
  return image;
}

// Runs `plan` on `image` and reads its output tensor back; `kind`, if given,
// receives how the runner resolved its passes.
StatusOr<std::vector<float>> RunPlan(const ModelPlan& plan, const std::vector<float>& image,
                                     const PlanRunnerOptions& options = {}, gl::PassKind* kind = nullptr) {
  ASSIGN_OR_RETURN(std::unique_ptr<PlanRunner> runner, PlanRunner::Create(plan, options));
  if (kind != nullptr) *kind = runner->pass_kind();
  RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input), image, runner->mutable_textures(plan.input)));
  RETURN_IF_ERROR(runner->Run());
  return tensor::Download(runner->layout(plan.output), runner->textures(plan.output));
}

TEST_F(GeneratedModelsTest, OneEntryPerModelFile) {
  const auto small = std::count_if(GeneratedModels().begin(), GeneratedModels().end(),
                                   [](const ModelEntry& e) { return e.small_input; });
  ASSERT_EQ(GeneratedModels().size() - static_cast<size_t>(small), 3u);
  EXPECT_EQ(small, 1) << "models/*.small.json";
  StatusOr<ModelPlan> missing = BuildModelPlan("no_such_model");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status().code(), StatusCode::kNotFound);
  EXPECT_NE(missing.status().message().find("mp_selfie_segmentation_256x256"), std::string::npos);
}

// The landscape net at its small input (the lowest quality levels' net on a
// slow GPU): 80x144, found by name; a model without one has none. Its textures
// are what SegmentationNode::ShapeOf says before any runner makes them.
TEST_F(GeneratedModelsTest, TheSmallInputPlanIsFoundByItsModelsName) {
  StatusOr<std::optional<ModelPlan>> small = BuildSmallModelPlan("mp_selfie_segmentation_landscape_144x256");
  ASSERT_TRUE(small.ok()) << small.status().ToString();
  ASSERT_TRUE(small->has_value());
  const ModelPlan& plan = **small;
  EXPECT_EQ(plan.name, "mp_selfie_segmentation_landscape_144x256@small");
  EXPECT_EQ(plan.tensors[plan.input].shape.height, 80);
  EXPECT_EQ(plan.tensors[plan.input].shape.width, 144);
  StatusOr<std::optional<ModelPlan>> none = BuildSmallModelPlan("mp_selfie_segmentation_256x256");
  ASSERT_TRUE(none.ok()) << none.status().ToString();
  EXPECT_FALSE(none->has_value());
  StatusOr<nodes::NetShape> shape = nodes::SegmentationNode::ShapeOf(plan);
  ASSERT_TRUE(shape.ok()) << shape.status().ToString();
  StatusOr<std::unique_ptr<PlanRunner>> runner = PlanRunner::Create(plan);
  ASSERT_TRUE(runner.ok()) << runner.status().ToString();
  EXPECT_EQ(shape->input_width, (*runner)->textures(plan.input)[0].width());
  EXPECT_EQ(shape->input_height, (*runner)->textures(plan.input)[0].height());
  EXPECT_EQ(shape->mask_width, (*runner)->output_texture().width());
  EXPECT_EQ(shape->mask_height, (*runner)->output_texture().height());
  EXPECT_EQ(shape->mask_channel, plan.output_channel);
}

// Native builds carry the GPU variant only; asking for the software-renderer
// variant (the wasm build has both) falls back to it rather than failing.
TEST_F(GeneratedModelsTest, PlanVariantsFallBackToTheOneThisBinaryCarries) {
  for (const ModelEntry& entry : GeneratedModels()) EXPECT_EQ(entry.variant, PlanVariant::kGpu) << entry.name;
  StatusOr<ModelPlan> plan = BuildModelPlan("mp_selfie_segmentation_256x256", PlanVariant::kSoftwareRenderer);
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  EXPECT_EQ(plan->name, "mp_selfie_segmentation_256x256");
  EXPECT_EQ(VariantForRenderer(true), PlanVariant::kSoftwareRenderer);
  EXPECT_EQ(VariantForRenderer(false), PlanVariant::kGpu);
  EXPECT_FALSE(ParsePlanVariant("auto").value().has_value());
  EXPECT_EQ(ParsePlanVariant("software").value(), PlanVariant::kSoftwareRenderer);
  EXPECT_EQ(ParsePlanVariant(PlanVariantName(PlanVariant::kGpu)).value(), PlanVariant::kGpu);
  StatusOr<std::optional<PlanVariant>> bad = ParsePlanVariant("fastest");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("auto, gpu or software"), std::string::npos);
}

TEST_F(GeneratedModelsTest, GeneratedCodeRebuildsTheInMemoryPlanAndRuns) {
  for (const ModelEntry& entry : GeneratedModels()) {
    SCOPED_TRACE(std::string(entry.name) + (entry.small_input ? " (small input)" : ""));
    ModelPlan generated = entry.build();
    std::string stem = std::string(VFX_MODELS_DIR) + "/" + entry.name;
    StatusOr<codegen::CompiledModel> direct =
        codegen::CompileModel(stem + ".onnx", stem + (entry.small_input ? ".small.json" : ".json"));
    ASSERT_TRUE(direct.ok()) << direct.status().ToString();
    const ModelPlan& want = direct->plan;
    EXPECT_EQ(generated.name, want.name + (entry.small_input ? "@small" : ""));
    EXPECT_EQ(generated.input, want.input);
    EXPECT_EQ(generated.output, want.output);
    EXPECT_EQ(generated.output_channel, want.output_channel);
    EXPECT_EQ(generated.macs, want.macs);
    ASSERT_EQ(generated.tensors.size(), want.tensors.size());
    for (size_t i = 0; i < want.tensors.size(); ++i) {
      EXPECT_EQ(generated.tensors[i].name, want.tensors[i].name);
      EXPECT_EQ(generated.tensors[i].shape.channels, want.tensors[i].shape.channels);
    }
    ASSERT_EQ(generated.passes.size(), want.passes.size());
    for (size_t i = 0; i < want.passes.size(); ++i) {
      EXPECT_EQ(generated.passes[i].name, want.passes[i].name);
      EXPECT_EQ(generated.passes[i].fragment_source, want.passes[i].fragment_source);
      EXPECT_EQ(generated.passes[i].inputs, want.passes[i].inputs);
      EXPECT_EQ(generated.passes[i].weights, want.passes[i].weights);
    }
    ASSERT_EQ(generated.weights.size(), want.weights.size());
    for (size_t i = 0; i < want.weights.size(); ++i) {
      EXPECT_EQ(generated.weights[i].rgba_half, want.weights[i].rgba_half);
      EXPECT_EQ(generated.weights[i].rgba_float, want.weights[i].rgba_float);
    }

    const tensor::Shape in = generated.tensors[generated.input].shape;
    std::vector<float> gray(static_cast<size_t>(in.height) * in.width * in.channels, 0.5f);
    StatusOr<std::vector<float>> out = RunPlan(generated, gray);
    ASSERT_TRUE(out.ok()) << out.status().ToString();
    for (float p : *out) {
      ASSERT_GE(p, 0.0f);
      ASSERT_LE(p, 1.0f);
    }
  }
}

// Native GL ES 3.1 runs the same generated sources as compute dispatches
// (gl::ComputeFromFragment); every model must give the fragment draws' mask.
TEST_F(GeneratedModelsTest, ComputePassesGiveTheFragmentDrawsMask) {
  ASSERT_TRUE(gl::ComputeShadersAvailable()) << "the native test context should be GL ES 3.1+";
  for (const ModelEntry& entry : GeneratedModels()) {
    SCOPED_TRACE(entry.name);
    ModelPlan plan = entry.build();
    const std::vector<float> image = NoiseImage(plan);
    std::vector<std::vector<float>> masks;
    for (gl::PassKind kind : {gl::PassKind::kFragment, gl::PassKind::kCompute}) {
      PlanRunnerOptions options;
      options.passes = kind;
      gl::PassKind resolved = gl::PassKind::kAuto;
      StatusOr<std::vector<float>> out = RunPlan(plan, image, options, &resolved);
      ASSERT_TRUE(out.ok()) << out.status().ToString();
      EXPECT_EQ(resolved, kind);
      masks.push_back(*out);
    }
    ASSERT_EQ(masks[0].size(), masks[1].size());
    float max_diff = 0;
    double sum = 0;
    for (size_t i = 0; i < masks[0].size(); ++i) {
      max_diff = std::max(max_diff, std::abs(masks[0][i] - masks[1][i]));
      sum += masks[1][i];
    }
    EXPECT_LE(max_diff, 1e-5f);
    EXPECT_GT(sum, 0.0);  // the compute mask is not all zeros (nothing written)
  }
}

// The compute forms are valid GLSL ES 3.10 for the reference compiler too, not
// just for Mesa (the NVIDIA driver compiles them on the benchmark machine).
TEST_F(GeneratedModelsTest, ComputeFormsOfEveryPassAreValidGlsl) {
  for (const ModelEntry& entry : GeneratedModels()) {
    ModelPlan plan = entry.build();
    for (const PassDesc& pass : plan.passes) {
      SCOPED_TRACE(std::string(entry.name) + " " + pass.name);
      const int outputs = plan.tensors[pass.output].packing == tensor::Packing::kTiled ? 1 : 4;
      StatusOr<std::string> compute =
          gl::ComputeFromFragment(pass.fragment_source, std::vector<gl::TextureFormat>(outputs, gl::TextureFormat::kRgba32F));
      ASSERT_TRUE(compute.ok()) << compute.status().ToString();
      ASSERT_EQ(testing::GlslangErrors(*compute, "comp"), "");
    }
  }
}

// Half weights sampled from RGBA16F or widened to RGBA32F: the same values, the same mask.
TEST_F(GeneratedModelsTest, WidenedHalfWeightsGiveTheSameMask) {
  EXPECT_TRUE(gl::IsSoftwareRendererName("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)"));
  EXPECT_TRUE(gl::IsSoftwareRendererName("llvmpipe (LLVM 15.0.6, 256 bits)"));
  EXPECT_FALSE(gl::IsSoftwareRendererName("NVIDIA H200/PCIe/SSE2"));
  EXPECT_EQ(gl::CurrentRendererIsSoftware(), gl::IsSoftwareRendererName(gl::QueryCapabilities()->renderer));
  ModelPlan plan = BuildModelPlan("mp_selfie_segmentation_landscape_144x256").value();
  const std::vector<float> image = NoiseImage(plan);
  std::vector<std::vector<float>> masks;
  for (auto mode : {PlanRunnerOptions::HalfWeights::kHalf, PlanRunnerOptions::HalfWeights::kWiden}) {
    PlanRunnerOptions options;
    options.half_weights = mode;
    StatusOr<std::vector<float>> out = RunPlan(plan, image, options);
    ASSERT_TRUE(out.ok()) << out.status().ToString();
    masks.push_back(*out);
  }
  ASSERT_EQ(masks[0].size(), masks[1].size());
  for (size_t i = 0; i < masks[0].size(); ++i) ASSERT_NEAR(masks[0][i], masks[1][i], 1e-6f) << i;
}

}  // namespace
}  // namespace vfx::nn
