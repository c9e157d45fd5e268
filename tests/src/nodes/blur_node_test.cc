// Background blur: strong, reduced-resolution and without a halo of the person.
#include "src/nodes/blur_node.h"

#include <gtest/gtest.h>

#include "src/gl/object_counts.h"

#include "src/nodes/composite_node.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::nodes {
namespace {

using testing::FloatImage;

class BlurNodeTest : public gl::GlTest {};

constexpr int kW = 1280, kH = 720, kCx = 640, kCy = 360, kRadius = 150;
constexpr float kRed = 0.9f, kBackgroundRed = 0.05f;

float DiscDistance(int x, int y) { return std::hypot(x + 0.5f - kCx, y + 0.5f - kCy) - kRadius; }

// A red disc (the "person") on a finely textured green background.
FloatImage DiscFrame() {
  return testing::MakeImage(kW, kH, [](int x, int y, float* p) {
    bool disc = DiscDistance(x, y) < 0;
    float texture = 0.3f * std::sin(x * 0.7f) * std::cos(y * 0.5f);
    p[0] = disc ? kRed : kBackgroundRed;
    p[1] = disc ? 0.05f : 0.5f + texture;
    p[2] = disc ? 0.05f : 0.1f;
  });
}

std::vector<float> DiscMask() {
  std::vector<float> m(static_cast<size_t>(kW) * kH);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) m[static_cast<size_t>(y) * kW + x] = DiscDistance(x, y) < 0 ? 1.f : 0.f;
  return m;
}

struct HaloResult {
  float worst_leak = 0;  // fraction of the disc's red found in the background ring
  float ring_energy = 0; // high-frequency energy of the background far from the disc
};

HaloResult Measure(const std::vector<float>& out, const FloatImage& frame) {
  HaloResult r;
  double energy = 0, frame_energy = 0;
  int n = 0;
  for (int y = 1; y < kH; ++y) {
    for (int x = 1; x < kW; ++x) {
      float d = DiscDistance(x, y);
      size_t i = (static_cast<size_t>(y) * kW + x) * 4;
      if (d > 0.5f && d <= 10) r.worst_leak = std::max(r.worst_leak, (out[i] - kBackgroundRed) / (kRed - kBackgroundRed));
      if (d > 60) {
        energy += std::pow(out[i + 1] - out[i + 1 - 4], 2);
        frame_energy += std::pow(frame.at(x, y)[1] - frame.at(x - 1, y)[1], 2);
        ++n;
      }
    }
  }
  r.ring_energy = static_cast<float>(energy / frame_energy);
  return r;
}

TEST_F(BlurNodeTest, NoHaloAroundThePersonAndTheBackgroundIsBlurred) {
  FloatImage frame = DiscFrame();
  gl::Texture frame_tex = testing::UploadRgba8(frame);
  gl::Texture mask_tex = testing::UploadMask(DiscMask(), kW, kH);
  std::unique_ptr<BlurNode> blur = std::move(BlurNode::Create().value());
  std::unique_ptr<CompositeNode> composite = std::move(CompositeNode::Create().value());

  StatusOr<BackgroundRef> bg = blur->Run(testing::Ref(frame_tex), testing::MaskOf(mask_tex), 1.0f);
  ASSERT_TRUE(bg.ok()) << bg.status().ToString();
  // Computed at reduced resolution: 1/8 for a blur this strong, 1/4 for weak ones.
  EXPECT_EQ(bg->texture->width(), kW / kBlurCoarseDownscale);
  StatusOr<BackgroundRef> weak = blur->Run(testing::Ref(frame_tex), testing::MaskOf(mask_tex), 0.3f);
  ASSERT_TRUE(weak.ok()) << weak.status().ToString();
  EXPECT_EQ(weak->texture->width(), kW / kBlurDownscale);
  StatusOr<FrameRef> weak_out = composite->Run(testing::Ref(frame_tex), testing::MaskOf(mask_tex), *weak);
  ASSERT_TRUE(weak_out.ok()) << weak_out.status().ToString();
  EXPECT_LT(Measure(testing::ReadRgba(*weak_out->texture), frame).worst_leak, 0.10f);
  StatusOr<FrameRef> out = composite->Run(testing::Ref(frame_tex), testing::MaskOf(mask_tex), *bg);
  ASSERT_TRUE(out.ok()) << out.status().ToString();
  HaloResult ours = Measure(testing::ReadRgba(*out->texture), frame);

  // The same blur fed a mask that says "all background" is a plain blur: it must show the halo,
  // or this test could not see one.
  std::vector<float> none(static_cast<size_t>(kW) * kH, 0.0f);
  gl::Texture no_mask = testing::UploadMask(none, kW, kH);
  StatusOr<BackgroundRef> naive_bg = blur->Run(testing::Ref(frame_tex), testing::MaskOf(no_mask), 1.0f);
  ASSERT_TRUE(naive_bg.ok());
  StatusOr<FrameRef> naive = composite->Run(testing::Ref(frame_tex), testing::MaskOf(mask_tex), *naive_bg);
  ASSERT_TRUE(naive.ok());
  HaloResult plain = Measure(testing::ReadRgba(*naive->texture), frame);

  std::printf("halo: red leaked within 10 px: ours %.3f, plain blur %.3f; background detail left %.4f\n",
              ours.worst_leak, plain.worst_leak, ours.ring_energy);
  EXPECT_LT(ours.worst_leak, 0.10f);
  EXPECT_GT(plain.worst_leak, 0.10f);
  // Strength 1 at 720p hides the room: the texture's high-frequency energy is nearly gone.
  EXPECT_LT(ours.ring_energy, 0.01f);
}

// Strong and weak blurs run at different reductions; moving the strength
// between them mid-stream makes no GL objects (both sets are kept).
TEST_F(BlurNodeTest, StrengthChangesAcrossReductionsMakeNoObjects) {
  FloatImage frame = DiscFrame();
  gl::Texture frame_tex = testing::UploadRgba8(frame);
  gl::Texture mask_tex = testing::UploadMask(DiscMask(), kW, kH);
  std::unique_ptr<BlurNode> blur = std::move(BlurNode::Create().value());
  ASSERT_TRUE(blur->Run(testing::Ref(frame_tex), testing::MaskOf(mask_tex), 1.0f).ok());
  const gl::ObjectCounts before = gl::CurrentObjectCounts();
  for (float strength : {0.3f, 1.0f, 0.5f, 0.8f}) {
    StatusOr<BackgroundRef> bg = blur->Run(testing::Ref(frame_tex), testing::MaskOf(mask_tex), strength);
    ASSERT_TRUE(bg.ok()) << bg.status().ToString();
    EXPECT_EQ(bg->texture->width(), kW / BlurDownscaleFor(strength * kBlurSigmaAt720p)) << strength;
  }
  EXPECT_EQ(gl::CurrentObjectCounts().created, before.created);
}

TEST_F(BlurNodeTest, RejectsStrengthOutOfRange) {
  FloatImage frame = testing::MakeImage(8, 8, [](int, int, float* p) { p[0] = p[1] = p[2] = 0.5f; });
  gl::Texture f = testing::UploadRgba8(frame);
  gl::Texture m = testing::UploadMask(std::vector<float>(64, 0.f), 8, 8);
  std::unique_ptr<BlurNode> blur = std::move(BlurNode::Create().value());
  StatusOr<BackgroundRef> bad = blur->Run(testing::Ref(f), testing::MaskOf(m), 1.5f);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("0..1"), std::string::npos);
}

}  // namespace
}  // namespace vfx::nodes

namespace vfx::nodes {
namespace {

// Strength 1 at 720p is at least a Gaussian of sigma 20 px: a step edge in
// the background spreads over at least 2.56 * 20 px between 10 % and 90 %.
TEST_F(BlurNodeTest, FullStrengthAt720pIsAtLeastSigma20) {
  FloatImage frame = testing::MakeImage(kW, kH, [](int x, int, float* p) { p[0] = p[1] = p[2] = x < kW / 2 ? 0.1f : 0.9f; });
  gl::Texture f = testing::UploadRgba8(frame);
  gl::Texture m = testing::UploadMask(std::vector<float>(static_cast<size_t>(kW) * kH, 0.f), kW, kH);
  std::unique_ptr<BlurNode> blur = std::move(BlurNode::Create().value());
  std::unique_ptr<CompositeNode> composite = std::move(CompositeNode::Create().value());
  StatusOr<BackgroundRef> bg = blur->Run(testing::Ref(f), testing::MaskOf(m), 1.0f);
  ASSERT_TRUE(bg.ok());
  StatusOr<FrameRef> out = composite->Run(testing::Ref(f), testing::MaskOf(m), *bg);
  ASSERT_TRUE(out.ok());
  std::vector<float> px = testing::ReadRgba(*out->texture);
  const int row = kH / 2;
  int x10 = -1, x90 = -1;
  for (int x = 0; x < kW; ++x) {
    float v = (px[(static_cast<size_t>(row) * kW + x) * 4] - 0.1f) / 0.8f;
    if (x10 < 0 && v >= 0.1f) x10 = x;
    if (x90 < 0 && v >= 0.9f) x90 = x;
  }
  std::printf("step edge 10-90%% width at 720p, strength 1: %d px (sigma 20 gives 51)\n", x90 - x10);
  EXPECT_GE(x90 - x10, 51);
}

}  // namespace
}  // namespace vfx::nodes
