// The GL executor of pass lists against the GL pipeline itself: the same
// frames through EffectsPipeline (nodes drawing at once) and through
// RecordedFrames + GlPassListExecutor (nodes recording, the list replayed)
// must give the same pictures, every effect, with light, at a quality level
// that reuses masks, after a resize: what a pass list carries is all a frame
// needs. (The WebGPU executor is held to WebGL2's pictures in
// tests/browser/webgpu_backend.test.mjs.)
#include "src/executors/gl_pass_list_executor.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "src/gl/context.h"
#include "src/gl/object_counts.h"
#include "src/image/image.h"
#include "src/nn/face_model.h"
#include "src/nn/model_registry.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::executors {
namespace {

using pipeline::Effect;
using pipeline::EffectOptions;

class GlPassListExecutorTest : public gl::GlTest {
 protected:
  void SetUp() override {
    gl::GlTest::SetUp();
    StatusOr<nn::ModelPlan> plan = nn::BuildModelPlan("mp_selfie_segmentation_landscape_144x256");
    ASSERT_TRUE(plan.ok()) << plan.status().ToString();
    StatusOr<nn::ModelPlan> face = nn::BuildFaceDetectorPlan();
    ASSERT_TRUE(face.ok()) << face.status().ToString();
    StatusOr<std::optional<nn::ModelPlan>> small = nn::BuildSmallModelPlan("mp_selfie_segmentation_landscape_144x256");
    ASSERT_TRUE(small.ok() && small->has_value()) << small.status().ToString();
    auto immediate = pipeline::EffectsPipeline::Create(*plan, {}, &*face, &**small);
    ASSERT_TRUE(immediate.ok()) << immediate.status().ToString();
    immediate_ = std::move(immediate).value();
    auto executor = GlPassListExecutor::Create(*plan, {}, &*face, &**small);
    ASSERT_TRUE(executor.ok()) << executor.status().ToString();
    executor_ = std::move(executor).value();
    // The same frame latency as the pipeline's synchronous read (the browser never waits).
    executor_->set_wait_for_readbacks(true);
    ASSERT_TRUE(executor_->face_shape().has_value());
    ASSERT_TRUE(executor_->small_net_shape().has_value());
    auto recorded = pipeline::RecordedFrames::Create(executor_->net_shape(), {}, &*executor_->face_shape(),
                                                     &*executor_->small_net_shape());
    ASSERT_TRUE(recorded.ok()) << recorded.status().ToString();
    recorded_ = std::move(recorded).value();
    ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
    StatusOr<image::Image> img = image::LoadImage(VFX_IMAGES_DIR "/grace_hopper.jpg");
    ASSERT_TRUE(img.ok());
    image_ = std::move(img).value();
  }

  // Both ways through one frame; the largest channel difference of their pictures (0..1).
  float Frame(const image::Image& img) {
    EXPECT_TRUE(immediate_->UploadFrame(img.rgba.data(), img.width, img.height).ok());
    StatusOr<nodes::FrameRef> a = immediate_->Render();
    EXPECT_TRUE(a.ok()) << a.status().ToString();
    StatusOr<int> version = recorded_->RecordFrame(img.width, img.height);
    EXPECT_TRUE(version.ok()) << version.status().ToString();
    EXPECT_TRUE(gl::TestContext()->MakeCurrent().ok());
    StatusOr<const gl::Texture*> b = executor_->Run(*recorded_, img.rgba.data());
    EXPECT_TRUE(b.ok()) << b.status().ToString();
    if (!a.ok() || !b.ok()) return 1;
    EXPECT_EQ((*b)->width(), img.width);
    std::vector<float> pa = nodes::testing::ReadRgba(*a->texture), pb = nodes::testing::ReadRgba(**b);
    float worst = 0;
    for (size_t i = 0; i < pa.size() && i < pb.size(); ++i) worst = std::max(worst, std::abs(pa[i] - pb[i]));
    return pa.size() == pb.size() ? worst : 1;
  }

  void Set(const EffectOptions& options, int level) {
    ASSERT_TRUE(immediate_->SetEffect(options).ok());
    ASSERT_TRUE(immediate_->SetQuality(level).ok());
    ASSERT_TRUE(recorded_->pipeline().SetEffect(options).ok());
    ASSERT_TRUE(recorded_->WithContext([&] { return recorded_->pipeline().SetQuality(level); }).ok());
  }

  std::unique_ptr<pipeline::EffectsPipeline> immediate_;
  std::unique_ptr<GlPassListExecutor> executor_;
  std::unique_ptr<pipeline::RecordedFrames> recorded_;
  image::Image image_;
};

// Frames 200 ms apart at the lowest level: both run the small-input net (the
// executor's "net_small", made at its creation) from the second frame on; then
// frames 1/30 s apart at level 0 bring both back to the full net alike.
TEST_F(GlPassListExecutorTest, TheSmallNetRunsAsTheImmediatePipelineRunsIt) {
  Set(EffectOptions{Effect::kBlur}, pipeline::kQualityLevels - 1);
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  bool ran_small = false;
  for (int frame = 0; frame < 4; ++frame) {
    ASSERT_TRUE(immediate_->SetFrameTime(0.2 * frame).ok());
    ASSERT_TRUE(recorded_->pipeline().SetFrameTime(0.2 * frame).ok());
    EXPECT_LE(Frame(image_), 1.0f / 255) << "frame " << frame;
    EXPECT_EQ(immediate_->used_small_net(), frame > 0) << "frame " << frame;
    EXPECT_EQ(recorded_->pipeline().used_small_net(), frame > 0) << "frame " << frame;
    for (const graph::Pass& pass : recorded_->passes()) {
      ran_small |= pass.type == graph::PassType::kNet && pass.program == "net_small";
    }
  }
  EXPECT_TRUE(ran_small);
  // Level 0 runs the full net at once; back at level 2 with frames at camera
  // rate (after a gap), the spacing estimate falls and, once the small net has
  // run for kMinNetDwellS, the full net returns and carries masks again.
  Set(EffectOptions{Effect::kBlur}, 0);
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  double t = 0.8;
  for (int frame = 0; frame < 2; ++frame, t += 1.0 / 30) {
    ASSERT_TRUE(immediate_->SetFrameTime(t).ok());
    ASSERT_TRUE(recorded_->pipeline().SetFrameTime(t).ok());
    EXPECT_LE(Frame(image_), 1.0f / 255) << "level 0 frame " << frame;
    EXPECT_FALSE(immediate_->used_small_net());
    EXPECT_FALSE(recorded_->pipeline().used_small_net());
  }
  Set(EffectOptions{Effect::kBlur}, 2);
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  t = 3.0;
  bool carried = false;
  const int frames = static_cast<int>((pipeline::kMinNetDwellS + 0.4) * 30);
  for (int frame = 0; frame < frames; ++frame, t += 1.0 / 30) {
    ASSERT_TRUE(immediate_->SetFrameTime(t).ok());
    ASSERT_TRUE(recorded_->pipeline().SetFrameTime(t).ok());
    EXPECT_LE(Frame(image_), 1.0f / 255) << "level 2 frame " << frame;
    EXPECT_EQ(immediate_->used_small_net(), recorded_->pipeline().used_small_net()) << "level 2 frame " << frame;
    EXPECT_EQ(immediate_->mask_age_frames(), recorded_->pipeline().mask_age_frames()) << "level 2 frame " << frame;
    carried |= immediate_->mask_age_frames() > 0;
  }
  EXPECT_FALSE(immediate_->used_small_net()) << "frames at camera rate carry masks";
  EXPECT_TRUE(carried);
}

TEST_F(GlPassListExecutorTest, ReplayedPassListsDrawWhatThePipelineDraws) {
  std::vector<uint8_t> backdrop(64 * 48 * 4);
  for (size_t i = 0; i < backdrop.size(); ++i) backdrop[i] = static_cast<uint8_t>((i * 37) % 251);
  ASSERT_TRUE(immediate_->SetBackgroundImage(backdrop.data(), 64, 48).ok());
  ASSERT_TRUE(
      recorded_->WithContext([&] { return recorded_->pipeline().SetBackgroundImage(backdrop.data(), 64, 48); }).ok());
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  for (Effect effect : {Effect::kBlur, Effect::kReplace, Effect::kLight, Effect::kNone}) {
    for (bool light : {false, true}) {
      for (int level : {0, 2}) {
        SCOPED_TRACE(std::string(pipeline::EffectName(effect)) + (light ? " +light" : "") + " level " +
                     std::to_string(level));
        EffectOptions options;
        options.effect = effect;
        options.light_correction = light;
        Set(options, level);
        ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
        // Three frames: a fresh mask, then frames that may reuse it.
        for (int frame = 0; frame < 3; ++frame) EXPECT_LE(Frame(image_), 1.0f / 255) << "frame " << frame;
      }
    }
  }
}

TEST_F(GlPassListExecutorTest, ResizesDropTheOldTexturesAndStillMatch) {
  EffectOptions options;
  Set(options, 0);
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  EXPECT_LE(Frame(image_), 1.0f / 255);
  image::Image half;
  half.width = image_.width / 2;
  half.height = image_.height / 2;
  half.rgba.resize(static_cast<size_t>(half.width) * half.height * 4);
  for (int y = 0; y < half.height; ++y) {
    for (int x = 0; x < half.width; ++x) {
      for (int c = 0; c < 4; ++c) {
        half.rgba[(static_cast<size_t>(y) * half.width + x) * 4 + c] =
            image_.rgba[(static_cast<size_t>(2 * y) * image_.width + 2 * x) * 4 + c];
      }
    }
  }
  EXPECT_LE(Frame(half), 1.0f / 255);
  EXPECT_LE(Frame(half), 1.0f / 255);
  EXPECT_LE(Frame(image_), 1.0f / 255);
}

TEST_F(GlPassListExecutorTest, PreparedProgramsLeaveNoCompileForAnyFrame) {
  // The effect and level set before are kept through the search.
  EffectOptions options;
  options.effect = Effect::kReplace;
  Set(options, 1);
  StatusOr<std::vector<pipeline::ProgramUse>> programs = recorded_->EveryProgram();
  ASSERT_TRUE(programs.ok()) << programs.status().ToString();
  EXPECT_EQ(recorded_->pipeline().effect().effect, Effect::kReplace);
  EXPECT_EQ(recorded_->pipeline().quality_level(), 1);
  auto has = [&](const std::string& name) {
    return std::any_of(programs->begin(), programs->end(), [&](const auto& u) { return u.program == name; });
  };
  // One of each effect's, and the refinement's that only full quality runs.
  for (const char* name : {"composite", "gaussian_blur", "mask_temporal", "guided_coeffs", "downscale"}) {
    EXPECT_TRUE(has(name)) << name;
  }
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  ASSERT_TRUE(executor_->Prepare(*programs).ok());
  const int made = gl::CurrentObjectCounts().programs;
  for (Effect effect : {Effect::kBlur, Effect::kReplace, Effect::kLight, Effect::kNone}) {
    for (bool light : {false, true}) {
      for (int level = 0; level < pipeline::kQualityLevels; ++level) {
        EffectOptions o;
        o.effect = effect;
        o.light_correction = light;
        Set(o, level);
        for (int frame = 0; frame < 3; ++frame) {
          ASSERT_TRUE(recorded_->RecordFrame(image_.width, image_.height).ok());
          ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
          ASSERT_TRUE(executor_->Run(*recorded_, image_.rgba.data()).ok());
        }
      }
    }
  }
  EXPECT_EQ(gl::CurrentObjectCounts().programs, made) << "a program was compiled in the frame path";
}

TEST_F(GlPassListExecutorTest, TheCallersEndsRunAsTheUploadAndPresentPasses) {
  EffectOptions options;
  Set(options, 0);
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  // The camera frame in a texture of the caller's, as the WebGL2 engine hands it over.
  StatusOr<gl::Texture> camera = gl::Texture::Create(image_.width, image_.height, gl::TextureFormat::kRgba8);
  ASSERT_TRUE(camera.ok());
  ASSERT_TRUE(camera->SetLinearFiltering(true).ok());
  ASSERT_TRUE(camera->Upload(image_.rgba.data()).ok());
  std::vector<std::string> stages;
  int depth = 0, uploads = 0, presents = 0;
  executor_->set_stage_hooks(
      [&](const std::string& stage) {
        stages.push_back(stage);
        ++depth;
      },
      [&] { --depth; });
  FrameIo io;
  io.upload = [&](int width, int height) -> StatusOr<const gl::Texture*> {
    ++uploads;
    EXPECT_EQ(width, image_.width);
    EXPECT_EQ(height, image_.height);
    return &*camera;
  };
  const gl::Texture* shown = nullptr;
  io.present = [&](const gl::Texture& output) {
    ++presents;
    shown = &output;
    return Status::Ok();
  };
  ASSERT_TRUE(immediate_->UploadFrame(image_.rgba.data(), image_.width, image_.height).ok());
  StatusOr<nodes::FrameRef> expected = immediate_->Render();
  ASSERT_TRUE(expected.ok());
  ASSERT_TRUE(recorded_->RecordFrame(image_.width, image_.height).ok());
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  StatusOr<const gl::Texture*> out = executor_->Run(*recorded_, io);
  ASSERT_TRUE(out.ok()) << out.status().ToString();
  EXPECT_EQ(uploads, 1);
  EXPECT_EQ(presents, 1);
  EXPECT_EQ(shown, *out);
  EXPECT_EQ(depth, 0);
  ASSERT_GE(stages.size(), 4u);
  EXPECT_EQ(stages.front(), "upload");
  EXPECT_EQ(stages.back(), "present");
  EXPECT_NE(std::find(stages.begin(), stages.end(), "segmentation"), stages.end());
  std::vector<float> want = nodes::testing::ReadRgba(*expected->texture), got = nodes::testing::ReadRgba(**out);
  ASSERT_EQ(want.size(), got.size());
  float worst = 0;
  for (size_t i = 0; i < want.size(); ++i) worst = std::max(worst, std::abs(want[i] - got[i]));
  EXPECT_LE(worst, 1.0f / 255);

  // A camera frame of the wrong size is refused by name, and the stage hooks stay balanced.
  StatusOr<gl::Texture> small = gl::Texture::Create(8, 8, gl::TextureFormat::kRgba8);
  ASSERT_TRUE(small.ok());
  io.upload = [&](int, int) -> StatusOr<const gl::Texture*> { return &*small; };
  ASSERT_TRUE(recorded_->RecordFrame(image_.width, image_.height).ok());
  ASSERT_TRUE(gl::TestContext()->MakeCurrent().ok());
  out = executor_->Run(*recorded_, io);
  ASSERT_FALSE(out.ok());
  EXPECT_NE(out.status().message().find("camera frame"), std::string::npos) << out.status().ToString();
  EXPECT_EQ(depth, 0);
  // No source at all is an error too, not a crash.
  EXPECT_FALSE(executor_->Run(*recorded_, FrameIo{}).ok());
}

// The face effects: the detector's readback reaches the graph through the
// executor a frame later, as the pipeline's own read does, so from the first
// frame on both show the same touch-up and face light.
TEST_F(GlPassListExecutorTest, FaceEffectsMatchThePipeline) {
  EffectOptions options;
  options.effect = Effect::kBlur;
  options.light_correction = true;
  options.light_region = pipeline::LightRegion::kFace;
  options.touch_up = 0.7f;
  Set(options, 0);
  // Long enough for a second detection of the still face (face_detect_node.h).
  const int frames = nodes::kStillFaceIntervalFactor * nodes::kFaceDetectInterval + 2;
  for (int frame = 0; frame < frames; ++frame) EXPECT_LE(Frame(image_), 1.5f / 255) << "frame " << frame;
  ASSERT_NE(immediate_->face_detector(), nullptr);
  EXPECT_GE(immediate_->face_detector()->detections(), 2);
  StatusOr<const nodes::FacesRef*> faces = immediate_->graph().Pull(immediate_->ports().faces);
  ASSERT_TRUE(faces.ok());
  EXPECT_EQ((*faces)->faces.size(), 1u) << "Grace Hopper's photo has one face";
}

}  // namespace
}  // namespace vfx::executors
