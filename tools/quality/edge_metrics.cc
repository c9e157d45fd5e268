#include "tools/quality/edge_metrics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vfx::quality {
namespace {

constexpr double kFar = 1e12;

// Squared distance transform of a sampled function in one dimension
// (Felzenszwalb and Huttenlocher, "Distance Transforms of Sampled Functions", 2012).
void Transform1d(const std::vector<double>& f, std::vector<double>& d, std::vector<int>& v, std::vector<double>& z) {
  const int n = static_cast<int>(f.size());
  int k = 0;
  v[0] = 0;
  z[0] = -std::numeric_limits<double>::infinity();
  z[1] = std::numeric_limits<double>::infinity();
  auto intersection = [&](int q, int p) {
    return ((f[q] + static_cast<double>(q) * q) - (f[p] + static_cast<double>(p) * p)) / (2.0 * q - 2.0 * p);
  };
  for (int q = 1; q < n; ++q) {
    double s = intersection(q, v[k]);
    while (s <= z[k]) {  // z[0] is -inf: k stays >= 0
      --k;
      s = intersection(q, v[k]);
    }
    ++k;
    v[k] = q;
    z[k] = s;
    z[k + 1] = std::numeric_limits<double>::infinity();
  }
  k = 0;
  for (int q = 0; q < n; ++q) {
    while (z[k + 1] < q) ++k;
    const double dq = q - v[k];
    d[q] = dq * dq + f[v[k]];
  }
}

// Squared distance from every pixel to the nearest pixel where `target` is true.
std::vector<double> SquaredDistanceTo(const std::vector<bool>& target, int w, int h) {
  std::vector<double> grid(static_cast<size_t>(w) * h);
  for (size_t i = 0; i < grid.size(); ++i) grid[i] = target[i] ? 0.0 : kFar;
  const int n = std::max(w, h);
  std::vector<double> f(n), d(n), z(n + 1);
  std::vector<int> v(n);
  for (int x = 0; x < w; ++x) {
    f.resize(h), d.resize(h);
    for (int y = 0; y < h; ++y) f[y] = grid[static_cast<size_t>(y) * w + x];
    Transform1d(f, d, v, z);
    for (int y = 0; y < h; ++y) grid[static_cast<size_t>(y) * w + x] = d[y];
  }
  f.resize(w), d.resize(w);
  for (int y = 0; y < h; ++y) {
    std::copy_n(&grid[static_cast<size_t>(y) * w], w, f.begin());
    Transform1d(f, d, v, z);
    std::copy_n(d.begin(), w, &grid[static_cast<size_t>(y) * w]);
  }
  return grid;
}

float Luma(const float* rgb) { return 0.2126f * rgb[0] + 0.7152f * rgb[1] + 0.0722f * rgb[2]; }

float AbsLaplacian(const RgbImage& img, int x, int y) {
  return std::abs(4 * Luma(img.at(x, y)) - Luma(img.at(x - 1, y)) - Luma(img.at(x + 1, y)) - Luma(img.at(x, y - 1)) -
                  Luma(img.at(x, y + 1)));
}

}  // namespace

std::vector<float> SignedEdgeDistance(const std::vector<float>& alpha, int width, int height) {
  std::vector<bool> inside(alpha.size()), outside(alpha.size());
  for (size_t i = 0; i < alpha.size(); ++i) {
    inside[i] = alpha[i] >= 0.5f;
    outside[i] = !inside[i];
  }
  std::vector<double> to_inside = SquaredDistanceTo(inside, width, height);
  std::vector<double> to_outside = SquaredDistanceTo(outside, width, height);
  std::vector<float> signed_distance(alpha.size());
  for (size_t i = 0; i < alpha.size(); ++i) {
    signed_distance[i] = static_cast<float>(inside[i] ? -std::sqrt(to_outside[i]) : std::sqrt(to_inside[i]));
  }
  return signed_distance;
}

double BandError(const std::vector<float>& mask, const std::vector<float>& alpha, const std::vector<float>& distance,
                 float band) {
  size_t wrong = 0, total = 0;
  for (size_t i = 0; i < mask.size(); ++i) {
    if (std::abs(distance[i]) > band) continue;
    ++total;
    wrong += (mask[i] >= 0.5f) != (alpha[i] >= 0.5f);
  }
  return total ? static_cast<double>(wrong) / total : 0.0;
}

double BandMeanError(const std::vector<float>& mask, const std::vector<float>& alpha,
                     const std::vector<float>& distance, float band) {
  double sum = 0;
  size_t total = 0;
  for (size_t i = 0; i < mask.size(); ++i) {
    if (std::abs(distance[i]) > band) continue;
    ++total;
    sum += std::abs(mask[i] - alpha[i]);
  }
  return total ? sum / total : 0.0;
}

std::array<double, 4> DetailDrop(const RgbImage& input, const RgbImage& output, const std::vector<float>& distance) {
  std::array<double, 4> in{}, out{};
  const int w = input.width, h = input.height;
  for (int y = 1; y < h - 1; ++y)
    for (int x = 1; x < w - 1; ++x) {
      const float d = distance[static_cast<size_t>(y) * w + x];
      if (d <= 0) continue;
      int band = -1;
      if (d > kDetailBandEdges[4]) band = 3;
      for (int b = 0; b < 3 && band < 0; ++b) band = d <= kDetailBandEdges[b + 1] ? b : -1;
      if (band < 0) continue;
      in[band] += AbsLaplacian(input, x, y);
      out[band] += AbsLaplacian(output, x, y);
    }
  std::array<double, 4> drop{};
  for (int b = 0; b < 4; ++b) drop[b] = in[b] / std::max(out[b], 1e-9);
  return drop;
}

double Alternation(const std::vector<float>& mask, int width, int height, const std::vector<float>& distance,
                   float band) {
  double sum = 0;
  size_t n = 0;
  auto m = [&](int x, int y) { return mask[static_cast<size_t>(y) * width + x]; };
  auto teeth = [](float a, float b, float c) {
    const float d0 = b - a, d1 = c - b;
    return d0 * d1 < 0 ? std::min(std::abs(d0), std::abs(d1)) : 0.0f;
  };
  for (int y = 1; y < height - 1; ++y)
    for (int x = 1; x < width - 1; ++x) {
      if (std::abs(distance[static_cast<size_t>(y) * width + x]) > band) continue;
      sum += teeth(m(x, y - 1), m(x, y), m(x, y + 1)) + teeth(m(x - 1, y), m(x, y), m(x + 1, y));
      ++n;
    }
  return n ? sum / n : 0.0;
}

double PersonChange(const RgbImage& input, const RgbImage& output, const std::vector<float>& distance, float inset) {
  double sum = 0;
  size_t n = 0;
  for (size_t i = 0; i < distance.size(); ++i) {
    if (distance[i] > -inset) continue;
    for (int c = 0; c < 3; ++c) sum += std::abs(output.rgb[i * 3 + c] - input.rgb[i * 3 + c]);
    n += 3;
  }
  return n ? 255.0 * sum / n : 0.0;
}

double Flicker(const std::vector<float>& previous, const std::vector<float>& mask, int width, int height, int shift,
               const std::vector<float>& distance, float band) {
  double sum = 0;
  size_t n = 0;
  for (int y = 0; y < height; ++y)
    for (int x = std::max(0, shift); x < std::min(width, width + shift); ++x) {
      const size_t i = static_cast<size_t>(y) * width + x;
      if (std::abs(distance[i]) > band) continue;
      sum += std::abs(mask[i] - previous[i - shift]);
      ++n;
    }
  return n ? sum / n : 0.0;
}

}  // namespace vfx::quality
