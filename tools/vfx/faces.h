// vfx faces: the face detector (models/face/, compiled at start) on a photo,
// natively on EGL: the photo letterboxed into the detector's square input,
// the GPU plan, the decoded faces printed in the photo's pixels and, with
// --output, drawn on it.
#pragma once

#include <string>

#include "src/core/status.h"

namespace vfx::tools {

struct FacesOptions {
  std::string input;
  std::string output;  // optional: the photo with each face's box and keypoints drawn
  std::string model_file;
  std::string model_config;
};

StatusOr<FacesOptions> ParseFacesArgs(int argc, char** argv, const std::string& default_input);
Status RunFaces(const FacesOptions& options);

}  // namespace vfx::tools
