// A face found by the detector, and the letterbox that maps the detector's
// square input back onto the camera frame.
#pragma once

#include <array>
#include <glm/vec2.hpp>

namespace vfx::face {

// Keypoints in the order BlazeFace gives them (the subject's own left/right).
enum Keypoint { kRightEye = 0, kLeftEye, kNoseTip, kMouthCentre, kRightEarTragion, kLeftEarTragion, kKeypointCount };

struct FaceDetection {
  glm::vec2 min{0.f};  // box corners; normalised coordinates (0..1) of the image they refer to
  glm::vec2 max{0.f};
  std::array<glm::vec2, kKeypointCount> keypoints{};
  float score = 0.f;  // 0..1

  glm::vec2 centre() const { return 0.5f * (min + max); }
  glm::vec2 size() const { return max - min; }
};

// Intersection over union of two boxes (0 when either is empty).
float BoxIou(const FaceDetection& a, const FaceDetection& b);

// How a frame of width × height sits in the detector's square input when
// scaled to fit and centred (MediaPipe's keep-aspect-ratio letterbox): the
// input's normalised coordinates of the frame's corners.
struct Letterbox {
  glm::vec2 offset{0.f};  // input coordinates of the frame's top-left corner
  glm::vec2 scale{1.f};   // input extent of the whole frame

  static Letterbox Fit(int frame_width, int frame_height);
  // A detection in input coordinates -> the same face in frame coordinates (0..1).
  FaceDetection ToFrame(const FaceDetection& in_input) const;
};

}  // namespace vfx::face
