// A compiled segmentation network as data: the tensors (with their texture
// layouts), the weight textures and the GPU passes that turn the input image
// into the person mask. The code generator builds one per model, either in
// memory (tests) or as generated C++ (the product); PlanRunner executes it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "src/tensor/texture_layout.h"

namespace vfx::nn {

struct TensorDesc {
  std::string name;
  tensor::Shape shape;
  tensor::Packing packing = tensor::Packing::kTiled;
};

// A constant RGBA texture, e.g. conv weights: stored as half floats when every
// value is exact in fp16 (the MediaPipe models), else as floats; uploaded as RGBA32F either way.
struct WeightDesc {
  std::string name;
  int width = 0;
  int height = 0;
  std::vector<uint16_t> rgba_half;  // width * height * 4 IEEE binary16 values, or empty
  std::vector<float> rgba_float;    // width * height * 4 floats when rgba_half is empty
  // Read from a uniform block (`layout(std140) uniform W<j> { vec4 w<j>[width * height]; }`,
  // row-major) instead of a texture: small weights, where a uniform read is cheaper than a fetch.
  bool uniform_block = false;
};

// What one sampler or uniform block of a pass's program reads. The code
// generator writes this table as it declares each name, and every runtime
// (PlanRunner, the WebGPU plan writer) binds by it: the GLSL names are the
// generator's choice, not a convention the runtimes parse.
struct PassBinding {
  enum class Kind {
    kTensor,         // sampler of texture `plane` of tensor PassDesc::inputs[index]
    kWeightTexture,  // sampler of weight PassDesc::weights[index]
    kWeightBlock,    // std140 uniform block holding weight PassDesc::weights[index]
  };
  Kind kind = Kind::kTensor;
  std::string name;  // the sampler's or block's name in the GLSL
  int index = 0;
  int plane = 0;  // kTensor: which texture of a multi-texture (MRT) tensor
};

// One draw: a fragment program reading some tensors and weights, writing one
// tensor (to 4 render targets, `layout(location = k)`, when its packing is an MRT layout).
struct PassDesc {
  std::string name;             // readable fused name, e.g. "conv_12+hardswish"
  std::string fragment_source;  // GLSL ES 3.00
  std::vector<int> inputs;      // tensor indices, in the order `bindings` refers to them
  std::vector<int> weights;     // weight indices, likewise
  int output = -1;              // tensor index
  int64_t macs = 0;             // multiply-accumulates (benchmarks pick the heaviest layers)
  // Every sampler and uniform block of the program, in the order texture units are given.
  std::vector<PassBinding> bindings;
};

struct ModelPlan {
  std::string name;
  // The input tensor holds RGB in 0..1 (H×W×3); any normalisation the model
  // expects is folded into the passes.
  int input = -1;
  // The output tensor and the channel that holds the person probability.
  int output = -1;
  int output_channel = 0;
  // Every graph output, in the model's order (the first is `output`): one for
  // a segmenter; a detector's raw tensors (config "kind": "tensors").
  std::vector<int> outputs;
  std::vector<TensorDesc> tensors;
  std::vector<WeightDesc> weights;
  std::vector<PassDesc> passes;
  int64_t macs = 0;
  // The texture size limit the generator laid tensors out for: the passes'
  // GLSL bakes that tiling in, so the runtime lays its textures out the same
  // way (and fails if the GPU's limit is smaller).
  int max_texture_size = 4096;
  // A recurrent model's states: (input tensor, output tensor) pairs of the
  // same shape and layout (kTiled). The runtime zeroes each input before the
  // first run (and on a reset) and copies its output into it after each run.
  struct Recurrent {
    int input = -1;
    int output = -1;
  };
  std::vector<Recurrent> recurrent;
};

// Problems of `pass`'s binding table against `plan`, "" when none: an index out
// of range, a plane the tensor lacks, a uniform block bound to a texture weight
// or the reverse, an input or weight nothing binds, a name bound twice.
std::string CheckPassBindings(const ModelPlan& plan, const PassDesc& pass);

}  // namespace vfx::nn
