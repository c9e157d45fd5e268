// Golden file of the emitted C++ for one small network: every change to the
// generated code shows up as a reviewable diff of
// tests/codegen/golden/tiny_net.plan.cc. After an intended change, refresh it:
//   VFX_UPDATE_GOLDEN=1 build/native/tests/codegen/gpu/vfx_codegen_golden_test
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "codegen/emit/cpp_writer.h"
#include "codegen/gpu/lower.h"
#include "tests/codegen/test_util.h"

namespace vfx::codegen::testing {
namespace {

// conv 3x3/2 + hardswish, depthwise + relu, SE gate, residual, resize, sigmoid.
Graph TinyNet() {
  GraphBuilder b;
  std::string x = b.Input("image", {1, 3, 8, 8});
  std::string y = b.Add("Conv", {x, b.Const("c1.w", {8, 3, 3, 3}, Noise(216, 1, -0.5f, 0.5f)), b.Const("c1.b", {8}, Noise(8, 2))},
                        "c1", {{"strides", std::vector<int64_t>{2, 2}}, {"pads", std::vector<int64_t>{1, 1, 1, 1}}});
  y = b.Add("HardSwish", {y}, "c1_act");
  std::string d = b.Add("Conv", {y, b.Const("dw.w", {8, 1, 3, 3}, Noise(72, 3, -0.5f, 0.5f))}, "dw",
                        {{"group", int64_t{8}}, {"pads", std::vector<int64_t>{1, 1, 1, 1}}});
  d = b.Add("Relu", {d}, "dw_act");
  std::string gate = b.Add("GlobalAveragePool", {d}, "pool");
  gate = b.Add("Sigmoid", {gate}, "gate");
  d = b.Add("Mul", {d, gate}, "excited");
  y = b.Add("Add", {y, d}, "residual");
  std::string roi = b.Const("roi", {0}, {});
  std::string scales = b.Const("scales", {4}, {1, 1, 2, 2});
  y = b.Add("Resize", {y, roi, scales}, "up", {{"mode", std::string("linear")}});
  y = b.Add("Conv", {y, b.Const("head.w", {1, 8, 1, 1}, Noise(8, 4))}, "head");
  y = b.Add("Sigmoid", {y}, "mask");
  return b.Finish({y});
}

TEST(GoldenTest, TinyNetEmitsTheReviewedCode) {
  gpu::LowerOptions options;
  options.plan_name = "tiny_net";
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(TinyNet(), options);
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  const std::string actual = WritePlanSource(*plan);
  const std::string path = std::string(VFX_GOLDEN_DIR) + "/tiny_net.plan.cc";
  if (std::getenv("VFX_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(path, std::ios::binary) << actual;
    GTEST_SKIP() << "rewrote " << path;
  }
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << path << " is missing; create it with VFX_UPDATE_GOLDEN=1";
  std::stringstream expected;
  expected << in.rdbuf();
  EXPECT_EQ(actual, expected.str()) << "generated code changed; review the diff and refresh the golden file "
                                       "with VFX_UPDATE_GOLDEN=1";
}

// The weight arrays a plan's C++ defines, by symbol.
std::set<std::string> WeightSymbols(const std::string& source) {
  std::set<std::string> symbols;
  const std::regex definition("inline constexpr char (kWeight_[0-9]+_[0-9a-f]{16})\\[\\]");
  for (std::sregex_iterator it(source.begin(), source.end(), definition), end; it != end; ++it) {
    symbols.insert((*it)[1]);
  }
  return symbols;
}

// The wasm build links each model twice (the GPU and the software-renderer
// variant): the weights must be one copy, i.e. the same inline symbols.
TEST(GoldenTest, PlansWithTheSameWeightsShareTheirArrays) {
  gpu::LowerOptions plain;
  plain.plan_name = "tiny_net";
  gpu::LowerOptions blocks = plain;
  blocks.plan_name = "tiny_net@software";
  blocks.fusion.pointwise_pixel_blocks = true;
  StatusOr<nn::ModelPlan> a = gpu::LowerToPlan(TinyNet(), plain);
  StatusOr<nn::ModelPlan> b = gpu::LowerToPlan(TinyNet(), blocks);
  ASSERT_TRUE(a.ok() && b.ok());
  const std::string source_a = WritePlanSource(*a), source_b = WritePlanSource(*b);
  EXPECT_NE(source_a, source_b);
  const std::set<std::string> weights = WeightSymbols(source_a);
  EXPECT_EQ(weights.size(), a->weights.size());
  EXPECT_EQ(weights, WeightSymbols(source_b));
  // Other bytes, another name.
  a->weights[0].rgba_float[0] += 1;
  EXPECT_NE(WeightSymbols(WritePlanSource(*a)), weights);
}

}  // namespace
}  // namespace vfx::codegen::testing
