// Whole models: import + normalise, run on the CPU reference, compare with
// ONNX Runtime (onnxruntime-node through tests/codegen/ort/run_ort.js).
//
// Every *.onnx in the models directory is checked; inputs are a deterministic
// synthetic image (gradients, a bright disc, noise) and a constant image, in
// the layout the model declares. Prints max_abs_err per model.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "codegen/import/onnx_importer.h"
#include "codegen/passes/normalize.h"
#include "codegen/reference/cpu_executor.h"
#include "tests/codegen/ort_runner.h"
#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> ModelFiles() {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(VFX_CODEGEN_MODELS_DIR, ec)) {
    if (e.path().extension() == ".onnx") files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// A synthetic RGB image in [0, 1], in the given 4-D shape and layout.
HostTensor SyntheticImage(const std::vector<int64_t>& shape, Layout layout, int variant) {
  const int64_t c = layout == Layout::kNHWC ? shape[3] : shape[1];
  const int64_t h = layout == Layout::kNHWC ? shape[1] : shape[2];
  const int64_t w = layout == Layout::kNHWC ? shape[2] : shape[3];
  HostTensor t{shape, std::vector<float>(static_cast<size_t>(c * h * w))};
  const std::vector<float> noise = testing::Noise(t.data.size(), 11, -0.1f, 0.1f);
  for (int64_t y = 0; y < h; ++y) {
    for (int64_t x = 0; x < w; ++x) {
      const float fy = static_cast<float>(y) / static_cast<float>(h), fx = static_cast<float>(x) / static_cast<float>(w);
      const float dy = fy - 0.45f, dx = fx - 0.5f;
      const bool disc = dy * dy + dx * dx < 0.06f;
      for (int64_t ch = 0; ch < c; ++ch) {
        const size_t i = static_cast<size_t>(layout == Layout::kNHWC ? (y * w + x) * c + ch : (ch * h + y) * w + x);
        float v = variant == 0 ? 0.5f
                               : (disc ? 0.85f - 0.1f * static_cast<float>(ch) : 0.2f + 0.5f * fx * (1 - fy)) + noise[i];
        t.data[i] = std::clamp(v, 0.f, 1.f);
      }
    }
  }
  return t;
}

TEST(OrtParity, EveryModelMatchesOnnxRuntime) {
  ASSERT_TRUE(testing::OrtInstalled()) << testing::OrtInstallHint();
  const std::vector<std::string> models = ModelFiles();
  ASSERT_FALSE(models.empty()) << "no .onnx in " << VFX_CODEGEN_MODELS_DIR;
  for (const std::string& model : models) {
    SCOPED_TRACE(model);
    auto raw = ImportOnnxFile(model);
    ASSERT_TRUE(raw.ok()) << raw.status().ToString();
    Graph normalized = *raw;
    auto reports = NormalizeGraph(normalized);
    ASSERT_TRUE(reports.ok()) << reports.status().ToString();
    // The input in the model's own layout: what ORT takes.
    const Tensor* in = raw->FindTensor(raw->inputs[0].tensor);
    const bool nhwc = in->shape.size() == 4 && in->shape[3] <= 4 && in->shape[1] > 4;
    float worst_raw = 0, worst_normalized = 0;
    for (int variant = 0; variant < 2; ++variant) {
      HostTensor x = SyntheticImage(in->shape, nhwc ? Layout::kNHWC : Layout::kNCHW, variant);
      StatusOr<HostTensor> ort = testing::RunOrt(model, x);
      ASSERT_TRUE(ort.ok()) << ort.status().ToString();
      HostTensor want = std::move(ort).value();
      auto a = RunCpuReference(*raw, {x});
      ASSERT_TRUE(a.ok()) << a.status().ToString();
      auto b = RunCpuReference(normalized, {x});
      ASSERT_TRUE(b.ok()) << b.status().ToString();
      want.shape = a->outputs[0].shape;
      worst_raw = std::max(worst_raw, testing::MaxAbsDiff(a->outputs[0], want));
      worst_normalized = std::max(worst_normalized, testing::MaxAbsDiff(b->outputs[0], want));
    }
    std::printf("[ ORT      ] %s: max_abs_err imported %.3g, normalised %.3g (%zu -> %zu ops)\n",
                fs::path(model).filename().c_str(), worst_raw, worst_normalized, raw->ops.size(),
                normalized.ops.size());
    RecordProperty(fs::path(model).stem().string() + "_max_abs_err", std::to_string(worst_normalized));
    EXPECT_LT(worst_raw, 1e-4f);
    EXPECT_LT(worst_normalized, 1e-4f);
  }
}

}  // namespace
}  // namespace vfx::codegen
