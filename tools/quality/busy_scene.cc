#include "tools/quality/busy_scene.h"

#include <algorithm>
#include <cmath>

namespace vfx::quality {
namespace {

// A small deterministic generator (splitmix64): same seed, same picture on every machine.
class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
  uint64_t Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  float Uniform(float lo, float hi) { return lo + (hi - lo) * static_cast<float>(Next() >> 40) / (1u << 24); }
  int Int(int lo, int hi) { return lo + static_cast<int>(Next() % static_cast<uint64_t>(hi - lo + 1)); }

 private:
  uint64_t state_;
};

// The same value for the same cell and seed, in 0..1.
float Hash(uint32_t seed, int a, int b, int salt = 0) {
  uint32_t h = seed * 747796405u ^ static_cast<uint32_t>(a) * 2891336453u ^ static_cast<uint32_t>(b) * 1181783497u ^
               static_cast<uint32_t>(salt) * 3266489917u;
  h ^= h >> 16;
  h *= 2246822519u;
  h ^= h >> 13;
  h *= 3266489917u;
  h ^= h >> 16;
  return static_cast<float>(h >> 8) / (1u << 24);
}

void Set(float* p, float r, float g, float b) { p[0] = r, p[1] = g, p[2] = b; }

// Two colours far apart in brightness, each with a random tint.
void ContrastPair(Random& rnd, float dark[3], float light[3]) {
  for (int c = 0; c < 3; ++c) {
    dark[c] = rnd.Uniform(0.02f, 0.25f);
    light[c] = rnd.Uniform(0.7f, 0.98f);
  }
}

void Stripes(RgbImage& img, Random& rnd, float angle) {
  float dark[3], light[3];
  ContrastPair(rnd, dark, light);
  const float period = rnd.Uniform(4.0f, 6.5f), duty = rnd.Uniform(0.35f, 0.6f), phase = rnd.Uniform(0, period);
  const float cs = std::cos(angle), sn = std::sin(angle);
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      float s = std::fmod(x * cs + y * sn + phase + 4096 * period, period) / period;
      const float* c = s < duty ? dark : light;
      Set(img.at(x, y), c[0], c[1], c[2]);
    }
}

void Blocks(RgbImage& img, Random& rnd, uint32_t seed) {
  const int size = rnd.Int(5, 12), ox = rnd.Int(0, size - 1), oy = rnd.Int(0, size - 1);
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      const int bx = (x + ox) / size, by = (y + oy) / size;
      float* p = img.at(x, y);
      const float level = Hash(seed, bx, by, 7) < 0.5f ? 0.08f : 0.92f;
      for (int c = 0; c < 3; ++c) p[c] = std::clamp(level + (Hash(seed, bx, by, c) - 0.5f) * 0.5f, 0.0f, 1.0f);
    }
}

// Pseudo-letters: 2-4 strokes from a small set in a cell, words of 2-8 letters, lines of text.
void Text(RgbImage& img, Random& rnd, uint32_t seed) {
  const float paper[3] = {rnd.Uniform(0.85f, 0.95f), rnd.Uniform(0.83f, 0.93f), rnd.Uniform(0.75f, 0.88f)};
  const float ink[3] = {rnd.Uniform(0.02f, 0.15f), rnd.Uniform(0.02f, 0.15f), rnd.Uniform(0.05f, 0.3f)};
  const int cell_w = rnd.Int(6, 9), cell_h = rnd.Int(9, 12), line = cell_h + rnd.Int(3, 7);
  const int stroke = rnd.Int(1, 2);
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) Set(img.at(x, y), paper[0], paper[1], paper[2]);
  for (int row = 0; row * line < img.height; ++row) {
    int x = 4;
    while (x + cell_w < img.width) {
      const int letters = 2 + static_cast<int>(Hash(seed, row, x, 1) * 7);
      for (int l = 0; l < letters && x + cell_w < img.width; ++l, x += cell_w) {
        const int gx = x, gy = row * line + 2, gw = cell_w - 2, gh = cell_h - 2;
        const uint32_t bits = static_cast<uint32_t>(Hash(seed, row, x, 2) * 127) | 1u;
        for (int yy = 0; yy < gh; ++yy)
          for (int xx = 0; xx < gw; ++xx) {
            bool on = ((bits & 1) && xx < stroke) ||                              // left stem
                      ((bits & 2) && xx >= gw - stroke) ||                         // right stem
                      ((bits & 4) && yy < stroke) ||                               // top bar
                      ((bits & 8) && std::abs(yy - gh / 2) < stroke) ||            // middle bar
                      ((bits & 16) && yy >= gh - stroke) ||                        // bottom bar
                      ((bits & 32) && std::abs(xx * gh - yy * gw) < stroke * gh) ||  // diagonal
                      ((bits & 64) && std::abs(xx - gw / 2) < stroke);             // centre stem
            const int px = gx + xx, py = gy + yy;
            if (on && px < img.width && py < img.height) Set(img.at(px, py), ink[0], ink[1], ink[2]);
          }
      }
      x += cell_w * rnd.Int(1, 2);  // word gap
    }
  }
}

// A textured wall, and a bright window (sky gradient, 4 px mullions) that the person's side overlaps.
void Window(RgbImage& img, Random& rnd, uint32_t seed) {
  const float wall[3] = {rnd.Uniform(0.4f, 0.6f), rnd.Uniform(0.35f, 0.55f), rnd.Uniform(0.3f, 0.5f)};
  const int x0 = static_cast<int>(img.width * rnd.Uniform(0.5f, 0.6f));
  const int x1 = static_cast<int>(img.width * rnd.Uniform(0.9f, 0.97f));
  const int y0 = static_cast<int>(img.height * rnd.Uniform(0.05f, 0.15f));
  const int y1 = static_cast<int>(img.height * rnd.Uniform(0.6f, 0.8f));
  const int panes_x = rnd.Int(2, 3), panes_y = rnd.Int(2, 3), bar = 4;
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      float* p = img.at(x, y);
      const float grain = (Hash(seed, x, y, 3) - 0.5f) * 0.12f;
      for (int c = 0; c < 3; ++c) p[c] = wall[c] + grain;
      if (x < x0 || x >= x1 || y < y0 || y >= y1) continue;
      const int px = (x - x0) * panes_x, py = (y - y0) * panes_y, w = x1 - x0, h = y1 - y0;
      const bool mullion = px % w < bar * panes_x || py % h < bar * panes_y || x >= x1 - bar || y >= y1 - bar;
      const float sky = static_cast<float>(y - y0) / h;
      if (mullion) {
        Set(p, 0.92f, 0.92f, 0.9f);
      } else {
        Set(p, 0.9f + 0.08f * sky, 0.95f + 0.04f * sky, 1.0f);
      }
    }
}

// The demo clip's shelf (tools/vfx/make_clip.cc): 6 px spines in varying colours, a shelf every 60 px.
void Bookshelf(RgbImage& img, uint32_t seed) {
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      const int book = static_cast<int>((static_cast<uint32_t>(x / 6) * 2654435761u + seed * 40503u) % 97);
      if (y % 60 < 4) {
        Set(img.at(x, y), 90 / 255.f, 60 / 255.f, 30 / 255.f);
      } else {
        Set(img.at(x, y), (60 + book * 1.8f) / 255, (40 + (book * 7) % 120) / 255.f, (30 + (book * 13) % 100) / 255.f);
      }
    }
}

}  // namespace

const std::vector<Backdrop>& AllBackdrops() {
  static const std::vector<Backdrop> all = {Backdrop::kStripesHorizontal, Backdrop::kStripesVertical,
                                            Backdrop::kStripesDiagonal, Backdrop::kBlocks, Backdrop::kText,
                                            Backdrop::kWindow, Backdrop::kBookshelf};
  return all;
}

const char* BackdropName(Backdrop kind) {
  switch (kind) {
    case Backdrop::kStripesHorizontal: return "stripes_horizontal";
    case Backdrop::kStripesVertical: return "stripes_vertical";
    case Backdrop::kStripesDiagonal: return "stripes_diagonal";
    case Backdrop::kBlocks: return "blocks";
    case Backdrop::kText: return "text";
    case Backdrop::kWindow: return "window";
    case Backdrop::kBookshelf: return "bookshelf";
  }
  return "?";
}

StatusOr<Backdrop> ParseBackdrop(const std::string& name) {
  std::string known;
  for (Backdrop b : AllBackdrops()) {
    if (name == BackdropName(b)) return b;
    known += (known.empty() ? "" : ", ") + std::string(BackdropName(b));
  }
  return InvalidArgumentError("unknown backdrop '" + name + "' (use " + known + ")");
}

RgbImage MakeBackdrop(Backdrop kind, int width, int height, uint32_t seed) {
  RgbImage img{width, height, std::vector<float>(static_cast<size_t>(width) * height * 3)};
  Random rnd(seed * 31u + static_cast<uint32_t>(kind));
  switch (kind) {
    case Backdrop::kStripesHorizontal: Stripes(img, rnd, static_cast<float>(M_PI / 2)); break;
    case Backdrop::kStripesVertical: Stripes(img, rnd, 0.0f); break;
    case Backdrop::kStripesDiagonal: Stripes(img, rnd, rnd.Uniform(0.4f, 1.2f) * (seed % 2 ? 1.f : -1.f)); break;
    case Backdrop::kBlocks: Blocks(img, rnd, seed); break;
    case Backdrop::kText: Text(img, rnd, seed); break;
    case Backdrop::kWindow: Window(img, rnd, seed); break;
    case Backdrop::kBookshelf: Bookshelf(img, seed); break;
  }
  for (float& v : img.rgb) v = std::clamp(v, 0.0f, 1.0f);
  return img;
}

Cutout MakeCutout(const image::Image& photo, const std::vector<float>& person, int height) {
  const int width = std::max(1, static_cast<int>(std::lround(static_cast<double>(photo.width) * height / photo.height)));
  const float sx = static_cast<float>(photo.width) / width, sy = static_cast<float>(photo.height) / height;
  std::vector<float> src(static_cast<size_t>(photo.width) * photo.height * 3);
  for (size_t i = 0; i < src.size() / 3; ++i)
    for (int c = 0; c < 3; ++c) src[i * 3 + c] = photo.rgba[i * 4 + c] / 255.0f;
  Cutout out;
  out.photo = RgbImage{width, height, std::vector<float>(static_cast<size_t>(width) * height * 3)};
  std::vector<float> mask(static_cast<size_t>(width) * height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const float px = (x + 0.5f) * sx, py = (y + 0.5f) * sy;
      for (int c = 0; c < 3; ++c) out.photo.at(x, y)[c] = SampleBilinear(src, photo.width, photo.height, 3, c, px, py);
      mask[static_cast<size_t>(y) * width + x] = SampleBilinear(person, photo.width, photo.height, 1, 0, px, py);
    }
  // Distance to the 0.5 contour ~ (m - 0.5) / |grad m|: an edge one pixel wide wherever the mask was soft.
  out.alpha.resize(mask.size());
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      auto m = [&](int xx, int yy) {
        return mask[static_cast<size_t>(std::clamp(yy, 0, height - 1)) * width + std::clamp(xx, 0, width - 1)];
      };
      const float gx = 0.5f * (m(x + 1, y) - m(x - 1, y)), gy = 0.5f * (m(x, y + 1) - m(x, y - 1));
      const float gradient = std::max(std::hypot(gx, gy), 0.02f);
      out.alpha[static_cast<size_t>(y) * width + x] = std::clamp(0.5f + (m(x, y) - 0.5f) / gradient, 0.0f, 1.0f);
    }
  return out;
}

// A standard normal draw per (seed, x, y, salt): Box-Muller on two hashes.
static float Gaussian(uint32_t seed, int x, int y, int salt) {
  const float u1 = std::max(Hash(seed, x, y, 2 * salt), 1e-7f), u2 = Hash(seed, x, y, 2 * salt + 1);
  return std::sqrt(-2.0f * std::log(u1)) * std::cos(2.0f * static_cast<float>(M_PI) * u2);
}

Scene Composite(const Cutout& person, const RgbImage& backdrop, int left, const SensorNoise& noise) {
  return Composite(person, backdrop, left, 0, noise);
}

Scene Composite(const Cutout& person, const RgbImage& backdrop, int left, int top, const SensorNoise& noise) {
  Scene s{backdrop, std::vector<float>(static_cast<size_t>(backdrop.width) * backdrop.height, 0.0f)};
  const int y_end = std::min(backdrop.height, top + person.photo.height);
  for (int y = std::max(0, top); y < y_end; ++y)
    for (int x = std::max(0, left); x < std::min(backdrop.width, left + person.photo.width); ++x) {
      const float a = person.alpha[static_cast<size_t>(y - top) * person.photo.width + (x - left)];
      const float* fg = person.photo.at(x - left, y - top);
      float* p = s.frame.at(x, y);
      for (int c = 0; c < 3; ++c) p[c] = a * fg[c] + (1 - a) * p[c];
      s.alpha[static_cast<size_t>(y) * backdrop.width + x] = a;
    }
  if (noise.sigma > 0) {
    const uint32_t seed = 0x5e4503u + noise.frame * 7919u;
    for (int y = 0; y < s.frame.height; ++y)
      for (int x = 0; x < s.frame.width; ++x)
        for (int c = 0; c < 3; ++c) s.frame.at(x, y)[c] += noise.sigma / 255 * Gaussian(seed, x, y, 20 + c);
  }
  for (float& v : s.frame.rgb) v = std::round(std::clamp(v, 0.0f, 1.0f) * 255) / 255;
  return s;
}

int ClipLeft(const Cutout& person, int frame_width, int frame, int frames, int amplitude) {
  const double phase = 2 * M_PI * frame / std::max(frames, 1);
  return (frame_width - person.photo.width) / 2 + static_cast<int>(std::lround(amplitude * std::sin(phase)));
}

Placement MoverPlacement(const Cutout& person, int frame_width, int frame, int speed, int bob, int period) {
  // A triangle wave between the two extreme lefts.
  const int lo = -person.photo.width / 3, hi = frame_width - 2 * person.photo.width / 3;
  const int span = std::max(1, hi - lo);
  const int centre = (frame_width - person.photo.width) / 2;
  int travel = (centre - lo + frame * speed) % (2 * span);
  if (travel > span) travel = 2 * span - travel;
  const double phase = 2 * M_PI * frame / std::max(period, 1);
  return {lo + travel, static_cast<int>(std::lround(bob * std::sin(phase)))};
}

float SampleBilinear(const std::vector<float>& pixels, int w, int h, int channels, int c, float x, float y) {
  x = std::clamp(x - 0.5f, 0.0f, w - 1.0f);
  y = std::clamp(y - 0.5f, 0.0f, h - 1.0f);
  const int x0 = static_cast<int>(x), y0 = static_cast<int>(y);
  const int x1 = std::min(x0 + 1, w - 1), y1 = std::min(y0 + 1, h - 1);
  const float tx = x - x0, ty = y - y0;
  auto at = [&](int xx, int yy) { return pixels[(static_cast<size_t>(yy) * w + xx) * channels + c]; };
  return (at(x0, y0) * (1 - tx) + at(x1, y0) * tx) * (1 - ty) + (at(x0, y1) * (1 - tx) + at(x1, y1) * tx) * ty;
}

image::Image ToImage(const RgbImage& rgb) {
  image::Image img{rgb.width, rgb.height, std::vector<uint8_t>(static_cast<size_t>(rgb.width) * rgb.height * 4, 255)};
  for (size_t i = 0; i < static_cast<size_t>(rgb.width) * rgb.height; ++i)
    for (int c = 0; c < 3; ++c) img.rgba[i * 4 + c] = static_cast<uint8_t>(std::lround(std::clamp(rgb.rgb[i * 3 + c], 0.f, 1.f) * 255));
  return img;
}

image::Image CutoutImage(const Cutout& person) {
  image::Image img = ToImage(person.photo);
  for (size_t i = 0; i < person.alpha.size(); ++i) {
    img.rgba[i * 4 + 3] = static_cast<uint8_t>(std::lround(std::clamp(person.alpha[i], 0.f, 1.f) * 255));
  }
  return img;
}

image::Image MatteImage(const std::vector<float>& alpha, int width, int height) {
  image::Image img{width, height, std::vector<uint8_t>(static_cast<size_t>(width) * height * 4, 255)};
  for (size_t i = 0; i < alpha.size(); ++i) {
    const uint8_t v = static_cast<uint8_t>(std::lround(std::clamp(alpha[i], 0.f, 1.f) * 255));
    img.rgba[i * 4] = img.rgba[i * 4 + 1] = img.rgba[i * 4 + 2] = v;
  }
  return img;
}

}  // namespace vfx::quality
