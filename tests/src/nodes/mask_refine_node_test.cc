// Mask refinement: edges follow the picture (joint bilateral upsampling beats
// bilinear), and temporal smoothing removes flicker without lagging motion.
#include "src/nodes/mask_refine_node.h"

#include <gtest/gtest.h>

#include <functional>

#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/nodes/node_test_util.h"

namespace vfx::nodes {
namespace {

using testing::FloatImage;

class MaskRefineNodeTest : public gl::GlTest {};

constexpr int kW = 1280, kH = 720, kFactor = 5;  // low resolution 256×144, as the landscape net

// A head-and-shoulders silhouette: signed distance (negative inside), in pixels.
float PersonDistance(float x, float y) {
  float head = std::hypot(x - 640, y - 260) - 110;
  float body = (std::hypot((x - 640) / 330, (y - 720) / 300) - 1) * 300;
  return std::min(head, body);
}

// The test picture: person and background in two colours under a faint texture.
FloatImage TwoToneFrame(const std::function<bool(int, int)>& person_at) {
  return testing::MakeImage(kW, kH, [&](int x, int y, float* p) {
    bool person = person_at(x, y);
    float t = 0.04f * std::sin(x * 0.3f + y * 0.2f);
    p[0] = (person ? 0.8f : 0.3f) + t;
    p[1] = (person ? 0.6f : 0.35f) + t;
    p[2] = (person ? 0.5f : 0.55f) + t;
  });
}

// Its true matte: 1 on the person, 0 elsewhere.
std::vector<float> Matte(const std::function<bool(int, int)>& person_at) {
  std::vector<float> truth(static_cast<size_t>(kW) * kH);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) truth[static_cast<size_t>(y) * kW + x] = person_at(x, y);
  return truth;
}

TEST_F(MaskRefineNodeTest, RefinedEdgesFollowThePictureAndBeatBilinear) {
  auto person_at = [](int x, int y) { return PersonDistance(x + 0.5f, y + 0.5f) < 0; };
  FloatImage frame = TwoToneFrame(person_at);
  std::vector<float> truth = Matte(person_at);
  // A network-like low-resolution mask: area-averaged, then softened by a 3×3 blur.
  const int lw = kW / kFactor, lh = kH / kFactor;
  std::vector<float> area = testing::AreaDownscale(truth, kW, kH, 1, kFactor);
  std::vector<float> low(area.size());
  for (int y = 0; y < lh; ++y)
    for (int x = 0; x < lw; ++x) {
      float s = 0, n = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          int xx = std::clamp(x + dx, 0, lw - 1), yy = std::clamp(y + dy, 0, lh - 1);
          float w = (dx == 0 ? 2.f : 1.f) * (dy == 0 ? 2.f : 1.f);
          s += w * area[static_cast<size_t>(yy) * lw + xx];
          n += w;
        }
      low[static_cast<size_t>(y) * lw + x] = s / n;
    }
  gl::Texture frame_tex = testing::UploadRgba8(frame);
  gl::Texture low_tex = testing::UploadMask(low, lw, lh);
  std::unique_ptr<MaskRefineNode> node = std::move(MaskRefineNode::Create().value());
  StatusOr<MaskRef> refined = node->Upsample(testing::MaskOf(low_tex), testing::Ref(frame_tex));
  ASSERT_TRUE(refined.ok()) << refined.status().ToString();
  // Refined at the frame's resolution (the default); the composite samples it bilinearly, as here.
  ASSERT_EQ(refined->width, kW);
  const int rw = refined->width, rh = refined->height;
  std::vector<float> half = testing::ReadRgba(*refined->texture);
  std::vector<float> ours(static_cast<size_t>(kW) * kH * 4);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      float fx = (x + 0.5f) * rw / kW - 0.5f, fy = (y + 0.5f) * rh / kH - 0.5f;
      int x0 = static_cast<int>(std::floor(fx)), y0 = static_cast<int>(std::floor(fy));
      float tx = fx - x0, ty = fy - y0;
      auto at = [&](int xx, int yy) { return half[(static_cast<size_t>(std::clamp(yy, 0, rh - 1)) * rw + std::clamp(xx, 0, rw - 1)) * 4]; };
      ours[(static_cast<size_t>(y) * kW + x) * 4] =
          (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) + (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty;
    }

  // Plain bilinear upsampling of the same low-resolution mask (half-pixel centres).
  auto bilinear = [&](int x, int y) {
    float fx = (x + 0.5f) / kFactor - 0.5f, fy = (y + 0.5f) / kFactor - 0.5f;
    int x0 = static_cast<int>(std::floor(fx)), y0 = static_cast<int>(std::floor(fy));
    float tx = fx - x0, ty = fy - y0;
    auto at = [&](int xx, int yy) { return low[static_cast<size_t>(std::clamp(yy, 0, lh - 1)) * lw + std::clamp(xx, 0, lw - 1)]; };
    return (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) + (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty;
  };
  // Pixels 2..8 px from the true edge must be on the right side of 0.5 ("edge within 2 px");
  // the mean error within 8 px of the edge measures how sharp and well placed the edge is.
  int band = 0, wrong_ours = 0, wrong_bilinear = 0, near = 0;
  double err_ours = 0, err_bilinear = 0;
  for (int y = 0; y < kH; ++y) {
    for (int x = 0; x < kW; ++x) {
      float d = PersonDistance(x + 0.5f, y + 0.5f);
      if (std::abs(d) > 8) continue;
      size_t i = static_cast<size_t>(y) * kW + x;
      float o = ours[i * 4], b = bilinear(x, y), t = truth[i];
      err_ours += std::abs(o - t);
      err_bilinear += std::abs(b - t);
      ++near;
      if (std::abs(d) < 2) continue;
      ++band;
      wrong_ours += (o >= 0.5f) != (t > 0.5f);
      wrong_bilinear += (b >= 0.5f) != (t > 0.5f);
    }
  }
  const float ours_mae = static_cast<float>(err_ours / near), bilinear_mae = static_cast<float>(err_bilinear / near);
  std::printf("edges: beyond 2 px on the wrong side: refined %.2f%%, bilinear %.2f%%; "
              "mean error within 8 px: refined %.3f, bilinear %.3f\n",
              100.0 * wrong_ours / band, 100.0 * wrong_bilinear / band, ours_mae, bilinear_mae);
  EXPECT_LE(wrong_ours, band / 100);
  // 0.600x with a 16-tap neighbourhood per pixel, 0.605x with the texel statistics (0.124 -> 0.125),
  // 0.585x with the own colour one-sided where the neighbourhood is certain (0.121).
  EXPECT_LT(ours_mae, 0.62f * bilinear_mae);
}

// A static scene with noisy masks flickers at least 2× less after smoothing,
// and a moving edge is followed within one frame.
// The model is fitted once per smoothed mask: while the pipeline reuses a mask
// (segment interval > 1) the full-resolution pass evaluates the model fitted on
// the mask's own frame at the new frame's colours; a new mask is fitted again.
TEST_F(MaskRefineNodeTest, FitsOncePerSmoothedMask) {
  auto make_frame = [](float background) {
    return testing::MakeImage(kW, kH, [background](int x, int y, float* p) {
      bool person = PersonDistance(x + 0.5f, y + 0.5f) < 0;
      p[0] = person ? 0.8f : background;
      p[1] = person ? 0.6f : background;
      p[2] = person ? 0.5f : 1.0f - background;
    });
  };
  const int lw = kW / kFactor, lh = kH / kFactor;
  std::vector<float> low(static_cast<size_t>(lw) * lh);
  for (int y = 0; y < lh; ++y)
    for (int x = 0; x < lw; ++x)
      low[static_cast<size_t>(y) * lw + x] = PersonDistance((x + 0.5f) * kFactor, (y + 0.5f) * kFactor) < 0;
  gl::Texture low_tex = testing::UploadMask(low, lw, lh);
  gl::Texture a = testing::UploadRgba8(make_frame(0.2f)), b = testing::UploadRgba8(make_frame(0.9f));
  auto refined = [](MaskRefineNode& node, const MaskRef& smoothed, const gl::Texture& frame) {
    StatusOr<MaskRef> out = node.Upsample(smoothed, testing::Ref(frame));
    EXPECT_TRUE(out.ok()) << out.status().ToString();
    return out.ok() ? testing::ReadRgba(*out->texture) : std::vector<float>();
  };
  auto max_diff = [](const std::vector<float>& x, const std::vector<float>& y) {
    float d = 0;
    for (size_t i = 0; i < std::min(x.size(), y.size()); i += 4) d = std::max(d, std::abs(x[i] - y[i]));
    return d;
  };
  std::unique_ptr<MaskRefineNode> reusing = std::move(MaskRefineNode::Create().value());
  StatusOr<MaskRef> smoothed = reusing->Smooth(testing::MaskOf(low_tex));
  ASSERT_TRUE(smoothed.ok()) << smoothed.status().ToString();
  refined(*reusing, *smoothed, a);                                      // fitted on frame a
  std::vector<float> reused = refined(*reusing, *smoothed, b);          // the same mask: a's model at b
  StatusOr<MaskRef> again = reusing->Smooth(testing::MaskOf(low_tex));  // a new mask (same values)
  ASSERT_TRUE(again.ok());
  std::vector<float> refitted = refined(*reusing, *again, b);           // fitted on frame b

  std::unique_ptr<MaskRefineNode> fresh = std::move(MaskRefineNode::Create().value());
  StatusOr<MaskRef> fresh_smoothed = fresh->Smooth(testing::MaskOf(low_tex));
  ASSERT_TRUE(fresh_smoothed.ok());
  std::vector<float> on_b = refined(*fresh, *fresh_smoothed, b);
  ASSERT_FALSE(on_b.empty());
  EXPECT_LE(max_diff(refitted, on_b), 1.0f / 255);  // a new mask is fitted to its own frame
  EXPECT_GT(max_diff(reused, on_b), 0.05f);         // a reused one keeps its frame's model
}

TEST_F(MaskRefineNodeTest, TemporalSmoothingRemovesFlickerWithoutLag) {
  const int w = 64, h = 36;
  std::unique_ptr<MaskRefineNode> node = std::move(MaskRefineNode::Create().value());
  uint32_t seed = 1;
  auto noise = [&seed] {
    seed = seed * 1664525u + 1013904223u;
    return (static_cast<float>(seed >> 8) / (1u << 24) - 0.5f) * 0.2f;  // ±0.1
  };
  std::vector<float> previous_in, previous_out;
  double change_in = 0, change_out = 0;
  for (int frame = 0; frame < 20; ++frame) {
    std::vector<float> mask(static_cast<size_t>(w) * h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        float truth = std::hypot(x - 32.f, y - 18.f) < 12 ? 0.9f : 0.1f;
        mask[static_cast<size_t>(y) * w + x] = std::clamp(truth + noise(), 0.f, 1.f);
      }
    gl::Texture in = testing::UploadMask(mask, w, h);
    StatusOr<MaskRef> out = node->Smooth(testing::MaskOf(in));
    ASSERT_TRUE(out.ok()) << out.status().ToString();
    std::vector<float> rgba = testing::ReadRgba(*out->texture);
    std::vector<float> smoothed(mask.size());
    for (size_t i = 0; i < mask.size(); ++i) smoothed[i] = rgba[i * 4];
    if (frame >= 5) {
      for (size_t i = 0; i < mask.size(); ++i) {
        change_in += std::abs(mask[i] - previous_in[i]);
        change_out += std::abs(smoothed[i] - previous_out[i]);
      }
    }
    previous_in = mask;
    previous_out = smoothed;
  }
  std::printf("flicker: mean frame-to-frame change raw %.4f, smoothed %.4f (%.1fx less)\n",
              change_in / (15.0 * w * h), change_out / (15.0 * w * h), change_in / change_out);
  EXPECT_GE(change_in / change_out, 2.0);

  // A vertical edge moving 3 texels a frame: the smoothed edge is where the input edge is.
  node->Reset();
  for (int frame = 0; frame < 10; ++frame) {
    const int edge = 10 + 3 * frame;
    std::vector<float> mask(static_cast<size_t>(w) * h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) mask[static_cast<size_t>(y) * w + x] = x < edge ? 0.95f : 0.05f;
    gl::Texture in = testing::UploadMask(mask, w, h);
    StatusOr<MaskRef> out = node->Smooth(testing::MaskOf(in));
    ASSERT_TRUE(out.ok());
    std::vector<float> rgba = testing::ReadRgba(*out->texture);
    int crossing = 0;
    const int row = h / 2;
    while (crossing < w && rgba[(static_cast<size_t>(row) * w + crossing) * 4] >= 0.5f) ++crossing;
    EXPECT_LE(std::abs(crossing - edge), 3) << "frame " << frame << ": the edge lags by more than a frame";
  }
}

// Thin gaps of background inside the person (between an arm and the body,
// strands of hair): narrower than the network's 5-px texel, so the
// low-resolution mask only dims there. The refinement opens them from the
// picture's colours, better than bilinear from 3 px on. (Where the
// neighbourhood is clearly person, the pixel's own colour may only push the
// mask further that way: before session 22 a 2-px gap read 0.63, now 0.72, as
// bilinear; from 3 px on the two agreed within 0.01.)
TEST_F(MaskRefineNodeTest, ThinBackgroundGapsInsideThePersonOpen) {
  constexpr int kGaps = 6;
  const int widths[kGaps] = {2, 3, 4, 6, 8, 12};
  auto gap_left = [](int k) { return 360 + k * 100; };
  auto person_at = [&](int x, int y) {
    for (int k = 0; k < kGaps; ++k) {
      if (y >= 250 && x >= gap_left(k) && x < gap_left(k) + widths[k]) return false;
    }
    return x >= 300 && x < 980 && y >= 150;
  };
  FloatImage frame = TwoToneFrame(person_at);
  const std::vector<float> truth = Matte(person_at);
  const int lw = kW / kFactor, lh = kH / kFactor;
  const std::vector<float> low = testing::AreaDownscale(truth, kW, kH, 1, kFactor);
  gl::Texture frame_tex = testing::UploadRgba8(frame);
  gl::Texture low_tex = testing::UploadMask(low, lw, lh);
  std::unique_ptr<MaskRefineNode> node = std::move(MaskRefineNode::Create().value());
  StatusOr<MaskRef> refined = node->Upsample(testing::MaskOf(low_tex), testing::Ref(frame_tex));
  ASSERT_TRUE(refined.ok()) << refined.status().ToString();
  ASSERT_EQ(refined->width, kW);
  const std::vector<float> ours = testing::ReadRgba(*refined->texture);
  for (int k = 0; k < kGaps; ++k) {
    // Rows well below the gaps' tops: the low-resolution mask is constant down a column there.
    double refined_sum = 0, bilinear_sum = 0;
    int n = 0;
    for (int y = 300; y < 700; ++y)
      for (int x = gap_left(k); x < gap_left(k) + widths[k]; ++x) {
        refined_sum += ours[(static_cast<size_t>(y) * kW + x) * 4];
        const float fx = (x + 0.5f) / kFactor - 0.5f;
        const int x0 = static_cast<int>(std::floor(fx)), ly = y / kFactor;
        const float tx = fx - x0;
        bilinear_sum += low[static_cast<size_t>(ly) * lw + x0] * (1 - tx) + low[static_cast<size_t>(ly) * lw + x0 + 1] * tx;
        ++n;
      }
    const double refined_mean = refined_sum / n, bilinear_mean = bilinear_sum / n;
    std::printf("a %2d-px gap: mean mask in it %.3f refined, %.3f bilinear (truth 0)\n", widths[k], refined_mean,
                bilinear_mean);
    // 2 px: no worse than bilinear; 3 px: clearly better; 4 px on: under two thirds of it.
    const double bound = widths[k] <= 2 ? 1.0 : widths[k] == 3 ? 0.9 : 0.67;
    EXPECT_LE(refined_mean, bound * bilinear_mean + 1e-3) << widths[k] << "-px gap";
  }
}

}  // namespace
}  // namespace vfx::nodes
