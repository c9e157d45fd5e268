// GPU time per stage of a frame, from the GPU's own timer, without waiting
// for the GPU: a frame's sections are issued as timer queries, and a later
// frame reads them once the GPU has them (frames in between are not timed).
// Stages nest (a frame-graph node pulls its inputs while it runs); each
// stage's time is exclusive of the stages it started, like NodeTiming's.
//
// Where the context has no timer (EXT_disjoint_timer_query[_webgl2]) the
// timer says so in unavailable_reason() and times nothing.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "src/gl/timer_queries.h"

namespace vfx::pipeline {

class StageGpuTimer {
 public:
  // Queries the context (must be current); never fails.
  StageGpuTimer();

  bool available() const { return queries_.has_value(); }
  const std::string& unavailable_reason() const { return unavailable_reason_; }

  // Around a whole frame: BeginFrame reads the last timed frame if the GPU has
  // it, and decides whether this frame is timed (when none is pending).
  void BeginFrame();
  void EndFrame();
  // Around one stage (may nest).
  void Enter(const std::string& stage);
  void Leave();

  // The last timed frame's GPU ms per stage (empty until one is read), and
  // how many frames have been timed.
  const std::map<std::string, double>& last() const { return last_; }
  int64_t frames_timed() const { return frames_timed_; }

 private:
  void OpenSection();

  std::optional<gl::TimerQueries> queries_;
  std::string unavailable_reason_;
  bool timing_ = false;   // this frame issues queries
  bool pending_ = false;  // a timed frame's results are not read yet
  std::vector<std::string> stack_;
  std::vector<std::string> owners_;  // the stage each section belongs to
  std::map<std::string, double> last_;
  int64_t frames_timed_ = 0;
};

}  // namespace vfx::pipeline
