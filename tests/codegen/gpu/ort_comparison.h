// Runs a model compiled by the generator on the GPU (Mesa here) and ONNX
// Runtime on the CPU on the same images, and prints one line per model, image
// and codegen mode, in a form anyone can grep:
//   sanity model=<file> image=<name> max_abs_err=<float> mask_iou=<float> codegen=<native|web>
// max_abs_err is over the person probability (for a "logits" config: after
// the configured activation, applied to ONNX Runtime's logits on the CPU, and
// inverted for a background channel; for a class-index output, 1 where
// ONNX Runtime's class is the configured one);
// mask_iou compares the masks thresholded at 0.5 (1.0 when both are empty).
// Shared by the shipped-model sanity test and the model-zoo test.
#pragma once

#include <string>
#include <vector>

#include "codegen/ops/op_def.h"
#include "codegen/tools/compile_model.h"

namespace vfx::codegen::testing {

inline constexpr float kMaxAbsError = 0.02f;
inline constexpr float kMinMaskIou = 0.99f;
// Runs of a recurrent model compared, each fed the states of the one before.
inline constexpr int kRecurrentFrames = 3;

struct ImageResult {
  std::string image;
  float max_abs_err = 0;
  float mask_iou = 0;
};

// Every .onnx file under `dir` (recursively with `recursive`), sorted.
std::vector<std::string> OnnxFilesIn(const std::string& dir, bool recursive);

// The config beside `model` (same stem, .json), or "" when there is none.
std::string ConfigFor(const std::string& model);

// The plan's input `rgb` (H×W×3 in 0..1) as ONNX Runtime takes it: the
// model's own layout and input normalisation.
HostTensor OrtInput(const std::vector<float>& rgb, const CompiledModel& compiled);

// Compiles `model` (in the web build's pixel-block mode with `pixel_blocks`),
// runs it on both sample images, a noise and a constant image, compares each
// with ONNX Runtime and prints the sanity lines. Fails (gtest) on any error.
std::vector<ImageResult> CompareWithOnnxRuntime(const std::string& model, bool pixel_blocks);

}  // namespace vfx::codegen::testing
