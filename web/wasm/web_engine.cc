#include "web/wasm/web_engine.h"

#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include "src/gl/framebuffer.h"
#include "src/nn/model_registry.h"
#include "src/nodes/render_target.h"

// texSubImage2D from the DOM source JS parked on the module; returns 0 without one.
EM_JS(int, vfx_upload_pending_source, (int texture, int width, int height), {
  const source = Module["vfxPendingSource"];
  if (!source) return 0;
  GLctx.bindTexture(GLctx.TEXTURE_2D, GL.textures[texture]);
  GLctx.pixelStorei(GLctx.UNPACK_FLIP_Y_WEBGL, false);
  GLctx.pixelStorei(GLctx.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  GLctx.texSubImage2D(GLctx.TEXTURE_2D, 0, 0, 0, width, height, GLctx.RGBA, GLctx.UNSIGNED_BYTE, source);
  GLctx.bindTexture(GLctx.TEXTURE_2D, null);
  return 1;
});

namespace vfx::web {

StatusOr<std::unique_ptr<WebEngine>> WebEngine::Create(int context_handle, const std::string& model) {
  std::unique_ptr<WebEngine> engine(new WebEngine());
  ASSIGN_OR_RETURN(engine->context_, gl::GlContext::Adopt(context_handle));
  ASSIGN_OR_RETURN(engine->capabilities_, gl::QueryCapabilities());
  RETURN_IF_ERROR(gl::CheckRequired(engine->capabilities_));
  ASSIGN_OR_RETURN(nn::ModelPlan plan, nn::BuildModelPlan(model));
  pipeline::PipelineOptions options;
  options.activation_format =
      engine->capabilities_.float32_render ? gl::TextureFormat::kRgba32F : gl::TextureFormat::kRgba16F;
  ASSIGN_OR_RETURN(engine->pipeline_, pipeline::EffectsPipeline::Create(plan, options));
  ASSIGN_OR_RETURN(engine->present_, nodes::GpuPass::Create("copy.frag", gl::TextureFormat::kRgba8, gl::PassKind::kFragment));
  return engine;
}

WebEngine::~WebEngine() {
  // GL objects must go while their context is current.
  if (context_) (void)context_->MakeCurrent();
}

Status WebEngine::SetBackgroundImage(const uint8_t* rgba, int width, int height) {
  RETURN_IF_ERROR(context_->MakeCurrent());
  return pipeline_->SetBackgroundImage(rgba, width, height);
}

Status WebEngine::SetBackgroundColor(float r, float g, float b) { return pipeline_->SetBackgroundColor(r, g, b); }

Status WebEngine::ProcessFrame(int width, int height) {
  if (width <= 0 || height <= 0 || width > capabilities_.max_texture_size || height > capabilities_.max_texture_size) {
    return InvalidArgumentError("frame size " + std::to_string(width) + "x" + std::to_string(height) +
                                " is not supported");
  }
  RETURN_IF_ERROR(context_->MakeCurrent());
  RETURN_IF_ERROR(nodes::EnsureTexture(input_, width, height, gl::TextureFormat::kRgba8, true));
  if (!vfx_upload_pending_source(static_cast<int>(input_.id()), width, height)) {
    return InvalidArgumentError("no frame source was given");
  }
  RETURN_IF_ERROR(pipeline_->BorrowFrame(input_.id(), width, height));
  ASSIGN_OR_RETURN(nodes::FrameRef out, pipeline_->Render());
  // Present: textures hold rows top-down, the canvas's GL origin is bottom-left.
  int canvas_width = 0, canvas_height = 0;
  emscripten_webgl_get_drawing_buffer_size(emscripten_webgl_get_current_context(), &canvas_width, &canvas_height);
  return present_.Use().Texture("u_source", 0, *out.texture).Int("u_flip_y", 1).Draw(
      gl::Framebuffer::Default(canvas_width, canvas_height));
}

}  // namespace vfx::web
