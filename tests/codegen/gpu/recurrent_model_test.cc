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
#include "src/executors/gl_pass_list_executor.h"
#include "src/gl/context.h"
#include "src/gl/framebuffer.h"
#include "src/nn/plan_runner.h"
#include "src/pipeline/effects_pipeline.h"
#include "src/tensor/tensor_io.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

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

// The browser's engines record the frame and an executor runs the net (the
// WebGL2 engine and the native vfx through GlPassListExecutor): the states
// stay inside its runner, and a reset reaches it through the recorded net
// pass. The pictures match the pipeline drawing at once, frame by frame.
TEST_F(RecurrentModelTest, TheRecordedPipelineCarriesAndResetsTheStatesAlike) {
  StatusOr<std::unique_ptr<pipeline::EffectsPipeline>> immediate = pipeline::EffectsPipeline::Create(plan_);
  ASSERT_TRUE(immediate.ok()) << immediate.status().ToString();
  StatusOr<std::unique_ptr<executors::GlPassListExecutor>> executor = executors::GlPassListExecutor::Create(plan_, {});
  ASSERT_TRUE(executor.ok()) << executor.status().ToString();
  StatusOr<std::unique_ptr<pipeline::RecordedFrames>> recorded =
      pipeline::RecordedFrames::Create((*executor)->net_shape());
  ASSERT_TRUE(recorded.ok()) << recorded.status().ToString();
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  const pipeline::EffectOptions effect{pipeline::Effect::kReplace};
  for (pipeline::EffectsPipeline* p : {immediate->get(), &(*recorded)->pipeline()}) {
    ASSERT_TRUE(p->SetEffect(effect).ok());
    ASSERT_TRUE(p->SetBackgroundColor(0.f, 1.f, 0.f).ok());
  }
  constexpr int kW = 160, kH = 90;
  std::vector<uint8_t> frame(static_cast<size_t>(kW) * kH * 4);
  for (size_t i = 0; i < frame.size(); ++i) frame[i] = static_cast<uint8_t>((i * 7919) % 251);
  // Both ways through one frame: the immediate picture and the largest difference to the recorded one.
  auto both = [&]() -> std::pair<std::vector<float>, float> {
    EXPECT_TRUE((*immediate)->UploadFrame(frame.data(), kW, kH).ok());
    StatusOr<nodes::FrameRef> a = (*immediate)->Render();
    EXPECT_TRUE(a.ok()) << a.status().ToString();
    StatusOr<int> version = (*recorded)->RecordFrame(kW, kH);
    EXPECT_TRUE(version.ok()) << version.status().ToString();
    EXPECT_TRUE(gl::TestContext()->MakeCurrent().ok());
    StatusOr<const gl::Texture*> b = (*executor)->Run(**recorded, frame.data());
    EXPECT_TRUE(b.ok()) << b.status().ToString();
    if (!a.ok() || !b.ok()) return {{}, 1.f};
    std::vector<float> pa = nodes::testing::ReadRgba(*a->texture), pb = nodes::testing::ReadRgba(**b);
    return {pa, MaxAbsDiff(pa, pb)};
  };
  const auto [first, d0] = both();
  EXPECT_LE(d0, 2.f / 255) << "frame 0";
  std::vector<float> third;
  for (int f = 1; f < 3; ++f) {
    auto [picture, d] = both();
    EXPECT_LE(d, 2.f / 255) << "frame " << f;
    third = picture;
  }
  EXPECT_GT(MaxAbsDiff(first, third), 0.02f) << "the states did not change the picture";
  (*immediate)->ForgetHistory();
  (*recorded)->pipeline().ForgetHistory();
  const auto [again, d3] = both();
  EXPECT_LE(d3, 2.f / 255) << "after ForgetHistory the executor's net starts from zero states too";
  EXPECT_LE(MaxAbsDiff(again, first), 2.f / 255);
}

}  // namespace
}  // namespace vfx::codegen
