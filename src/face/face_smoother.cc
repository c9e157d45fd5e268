#include "src/face/face_smoother.h"

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>
#include <numbers>

namespace vfx::face {
namespace {

// The smoothing factor of an exponential filter with cutoff `hz` at step `dt`.
float Alpha(float hz, double dt) {
  const double tau = 1.0 / (2.0 * std::numbers::pi * hz);
  return static_cast<float>(1.0 / (1.0 + tau / dt));
}

}  // namespace

float OneEuroFilter::Filter(float value, double time_s) {
  if (!std::isfinite(value) || !std::isfinite(time_s)) return started_ ? value_ : value;  // ignore a broken sample
  if (!started_ || time_s < last_time_) {
    // The first sample, or a clock that went back (a looping video, a restarted
    // source): start again from this one rather than ignore samples until the
    // old time comes round.
    started_ = true;
    last_time_ = time_s;
    value_ = value;
    derivative_ = 0;
    return value_;
  }
  if (time_s == last_time_) return value_;  // no time passed: nothing to smooth against
  const double dt = time_s - last_time_;
  last_time_ = time_s;
  const float derivative = static_cast<float>((value - value_) / dt);
  derivative_ += Alpha(derivative_cutoff_, dt) * (derivative - derivative_);
  const float cutoff = min_cutoff_ + beta_ * std::abs(derivative_);
  value_ += Alpha(cutoff, dt) * (value - value_);
  return value_;
}

FaceSmoother::Track::Track(const FaceSmootherOptions& o) {
  filters.assign(4 + 2 * kKeypointCount, OneEuroFilter(o.min_cutoff_hz, o.beta));
}

FaceDetection FaceSmoother::Track::Smooth(const FaceDetection& face, double time_s) {
  const glm::vec2 centre(filters[0].Filter(face.centre().x, time_s), filters[1].Filter(face.centre().y, time_s));
  const glm::vec2 size(filters[2].Filter(face.size().x, time_s), filters[3].Filter(face.size().y, time_s));
  FaceDetection out = face;
  out.min = centre - 0.5f * size;
  out.max = centre + 0.5f * size;
  for (int k = 0; k < kKeypointCount; ++k) {
    out.keypoints[k] = glm::vec2(filters[4 + 2 * k].Filter(face.keypoints[k].x, time_s),
                                 filters[5 + 2 * k].Filter(face.keypoints[k].y, time_s));
  }
  last = out;
  missed = 0;
  ++detections;
  return out;
}

std::vector<FaceDetection> FaceSmoother::Update(const std::vector<FaceDetection>& faces, double time_s) {
  std::vector<bool> continued(tracks_.size(), false);
  std::vector<FaceDetection> out;
  std::vector<Track> next;
  for (const FaceDetection& face : faces) {
    // The unclaimed track this face overlaps most.
    int best = -1;
    float best_iou = options_.match_iou;
    for (size_t t = 0; t < tracks_.size(); ++t) {
      const float iou = continued[t] ? 0.f : BoxIou(face, tracks_[t].last);
      if (iou > best_iou) {
        best_iou = iou;
        best = static_cast<int>(t);
      }
    }
    if (best >= 0) {
      continued[best] = true;
      out.push_back(tracks_[best].Smooth(face, time_s));
      next.push_back(std::move(tracks_[best]));
    } else {
      Track track(options_);
      out.push_back(track.Smooth(face, time_s));
      next.push_back(std::move(track));
    }
  }
  for (size_t t = 0; t < tracks_.size(); ++t) {
    if (continued[t] || ++tracks_[t].missed > options_.max_missed) continue;
    out.push_back(tracks_[t].last);
    next.push_back(std::move(tracks_[t]));
  }
  tracks_ = std::move(next);
  return out;
}

bool FaceSmoother::Still() const {
  const float v0 = 0.5f * options_.carry_speed;
  bool seen = false;
  for (const Track& track : tracks_) {
    // A track missed at the last detection is held where it was: it says nothing
    // about motion (a face that moved out of its track's reach starts a new one).
    if (track.missed > 0) continue;
    // A track's first detection gives no speed yet: a face that just appeared may be moving.
    const float speed = glm::length(glm::vec2(track.filters[0].derivative(), track.filters[1].derivative()));
    if (track.detections < 2 || !std::isfinite(speed) || speed >= v0) return false;
    seen = true;
  }
  return seen;
}

std::vector<FaceDetection> FaceSmoother::Predict(double time_s) const {
  std::vector<FaceDetection> out;
  out.reserve(tracks_.size());
  for (const Track& track : tracks_) {
    FaceDetection f = track.last;
    const glm::vec2 velocity(track.filters[0].derivative(), track.filters[1].derivative());
    const double lead = std::clamp(time_s - track.filters[0].last_time(), 0.0, options_.max_lead_s);
    const float speed = glm::length(velocity);
    const float v0 = 0.5f * options_.carry_speed;
    const float gain = std::clamp((speed - v0) / (options_.carry_speed - v0), 0.f, 1.f);
    if (std::isfinite(speed) && gain > 0) {
      const glm::vec2 shift = velocity * (gain * static_cast<float>(lead));
      f.min += shift;
      f.max += shift;
      for (glm::vec2& k : f.keypoints) k += shift;
    }
    out.push_back(f);
  }
  return out;
}

}  // namespace vfx::face
