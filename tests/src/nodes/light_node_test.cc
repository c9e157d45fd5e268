// Light correction: a dark person is brightened by at least 1.5×, a
// well-exposed frame is left within 5 %.
#include "src/nodes/light_node.h"

#include <gtest/gtest.h>

#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::nodes {
namespace {

using testing::FloatImage;

class LightNodeTest : public gl::GlTest {};

constexpr int kW = 640, kH = 360;

bool InPerson(int x, int y) { return std::hypot((x - 320) / 120.0f, (y - 200) / 150.0f) < 1; }

FloatImage Portrait(float exposure) {
  return testing::MakeImage(kW, kH, [exposure](int x, int y, float* p) {
    float t = 0.05f * std::sin(x * 0.2f) * std::sin(y * 0.15f);
    const float skin[3] = {0.75f, 0.55f, 0.45f}, wall[3] = {0.45f, 0.47f, 0.5f};
    const float* c = InPerson(x, y) ? skin : wall;
    for (int i = 0; i < 3; ++i) p[i] = (c[i] + t) * exposure;
  });
}

// Mean luminance of the person region of an RGBA read-back.
float PersonLuma(const std::vector<float>& rgba) {
  double sum = 0;
  int n = 0;
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x)
      if (InPerson(x, y)) {
        sum += testing::Luma(&rgba[(static_cast<size_t>(y) * kW + x) * 4]);
        ++n;
      }
  return static_cast<float>(sum / n);
}

std::vector<float> Correct(LightNode& node, const FloatImage& frame, const gl::Texture& mask) {
  gl::Texture f = testing::UploadRgba8(frame);
  node.Reset();
  StatusOr<StatsRef> stats = node.Measure(testing::Ref(f), testing::MaskOf(mask));
  EXPECT_TRUE(stats.ok()) << stats.status().ToString();
  StatusOr<FrameRef> out = node.Apply(testing::Ref(f), *stats, 1.0f);
  EXPECT_TRUE(out.ok()) << out.status().ToString();
  return testing::ReadRgba(*out->texture);
}

TEST_F(LightNodeTest, BrightensADarkPersonAndLeavesAGoodFrameAlone) {
  std::vector<float> m(static_cast<size_t>(kW) * kH);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) m[static_cast<size_t>(y) * kW + x] = InPerson(x, y);
  gl::Texture mask = testing::UploadMask(m, kW, kH);
  std::unique_ptr<LightNode> node = std::move(LightNode::Create().value());

  auto input_luma = [](const FloatImage& img) {
    std::vector<float> rgba(static_cast<size_t>(kW) * kH * 4);
    for (size_t i = 0; i < static_cast<size_t>(kW) * kH; ++i)
      for (int c = 0; c < 3; ++c) rgba[i * 4 + c] = img.rgb[i * 3 + c];
    return PersonLuma(rgba);
  };
  FloatImage good = Portrait(1.0f), dark = Portrait(0.4f);
  float good_in = input_luma(good), dark_in = input_luma(dark);
  float good_out = PersonLuma(Correct(*node, good, mask));
  float dark_out = PersonLuma(Correct(*node, dark, mask));
  std::printf("light: well-exposed person luma %.3f -> %.3f (%+.1f%%), dark %.3f -> %.3f (%.2fx)\n", good_in,
              good_out, 100 * (good_out / good_in - 1), dark_in, dark_out, dark_out / dark_in);
  EXPECT_LT(std::abs(good_out / good_in - 1), 0.05f);
  EXPECT_GE(dark_out / dark_in, 1.5f);
}

}  // namespace
}  // namespace vfx::nodes
