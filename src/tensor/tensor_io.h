// Moving tensors between CPU memory (HWC float) and their textures. For tests
// and tools only: the per-frame path never reads back.
#pragma once

#include <vector>

#include "src/core/status.h"
#include "src/gl/texture.h"
#include "src/tensor/texture_layout.h"

namespace vfx::tensor {

// One RGBA float array per texture of the layout; padding is zero.
std::vector<std::vector<float>> Pack(const TextureLayout& layout, const std::vector<float>& hwc);
// The inverse of Pack: drops the padding, returns H×W×C floats.
std::vector<float> Unpack(const TextureLayout& layout,
                          const std::vector<std::vector<float>>& textures);

// Allocates the layout's textures (float formats only).
StatusOr<std::vector<gl::Texture>> CreateTextures(const TextureLayout& layout,
                                                  gl::TextureFormat format);
Status Upload(const TextureLayout& layout, const std::vector<float>& hwc,
              std::vector<gl::Texture>& textures);
StatusOr<std::vector<float>> Download(const TextureLayout& layout,
                                      const std::vector<gl::Texture>& textures);

}  // namespace vfx::tensor
