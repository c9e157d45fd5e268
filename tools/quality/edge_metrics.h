// Edge-quality measures against a known matte (CPU, for tests and the quality
// benchmark). Masks are person probabilities in 0..1 at frame resolution,
// rows top-down; `distance` is SignedEdgeDistance of the true matte.
#pragma once

#include <array>
#include <vector>

#include "tools/quality/busy_scene.h"

namespace vfx::quality {

// Euclidean distance in pixels from each pixel to the nearest pixel on the
// other side of the matte's 0.5 contour: positive outside the person, negative inside.
std::vector<float> SignedEdgeDistance(const std::vector<float>& alpha, int width, int height);

// Fraction of pixels within `band` px of the true edge that a mask puts on the
// wrong side of 0.5.
double BandError(const std::vector<float>& mask, const std::vector<float>& alpha, const std::vector<float>& distance,
                 float band = 10);

// Mean |mask - alpha| over the pixels within `band` px of the true edge: where
// BandError sees only the side of 0.5, this also sees a soft or grainy edge.
double BandMeanError(const std::vector<float>& mask, const std::vector<float>& alpha,
                     const std::vector<float>& distance, float band = 10);

// Background detail drop by distance from the edge: mean |Laplacian| of the
// input's luma over that of the output, on background pixels 0-5, 5-10,
// 10-20 and > 40 px from the edge. A perfect blur with a true matte gives
// large numbers everywhere; a sharp band left around the person gives ~1-3 near it.
inline constexpr std::array<float, 5> kDetailBandEdges = {0, 5, 10, 20, 40};
std::array<double, 4> DetailDrop(const RgbImage& input, const RgbImage& output, const std::vector<float>& distance);

// Comb teeth: along the edge (|distance| <= band), how much the mask
// alternates from row to row or column to column (a sign change of the
// difference, counted by the smaller of the two steps), per pixel. A clean
// edge is monotonic across its width and scores ~0.
double Alternation(const std::vector<float>& mask, int width, int height, const std::vector<float>& distance,
                   float band = 8);

// Mean |output - input| in 0..255 units over person pixels more than `inset` px inside the edge.
double PersonChange(const RgbImage& input, const RgbImage& output, const std::vector<float>& distance,
                    float inset = 10);

// Edge flicker on a moving clip: mean |mask_t(x) - mask_{t-1}(x - shift)| within
// `band` px of this frame's true edge, where the person moved by `shift` px
// (the truth itself scores 0).
double Flicker(const std::vector<float>& previous, const std::vector<float>& mask, int width, int height, int shift,
               const std::vector<float>& distance, float band = 10);

}  // namespace vfx::quality
