// Timing GPU work natively. GL is asynchronous: a wall-clock sample stops only
// after glFinish and a one-pixel readback; where the driver has
// GL_EXT_disjoint_timer_query, a timer query also gives the GPU time itself.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "src/gl/gl_api.h"

namespace vfx::bench {

struct Samples {
  std::vector<double> wall_ms;  // submit .. finished and read back
  std::vector<double> gpu_ms;   // timer query (empty without the extension)
};

class GpuTimer {
 public:
  GpuTimer();
  ~GpuTimer();
  GpuTimer(const GpuTimer&) = delete;
  GpuTimer& operator=(const GpuTimer&) = delete;

  bool has_timer_query() const { return query_ != 0; }
  // Runs `work` `warmup` times untimed, then `runs` times timed; after each
  // run reads one pixel of `readback_framebuffer` (RGBA float).
  Samples Measure(const std::function<void()>& work, GLuint readback_framebuffer, int warmup, int runs);

 private:
  GLuint query_ = 0;
};

// Median and 90th percentile (nearest rank) of `values`.
double Percentile(std::vector<double> values, double fraction);

}  // namespace vfx::bench
