// A model that is not a segmenter: MediaPipe's BlazeFace short-range face
// detector (models/face/, converted from its npm package), compiled with
// "output": {"kind": "tensors"} so the plan keeps both raw outputs
// (regressors [1,896,16], classificators [1,896,1]), run on the GPU (Mesa
// here) in both code generator modes and held to ONNX Runtime on the sample
// photos and a noise image: every value, and the anchor that scores highest.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

#include "codegen/gpu/fusion.h"
#include "codegen/tools/compile_model.h"
#include "src/face/blazeface_decoder.h"
#include "src/image/image.h"
#include "src/nn/plan_runner.h"
#include "src/tensor/tensor_io.h"
#include "tests/codegen/gpu/ort_comparison.h"
#include "tests/codegen/ort_runner.h"
#include "tests/codegen/test_util.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

class FaceDetectorTest : public gl::GlTest {};

const std::string kModel = std::string(VFX_MODELS_DIR) + "/face/face_detection_short_range.onnx";
const std::string kConfig = std::string(VFX_MODELS_DIR) + "/face/face_detection_short_range.json";

size_t ArgMax(const std::vector<float>& v) {
  return static_cast<size_t>(std::max_element(v.begin(), v.end()) - v.begin());
}

TEST_F(FaceDetectorTest, BothRawOutputsMatchOnnxRuntime) {
  ASSERT_TRUE(OrtInstalled()) << OrtInstallHint();
  for (const bool pixel_blocks : {false, true}) {
    SCOPED_TRACE(pixel_blocks ? "web build's pixel-block mode" : "native mode");
    CompileOptions options;
    if (pixel_blocks) gpu::UseWebBuildMode(options.fusion);
    StatusOr<CompiledModel> compiled = CompileModel(kModel, kConfig, options);
    ASSERT_TRUE(compiled.ok()) << compiled.status().ToString();
    const nn::ModelPlan& plan = compiled->plan;
    ASSERT_EQ(plan.outputs.size(), 2u);
    ASSERT_EQ(plan.output, plan.outputs[0]);
    // Rank-3 outputs are stored as one-channel images: one row per anchor.
    EXPECT_EQ(plan.tensors[plan.outputs[0]].shape.height, 896);
    EXPECT_EQ(plan.tensors[plan.outputs[0]].shape.width, 16);
    EXPECT_EQ(plan.tensors[plan.outputs[1]].shape.height, 896);
    EXPECT_EQ(plan.tensors[plan.outputs[1]].shape.width, 1);
    StatusOr<std::unique_ptr<nn::PlanRunner>> runner = nn::PlanRunner::Create(plan);
    ASSERT_TRUE(runner.ok()) << runner.status().ToString();
    const tensor::Shape in = plan.tensors[plan.input].shape;
    ASSERT_EQ(in.width, 128);
    ASSERT_EQ(in.height, 128);

    std::vector<std::pair<std::string, std::vector<float>>> images;
    for (const char* file : {"grace_hopper.jpg", "astronaut.png"}) {
      StatusOr<image::Image> img = image::LoadImage(std::string(VFX_IMAGES_DIR) + "/" + file);
      ASSERT_TRUE(img.ok()) << img.status().ToString();
      images.push_back({file, image::ResizeToRgbFloat(*img, in.width, in.height)});
    }
    images.push_back({"noise", Noise(static_cast<size_t>(in.width) * in.height * 3, 7, 0, 1)});

    for (const auto& [name, rgb] : images) {
      SCOPED_TRACE(name);
      ASSERT_TRUE(tensor::Upload((*runner)->layout(plan.input), rgb, (*runner)->mutable_textures(plan.input)).ok());
      Status run = (*runner)->Run();
      ASSERT_TRUE(run.ok()) << run.ToString();
      // ONNX Runtime: the model's NHWC input in [-1, 1].
      const HostTensor x = OrtInput(rgb, *compiled);
      std::vector<std::vector<float>> gpu_outputs, ort_outputs;
      for (size_t k = 0; k < plan.outputs.size(); ++k) {
        const int t = plan.outputs[k];
        StatusOr<std::vector<float>> gpu = tensor::Download((*runner)->layout(t), (*runner)->textures(t));
        ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
        StatusOr<HostTensor> ort = RunOrt(kModel, x, compiled->graph.outputs[k].external_name);
        ASSERT_TRUE(ort.ok()) << ort.status().ToString();
        ASSERT_EQ(gpu->size(), ort->data.size()) << compiled->graph.outputs[k].external_name;
        float scale = 1, worst = 0;
        for (size_t i = 0; i < gpu->size(); ++i) {
          scale = std::max(scale, std::abs(ort->data[i]));
          worst = std::max(worst, std::abs((*gpu)[i] - ort->data[i]));
        }
        std::printf("face model=%s image=%s output=%s max_abs_err=%.6f largest=%.3f codegen=%s\n",
                    "face_detection_short_range", name.c_str(), compiled->graph.outputs[k].external_name.c_str(), worst,
                    scale, pixel_blocks ? "web" : "native");
        // Box offsets and logits run to a few hundred: held relative to the largest value.
        EXPECT_LE(worst, 1e-5f * scale) << compiled->graph.outputs[k].external_name;
        gpu_outputs.push_back(std::move(*gpu));
        ort_outputs.push_back(std::move(ort->data));
      }
      // The anchor that scores highest is the same, and on the photos it is a face (score > 0.5).
      const size_t best = ArgMax(ort_outputs[1]);
      EXPECT_EQ(ArgMax(gpu_outputs[1]), best);
      if (name != "noise") {
        EXPECT_GT(1 / (1 + std::exp(-gpu_outputs[1][best])), 0.5f);
      }
      // Decoded: one face, on Grace Hopper's face (MediaPipe's FaceDetector puts its centre at
      // (0.523, 0.404) of the photo, 0.385 × 0.328 of it; tools/tflite_to_onnx/verify_blazeface.mjs).
      StatusOr<std::vector<face::FaceDetection>> faces =
          face::BlazeFaceDecoder().Decode(gpu_outputs[0], gpu_outputs[1]);
      ASSERT_TRUE(faces.ok()) << faces.status().message();
      if (name == "grace_hopper.jpg") {
        ASSERT_EQ(faces->size(), 1u);
        const face::FaceDetection& f = (*faces)[0];
        EXPECT_NEAR(f.centre().x, 0.523f, 0.03f);
        EXPECT_NEAR(f.centre().y, 0.404f, 0.03f);
        EXPECT_NEAR(f.size().x, 0.385f, 0.05f);
        EXPECT_NEAR(f.size().y, 0.328f, 0.05f);
        // The eyes above the nose, the nose above the mouth; the subject's right eye on the image's left.
        EXPECT_LT(f.keypoints[face::kRightEye].x, f.keypoints[face::kLeftEye].x);
        EXPECT_LT(f.keypoints[face::kRightEye].y, f.keypoints[face::kNoseTip].y);
        EXPECT_LT(f.keypoints[face::kNoseTip].y, f.keypoints[face::kMouthCentre].y);
      }
      if (name == "noise") {
        EXPECT_TRUE(faces->empty());
      }
    }
  }
}

}  // namespace
}  // namespace vfx::codegen::testing
