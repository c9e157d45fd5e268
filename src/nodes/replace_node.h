// Background replacement: an image fitted by cover (fills the frame, cropped,
// aspect kept) or a solid colour.
//
// Inputs:  frame size (FrameRef; only its size is used)
// Outputs: background (BackgroundRef, kImage or kColor)
// Options: SetImage(RGBA, w, h) uploads once (re-uploaded only when replaced);
//          SetColor(r, g, b) in 0..1.
#pragma once

#include <cstdint>
#include <memory>

#include "src/core/status.h"
#include "src/gl/texture.h"
#include "src/nodes/node_types.h"

namespace vfx::nodes {

class ReplaceNode {
 public:
  static StatusOr<std::unique_ptr<ReplaceNode>> Create();

  // RGBA8 rows top-down.
  Status SetImage(const uint8_t* rgba, int width, int height);
  Status SetColor(float r, float g, float b);
  StatusOr<BackgroundRef> Run(const FrameRef& frame) const;

 private:
  ReplaceNode() = default;
  gl::Texture image_;
  bool use_image_ = false;
  float color_[3] = {0.1f, 0.45f, 0.3f};
};

// The cover fit of an image into a frame: frame uv -> image uv.
void CoverFit(int frame_width, int frame_height, int image_width, int image_height, float uv_scale[2],
              float uv_offset[2]);

}  // namespace vfx::nodes
