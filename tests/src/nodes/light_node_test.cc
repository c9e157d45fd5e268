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

// The person's region as a mask texture (1 inside, 0 outside).
gl::Texture PersonMask() {
  std::vector<float> m(static_cast<size_t>(kW) * kH);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) m[static_cast<size_t>(y) * kW + x] = InPerson(x, y);
  return testing::UploadMask(m, kW, kH);
}

TEST_F(LightNodeTest, BrightensADarkPersonAndLeavesAGoodFrameAlone) {
  gl::Texture mask = PersonMask();
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

// The composite softens the edge band toward the mask's local mean colour;
// with light correction on, that mean must be corrected like the foreground
// (a raw mean beside a brightened person draws a dark halo).
TEST_F(LightNodeTest, CorrectsTheLocalMeanColoursLikeTheFrame) {
  gl::Texture mask = PersonMask();
  std::unique_ptr<LightNode> node = std::move(LightNode::Create().value());
  gl::Texture frame = testing::UploadRgba8(Portrait(0.4f));
  StatusOr<StatsRef> stats = node->Measure(testing::Ref(frame), testing::MaskOf(mask));
  ASSERT_TRUE(stats.ok()) << stats.status().ToString();
  // A small image standing in for the refinement's local means (64×36 texels).
  gl::Texture means = testing::UploadRgba8(testing::MakeImage(64, 36, [](int x, int y, float* p) {
    for (int i = 0; i < 3; ++i) p[i] = 0.02f + 0.9f * ((x * 7 + y * 13 + i * 5) % 64) / 64.0f;
  }));
  MaskRef refined = testing::MaskOf(mask);
  refined.local_mean = &means;
  refined.local_mean_scale[0] = 0.5f;
  StatusOr<MaskRef> corrected = node->ApplyToLocalMean(refined, *stats, 1.0f);
  ASSERT_TRUE(corrected.ok()) << corrected.status().ToString();
  ASSERT_NE(corrected->local_mean, nullptr);
  ASSERT_NE(corrected->local_mean, &means);
  EXPECT_EQ(corrected->texture, refined.texture);
  EXPECT_EQ(corrected->local_mean_scale[0], 0.5f);
  std::vector<float> got = testing::ReadRgba(*corrected->local_mean);
  StatusOr<FrameRef> expected_frame = node->Apply(testing::Ref(means), *stats, 1.0f);
  ASSERT_TRUE(expected_frame.ok()) << expected_frame.status().ToString();
  std::vector<float> expected = testing::ReadRgba(*expected_frame->texture), raw = testing::ReadRgba(means);
  ASSERT_EQ(got.size(), expected.size());
  double max_diff = 0, brightened = 0;
  for (size_t i = 0; i < got.size(); i += 4) {
    for (int c = 0; c < 3; ++c) max_diff = std::max(max_diff, static_cast<double>(std::abs(got[i + c] - expected[i + c])));
    brightened += testing::Luma(&got[i]) - testing::Luma(&raw[i]);
  }
  EXPECT_LE(max_diff, 1.0 / 255);
  EXPECT_GT(brightened / (got.size() / 4), 0.05);  // the dark portrait's gain reached the means
  // A mask without local means comes back as it was.
  StatusOr<MaskRef> plain = node->ApplyToLocalMean(testing::MaskOf(mask), *stats, 1.0f);
  ASSERT_TRUE(plain.ok()) << plain.status().ToString();
  EXPECT_EQ(plain->local_mean, nullptr);
}

}  // namespace
}  // namespace vfx::nodes
