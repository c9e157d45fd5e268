// A recurrent model (tests/codegen/zoo/rvm_recurrent_states: RVM's export,
// states declared symbolic, paired by name) compiled and run: each run's
// states feed the next, a reset starts over, and the effects pipeline resets
// them when it forgets its history. (Against ONNX Runtime over several runs:
// the model-zoo test.)
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "codegen/tools/compile_model.h"
#include "src/gl/framebuffer.h"
#include "src/nn/plan_runner.h"
#include "src/pipeline/effects_pipeline.h"
#include "src/tensor/tensor_io.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen {
namespace {

constexpr char kModel[] = VFX_ZOO_DIR "/rvm_recurrent_states.onnx";
constexpr char kConfig[] = VFX_ZOO_DIR "/rvm_recurrent_states.json";

float MaxAbsDiff(const std::vector<float>& a, const std::vector<float>& b) {
  float d = a.size() == b.size() ? 0.f : INFINITY;
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) d = std::max(d, std::abs(a[i] - b[i]));
  return d;
}

class RecurrentModelTest : public gl::GlTest {
 protected:
  void SetUp() override {
    gl::GlTest::SetUp();
    StatusOr<CompiledModel> compiled = CompileModel(kModel, kConfig);
    ASSERT_TRUE(compiled.ok()) << compiled.status().ToString();
    plan_ = compiled->plan;
    ASSERT_EQ(plan_.recurrent.size(), 2u);
  }
  nn::ModelPlan plan_;
};

TEST_F(RecurrentModelTest, EachRunFeedsTheNextAndAResetStartsOver) {
  StatusOr<std::unique_ptr<nn::PlanRunner>> runner = nn::PlanRunner::Create(plan_);
  ASSERT_TRUE(runner.ok()) << runner.status().ToString();
  nn::PlanRunner& r = **runner;
  const tensor::Shape in = plan_.tensors[static_cast<size_t>(plan_.input)].shape;
  std::vector<float> rgb(static_cast<size_t>(in.width) * in.height * 3);
  for (size_t i = 0; i < rgb.size(); ++i) rgb[i] = static_cast<float>((i * 7919) % 1000) / 1000.f;
  ASSERT_TRUE(tensor::Upload(r.layout(plan_.input), rgb, r.mutable_textures(plan_.input)).ok());
  auto run = [&]() -> std::vector<float> {
    EXPECT_TRUE(r.Run().ok());
    StatusOr<std::vector<float>> out = tensor::Download(r.layout(plan_.output), r.textures(plan_.output));
    EXPECT_TRUE(out.ok()) << out.status().ToString();
    return out.ok() ? *out : std::vector<float>{};
  };
  const std::vector<float> first = run(), second = run(), third = run();
  // The states carry over: the same picture gives another mask on each run.
  EXPECT_GT(MaxAbsDiff(first, second), 0.05f);
  EXPECT_GT(MaxAbsDiff(second, third), 0.01f);
  ASSERT_TRUE(r.ResetState().ok());
  EXPECT_EQ(MaxAbsDiff(run(), first), 0.f) << "a reset run is the first run again";
  EXPECT_EQ(MaxAbsDiff(run(), second), 0.f);
}

TEST_F(RecurrentModelTest, ThePipelineResetsTheStatesWhenItForgetsItsHistory) {
  StatusOr<std::unique_ptr<pipeline::EffectsPipeline>> p = pipeline::EffectsPipeline::Create(plan_);
  ASSERT_TRUE(p.ok()) << p.status().ToString();
  pipeline::EffectsPipeline& fx = **p;
  ASSERT_TRUE(fx.SetEffect({pipeline::Effect::kBlur}).ok());
  constexpr int kW = 160, kH = 90;
  std::vector<uint8_t> frame(static_cast<size_t>(kW) * kH * 4);
  for (size_t i = 0; i < frame.size(); ++i) frame[i] = static_cast<uint8_t>((i * 7919) % 251);
  auto mask = [&]() -> std::vector<float> {
    EXPECT_TRUE(fx.UploadFrame(frame.data(), kW, kH).ok());
    EXPECT_TRUE(fx.Render().ok());
    StatusOr<const nodes::MaskRef*> m = fx.graph().Pull(fx.ports().segmentation);
    EXPECT_TRUE(m.ok()) << m.status().ToString();
    if (!m.ok()) return {};
    StatusOr<gl::Framebuffer> fb = gl::Framebuffer::Create({(*m)->texture});
    EXPECT_TRUE(fb.ok());
    if (!fb.ok()) return {};
    std::vector<float> rgba(static_cast<size_t>((*m)->width) * (*m)->height * 4);
    EXPECT_TRUE(fb->ReadPixels(0, rgba.data()).ok());
    return rgba;
  };
  const std::vector<float> first = mask();
  const std::vector<float> later = (mask(), mask());
  EXPECT_GT(MaxAbsDiff(first, later), 0.01f) << "the states did not carry over between frames";
  fx.ForgetHistory();
  EXPECT_EQ(MaxAbsDiff(mask(), first), 0.f) << "after ForgetHistory the net starts from zero states";
}

}  // namespace
}  // namespace vfx::codegen
