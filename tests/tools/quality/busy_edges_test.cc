// Edges on busy backgrounds (issue "clean edges"): the whole pipeline at 720p
// on composites with a known matte over stripes, blocks, text, a window and a
// bookshelf. The seed differs from the one the refinement was tuned on
// (`vfx edges` defaults to seed 1), so these are pictures it never saw.
// Bounds are the shipped quality with a margin. The previous refinement
// (colour-only guided filter, linear alpha) measured, on seed 1, 1.1-2.2x
// bilinear's band error and a 2.7-4.7x detail drop at 5-10 px on stripes.
#include <gtest/gtest.h>

#include "src/image/image.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tools/quality/edge_quality.h"

namespace vfx::quality {
namespace {

constexpr uint32_t kSeed = 7;
constexpr int kW = 1280, kH = 720;

class BusyEdgesTest : public gl::GlTest {
 protected:
  void SetUp() override {
    gl::GlTest::SetUp();
    StatusOr<std::unique_ptr<EdgeBench>> bench = EdgeBench::Create("mp_selfie_segmentation_landscape_144x256");
    ASSERT_TRUE(bench.ok()) << bench.status().ToString();
    bench_ = std::move(bench).value();
    for (const char* name : {"grace_hopper.jpg", "astronaut.png"}) {
      StatusOr<image::Image> photo = image::LoadImage(std::string(VFX_IMAGES_DIR "/") + name);
      ASSERT_TRUE(photo.ok()) << photo.status().ToString();
      StatusOr<Cutout> cutout = bench_->CutOut(*photo, kH);
      ASSERT_TRUE(cutout.ok()) << cutout.status().ToString();
      people_.push_back(std::move(cutout).value());
    }
  }

  static bool Stripes(Backdrop b) {
    return b == Backdrop::kStripesHorizontal || b == Backdrop::kStripesVertical || b == Backdrop::kStripesDiagonal;
  }

  std::unique_ptr<EdgeBench> bench_;
  std::vector<Cutout> people_;
};

TEST_F(BusyEdgesTest, RefinementBeatsBilinearAndBlurLeavesNoSharpBand) {
  for (size_t p = 0; p < people_.size(); ++p) {
    for (Backdrop kind : AllBackdrops()) {
      const Scene scene =
          Composite(people_[p], MakeBackdrop(kind, kW, kH, kSeed), ClipLeft(people_[p], kW, 0, 1, 0));
      StatusOr<StillReport> r = bench_->MeasureStill(scene);
      ASSERT_TRUE(r.ok()) << r.status().ToString();
      const std::string where = std::string("photo ") + std::to_string(p) + ", " + BackdropName(kind);
      std::printf("%-26s band error %.3f (bilinear %.3f), detail drop 5-10 px %.0fx, 10-20 px %.0fx, "
                  "comb %.4f, person %.2f\n", where.c_str(), r->band_error_refined, r->band_error_bilinear,
                  r->detail_drop[1], r->detail_drop[2], r->alternation_refined, r->person_change);
      // Better than bilinear upsampling of the same network output everywhere; clearly on stripes.
      EXPECT_LE(r->band_error_refined, 0.95 * r->band_error_bilinear) << where;
      if (Stripes(kind)) {
        EXPECT_LE(r->band_error_refined, 0.75 * r->band_error_bilinear) << where;
      }
      // No comb teeth: on stripes the refined mask alternates row to row about as little as the
      // true matte (0.001; before the texel statistics fed the full-resolution pass: 0.003-0.010).
      EXPECT_LE(r->alternation_refined, Stripes(kind) ? 0.003 : 0.025) << where;
      // The background beside the person is blurred (the old pipeline: 2.7-12x at 5-10 px).
      EXPECT_GE(r->detail_drop[1], Stripes(kind) || kind == Backdrop::kWindow ? 40.0
                                   : kind == Backdrop::kText                ? 20.0
                                                                            : 7.0) << where;
      EXPECT_GE(r->detail_drop[2], 15.0) << where;
      EXPECT_GE(r->detail_drop[3], 25.0) << where;
      // The person is left alone away from the edge (blocks confuse the network: holes, see RESULTS).
      EXPECT_LE(r->person_change, kind == Backdrop::kBlocks || kind == Backdrop::kText ? 8.0 : 2.0) << where;
    }
  }
}

// A camera's noise (4 8-bit levels) on the window's grain and the text's glyphs:
// where the neighbourhood already says person or background, the pixel's own
// colour only pushes the mask further that way, so noise does not punch speckle
// into it. With the own colour taken both ways (before session 22) the comb here
// was 0.022-0.023 (window) and 0.0064-0.0072 (text); now 0.016 and 0.004-0.005.
TEST_F(BusyEdgesTest, SensorNoiseDoesNotSpeckleTheMask) {
  for (size_t p = 0; p < people_.size(); ++p) {
    for (Backdrop kind : {Backdrop::kWindow, Backdrop::kText}) {
      const Scene scene = Composite(people_[p], MakeBackdrop(kind, kW, kH, kSeed),
                                    ClipLeft(people_[p], kW, 0, 1, 0), SensorNoise{4.0f, 0});
      StatusOr<StillReport> r = bench_->MeasureStill(scene);
      ASSERT_TRUE(r.ok()) << r.status().ToString();
      const std::string where = std::string("photo ") + std::to_string(p) + ", " + BackdropName(kind);
      std::printf("%-18s with noise: comb %.4f, band error %.3f (bilinear %.3f)\n", where.c_str(),
                  r->alternation_refined, r->band_error_refined, r->band_error_bilinear);
      EXPECT_LE(r->alternation_refined, kind == Backdrop::kWindow ? 0.019 : 0.006) << where;
      EXPECT_LE(r->band_error_refined, 0.95 * r->band_error_bilinear) << where;
    }
  }
}

TEST_F(BusyEdgesTest, EdgesOfAMovingPersonFlickerNoMoreThanBilinear) {
  for (Backdrop kind : AllBackdrops()) {
    StatusOr<ClipReport> c = bench_->MeasureClip(people_[0], MakeBackdrop(kind, kW, kH, kSeed), 6, 60);
    ASSERT_TRUE(c.ok()) << c.status().ToString();
    std::printf("%-19s flicker %.4f (bilinear %.4f)\n", BackdropName(kind), c->flicker_refined, c->flicker_bilinear);
    EXPECT_LE(c->flicker_refined, 1.15 * c->flicker_bilinear) << BackdropName(kind);
  }
}

}  // namespace
}  // namespace vfx::quality
