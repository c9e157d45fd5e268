// The quality ladder: what the effects give up, step by step, on a GPU that
// cannot run them at the camera's frame rate (the SDK's governor moves along
// it; web/sdk/quality_governor.js). Level 0 is the full effect as configured;
// each level keeps everything the one before it gave up:
//   1. the refined mask at half the frame's resolution, no edge softening;
//   2. the network on every second frame (the frames between reuse its mask,
//      moved by the person's motion since and refined at their own colours:
//      src/nodes/mask_motion_node.h);
//   3. no guided refinement (the smoothed mask upsampled bilinearly), the
//      network on every third frame (its mask carried by motion likewise);
//      the face effects lighter: the detector on every sixth frame (faces
//      carried along their velocity between), touch-up's filter on every
//      second pixel of its reach (half the taps, the same reach).
// One table, in one place: the pipeline applies it, the SDK only names levels.
#pragma once

#include "src/nodes/effect_parameters.h"

namespace vfx::pipeline {

struct QualitySettings {
  int segment_interval = 1;  // run the network on every n-th frame
  bool guided_refinement = true;
  float refine_scale = 1.0f;                              // refined mask resolution relative to the frame
  bool feather = true;                                    // the composite's edge softening (where configured)
  int face_detect_interval = nodes::kFaceDetectInterval;  // run the face detector on every n-th frame
  int touch_up_tap_step = 1;                              // touch-up's filter reads every n-th pixel of its reach
};

inline constexpr int kQualityLevels = 4;  // levels 0..3

// The settings of `level`, clamped to 0..kQualityLevels-1.
QualitySettings QualityForLevel(int level);

}  // namespace vfx::pipeline
