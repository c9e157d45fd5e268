// `vfx bench`: the whole pipeline and each stage, in ms per frame, at given
// frame sizes. Upload excluded; each timing ends with glFinish and a one-pixel
// read-back, so GPU work is included. Prints JSON lines
//   {"suite":"pipeline","case":"<effect>_<W>x<H>","variant":"whole"|<stage>,"median_ms":..,"p90_ms":..,"runs":..}
#pragma once

#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/image/image.h"
#include "src/pipeline/effects_pipeline.h"

namespace vfx::tools {

struct BenchOptions {
  std::vector<std::pair<int, int>> sizes = {{1280, 720}, {1920, 1080}};
  pipeline::EffectOptions effect;
  std::string model;
  int warmup = 5;
  int runs = 30;
  gl::PassKind passes = gl::PassKind::kAuto;
};

Status RunPipelineBench(const BenchOptions& options, const image::Image& sample);

}  // namespace vfx::tools
