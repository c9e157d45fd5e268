// Inputs the fuzzers once crashed on (tests/fuzz/regressions/), replayed in
// the normal build: each must end in a clear error, the one named below.
// (`make fuzz` replays them under ASan + UBSan as well.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "codegen/tools/compile_model.h"

namespace vfx::codegen {
namespace {

namespace fs = std::filesystem;

// File -> a part of the error it must give.
const std::map<std::string, std::string> kExpected = {
    {"element_count_overflow.onnx", "has more than 2^28 elements"},
    {"unsqueeze_axis_out_of_range.onnx", "is out of range or repeated for rank"},
    {"matmul_missing_input.onnx", "needs 2 inputs, the model gives 1"},
    {"conv_huge_pads.onnx", "pads must be <= 65536"},
    {"pad_huge_constant_pads.onnx", "the pads hold a NaN"},
    {"unsqueeze_nan_axes.onnx", "the axes hold a NaN"},
    {"conv_huge_group.onnx", "do not match"},
    {"concat_rank_mismatch.onnx", "Concat inputs [] and [3] do not match"},
    {"broadcast_empty_input.onnx", "input 1 of 'Sum' is empty; every input of a broadcasting op is required"},
};

std::string Read(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

TEST(FuzzRegressions, EveryInputThatOnceCrashedGivesItsError) {
  int replayed = 0;
  for (const auto& entry : fs::directory_iterator(VFX_FUZZ_REGRESSIONS_DIR)) {
    if (entry.path().extension() != ".onnx") continue;
    const std::string name = entry.path().filename().string();
    SCOPED_TRACE(name);
    StatusOr<CompiledModel> model = CompileModelBytes(Read(entry.path()), name, std::nullopt, "");
    ASSERT_FALSE(model.ok());
    auto expected = kExpected.find(name);
    ASSERT_NE(expected, kExpected.end()) << "add the error this input gives to kExpected: " << model.status().message();
    EXPECT_NE(model.status().message().find(expected->second), std::string::npos) << model.status().message();
    ++replayed;
  }
  EXPECT_EQ(replayed, static_cast<int>(kExpected.size()));
}

}  // namespace
}  // namespace vfx::codegen
