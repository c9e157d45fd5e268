// libFuzzer target: arbitrary text as a model config (the JSON beside a
// model) applied to a small real model: parsing, the input-shape overrides
// and the output-head rewrites it asks for. Must end in a plan or an error.
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "codegen/tools/compile_model.h"

namespace {

std::string ModelBytes() {
  std::ifstream file(VFX_FUZZ_CONFIG_MODEL, std::ios::binary);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string model = ModelBytes();
  const std::string config(reinterpret_cast<const char*>(data), size);
  (void)vfx::codegen::CompileModelBytes(model, VFX_FUZZ_CONFIG_MODEL, config, "fuzz.json");
  return 0;
}
