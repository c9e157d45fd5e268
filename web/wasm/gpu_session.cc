#include "web/wasm/gpu_session.h"

#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <map>

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

nn::PlanVariant GpuSession::plan_variant() const {
  return forced_variant_.value_or(nn::VariantForRenderer(gl::IsSoftwareRendererName(capabilities_.renderer)));
}

StatusOr<nn::PlanRunner*> GpuSession::Runner(const std::string& model) {
  auto it = runners_.find(model);
  if (it != runners_.end()) return it->second.get();
  ASSIGN_OR_RETURN(nn::ModelPlan plan, nn::BuildModelPlan(model, plan_variant()));
  nn::PlanRunnerOptions options;
  // fp32 activations keep the nets on ONNX Runtime's numbers; fp16 where that is all the GPU renders.
  options.activation_format = gl::ActivationFormat(capabilities_);
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

StatusOr<nn::PlanRunner*> GpuSession::UploadAndRun(const std::string& model, const std::vector<float>& rgb) {
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
  return runner;
}

Status GpuSession::SegmentOnGpu(const std::string& model, const std::vector<float>& rgb) {
  return UploadAndRun(model, rgb).status();
}

StatusOr<std::optional<std::vector<float>>> GpuSession::ReadMaskPacked(const nn::PlanRunner& runner) {
  const nn::ModelPlan& plan = runner.plan();
  const tensor::TextureLayout& layout = runner.layout(plan.output);
  if (!layout.single_plane()) {
    return std::optional<std::vector<float>>();
  }
  const int width = layout.shape().width, height = layout.shape().height;
  const int packed_width = (width + 3) / 4;
  if (!pack_) {
    ASSIGN_OR_RETURN(nodes::GpuPass pass, nodes::GpuPass::Create("mask_pack.frag", gl::TextureFormat::kRgba32F,
                                                                 gl::PassKind::kFragment));
    pack_ = std::move(pass);
  }
  RETURN_IF_ERROR(packed_.Ensure(packed_width, height, gl::TextureFormat::kRgba32F, false));
  RETURN_IF_ERROR(pack_->Use()
      .Texture("u_mask", 0, runner.output_texture())
      .Int("u_channel", layout.Locate(0, 0, plan.output_channel).component)
      .Int("u_width", width)
      .Draw(packed_.framebuffer()));
  std::vector<float> texels(static_cast<size_t>(packed_width) * height * 4);
  RETURN_IF_ERROR(packed_.framebuffer().ReadPixels(0, texels.data()));
  std::vector<float> mask(static_cast<size_t>(width) * height);
  for (int y = 0; y < height; ++y) {
    std::copy_n(texels.begin() + static_cast<size_t>(y) * packed_width * 4, width, mask.begin() + static_cast<size_t>(y) * width);
  }
  return std::optional<std::vector<float>>(std::move(mask));
}

StatusOr<nn::PlanRunner*> GpuSession::UploadRgbaAndRun(const std::string& model, const uint8_t* rgba, size_t size) {
  RETURN_IF_ERROR(context_->MakeCurrent());
  ASSIGN_OR_RETURN(nn::PlanRunner * runner, Runner(model));
  const nn::ModelPlan& plan = runner->plan();
  const tensor::Shape in = plan.tensors[plan.input].shape;
  const tensor::TextureLayout& layout = runner->layout(plan.input);
  if (size != static_cast<size_t>(in.height) * in.width * 4) {
    return InvalidArgumentError("model '" + model + "' takes " + std::to_string(in.width) + "x" +
                                std::to_string(in.height) + " RGBA bytes, got " + std::to_string(size));
  }
  if (!layout.single_plane()) {
    return UnimplementedError("model '" + model + "' input is not a single RGB texture");
  }
  RETURN_IF_ERROR(nodes::EnsureTexture(rgba_input_, in.width, in.height, gl::TextureFormat::kRgba8, false));
  RETURN_IF_ERROR(rgba_input_.Upload(rgba));
  if (!widen_) {
    ASSIGN_OR_RETURN(nodes::GpuPass pass, nodes::GpuPass::Create("rgba8_to_rgb.frag", runner->textures(plan.input)[0].format(),
                                                                 gl::PassKind::kFragment));
    widen_ = std::move(pass);
  }
  auto target = input_targets_.find(runner);
  if (target == input_targets_.end()) {
    ASSIGN_OR_RETURN(gl::Framebuffer fb, gl::Framebuffer::Create({&runner->textures(plan.input)[0]}));
    target = input_targets_.emplace(runner, std::move(fb)).first;
  }
  RETURN_IF_ERROR(widen_->Use().Texture("u_rgba", 0, rgba_input_).Draw(target->second));
  RETURN_IF_ERROR(runner->Run());
  return runner;
}

Status GpuSession::SegmentRgbaOnGpu(const std::string& model, const uint8_t* rgba, size_t size) {
  return UploadRgbaAndRun(model, rgba, size).status();
}

StatusOr<std::vector<float>> GpuSession::SegmentRgba(const std::string& model, const uint8_t* rgba, size_t size) {
  ASSIGN_OR_RETURN(nn::PlanRunner * runner, UploadRgbaAndRun(model, rgba, size));
  return ReadMask(*runner);
}

StatusOr<std::vector<float>> GpuSession::Segment(const std::string& model, const std::vector<float>& rgb) {
  ASSIGN_OR_RETURN(nn::PlanRunner * runner, UploadAndRun(model, rgb));
  return ReadMask(*runner);
}

StatusOr<std::vector<float>> GpuSession::ReadMask(const nn::PlanRunner& runner) {
  if (packed_readback_) {
    ASSIGN_OR_RETURN(std::optional<std::vector<float>> mask, ReadMaskPacked(runner));
    if (mask) return std::move(*mask);
  }
  const nn::ModelPlan& plan = runner.plan();
  ASSIGN_OR_RETURN(std::vector<float> out,
                   tensor::Download(runner.layout(plan.output), runner.textures(plan.output)));
  const tensor::Shape shape = plan.tensors[plan.output].shape;
  std::vector<float> mask(static_cast<size_t>(shape.height) * shape.width);
  for (size_t i = 0; i < mask.size(); ++i) mask[i] = out[i * shape.channels + plan.output_channel];
  return mask;
}

StatusOr<std::vector<GpuSession::PassTime>> GpuSession::ProfilePasses(const std::string& model, int runs) {
  if (runs < 1 || runs > 1000) return InvalidArgumentError("runs must be in 1..1000, got " + std::to_string(runs));
  RETURN_IF_ERROR(context_->MakeCurrent());
  ASSIGN_OR_RETURN(nn::PlanRunner * runner, Runner(model));
  const nn::ModelPlan& plan = runner->plan();
  const tensor::Shape in = plan.tensors[plan.input].shape;
  RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input),
                                 std::vector<float>(static_cast<size_t>(in.height) * in.width * in.channels, 0.5f),
                                 runner->mutable_textures(plan.input)));
  std::vector<gl::Framebuffer> readers;
  for (const nn::PassDesc& pass : plan.passes) {
    ASSIGN_OR_RETURN(gl::Framebuffer fb, gl::Framebuffer::Create({&runner->textures(pass.output)[0]}));
    readers.push_back(std::move(fb));
  }
  // Run 0 is each pass's first draw (first_ms); the median is over runs 1..runs.
  std::vector<std::vector<double>> samples(plan.passes.size());
  float texel[4];
  for (int r = 0; r <= runs; ++r) {
    for (size_t p = 0; p < plan.passes.size(); ++p) {
      const double start = emscripten_get_now();
      RETURN_IF_ERROR(runner->RunPass(static_cast<int>(p)));
      glBindFramebuffer(GL_READ_FRAMEBUFFER, readers[p].id());
      glReadPixels(0, 0, 1, 1, GL_RGBA, GL_FLOAT, texel);
      samples[p].push_back(emscripten_get_now() - start);
    }
  }
  glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
  std::vector<PassTime> result;
  for (size_t p = 0; p < plan.passes.size(); ++p) {
    std::vector<double>& v = samples[p];
    const double first = v.front();
    std::sort(v.begin() + 1, v.end());
    result.push_back({plan.passes[p].name, plan.passes[p].macs, v[1 + (v.size() - 1) / 2], first});
  }
  return result;
}

Status GpuSession::StartPassTimers(const std::string& model, int runs) {
  if (runs < 1 || runs > 100) return InvalidArgumentError("runs must be in 1..100, got " + std::to_string(runs));
  RETURN_IF_ERROR(context_->MakeCurrent());
  ASSIGN_OR_RETURN(nn::PlanRunner * runner, Runner(model));
  if (!timers_) {
    ASSIGN_OR_RETURN(gl::TimerQueries timers, gl::TimerQueries::Create());
    timers_ = std::move(timers);
  }
  const nn::ModelPlan& plan = runner->plan();
  const tensor::Shape in = plan.tensors[plan.input].shape;
  RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input),
                                 std::vector<float>(static_cast<size_t>(in.height) * in.width * in.channels, 0.5f),
                                 runner->mutable_textures(plan.input)));
  RETURN_IF_ERROR(runner->Run());  // programs built, caches warm
  timers_->Reset();
  for (int r = 0; r < runs; ++r) {
    for (size_t p = 0; p < plan.passes.size(); ++p) {
      timers_->Begin();
      Status ran = runner->RunPass(static_cast<int>(p));
      timers_->End();
      RETURN_IF_ERROR(ran);
    }
  }
  timed_runner_ = runner;
  timed_runs_ = runs;
  return Status::Ok();
}

StatusOr<std::optional<std::vector<GpuSession::PassTime>>> GpuSession::ReadPassTimers() {
  if (!timers_ || timed_runner_ == nullptr) return InvalidArgumentError("ReadPassTimers before StartPassTimers");
  RETURN_IF_ERROR(context_->MakeCurrent());
  ASSIGN_OR_RETURN(std::optional<std::vector<double>> ms, timers_->Poll());
  if (!ms) return std::optional<std::vector<PassTime>>();
  const nn::ModelPlan& plan = timed_runner_->plan();
  const size_t passes = plan.passes.size();
  std::vector<PassTime> result;
  for (size_t p = 0; p < passes; ++p) {
    std::vector<double> v;
    for (int r = 0; r < timed_runs_; ++r) v.push_back((*ms)[r * passes + p]);
    std::sort(v.begin(), v.end());
    result.push_back({plan.passes[p].name, plan.passes[p].macs, v[v.size() / 2], 0});
  }
  return std::optional<std::vector<PassTime>>(std::move(result));
}

}  // namespace vfx::web
