// shaders/i420_to_rgba.frag, the browser engine's conversion of YUV 4:2:0
// camera frames (web/wasm/web_engine.cc UploadPlanes): RGB pictures are turned
// into I420 planes on the CPU with the textbook formulas, uploaded as three R8
// textures, converted on the GPU and compared with the original inside 8x8
// blocks of one colour, where the chroma subsampling loses nothing and the
// only error left is 8-bit rounding.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "src/gl/texture.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/render_target.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::nodes {
namespace {

using testing::FloatImage;

struct Matrix {
  float kr, kb;
  bool full_range;
};

struct Planes {
  std::vector<uint8_t> y, u, v;
};

// Pixels at least 2 px inside their 8x8 block: the bilinear chroma there is the block's own (the
// browser samples chroma the same way, so block edges blend over a pixel or two there too).
bool InsideBlock(int v) { return v % 8 >= 2 && v % 8 <= 5; }

uint8_t Byte(float v) { return static_cast<uint8_t>(std::lround(std::clamp(v, 0.0f, 255.0f))); }

// RGB (0..1) -> Y, Cb, Cr planes (chroma from the top-left pixel of each 2x2 block).
Planes ToI420(const FloatImage& img, const Matrix& m) {
  const int w = img.width, h = img.height, cw = (w + 1) / 2, ch = (h + 1) / 2;
  const float kg = 1.0f - m.kr - m.kb;
  const float y_scale = m.full_range ? 255.0f : 219.0f, y_offset = m.full_range ? 0.0f : 16.0f;
  const float c_scale = m.full_range ? 255.0f : 224.0f;
  Planes p{std::vector<uint8_t>(static_cast<size_t>(w) * h), std::vector<uint8_t>(static_cast<size_t>(cw) * ch),
           std::vector<uint8_t>(static_cast<size_t>(cw) * ch)};
  auto luma = [&](const float* rgb) { return m.kr * rgb[0] + kg * rgb[1] + m.kb * rgb[2]; };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) p.y[static_cast<size_t>(y) * w + x] = Byte(y_offset + y_scale * luma(img.at(x, y)));
  for (int y = 0; y < ch; ++y) {
    for (int x = 0; x < cw; ++x) {
      const float* rgb = img.at(2 * x, 2 * y);
      const float l = luma(rgb);
      const float cb = (rgb[2] - l) / (2.0f * (1.0f - m.kb)), cr = (rgb[0] - l) / (2.0f * (1.0f - m.kr));
      p.u[static_cast<size_t>(y) * cw + x] = Byte(128.0f + c_scale * cb);
      p.v[static_cast<size_t>(y) * cw + x] = Byte(128.0f + c_scale * cr);
    }
  }
  return p;
}

gl::Texture Plane(const std::vector<uint8_t>& bytes, int w, int h) {
  gl::Texture t = std::move(gl::Texture::Create(w, h, gl::TextureFormat::kR8).value());
  EXPECT_TRUE(t.Upload(bytes.data()).ok());
  EXPECT_TRUE(t.SetLinearFiltering(true).ok());
  return t;
}

// Converts `planes` with the shader, read with matrix `m`; returns the largest
// channel error (0..255) against `img`.
float ConversionError(const FloatImage& img, const Planes& planes, const Matrix& m) {
  const int cw = (img.width + 1) / 2, ch = (img.height + 1) / 2;
  gl::Texture y = Plane(planes.y, img.width, img.height), u = Plane(planes.u, cw, ch), v = Plane(planes.v, cw, ch);
  StatusOr<GpuPass> pass = GpuPass::Create("i420_to_rgba.frag", gl::TextureFormat::kRgba8, gl::PassKind::kFragment);
  EXPECT_TRUE(pass.ok()) << pass.status().ToString();
  RenderTarget out;
  EXPECT_TRUE(out.Ensure(img.width, img.height, gl::TextureFormat::kRgba8, false).ok());
  Status drawn = pass->Use()
                     .Texture("u_y", 0, y)
                     .Texture("u_u", 1, u)
                     .Texture("u_v", 2, v)
                     .Float("u_kr", m.kr)
                     .Float("u_kb", m.kb)
                     .Float("u_full_range", m.full_range ? 1.0f : 0.0f)
                     .Draw(out.framebuffer());
  EXPECT_TRUE(drawn.ok()) << drawn.ToString();
  const std::vector<float> rgba = testing::ReadRgba(out.texture());
  float worst = 0;
  for (int py = 0; py < img.height; ++py) {
    for (int px = 0; px < img.width; ++px) {
      if (!InsideBlock(px) || !InsideBlock(py)) continue;
      const float* got = &rgba[(static_cast<size_t>(py) * img.width + px) * 4];
      for (int c = 0; c < 3; ++c) worst = std::max(worst, 255.0f * std::abs(got[c] - img.at(px, py)[c]));
    }
  }
  return worst;
}

float RoundTripError(const FloatImage& img, const Matrix& m) { return ConversionError(img, ToI420(img, m), m); }

// Saturated primaries and secondaries, black, white, greys and mixed colours, each on an 8x8 block.
FloatImage TestPicture() {
  return testing::MakeImage(80, 32, [](int x, int y, float* rgb) {
    static const float kColours[][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 0}, {0, 1, 1}, {1, 0, 1}, {1, 1, 1}, {0, 0, 0}};
    const int block = (y / 8) * 10 + x / 8;
    if (block < 8) {
      std::copy(kColours[block], kColours[block] + 3, rgb);
    } else {
      rgb[0] = static_cast<float>((block * 37) % 17) / 16.0f;
      rgb[1] = static_cast<float>((block * 11) % 13) / 12.0f;
      rgb[2] = static_cast<float>((block * 7) % 11) / 10.0f;
    }
  });
}

class I420ToRgbaTest : public gl::GlTest {};

TEST_F(I420ToRgbaTest, Bt601StudioRangeRoundTrips) {
  EXPECT_LE(RoundTripError(TestPicture(), {0.299f, 0.114f, false}), 3.0f);
}

TEST_F(I420ToRgbaTest, Bt709FullRangeRoundTrips) {
  EXPECT_LE(RoundTripError(TestPicture(), {0.2126f, 0.0722f, true}), 3.0f);
}

TEST_F(I420ToRgbaTest, Bt2020StudioRangeRoundTrips) {
  EXPECT_LE(RoundTripError(TestPicture(), {0.2627f, 0.0593f, false}), 3.0f);
}

TEST_F(I420ToRgbaTest, TheMatrixMatters) {
  // BT.709 planes read as BT.601: saturated colours go visibly wrong.
  const FloatImage img = TestPicture();
  EXPECT_GT(ConversionError(img, ToI420(img, {0.2126f, 0.0722f, false}), {0.299f, 0.114f, false}), 20.0f);
  // Studio-range planes read as full range: the blacks and whites move.
  EXPECT_GT(ConversionError(img, ToI420(img, {0.299f, 0.114f, false}), {0.299f, 0.114f, true}), 10.0f);
}

}  // namespace
}  // namespace vfx::nodes
