#include "src/face/blazeface_decoder.h"

#include <algorithm>
#include <cmath>
#include <glm/common.hpp>
#include <string>

namespace vfx::face {

std::vector<glm::vec2> ShortRangeAnchors() {
  // SsdAnchorsCalculator with the short-range options: 4 layers, strides
  // 8, 16, 16, 16, anchor offset 0.5, one aspect ratio plus the interpolated
  // scale (2 anchors per layer and cell); layers of one stride share their
  // cells, so stride 16 gives 3 × 2 = 6 anchors per cell.
  struct Level {
    int grid;
    int per_cell;
  };
  std::vector<glm::vec2> anchors;
  for (const Level level : {Level{16, 2}, Level{8, 6}}) {
    for (int y = 0; y < level.grid; ++y) {
      for (int x = 0; x < level.grid; ++x) {
        const glm::vec2 centre((static_cast<float>(x) + 0.5f) / static_cast<float>(level.grid),
                               (static_cast<float>(y) + 0.5f) / static_cast<float>(level.grid));
        for (int a = 0; a < level.per_cell; ++a) anchors.push_back(centre);
      }
    }
  }
  return anchors;
}

float BoxIou(const FaceDetection& a, const FaceDetection& b) {
  const glm::vec2 lo = glm::max(a.min, b.min), hi = glm::min(a.max, b.max);
  const glm::vec2 overlap = glm::max(hi - lo, glm::vec2(0.f));
  const float intersection = overlap.x * overlap.y;
  const glm::vec2 sa = glm::max(a.size(), glm::vec2(0.f)), sb = glm::max(b.size(), glm::vec2(0.f));
  const float union_area = sa.x * sa.y + sb.x * sb.y - intersection;
  return union_area > 0.f ? intersection / union_area : 0.f;
}

BlazeFaceDecoder::BlazeFaceDecoder(BlazeFaceOptions options) : options_(options), anchors_(ShortRangeAnchors()) {}

StatusOr<std::vector<FaceDetection>> BlazeFaceDecoder::Decode(std::span<const float> regressors,
                                                              std::span<const float> scores) const {
  const size_t n = anchors_.size();
  if (scores.size() != n || regressors.size() != n * kValuesPerAnchor) {
    return InvalidArgumentError("face decoder: " + std::to_string(n) + " anchors need " +
                                std::to_string(n * kValuesPerAnchor) + " regressor values and " + std::to_string(n) +
                                " scores, got " + std::to_string(regressors.size()) + " and " +
                                std::to_string(scores.size()));
  }
  const float unit = 1.f / static_cast<float>(options_.input_size);
  std::vector<FaceDetection> candidates;
  for (size_t i = 0; i < n; ++i) {
    const float logit = std::clamp(scores[i], -options_.score_clip, options_.score_clip);
    if (!std::isfinite(logit)) continue;  // a NaN from a broken input is no face
    const float score = 1.f / (1.f + std::exp(-logit));
    if (score < options_.min_score) continue;
    const float* r = &regressors[i * kValuesPerAnchor];
    // A broken input (NaN, overflow) gives no face rather than one that poisons the merge and the smoothing.
    if (!std::all_of(r, r + kValuesPerAnchor, [](float v) { return std::isfinite(v); })) continue;
    const glm::vec2 centre = anchors_[i] + glm::vec2(r[0], r[1]) * unit;
    const glm::vec2 half = 0.5f * glm::vec2(r[2], r[3]) * unit;
    FaceDetection face;
    face.min = centre - half;
    face.max = centre + half;
    for (int k = 0; k < kKeypointCount; ++k) {
      face.keypoints[k] = anchors_[i] + glm::vec2(r[4 + 2 * k], r[5 + 2 * k]) * unit;
    }
    face.score = score;
    if (face.size().x > 0.f && face.size().y > 0.f) candidates.push_back(face);
  }
  std::vector<FaceDetection> faces = WeightedNonMaxSuppression(std::move(candidates), options_.min_suppression_iou);
  if (options_.max_faces > 0 && static_cast<int>(faces.size()) > options_.max_faces) faces.resize(options_.max_faces);
  return faces;
}

std::vector<FaceDetection> WeightedNonMaxSuppression(std::vector<FaceDetection> candidates, float min_iou) {
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const FaceDetection& a, const FaceDetection& b) { return a.score > b.score; });
  std::vector<FaceDetection> faces;
  std::vector<bool> taken(candidates.size(), false);
  for (size_t i = 0; i < candidates.size(); ++i) {
    if (taken[i]) continue;
    const FaceDetection& best = candidates[i];
    FaceDetection merged;
    merged.score = best.score;
    float weight = 0.f;
    for (size_t j = i; j < candidates.size(); ++j) {
      if (taken[j] || (j != i && BoxIou(best, candidates[j]) <= min_iou)) continue;
      taken[j] = true;
      const FaceDetection& c = candidates[j];
      merged.min += c.score * c.min;
      merged.max += c.score * c.max;
      for (int k = 0; k < kKeypointCount; ++k) merged.keypoints[k] += c.score * c.keypoints[k];
      weight += c.score;
    }
    if (weight > 0.f) {
      merged.min /= weight;
      merged.max /= weight;
      for (glm::vec2& p : merged.keypoints) p /= weight;
    } else {  // scores of 0 (a caller's candidates): the best one as it is
      merged = best;
    }
    faces.push_back(merged);
  }
  return faces;
}

Letterbox Letterbox::Fit(int frame_width, int frame_height) {
  Letterbox box;
  if (frame_width <= 0 || frame_height <= 0) return box;
  const float aspect = static_cast<float>(frame_width) / static_cast<float>(frame_height);
  box.scale = aspect >= 1.f ? glm::vec2(1.f, 1.f / aspect) : glm::vec2(aspect, 1.f);
  box.offset = 0.5f * (glm::vec2(1.f) - box.scale);
  return box;
}

FaceDetection Letterbox::ToFrame(const FaceDetection& in_input) const {
  FaceDetection out = in_input;
  out.min = (in_input.min - offset) / scale;
  out.max = (in_input.max - offset) / scale;
  for (int k = 0; k < kKeypointCount; ++k) out.keypoints[k] = (in_input.keypoints[k] - offset) / scale;
  return out;
}

}  // namespace vfx::face
