#include "src/nn/face_model.h"

#include "src/nn/external_weights.h"

namespace vfx::models {
nn::ModelPlan BuildPlan_face_detection_short_range();
}  // namespace vfx::models

namespace vfx::nn {

StatusOr<ModelPlan> BuildFaceDetectorPlan() {
  ModelPlan plan = models::BuildPlan_face_detection_short_range();
  RETURN_IF_ERROR(CheckWeightsLoaded(plan));
  return plan;
}

}  // namespace vfx::nn
