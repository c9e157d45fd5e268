// The external weight store (src/nn/external_weights.h): what the wasm build's
// plans read their weights from.
#include <gtest/gtest.h>

#include "src/nn/external_weights.h"

namespace vfx::nn {
namespace {

std::vector<uint8_t> Bytes(std::initializer_list<int> values) {
  std::vector<uint8_t> bytes;
  for (int v : values) bytes.push_back(static_cast<uint8_t>(v));
  return bytes;
}

TEST(ExternalWeights, SymbolsNameSizeAndBytes) {
  const std::vector<uint8_t> a = Bytes({1, 2, 3, 4}), b = Bytes({1, 2, 3, 5});
  EXPECT_EQ(WeightSymbol(a.data(), a.size()).rfind("kWeight_4_", 0), 0u);
  EXPECT_EQ(WeightSymbol(a.data(), a.size()), WeightSymbol(a.data(), a.size()));
  EXPECT_NE(WeightSymbol(a.data(), a.size()), WeightSymbol(b.data(), b.size()));
  EXPECT_NE(WeightSymbol(a.data(), 3), WeightSymbol(a.data(), 4));
}

TEST(ExternalWeights, StoredBytesComeBackAsValues) {
  const std::vector<uint8_t> bytes = Bytes({0x00, 0x3c, 0x00, 0xc0});  // fp16 1.0, -2.0
  const std::string symbol = WeightSymbol(bytes.data(), bytes.size());
  ASSERT_TRUE(AddExternalWeight(symbol, bytes).ok());
  EXPECT_EQ(ExternalWeightValues<uint16_t>(symbol, 2), (std::vector<uint16_t>{0x3c00, 0xc000}));
  // Another count than the stored size, or an unknown symbol: nothing.
  EXPECT_TRUE(ExternalWeightValues<uint16_t>(symbol, 3).empty());
  EXPECT_TRUE(ExternalWeightValues<uint16_t>("kWeight_4_0000000000000000", 2).empty());
}

TEST(ExternalWeights, BytesThatAreNotTheSymbolsAreRefused) {
  const std::vector<uint8_t> bytes = Bytes({9, 9, 9, 9});
  const std::string symbol = WeightSymbol(bytes.data(), bytes.size());
  const size_t before = ExternalWeightCount();
  Status status = AddExternalWeight(symbol, Bytes({9, 9, 9, 8}));
  EXPECT_EQ(status.code(), StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find(symbol), std::string::npos) << status.message();
  EXPECT_EQ(ExternalWeightCount(), before);
  EXPECT_EQ(FindExternalWeight(symbol), nullptr);
}

TEST(ExternalWeights, APlanWithoutItsWeightsNamesTheFirstMissingOne) {
  ModelPlan plan;
  plan.name = "net";
  plan.weights.push_back({"loaded", 1, 1, std::vector<uint16_t>(4), {}, false});
  plan.weights.push_back({"conv_2.weight", 2, 1, {}, {}, false});
  Status status = CheckWeightsLoaded(plan);
  EXPECT_EQ(status.code(), StatusCode::kNotFound);
  EXPECT_NE(status.message().find("'conv_2.weight'"), std::string::npos) << status.message();
  EXPECT_NE(status.message().find("weights.bin"), std::string::npos) << status.message();
  plan.weights[1].rgba_float.resize(8);
  EXPECT_TRUE(CheckWeightsLoaded(plan).ok());
}

}  // namespace
}  // namespace vfx::nn
