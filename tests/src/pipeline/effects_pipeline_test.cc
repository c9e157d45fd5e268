// The whole pipeline on a generated network: laziness (what no active output
// needs never runs, shared nodes once per frame), switching effects without
// re-creating anything, resolution changes and bad input.
#include "src/pipeline/effects_pipeline.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "src/gl/object_counts.h"
#include "src/image/image.h"
#include "src/nn/model_registry.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::pipeline {
namespace {

class EffectsPipelineTest : public gl::GlTest {
 protected:
  void SetUp() override {
    gl::GlTest::SetUp();
    StatusOr<nn::ModelPlan> plan = nn::BuildModelPlan("mp_selfie_segmentation_landscape_144x256");
    ASSERT_TRUE(plan.ok()) << plan.status().ToString();
    StatusOr<std::unique_ptr<EffectsPipeline>> p = EffectsPipeline::Create(*plan);
    ASSERT_TRUE(p.ok()) << p.status().ToString();
    pipeline_ = std::move(p).value();
    StatusOr<image::Image> img = image::LoadImage(VFX_IMAGES_DIR "/grace_hopper.jpg");
    ASSERT_TRUE(img.ok());
    image_ = std::move(img).value();
  }

  Status Frame(const image::Image& img) { return pipeline_->UploadFrame(img.rgba.data(), img.width, img.height); }
  int Runs(graph::NodeId id) { return pipeline_->graph().run_count(id); }

  std::unique_ptr<EffectsPipeline> pipeline_;
  image::Image image_;
};

TEST_F(EffectsPipelineTest, WhatNoActiveOutputNeedsNeverRuns) {
  const auto& P = pipeline_->ports();
  ASSERT_TRUE(pipeline_->SetEffect({Effect::kBlur}).ok());
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(Frame(image_).ok());
    ASSERT_TRUE(pipeline_->Render().ok());
  }
  EXPECT_EQ(Runs(P.segmentation.node), 3);
  EXPECT_EQ(Runs(P.refined.node), 3);
  EXPECT_EQ(Runs(P.blur.node), 3);
  EXPECT_EQ(Runs(P.replacement.node), 0);
  EXPECT_EQ(Runs(P.composite_replace.node), 0);
  EXPECT_EQ(Runs(P.light_stats.node), 0);
  EXPECT_EQ(Runs(P.light_correct.node), 0);

  // No effect: not even the network runs.
  ASSERT_TRUE(pipeline_->SetEffect({Effect::kNone}).ok());
  ASSERT_TRUE(Frame(image_).ok());
  ASSERT_TRUE(pipeline_->Render().ok());
  EXPECT_EQ(Runs(P.segmentation.node), 3);

  // Blur with light correction: segmentation is shared by the mask and the statistics, once.
  EffectOptions both{Effect::kBlur};
  both.light_correction = true;
  ASSERT_TRUE(pipeline_->SetEffect(both).ok());
  ASSERT_TRUE(Frame(image_).ok());
  ASSERT_TRUE(pipeline_->Render().ok());
  EXPECT_EQ(Runs(P.segmentation.node), 4);
  EXPECT_EQ(Runs(P.temporal.node), 4);
  EXPECT_EQ(Runs(P.light_stats.node), 1);
  std::string dot = pipeline_->graph().ToGraphviz();
  EXPECT_NE(dot.find("label=\"replacement\\nruns: 0\", fillcolor=\"white\""), std::string::npos) << dot;
}

TEST_F(EffectsPipelineTest, SwitchingEffectsRecreatesNothingAndShowsOnTheNextFrame) {
  ASSERT_TRUE(pipeline_->SetBackgroundColor(0.0f, 1.0f, 0.0f).ok());
  const Effect cycle[] = {Effect::kBlur, Effect::kReplace, Effect::kLight, Effect::kNone};
  // First pass: each effect allocates its frame-sized targets once.
  for (Effect e : cycle) {
    ASSERT_TRUE(pipeline_->SetEffect({e}).ok());
    ASSERT_TRUE(Frame(image_).ok());
    ASSERT_TRUE(pipeline_->Render().ok());
  }
  const gl::ObjectCounts before = gl::CurrentObjectCounts();
  for (int round = 0; round < 2; ++round) {
    for (Effect e : cycle) {
      ASSERT_TRUE(pipeline_->SetEffect({e}).ok());
      ASSERT_TRUE(Frame(image_).ok());
      StatusOr<nodes::FrameRef> out = pipeline_->Render();
      ASSERT_TRUE(out.ok()) << out.status().ToString();
      if (e == Effect::kReplace) {
        // The very frame after switching shows the green replacement in the top-left corner.
        std::vector<float> px = nodes::testing::ReadRgba(*out->texture);
        EXPECT_NEAR(px[1], 1.0f, 0.02f);
        EXPECT_NEAR(px[0], 0.0f, 0.02f);
      }
    }
  }
  const gl::ObjectCounts after = gl::CurrentObjectCounts();
  // ReadRgba makes one framebuffer per call and deletes it: count only what stays or is made by the pipeline.
  EXPECT_EQ(after.textures, before.textures);
  EXPECT_EQ(after.programs, before.programs);
  EXPECT_EQ(after.created - before.created, 2) << "only the test's two read-back framebuffers";
}

TEST_F(EffectsPipelineTest, ResolutionChangesAndPortraitFramesWork) {
  ASSERT_TRUE(pipeline_->SetEffect({Effect::kBlur}).ok());
  for (auto [w, h] : {std::pair{640, 480}, std::pair{481, 853}, std::pair{1, 1}, std::pair{640, 480}}) {
    image::Image img;
    img.width = w;
    img.height = h;
    img.rgba.assign(static_cast<size_t>(w) * h * 4, 128);
    ASSERT_TRUE(Frame(img).ok());
    StatusOr<nodes::FrameRef> out = pipeline_->Render();
    ASSERT_TRUE(out.ok()) << w << "x" << h << ": " << out.status().ToString();
    EXPECT_EQ(out->width, w);
    EXPECT_EQ(out->height, h);
  }
}

// Light correction is one exposure for the whole picture: with blur, the
// background is as bright as under 'light' alone (blurred), not left dark
// behind a brightened person.
TEST_F(EffectsPipelineTest, LightCorrectionBrightensTheBackgroundUnderBlurAsUnderLight) {
  image::Image dark = image_;
  for (size_t i = 0; i < dark.rgba.size(); ++i) {
    if (i % 4 != 3) dark.rgba[i] = static_cast<uint8_t>(dark.rgba[i] * 0.35f);
  }
  EffectOptions blur_light{Effect::kBlur};
  blur_light.light_correction = true;
  std::vector<float> mask;
  double background[3] = {0, 0, 0};
  int i = 0;
  for (const EffectOptions& effect : {EffectOptions{Effect::kLight}, blur_light, EffectOptions{Effect::kBlur}}) {
    ASSERT_TRUE(pipeline_->SetEffect(effect).ok());
    pipeline_->ForgetHistory();
    const gl::Texture* out = nullptr;
    for (int f = 0; f < 8; ++f) {  // the exposure statistics settle over a few frames
      ASSERT_TRUE(Frame(dark).ok());
      StatusOr<nodes::FrameRef> frame = pipeline_->Render();
      ASSERT_TRUE(frame.ok()) << frame.status().ToString();
      out = frame->texture;
    }
    std::vector<float> px = nodes::testing::ReadRgba(*out);
    if (mask.empty()) {
      StatusOr<nodes::MaskRef> refined = pipeline_->RefinedMask();
      ASSERT_TRUE(refined.ok());
      ASSERT_EQ(refined->width, dark.width);
      std::vector<float> m = nodes::testing::ReadRgba(*refined->texture);
      for (size_t p = 0; p < m.size() / 4; ++p) mask.push_back(m[p * 4]);
    }
    double sum = 0;
    size_t n = 0;
    for (size_t p = 0; p < mask.size(); ++p) {
      if (mask[p] > 0.02f) continue;
      sum += nodes::testing::Luma(&px[p * 4]);
      ++n;
    }
    ASSERT_GT(n, mask.size() / 10) << "the sample has background";
    background[i++] = sum / n;
  }
  std::printf("background luma: light %.3f, blur+light %.3f, blur %.3f\n", background[0], background[1], background[2]);
  EXPECT_NEAR(background[1], background[0], 0.1 * background[0]);
  EXPECT_GT(background[1], 1.2 * background[2]);
}

TEST_F(EffectsPipelineTest, BadInputIsAClearErrorNotACrash) {
  EffectOptions bad{Effect::kBlur};
  bad.blur_strength = 1.5f;
  Status s = pipeline_->SetEffect(bad);
  EXPECT_EQ(s.code(), StatusCode::kInvalidArgument);
  EXPECT_NE(s.message().find("blur strength must be in 0..1"), std::string::npos);
  EXPECT_FALSE(ParseEffect("sparkles").ok());
  StatusOr<nodes::FrameRef> no_frame = pipeline_->Render();
  ASSERT_FALSE(no_frame.ok());
  EXPECT_NE(no_frame.status().message().find("no frame"), std::string::npos) << no_frame.status().message();
  EXPECT_FALSE(pipeline_->UploadFrame(nullptr, 10, 10).ok());
  EXPECT_FALSE(pipeline_->SetBackgroundImage(nullptr, 0, 0).ok());
  EXPECT_FALSE(pipeline_->SetBackgroundColor(2, 0, 0).ok());
  // A camera time that is no finite number is refused and leaves the clock as
  // it was (taken, infinity would make the mask infinitely old).
  ASSERT_TRUE(pipeline_->SetFrameTime(2.0).ok());
  pipeline_->ForgetHistory();
  for (double t : {std::nan(""), std::numeric_limits<double>::infinity()}) {
    Status time = pipeline_->SetFrameTime(t);
    EXPECT_EQ(time.code(), StatusCode::kInvalidArgument);
    EXPECT_NE(time.message().find("finite number of seconds"), std::string::npos) << time.message();
  }
  EXPECT_EQ(pipeline_->mask_age_seconds(), 0.0);
}

// Natively every pass runs as a compute dispatch by default (GL ES 3.1); the
// WebGL2 product draws the same sources as fragments. Both give the same frame.
// The quality ladder (quality_ladder.h): each level runs less (the network on
// every n-th frame, no guided refinement at the last), the refined mask shrinks,
// and the picture stays close to the full effect's.
TEST_F(EffectsPipelineTest, QualityLevelsRunLessAndKeepThePicture) {
  const auto& P = pipeline_->ports();
  ASSERT_TRUE(pipeline_->SetEffect({Effect::kBlur}).ok());
  EXPECT_FALSE(pipeline_->SetQuality(-1).ok());
  EXPECT_FALSE(pipeline_->SetQuality(kQualityLevels).ok());
  std::vector<float> full;
  const int frames = 6;
  for (int level = 0; level < kQualityLevels; ++level) {
    SCOPED_TRACE("level " + std::to_string(level));
    ASSERT_TRUE(pipeline_->SetQuality(level).ok());
    EXPECT_EQ(pipeline_->quality_level(), level);
    const int segmentations = Runs(P.segmentation.node);
    nodes::FrameRef out;
    for (int i = 0; i < frames; ++i) {
      ASSERT_TRUE(Frame(image_).ok());
      StatusOr<nodes::FrameRef> rendered = pipeline_->Render();
      ASSERT_TRUE(rendered.ok()) << rendered.status().ToString();
      out = *rendered;
    }
    const int interval = QualityForLevel(level).segment_interval;
    // The first frame at a new level may still reuse the previous level's mask.
    EXPECT_GE(Runs(P.segmentation.node) - segmentations, frames / interval);
    EXPECT_LE(Runs(P.segmentation.node) - segmentations, (frames + interval - 1) / interval + 1);
    StatusOr<nodes::MaskRef> mask = pipeline_->RefinedMask();
    ASSERT_TRUE(mask.ok());
    if (QualityForLevel(level).guided_refinement) {
      EXPECT_EQ(mask->width, static_cast<int>(image_.width * QualityForLevel(level).refine_scale + 0.5f));
    } else {
      EXPECT_LT(mask->width * mask->height, image_.width * image_.height / 4);  // the network's own mask
    }
    std::vector<float> pixels = nodes::testing::ReadRgba(*out.texture);
    if (level == 0) {
      full = pixels;
      continue;
    }
    ASSERT_EQ(pixels.size(), full.size());
    double diff = 0;
    for (size_t i = 0; i < pixels.size(); ++i) diff += std::abs(pixels[i] - full[i]);
    EXPECT_LE(diff / pixels.size(), 4.0 / 255.0) << "the picture drifted from the full effect's";
  }
  // A new camera size never reuses the old size's mask.
  ASSERT_TRUE(pipeline_->SetQuality(kQualityLevels - 1).ok());
  image::Image small;
  small.width = 320;
  small.height = 180;
  small.rgba.assign(static_cast<size_t>(320) * 180 * 4, 90);
  const int before = Runs(P.segmentation.node);
  ASSERT_TRUE(Frame(small).ok());
  ASSERT_TRUE(pipeline_->Render().ok());
  EXPECT_EQ(Runs(P.segmentation.node), before + 1);
}

class EffectsPipelinePassKindTest : public gl::GlTest {};

TEST_F(EffectsPipelinePassKindTest, ComputeAndFragmentPassesGiveTheSameFrames) {
  ASSERT_TRUE(gl::ComputeShadersAvailable());
  StatusOr<nn::ModelPlan> plan = nn::BuildModelPlan("mp_selfie_segmentation_landscape_144x256");
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  StatusOr<image::Image> img = image::LoadImage(VFX_IMAGES_DIR "/grace_hopper.jpg");
  ASSERT_TRUE(img.ok());
  EffectOptions light{Effect::kLight};
  EffectOptions blur_light{Effect::kBlur};
  blur_light.light_correction = true;
  for (const EffectOptions& effect : {EffectOptions{Effect::kBlur}, EffectOptions{Effect::kReplace}, light, blur_light}) {
    SCOPED_TRACE(EffectName(effect.effect));
    std::vector<std::vector<float>> frames;
    for (gl::PassKind kind : {gl::PassKind::kFragment, gl::PassKind::kCompute}) {
      PipelineOptions options;
      options.passes = kind;
      StatusOr<std::unique_ptr<EffectsPipeline>> p = EffectsPipeline::Create(*plan, options);
      ASSERT_TRUE(p.ok()) << p.status().ToString();
      ASSERT_TRUE((*p)->SetBackgroundColor(0.2f, 0.4f, 0.9f).ok());
      ASSERT_TRUE((*p)->SetEffect(effect).ok());
      const gl::Texture* out = nullptr;
      for (int i = 0; i < 2; ++i) {  // the second frame has temporal history
        ASSERT_TRUE((*p)->UploadFrame(img->rgba.data(), img->width, img->height).ok());
        StatusOr<nodes::FrameRef> frame = (*p)->Render();
        ASSERT_TRUE(frame.ok()) << frame.status().ToString();
        out = frame->texture;
      }
      frames.push_back(nodes::testing::ReadRgba(*out));
    }
    ASSERT_EQ(frames[0].size(), frames[1].size());
    double diff = 0;
    float worst = 0;
    for (size_t i = 0; i < frames[0].size(); ++i) {
      const float d = std::abs(frames[0][i] - frames[1][i]);
      diff += d;
      worst = std::max(worst, d);
    }
    // 8-bit outputs: rounding may differ by one step where a value sits on a boundary.
    EXPECT_LE(worst, 2.5f / 255.0f);
    EXPECT_LE(diff / frames[0].size(), 0.2 / 255.0);
  }
}

}  // namespace
}  // namespace vfx::pipeline
