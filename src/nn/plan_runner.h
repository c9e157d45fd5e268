// Executes a ModelPlan on the current GL context. Creation compiles every
// program, uploads every weight and allocates every tensor texture and
// framebuffer once; Run() then only binds and draws (or dispatches).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/gl/framebuffer.h"
#include "src/gl/pixel_program.h"
#include "src/gl/texture.h"
#include "src/gl/uniform_buffer.h"
#include "src/nn/model_plan.h"

namespace vfx::nn {

struct PlanRunnerOptions {
  // Activation storage. fp32 keeps the MediaPipe nets within 1e-4 of ONNX
  // Runtime; fp16 halves the bandwidth but drifts by up to ~0.2 in probability
  // on them (see benchmarks/RESULTS.md). fp16 is the fallback where a GPU
  // cannot render to float32.
  gl::TextureFormat activation_format = gl::TextureFormat::kRgba32F;
  // Fragment draws or compute dispatches (kAuto: compute where the context has
  // it, i.e. natively on GL ES 3.1+; WebGL2 always draws).
  gl::PassKind passes = gl::PassKind::kAuto;
  // Weights stored as halves are sampled from RGBA32F textures (widened at
  // upload) on software renderers, where that is 12-18 % faster (SwiftShader),
  // and from RGBA16F ones on GPUs, where fp32 was up to 12 % slower (H200
  // fragment passes). kAuto asks gl::CurrentRendererIsSoftware().
  enum class HalfWeights { kAuto, kHalf, kWiden };
  HalfWeights half_weights = HalfWeights::kAuto;
};

class PlanRunner {
 public:
  static StatusOr<std::unique_ptr<PlanRunner>> Create(const ModelPlan& plan, const PlanRunnerOptions& options = {});

  // Runs every pass; the input tensor's texture must hold the frame first.
  // A recurrent plan's states then take their outputs, for the next Run.
  Status Run();
  // Zeroes a recurrent plan's states: the next Run starts as the first did
  // (after a cut in the video). Nothing for other plans.
  Status ResetState();
  // Runs passes [0, count) only (per-layer tests and benchmarks).
  Status RunPasses(int count);
  // Runs pass `index` alone on whatever its inputs hold (per-layer benchmarks).
  Status RunPass(int index);

  const ModelPlan& plan() const { return plan_; }
  const tensor::TextureLayout& layout(int tensor) const { return layouts_[tensor]; }
  const std::vector<gl::Texture>& textures(int tensor) const { return textures_[tensor]; }
  std::vector<gl::Texture>& mutable_textures(int tensor) { return textures_[tensor]; }
  const gl::Texture& output_texture() const { return textures_[plan_.output][0]; }
  // How the passes run (resolved: kFragment or kCompute).
  gl::PassKind pass_kind() const { return pass_kind_; }

 private:
  PlanRunner() = default;
  Status Draw(int index);
  Status Finish();

  struct CompiledPass {
    int program = 0;  // index into programs_
    gl::Framebuffer target;
    // From the pass's binding table, resolved once: what each unit samples and
    // which weight each uniform-block binding point reads.
    struct TextureUnit {
      GLuint unit;
      GLuint texture;
    };
    struct BlockPoint {
      GLuint point;
      int weight;
    };
    std::vector<TextureUnit> textures;
    std::vector<BlockPoint> blocks;
  };

  // Per recurrent state and texture: its output's framebuffer (read) and its
  // input's (drawn into by a blit after each Run, cleared by ResetState).
  struct StateCopy {
    gl::Framebuffer from;
    gl::Framebuffer to;
  };
  Status CopyStates();
  std::vector<StateCopy> state_copies_;
  ModelPlan plan_;
  std::vector<tensor::TextureLayout> layouts_;
  std::vector<std::vector<gl::Texture>> textures_;
  // Per weight: a texture, or a uniform buffer where WeightDesc::uniform_block.
  std::vector<gl::Texture> weights_;
  std::vector<gl::UniformBuffer> weight_buffers_;
  std::vector<CompiledPass> passes_;
  // One program per distinct source (and output formats): passes of the same
  // code share it (codegen gives layers of the same shape the same source).
  std::vector<gl::PixelProgram> programs_;
  gl::PassKind pass_kind_ = gl::PassKind::kFragment;
};

}  // namespace vfx::nn
