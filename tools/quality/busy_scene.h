// Test material for edge quality: a person cut out of a photo (with a matte we
// know exactly) composited over busy synthetic backdrops (fine stripes, small
// high-contrast blocks, text-like texture, a bright window, a bookshelf), as
// stills and as a short clip in which the person sways. Flat or smooth
// backgrounds hide edge fringes and comb teeth; these expose them.
//
// Every backdrop is procedural and seeded: another seed gives another picture
// of the same kind (periods, colours, phases, glyphs), so tests need no files.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/image/image.h"

namespace vfx::quality {

// RGB floats in 0..1, rows top-down.
struct RgbImage {
  int width = 0;
  int height = 0;
  std::vector<float> rgb;
  float* at(int x, int y) { return &rgb[(static_cast<size_t>(y) * width + x) * 3]; }
  const float* at(int x, int y) const { return &rgb[(static_cast<size_t>(y) * width + x) * 3]; }
};

enum class Backdrop {
  kStripesHorizontal,  // 2-3 px lines: what made the old refinement grow comb teeth
  kStripesVertical,
  kStripesDiagonal,
  kBlocks,     // a mosaic of 5-12 px blocks in saturated colours
  kText,       // dark glyph strokes on paper, in lines
  kWindow,     // a bright window with mullions beside the person, a textured wall
  kBookshelf,  // the demo clip's background: 6 px spines, a shelf every 60 px
};

const std::vector<Backdrop>& AllBackdrops();
const char* BackdropName(Backdrop kind);
StatusOr<Backdrop> ParseBackdrop(const std::string& name);

RgbImage MakeBackdrop(Backdrop kind, int width, int height, uint32_t seed);

// The person layer: the photo scaled to the frame height and its matte
// (alpha in 0..1, exact by construction), both width × height of the layer.
struct Cutout {
  RgbImage photo;
  std::vector<float> alpha;
};

// `person` is the segmentation probability at the photo's resolution (what the
// model says of the photo on its own background). The matte is that mask,
// scaled to `height`, with its 0.5 contour turned into an edge about one pixel wide.
Cutout MakeCutout(const image::Image& photo, const std::vector<float>& person, int height);

// A frame with known truth: the cutout over the backdrop with its left edge at `left`.
struct Scene {
  RgbImage frame;            // quantised to 8 bits, as a camera delivers it
  std::vector<float> alpha;  // the true matte at frame resolution
};
// Camera sensor noise: zero-mean Gaussian, `sigma` in 8-bit levels, added to
// each channel of each pixel before quantisation; another `frame` gives
// another draw (a live camera's noise changes every frame). sigma 0: none.
struct SensorNoise {
  float sigma = 0;
  uint32_t frame = 0;
};
Scene Composite(const Cutout& person, const RgbImage& backdrop, int left, const SensorNoise& noise = {});
// The same with the person's top edge at `top` (> 0: lower, cut by the
// frame's bottom; < 0: higher, the backdrop showing below): a lean or a bob.
Scene Composite(const Cutout& person, const RgbImage& backdrop, int left, int top, const SensorNoise& noise = {});

// The clip's person position at frame i: a sway of ±amplitude px around the centre.
int ClipLeft(const Cutout& person, int frame_width, int frame, int frames, int amplitude);

// A fast mover's position at frame i: sideways at `speed` px per frame,
// turning back at the frame's sides (the person stays at least a third in
// view), bobbing ±bob px vertically over `period` frames.
struct Placement {
  int left = 0;
  int top = 0;
};
Placement MoverPlacement(const Cutout& person, int frame_width, int frame, int speed, int bob, int period);

// GL_LINEAR with clamp-to-edge: channel c of an interleaved float image at
// pixel position (x, y), pixel centres at +0.5.
float SampleBilinear(const std::vector<float>& pixels, int width, int height, int channels, int c, float x, float y);

image::Image ToImage(const RgbImage& rgb);
// The person layer as an RGBA image: the photo with its matte as alpha
// (straight, not premultiplied), to composite over any backdrop.
image::Image CutoutImage(const Cutout& person);
// A matte as a grey image (for looking at it).
image::Image MatteImage(const std::vector<float>& alpha, int width, int height);

}  // namespace vfx::quality
