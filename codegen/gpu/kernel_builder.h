// Assembles one GPU program ("kernel"): the tensors it samples, its weight
// textures, GLSL helpers and the body that computes `vec4 r` for output pixel
// (x, y) and channel slice s. Op emitters append to it; the lowering turns it
// into a PassDesc.
//
// Placeholders an emitter may use in its GLSL:
//   int x, y, s      the output pixel and slice being computed
//   vec4 r           the result (thick ops assign it, thin ops update it)
//   read_tN(x, y, s) the texel of input tensor N (no bounds check), whatever
//                    its packing (kTiled, or one of the 4-texture MRT layouts)
//   WeightAt(wN, i, j)  texel (i, j) of the N-th weight: a texture fetch, or a
//                    uniform-block read for weights of at most kMaxUniformWeightTexels
//
// 4-target MRT outputs (set_output_packing): the thick op computes four
// results `vec4 r4[4]` per fragment and the thin ops then run once per result:
//   kChannelSlices4  r4[k] is slice s = 4*g + k of pixel (x, y); the thick op
//                    sees `int g` (the slice group) and x, y, but no s.
//   kPixelBlocks2x2  r4[k] is pixel (2*bx + k%2, 2*by + k/2) of slice s; the
//                    thick op sees `int bx, by` and s, but no x, y.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"
#include "src/nn/model_plan.h"
#include "src/tensor/texture_layout.h"

namespace vfx::codegen::gpu {

// H×W×C of an N=1 NCHW IR tensor (rank < 4: left-padded with 1s), or an error naming it.
StatusOr<tensor::Shape> ActivationShape(const Graph& graph, const std::string& tensor);

class KernelBuilder {
 public:
  // `packings` gives the layout of tensors already written (absent: kTiled).
  KernelBuilder(const Graph& graph, std::string output_tensor, int max_texture_size,
                const std::map<std::string, tensor::Packing>* packings = nullptr);

  const Graph& graph() const { return graph_; }
  const std::string& output_tensor() const { return output_tensor_; }
  // Shape of the output the kernel writes (the last fused op's output).
  void set_output_tensor(std::string tensor) { output_tensor_ = std::move(tensor); }

  // The reader function for `tensor` ("read_t0"), adding it as a sampled input.
  StatusOr<std::string> Reader(const std::string& tensor);
  // Makes Reader(tensor) return `function` (a helper computing the tensor from
  // other inputs, e.g. an inlined 2x upsample) instead of sampling it.
  void AddVirtualReader(const std::string& tensor, const std::string& function);
  // The fetch of texel (2*bx + phase%2, 2*by + phase/2) of `slice` of a
  // pixel-block input: one texture, no branch, for readers whose parities are
  // known when the code is generated. "" when `tensor` is not read as pixel
  // blocks (virtual other than a channel scale, re-packed or another packing): use Reader() then.
  StatusOr<std::string> PhaseFetch(const std::string& tensor, int phase, const std::string& bx, const std::string& by,
                                   const std::string& slice);
  // Upconv: `tensor` is `source` (width x height) upsampled 2x, bilinear with
  // half-pixel centres, computed by its reader. Pixel-block convs then load
  // the 3x3 source texels a 2x2 block needs once (conv.cc).
  struct Upsample2x {
    std::string source;
    int width = 0, height = 0;
  };
  void SetUpsample2x(const std::string& tensor, Upsample2x upsample) { upsamples_[tensor] = std::move(upsample); }
  const Upsample2x* FindUpsample2x(const std::string& tensor) const {
    auto it = upsamples_.find(tensor);
    return it == upsamples_.end() ? nullptr : &it->second;
  }
  // A channel-scale reader: `tensor` is `plane` times `read_vector`(0, 0, s),
  // computed by its reader; PhaseFetch then reads the plane's blocks directly.
  struct ChannelScale {
    std::string plane;
    std::string read_vector;
  };
  void SetChannelScale(const std::string& tensor, ChannelScale scale) { channel_scales_[tensor] = std::move(scale); }
  // Makes Reader(tensor) sample `copy` instead (the same values in another layout).
  void RedirectReads(const std::string& tensor, const std::string& copy) { redirects_[tensor] = copy; }
  // The packing the kernel writes; an MRT packing needs an MRT-aware thick op.
  tensor::Packing output_packing() const { return output_packing_; }
  void set_output_packing(tensor::Packing packing) { output_packing_ = packing; }
  // Called after the thick op: what follows is thin code, run once per MRT target.
  void EndThick();
  // Adds an RGBA weight "texture" (fp16 where exact, else fp32); returns its name ("w0"). With
  // uniform weights on, one of at most kMaxUniformWeightTexels texels lives in a uniform block.
  // One wider than the maximum texture size wraps its row-major texels at that width.
  std::string AddWeight(const std::string& name, int width, int height, std::vector<float> rgba);
  // GLSL for texel (column, row) of weight `weight` (a name AddWeight returned).
  std::string WeightAt(const std::string& weight, const std::string& column, const std::string& row) const;
  // "mat4(...)" of texels (column .. column + 3, row): 4 input channels x 4 output channels.
  // With `inputs` < 4 (an input of fewer than 4 channels, e.g. RGB) the columns of the
  // missing channels are zeros in the shader, not fetched.
  std::string WeightMat4(const std::string& weight, const std::string& column, const std::string& row,
                         int inputs = 4) const;
  void set_uniform_weights(bool on) { uniform_weights_ = on; }
  // Declares `const vec4 NAME[n]` with the values (zero-padded to slices); returns NAME.
  std::string AddVec4Array(const std::string& hint, const std::vector<float>& per_channel);
  void AddHelper(const std::string& glsl) { helpers_ += glsl; }
  void AddBody(const std::string& glsl) { body_ += glsl; }
  // Returns the body added since the last EndThick/TakeBody and clears it (to
  // wrap an inlined group's code in a reader function).
  std::string TakeBody() { return std::exchange(body_, std::string()); }
  void AddNamePart(const std::string& part);
  std::string UniqueName(const std::string& hint);

  // Tensors sampled, in the order bindings() index them; virtual ones excluded.
  const std::vector<std::string>& inputs() const { return inputs_; }
  const std::vector<nn::WeightDesc>& weights() const { return weights_; }
  // What each sampler and uniform block declared so far reads (indices into
  // inputs() and weights()), in declaration order: the pass's binding table.
  const std::vector<nn::PassBinding>& bindings() const { return bindings_; }
  const std::string& name() const { return name_; }

  // The complete fragment shader writing the output tensor's layout.
  StatusOr<std::string> FragmentSource() const;

 private:
  const Graph& graph_;
  std::string output_tensor_;
  int max_texture_size_;
  const std::map<std::string, tensor::Packing>* packings_;
  tensor::Packing output_packing_ = tensor::Packing::kTiled;
  std::map<std::string, std::string> virtual_readers_;
  std::map<std::string, std::string> redirects_;
  std::map<std::string, Upsample2x> upsamples_;
  std::map<std::string, ChannelScale> channel_scales_;
  // Pixel-block inputs: tensor -> its samplers' name ("t1"), shape and layout,
  // for PhaseFetch and the per-result reads of thin ops in pixel-block programs.
  struct PixelBlockInput {
    std::string sampler;
    tensor::Shape shape;
    tensor::TextureLayout layout;
  };
  std::map<std::string, PixelBlockInput> pixel_block_inputs_;
  // The tensor reads of `name` go to (itself, or its re-packed copy).
  const std::string& ReadTarget(const std::string& name) const;
  std::string thick_body_;
  bool thick_done_ = false;
  std::string name_;
  std::vector<std::string> inputs_;
  std::vector<nn::WeightDesc> weights_;
  std::vector<nn::PassBinding> bindings_;
  std::string helpers_;
  std::string body_;
  std::map<std::string, int> name_counts_;
  bool uniform_weights_ = false;
  std::map<std::string, int> uniform_weight_widths_;  // uniform-block weights: name -> width
  // Weights wider than a texture, wrapped: name -> (logical width, texture width).
  std::map<std::string, std::pair<int, int>> wrapped_weight_widths_;
};

// 16 KiB, the smallest GL_MAX_UNIFORM_BLOCK_SIZE WebGL2 allows: 1024 vec4.
inline constexpr int kMaxUniformWeightTexels = 1024;

// A GLSL float literal that round-trips `value` ("1.0", "-0.25", "1e-07").
std::string FloatLiteral(double value);
// "vec4(a, b, c, d)".
std::string Vec4Literal(const float* values);
// The line that keeps the padding channels of the last slice zero (activations
// such as sigmoid would fill them), or "" when the channels fill whole slices.
std::string PaddingMaskLine(const tensor::Shape& shape);

}  // namespace vfx::codegen::gpu
