// The effects pipeline on busy scenes, measured against the true matte: the
// refined mask beside plain bilinear upsampling of the same network output,
// the blurred frame beside a composite with the true matte. Used by the edge
// tests (tests/tools/quality) and `vfx edges` (the quality benchmark).
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/pipeline/effects_pipeline.h"
#include "tools/quality/busy_scene.h"

namespace vfx::quality {

struct StillReport {
  double band_error_refined = 0, band_error_bilinear = 0;  // BandError within 10 px
  double band_mae_refined = 0, band_mae_bilinear = 0;      // BandMeanError within 10 px
  std::array<double, 4> detail_drop{};                     // DetailDrop of the blurred output
  std::array<double, 4> detail_drop_true_matte{};          // the same blur composited with the true matte
  double alternation_refined = 0, alternation_bilinear = 0, alternation_truth = 0;
  double person_change = 0;  // PersonChange of the blurred output, 0..255
};

struct ClipReport {
  double flicker_refined = 0, flicker_bilinear = 0;        // Flicker, mean over frames 2..n
  double band_error_refined = 0, band_error_bilinear = 0;  // mean over frames
};

// Per frame of a fast mover: the refined mask against the truth.
struct MotionReport {
  std::vector<double> iou;          // mask > 0.5 against matte > 0.5
  std::vector<double> band_error;   // BandError within 10 px
  std::vector<int> mask_age;        // frames since the network ran (0: its own mask)
  std::vector<double> mask_age_ms;  // camera time since then
  int small_net_frames = 0;         // frames segmented by the small-input net
  double MinIou() const;
  double MeanIou() const;
  double MaxBandError() const;
};

class EdgeBench {
 public:
  // `model`: a registered model name; blur at `strength` is the effect measured.
  static StatusOr<std::unique_ptr<EdgeBench>> Create(const std::string& model, float strength = 0.8f,
                                                     const pipeline::PipelineOptions& options = {});
  // The same for a plan compiled elsewhere (an ONNX file the caller compiled),
  // with its small-input plan where it has one (levels 2 and 3's net on a slow GPU).
  static StatusOr<std::unique_ptr<EdgeBench>> Create(const nn::ModelPlan& plan, float strength = 0.8f,
                                                     const pipeline::PipelineOptions& options = {},
                                                     const nn::ModelPlan* small_plan = nullptr);

  // The person layer of a photo, scaled to `height`: the matte is the selfie
  // model's refined mask of the photo on its own background (at the photo's resolution).
  StatusOr<Cutout> CutOut(const image::Image& photo, int height);

  StatusOr<StillReport> MeasureStill(const Scene& scene);
  // `frames` frames of the person swaying by ±amplitude px over the backdrop,
  // with fresh sensor noise of `noise_sigma` 8-bit levels in every frame.
  StatusOr<ClipReport> MeasureClip(const Cutout& person, const RgbImage& backdrop, int frames, int amplitude,
                                   float noise_sigma = 0);

  // `frames` frames of a person moving sideways by `speed` px per frame and
  // bobbing by ±bob px (MoverPlacement), each frame measured; the frames are
  // `frame_spacing_s` of camera time apart (what a GPU of that frame rate processes).
  StatusOr<MotionReport> MeasureMotion(const Cutout& person, const RgbImage& backdrop, int frames, int speed, int bob,
                                       double frame_spacing_s = 1.0 / 30);

  // The last frame's blurred output and refined mask (for looking at them).
  const RgbImage& output() const { return output_; }
  const std::vector<float>& refined() const { return refined_; }

  pipeline::EffectsPipeline& pipeline() { return *pipeline_; }

 private:
  EdgeBench() = default;
  // Runs one frame; fills output_, refined_ and bilinear_.
  Status RunFrame(const Scene& scene);
  // The last frame's blurred background composited with the true matte.
  Status CompositeTrueMatte(const Scene& scene);

  std::unique_ptr<pipeline::EffectsPipeline> pipeline_;
  std::unique_ptr<pipeline::EffectsPipeline> cutter_;  // selfie model, for CutOut
  RgbImage output_;
  RgbImage true_matte_output_;
  std::vector<float> refined_, bilinear_;
};

}  // namespace vfx::quality
