// Each node's GPU output against a CPU reference on a small input.
#include <gtest/gtest.h>

#include "src/nodes/composite_node.h"
#include "src/nodes/mask_refine_node.h"
#include "src/nodes/replace_node.h"
#include "src/nodes/segmentation_node.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::nodes {
namespace {

using testing::FloatImage;

class NodeReferenceTest : public gl::GlTest {};

// alpha = smoothstep(0.1, 0.9, mask); a flat foreground is not changed by the
// edge softening, and where the mask is sure (1) a detailed one is kept as is.
TEST_F(NodeReferenceTest, CompositeBlendsForegroundOverColourByTheMask) {
  const int w = 7, h = 5;
  FloatImage flat = testing::MakeImage(w, h, [](int, int, float* p) {
    p[0] = 0.9f;
    p[1] = 0.3f;
    p[2] = 0.5f;
  });
  std::vector<float> mask(w * h);
  for (int i = 0; i < w * h; ++i) mask[i] = (i % 5) / 4.f;
  gl::Texture flat_tex = testing::UploadRgba8(flat);
  gl::Texture mask_tex = testing::UploadMask(mask, w, h);
  BackgroundRef bg;
  bg.kind = BackgroundRef::Kind::kColor;
  bg.color[0] = 0.2f, bg.color[1] = 0.4f, bg.color[2] = 0.6f;
  std::unique_ptr<CompositeNode> node = std::move(CompositeNode::Create().value());
  StatusOr<FrameRef> out = node->Run(testing::Ref(flat_tex), testing::MaskOf(mask_tex), bg);
  ASSERT_TRUE(out.ok()) << out.status().ToString();
  std::vector<float> px = testing::ReadRgba(*out->texture);
  for (int i = 0; i < w * h; ++i) {
    const float t = std::clamp((mask[i] - 0.1f) / 0.8f, 0.f, 1.f), alpha = t * t * (3 - 2 * t);
    for (int c = 0; c < 3; ++c) {
      float f = std::round(flat.rgb[i * 3 + c] * 255) / 255;
      ASSERT_NEAR(px[i * 4 + c], bg.color[c] + (f - bg.color[c]) * alpha, 1.5f / 255) << "pixel " << i << " channel " << c;
    }
  }

  FloatImage detailed = testing::MakeImage(w, h, [](int x, int y, float* p) {
    p[0] = x / 7.f;
    p[1] = y / 5.f;
    p[2] = (x + y) % 2 ? 0.9f : 0.1f;
  });
  gl::Texture detailed_tex = testing::UploadRgba8(detailed);
  gl::Texture sure_tex = testing::UploadMask(std::vector<float>(w * h, 1.0f), w, h);
  out = node->Run(testing::Ref(detailed_tex), testing::MaskOf(sure_tex), bg);
  ASSERT_TRUE(out.ok()) << out.status().ToString();
  px = testing::ReadRgba(*out->texture);
  for (int i = 0; i < w * h; ++i)
    for (int c = 0; c < 3; ++c) {
      ASSERT_NEAR(px[i * 4 + c], std::round(detailed.rgb[i * 3 + c] * 255) / 255, 0.5f / 255) << "pixel " << i;
    }
}

TEST_F(NodeReferenceTest, TemporalSmoothingFollowsItsFormula) {
  const int w = 6, h = 4;
  std::vector<float> a(w * h), b(w * h);
  for (int i = 0; i < w * h; ++i) {
    a[i] = (i % 3) / 2.f;
    b[i] = a[i] + ((i % 4) - 1.5f) * 0.08f;  // changes of 0.04..0.12: below the motion threshold
  }
  gl::Texture ta = testing::UploadMask(a, w, h), tb = testing::UploadMask(b, w, h);
  MaskRefineOptions options;
  options.min_alpha = 0.25f;
  std::unique_ptr<MaskRefineNode> node = std::move(MaskRefineNode::Create(options).value());
  ASSERT_TRUE(node->Smooth(testing::MaskOf(ta)).ok());
  StatusOr<MaskRef> out = node->Smooth(testing::MaskOf(tb));
  ASSERT_TRUE(out.ok());
  std::vector<float> px = testing::ReadRgba(*out->texture);
  for (int i = 0; i < w * h; ++i) {
    float d = std::abs(b[i] - a[i]);
    float t = std::clamp((d - 0.15f) / 0.2f, 0.f, 1.f);
    float alpha = 0.25f + (1 - 0.25f) * t * t * (3 - 2 * t);
    ASSERT_NEAR(px[i * 4], a[i] + (b[i] - a[i]) * alpha, 2e-3f) << "texel " << i;
  }
}

TEST_F(NodeReferenceTest, CoverFitFillsTheFrameKeepingTheAspect) {
  float scale[2], offset[2];
  CoverFit(1280, 720, 1000, 1000, scale, offset);  // square image in a wide frame: crop top and bottom
  EXPECT_FLOAT_EQ(scale[0], 1.0f);
  EXPECT_FLOAT_EQ(scale[1], 0.5625f);
  EXPECT_FLOAT_EQ(offset[1], (1 - 0.5625f) / 2);
  CoverFit(720, 1280, 1920, 1080, scale, offset);  // wide image in a portrait frame: crop the sides
  EXPECT_NEAR(scale[0], (720.0f / 1280) / (1920.0f / 1080), 1e-6);
  EXPECT_FLOAT_EQ(scale[1], 1.0f);
}

}  // namespace
}  // namespace vfx::nodes
