// The model zoo: every ONNX file under tests/codegen/zoo (recursively, each
// with an optional MODEL.json config beside it) and under the folders listed
// in $VFX_MODEL_ZOO (colon-separated, for models that cannot be committed)
// compiled by the generator and compared with ONNX Runtime on the GPU, in both
// codegen modes. The committed models are small nets in the patterns common
// exporters emit (tests/codegen/zoo/make_pattern_models.py says which).
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

#include "tests/codegen/gpu/ort_comparison.h"
#include "tests/codegen/ort_runner.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

class ModelZooTest : public gl::GlTest {};

std::vector<std::string> ZooModels() {
  std::vector<std::string> models = OnnxFilesIn(VFX_ZOO_DIR, /*recursive=*/true);
  if (const char* extra = std::getenv("VFX_MODEL_ZOO")) {
    std::stringstream dirs(extra);
    for (std::string dir; std::getline(dirs, dir, ':');) {
      if (dir.empty()) continue;
      for (const std::string& m : OnnxFilesIn(dir, /*recursive=*/true)) models.push_back(m);
    }
  }
  return models;
}

TEST_F(ModelZooTest, EveryZooModelMatchesOnnxRuntimeInBothCodegenModes) {
  ASSERT_TRUE(OrtInstalled()) << OrtInstallHint();
  const std::vector<std::string> models = ZooModels();
  ASSERT_GE(models.size(), 5u) << "the committed pattern models are missing from " << VFX_ZOO_DIR;
  for (const std::string& model : models) {
    for (const bool pixel_blocks : {false, true}) EXPECT_EQ(CompareWithOnnxRuntime(model, pixel_blocks).size(), 4u);
  }
}

}  // namespace
}  // namespace vfx::codegen::testing
