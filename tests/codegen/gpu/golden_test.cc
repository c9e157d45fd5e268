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
#include "codegen/emit/weight_pack.h"
#include "codegen/emit/webgpu_plan_writer.h"
#include "src/nn/external_weights.h"
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

// The wasm build's mode: no bytes in the C++, every weight looked up by the
// symbol its bytes have.
TEST(GoldenTest, ExternalWeightsLeaveTheBytesOutAndNameEachWeight) {
  gpu::LowerOptions options;
  options.plan_name = "tiny_net";
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(TinyNet(), options);
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  const std::string source = WritePlanSource(*plan, {.external_weights = true});
  EXPECT_TRUE(WeightSymbols(source).empty());
  EXPECT_EQ(source.find("\\x"), std::string::npos) << "byte strings left in the source";
  EXPECT_NE(source.find("nn::ExternalWeightValues<T>(symbol, count)"), std::string::npos);
  for (const nn::WeightDesc& w : plan->weights) {
    const std::string symbol = nn::WeightSymbol(WeightData(w), WeightBytes(w));
    EXPECT_NE(source.find("Values<float>(\"" + symbol + "\", " + std::to_string(w.rgba_float.size()) + ")"),
              std::string::npos) << w.name;
  }
  EXPECT_NE(source.find("nn::ModelPlan BuildPlan_tiny_net()"), std::string::npos);
}

// One weights file for every variant: the WebGPU plan's pack takes the other
// variants' weights (merged), each once, findable by symbol with its bytes.
TEST(GoldenTest, TheWebGpuWeightsFileCarriesEveryVariantsWeightsOnce) {
  gpu::LowerOptions plain;
  plain.plan_name = "tiny_net";
  gpu::LowerOptions blocks = plain;
  blocks.fusion.pointwise_pixel_blocks = true;
  gpu::LowerOptions no_mrt = plain;
  no_mrt.fusion.mrt = false;
  StatusOr<nn::ModelPlan> a = gpu::LowerToPlan(TinyNet(), plain);
  StatusOr<nn::ModelPlan> b = gpu::LowerToPlan(TinyNet(), blocks);
  StatusOr<nn::ModelPlan> webgpu = gpu::LowerToPlan(TinyNet(), no_mrt);
  ASSERT_TRUE(a.ok() && b.ok() && webgpu.ok());
  // Make one weight of variant a its own, as MRT packings make some.
  a->weights[0].rgba_float[0] += 1;
  WeightPack pack_a, pack_b, others;
  pack_a.AddPlan(*a);
  pack_b.AddPlan(*b);
  // Written and read back as vfx-codegen --external-weights does.
  StatusOr<WeightPack> read_a = WeightPack::Parse(pack_a.bytes(), "{\"weightIndex\":" + pack_a.IndexJson() + "}");
  ASSERT_TRUE(read_a.ok()) << read_a.status().ToString();
  others.Merge(*read_a);
  others.Merge(pack_b);
  StatusOr<WebGpuPlanFiles> files = WriteWebGpuPlan(*webgpu, others);
  ASSERT_TRUE(files.ok()) << files.status().ToString();
  StatusOr<WeightPack> shipped = WeightPack::Parse(files->weights_bin, files->plan_json);
  ASSERT_TRUE(shipped.ok()) << shipped.status().ToString();
  std::set<std::string> needed;
  for (const nn::ModelPlan* plan : {&*a, &*b, &*webgpu}) {
    for (const nn::WeightDesc& w : plan->weights) needed.insert(nn::WeightSymbol(WeightData(w), WeightBytes(w)));
  }
  EXPECT_EQ(shipped->index().size(), needed.size());
  for (const std::string& symbol : needed) EXPECT_EQ(shipped->index().count(symbol), 1u) << symbol;
  // Each distinct array once: the file is no bigger than their sizes (plus alignment).
  size_t distinct = 0;
  for (const auto& [symbol, range] : shipped->index()) distinct += (range.bytes + 3) / 4 * 4;
  EXPECT_LE(files->weights_bin.size(), distinct);
}

TEST(GoldenTest, ADamagedWeightsFileIsRefused) {
  WeightPack pack;
  const std::vector<uint8_t> bytes = {1, 2, 3, 4, 5, 6, 7, 8};
  pack.Add(bytes.data(), 4);
  pack.Add(bytes.data() + 4, 4);
  const std::string index = "{\"weightIndex\":" + pack.IndexJson() + "}";
  ASSERT_TRUE(WeightPack::Parse(pack.bytes(), index).ok());
  std::vector<uint8_t> flipped = pack.bytes();
  flipped[5] ^= 1;
  StatusOr<WeightPack> damaged = WeightPack::Parse(flipped, index);
  EXPECT_EQ(damaged.status().code(), StatusCode::kDataLoss);
  std::vector<uint8_t> cut(pack.bytes().begin(), pack.bytes().begin() + 6);
  StatusOr<WeightPack> truncated = WeightPack::Parse(cut, index);
  EXPECT_NE(truncated.status().message().find("past the end"), std::string::npos) << truncated.status().ToString();
  EXPECT_EQ(WeightPack::Parse(pack.bytes(), "{}").status().code(), StatusCode::kDataLoss);
  EXPECT_EQ(WeightPack::Parse(pack.bytes(), "not json").status().code(), StatusCode::kDataLoss);
}

}  // namespace
}  // namespace vfx::codegen::testing
