// Synthetic frames with known truth, and texture helpers, for node tests.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "src/gl/framebuffer.h"
#include "src/gl/texture.h"
#include "src/nodes/node_types.h"

namespace vfx::nodes::testing {

// An RGB float image (0..1), rows top-down.
struct FloatImage {
  int width = 0, height = 0;
  std::vector<float> rgb;  // width*height*3
  float* at(int x, int y) { return &rgb[(static_cast<size_t>(y) * width + x) * 3]; }
  const float* at(int x, int y) const { return &rgb[(static_cast<size_t>(y) * width + x) * 3]; }
};

inline FloatImage MakeImage(int w, int h, const std::function<void(int, int, float*)>& pixel) {
  FloatImage img{w, h, std::vector<float>(static_cast<size_t>(w) * h * 3)};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) pixel(x, y, img.at(x, y));
  return img;
}

inline gl::Texture UploadRgba8(const FloatImage& img) {
  std::vector<uint8_t> bytes(static_cast<size_t>(img.width) * img.height * 4);
  for (size_t i = 0; i < static_cast<size_t>(img.width) * img.height; ++i) {
    for (int c = 0; c < 3; ++c) bytes[i * 4 + c] = static_cast<uint8_t>(std::lround(std::clamp(img.rgb[i * 3 + c], 0.f, 1.f) * 255));
    bytes[i * 4 + 3] = 255;
  }
  gl::Texture t = std::move(gl::Texture::Create(img.width, img.height, gl::TextureFormat::kRgba8).value());
  EXPECT_TRUE(t.Upload(bytes.data()).ok());
  EXPECT_TRUE(t.SetLinearFiltering(true).ok());
  return t;
}

// A single-channel mask in channel 0 of an RGBA16F texture (LINEAR).
inline gl::Texture UploadMask(const std::vector<float>& mask, int w, int h) {
  std::vector<float> rgba(static_cast<size_t>(w) * h * 4, 0.0f);
  for (size_t i = 0; i < mask.size(); ++i) rgba[i * 4] = mask[i];
  gl::Texture t = std::move(gl::Texture::Create(w, h, gl::TextureFormat::kRgba16F).value());
  EXPECT_TRUE(t.Upload(rgba.data()).ok());
  EXPECT_TRUE(t.SetLinearFiltering(true).ok());
  return t;
}

// Reads any texture back as RGBA floats (RGBA8 is scaled to 0..1).
inline std::vector<float> ReadRgba(const gl::Texture& t) {
  gl::Framebuffer fb = std::move(gl::Framebuffer::Create({&t}).value());
  size_t n = static_cast<size_t>(t.width()) * t.height() * 4;
  std::vector<float> out(n);
  if (t.format() == gl::TextureFormat::kRgba8) {
    std::vector<uint8_t> bytes(n);
    EXPECT_TRUE(fb.ReadPixels(0, bytes.data()).ok());
    for (size_t i = 0; i < n; ++i) out[i] = bytes[i] / 255.0f;
  } else {
    EXPECT_TRUE(fb.ReadPixels(0, out.data()).ok());
  }
  return out;
}

inline FrameRef Ref(const gl::Texture& t) { return FrameRef{&t, t.width(), t.height()}; }
inline MaskRef MaskOf(const gl::Texture& t) {
  MaskRef m;
  m.texture = &t;
  m.width = t.width();
  m.height = t.height();
  return m;
}

inline float Luma(const float* rgb) { return 0.2126f * rgb[0] + 0.7152f * rgb[1] + 0.0722f * rgb[2]; }

// Area average of a mask or image by an integer factor.
inline std::vector<float> AreaDownscale(const std::vector<float>& src, int w, int h, int channels, int factor) {
  int ow = w / factor, oh = h / factor;
  std::vector<float> out(static_cast<size_t>(ow) * oh * channels, 0.0f);
  for (int y = 0; y < oh * factor; ++y)
    for (int x = 0; x < ow * factor; ++x)
      for (int c = 0; c < channels; ++c)
        out[(static_cast<size_t>(y / factor) * ow + x / factor) * channels + c] +=
            src[(static_cast<size_t>(y) * w + x) * channels + c] / (factor * factor);
  return out;
}

}  // namespace vfx::nodes::testing
