#include "web/wasm/web_engine.h"

#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include "src/gl/framebuffer.h"
#include "src/nn/face_model.h"
#include "src/nn/model_registry.h"
#include "src/nodes/render_target.h"

// EM_JS bodies are JavaScript, not for clang-format:
// clang-format off
// texImage2D of the source JS parked on the module (vfx_pending_source_kind 1)
// into a mutable texture. The source is a DOM image source (a VideoFrame,
// canvas, video) or RGBA bytes read from a VideoFrame ({bytes, width, height},
// renderer.js uploadSource). texImage2D, not texSubImage2D: for YUV frames it
// is the fastest call there is (benchmarks/RESULTS.md, round 14).
EM_JS(void, vfx_upload_pending_source, (int texture), {
  const source = Module["vfxPendingSource"];
  GLctx.bindTexture(GLctx.TEXTURE_2D, GL.textures[texture]);
  GLctx.pixelStorei(GLctx.UNPACK_FLIP_Y_WEBGL, false);
  GLctx.pixelStorei(GLctx.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  if (source.bytes) {
    GLctx.texImage2D(GLctx.TEXTURE_2D, 0, GLctx.RGBA, source.width, source.height, 0, GLctx.RGBA, GLctx.UNSIGNED_BYTE,
                     source.bytes);
  } else {
    GLctx.texImage2D(GLctx.TEXTURE_2D, 0, GLctx.RGBA, GLctx.RGBA, GLctx.UNSIGNED_BYTE, source);
  }
  GLctx.bindTexture(GLctx.TEXTURE_2D, null);
});

// What JS parked: 0 nothing, 1 a DOM source or RGBA bytes (vfx_upload_pending_source),
// 2 the planes of a YUV 4:2:0 frame (vfx_upload_pending_planes).
EM_JS(int, vfx_pending_source_kind, (), {
  const source = Module["vfxPendingSource"];
  if (!source) return 0;
  return source.planes ? 2 : 1;
});

// Uploads the three planes of the YUV 4:2:0 frame JS parked on the module
// ({bytes, planes: [{offset, stride}] x3, width, height, kr, kb, fullRange};
// renderer.js uploadSource) into three R8 textures of the right sizes, and
// writes its colour matrix to params: kr, kb, full range (0 or 1).
EM_JS(void, vfx_upload_pending_planes, (int y, int u, int v, float* params), {
  const source = Module["vfxPendingSource"];
  const gl = GLctx;
  const cw = (source.width + 1) >> 1, ch = (source.height + 1) >> 1;
  const sizes = [[source.width, source.height], [cw, ch], [cw, ch]];
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  [y, u, v].forEach((texture, i) => {
    gl.bindTexture(gl.TEXTURE_2D, GL.textures[texture]);
    gl.pixelStorei(gl.UNPACK_ROW_LENGTH, source.planes[i].stride);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, sizes[i][0], sizes[i][1], gl.RED, gl.UNSIGNED_BYTE, source.bytes,
                     source.planes[i].offset);
  });
  gl.pixelStorei(gl.UNPACK_ROW_LENGTH, 0);
  gl.bindTexture(gl.TEXTURE_2D, null);
  HEAPF32[params >> 2] = source.kr;
  HEAPF32[(params >> 2) + 1] = source.kb;
  HEAPF32[(params >> 2) + 2] = source.fullRange ? 1 : 0;
});
// clang-format on

namespace vfx::web {

StatusOr<std::unique_ptr<WebEngine>> WebEngine::Create(int context_handle, const std::string& model, bool software) {
  std::unique_ptr<WebEngine> engine(new WebEngine());
  ASSIGN_OR_RETURN(engine->context_, gl::GlContext::Adopt(context_handle));
  ASSIGN_OR_RETURN(engine->capabilities_, gl::QueryCapabilities());
  RETURN_IF_ERROR(gl::CheckRequired(engine->capabilities_));
  // Code shaped for CPU rasterizers on SwiftShader, for GPUs everywhere else.
  engine->plan_variant_ =
      nn::VariantForRenderer(software || gl::IsSoftwareRendererName(engine->capabilities_.renderer));
  ASSIGN_OR_RETURN(nn::ModelPlan plan, nn::BuildModelPlan(model, engine->plan_variant_));
  pipeline::PipelineOptions options;
  options.activation_format = gl::ActivationFormat(engine->capabilities_);
  if (engine->plan_variant_ == nn::PlanVariant::kSoftwareRenderer) {
    // CPU rasterizers pay for every tap (nodes/effect_parameters.h).
    options.refine.radius = nodes::kSoftwareRefineRadius;
  }
  nn::PlanRunnerOptions runner;
  runner.activation_format = options.activation_format;
  ASSIGN_OR_RETURN(runner.passes, gl::ResolvePassKind(options.passes));
  // The face detector: its runner is made at the first frame with a face effect.
  ASSIGN_OR_RETURN(nn::ModelPlan face_plan, nn::BuildFaceDetectorPlan());
  // The net at its small input, for levels 2 and 3 on a GPU slower than the camera (quality_ladder.h).
  ASSIGN_OR_RETURN(std::optional<nn::ModelPlan> small_plan, nn::BuildSmallModelPlan(model, engine->plan_variant_));
  ASSIGN_OR_RETURN(engine->executor_, executors::GlPassListExecutor::Create(plan, runner, &face_plan,
                                                                            small_plan ? &*small_plan : nullptr));
  const std::optional<nodes::NetShape>& small = engine->executor_->small_net_shape();
  ASSIGN_OR_RETURN(engine->frames_,
                   pipeline::RecordedFrames::Create(engine->executor_->net_shape(), options,
                                                    &*engine->executor_->face_shape(), small ? &*small : nullptr));
  // Every program compiled now, in create(): none in the frame path.
  ASSIGN_OR_RETURN(std::vector<pipeline::ProgramUse> programs, engine->frames_->EveryProgram());
  RETURN_IF_ERROR(engine->context_->MakeCurrent());
  RETURN_IF_ERROR(engine->executor_->Prepare(programs));
  ASSIGN_OR_RETURN(engine->present_,
                   nodes::GpuPass::Create("copy.frag", gl::TextureFormat::kRgba8, gl::PassKind::kFragment));
  ASSIGN_OR_RETURN(engine->yuv_to_rgb_,
                   nodes::GpuPass::Create("i420_to_rgba.frag", gl::TextureFormat::kRgba8, gl::PassKind::kFragment));
  engine->gpu_timer_ = std::make_unique<pipeline::StageGpuTimer>();
  WebEngine* e = engine.get();
  engine->executor_->set_stage_hooks([e](const std::string& stage) { e->EnterStage(stage); }, [e] { e->LeaveStage(); });
  return engine;
}

WebEngine::~WebEngine() {
  // GL objects must go while their context is current.
  if (context_) (void)context_->MakeCurrent();
}

Status WebEngine::SetStageSync(bool on) {
  stage_sync_ = on;
  if (!on) return Status::Ok();
  RETURN_IF_ERROR(context_->MakeCurrent());
  return sync_target_.Ensure(1, 1, gl::TextureFormat::kRgba8, false);
}

void WebEngine::WaitForGpu() {
  uint8_t texel[4];
  glBindFramebuffer(GL_READ_FRAMEBUFFER, sync_target_.framebuffer().id());
  glReadPixels(0, 0, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, texel);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
}

void WebEngine::EnterStage(const std::string& stage) {
  stage_start_ms_ = emscripten_get_now();
  gpu_timer_->Enter(stage);
  // A stage that ran before in this frame (composite_blur records the light's
  // local mean, then the composite) adds up under its one name.
  for (size_t i = 0; i < stages_.size(); ++i) {
    if (stages_[i].name == stage) {
      current_stage_ = i;
      return;
    }
  }
  current_stage_ = stages_.size();
  stages_.push_back({stage, 0});
}

void WebEngine::LeaveStage() {
  if (stage_sync_) WaitForGpu();
  gpu_timer_->Leave();
  if (current_stage_ < stages_.size()) stages_[current_stage_].ms += emscripten_get_now() - stage_start_ms_;
}

Status WebEngine::SetBackgroundImage(const uint8_t* rgba, int width, int height) {
  return frames_->WithContext([&] { return frames_->pipeline().SetBackgroundImage(rgba, width, height); });
}

Status WebEngine::SetBackgroundColor(float r, float g, float b) {
  return frames_->pipeline().SetBackgroundColor(r, g, b);
}

Status WebEngine::SetFrameTime(double seconds) { return frames_->pipeline().SetFrameTime(seconds); }

Status WebEngine::SetQuality(int level) {
  return frames_->WithContext([&] { return frames_->pipeline().SetQuality(level); });
}

Status WebEngine::ProcessFrame(int width, int height) {
  if (width <= 0 || height <= 0 || width > capabilities_.max_texture_size || height > capabilities_.max_texture_size) {
    return InvalidArgumentError("frame size " + std::to_string(width) + "x" + std::to_string(height) +
                                " is not supported");
  }
  if (vfx_pending_source_kind() == 0) return InvalidArgumentError("no frame source was given");
  stages_.clear();
  const double start = emscripten_get_now();
  StatusOr<int> version = frames_->RecordFrame(width, height);
  stages_.push_back({"record", emscripten_get_now() - start});
  RETURN_IF_ERROR(version.status());
  RETURN_IF_ERROR(context_->MakeCurrent());
  gpu_timer_->BeginFrame();
  executors::FrameIo io;
  io.upload = [this](int w, int h) { return UploadSource(w, h); };
  io.present = [this](const gl::Texture& output) { return Present(output); };
  StatusOr<const gl::Texture*> presented = executor_->Run(*frames_, io);
  gpu_timer_->EndFrame();
  return presented.status();
}

StatusOr<const gl::Texture*> WebEngine::UploadSource(int width, int height) {
  if (vfx_pending_source_kind() == 2) return UploadPlanes(width, height);
  if (!input_.valid() || input_.width() != width || input_.height() != height) {
    ASSIGN_OR_RETURN(input_,
                     gl::Texture::Create(width, height, gl::TextureFormat::kRgba8, gl::Texture::Storage::kMutable));
    RETURN_IF_ERROR(input_.SetLinearFiltering(true));
  }
  vfx_upload_pending_source(static_cast<int>(input_.id()));
  return &input_;
}

Status WebEngine::Present(const gl::Texture& output) {
  // Textures hold rows top-down, the canvas's GL origin is bottom-left.
  int canvas_width = 0, canvas_height = 0;
  emscripten_webgl_get_drawing_buffer_size(emscripten_webgl_get_current_context(), &canvas_width, &canvas_height);
  return present_.Use()
      .Texture("u_source", 0, output)
      .Int("u_flip_y", 1)
      .Draw(gl::Framebuffer::Default(canvas_width, canvas_height));
}

StatusOr<const gl::Texture*> WebEngine::UploadPlanes(int width, int height) {
  const int chroma_width = (width + 1) / 2, chroma_height = (height + 1) / 2;
  if (!planes_[0].valid() || planes_[0].width() != width || planes_[0].height() != height) {
    for (int i = 0; i < 3; ++i) {
      const int w = i == 0 ? width : chroma_width, h = i == 0 ? height : chroma_height;
      ASSIGN_OR_RETURN(planes_[i], gl::Texture::Create(w, h, gl::TextureFormat::kR8, gl::Texture::Storage::kImmutable));
      RETURN_IF_ERROR(planes_[i].SetLinearFiltering(true));
    }
  }
  float params[3] = {0, 0, 0};
  vfx_upload_pending_planes(static_cast<int>(planes_[0].id()), static_cast<int>(planes_[1].id()),
                            static_cast<int>(planes_[2].id()), params);
  RETURN_IF_ERROR(rgb_frame_.Ensure(width, height, gl::TextureFormat::kRgba8, true));
  RETURN_IF_ERROR(yuv_to_rgb_.Use()
                      .Texture("u_y", 0, planes_[0])
                      .Texture("u_u", 1, planes_[1])
                      .Texture("u_v", 2, planes_[2])
                      .Float("u_kr", params[0])
                      .Float("u_kb", params[1])
                      .Float("u_full_range", params[2])
                      .Draw(rgb_frame_.framebuffer()));
  return &rgb_frame_.texture();
}

}  // namespace vfx::web
