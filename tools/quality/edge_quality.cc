#include "tools/quality/edge_quality.h"

#include <algorithm>
#include <cmath>

#include "src/gl/framebuffer.h"
#include "src/nn/model_registry.h"
#include "tools/quality/edge_metrics.h"

namespace vfx::quality {
namespace {

constexpr char kCutoutModel[] = "mp_selfie_segmentation_256x256";

// A texture as RGBA floats (RGBA8 scaled to 0..1), rows as stored (top-down for frames and masks).
StatusOr<std::vector<float>> ReadTexture(const gl::Texture& texture) {
  ASSIGN_OR_RETURN(gl::Framebuffer fb, gl::Framebuffer::Create({&texture}));
  const size_t n = static_cast<size_t>(texture.width()) * texture.height() * 4;
  std::vector<float> out(n);
  if (texture.format() == gl::TextureFormat::kRgba8) {
    std::vector<uint8_t> bytes(n);
    RETURN_IF_ERROR(fb.ReadPixels(0, bytes.data()));
    for (size_t i = 0; i < n; ++i) out[i] = bytes[i] / 255.0f;
  } else {
    RETURN_IF_ERROR(fb.ReadPixels(0, out.data()));
  }
  return out;
}

// GL_LINEAR with clamp-to-edge at texture coordinate (u, v) of an RGBA float image.
std::array<float, 4> SampleLinear(const std::vector<float>& rgba, int w, int h, float u, float v) {
  std::array<float, 4> out{};
  for (int c = 0; c < 4; ++c) out[c] = SampleBilinear(rgba, w, h, 4, c, u * w, v * h);
  return out;
}

// A mask texture sampled at every frame pixel through the mask's placement in the frame.
StatusOr<std::vector<float>> MaskAtFrame(const nodes::MaskRef& mask, int width, int height) {
  ASSIGN_OR_RETURN(std::vector<float> rgba, ReadTexture(*mask.texture));
  std::vector<float> out(static_cast<size_t>(width) * height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const float u = (x + 0.5f) / width * mask.frame_to_mask_scale[0] + mask.frame_to_mask_offset[0];
      const float v = (y + 0.5f) / height * mask.frame_to_mask_scale[1] + mask.frame_to_mask_offset[1];
      out[static_cast<size_t>(y) * width + x] =
          SampleLinear(rgba, mask.texture->width(), mask.texture->height(), u, v)[mask.channel];
    }
  return out;
}

}  // namespace

StatusOr<std::unique_ptr<EdgeBench>> EdgeBench::Create(const std::string& model, float strength,
                                                       const pipeline::PipelineOptions& options) {
  ASSIGN_OR_RETURN(nn::ModelPlan plan, nn::BuildModelPlan(model));
  ASSIGN_OR_RETURN(std::optional<nn::ModelPlan> small_plan, nn::BuildSmallModelPlan(model));
  return Create(plan, strength, options, small_plan ? &*small_plan : nullptr);
}

StatusOr<std::unique_ptr<EdgeBench>> EdgeBench::Create(const nn::ModelPlan& plan, float strength,
                                                       const pipeline::PipelineOptions& options,
                                                       const nn::ModelPlan* small_plan) {
  std::unique_ptr<EdgeBench> bench(new EdgeBench());
  ASSIGN_OR_RETURN(bench->pipeline_, pipeline::EffectsPipeline::Create(plan, options, nullptr, small_plan));
  pipeline::EffectOptions effect{pipeline::Effect::kBlur};
  effect.blur_strength = strength;
  RETURN_IF_ERROR(bench->pipeline_->SetEffect(effect));
  return bench;
}

StatusOr<Cutout> EdgeBench::CutOut(const image::Image& photo, int height) {
  if (!cutter_) {
    ASSIGN_OR_RETURN(nn::ModelPlan plan, nn::BuildModelPlan(kCutoutModel));
    ASSIGN_OR_RETURN(cutter_, pipeline::EffectsPipeline::Create(plan));
    RETURN_IF_ERROR(cutter_->SetEffect({pipeline::Effect::kNone}));
  }
  cutter_->ForgetHistory();
  RETURN_IF_ERROR(cutter_->UploadFrame(photo.rgba.data(), photo.width, photo.height));
  RETURN_IF_ERROR(cutter_->Render().status());
  ASSIGN_OR_RETURN(nodes::MaskRef refined, cutter_->RefinedMask());
  ASSIGN_OR_RETURN(std::vector<float> person, MaskAtFrame(refined, photo.width, photo.height));
  return MakeCutout(photo, person, height);
}

Status EdgeBench::RunFrame(const Scene& scene) {
  const int w = scene.frame.width, h = scene.frame.height;
  const image::Image input = ToImage(scene.frame);
  RETURN_IF_ERROR(pipeline_->UploadFrame(input.rgba.data(), w, h));
  ASSIGN_OR_RETURN(nodes::FrameRef frame, pipeline_->Render());
  ASSIGN_OR_RETURN(std::vector<float> out, ReadTexture(*frame.texture));
  output_ = RgbImage{w, h, std::vector<float>(static_cast<size_t>(w) * h * 3)};
  for (size_t i = 0; i < static_cast<size_t>(w) * h; ++i)
    for (int c = 0; c < 3; ++c) output_.rgb[i * 3 + c] = out[i * 4 + c];

  ASSIGN_OR_RETURN(nodes::MaskRef refined, pipeline_->RefinedMask());
  ASSIGN_OR_RETURN(refined_, MaskAtFrame(refined, w, h));
  ASSIGN_OR_RETURN(const nodes::MaskRef* smoothed, pipeline_->graph().Pull(pipeline_->ports().temporal));
  ASSIGN_OR_RETURN(bilinear_, MaskAtFrame(*smoothed, w, h));
  return Status::Ok();
}

Status EdgeBench::CompositeTrueMatte(const Scene& scene) {
  const int w = scene.frame.width, h = scene.frame.height;
  // The same blurred background, composited with the true matte: what a perfect mask would give.
  ASSIGN_OR_RETURN(const nodes::BackgroundRef* blurred, pipeline_->graph().Pull(pipeline_->ports().blur));
  ASSIGN_OR_RETURN(std::vector<float> premultiplied, ReadTexture(*blurred->texture));
  true_matte_output_ = scene.frame;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const std::array<float, 4> b = SampleLinear(premultiplied, blurred->texture->width(), blurred->texture->height(),
                                                  (x + 0.5f) / w, (y + 0.5f) / h);
      const float a = scene.alpha[static_cast<size_t>(y) * w + x];
      float* p = true_matte_output_.at(x, y);
      for (int c = 0; c < 3; ++c) p[c] = a * p[c] + (1 - a) * (b[3] > 1e-3f ? b[c] / b[3] : p[c]);
    }
  return Status::Ok();
}

StatusOr<StillReport> EdgeBench::MeasureStill(const Scene& scene) {
  const int w = scene.frame.width, h = scene.frame.height;
  pipeline_->ForgetHistory();
  RETURN_IF_ERROR(RunFrame(scene));
  RETURN_IF_ERROR(CompositeTrueMatte(scene));
  const std::vector<float> distance = SignedEdgeDistance(scene.alpha, w, h);
  StillReport r;
  r.band_error_refined = BandError(refined_, scene.alpha, distance);
  r.band_error_bilinear = BandError(bilinear_, scene.alpha, distance);
  r.band_mae_refined = BandMeanError(refined_, scene.alpha, distance);
  r.band_mae_bilinear = BandMeanError(bilinear_, scene.alpha, distance);
  r.detail_drop = DetailDrop(scene.frame, output_, distance);
  r.detail_drop_true_matte = DetailDrop(scene.frame, true_matte_output_, distance);
  r.alternation_refined = Alternation(refined_, w, h, distance);
  r.alternation_bilinear = Alternation(bilinear_, w, h, distance);
  r.alternation_truth = Alternation(scene.alpha, w, h, distance);
  r.person_change = PersonChange(scene.frame, output_, distance);
  return r;
}

StatusOr<ClipReport> EdgeBench::MeasureClip(const Cutout& person, const RgbImage& backdrop, int frames, int amplitude,
                                            float noise_sigma) {
  if (frames < 2) return InvalidArgumentError("a clip needs at least 2 frames");
  const int w = backdrop.width, h = backdrop.height;
  pipeline_->ForgetHistory();
  ClipReport r;
  std::vector<float> previous_refined, previous_bilinear;
  int previous_left = 0;
  for (int f = 0; f < frames; ++f) {
    const int left = ClipLeft(person, w, f, frames, amplitude);
    const Scene scene = Composite(person, backdrop, left, {noise_sigma, static_cast<uint32_t>(f)});
    RETURN_IF_ERROR(RunFrame(scene));
    const std::vector<float> distance = SignedEdgeDistance(scene.alpha, w, h);
    r.band_error_refined += BandError(refined_, scene.alpha, distance) / frames;
    r.band_error_bilinear += BandError(bilinear_, scene.alpha, distance) / frames;
    if (f > 0) {
      r.flicker_refined += Flicker(previous_refined, refined_, w, h, left - previous_left, distance) / (frames - 1);
      r.flicker_bilinear += Flicker(previous_bilinear, bilinear_, w, h, left - previous_left, distance) / (frames - 1);
    }
    previous_refined = refined_;
    previous_bilinear = bilinear_;
    previous_left = left;
  }
  return r;
}

double MotionReport::MinIou() const { return iou.empty() ? 0 : *std::min_element(iou.begin(), iou.end()); }

double MotionReport::MeanIou() const {
  double sum = 0;
  for (double v : iou) sum += v;
  return iou.empty() ? 0 : sum / iou.size();
}

double MotionReport::MaxBandError() const {
  return band_error.empty() ? 0 : *std::max_element(band_error.begin(), band_error.end());
}

StatusOr<MotionReport> EdgeBench::MeasureMotion(const Cutout& person, const RgbImage& backdrop, int frames, int speed,
                                                int bob, double frame_spacing_s) {
  if (frames < 1) return InvalidArgumentError("a motion clip needs frames");
  const int w = backdrop.width, h = backdrop.height;
  pipeline_->ForgetHistory();
  MotionReport r;
  for (int f = 0; f < frames; ++f) {
    const Placement at = MoverPlacement(person, w, f, speed, bob, frames);
    const Scene scene = Composite(person, backdrop, at.left, at.top, {2.0f, static_cast<uint32_t>(f)});
    RETURN_IF_ERROR(pipeline_->SetFrameTime(f * frame_spacing_s));
    RETURN_IF_ERROR(RunFrame(scene));
    const std::vector<float> distance = SignedEdgeDistance(scene.alpha, w, h);
    size_t both = 0, either = 0;
    for (size_t i = 0; i < scene.alpha.size(); ++i) {
      const bool a = refined_[i] > 0.5f, b = scene.alpha[i] > 0.5f;
      both += a && b;
      either += a || b;
    }
    r.iou.push_back(either == 0 ? 1.0 : static_cast<double>(both) / either);
    r.band_error.push_back(BandError(refined_, scene.alpha, distance));
    r.mask_age.push_back(pipeline_->mask_age_frames());
    r.mask_age_ms.push_back(1000 * pipeline_->mask_age_seconds());
    r.small_net_frames += pipeline_->used_small_net() ? 1 : 0;
  }
  return r;
}

}  // namespace vfx::quality
