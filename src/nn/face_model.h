// The face detector compiled into this binary (models/face, BlazeFace short
// range; models/CMakeLists.txt builds it into vfx_face_model): the plan the
// frame graph's FaceDetectNode runs, natively and in the WebGL2 engine.
#pragma once

#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::nn {

StatusOr<ModelPlan> BuildFaceDetectorPlan();

}  // namespace vfx::nn
