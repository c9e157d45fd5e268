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

TEST(TextureLayoutTest, RejectsWhatCannotFit) {
  EXPECT_FALSE(TextureLayout::Create({10, 10, 0}, Packing::kTiled, 4096).ok());
  EXPECT_FALSE(TextureLayout::Create({10, 5000, 4}, Packing::kTiled, 4096).ok());
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

}  // namespace
}  // namespace vfx::tensor
