// GPU time of consecutive sections of GL work, measured by the GPU itself
// (EXT_disjoint_timer_query in GL ES, EXT_disjoint_timer_query_webgl2 in
// WebGL2) without waiting for it: results are polled later. In WebGL they can
// only become available after control returns to the browser, so a caller
// issues one batch, yields, and polls on a later task or frame.
//
// Sections must not nest or overlap (one TIME_ELAPSED query at a time).
#pragma once

#include <optional>
#include <vector>

#include "src/core/status.h"
#include "src/gl/gl_api.h"

namespace vfx::gl {

class TimerQueries {
 public:
  // UNAVAILABLE where the context has no timer query extension.
  static StatusOr<TimerQueries> Create();

  TimerQueries() = default;
  ~TimerQueries();
  TimerQueries(TimerQueries&& other) noexcept;
  TimerQueries& operator=(TimerQueries&& other) noexcept;
  TimerQueries(const TimerQueries&) = delete;
  TimerQueries& operator=(const TimerQueries&) = delete;

  // Forgets the current batch (its queries are reused).
  void Reset();
  // Starts the batch's next section; End() closes it.
  void Begin();
  void End();

  // The batch's section times in ms once the GPU has them all; nullopt while
  // some are pending. DATA_LOSS when the GPU reports a disjoint event (the
  // clock jumped: the batch is invalid and must be re-issued).
  StatusOr<std::optional<std::vector<double>>> Poll();

 private:
  void Release();
  std::vector<GLuint> queries_;
  int used_ = 0;
  bool open_ = false;
};

}  // namespace vfx::gl
