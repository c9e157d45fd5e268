// vfx faces: the face detector (models/face/, compiled at start) on a photo,
// natively on EGL, through the engine's FaceDetectNode (the photo letterboxed
// into the detector's square input on the GPU, the net, the decoding): the
// faces printed in the photo's pixels, with --json written as
// [{score, box: [x0, y0, x1, y1], keypoints: [[x, y] × 6]}] and with --output
// drawn on the photo. --sampling mediapipe shrinks the photo as MediaPipe
// does (nodes::FaceSampling), for comparing with it.
#pragma once

#include <string>

#include "src/core/status.h"

namespace vfx::tools {

struct FacesOptions {
  std::string input;
  std::string output;           // optional: the photo with each face's box and keypoints drawn
  std::string json;             // optional: the faces as JSON
  bool like_mediapipe = false;  // --sampling mediapipe: nodes::FaceSampling::kLikeMediaPipe
  std::string model_file;
  std::string model_config;
};

StatusOr<FacesOptions> ParseFacesArgs(int argc, char** argv, const std::string& default_input);
Status RunFaces(const FacesOptions& options);

}  // namespace vfx::tools
