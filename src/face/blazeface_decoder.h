// The face detector's raw outputs (models/face/face_detection_short_range:
// regressors [896][16] and classificators [896], as the generated plan leaves
// them) decoded into faces the way MediaPipe's face_detection_short_range
// graph does: SSD anchors, box and keypoint offsets around each anchor, a
// sigmoid score, then weighted non-maximum suppression (overlapping
// candidates merged into their score-weighted mean). 896 anchors is little
// work for a CPU; the GPU leaves a few kilobytes to read.
#pragma once

#include <glm/vec2.hpp>
#include <span>
#include <vector>

#include "src/core/status.h"
#include "src/face/face_detection.h"

namespace vfx::face {

struct BlazeFaceOptions {
  int input_size = 128;    // the square input, pixels
  float min_score = 0.5f;  // candidates below are dropped
  float min_suppression_iou = 0.3f;
  float score_clip = 100.f;  // logits clipped to ±this before the sigmoid
  int max_faces = 0;         // 0: no limit; else the best max_faces
};

// The anchor centres of the short-range model, normalised: 16×16 cells × 2
// (stride 8), then 8×8 cells × 6 (stride 16), cells row-major. Every anchor
// is 1×1 (fixed size), so offsets are in units of the input size.
std::vector<glm::vec2> ShortRangeAnchors();

class BlazeFaceDecoder {
 public:
  static constexpr int kValuesPerAnchor = 16;  // box (4) + 6 keypoints (12)

  explicit BlazeFaceDecoder(BlazeFaceOptions options = {});

  // regressors: anchors × 16 values; scores: one logit per anchor. Faces in
  // the detector input's normalised coordinates, best first; INVALID_ARGUMENT
  // when the sizes do not fit the anchors.
  StatusOr<std::vector<FaceDetection>> Decode(std::span<const float> regressors, std::span<const float> scores) const;

  int anchor_count() const { return static_cast<int>(anchors_.size()); }

 private:
  BlazeFaceOptions options_;
  std::vector<glm::vec2> anchors_;
};

// MediaPipe's weighted non-maximum suppression: the best remaining candidate
// and every candidate overlapping it by more than `min_iou` become one face,
// their boxes and keypoints averaged with the scores as weights, the best
// score kept. `candidates` in any order; faces best first.
std::vector<FaceDetection> WeightedNonMaxSuppression(std::vector<FaceDetection> candidates, float min_iou);

}  // namespace vfx::face
