#include "tools/vfx/faces.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>

#include "codegen/tools/compile_model.h"
#include "src/face/blazeface_decoder.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/image/image.h"
#include "src/nn/plan_runner.h"
#include "src/tensor/tensor_io.h"

namespace vfx::tools {
namespace {

// The photo scaled to fit a size × size square of whole pixels and centred;
// the rest black (MediaPipe's BORDER_ZERO pads the image before its range
// conversion). `placed` is where the photo landed, for mapping faces back.
std::vector<float> LetterboxRgb(const image::Image& photo, int size, face::Letterbox* placed) {
  const face::Letterbox fit = face::Letterbox::Fit(photo.width, photo.height);
  const int w = std::max(1, static_cast<int>(std::lround(fit.scale.x * static_cast<float>(size))));
  const int h = std::max(1, static_cast<int>(std::lround(fit.scale.y * static_cast<float>(size))));
  const int x0 = (size - w) / 2, y0 = (size - h) / 2;
  placed->offset = glm::vec2(static_cast<float>(x0), static_cast<float>(y0)) / static_cast<float>(size);
  placed->scale = glm::vec2(static_cast<float>(w), static_cast<float>(h)) / static_cast<float>(size);
  const std::vector<float> scaled = image::ResizeToRgbFloat(photo, w, h);
  std::vector<float> square(static_cast<size_t>(size) * size * 3, 0.f);
  for (int y = 0; y < h; ++y) {
    std::memcpy(&square[(static_cast<size_t>(y0 + y) * size + x0) * 3], &scaled[static_cast<size_t>(y) * w * 3],
                static_cast<size_t>(w) * 3 * sizeof(float));
  }
  return square;
}

void DrawBox(image::Image& img, glm::vec2 lo, glm::vec2 hi, const uint8_t rgb[3]) {
  auto put = [&](int x, int y) {
    if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
    uint8_t* p = &img.rgba[(static_cast<size_t>(y) * img.width + x) * 4];
    std::memcpy(p, rgb, 3);
  };
  // Clamped before the conversion: a box far outside (or not finite) draws nothing, never overflows.
  auto pixel = [](float v, int limit) {
    return std::isfinite(v) ? static_cast<int>(std::floor(std::clamp(v, -1.f, static_cast<float>(limit)))) : -1;
  };
  const int x0 = pixel(lo.x, img.width), y0 = pixel(lo.y, img.height);
  const int x1 = pixel(hi.x, img.width), y1 = pixel(hi.y, img.height);
  for (int t = 0; t < 2; ++t) {
    for (int x = x0; x <= x1; ++x) {
      put(x, y0 + t);
      put(x, y1 - t);
    }
    for (int y = y0; y <= y1; ++y) {
      put(x0 + t, y);
      put(x1 - t, y);
    }
  }
}

}  // namespace

StatusOr<FacesOptions> ParseFacesArgs(int argc, char** argv, const std::string& default_input) {
  FacesOptions o;
  o.input = default_input;
  o.model_file = VFX_FACE_MODEL ".onnx";
  o.model_config = VFX_FACE_MODEL ".json";
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (i + 1 >= argc) return InvalidArgumentError(a + " needs a value");
    const std::string v = argv[++i];
    if (a == "--input")
      o.input = v;
    else if (a == "--output")
      o.output = v;
    else if (a == "--model-file")
      o.model_file = v;
    else if (a == "--config")
      o.model_config = v;
    else
      return InvalidArgumentError("unknown option " + a);
  }
  return o;
}

Status RunFaces(const FacesOptions& options) {
  ASSIGN_OR_RETURN(image::Image photo, image::LoadImage(options.input));
  ASSIGN_OR_RETURN(std::unique_ptr<gl::GlContext> context, gl::GlContext::Create());
  ASSIGN_OR_RETURN(gl::Capabilities caps, gl::QueryCapabilities());
  RETURN_IF_ERROR(gl::CheckRequired(caps));
  StatusOr<codegen::CompiledModel> compiled = codegen::CompileModel(options.model_file, options.model_config);
  if (!compiled.ok()) return compiled.status().WithContext("face model");
  const nn::ModelPlan& plan = compiled->plan;
  const tensor::Shape in = plan.tensors[plan.input].shape;
  if (plan.outputs.size() != 2 || in.width != in.height) {
    return InvalidArgumentError(
        options.model_file + ": not a BlazeFace-style detector (a square input and two outputs: regressors, scores)");
  }
  nn::PlanRunnerOptions runner_options;
  runner_options.activation_format = gl::ActivationFormat(caps);
  ASSIGN_OR_RETURN(std::unique_ptr<nn::PlanRunner> runner, nn::PlanRunner::Create(plan, runner_options));

  face::Letterbox box;
  RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input), LetterboxRgb(photo, in.width, &box),
                                 runner->mutable_textures(plan.input)));
  RETURN_IF_ERROR(runner->Run());
  ASSIGN_OR_RETURN(std::vector<float> regressors,
                   tensor::Download(runner->layout(plan.outputs[0]), runner->textures(plan.outputs[0])));
  ASSIGN_OR_RETURN(std::vector<float> scores,
                   tensor::Download(runner->layout(plan.outputs[1]), runner->textures(plan.outputs[1])));
  face::BlazeFaceOptions decoder_options;
  decoder_options.input_size = in.width;
  ASSIGN_OR_RETURN(std::vector<face::FaceDetection> faces,
                   face::BlazeFaceDecoder(decoder_options).Decode(regressors, scores));

  const glm::vec2 pixels(static_cast<float>(photo.width), static_cast<float>(photo.height));
  std::printf("%zu face%s in %s (%dx%d)\n", faces.size(), faces.size() == 1 ? "" : "s", options.input.c_str(),
              photo.width, photo.height);
  image::Image drawn = photo;
  for (const face::FaceDetection& in_input : faces) {
    const face::FaceDetection f = box.ToFrame(in_input);
    const glm::vec2 lo = f.min * pixels, hi = f.max * pixels;
    std::printf("  score %.3f  box %.1f %.1f %.1f %.1f  eyes %.1f,%.1f %.1f,%.1f  nose %.1f,%.1f  mouth %.1f,%.1f\n",
                f.score, lo.x, lo.y, hi.x, hi.y, f.keypoints[face::kRightEye].x * pixels.x,
                f.keypoints[face::kRightEye].y * pixels.y, f.keypoints[face::kLeftEye].x * pixels.x,
                f.keypoints[face::kLeftEye].y * pixels.y, f.keypoints[face::kNoseTip].x * pixels.x,
                f.keypoints[face::kNoseTip].y * pixels.y, f.keypoints[face::kMouthCentre].x * pixels.x,
                f.keypoints[face::kMouthCentre].y * pixels.y);
    static const uint8_t kGreen[3] = {0, 230, 0}, kRed[3] = {240, 0, 0};
    DrawBox(drawn, lo, hi, kGreen);
    for (const glm::vec2& k : f.keypoints) DrawBox(drawn, k * pixels - 2.f, k * pixels + 2.f, kRed);
  }
  if (!options.output.empty()) RETURN_IF_ERROR(image::SaveImage(drawn, options.output));
  return Status::Ok();
}

}  // namespace vfx::tools
