#include "src/tensor/texture_layout.h"

#include <algorithm>

namespace vfx::tensor {

const char* PackingName(Packing packing) {
  switch (packing) {
    case Packing::kTiled: return "kTiled";
    case Packing::kChannelSlices4: return "kChannelSlices4";
    case Packing::kPixelBlocks2x2: return "kPixelBlocks2x2";
  }
  return "?";
}

StatusOr<TextureLayout> TextureLayout::Create(Shape shape, Packing packing, int max_texture_size) {
  if (shape.height <= 0 || shape.width <= 0 || shape.channels <= 0) {
    return InvalidArgumentError("tensor shape " + std::to_string(shape.height) + "x" +
                                std::to_string(shape.width) + "x" +
                                std::to_string(shape.channels) + " has an empty dimension");
  }
  TextureLayout layout;
  layout.shape_ = shape;
  layout.packing_ = packing;
  int slices = SliceCount(shape.channels);
  layout.plane_width_ = shape.width;
  layout.plane_height_ = shape.height;
  layout.slices_per_texture_ = slices;
  if (packing == Packing::kChannelSlices4) {
    layout.slices_per_texture_ = (slices + 3) / 4;
  } else if (packing == Packing::kPixelBlocks2x2) {
    layout.plane_width_ = (shape.width + 1) / 2;
    layout.plane_height_ = (shape.height + 1) / 2;
  }
  // A plane longer than the texture is cut into bands, each its own tile.
  layout.bands_x_ = (layout.plane_width_ + max_texture_size - 1) / max_texture_size;
  layout.bands_y_ = (layout.plane_height_ + max_texture_size - 1) / max_texture_size;
  if (layout.banded() && packing != Packing::kTiled) {
    return InvalidArgumentError("tensor " + std::to_string(shape.height) + "x" + std::to_string(shape.width) +
                                " is longer than the maximum texture size " + std::to_string(max_texture_size) +
                                "; only the one-texture layout cuts it into bands, not " + PackingName(packing));
  }
  layout.plane_width_ = (layout.plane_width_ + layout.bands_x_ - 1) / layout.bands_x_;
  layout.plane_height_ = (layout.plane_height_ + layout.bands_y_ - 1) / layout.bands_y_;
  const int tiles = layout.tile_count();
  layout.tiles_x_ = std::min(tiles, max_texture_size / layout.plane_width_);
  layout.tiles_y_ = (tiles + layout.tiles_x_ - 1) / layout.tiles_x_;
  if (layout.texture_height() > max_texture_size) {
    return InvalidArgumentError("tensor " + std::to_string(shape.height) + "x" +
                                std::to_string(shape.width) + "x" +
                                std::to_string(shape.channels) + " needs " +
                                std::to_string(layout.texture_height()) +
                                " texel rows, more than the maximum texture size " +
                                std::to_string(max_texture_size));
  }
  return layout;
}

TexelRef TextureLayout::Locate(int y, int x, int channel) const {
  int slice = channel / 4;
  int texture = 0;
  int px = x;
  int py = y;
  int slice_in_texture = slice;
  if (packing_ == Packing::kChannelSlices4) {
    texture = slice % 4;
    slice_in_texture = slice / 4;
  } else if (packing_ == Packing::kPixelBlocks2x2) {
    texture = 2 * (y % 2) + (x % 2);
    px = x / 2;
    py = y / 2;
  }
  // Banded: the band of (px, py) is its own tile, after the slice's earlier bands.
  const int band_x = px / plane_width_, band_y = py / plane_height_;
  px %= plane_width_;
  py %= plane_height_;
  const int tile = (slice_in_texture * bands_y_ + band_y) * bands_x_ + band_x;
  int tile_x = tile % tiles_x_;
  int tile_y = tile / tiles_x_;
  return {texture, tile_x * plane_width_ + px, tile_y * plane_height_ + py, channel % 4};
}

std::string TextureLayout::Describe() const {
  return std::to_string(shape_.height) + "x" + std::to_string(shape_.width) + "x" +
         std::to_string(shape_.channels) + " " + PackingName(packing_) + ": " +
         std::to_string(texture_count()) + " texture(s) " + std::to_string(texture_width()) + "x" +
         std::to_string(texture_height()) + " (" + std::to_string(tiles_x_) + "x" +
         std::to_string(tiles_y_) + " tiles of " + std::to_string(plane_width_) + "x" +
         std::to_string(plane_height_) + (banded() ? ", each slice in " + std::to_string(bands_x_) + "x" +
                                                       std::to_string(bands_y_) + " bands"
                                                 : std::string()) +
         ")";
}

}  // namespace vfx::tensor
