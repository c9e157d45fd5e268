#include "tools/vfx/faces.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "codegen/tools/compile_model.h"
#include "src/face/blazeface_decoder.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/image/image.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/face_detect_node.h"

namespace vfx::tools {
namespace {

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
    else if (a == "--json")
      o.json = v;
    else if (a == "--sampling") {
      if (v != "area" && v != "mediapipe") return InvalidArgumentError("--sampling is area or mediapipe, got " + v);
      o.like_mediapipe = v == "mediapipe";
    } else if (a == "--model-file")
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
  // The engine's own node: the GPU letterbox, the net, the packed readback, the
  // decoding; a second frame takes the faces the first one's detection found.
  ASSIGN_OR_RETURN(std::unique_ptr<nodes::FaceDetectNode> node, nodes::FaceDetectNode::Create(plan, runner_options));
  node->SetSampling(options.like_mediapipe ? nodes::FaceSampling::kLikeMediaPipe : nodes::FaceSampling::kAreaAverage);
  ASSIGN_OR_RETURN(gl::Texture texture, gl::Texture::Create(photo.width, photo.height, gl::TextureFormat::kRgba8));
  RETURN_IF_ERROR(texture.Upload(photo.rgba.data()));
  const nodes::FrameRef frame{&texture, photo.width, photo.height};
  RETURN_IF_ERROR(node->Detect(frame, 0.0).status());
  ASSIGN_OR_RETURN(nodes::FacesRef found, node->Detect(frame, 1.0 / 30));
  const std::vector<face::FaceDetection>& faces = found.faces;

  const glm::vec2 pixels(static_cast<float>(photo.width), static_cast<float>(photo.height));
  std::printf("%zu face%s in %s (%dx%d)\n", faces.size(), faces.size() == 1 ? "" : "s", options.input.c_str(),
              photo.width, photo.height);
  image::Image drawn = photo;
  std::string json = "[";
  for (const face::FaceDetection& f : faces) {
    const glm::vec2 lo = f.min * pixels, hi = f.max * pixels;
    std::printf("  score %.3f  box %.1f %.1f %.1f %.1f  eyes %.1f,%.1f %.1f,%.1f  nose %.1f,%.1f  mouth %.1f,%.1f\n",
                f.score, lo.x, lo.y, hi.x, hi.y, f.keypoints[face::kRightEye].x * pixels.x,
                f.keypoints[face::kRightEye].y * pixels.y, f.keypoints[face::kLeftEye].x * pixels.x,
                f.keypoints[face::kLeftEye].y * pixels.y, f.keypoints[face::kNoseTip].x * pixels.x,
                f.keypoints[face::kNoseTip].y * pixels.y, f.keypoints[face::kMouthCentre].x * pixels.x,
                f.keypoints[face::kMouthCentre].y * pixels.y);
    char entry[160];
    std::snprintf(entry, sizeof entry, "%s{\"score\":%.4f,\"box\":[%.2f,%.2f,%.2f,%.2f],\"keypoints\":[",
                  json.size() > 1 ? "," : "", f.score, lo.x, lo.y, hi.x, hi.y);
    json += entry;
    for (size_t k = 0; k < f.keypoints.size(); ++k) {
      std::snprintf(entry, sizeof entry, "%s[%.2f,%.2f]", k ? "," : "", f.keypoints[k].x * pixels.x,
                    f.keypoints[k].y * pixels.y);
      json += entry;
    }
    json += "]}";
    static const uint8_t kGreen[3] = {0, 230, 0}, kRed[3] = {240, 0, 0};
    DrawBox(drawn, lo, hi, kGreen);
    for (const glm::vec2& k : f.keypoints) DrawBox(drawn, k * pixels - 2.f, k * pixels + 2.f, kRed);
  }
  if (!options.json.empty()) {
    std::FILE* file = std::fopen(options.json.c_str(), "w");
    if (file == nullptr) return InvalidArgumentError("cannot write " + options.json);
    std::fprintf(file, "%s]\n", json.c_str());
    std::fclose(file);
  }
  if (!options.output.empty()) RETURN_IF_ERROR(image::SaveImage(drawn, options.output));
  return Status::Ok();
}

}  // namespace vfx::tools
