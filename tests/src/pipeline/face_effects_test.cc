// The face effects on a real face (Grace Hopper's portrait, a noisy scan):
// the detector finds it through the frame graph, touch-up smooths the skin
// and keeps the features, face light restores a dark face; and the graph's
// point: the detector runs once per detection for both effects, never
// without them, and bad frames do not break it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <glm/geometric.hpp>
#include <string>
#include <vector>

#include "src/image/image.h"
#include "src/nn/face_model.h"
#include "src/nn/model_registry.h"
#include "src/pipeline/effects_pipeline.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::pipeline {
namespace {

float Luma(const float* p) { return 0.299f * p[0] + 0.587f * p[1] + 0.114f * p[2]; }

class FaceEffectsTest : public gl::GlTest {
 protected:
  void SetUp() override {
    gl::GlTest::SetUp();
    StatusOr<nn::ModelPlan> plan = nn::BuildModelPlan("mp_selfie_segmentation_landscape_144x256");
    ASSERT_TRUE(plan.ok()) << plan.status().ToString();
    StatusOr<nn::ModelPlan> face = nn::BuildFaceDetectorPlan();
    ASSERT_TRUE(face.ok()) << face.status().ToString();
    StatusOr<std::unique_ptr<EffectsPipeline>> p = EffectsPipeline::Create(*plan, {}, &*face);
    ASSERT_TRUE(p.ok()) << p.status().ToString();
    pipeline_ = std::move(p).value();
    StatusOr<image::Image> img = image::LoadImage(VFX_IMAGES_DIR "/grace_hopper.jpg");
    ASSERT_TRUE(img.ok());
    image_ = std::move(img).value();
  }

  // Renders `frames` frames of `img`; the last one's picture as RGBA floats.
  std::vector<float> Render(const image::Image& img, int frames) {
    StatusOr<nodes::FrameRef> out = InternalError("no frame");
    for (int i = 0; i < frames; ++i) {
      EXPECT_TRUE(pipeline_->UploadFrame(img.rgba.data(), img.width, img.height).ok());
      out = pipeline_->Render();
      EXPECT_TRUE(out.ok()) << out.status().ToString();
      if (!out.ok()) return {};
    }
    return nodes::testing::ReadRgba(*out->texture);
  }

  std::vector<face::FaceDetection> Faces() {
    StatusOr<const nodes::FacesRef*> faces = pipeline_->graph().Pull(pipeline_->ports().faces);
    EXPECT_TRUE(faces.ok());
    return faces.ok() ? (*faces)->faces : std::vector<face::FaceDetection>();
  }

  std::vector<float> Pixels(const image::Image& img) {
    std::vector<float> out(img.rgba.size());
    for (size_t i = 0; i < out.size(); ++i) out[i] = img.rgba[i] / 255.f;
    return out;
  }

  // Touch-up at 0.7 on the photo at quality `level`: the goals (skin
  // high frequencies down ≥ 3×, pixels away from the face untouched).
  void CheckTouchUp(int level);

  std::unique_ptr<EffectsPipeline> pipeline_;
  image::Image image_;
};

void FaceEffectsTest::CheckTouchUp(int level) {
  EffectOptions options;
  options.effect = Effect::kNone;
  options.touch_up = 0.7f;
  ASSERT_TRUE(pipeline_->SetEffect(options).ok());
  const std::vector<float> out = Render(image_, 3);
  ASSERT_FALSE(out.empty());
  const std::vector<face::FaceDetection> faces = Faces();
  ASSERT_EQ(faces.size(), 1u);
  const face::FaceDetection& f = faces[0];
  const std::vector<float> in = Pixels(image_);
  const int w = image_.width, h = image_.height;
  const glm::vec2 px(static_cast<float>(w), static_cast<float>(h));
  const glm::vec2 centre = f.centre() * px, size = f.size() * px;
  auto at = [&](const std::vector<float>& img, int x, int y) {
    return Luma(&img[(static_cast<size_t>(y) * w + x) * 4]);
  };
  auto laplacian = [&](const std::vector<float>& img, int x, int y) {
    return std::abs(4 * at(img, x, y) - at(img, x - 1, y) - at(img, x + 1, y) - at(img, x, y - 1) - at(img, x, y + 1));
  };
  auto near_keypoint = [&](glm::vec2 p, float radius) {
    for (const glm::vec2& k : f.keypoints) {
      if (glm::length(p - k * px) < radius * size.x) return true;
    }
    return false;
  };
  // The skin mask: the inner face ellipse away from the features, where the
  // input's chroma is the face's typical (median) chroma (not glasses, brows, shadows in the hair).
  auto chroma = [&](int x, int y) {
    const float* p = &in[(static_cast<size_t>(y) * w + x) * 4];
    return glm::vec2(-0.1687f * p[0] - 0.3313f * p[1] + 0.5f * p[2], 0.5f * p[0] - 0.4187f * p[1] - 0.0813f * p[2]);
  };
  std::vector<float> cb, cr;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const glm::vec2 p(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f);
      if (glm::length((p - centre) / (0.35f * size)) > 1) continue;
      cb.push_back(chroma(x, y).x);
      cr.push_back(chroma(x, y).y);
    }
  }
  ASSERT_FALSE(cb.empty());
  std::nth_element(cb.begin(), cb.begin() + cb.size() / 2, cb.end());
  std::nth_element(cr.begin(), cr.begin() + cr.size() / 2, cr.end());
  const glm::vec2 skin_chroma(cb[cb.size() / 2], cr[cr.size() / 2]);
  double before = 0, after = 0;
  int skin = 0;
  float worst_outside = 0;
  for (int y = 1; y < h - 1; ++y) {
    for (int x = 1; x < w - 1; ++x) {
      const glm::vec2 p(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f);
      const float d = glm::length((p - centre) / (0.5f * size));
      if (d > 1.5f) {
        for (int c = 0; c < 3; ++c) {
          const size_t i = (static_cast<size_t>(y) * w + x) * 4 + c;
          worst_outside = std::max(worst_outside, std::abs(out[i] - in[i]));
        }
      } else if (d < 0.7f && !near_keypoint(p, 0.18f) && glm::length(chroma(x, y) - skin_chroma) < 0.03f &&
                 at(in, x, y) > 0.25f) {
        before += laplacian(in, x, y);
        after += laplacian(out, x, y);
        ++skin;
      }
    }
  }
  ASSERT_GT(skin, 1000);
  if (const char* dump = std::getenv("VFX_TEST_DUMP_DIR")) {
    image::Image shown = image_;
    for (size_t i = 0; i < out.size(); ++i) shown.rgba[i] = static_cast<uint8_t>(std::lround(out[i] * 255));
    EXPECT_TRUE(image::SaveImage(shown, std::string(dump) + "/touch_up.png").ok());
  }
  std::printf(
      "touch-up 0.7 (quality %d): skin |laplacian| %.5f -> %.5f (%.2fx down) over %d px; outside max diff %.4f\n",
      level, before / skin, after / skin, before / std::max(after, 1e-9), skin, worst_outside);
  EXPECT_GE(before / after, 3.0) << "skin high frequencies down at least 3x";
  EXPECT_LE(worst_outside, 1.f / 255) << "pixels away from the face are untouched";
  // Gradient magnitude around each keypoint (a 9×9 window) within 10 % of the input's.
  for (int k = 0; k < face::kKeypointCount; ++k) {
    const glm::ivec2 c(f.keypoints[k] * px);
    double gin = 0, gout = 0;
    for (int y = std::max(1, c.y - 4); y <= std::min(h - 2, c.y + 4); ++y) {
      for (int x = std::max(1, c.x - 4); x <= std::min(w - 2, c.x + 4); ++x) {
        gin += std::hypot(at(in, x + 1, y) - at(in, x - 1, y), at(in, x, y + 1) - at(in, x, y - 1));
        gout += std::hypot(at(out, x + 1, y) - at(out, x - 1, y), at(out, x, y + 1) - at(out, x, y - 1));
      }
    }
    EXPECT_NEAR(gout / gin, 1.0, 0.1) << "keypoint " << k;
  }
}

TEST_F(FaceEffectsTest, TouchUpSmoothsTheSkinAndKeepsFeaturesAndTheRest) {
  // Full quality, and the ladder's last step (every second tap of the filter).
  for (const int level : {0, kQualityLevels - 1}) {
    SCOPED_TRACE("quality level " + std::to_string(level));
    ASSERT_TRUE(pipeline_->SetQuality(level).ok());
    CheckTouchUp(level);
  }
}

TEST_F(FaceEffectsTest, FaceLightRestoresADarkFace) {
  image::Image dark = image_;
  for (size_t i = 0; i < dark.rgba.size(); ++i) {
    if (i % 4 != 3) dark.rgba[i] = static_cast<uint8_t>(std::lround(dark.rgba[i] * 0.4));
  }
  EffectOptions options;
  options.effect = Effect::kLight;
  options.light_region = LightRegion::kFace;
  ASSERT_TRUE(pipeline_->SetEffect(options).ok());
  const std::vector<float> out = Render(dark, 30);  // the statistics settle over ~20 frames
  ASSERT_FALSE(out.empty());
  const std::vector<face::FaceDetection> faces = Faces();
  ASSERT_EQ(faces.size(), 1u) << "found in the dark frame too";
  const std::vector<float> original = Pixels(image_), darkened = Pixels(dark);
  const glm::vec2 px(static_cast<float>(image_.width), static_cast<float>(image_.height));
  const glm::vec2 centre = faces[0].centre() * px, size = faces[0].size() * px;
  double lo = 0, lc = 0, ld = 0;
  int n = 0;
  for (int y = 0; y < image_.height; ++y) {
    for (int x = 0; x < image_.width; ++x) {
      const glm::vec2 p(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f);
      if (glm::length((p - centre) / (0.4f * size)) > 1) continue;
      const size_t i = (static_cast<size_t>(y) * image_.width + x) * 4;
      lo += Luma(&original[i]);
      lc += Luma(&out[i]);
      ld += Luma(&darkened[i]);
      ++n;
    }
  }
  std::printf("face light: face luma original %.3f, darkened %.3f, corrected %.3f\n", lo / n, ld / n, lc / n);
  EXPECT_NEAR(lc / lo, 1.0, 0.1) << "face luma within 10 % of the original's";

  // The background (the person mask below 0.02) keeps its brightness: face
  // light applies to the person unless the whole picture is asked for.
  StatusOr<const nodes::MaskRef*> refined = pipeline_->graph().Pull(pipeline_->ports().refined);
  ASSERT_TRUE(refined.ok());
  const gl::Texture& mask_texture = *(*refined)->texture;
  const std::vector<float> mask = nodes::testing::ReadRgba(mask_texture);
  auto background_luma = [&](const std::vector<float>& picture, int* count) {
    double sum = 0;
    *count = 0;
    for (int y = 0; y < image_.height; ++y) {
      for (int x = 0; x < image_.width; ++x) {
        const int mx = x * mask_texture.width() / image_.width, my = y * mask_texture.height() / image_.height;
        if (mask[(static_cast<size_t>(my) * mask_texture.width() + mx) * 4] >= 0.02f) continue;
        sum += Luma(&picture[(static_cast<size_t>(y) * image_.width + x) * 4]);
        ++*count;
      }
    }
    return *count > 0 ? sum / *count : 0.0;
  };
  int background = 0;
  const double dark_background = background_luma(darkened, &background);
  ASSERT_GT(background, image_.width * image_.height / 10) << "the portrait has a background";
  const double kept = background_luma(out, &background);
  options.light_scope = LightScope::kPicture;
  ASSERT_TRUE(pipeline_->SetEffect(options).ok());
  const std::vector<float> whole = Render(dark, 2);
  ASSERT_FALSE(whole.empty());
  const double brightened = background_luma(whole, &background);
  std::printf("face light: background luma darkened %.4f, person scope %.4f, picture scope %.4f\n", dark_background,
              kept, brightened);
  EXPECT_NEAR(kept, dark_background, 1.0 / 255) << "the background unchanged under the person scope";
  EXPECT_GT(brightened, dark_background * 1.3) << "the picture scope brightens the background too";
}

TEST_F(FaceEffectsTest, TheDetectorRunsOncePerDetectionAndNeverWithoutAFaceEffect) {
  EffectOptions options;
  options.effect = Effect::kBlur;
  ASSERT_TRUE(pipeline_->SetEffect(options).ok());
  Render(image_, 3);
  EXPECT_EQ(pipeline_->face_detector(), nullptr) << "no face effect: no detector made";
  EXPECT_EQ(pipeline_->graph().run_count(pipeline_->ports().faces.node), 0);
  options.touch_up = 0.5f;
  options.light_correction = true;
  options.light_region = LightRegion::kFace;
  ASSERT_TRUE(pipeline_->SetEffect(options).ok());
  // The photo's face is still: once it has been seen twice (a new face may be moving), one detection
  // every kStillFaceIntervalFactor × the level's interval; counted after a settling run at each level.
  auto detections_over = [&](int interval, int count) {
    const int still_interval = nodes::kStillFaceIntervalFactor * interval;
    Render(image_, 2 * still_interval);
    const int before = pipeline_->face_detector()->detections();
    Render(image_, count * still_interval);
    return pipeline_->face_detector()->detections() - before;
  };
  Render(image_, 1);
  ASSERT_NE(pipeline_->face_detector(), nullptr);
  // Both effects pull faces: one detection per interval, not two.
  EXPECT_EQ(detections_over(nodes::kFaceDetectInterval, 3), 3);
  // The quality ladder's last step detects half as often (src/pipeline/quality_ladder.h).
  ASSERT_TRUE(pipeline_->SetQuality(kQualityLevels - 1).ok());
  const int interval = QualityForLevel(kQualityLevels - 1).face_detect_interval;
  EXPECT_EQ(interval, 2 * nodes::kFaceDetectInterval);
  EXPECT_EQ(detections_over(interval, 3), 3);
  ASSERT_TRUE(pipeline_->SetQuality(0).ok());
  EXPECT_EQ(detections_over(nodes::kFaceDetectInterval, 3), 3);
}

// A face moving sideways at 10 px a frame (1280×720, 30 fps): the faces each
// frame shows follow it between detections (every kFaceDetectInterval frames,
// each seen a frame later), rather than sitting where the last detection was.
TEST_F(FaceEffectsTest, AMovingFaceIsFollowedBetweenDetections) {
  EffectOptions options;
  options.effect = Effect::kNone;
  options.touch_up = 0.5f;
  ASSERT_TRUE(pipeline_->SetEffect(options).ok());
  constexpr int kWidth = 1280, kHeight = 720, kStep = 10, kLeft = 100;
  auto frame_at = [&](int x0) {
    image::Image f{kWidth, kHeight, std::vector<uint8_t>(static_cast<size_t>(kWidth) * kHeight * 4, 40)};
    for (int y = 0; y < image_.height && 60 + y < kHeight; ++y) {
      std::copy_n(&image_.rgba[static_cast<size_t>(y) * image_.width * 4], image_.width * 4,
                  &f.rgba[(static_cast<size_t>(60 + y) * kWidth + x0) * 4]);
    }
    return f;
  };
  auto show = [&](int x0, int frame) -> float {
    const image::Image f = frame_at(x0);
    EXPECT_TRUE(pipeline_->SetFrameTime(frame / 30.0).ok());
    EXPECT_TRUE(pipeline_->UploadFrame(f.rgba.data(), f.width, f.height).ok());
    EXPECT_TRUE(pipeline_->Render().ok());
    const std::vector<face::FaceDetection> faces = Faces();
    return faces.empty() ? -1.f : faces[0].centre().x * kWidth;
  };
  // Still first: where the face's centre sits relative to the photo's left edge.
  float still = -1;
  for (int frame = 0; frame < 12; ++frame) still = show(kLeft, frame);
  ASSERT_GT(still, 0) << "the face is found on the still frames";
  const float offset = still - kLeft;
  double error = 0, lag_if_held = 0;
  int n = 0, detections_at_15 = 0;
  for (int i = 1; i <= 60; ++i) {
    const int x0 = kLeft + kStep * i;
    if (x0 + image_.width > kWidth) break;
    const float shown = show(x0, 12 + i);
    ASSERT_GT(shown, 0) << "frame " << i;
    if (i == 15) detections_at_15 = pipeline_->face_detector()->detections();
    if (i >= 15) {
      error += std::abs(shown - (x0 + offset));
      // A face held from the last detection is 1 to kFaceDetectInterval frames old (one more in flight).
      lag_if_held += kStep * (1 + 0.5 * (nodes::kFaceDetectInterval + 1));
      ++n;
    }
  }
  ASSERT_GT(n, 20);
  std::printf("moving face: mean |shown - true| centre %.1f px (held faces would lag ~%.1f px)\n", error / n,
              lag_if_held / n);
  EXPECT_LT(error / n, 0.5 * lag_if_held / n);
  // A moving face is not still: the detector keeps its base interval.
  const int moving_detections = pipeline_->face_detector()->detections() - detections_at_15;
  EXPECT_GE(moving_detections, (n - 1) / nodes::kFaceDetectInterval) << "over " << n << " moving frames";
}

TEST_F(FaceEffectsTest, BadFramesGiveNoFacesAndNoErrors) {
  EffectOptions options;
  options.effect = Effect::kBlur;
  options.touch_up = 1.0f;
  options.light_correction = true;
  options.light_region = LightRegion::kFace;
  ASSERT_TRUE(pipeline_->SetEffect(options).ok());
  // A 2×2 frame, a black frame, then the face again at a new size.
  image::Image tiny;
  tiny.width = tiny.height = 2;
  tiny.rgba.assign(16, 128);
  EXPECT_FALSE(Render(tiny, 4).empty());
  EXPECT_TRUE(Faces().empty());
  image::Image black = image_;
  std::fill(black.rgba.begin(), black.rgba.end(), 0);
  EXPECT_FALSE(Render(black, 4).empty());
  EXPECT_TRUE(Faces().empty()) << "no false face on black";
  EXPECT_FALSE(Render(image_, 4).empty());
  EXPECT_EQ(Faces().size(), 1u);
  // Out-of-range strengths are refused and change nothing.
  options.touch_up = -0.1f;
  EXPECT_EQ(pipeline_->SetEffect(options).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(pipeline_->effect().touch_up, 1.0f);
}

}  // namespace
}  // namespace vfx::pipeline
