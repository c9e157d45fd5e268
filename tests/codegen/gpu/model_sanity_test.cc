// The sanity check against ONNX Runtime: every model in models/ compiled by
// the generator and run on the GPU (Mesa here) vs ONNX Runtime on the CPU, on
// both sample images, a noise image and a constant image, in both code
// generator modes: the native default and the web build's pixel-block mode
// (models/CMakeLists.txt). One line per model, image and mode, in a form anyone can grep:
//   sanity model=<file> image=<name> max_abs_err=<float> mask_iou=<float> codegen=<native|web>
// max_abs_err is over the person probability; mask_iou compares the masks
// thresholded at 0.5 (1.0 when both are empty).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include "codegen/tools/compile_model.h"
#include "src/image/image.h"
#include "src/nn/plan_runner.h"
#include "src/tensor/tensor_io.h"
#include "tests/codegen/ort_runner.h"
#include "tests/codegen/test_util.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

namespace fs = std::filesystem;

constexpr float kMaxAbsError = 0.02f;
constexpr float kMinMaskIou = 0.99f;

struct NamedImage {
  std::string name;
  std::vector<float> rgb;  // H×W×3 in 0..1
};

std::vector<NamedImage> Images(int width, int height) {
  std::vector<NamedImage> images;
  for (const char* file : {"astronaut.png", "grace_hopper.jpg"}) {
    StatusOr<image::Image> img = image::LoadImage(std::string(VFX_IMAGES_DIR) + "/" + file);
    EXPECT_TRUE(img.ok()) << img.status().ToString();
    if (img.ok()) images.push_back({fs::path(file).stem().string(), image::ResizeToRgbFloat(*img, width, height)});
  }
  images.push_back({"noise", Noise(static_cast<size_t>(width) * height * 3, 99, 0, 1)});
  images.push_back({"constant", std::vector<float>(static_cast<size_t>(width) * height * 3, 0.5f)});
  return images;
}

// The person probability (H×W) from a tensor in `layout`, channel `channel`.
std::vector<float> Channel(const std::vector<float>& data, Layout layout, int h, int w, int c, int channel) {
  std::vector<float> out(static_cast<size_t>(h) * w);
  for (int i = 0; i < h * w; ++i) {
    out[i] = layout == Layout::kNHWC ? data[static_cast<size_t>(i) * c + channel]
                                     : data[static_cast<size_t>(channel) * h * w + i];
  }
  return out;
}

class ModelSanityTest : public gl::GlTest {};

TEST_F(ModelSanityTest, EveryModelMatchesOnnxRuntimeOnTheGpu) {
  ASSERT_TRUE(OrtInstalled()) << OrtInstallHint();
  std::vector<fs::path> models;
  for (const auto& e : fs::directory_iterator(VFX_MODELS_DIR)) {
    if (e.path().extension() == ".onnx") models.push_back(e.path());
  }
  std::sort(models.begin(), models.end());
  ASSERT_FALSE(models.empty());
  CompileOptions web;
  gpu::UseWebBuildMode(web.fusion);
  for (const fs::path& model : models) for (const bool pixel_blocks : {false, true}) {
    SCOPED_TRACE(model.string() + (pixel_blocks ? " (web build's pixel-block mode)" : ""));
    fs::path config = fs::path(model).replace_extension(".json");
    StatusOr<CompiledModel> compiled =
        CompileModel(model.string(), fs::exists(config) ? config.string() : "", pixel_blocks ? web : CompileOptions{});
    ASSERT_TRUE(compiled.ok()) << compiled.status().ToString();
    const nn::ModelPlan& plan = compiled->plan;
    StatusOr<std::unique_ptr<nn::PlanRunner>> runner = nn::PlanRunner::Create(plan);
    ASSERT_TRUE(runner.ok()) << runner.status().ToString();
    const tensor::Shape in = plan.tensors[plan.input].shape;
    const tensor::Shape out = plan.tensors[plan.output].shape;
    const GraphEdge& in_edge = compiled->graph.inputs[0];
    const GraphEdge& out_edge = compiled->graph.outputs[0];
    const float lo = compiled->config.input_range_min, hi = compiled->config.input_range_max;

    for (const NamedImage& image : Images(in.width, in.height)) {
      // GPU: RGB 0..1 in, normalisation folded into the plan.
      ASSERT_TRUE(tensor::Upload((*runner)->layout(plan.input), image.rgb, (*runner)->mutable_textures(plan.input)).ok());
      ASSERT_TRUE((*runner)->Run().ok());
      StatusOr<std::vector<float>> gpu_hwc = tensor::Download((*runner)->layout(plan.output), (*runner)->textures(plan.output));
      ASSERT_TRUE(gpu_hwc.ok()) << gpu_hwc.status().ToString();
      std::vector<float> gpu = Channel(*gpu_hwc, Layout::kNHWC, out.height, out.width, out.channels, plan.output_channel);

      // ONNX Runtime: the model's own layout and range.
      HostTensor x;
      x.data.resize(image.rgb.size());
      if (in_edge.external_layout == Layout::kNHWC) {
        x.shape = {1, in.height, in.width, 3};
        for (size_t i = 0; i < x.data.size(); ++i) x.data[i] = image.rgb[i] * (hi - lo) + lo;
      } else {
        x.shape = {1, 3, in.height, in.width};
        for (int c = 0; c < 3; ++c)
          for (int i = 0; i < in.height * in.width; ++i)
            x.data[static_cast<size_t>(c) * in.height * in.width + i] = image.rgb[static_cast<size_t>(i) * 3 + c] * (hi - lo) + lo;
      }
      StatusOr<HostTensor> ort = RunOrt(model.string(), x);
      ASSERT_TRUE(ort.ok()) << ort.status().ToString();
      ASSERT_EQ(ort->data.size(), gpu_hwc->size());
      std::vector<float> want = Channel(ort->data, out_edge.external_layout, out.height, out.width, out.channels, plan.output_channel);

      float max_abs_err = 0;
      int both = 0, either = 0;
      for (size_t i = 0; i < want.size(); ++i) {
        max_abs_err = std::max(max_abs_err, std::abs(gpu[i] - want[i]));
        bool a = gpu[i] >= 0.5f, b = want[i] >= 0.5f;
        both += a && b;
        either += a || b;
      }
      float iou = either == 0 ? 1.0f : static_cast<float>(both) / static_cast<float>(either);
      std::printf("sanity model=%s image=%s max_abs_err=%.5f mask_iou=%.5f codegen=%s\n", model.filename().c_str(),
                  image.name.c_str(), max_abs_err, iou, pixel_blocks ? "web" : "native");
      EXPECT_LE(max_abs_err, kMaxAbsError) << image.name;
      EXPECT_GE(iou, kMinMaskIou) << image.name;
    }
  }
}

}  // namespace
}  // namespace vfx::codegen::testing
