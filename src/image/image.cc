#include "src/image/image.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#define STBI_FAILURE_USERMSG
#include <stb_image.h>
#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

namespace vfx::image {

StatusOr<Image> LoadImage(const std::string& path) {
  int width = 0, height = 0, channels = 0;
  stbi_uc* pixels = stbi_load(path.c_str(), &width, &height, &channels, 4);
  if (pixels == nullptr) {
    return InvalidArgumentError(path + ": cannot read image (" + stbi_failure_reason() + ")");
  }
  Image image;
  image.width = width;
  image.height = height;
  image.rgba.assign(pixels, pixels + static_cast<size_t>(width) * height * 4);
  stbi_image_free(pixels);
  return image;
}

Status SaveImage(const Image& image, const std::string& path) {
  std::string lower = path;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  auto ends_with = [&lower](const char* suffix) {
    size_t n = std::strlen(suffix);
    return lower.size() >= n && lower.compare(lower.size() - n, n, suffix) == 0;
  };
  int ok = 0;
  if (ends_with(".png")) {
    ok = stbi_write_png(path.c_str(), image.width, image.height, 4, image.rgba.data(), image.width * 4);
  } else if (ends_with(".jpg") || ends_with(".jpeg")) {
    ok = stbi_write_jpg(path.c_str(), image.width, image.height, 4, image.rgba.data(), 92);
  } else {
    return InvalidArgumentError(path + ": unknown image extension (use .png, .jpg or .jpeg)");
  }
  if (!ok) return UnavailableError(path + ": cannot write image");
  return Status::Ok();
}

std::vector<float> ResizeToRgbFloat(const Image& image, int width, int height) {
  std::vector<float> out(static_cast<size_t>(width) * height * 3);
  const float sx = static_cast<float>(image.width) / width;
  const float sy = static_cast<float>(image.height) / height;
  auto texel = [&](int x, int y, int c) {
    x = std::clamp(x, 0, image.width - 1);
    y = std::clamp(y, 0, image.height - 1);
    return image.rgba[(static_cast<size_t>(y) * image.width + x) * 4 + c] / 255.0f;
  };
  for (int y = 0; y < height; ++y) {
    const float fy = (y + 0.5f) * sy - 0.5f;
    const int y0 = static_cast<int>(std::floor(fy));
    const float ty = fy - y0;
    for (int x = 0; x < width; ++x) {
      const float fx = (x + 0.5f) * sx - 0.5f;
      const int x0 = static_cast<int>(std::floor(fx));
      const float tx = fx - x0;
      for (int c = 0; c < 3; ++c) {
        float top = texel(x0, y0, c) * (1 - tx) + texel(x0 + 1, y0, c) * tx;
        float bottom = texel(x0, y0 + 1, c) * (1 - tx) + texel(x0 + 1, y0 + 1, c) * tx;
        out[(static_cast<size_t>(y) * width + x) * 3 + c] = top * (1 - ty) + bottom * ty;
      }
    }
  }
  return out;
}

}  // namespace vfx::image
