// Face boxes over time (src/face/face_smoother.h): a still face's jitter is
// smoothed away, a moving face is followed with little lag, tracks start,
// survive a missed frame or two and end, and two faces keep their tracks;
// between detections a moving face is carried along its velocity and a still
// one stays still.
#include "src/face/face_smoother.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

namespace vfx::face {
namespace {

FaceDetection Box(float cx, float cy, float size) {
  FaceDetection f;
  f.min = glm::vec2(cx, cy) - 0.5f * size;
  f.max = glm::vec2(cx, cy) + 0.5f * size;
  for (glm::vec2& k : f.keypoints) k = glm::vec2(cx, cy);
  f.score = 0.9f;
  return f;
}

TEST(FaceSmoother, AStillFacesJitterIsSmoothedAway) {
  FaceSmoother smoother;
  std::mt19937 rng(3);
  std::normal_distribution<float> noise(0.f, 0.004f);  // ~5 px at 1280 wide
  double raw = 0, smooth = 0;
  for (int i = 0; i < 120; ++i) {
    const float x = 0.5f + noise(rng);
    std::vector<FaceDetection> out = smoother.Update({Box(x, 0.4f, 0.2f)}, i / 30.0);
    ASSERT_EQ(out.size(), 1u);
    if (i >= 30) {
      raw += std::pow(x - 0.5f, 2);
      smooth += std::pow(out[0].centre().x - 0.5f, 2);
    }
  }
  EXPECT_LT(std::sqrt(smooth), 0.4 * std::sqrt(raw)) << "jitter not reduced";
}

TEST(FaceSmoother, AMovingFaceIsFollowed) {
  FaceSmoother smoother;
  float lag = 0;
  for (int i = 0; i < 60; ++i) {
    const float x = 0.2f + 0.01f * i;  // 0.3 of the frame per second at 30 fps
    std::vector<FaceDetection> out = smoother.Update({Box(x, 0.4f, 0.2f)}, i / 30.0);
    ASSERT_EQ(out.size(), 1u);
    lag = x - out[0].centre().x;
  }
  EXPECT_GE(lag, 0.f);
  EXPECT_LT(lag, 0.02f) << "a moving face lags too far behind";
}

// The node's rhythm: a detection every 3rd frame at 30 fps, its faces
// arriving a frame later; each frame shows Predict(its time).
struct Rhythm {
  double held = 0, carried = 0;  // rms error of the faces shown, frames 60..119
  double jitter = 0;             // rms frame-to-frame motion of the faces shown
};
Rhythm Follow(float speed, float noise_sigma) {
  FaceSmoother smoother;
  std::mt19937 rng(5);
  std::normal_distribution<float> noise(0.f, noise_sigma);
  auto truth = [&](int frame) { return 0.2f + speed * static_cast<float>(frame) / 30.f; };
  std::vector<FaceDetection> held;
  Rhythm r;
  float last_shown = 0;
  int n = 0;
  for (int frame = 0; frame < 120; ++frame) {
    const double t = frame / 30.0;
    if (frame >= 1 && (frame - 1) % 3 == 0) {  // the detection of frame-1 arrives
      held = smoother.Update({Box(truth(frame - 1) + noise(rng), 0.4f, 0.2f)}, (frame - 1) / 30.0);
    }
    if (held.empty()) continue;
    const std::vector<FaceDetection> shown = smoother.Predict(t);
    EXPECT_EQ(shown.size(), held.size());
    if (frame >= 60) {
      r.held += std::pow(held[0].centre().x - truth(frame), 2);
      r.carried += std::pow(shown[0].centre().x - truth(frame), 2);
      r.jitter += std::pow(shown[0].centre().x - last_shown, 2);
      ++n;
    }
    last_shown = shown[0].centre().x;
  }
  r.held = std::sqrt(r.held / n);
  r.carried = std::sqrt(r.carried / n);
  r.jitter = std::sqrt(r.jitter / n);
  return r;
}

TEST(FaceSmoother, AMovingFaceIsCarriedBetweenDetections) {
  // 0.5 of the frame width per second: ~21 px a frame at 1280 wide.
  const Rhythm r = Follow(0.5f, 0.f);
  std::printf("moving face: rms error held %.4f, carried %.4f\n", r.held, r.carried);
  EXPECT_LT(r.carried, 0.3 * r.held) << "the carried face should follow the face, not the last detection";
}

TEST(FaceSmoother, AStillNoisyFaceIsNotCarried) {
  const Rhythm r = Follow(0.f, 0.004f);
  std::printf("still face, noisy detections: rms error held %.4f, carried %.4f\n", r.held, r.carried);
  EXPECT_LT(r.carried, 1.05 * r.held + 1e-5) << "noise must not turn into motion";
}

// Still() lets the detector run less often (face_detect_node.h): true only
// while every face is seen and slower than the carrying threshold.
TEST(FaceSmoother, StillMeansEveryFaceSeenAndNotMoving) {
  FaceSmoother smoother;
  EXPECT_FALSE(smoother.Still()) << "no faces: nothing to hold";
  smoother.Update({Box(0.5f, 0.4f, 0.2f)}, 0.0);
  EXPECT_FALSE(smoother.Still()) << "one detection gives no speed";
  // Detections every third frame of a 30 fps camera, a still face with
  // ~2.5 px of detection noise at 1280 wide (a quarter of the detector's
  // texel): still on nearly every detection.
  std::mt19937 rng(5);
  std::normal_distribution<float> noise(0.f, 0.002f);
  int still = 0;
  double t = 0.1;
  for (int i = 0; i < 100; ++i, t += 0.1) {
    smoother.Update({Box(0.5f + noise(rng), 0.4f + noise(rng), 0.2f)}, t);
    if (i >= 10) still += smoother.Still();
  }
  EXPECT_GE(still, 85) << "a still face's detection noise is not motion";
  // Then the face moves at 0.3 frame widths per second (~13 px a frame at 1280).
  for (int i = 0; i < 5; ++i, t += 0.1) {
    smoother.Update({Box(0.5f + 0.3f * 0.1f * i, 0.4f, 0.2f)}, t);
    if (i >= 1) {
      EXPECT_FALSE(smoother.Still()) << "a moving face, detection " << i;
    }
  }
  // Stopped again, then a second face, still, beside it.
  for (int i = 0; i < 20; ++i, t += 0.1) smoother.Update({Box(0.65f, 0.4f, 0.2f)}, t);
  EXPECT_TRUE(smoother.Still());
  smoother.Update({Box(0.65f, 0.4f, 0.2f), Box(0.2f, 0.4f, 0.1f)}, t);
  t += 0.1;
  EXPECT_FALSE(smoother.Still()) << "a face seen once has no speed yet";
  smoother.Update({Box(0.65f, 0.4f, 0.2f), Box(0.2f, 0.4f, 0.1f)}, t);
  t += 0.1;
  EXPECT_TRUE(smoother.Still());
  // A face missed at the last detection says nothing about motion; the faces seen decide.
  smoother.Update({Box(0.65f, 0.4f, 0.2f)}, t);
  t += 0.1;
  EXPECT_TRUE(smoother.Still());
  smoother.Update({}, t);
  EXPECT_FALSE(smoother.Still()) << "no face seen at the last detection";
}

TEST(FaceSmoother, TracksSurviveAMissedFrameThenEnd) {
  FaceSmootherOptions options;
  options.max_missed = 2;
  FaceSmoother smoother(options);
  EXPECT_EQ(smoother.Update({Box(0.5f, 0.5f, 0.2f)}, 0.0).size(), 1u);
  EXPECT_EQ(smoother.Update({}, 1 / 30.0).size(), 1u);  // missed once: still reported
  EXPECT_EQ(smoother.Update({}, 2 / 30.0).size(), 1u);
  EXPECT_EQ(smoother.Update({}, 3 / 30.0).size(), 0u);  // gone
  EXPECT_EQ(smoother.track_count(), 0u);
}

TEST(FaceSmoother, TwoFacesKeepTheirOwnTracks) {
  FaceSmoother smoother;
  for (int i = 0; i < 10; ++i) {
    // Given in either order, each face is smoothed with its own history.
    std::vector<FaceDetection> in = {Box(0.25f, 0.5f, 0.15f), Box(0.75f, 0.5f, 0.15f)};
    if (i % 2) std::swap(in[0], in[1]);
    std::vector<FaceDetection> out = smoother.Update(in, i / 30.0);
    ASSERT_EQ(out.size(), 2u);
    for (size_t k = 0; k < 2; ++k) EXPECT_NEAR(out[k].centre().x, in[k].centre().x, 1e-5f);
  }
  EXPECT_EQ(smoother.track_count(), 2u);
}

TEST(OneEuroFilter, StillTimeHoldsBackwardTimeRestartsBrokenSamplesAreIgnored) {
  OneEuroFilter f(1.f, 0.f);
  EXPECT_EQ(f.Filter(1.f, 10.0), 1.f);
  EXPECT_EQ(f.Filter(5.f, 10.0), 1.f);  // no time passed
  EXPECT_EQ(f.Filter(5.f, 0.0), 5.f);   // the clock went back (a looping clip): start again there
  EXPECT_EQ(f.Filter(std::nanf(""), 0.1), 5.f);
  EXPECT_EQ(f.Filter(7.f, std::nan("")), 5.f);
  const float next = f.Filter(9.f, 0.1);
  EXPECT_GT(next, 5.f);
  EXPECT_LT(next, 9.f);
}

TEST(FaceSmoother, AFaceSeenAgainAfterTheClockRestartsIsNotFrozen) {
  FaceSmoother smoother;
  for (int i = 0; i < 30; ++i) smoother.Update({Box(0.3f, 0.5f, 0.2f)}, 100 + i / 30.0);
  // The source restarts at 0 and the face has moved (still overlapping its old box).
  std::vector<FaceDetection> out;
  for (int i = 0; i < 30; ++i) out = smoother.Update({Box(0.35f, 0.5f, 0.2f)}, i / 30.0);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_NEAR(out[0].centre().x, 0.35f, 0.005f);
}

}  // namespace
}  // namespace vfx::face
