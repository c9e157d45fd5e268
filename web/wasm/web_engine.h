// The effects engine as the browser SDK drives it: one WebGL2 context (from a
// canvas or an OffscreenCanvas, created and registered by JS), the effects
// pipeline, and the frame path texture -> graph -> canvas. Frames arrive as
// DOM sources (VideoFrame, video element, ImageBitmap) that JS parks in
// Module.vfxPendingSource; they go straight into a GL texture and never touch
// wasm memory.
#pragma once

#include <memory>
#include <string>

#include "src/core/status.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/gl/texture.h"
#include "src/nodes/gpu_pass.h"
#include "src/pipeline/effects_pipeline.h"

namespace vfx::web {

class WebEngine {
 public:
  static StatusOr<std::unique_ptr<WebEngine>> Create(int context_handle, const std::string& model);
  ~WebEngine();

  Status SetEffect(const pipeline::EffectOptions& options) { return pipeline_->SetEffect(options); }
  Status SetBackgroundImage(const uint8_t* rgba, int width, int height);
  Status SetBackgroundColor(float r, float g, float b);

  // Uploads Module.vfxPendingSource (width×height), runs the active effect and
  // draws the result on the canvas, which must already be width×height.
  Status ProcessFrame(int width, int height);

  const gl::Capabilities& capabilities() const { return capabilities_; }
  pipeline::EffectsPipeline& pipeline() { return *pipeline_; }

 private:
  WebEngine() = default;
  // Declared first: destroyed last, after every GL object below.
  std::unique_ptr<gl::GlContext> context_;
  gl::Capabilities capabilities_;
  std::unique_ptr<pipeline::EffectsPipeline> pipeline_;
  nodes::GpuPass present_;
  gl::Texture input_;
};

}  // namespace vfx::web
