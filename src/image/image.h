// CPU images for tools and tests (the frame path stays on the GPU).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "src/core/status.h"

namespace vfx::image {

// 8-bit RGBA, rows top-down.
struct Image {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> rgba;
};

// PNG, JPEG (and what else stb_image reads); errors name the file and the reason.
StatusOr<Image> LoadImage(const std::string& path);
// PNG or JPEG by the file's extension.
Status SaveImage(const Image& image, const std::string& path);

// Bilinear resize (half-pixel centres, like OpenGL sampling) to RGB floats in
// 0..1, HWC order: what the segmentation networks take.
std::vector<float> ResizeToRgbFloat(const Image& image, int width, int height);

}  // namespace vfx::image
