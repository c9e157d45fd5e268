// The per-model JSON config read next to MODEL.onnx:
//
//   {
//     "input":  {"name": "input_1", "height": 144, "width": 256, "layout": "NHWC",
//                "range": [0.0, 1.0], "mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225]},
//     "output": {"name": "segment_back", "kind": "sigmoid", "channel": 0}
//   }
//
// Every key is optional. input: name picks the graph input (default: the only
// one); height/width fix the input size (replacing symbolic dims); layout is
// the model's (default: guessed from where 1..4 channels sit). The network is
// fed ((u * (range[1] - range[0]) + range[0]) - mean[c]) / std[c] for RGB u in
// 0..1 (mean 0 and std 1 by default; one value or one per channel).
// output: name picks the graph output (others are dropped); kind says what it
// holds: "sigmoid" or "softmax" (probabilities, the net applied it), or
// "logits" (raw scores), in which case "activation" ("sigmoid" or "softmax",
// over the channel axis) is applied by the generated program; channel is the
// person channel, or with "invert": true the background channel (a
// multi-class model's class 0: person = 1 - it); layout ("NCHW"/"NHWC",
// default guessed) places the channel axis of a 4-D output. "kind": "tensors"
// (nothing else in output then) keeps every graph output as it is, raw: a
// model that is not a segmenter (the face detector's boxes and scores). Raw
// outputs are read back as stored, H×W×C with ranks below 4 left-padded (so
// [1,N,K] comes back in ONNX's row-major order, a 4-D [1,C,H,W] channel-last);
// an output the normaliser would relabel is refused at compile time.
//
//   "fixed_inputs": {"downsample_ratio": 0.25}
//
// fixes a graph input other than the picture at compile time (a number or an
// array of numbers, in the input's declared shape, or [n] where that is
// symbolic): a model's parameter such as RVM's downsample_ratio becomes a
// constant, folded into the ops it feeds (a Resize's scales).
//
//   "recurrent": {"r1i": "r1o", "r2i": "r2o"}
//
// pairs each recurrent state input with the output it comes back from on the
// next frame (zeros on the first). Without the key, inputs besides the picture
// pair by name where each ends in an in/out suffix (r1i/r1o, h_in/h_out).
// A state takes its output's shape, found by importing the model once with the
// state's symbolic dimensions set to 1 (RVM declares them all symbolic and is
// fed [1,1,1,1] zeros at first); a size the model does declare must match.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "codegen/import/onnx_importer.h"
#include "src/core/status.h"

namespace vfx::codegen {

struct ModelConfig {
  std::string input_name;              // "" = the model's only input
  std::optional<int64_t> input_height;
  std::optional<int64_t> input_width;
  std::optional<Layout> input_layout;  // the model's own input layout
  float input_range_min = 0.f;
  float input_range_max = 1.f;
  std::vector<float> input_mean;       // empty = 0; 1 value or 1 per channel
  std::vector<float> input_std;        // empty = 1
  std::string output_name;
  std::string output_kind = "sigmoid";  // sigmoid | softmax | logits | tensors
  std::string output_activation;        // logits only: sigmoid | softmax
  int64_t output_channel = 0;
  bool output_invert = false;           // the channel is the background: person = 1 - it
  // Set by the compiler for a class-index (ArgMax) output: the person class
  // (`channel` in the config); the plan's output channel is then 0.
  int64_t output_class = -1;
  std::optional<Layout> output_layout;
  std::map<std::string, std::vector<float>> fixed_inputs;  // graph input -> its values
  std::map<std::string, std::string> recurrent;            // state input -> the output it comes back from

  // The network input for plan input u in 0..1 is u * scale[c] + offset[c].
  float InputScale(int channel) const;
  float InputOffset(int channel) const;
};

StatusOr<ModelConfig> ParseModelConfig(const std::string& json_text, const std::string& source);
StatusOr<ModelConfig> LoadModelConfig(const std::string& path);

// Import options for `model_path` under `config` (input shape overrides).
// Needs the model's declared input rank and layout, so it reads the file.
// The picture's graph input: the config's input.name, else the first input
// neither fixed by the config nor in `states` ("" when there is none).
std::string PictureInput(const ModelConfig& config, const Graph& declared, const std::vector<std::string>& states = {});

// `states`: the recurrent state inputs (not the picture).
StatusOr<ImportOptions> ImportOptionsFor(const ModelConfig& config, const Graph& declared,
                                         const std::vector<std::string>& states = {});

}  // namespace vfx::codegen
