#include "web/wasm/gpu_session.h"

#include <emscripten/html5.h>

#include "shaders/shader_library.h"
#include "src/gl/gl_check.h"
#include "src/nn/model_registry.h"
#include "src/tensor/tensor_io.h"

namespace vfx::web {
namespace {

StatusOr<gl::Program> LoadProgram(const char* fragment) {
  ASSIGN_OR_RETURN(std::string_view vs, shaders::Get("fullscreen.vert"));
  ASSIGN_OR_RETURN(std::string_view fs, shaders::Get(fragment));
  return gl::Program::Create(fragment, vs, fs);
}

}  // namespace

StatusOr<std::unique_ptr<GpuSession>> GpuSession::Create(const std::string& canvas_selector) {
  std::unique_ptr<GpuSession> session(new GpuSession());
  gl::ContextOptions options;
  options.canvas_selector = canvas_selector;
  options.preserve_drawing_buffer = true;
  ASSIGN_OR_RETURN(session->context_, gl::GlContext::Create(options));
  ASSIGN_OR_RETURN(session->capabilities_, gl::QueryCapabilities());
  RETURN_IF_ERROR(gl::CheckRequired(session->capabilities_));
  ASSIGN_OR_RETURN(session->blur_, LoadProgram("gaussian_blur.frag"));
  ASSIGN_OR_RETURN(session->copy_, LoadProgram("copy.frag"));
  ASSIGN_OR_RETURN(session->mrt_, LoadProgram("mrt4_selftest.frag"));
  return session;
}

StatusOr<MrtSelfTestResult> GpuSession::RunMrtSelfTest(int width, int height) {
  RETURN_IF_ERROR(context_->MakeCurrent());
  MrtSelfTestResult result;
  result.width = width;
  result.height = height;
  result.input.resize(static_cast<size_t>(width) * height * 4);
  for (size_t i = 0; i < result.input.size(); ++i) {
    result.input[i] = static_cast<float>(i % 29) * 0.25f - 3.0f;  // exact in fp16
  }
  ASSIGN_OR_RETURN(gl::Texture input, gl::Texture::Create(width, height, gl::TextureFormat::kRgba16F));
  RETURN_IF_ERROR(input.Upload(result.input.data()));
  std::vector<gl::Texture> targets;
  for (int k = 0; k < 4; ++k) {
    ASSIGN_OR_RETURN(gl::Texture t, gl::Texture::Create(width, height, gl::TextureFormat::kRgba16F));
    targets.push_back(std::move(t));
  }
  ASSIGN_OR_RETURN(gl::Framebuffer fb,
                   gl::Framebuffer::Create({&targets[0], &targets[1], &targets[2], &targets[3]}));
  fb.BindForDraw();
  mrt_.Use();
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, input.id());
  glUniform1i(mrt_.UniformLocation("u_input"), 0);
  gl::DrawFullscreenTriangle();
  for (int k = 0; k < 4; ++k) {
    std::vector<float> out(result.input.size());
    RETURN_IF_ERROR(fb.ReadPixels(k, out.data()));
    result.targets.push_back(std::move(out));
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  return result;
}

Status GpuSession::EnsureBlurTargets(int width, int height) {
  if (source_.valid() && source_.width() == width && source_.height() == height) {
    return Status::Ok();
  }
  ASSIGN_OR_RETURN(source_, gl::Texture::Create(width, height, gl::TextureFormat::kRgba8));
  ASSIGN_OR_RETURN(horizontal_, gl::Texture::Create(width, height, gl::TextureFormat::kRgba8));
  ASSIGN_OR_RETURN(vertical_, gl::Texture::Create(width, height, gl::TextureFormat::kRgba8));
  for (gl::Texture* t : {&source_, &horizontal_, &vertical_}) RETURN_IF_ERROR(t->SetLinearFiltering(true));
  ASSIGN_OR_RETURN(horizontal_fb_, gl::Framebuffer::Create({&horizontal_}));
  ASSIGN_OR_RETURN(vertical_fb_, gl::Framebuffer::Create({&vertical_}));
  return Status::Ok();
}

Status GpuSession::BlurToCanvas(const std::vector<unsigned char>& rgba, int width, int height,
                                float sigma) {
  if (width <= 0 || height <= 0 || rgba.size() != static_cast<size_t>(width) * height * 4) {
    return InvalidArgumentError("image of " + std::to_string(rgba.size()) + " bytes is not " +
                                std::to_string(width) + "x" + std::to_string(height) + " RGBA");
  }
  if (!(sigma >= 0.5f && sigma <= 32.0f)) {
    return InvalidArgumentError("blur sigma must be in 0.5..32, got " + std::to_string(sigma));
  }
  RETURN_IF_ERROR(context_->MakeCurrent());
  RETURN_IF_ERROR(EnsureBlurTargets(width, height));
  RETURN_IF_ERROR(source_.Upload(rgba.data()));

  blur_.Use();
  glUniform1i(blur_.UniformLocation("u_source"), 0);
  glUniform1f(blur_.UniformLocation("u_sigma"), sigma);
  glActiveTexture(GL_TEXTURE0);
  horizontal_fb_.BindForDraw();
  glBindTexture(GL_TEXTURE_2D, source_.id());
  glUniform2f(blur_.UniformLocation("u_direction"), 1.0f / width, 0.0f);
  gl::DrawFullscreenTriangle();
  vertical_fb_.BindForDraw();
  glBindTexture(GL_TEXTURE_2D, horizontal_.id());
  glUniform2f(blur_.UniformLocation("u_direction"), 0.0f, 1.0f / height);
  gl::DrawFullscreenTriangle();

  int canvas_width = 0, canvas_height = 0;
  emscripten_webgl_get_drawing_buffer_size(emscripten_webgl_get_current_context(), &canvas_width,
                                           &canvas_height);
  gl::Framebuffer::Default(canvas_width, canvas_height).BindForDraw();
  copy_.Use();
  glUniform1i(copy_.UniformLocation("u_source"), 0);
  // Image rows arrive top-down; the canvas's GL origin is bottom-left.
  glUniform1i(copy_.UniformLocation("u_flip_y"), 1);
  glBindTexture(GL_TEXTURE_2D, vertical_.id());
  gl::DrawFullscreenTriangle();
  return gl::CheckGlError("BlurToCanvas", __FILE__, __LINE__);
}

StatusOr<nn::PlanRunner*> GpuSession::Runner(const std::string& model) {
  auto it = runners_.find(model);
  if (it != runners_.end()) return it->second.get();
  ASSIGN_OR_RETURN(nn::ModelPlan plan, nn::BuildModelPlan(model));
  nn::PlanRunnerOptions options;
  // fp32 activations keep the nets on ONNX Runtime's numbers; fp16 where that is all the GPU renders.
  options.activation_format =
      capabilities_.float32_render ? gl::TextureFormat::kRgba32F : gl::TextureFormat::kRgba16F;
  ASSIGN_OR_RETURN(std::unique_ptr<nn::PlanRunner> runner, nn::PlanRunner::Create(plan, options));
  nn::PlanRunner* raw = runner.get();
  runners_[model] = std::move(runner);
  return raw;
}

StatusOr<tensor::Shape> GpuSession::ModelInputShape(const std::string& model) {
  RETURN_IF_ERROR(context_->MakeCurrent());
  ASSIGN_OR_RETURN(nn::PlanRunner * runner, Runner(model));
  return runner->plan().tensors[runner->plan().input].shape;
}

StatusOr<std::vector<float>> GpuSession::Segment(const std::string& model, const std::vector<float>& rgb) {
  RETURN_IF_ERROR(context_->MakeCurrent());
  ASSIGN_OR_RETURN(nn::PlanRunner * runner, Runner(model));
  const nn::ModelPlan& plan = runner->plan();
  const tensor::Shape in = plan.tensors[plan.input].shape;
  if (rgb.size() != static_cast<size_t>(in.height) * in.width * in.channels) {
    return InvalidArgumentError("model '" + model + "' takes " + std::to_string(in.width) + "x" +
                                std::to_string(in.height) + "x" + std::to_string(in.channels) +
                                " floats, got " + std::to_string(rgb.size()));
  }
  RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input), rgb, runner->mutable_textures(plan.input)));
  RETURN_IF_ERROR(runner->Run());
  ASSIGN_OR_RETURN(std::vector<float> out,
                   tensor::Download(runner->layout(plan.output), runner->textures(plan.output)));
  const tensor::Shape shape = plan.tensors[plan.output].shape;
  std::vector<float> mask(static_cast<size_t>(shape.height) * shape.width);
  for (size_t i = 0; i < mask.size(); ++i) mask[i] = out[i * shape.channels + plan.output_channel];
  return mask;
}

}  // namespace vfx::web
