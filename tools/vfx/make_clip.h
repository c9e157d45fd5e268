// `vfx clip`: a Y4M clip for fake cameras and demos, made from the bundled
// sample: the portrait, scaled to the frame height, in front of a busy
// synthetic "bookshelf" background (high-frequency detail that a good blur
// must remove), optionally panning.
#pragma once

#include <string>

#include "src/core/status.h"
#include "src/image/image.h"

namespace vfx::tools {

struct ClipOptions {
  std::string output;
  int width = 640;
  int height = 360;
  int frames = 60;
  int fps = 30;
  bool pan = false;
};

Status MakeClip(const ClipOptions& options, const image::Image& portrait);

}  // namespace vfx::tools
