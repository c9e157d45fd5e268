// The edge measures themselves, on pictures whose answer is known.
#include "tools/quality/edge_metrics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace vfx::quality {
namespace {

constexpr int kW = 64, kH = 48;

// A disk of radius 12 around (32, 24): alpha 1 inside.
std::vector<float> Disk() {
  std::vector<float> alpha(kW * kH);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) alpha[y * kW + x] = std::hypot(x - 32.0f, y - 24.0f) < 12 ? 1.0f : 0.0f;
  return alpha;
}

TEST(EdgeMetricsTest, SignedDistanceIsEuclideanAndPositiveOutside) {
  const std::vector<float> d = SignedEdgeDistance(Disk(), kW, kH);
  EXPECT_NEAR(d[24 * kW + 32], -12.0f, 1.0f);  // the centre: ~radius from the outside
  EXPECT_NEAR(d[24 * kW + 60], 60 - 32 - 11.0f, 1.0f);  // on the axis, outside
  EXPECT_NEAR(d[4 * kW + 4], std::hypot(28.f, 20.f) - 12, 1.5f);  // diagonal: Euclidean, not city-block
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) ASSERT_EQ(d[y * kW + x] > 0, Disk()[y * kW + x] < 0.5f) << x << "," << y;
}

TEST(EdgeMetricsTest, BandMeanErrorSeesASoftEdgeThatBandErrorDoesNot) {
  const std::vector<float> alpha = Disk(), d = SignedEdgeDistance(alpha, kW, kH);
  EXPECT_EQ(BandMeanError(alpha, alpha, d), 0.0);
  // A ramp 16 px wide across the edge: every pixel on the right side of 0.5, but soft.
  std::vector<float> soft(alpha.size());
  for (size_t i = 0; i < alpha.size(); ++i) soft[i] = std::clamp(0.5f - d[i] / 16, 0.0f, 1.0f);
  EXPECT_LT(BandError(soft, alpha, d), 0.05);
  EXPECT_GT(BandMeanError(soft, alpha, d), 0.1);
  EXPECT_LT(BandMeanError(soft, alpha, d), 0.3);
}

TEST(EdgeMetricsTest, BandErrorCountsPixelsOnTheWrongSideNearTheEdge) {
  const std::vector<float> alpha = Disk(), d = SignedEdgeDistance(alpha, kW, kH);
  EXPECT_EQ(BandError(alpha, alpha, d), 0.0);
  std::vector<float> inverted(alpha.size());
  for (size_t i = 0; i < alpha.size(); ++i) inverted[i] = 1 - alpha[i];
  EXPECT_EQ(BandError(inverted, alpha, d), 1.0);
  // Dilated by 3 px: wrong on the 3 px outside the edge only.
  std::vector<float> dilated(alpha.size());
  for (size_t i = 0; i < alpha.size(); ++i) dilated[i] = d[i] <= 3 ? 1.0f : 0.0f;
  const double e = BandError(dilated, alpha, d);
  EXPECT_GT(e, 0.08);
  EXPECT_LT(e, 0.25);
}

TEST(EdgeMetricsTest, AlternationSeesCombTeethButNotASoftEdge) {
  const std::vector<float> alpha = Disk(), d = SignedEdgeDistance(alpha, kW, kH);
  std::vector<float> soft(alpha.size()), comb(alpha.size());
  for (size_t i = 0; i < alpha.size(); ++i) {
    soft[i] = std::clamp(0.5f - d[i] / 6, 0.0f, 1.0f);
    const int row = static_cast<int>(i / kW);
    comb[i] = d[i] > 0 && d[i] < 6 && row % 2 ? 0.8f : soft[i];  // every other row reaches out
  }
  EXPECT_LT(Alternation(soft, kW, kH, d), 0.01);
  EXPECT_GT(Alternation(comb, kW, kH, d), 0.1);
}

TEST(EdgeMetricsTest, DetailDropIsOneForAnUnchangedFrameAndLargeForAFlatOne) {
  const std::vector<float> d = SignedEdgeDistance(Disk(), kW, kH);
  RgbImage busy{kW, kH, std::vector<float>(kW * kH * 3)};
  for (int i = 0; i < kW * kH; ++i)
    for (int c = 0; c < 3; ++c) busy.rgb[i * 3 + c] = ((i / kW) % 2) ? 0.9f : 0.1f;  // horizontal stripes
  const std::array<double, 4> same = DetailDrop(busy, busy, d);
  for (int b = 0; b < 3; ++b) EXPECT_NEAR(same[b], 1.0, 1e-9) << "band " << b;
  RgbImage flat{kW, kH, std::vector<float>(kW * kH * 3, 0.5f)};
  EXPECT_GT(DetailDrop(busy, flat, d)[1], 1e6);
  EXPECT_EQ(PersonChange(busy, busy, d, 4), 0.0);
  EXPECT_NEAR(PersonChange(busy, flat, d, 4), 0.4 * 255, 1e-3);
}

TEST(EdgeMetricsTest, FlickerIsZeroForAMaskThatMovesWithThePerson) {
  const std::vector<float> alpha = Disk();
  std::vector<float> moved(alpha.size(), 0.0f);
  for (int y = 0; y < kH; ++y)
    for (int x = 3; x < kW; ++x) moved[y * kW + x] = alpha[y * kW + x - 3];
  const std::vector<float> d = SignedEdgeDistance(moved, kW, kH);
  EXPECT_EQ(Flicker(alpha, moved, kW, kH, 3, d), 0.0);
  EXPECT_GT(Flicker(alpha, moved, kW, kH, 0, d), 0.05);
}

}  // namespace
}  // namespace vfx::quality
