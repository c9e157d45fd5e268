// The effects engine as the browser SDK drives it: one WebGL2 context (from a
// canvas or an OffscreenCanvas, created and registered by JS), the effects
// pipeline, and the frame path texture -> graph -> canvas. Frames arrive as
// DOM sources (VideoFrame, video element, ImageBitmap) that JS parks in
// Module.vfxPendingSource; they go straight into a GL texture and never touch
// wasm memory.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/gl/texture.h"
#include "src/nn/model_registry.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/render_target.h"
#include "src/pipeline/effects_pipeline.h"

namespace vfx::web {

class WebEngine {
 public:
  static StatusOr<std::unique_ptr<WebEngine>> Create(int context_handle, const std::string& model);
  ~WebEngine();

  Status SetEffect(const pipeline::EffectOptions& options) { return pipeline_->SetEffect(options); }
  Status SetBackgroundImage(const uint8_t* rgba, int width, int height);
  Status SetBackgroundColor(float r, float g, float b);

  // Uploads Module.vfxPendingSource (width×height): a DOM source, RGBA bytes,
  // or the planes of a YUV 4:2:0 frame, converted to RGB on the GPU; runs the
  // active effect and draws the result on the canvas, which must already be width×height.
  Status ProcessFrame(int width, int height);

  // Benchmarks: when on, every node of the frame graph ends by waiting for
  // the GPU (a one-texel readback: in WebGL that is the only wait), so the
  // stage timings hold each node's GPU time (plus one round trip each).
  Status SetStageSync(bool on);

  // The last frame's stages: the upload, the graph's nodes, the present.
  std::vector<graph::NodeTiming> StageTimings() const;
  // GPU time per stage of the last frame the GPU timer measured (frames are
  // timed while none is pending), or why there is none.
  const pipeline::StageGpuTimer& gpu_timer() const { return *gpu_timer_; }

  const gl::Capabilities& capabilities() const { return capabilities_; }
  // Which generated code runs the net (picked by the renderer).
  nn::PlanVariant plan_variant() const { return plan_variant_; }
  pipeline::EffectsPipeline& pipeline() { return *pipeline_; }

 private:
  WebEngine() = default;
  void WaitForGpu();
  // Runs one of the engine's own stages (upload, present) as the graph runs
  // its nodes: GPU-timed, waited for under the stage sync, its CPU ms kept.
  Status TimeStage(const char* name, double& cpu_ms, const std::function<Status()>& work);
  // The parked YUV planes -> planes_ -> RGB in rgb_frame_; returns its texture.
  StatusOr<GLuint> UploadPlanes(int width, int height);
  // Declared first: destroyed last, after every GL object below.
  std::unique_ptr<gl::GlContext> context_;
  gl::Capabilities capabilities_;
  nn::PlanVariant plan_variant_ = nn::PlanVariant::kGpu;
  std::unique_ptr<pipeline::EffectsPipeline> pipeline_;
  nodes::GpuPass present_;
  gl::Texture input_;
  gl::Texture planes_[3];          // Y, U, V (R8) of YUV frames
  nodes::GpuPass yuv_to_rgb_;      // i420_to_rgba.frag
  nodes::RenderTarget rgb_frame_;  // the converted frame
  nodes::RenderTarget sync_target_;  // 1x1, read back by the stage sync
  pipeline::StageGpuTimer* gpu_timer_ = nullptr;  // owned by pipeline_
  bool stage_sync_ = false;
  double upload_ms_ = 0;
  double present_ms_ = 0;
};

}  // namespace vfx::web
