#include "src/pipeline/quality_ladder.h"

#include <algorithm>

namespace vfx::pipeline {

QualitySettings QualityForLevel(int level) {
  level = std::clamp(level, 0, kQualityLevels - 1);
  QualitySettings q;
  if (level >= 1) {
    q.refine_scale = 0.5f;
    q.feather = false;
  }
  if (level >= 2) {
    q.segment_interval = 2;
    q.small_net = true;
  }
  if (level >= 3) {
    q.guided_refinement = false;
    q.segment_interval = 3;
    q.face_detect_interval = 2 * nodes::kFaceDetectInterval;
    q.touch_up_tap_step = 2;
  }
  return q;
}

}  // namespace vfx::pipeline
