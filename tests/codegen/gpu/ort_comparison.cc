#include "tests/codegen/gpu/ort_comparison.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <memory>

#include "codegen/ops/quantize.h"
#include "src/image/image.h"
#include "src/nn/plan_runner.h"
#include "src/tensor/tensor_io.h"
#include "tests/codegen/ort_runner.h"
#include "tests/codegen/test_util.h"

namespace vfx::codegen::testing {
namespace {

namespace fs = std::filesystem;

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

// Channel `channel` (H×W) of an H×W×C tensor stored in `layout`.
std::vector<float> Channel(const std::vector<float>& data, Layout layout, int h, int w, int c, int channel) {
  std::vector<float> out(static_cast<size_t>(h) * w);
  for (int i = 0; i < h * w; ++i) {
    out[i] = layout == Layout::kNHWC ? data[static_cast<size_t>(i) * c + channel]
                                     : data[static_cast<size_t>(channel) * h * w + i];
  }
  return out;
}

// The configured activation applied to ONNX Runtime's logits, in their layout.
void ApplyActivation(const std::string& activation, Layout layout, int h, int w, int c, std::vector<float>& data) {
  if (activation == "sigmoid") {
    for (float& v : data) v = 1.f / (1.f + std::exp(-v));
  } else if (activation == "softmax") {
    for (int i = 0; i < h * w; ++i) {
      auto at = [&](int k) -> float& {
        return layout == Layout::kNHWC ? data[static_cast<size_t>(i) * c + k] : data[static_cast<size_t>(k) * h * w + i];
      };
      float m = -INFINITY;
      for (int k = 0; k < c; ++k) m = std::max(m, at(k));
      double sum = 0;
      for (int k = 0; k < c; ++k) sum += std::exp(at(k) - m);
      for (int k = 0; k < c; ++k) at(k) = static_cast<float>(std::exp(at(k) - m) / sum);
    }
  }
}

}  // namespace

std::vector<std::string> OnnxFilesIn(const std::string& dir, bool recursive) {
  std::vector<std::string> models;
  if (!fs::exists(dir)) return models;
  auto add = [&](const fs::directory_entry& e) {
    if (e.is_regular_file() && e.path().extension() == ".onnx") models.push_back(e.path().string());
  };
  if (recursive) {
    for (const auto& e : fs::recursive_directory_iterator(dir)) add(e);
  } else {
    for (const auto& e : fs::directory_iterator(dir)) add(e);
  }
  std::sort(models.begin(), models.end());
  return models;
}

std::string ConfigFor(const std::string& model) {
  fs::path config = fs::path(model).replace_extension(".json");
  return fs::exists(config) ? config.string() : "";
}

HostTensor OrtInput(const std::vector<float>& rgb, const CompiledModel& compiled) {
  const tensor::Shape in = compiled.plan.tensors[compiled.plan.input].shape;
  const Layout layout = compiled.graph.inputs[0].external_layout;
  HostTensor x;
  x.data.resize(rgb.size());
  const size_t plane = static_cast<size_t>(in.height) * in.width;
  for (int c = 0; c < 3; ++c) {
    for (size_t i = 0; i < plane; ++i) {
      const float v = rgb[i * 3 + c] * compiled.config.InputScale(c) + compiled.config.InputOffset(c);
      x.data[layout == Layout::kNHWC ? i * 3 + c : c * plane + i] = v;
    }
  }
  x.shape = layout == Layout::kNHWC ? std::vector<int64_t>{1, in.height, in.width, 3}
                                    : std::vector<int64_t>{1, 3, in.height, in.width};
  return x;
}

std::vector<ImageResult> CompareWithOnnxRuntime(const std::string& model, bool pixel_blocks) {
  std::vector<ImageResult> results;
  SCOPED_TRACE(model + (pixel_blocks ? " (web build's pixel-block mode)" : ""));
  CompileOptions options;
  if (pixel_blocks) gpu::UseWebBuildMode(options.fusion);
  StatusOr<CompiledModel> compiled = CompileModel(model, ConfigFor(model), options);
  EXPECT_TRUE(compiled.ok()) << compiled.status().ToString();
  if (!compiled.ok()) return results;
  const nn::ModelPlan& plan = compiled->plan;
  StatusOr<std::unique_ptr<nn::PlanRunner>> runner = nn::PlanRunner::Create(plan);
  EXPECT_TRUE(runner.ok()) << runner.status().ToString();
  if (!runner.ok()) return results;
  const tensor::Shape in = plan.tensors[plan.input].shape;
  const tensor::Shape out = plan.tensors[plan.output].shape;
  const GraphEdge& out_edge = compiled->graph.outputs[0];
  const ModelConfig& config = compiled->config;
  // ONNX Runtime's states, paired apart from the generator: the config's, else
  // each input besides the first that ends in i/_in with the output ending in o/_out.
  std::map<std::string, std::string> recurrent = config.recurrent;
  if (recurrent.empty()) {
    ImportOptions names_only;
    names_only.infer_shapes = false;
    StatusOr<Graph> declared = ImportOnnxFile(model, names_only);
    EXPECT_TRUE(declared.ok()) << declared.status().ToString();
    if (!declared.ok()) return results;
    auto stem = [](const std::string& name, std::initializer_list<std::string> suffixes) -> std::string {
      for (const std::string& s : suffixes) {
        if (name.size() > s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0) {
          return name.substr(0, name.size() - s.size());
        }
      }
      return "";
    };
    for (size_t i = 1; i < declared->inputs.size(); ++i) {
      const std::string s = stem(declared->inputs[i].external_name, {"_in", "in", "i"});
      for (const GraphEdge& out : declared->outputs) {
        if (!s.empty() && stem(out.external_name, {"_out", "out", "o"}) == s) {
          recurrent[declared->inputs[i].external_name] = out.external_name;
        }
      }
    }
  }
  // The generator must have found the same states.
  EXPECT_EQ(recurrent.size(), compiled->state_inputs.size());
  const int frames = recurrent.empty() ? 1 : kRecurrentFrames;
  // A QDQ model is compared with the arithmetic its Q/DQ ops define (ONNX Runtime's float
  // kernels): its int8 kernels differ from that by up to 0.094 on the zoo's QDQ net (uint8 x
  // int8 products summed in pairs saturate 16 bits on AVX2 without VNNI; none with 7-bit weights).
  const bool qdq = std::any_of(compiled->graph.ops.begin(), compiled->graph.ops.end(),
                               [](const Op& op) { return IsQuantizationOp(op.type); });
  const std::string optimization = qdq ? "basic" : "all";

  for (const NamedImage& image : Images(in.width, in.height)) {
    // GPU: RGB 0..1 in, normalisation folded into the plan.
    EXPECT_TRUE(tensor::Upload((*runner)->layout(plan.input), image.rgb, (*runner)->mutable_textures(plan.input)).ok());
    // A recurrent model: the same picture kRecurrentFrames times from zero
    // states, each run's states fed to the next (ONNX Runtime likewise).
    Status run = (*runner)->ResetState();
    for (int f = 0; f < frames && run.ok(); ++f) run = (*runner)->Run();
    EXPECT_TRUE(run.ok()) << run.ToString();
    StatusOr<std::vector<float>> gpu_hwc = tensor::Download((*runner)->layout(plan.output), (*runner)->textures(plan.output));
    EXPECT_TRUE(gpu_hwc.ok()) << gpu_hwc.status().ToString();
    if (!run.ok() || !gpu_hwc.ok()) return results;
    std::vector<float> gpu = Channel(*gpu_hwc, Layout::kNHWC, out.height, out.width, out.channels, plan.output_channel);

    StatusOr<HostTensor> ort = RunOrt(model, OrtInput(image.rgb, *compiled), out_edge.external_name, optimization,
                                      config.fixed_inputs, frames, recurrent);
    EXPECT_TRUE(ort.ok()) << ort.status().ToString();
    if (!ort.ok()) return results;
    EXPECT_EQ(ort->data.size(), gpu_hwc->size());
    if (ort->data.size() != gpu_hwc->size()) return results;
    ApplyActivation(config.output_activation, out_edge.external_layout, out.height, out.width, out.channels, ort->data);
    std::vector<float> want =
        Channel(ort->data, out_edge.external_layout, out.height, out.width, out.channels, plan.output_channel);
    if (config.output_class >= 0) {  // class indices: the person mask is where the class is the person's
      for (float& v : want) v = v == static_cast<float>(config.output_class) ? 1.f : 0.f;
    }
    if (config.output_invert) {
      for (float& v : want) v = 1.f - v;
    }

    ImageResult r{image.name, 0, 0};
    int both = 0, either = 0;
    for (size_t i = 0; i < want.size(); ++i) {
      r.max_abs_err = std::max(r.max_abs_err, std::abs(gpu[i] - want[i]));
      const bool a = gpu[i] >= 0.5f, b = want[i] >= 0.5f;
      both += a && b;
      either += a || b;
    }
    r.mask_iou = either == 0 ? 1.0f : static_cast<float>(both) / static_cast<float>(either);
    std::printf("sanity model=%s image=%s max_abs_err=%.5f mask_iou=%.5f codegen=%s\n",
                fs::path(model).filename().c_str(), image.name.c_str(), r.max_abs_err, r.mask_iou,
                pixel_blocks ? "web" : "native");
    EXPECT_LE(r.max_abs_err, kMaxAbsError) << image.name;
    EXPECT_GE(r.mask_iou, kMinMaskIou) << image.name;
    results.push_back(r);
  }
  return results;
}

}  // namespace vfx::codegen::testing
