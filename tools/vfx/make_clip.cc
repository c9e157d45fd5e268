#include "tools/vfx/make_clip.h"

#include <cmath>

#include "src/image/y4m.h"

namespace vfx::tools {

Status MakeClip(const ClipOptions& o, const image::Image& portrait) {
  if (o.width < 16 || o.height < 16 || o.width % 2 || o.height % 2 || o.frames < 1 || o.fps < 1) {
    return InvalidArgumentError("clip needs an even size of at least 16x16, frames >= 1 and fps >= 1");
  }
  ASSIGN_OR_RETURN(std::unique_ptr<image::Y4mWriter> writer,
                   image::Y4mWriter::Create(o.output, {o.width, o.height, o.fps, 1}));
  const int person_h = o.height;
  const int person_w = portrait.width * person_h / portrait.height;
  image::Image frame{o.width, o.height, std::vector<uint8_t>(static_cast<size_t>(o.width) * o.height * 4)};
  for (int f = 0; f < o.frames; ++f) {
    const int shift = o.pan ? static_cast<int>(std::lround(0.08 * o.width * std::sin(f * 2 * M_PI / o.frames))) : 0;
    const int left = (o.width - person_w) / 2 + shift;
    for (int y = 0; y < o.height; ++y) {
      for (int x = 0; x < o.width; ++x) {
        uint8_t* p = &frame.rgba[(static_cast<size_t>(y) * o.width + x) * 4];
        const int px = x - left;
        if (px >= 0 && px < person_w) {
          const uint8_t* s = &portrait.rgba[(static_cast<size_t>(y * portrait.height / person_h) * portrait.width +
                                             px * portrait.width / person_w) * 4];
          p[0] = s[0], p[1] = s[1], p[2] = s[2];
        } else {
          // Books: 6-px spines in varying colours, a shelf every 60 px.
          const int book = (x / 6) * 2654435761u % 97;
          const bool shelf = y % 60 < 4;
          p[0] = shelf ? 90 : static_cast<uint8_t>(60 + book * 1.8);
          p[1] = shelf ? 60 : static_cast<uint8_t>(40 + (book * 7) % 120);
          p[2] = shelf ? 30 : static_cast<uint8_t>(30 + (book * 13) % 100);
        }
        p[3] = 255;
      }
    }
    RETURN_IF_ERROR(writer->WriteFrame(frame));
  }
  return writer->Close();
}

}  // namespace vfx::tools
