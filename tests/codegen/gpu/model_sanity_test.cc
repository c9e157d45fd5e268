// The sanity check against ONNX Runtime: every model in models/ compiled by
// the generator and run on the GPU (Mesa here) vs ONNX Runtime on the CPU, on
// both sample images, a noise image and a constant image, in both code
// generator modes: the native default and the web build's pixel-block mode
// (models/CMakeLists.txt). Lines as ort_comparison.h describes.
#include <gtest/gtest.h>

#include "tests/codegen/gpu/ort_comparison.h"
#include "tests/codegen/ort_runner.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

class ModelSanityTest : public gl::GlTest {};

TEST_F(ModelSanityTest, EveryModelMatchesOnnxRuntimeOnTheGpu) {
  ASSERT_TRUE(OrtInstalled()) << OrtInstallHint();
  const std::vector<std::string> models = OnnxFilesIn(VFX_MODELS_DIR, /*recursive=*/false);
  ASSERT_FALSE(models.empty());
  for (const std::string& model : models) {
    for (const bool pixel_blocks : {false, true}) EXPECT_EQ(CompareWithOnnxRuntime(model, pixel_blocks).size(), 4u);
  }
}

}  // namespace
}  // namespace vfx::codegen::testing
