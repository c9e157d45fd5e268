// The effects engine as the browser SDK drives it on WebGL2: one context
// (from a canvas or an OffscreenCanvas, created and registered by JS), the
// frame graph recording each frame's pass list (pipeline::RecordedFrames, as
// on WebGPU) and the GL executor running it: upload -> the passes the effect
// pulled -> present on the canvas. Frames arrive as DOM sources (VideoFrame,
// video element, ImageBitmap) that JS parks in Module.vfxPendingSource; the
// upload pass puts them straight into a GL texture, never into wasm memory.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/executors/gl_pass_list_executor.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/gl/texture.h"
#include "src/nn/model_registry.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/render_target.h"
#include "src/pipeline/recorded_frames.h"
#include "src/pipeline/stage_gpu_timer.h"

namespace vfx::web {

class WebEngine {
 public:
  // software: the page knows the renderer is a CPU rasterizer whatever its
  // name says (web/sdk/software_probe.js); SwiftShader and llvmpipe are known by name.
  static StatusOr<std::unique_ptr<WebEngine>> Create(int context_handle, const std::string& model,
                                                     bool software = false);
  ~WebEngine();

  Status SetEffect(const pipeline::EffectOptions& options) { return frames_->pipeline().SetEffect(options); }
  const pipeline::EffectOptions& effect() const { return frames_->pipeline().effect(); }
  Status SetBackgroundImage(const uint8_t* rgba, int width, int height);
  Status SetBackgroundColor(float r, float g, float b);
  // A step of the quality ladder (src/pipeline/quality_ladder.h), from the next frame on.
  Status SetQuality(int level);
  // The camera time of the next frame (seconds, increasing): the quality
  // ladder bounds a carried mask's age by it, face smoothing follows it.
  Status SetFrameTime(double seconds);
  // Uploads Module.vfxPendingSource (width×height): a DOM source, RGBA bytes,
  // or the planes of a YUV 4:2:0 frame, converted to RGB on the GPU; runs the
  // active effect and draws the result on the canvas, which must already be width×height.
  Status ProcessFrame(int width, int height);
  // Benchmarks: when on, every stage of the frame ends by waiting for the GPU
  // (a one-texel readback: in WebGL that is the only wait), so the stage
  // timings hold each stage's GPU time (plus one round trip each).
  Status SetStageSync(bool on);
  // The last frame's stages in the order they ran: "record" (the graph
  // compiling the frame's pass list, CPU only), then the pass list's stages
  // (upload, the nodes that ran, present), each the CPU ms of issuing its passes.
  const std::vector<graph::NodeTiming>& StageTimings() const { return stages_; }
  // GPU time per stage of the last frame the GPU timer measured (frames are
  // timed while none is pending), or why there is none.
  const pipeline::StageGpuTimer& gpu_timer() const { return *gpu_timer_; }
  // Frames since the network last ran, as of the last frame (pipeline::EffectsPipeline::mask_age_frames).
  int mask_age_frames() const { return frames_->pipeline().mask_age_frames(); }
  const gl::Capabilities& capabilities() const { return capabilities_; }
  // Which generated code runs the net (picked by the renderer).
  nn::PlanVariant plan_variant() const { return plan_variant_; }

 private:
  WebEngine() = default;
  void WaitForGpu();
  void EnterStage(const std::string& stage);
  void LeaveStage();
  // The upload pass: the parked source into a texture of the frame's size.
  StatusOr<const gl::Texture*> UploadSource(int width, int height);
  // The parked YUV planes -> planes_ -> RGB in rgb_frame_.
  StatusOr<const gl::Texture*> UploadPlanes(int width, int height);
  // The present pass: the output onto the canvas.
  Status Present(const gl::Texture& output);

  // Declared first: destroyed last, after every GL object below.
  std::unique_ptr<gl::GlContext> context_;
  gl::Capabilities capabilities_;
  nn::PlanVariant plan_variant_ = nn::PlanVariant::kGpu;
  std::unique_ptr<executors::GlPassListExecutor> executor_;
  std::unique_ptr<pipeline::RecordedFrames> frames_;
  nodes::GpuPass present_;
  gl::Texture input_;
  gl::Texture planes_[3];            // Y, U, V (R8) of YUV frames
  nodes::GpuPass yuv_to_rgb_;        // i420_to_rgba.frag
  nodes::RenderTarget rgb_frame_;    // the converted frame
  nodes::RenderTarget sync_target_;  // 1x1, read back by the stage sync
  std::unique_ptr<pipeline::StageGpuTimer> gpu_timer_;
  bool stage_sync_ = false;
  std::vector<graph::NodeTiming> stages_;
  double stage_start_ms_ = 0;
  size_t current_stage_ = 0;  // into stages_
};

}  // namespace vfx::web
