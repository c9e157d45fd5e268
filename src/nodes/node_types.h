// The values that flow between nodes (typed ports of the frame graph). They
// point at textures the producing node owns (or borrows); they are valid
// until the producer runs again.
#pragma once

#include <vector>

#include "src/face/face_detection.h"
#include "src/gl/texture.h"

namespace vfx::nodes {

// An RGB(A) image, rows top-down (row 0 of the texture is the top of the picture).
struct FrameRef {
  const gl::Texture* texture = nullptr;
  int width = 0;
  int height = 0;
};

// A person probability in 0..1, in component `channel` of the texture.
struct MaskRef {
  const gl::Texture* texture = nullptr;
  int width = 0;
  int height = 0;
  int channel = 0;
  // Where the mask sits in the frame: mask uv = frame uv * scale + offset
  // (identity unless the network input was letterboxed).
  float frame_to_mask_scale[2] = {1, 1};
  float frame_to_mask_offset[2] = {0, 0};
  // Optional (the guided refinement's texel statistics, LINEAR): the frame's
  // mean colour around each point, in rgb, at the network's resolution;
  // its uv = frame uv * local_mean_scale + local_mean_offset. The composite
  // softens the unsure edge band toward it.
  const gl::Texture* local_mean = nullptr;
  float local_mean_scale[2] = {1, 1};
  float local_mean_offset[2] = {0, 0};
};

// What the composite draws behind the person.
struct BackgroundRef {
  enum class Kind { kBlurred, kImage, kColor };
  Kind kind = Kind::kColor;
  const gl::Texture* texture = nullptr;  // kBlurred: premultiplied (rgb*w, w); kImage: RGBA
  float uv_scale[2] = {1, 1};            // kImage: frame uv -> image uv (cover fit)
  float uv_offset[2] = {0, 0};
  float color[3] = {0, 0, 0};  // kColor
};

// Person-region statistics on the GPU: a 1×1 texture (mean person rgb, coverage).
struct StatsRef {
  const gl::Texture* texture = nullptr;
  // 0: a person's statistics; > 0: a face's, whose mean luminance the correction brings to this.
  float face_target_luma = 0;
};

// Faces in the frame (CPU values: boxes and keypoints in frame uv, y down),
// best first; empty when there is none or no detection has arrived yet.
struct FacesRef {
  std::vector<face::FaceDetection> faces;
};

}  // namespace vfx::nodes
