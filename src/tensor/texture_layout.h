// How a tensor lives in textures: the one place that knows it (codegen and the
// runtime both ask here).
//
// A tensor of H×W×C is split into ceil(C/4) "slices" of 4 channels, one RGBA
// texel per pixel per slice (channels past C are zero padding). Slices are
// tiled side by side in a 2D texture, wrapping to new rows of tiles when the
// texture would exceed the GPU's maximum size. A plane longer than that size
// (a token tensor [1, N, C] stores N rows) is cut into bands of at most that
// length, band (bx, by) of slice s being tile (s * bands_y + by) * bands_x + bx;
// only kTiled cuts bands.
//
//   kTiled           1 texture; slice s sits at tile (s % tiles_x, s / tiles_x).
//   kChannelSlices4  4 textures (an MRT output of a 1×1 conv writing 16
//                    channels per pixel); texture k holds slices k, k+4, k+8...
//   kPixelBlocks2x2  4 textures (an MRT output of a 3×3/depthwise conv writing
//                    a 2×2 pixel block); texture k = 2*(y%2) + (x%2) holds pixel
//                    (x, y) at plane position (x/2, y/2), all slices tiled.
#pragma once

#include <string>

#include "src/core/status.h"

namespace vfx::tensor {

struct Shape {
  int height = 0;
  int width = 0;
  int channels = 0;
};

inline int SliceCount(int channels) { return (channels + 3) / 4; }

enum class Packing { kTiled, kChannelSlices4, kPixelBlocks2x2 };

const char* PackingName(Packing packing);

// Where one tensor element lives: texture index, texel, RGBA component.
struct TexelRef {
  int texture;
  int x;
  int y;
  int component;
};

class TextureLayout {
 public:
  // Fails when the shape is empty or the tiles cannot fit in max_texture_size.
  static StatusOr<TextureLayout> Create(Shape shape, Packing packing, int max_texture_size);

  const Shape& shape() const { return shape_; }
  Packing packing() const { return packing_; }
  int texture_count() const { return packing_ == Packing::kTiled ? 1 : 4; }
  // Every texture of a layout has this size.
  int texture_width() const { return tiles_x_ * plane_width_; }
  int texture_height() const { return tiles_y_ * plane_height_; }
  // Spatial extent of one tile: a slice's plane, or one band of it.
  int plane_width() const { return plane_width_; }
  int plane_height() const { return plane_height_; }
  int slices_per_texture() const { return slices_per_texture_; }
  // Bands a slice's plane is cut into along x and y (1 and 1: not banded).
  int bands_x() const { return bands_x_; }
  int bands_y() const { return bands_y_; }
  bool banded() const { return bands_x_ * bands_y_ > 1; }
  int tile_count() const { return slices_per_texture_ * bands_x_ * bands_y_; }
  int tiles_x() const { return tiles_x_; }
  int tiles_y() const { return tiles_y_; }
  // One texture holding one slice (at most 4 channels) as a plain image: what
  // a texelFetch at the pixel reads, e.g. the net's RGB input or its mask.
  bool single_plane() const { return packing_ == Packing::kTiled && tiles_x_ * tiles_y_ == 1; }

  TexelRef Locate(int y, int x, int channel) const;
  // e.g. "255x257x18 kTiled: 1 texture 1285x257 (5x1 tiles of 257x257)".
  std::string Describe() const;

 private:
  Shape shape_;
  Packing packing_ = Packing::kTiled;
  int plane_width_ = 0;
  int plane_height_ = 0;
  int slices_per_texture_ = 0;
  int bands_x_ = 1;
  int bands_y_ = 1;
  int tiles_x_ = 0;
  int tiles_y_ = 0;
};

}  // namespace vfx::tensor
