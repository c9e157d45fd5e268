// Runs recorded pass lists (src/pipeline/recorded_frames.h) on the current GL
// context: the GL counterpart of web/sdk/webgpu_executor.js, with the same
// five kinds of pass. It knows programs by name (shaders/<name>.frag, made on
// first use with the output formats of the resources they write), resources
// by id (a texture made per id as the list first names it, dropped when the
// recorder no longer has it), runs each network with its own PlanRunner (the
// segmenter "net" and the small-input segmenter "net_small", made at
// creation, and the face detector "face", made at its first pass) and
// reads textures back without waiting (gl::AsyncReadback; the bytes go to the
// graph after a later frame); nothing about effects. Its pictures equal the GL pipeline's, pixel for
// pixel (tests/src/executors): a pass list carries everything a frame needs.
// The WebGL2 engine (web/wasm/web_engine.cc) and the native `vfx` tool run
// every frame through it; where the camera frame comes from and where the
// output goes are the caller's (FrameIo), the passes in between are the list's.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/gl/async_readback.h"
#include "src/gl/framebuffer.h"
#include "src/gl/texture.h"
#include "src/graph/pass_list.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/gpu_pass.h"
#include "src/pipeline/recorded_frames.h"

namespace vfx::executors {

// The two ends of a frame, which only the caller knows.
struct FrameIo {
  // The upload pass: the camera frame of width × height, in a texture of the
  // caller's (RGBA8-sampled, rows top-down) that later passes read this frame.
  std::function<StatusOr<const gl::Texture*>(int width, int height)> upload;
  // The present pass: shows the output (optional; Run returns it either way).
  std::function<Status(const gl::Texture& output)> present;
};

class GlPassListExecutor {
 public:
  // `plan`: the network the list's "net" pass stands for; `face_plan` (optional):
  // the "face" one's; `small_plan` (optional): the "net_small" one's.
  static StatusOr<std::unique_ptr<GlPassListExecutor>> Create(const nn::ModelPlan& plan,
                                                              const nn::PlanRunnerOptions& options = {},
                                                              const nn::ModelPlan* face_plan = nullptr,
                                                              const nn::ModelPlan* small_plan = nullptr);

  // The network's shape, for RecordedFrames::Create.
  nodes::NetShape net_shape() const { return net_shape_; }
  // The face detector's (nullopt without one).
  const std::optional<nodes::FaceNetShape>& face_shape() const { return face_shape_; }
  // The small-input segmenter's (nullopt without one).
  const std::optional<nodes::NetShape>& small_net_shape() const { return small_shape_; }

  // Readbacks: hand each one's bytes to the graph (RecordedFrames::DeliverReadback)
  // as soon as the GPU has written them (checked at the end of every Run), or,
  // with `wait`, at the end of the Run that issued it (the same frame latency
  // every run: native tools and tests). Browsers never wait.
  void set_wait_for_readbacks(bool wait) { wait_for_readbacks_ = wait; }

  // Makes the programs before any frame needs them (RecordedFrames::EveryProgram).
  Status Prepare(const std::vector<pipeline::ProgramUse>& programs);

  // Runs the frame `frames` recorded last (and the uploads it holds, taken
  // here), with the camera frame and the output's destination from `io`.
  // Returns the presented texture.
  StatusOr<const gl::Texture*> Run(pipeline::RecordedFrames& frames, const FrameIo& io);
  // The same with the camera frame as bytes (RGBA8 rows top-down, the
  // frame's size), into a texture of the executor's.
  StatusOr<const gl::Texture*> Run(pipeline::RecordedFrames& frames, const uint8_t* camera_rgba);

  // Called around each run of consecutive passes of one stage (the graph
  // node that recorded them: "upload", "segmentation", ..., "present"), so
  // the caller can time stages and wait for the GPU after each.
  void set_stage_hooks(std::function<void(const std::string& stage)> enter, std::function<void()> leave) {
    enter_stage_ = std::move(enter);
    leave_stage_ = std::move(leave);
  }

 private:
  GlPassListExecutor() = default;
  StatusOr<const gl::Texture*> Texture(graph::ResourceId id, const pipeline::RecordedFrames& frames);
  StatusOr<const gl::Framebuffer*> Target(const std::vector<graph::ResourceId>& outputs,
                                          const pipeline::RecordedFrames& frames);
  StatusOr<nodes::GpuPass*> Program(const graph::Pass& pass, const pipeline::RecordedFrames& frames);
  StatusOr<nodes::GpuPass*> Program(const std::string& name, const std::vector<gl::TextureFormat>& formats);
  Status RunPass(const graph::Pass& pass, const pipeline::RecordedFrames& frames, const FrameIo& io,
                 const gl::Texture*& presented);
  Status AliasNet(const graph::Pass& pass);

  StatusOr<nn::PlanRunner*> Net(const std::string& name);
  Status CollectReadbacks(pipeline::RecordedFrames& frames);

  nn::PlanRunnerOptions runner_options_;
  std::map<std::string, std::unique_ptr<nn::PlanRunner>> nets_;  // by the net pass's name
  std::unique_ptr<nn::ModelPlan> face_plan_;                     // made into nets_["face"] at its first pass
  nodes::NetShape net_shape_;
  std::optional<nodes::FaceNetShape> face_shape_;
  std::optional<nodes::NetShape> small_shape_;
  struct Readback {
    std::string channel;
    gl::AsyncReadback read;
  };
  std::vector<Readback> readbacks_;  // in flight, oldest first
  std::vector<gl::AsyncReadback> spare_readbacks_;
  bool wait_for_readbacks_ = false;
  gl::PassKind passes_ = gl::PassKind::kFragment;
  std::map<graph::ResourceId, gl::Texture> owned_;
  // Textures that are not the executor's: the net's own, the caller's camera.
  std::map<graph::ResourceId, const gl::Texture*> aliased_;
  std::vector<std::pair<std::string, const gl::Texture*>> inputs_;  // a pass's, kept to reuse its storage
  std::map<std::vector<graph::ResourceId>, gl::Framebuffer> targets_;
  std::map<std::string, nodes::GpuPass> programs_;
  uint64_t generation_ = 0;
  gl::Texture camera_;  // the byte-fed Run's upload target
  std::function<void(const std::string&)> enter_stage_;
  std::function<void()> leave_stage_;
};

}  // namespace vfx::executors
