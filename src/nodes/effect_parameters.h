// The numbers that shape the effects, apart from the GPU code that uses them:
// the nodes (blur_node, composite_node, mask_refine_node) read them, on both
// backends (the WebGPU executor runs what those nodes record). No GL here.
#pragma once

namespace vfx::nodes {

// Blur: the background is blurred at 1/kBlurDownscale of the frame's size,
// with a Gaussian of kBlurSigmaAt720p frame pixels at strength 1 (scaled with the frame height).
// Strong blurs (a sigma of at least kBlurCoarseMinSigma texels at 1/kBlurCoarseDownscale:
// strength >= 480 / frame height, i.e. >= 0.67 at 720p, >= 0.44 at 1080p, never below
// 480 rows) run at 1/kBlurCoarseDownscale: a quarter of the texels and half the taps, the
// same picture once blurred that much (benchmarks/RESULTS.md).
inline constexpr int kBlurDownscale = 4;
inline constexpr int kBlurCoarseDownscale = 8;
inline constexpr float kBlurCoarseMinSigma = 2.0f;
inline constexpr float kBlurSigmaAt720p = 24.0f;

// The reduction for a blur of `sigma_px` frame pixels.
inline constexpr int BlurDownscaleFor(float sigma_px) {
  return sigma_px >= kBlurCoarseMinSigma * kBlurCoarseDownscale ? kBlurCoarseDownscale : kBlurDownscale;
}
// Below this sigma (in reduced texels) the blur passes are skipped; above it is clamped to kBlurMaxSigma.
inline constexpr float kBlurMinSigma = 0.5f;
inline constexpr float kBlurMaxSigma = 32.0f;

// Light correction: the person's mean colour over kLightBlocks² blocks of the
// frame, reduced to kLightGroups² and summed by the smoothing pass; smoothed over time
// with weight kLightAlpha for the new frame.
inline constexpr int kLightBlocks = 64;
inline constexpr int kLightGroups = 8;
inline constexpr float kLightAlpha = 0.2f;
// The statistics are measured on every kLightStatsInterval-th frame and held
// between (with the weight raised so the time constant stays kLightAlpha's
// per frame): they change as slowly as the smoothing lets them, and their
// small reduction passes cost a GPU mostly in launches.
inline constexpr int kLightStatsInterval = 2;
// Face light: a face's mean luminance is brought to this (a well-lit face on
// camera; its mean over the inner face, in 0..1 sRGB units).
inline constexpr float kFaceTargetLuma = 0.55f;

// Faces: the detector runs every kFaceDetectInterval-th frame (about the
// segmenter's cost again when it runs); faces are carried between detections.
// While every face is still (face::FaceSmoother::Still) the interval is
// kStillFaceIntervalFactor times longer: a still face's box does not move,
// and the first frame that moves it is at most that many frames from a
// detection, after which the shorter interval holds again.
inline constexpr int kFaceDetectInterval = 3;
inline constexpr int kStillFaceIntervalFactor = 2;

// Composite: the foreground in the mask's unsure edge band is softened toward
// the local mean colour (composite.frag).
inline constexpr bool kSoftenEdges = true;

struct MaskRefineOptions {
  float min_alpha = 0.3f;
  int radius = 2;
  float epsilon = 1e-3f;
  float scale = 1.0f;
};

// CPU rasterizers (SwiftShader) pay for every tap: a 3×3-texel refinement
// window there (the quality of both settings is in benchmarks/RESULTS.md).
inline constexpr int kSoftwareRefineRadius = 1;

}  // namespace vfx::nodes
