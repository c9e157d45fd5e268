// The camera frame entering the graph: uploaded from CPU memory (native tools,
// tests) or borrowed from a texture someone else fills (the browser's video
// texture). A resolution change re-creates the upload texture.
//
// Outputs: frame (FrameRef, RGBA, rows top-down)
#pragma once

#include <cstdint>

#include "src/core/status.h"
#include "src/gl/texture.h"
#include "src/nodes/node_types.h"

namespace vfx::nodes {

class FrameInputNode {
 public:
  // RGBA8, rows top-down, width*height*4 bytes.
  Status Upload(const uint8_t* rgba, int width, int height);
  // A texture owned elsewhere, valid for this frame: RGBA, one mip level (native
  // compute passes sample level 0 only, where fragment passes could pick another).
  Status Borrow(GLuint texture, int width, int height);
  StatusOr<FrameRef> Frame() const;

 private:
  gl::Texture uploaded_;
  gl::Texture borrowed_;
  bool use_borrowed_ = false;
};

}  // namespace vfx::nodes
