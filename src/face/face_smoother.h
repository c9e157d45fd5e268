// Face boxes steadied over time, so effects placed on a face do not jitter
// with the detector's frame-to-frame noise yet follow a moving head: each
// face is a track (matched to the previous frame's by box overlap) whose
// centre, size and keypoints pass through one-euro filters (a low-pass
// filter whose cutoff rises with speed: still faces are smoothed hard,
// moving ones barely lag; Casiez et al., CHI 2012).
#pragma once

#include <vector>

#include "src/face/face_detection.h"

namespace vfx::face {

// One value's one-euro filter; times in seconds.
class OneEuroFilter {
 public:
  OneEuroFilter(float min_cutoff_hz, float beta, float derivative_cutoff_hz = 1.f)
      : min_cutoff_(min_cutoff_hz), beta_(beta), derivative_cutoff_(derivative_cutoff_hz) {}
  float Filter(float value, double time_s);
  // Its smoothed rate of change (per second) and the time of its last sample.
  float derivative() const { return derivative_; }
  double last_time() const { return last_time_; }

 private:
  float min_cutoff_, beta_, derivative_cutoff_;
  bool started_ = false;
  double last_time_ = 0;
  float value_ = 0, derivative_ = 0;
};

struct FaceSmootherOptions {
  // Cutoff of a still face (Hz) and how fast it rises with speed (per
  // normalised frame width per second): values for normalised coordinates.
  float min_cutoff_hz = 1.5f;
  float beta = 8.f;
  float match_iou = 0.3f;  // a detection continues the track it overlaps most, above this
  int max_missed = 2;      // frames a track survives without a detection (kept where it was)
  // Predict: a face moving faster than this (normalised frame widths per
  // second) is carried fully along its velocity, one slower than half of it
  // not at all, so a still face's noise never becomes motion.
  float carry_speed = 0.1f;
  double max_lead_s = 0.25;  // how far ahead of its last detection a face is carried
};

class FaceSmoother {
 public:
  explicit FaceSmoother(FaceSmootherOptions options = {}) : options_(options) {}

  // The faces of the frame at `time_s` (seconds, increasing), smoothed; a
  // track missed on this frame is reported where it was, until max_missed.
  std::vector<FaceDetection> Update(const std::vector<FaceDetection>& faces, double time_s);
  // The faces of the last Update carried to `time_s` along each track's
  // smoothed velocity: between detections, and over a detection's latency
  // (its faces are those of the frame it ran on, Update's time_s).
  std::vector<FaceDetection> Predict(double time_s) const;
  void Reset() { tracks_.clear(); }
  size_t track_count() const { return tracks_.size(); }
  // Whether the faces seen at the last Update are all still: each seen at
  // least twice (one detection gives no speed) and slower than Predict's
  // carrying threshold (so not carried at all); false when none was seen.
  // A track missed at the last Update (held, not carried) is left out, so a
  // detection that flickers beside a still face does not keep it "moving".
  bool Still() const;

 private:
  struct Track {
    explicit Track(const FaceSmootherOptions& o);
    FaceDetection Smooth(const FaceDetection& face, double time_s);
    std::vector<OneEuroFilter> filters;  // centre xy, size xy, keypoints xy
    FaceDetection last;
    int missed = 0;
    int detections = 0;  // detections smoothed into this track
  };
  FaceSmootherOptions options_;
  std::vector<Track> tracks_;
};

}  // namespace vfx::face
