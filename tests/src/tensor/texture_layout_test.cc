#include "src/tensor/texture_layout.h"

#include <gtest/gtest.h>

#include <set>
#include <tuple>

namespace vfx::tensor {
namespace {

TEST(TextureLayoutTest, TiledSlicesSitSideBySide) {
  TextureLayout layout = TextureLayout::Create({5, 7, 18}, Packing::kTiled, 4096).value();
  EXPECT_EQ(layout.texture_count(), 1);
  EXPECT_EQ(layout.tiles_x(), 5);  // 18 channels -> 5 slices
  EXPECT_EQ(layout.texture_width(), 35);
  EXPECT_EQ(layout.texture_height(), 5);
  TexelRef r = layout.Locate(2, 3, 9);  // slice 2, component 1
  EXPECT_EQ(r.texture, 0);
  EXPECT_EQ(r.x, 2 * 7 + 3);
  EXPECT_EQ(r.y, 2);
  EXPECT_EQ(r.component, 1);
}

TEST(TextureLayoutTest, TilesWrapToNewRowsAtTheMaximumSize) {
  TextureLayout layout = TextureLayout::Create({10, 10, 32}, Packing::kTiled, 35).value();
  EXPECT_EQ(layout.tiles_x(), 3);
  EXPECT_EQ(layout.tiles_y(), 3);  // 8 slices in rows of 3
  TexelRef r = layout.Locate(0, 0, 4 * 7);
  EXPECT_EQ(r.x, 10);
  EXPECT_EQ(r.y, 20);
}

TEST(TextureLayoutTest, APlaneLongerThanATextureIsCutIntoBands) {
  TextureLayout wide = TextureLayout::Create({10, 5000, 8}, Packing::kTiled, 4096).value();
  EXPECT_EQ(wide.bands_x(), 2);
  EXPECT_EQ(wide.bands_y(), 1);
  EXPECT_EQ(wide.plane_width(), 2500);
  EXPECT_EQ(wide.tile_count(), 4);  // 2 slices x 2 bands
  EXPECT_EQ(wide.tiles_x(), 1);
  EXPECT_EQ(wide.texture_height(), 40);
  TexelRef r = wide.Locate(3, 4999, 5);  // slice 1, band 1: tile 3
  EXPECT_EQ(r.x, 2499);
  EXPECT_EQ(r.y, 3 * 10 + 3);
  EXPECT_EQ(r.component, 1);
  TextureLayout tall = TextureLayout::Create({9000, 16, 1}, Packing::kTiled, 4096).value();
  EXPECT_EQ(tall.bands_y(), 3);
  EXPECT_EQ(tall.plane_height(), 3000);
  EXPECT_EQ(tall.texture_width(), 48);
  EXPECT_EQ(tall.Locate(6500, 2, 0).x, 2 * 16 + 2);
  EXPECT_EQ(tall.Locate(6500, 2, 0).y, 500);
  // Only the one-texture layout cuts bands.
  EXPECT_FALSE(TextureLayout::Create({10, 5000, 8}, Packing::kPixelBlocks2x2, 2048).ok());
  EXPECT_FALSE(TextureLayout::Create({10, 5000, 32}, Packing::kChannelSlices4, 4096).ok());
}

TEST(TextureLayoutTest, RejectsWhatCannotFit) {
  EXPECT_FALSE(TextureLayout::Create({10, 10, 0}, Packing::kTiled, 4096).ok());
  EXPECT_FALSE(TextureLayout::Create({3000, 5000, 4}, Packing::kTiled, 4096).ok());  // 15 M texels
  StatusOr<TextureLayout> tall = TextureLayout::Create({100, 100, 4 * 2000}, Packing::kTiled, 4096);
  ASSERT_FALSE(tall.ok());
  EXPECT_NE(tall.status().message().find("texel rows"), std::string::npos);
}

TEST(TextureLayoutTest, MrtLayoutsSplitSlicesOrPixelBlocksOverFourTextures) {
  TextureLayout slices = TextureLayout::Create({4, 4, 24}, Packing::kChannelSlices4, 4096).value();
  EXPECT_EQ(slices.texture_count(), 4);
  EXPECT_EQ(slices.slices_per_texture(), 2);  // 6 slices over 4 textures
  EXPECT_EQ(slices.Locate(0, 0, 4 * 5).texture, 1);
  EXPECT_EQ(slices.Locate(0, 0, 4 * 5).x, 4);

  TextureLayout blocks = TextureLayout::Create({5, 7, 8}, Packing::kPixelBlocks2x2, 4096).value();
  EXPECT_EQ(blocks.plane_width(), 4);
  EXPECT_EQ(blocks.plane_height(), 3);
  TexelRef r = blocks.Locate(3, 6, 5);
  EXPECT_EQ(r.texture, 2);
  EXPECT_EQ(r.x, 4 + 3);
  EXPECT_EQ(r.y, 1);
}

// Every element gets its own texel component, inside the texture.
TEST(TextureLayoutTest, EveryPackingIsInjectiveAndInBounds) {
  for (Packing packing : {Packing::kTiled, Packing::kChannelSlices4, Packing::kPixelBlocks2x2}) {
    for (int channels : {1, 3, 4, 5, 18, 30}) {
      TextureLayout layout = TextureLayout::Create({5, 7, channels}, packing, 20).value();
      std::set<std::tuple<int, int, int, int>> seen;
      for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 7; ++x) {
          for (int c = 0; c < channels; ++c) {
            TexelRef r = layout.Locate(y, x, c);
            ASSERT_GE(r.x, 0);
            ASSERT_LT(r.x, layout.texture_width()) << layout.Describe();
            ASSERT_LT(r.y, layout.texture_height()) << layout.Describe();
            ASSERT_TRUE(seen.insert({r.texture, r.x, r.y, r.component}).second)
                << layout.Describe() << " collides at " << y << "," << x << "," << c;
          }
        }
      }
    }
  }
}

// The same with planes cut into bands: along y, along x, several slices. (A plane longer than
// the texture both ways holds more texels than the texture: it cannot fit.)
TEST(TextureLayoutTest, BandsAreInjectiveAndInBounds) {
  const Shape kShapes[] = {{30, 5, 1}, {30, 5, 8}, {5, 30, 1}, {5, 30, 6}, {50, 3, 2}};
  for (const Shape& shape : kShapes) {
    TextureLayout layout = TextureLayout::Create(shape, Packing::kTiled, 25).value();
    EXPECT_TRUE(layout.banded()) << layout.Describe();
    std::set<std::tuple<int, int, int, int>> seen;
    for (int y = 0; y < shape.height; ++y) {
      for (int x = 0; x < shape.width; ++x) {
        for (int c = 0; c < shape.channels; ++c) {
          TexelRef r = layout.Locate(y, x, c);
          ASSERT_LT(r.x, layout.texture_width()) << layout.Describe();
          ASSERT_LT(r.y, layout.texture_height()) << layout.Describe();
          ASSERT_TRUE(seen.insert({r.texture, r.x, r.y, r.component}).second) << layout.Describe();
        }
      }
    }
  }
}

}  // namespace
}  // namespace vfx::tensor
