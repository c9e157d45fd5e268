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
// Levels 2 and 3 bound the carried mask's age in camera time too: where the
// frames processed come so far apart that a carried mask would be more than
// kMaxMaskAgeS old (a GPU much slower than the camera), they run the network
// at its small input (models/STEM.small.json: 80x144 for the landscape net,
// 0.31 of the full net's MACs) on every frame instead, so every mask is its
// frame's own. A model without a small input carries its masks regardless.
// One table, in one place: the pipeline applies it, the SDK only names levels.
#pragma once

#include "src/nodes/effect_parameters.h"

namespace vfx::pipeline {

struct QualitySettings {
  int segment_interval = 1;  // run the network on every n-th frame
  bool small_net = false;    // where frames come too far apart to carry masks: the small net on every frame
  bool guided_refinement = true;
  float refine_scale = 1.0f;                              // refined mask resolution relative to the frame
  bool feather = true;                                    // the composite's edge softening (where configured)
  int face_detect_interval = nodes::kFaceDetectInterval;  // run the face detector on every n-th frame
  int touch_up_tap_step = 1;                              // touch-up's filter reads every n-th pixel of its reach
};

inline constexpr int kQualityLevels = 4;  // levels 0..3
// The oldest mask (in camera time) a level that carries masks may show.
inline constexpr double kMaxMaskAgeS = 0.1;
// The least camera time between two switches of the net (full / small input)
// within a level.
inline constexpr double kMinNetDwellS = 1.0;

// The settings of `level`, clamped to 0..kQualityLevels-1.
QualitySettings QualityForLevel(int level);

}  // namespace vfx::pipeline
