// Runs recorded pass lists (src/pipeline/recorded_frames.h) on the current GL
// context: the GL counterpart of web/sdk/webgpu_executor.js, with the same
// four kinds of pass. It knows programs by name (shaders/<name>.frag, made on
// first use with the output formats of the resources they write), resources
// by id (a texture made per id as the list first names it, dropped when the
// recorder no longer has it), and runs the network with its own PlanRunner;
// nothing about effects. Its pictures equal the GL pipeline's, pixel for
// pixel (tests/src/executors): a pass list carries everything a frame needs.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/gl/framebuffer.h"
#include "src/gl/texture.h"
#include "src/graph/pass_list.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/gpu_pass.h"
#include "src/pipeline/recorded_frames.h"

namespace vfx::executors {

class GlPassListExecutor {
 public:
  // `plan`: the network the list's net pass stands for.
  static StatusOr<std::unique_ptr<GlPassListExecutor>> Create(const nn::ModelPlan& plan,
                                                              const nn::PlanRunnerOptions& options = {});

  // The network's shape, for RecordedFrames::Create.
  nodes::NetShape net_shape() const { return net_shape_; }

  // Runs the frame `frames` recorded last (and the uploads it holds, taken
  // here); the upload pass takes `camera_rgba` (RGBA8 rows top-down, the
  // frame's size). Returns the presented texture.
  StatusOr<const gl::Texture*> Run(pipeline::RecordedFrames& frames, const uint8_t* camera_rgba);

 private:
  GlPassListExecutor() = default;
  StatusOr<const gl::Texture*> Texture(graph::ResourceId id, const pipeline::RecordedFrames& frames);
  StatusOr<const gl::Framebuffer*> Target(const std::vector<graph::ResourceId>& outputs,
                                          const pipeline::RecordedFrames& frames);
  StatusOr<nodes::GpuPass*> Program(const graph::Pass& pass, const pipeline::RecordedFrames& frames);

  std::unique_ptr<nn::PlanRunner> net_;
  nodes::NetShape net_shape_;
  gl::PassKind passes_ = gl::PassKind::kFragment;
  std::map<graph::ResourceId, gl::Texture> owned_;
  std::map<graph::ResourceId, const gl::Texture*> aliased_;  // the net's own textures
  std::map<std::vector<graph::ResourceId>, gl::Framebuffer> targets_;
  std::map<std::string, nodes::GpuPass> programs_;
  uint64_t generation_ = 0;
};

}  // namespace vfx::executors
