// ONNX Runtime (onnxruntime-node, run through tests/codegen/ort/run_ort.js) as
// the trusted reference. Needs VFX_NODE_EXECUTABLE and VFX_ORT_DIR defined.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "codegen/ops/op_def.h"
#include "src/core/status.h"

namespace vfx::codegen::testing {

inline bool OrtInstalled() {
  return std::filesystem::exists(std::filesystem::path(VFX_ORT_DIR) / "node_modules" / "onnxruntime-node");
}

inline std::string OrtInstallHint() {
  return std::string("onnxruntime-node is not installed: run `cd ") + VFX_ORT_DIR +
         " && ONNXRUNTIME_NODE_INSTALL=skip npm ci` (make test does this)";
}

// Runs `model` on `input` (in the model's own layout); returns the data of
// output `output_name` (the first output when empty). `optimization` is ONNX
// Runtime's graphOptimizationLevel: 'all', or 'basic' where its fusions would
// change what the model computes (QDQ models: at 'extended' and above its int8
// kernels replace the float Q/DQ arithmetic the ONNX spec defines).
// `fixed_inputs` feeds the model's parameter inputs (a config's "fixed_inputs");
// a recurrent model runs `frames` times on `input`, each state (input -> its
// output) fed back, and the last run's output is returned.
inline StatusOr<HostTensor> RunOrt(const std::string& model, const HostTensor& input,
                                   const std::string& output_name = "", const std::string& optimization = "all",
                                   const std::map<std::string, std::vector<float>>& fixed_inputs = {}, int frames = 1,
                                   const std::map<std::string, std::string>& recurrent = {}) {
  namespace fs = std::filesystem;
  static int call = 0;
  const fs::path dir =
      fs::temp_directory_path() / ("vfx_ort_" + std::to_string(::getpid()) + "_" + std::to_string(call++));
  fs::create_directories(dir);
  const std::string in_path = (dir / "in.f32").string(), out_path = (dir / "out.f32").string();
  {
    std::ofstream f(in_path, std::ios::binary);
    f.write(reinterpret_cast<const char*>(input.data.data()), static_cast<std::streamsize>(input.data.size() * 4));
  }
  std::string dims;
  for (size_t i = 0; i < input.shape.size(); ++i) dims += (i ? "," : "") + std::to_string(input.shape[i]);
  std::string fixed = "{";
  for (const auto& [name, values] : fixed_inputs) {
    fixed += (fixed.size() > 1 ? ",\"" : "\"") + name + "\":[";
    for (size_t i = 0; i < values.size(); ++i) {
      char v[32];
      std::snprintf(v, sizeof(v), "%s%.9g", i ? "," : "", static_cast<double>(values[i]));
      fixed += v;
    }
    fixed += "]";
  }
  fixed += "}";
  std::string states = "{";
  for (const auto& [in, out] : recurrent) states += (states.size() > 1 ? ",\"" : "\"") + in + "\":\"" + out + "\"";
  states += "}";
  const std::string cmd = "VFX_ORT_STATES='" + states + "' VFX_ORT_FRAMES=" + std::to_string(frames) +
                          " VFX_ORT_FIXED='" + fixed + "' VFX_ORT_LEVEL=" + optimization + " \"" + VFX_NODE_EXECUTABLE +
                          "\" \"" + VFX_ORT_DIR + "/run_ort.js\" \"" + model + "\" \"" + in_path + "\" " + dims +
                          " \"" + out_path + "\" \"" + output_name + "\" > \"" + (dir / "log.txt").string() + "\" 2>&1";
  if (std::system(cmd.c_str()) != 0) {
    std::ifstream log(dir / "log.txt");
    std::string why(std::istreambuf_iterator<char>(log), {});
    fs::remove_all(dir);
    return UnavailableError("ONNX Runtime failed on " + model + ": " + why);
  }
  std::ifstream f(out_path, std::ios::binary | std::ios::ate);
  const auto bytes = static_cast<size_t>(f.tellg());
  f.seekg(0);
  HostTensor out;
  out.data.resize(bytes / 4);
  f.read(reinterpret_cast<char*>(out.data.data()), static_cast<std::streamsize>(bytes));
  fs::remove_all(dir);
  return out;
}

}  // namespace vfx::codegen::testing
