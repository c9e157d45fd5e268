// The face detector's decoding (src/face/blazeface_decoder.h) on outputs made
// up for the purpose: anchors, box and keypoint offsets, the score threshold,
// weighted non-maximum suppression and the letterbox back to the frame.
#include "src/face/blazeface_decoder.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace vfx::face {
namespace {

constexpr int kAnchors = 896;
constexpr float kLogitFace = 4.f;  // sigmoid 0.982

struct Outputs {
  std::vector<float> regressors = std::vector<float>(kAnchors * 16, 0.f);
  std::vector<float> scores = std::vector<float>(kAnchors, -10.f);
  // A face at anchor `a`: box centre offset (dx, dy) and size (w, h) in input pixels; keypoint k at (k, -k).
  void Face(int a, float logit, float dx, float dy, float w, float h) {
    scores[a] = logit;
    float* r = &regressors[a * 16];
    r[0] = dx;
    r[1] = dy;
    r[2] = w;
    r[3] = h;
    for (int k = 0; k < 6; ++k) {
      r[4 + 2 * k] = static_cast<float>(k);
      r[5 + 2 * k] = -static_cast<float>(k);
    }
  }
};

TEST(BlazeFaceAnchors, SixteenByTwoThenEightBySix) {
  const std::vector<glm::vec2> anchors = ShortRangeAnchors();
  ASSERT_EQ(anchors.size(), 896u);
  EXPECT_EQ(anchors[0], glm::vec2(0.5f / 16, 0.5f / 16));
  EXPECT_EQ(anchors[1], anchors[0]);                       // two per cell at stride 8
  EXPECT_EQ(anchors[2], glm::vec2(1.5f / 16, 0.5f / 16));  // cells row-major
  EXPECT_EQ(anchors[32], glm::vec2(0.5f / 16, 1.5f / 16));
  EXPECT_EQ(anchors[512], glm::vec2(0.5f / 8, 0.5f / 8));  // then stride 16
  EXPECT_EQ(anchors[517], anchors[512]);                   // six per cell
  EXPECT_EQ(anchors[518], glm::vec2(1.5f / 8, 0.5f / 8));
  EXPECT_EQ(anchors[895], glm::vec2(7.5f / 8, 7.5f / 8));
}

TEST(BlazeFaceDecoder, OffsetsAreInInputPixelsAroundTheAnchor) {
  Outputs o;
  o.Face(600, kLogitFace, 12.8f, -6.4f, 25.6f, 32.f);  // a stride-16 anchor
  BlazeFaceDecoder decoder;
  StatusOr<std::vector<FaceDetection>> faces = decoder.Decode(o.regressors, o.scores);
  ASSERT_TRUE(faces.ok()) << faces.status().message();
  ASSERT_EQ(faces->size(), 1u);
  const glm::vec2 anchor = ShortRangeAnchors()[600];
  const FaceDetection& f = (*faces)[0];
  EXPECT_NEAR(f.centre().x, anchor.x + 0.1f, 1e-6f);
  EXPECT_NEAR(f.centre().y, anchor.y - 0.05f, 1e-6f);
  EXPECT_NEAR(f.size().x, 0.2f, 1e-6f);
  EXPECT_NEAR(f.size().y, 0.25f, 1e-6f);
  EXPECT_NEAR(f.score, 1 / (1 + std::exp(-kLogitFace)), 1e-6f);
  for (int k = 0; k < kKeypointCount; ++k) {
    EXPECT_NEAR(f.keypoints[k].x, anchor.x + k / 128.f, 1e-6f);
    EXPECT_NEAR(f.keypoints[k].y, anchor.y - k / 128.f, 1e-6f);
  }
}

TEST(BlazeFaceDecoder, NoFaceBelowTheScoreAndNoNonsenseFromBadValues) {
  Outputs o;
  o.Face(10, -0.1f, 0, 0, 20, 20);                                    // score 0.475 < 0.5
  o.Face(20, std::numeric_limits<float>::quiet_NaN(), 0, 0, 20, 20);  // NaN logit
  o.Face(30, kLogitFace, 0, 0, -5, 20);                               // a box of negative width
  o.Face(50, kLogitFace, 0, 0, 20, 20);
  o.regressors[50 * 16 + 9] = std::numeric_limits<float>::infinity();  // an infinite keypoint
  StatusOr<std::vector<FaceDetection>> faces = BlazeFaceDecoder().Decode(o.regressors, o.scores);
  ASSERT_TRUE(faces.ok());
  EXPECT_TRUE(faces->empty());
  // Huge logits are clipped, not overflowed.
  o.scores[40] = 1e30f;
  o.regressors[40 * 16 + 2] = o.regressors[40 * 16 + 3] = 10;
  faces = BlazeFaceDecoder().Decode(o.regressors, o.scores);
  ASSERT_TRUE(faces.ok());
  ASSERT_EQ(faces->size(), 1u);
  EXPECT_FLOAT_EQ((*faces)[0].score, 1.f);
}

TEST(BlazeFaceDecoder, WrongSizesAreAClearError) {
  std::vector<float> regressors(100), scores(896);
  StatusOr<std::vector<FaceDetection>> faces = BlazeFaceDecoder().Decode(regressors, scores);
  ASSERT_FALSE(faces.ok());
  EXPECT_NE(faces.status().message().find("14336 regressor values"), std::string::npos) << faces.status().message();
}

TEST(BlazeFaceDecoder, OverlappingCandidatesMergeWeightedByScoreAndFarOnesStay) {
  Outputs o;
  // The same face seen by two neighbouring anchors of one cell (scores 0.8 and 0.6), and a second face.
  o.Face(512 + 6 * 9, std::log(0.8f / 0.2f), 0, 0, 32, 32);
  o.Face(512 + 6 * 9 + 1, std::log(0.6f / 0.4f), 3.2f, 0, 32, 32);
  o.Face(512 + 6 * 54, std::log(0.9f / 0.1f), 0, 0, 24, 24);
  StatusOr<std::vector<FaceDetection>> faces = BlazeFaceDecoder().Decode(o.regressors, o.scores);
  ASSERT_TRUE(faces.ok());
  ASSERT_EQ(faces->size(), 2u);
  EXPECT_NEAR((*faces)[0].score, 0.9f, 1e-5f);  // best first
  const FaceDetection& merged = (*faces)[1];
  EXPECT_NEAR(merged.score, 0.8f, 1e-5f);  // the best score of the merged ones
  const glm::vec2 anchor = ShortRangeAnchors()[512 + 6 * 9];
  // Centre x: (0.8 * 0 + 0.6 * 0.025) / 1.4 past the anchor.
  EXPECT_NEAR(merged.centre().x, anchor.x + 0.6f * 0.025f / 1.4f, 1e-5f);
  EXPECT_NEAR(merged.size().x, 0.25f, 1e-5f);
  // max_faces keeps the best.
  BlazeFaceOptions one;
  one.max_faces = 1;
  faces = BlazeFaceDecoder(one).Decode(o.regressors, o.scores);
  ASSERT_TRUE(faces.ok());
  ASSERT_EQ(faces->size(), 1u);
  EXPECT_NEAR((*faces)[0].score, 0.9f, 1e-5f);
}

TEST(WeightedNonMaxSuppression, CandidatesOfScoreZeroGiveTheBestBoxNotNaN) {
  FaceDetection a, b;
  a.min = glm::vec2(0.1f);
  a.max = glm::vec2(0.3f);
  b.min = glm::vec2(0.12f);
  b.max = glm::vec2(0.32f);
  const std::vector<FaceDetection> faces = WeightedNonMaxSuppression({a, b}, 0.3f);
  ASSERT_EQ(faces.size(), 1u);
  EXPECT_EQ(faces[0].min, a.min);
  EXPECT_EQ(faces[0].max, a.max);
}

TEST(BlazeFaceDecoder, TwentyFacesAreTwentyFaces) {
  Outputs o;
  for (int i = 0; i < 20; ++i) o.Face(2 * (i * 3 + (i / 5) * 16 * 3), kLogitFace, 0, 0, 6, 6);  // far apart
  StatusOr<std::vector<FaceDetection>> faces = BlazeFaceDecoder().Decode(o.regressors, o.scores);
  ASSERT_TRUE(faces.ok());
  EXPECT_EQ(faces->size(), 20u);
}

TEST(Letterbox, MapsTheSquareInputBackOntoTheFrame) {
  // 1280×720 in 128×128: the frame fills the width, 72 rows, 28 rows of padding above.
  const Letterbox box = Letterbox::Fit(1280, 720);
  EXPECT_NEAR(box.scale.y, 72.f / 128.f, 1e-6f);
  EXPECT_NEAR(box.offset.y, 28.f / 128.f, 1e-6f);
  FaceDetection in;
  in.min = glm::vec2(0.25f, 28.f / 128.f);
  in.max = glm::vec2(0.5f, 100.f / 128.f);
  const FaceDetection f = box.ToFrame(in);
  EXPECT_NEAR(f.min.x, 0.25f, 1e-6f);
  EXPECT_NEAR(f.min.y, 0.f, 1e-6f);
  EXPECT_NEAR(f.max.y, 1.f, 1e-6f);
  // A portrait frame is padded at the sides; a degenerate one maps unchanged.
  EXPECT_NEAR(Letterbox::Fit(720, 1280).offset.x, 28.f / 128.f, 1e-6f);
  EXPECT_EQ(Letterbox::Fit(0, 2).scale, glm::vec2(1.f));
}

}  // namespace
}  // namespace vfx::face
