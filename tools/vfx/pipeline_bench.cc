#include "tools/vfx/pipeline_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

#include "src/executors/gl_pass_list_executor.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/gl/framebuffer.h"
#include "src/gl/pixel_program.h"
#include "src/nn/model_registry.h"

namespace vfx::tools {
namespace {

struct Summary {
  double median = 0, p90 = 0;
};

Summary Summarise(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  if (v.empty()) return {};
  return {v[v.size() / 2], v[std::min(v.size() - 1, v.size() * 9 / 10)]};
}

// Nearest-neighbour resize: the benchmark needs pixels of the right size, not quality.
image::Image Resize(const image::Image& in, int w, int h) {
  image::Image out{w, h, std::vector<uint8_t>(static_cast<size_t>(w) * h * 4)};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const uint8_t* p = &in.rgba[(static_cast<size_t>(y * in.height / h) * in.width + x * in.width / w) * 4];
      std::copy(p, p + 4, &out.rgba[(static_cast<size_t>(y) * w + x) * 4]);
    }
  return out;
}

void PrintJson(const std::string& case_name, const std::string& variant, const Summary& s, int runs,
               gl::PassKind passes) {
  std::printf(
      "{\"suite\":\"pipeline\",\"case\":\"%s\",\"variant\":\"%s\",\"passes\":\"%s\",\"median_ms\":%.3f,"
      "\"p90_ms\":%.3f,\"runs\":%d}\n",
      case_name.c_str(), variant.c_str(), gl::PassKindName(passes), s.median, s.p90, runs);
}

}  // namespace

Status RunPipelineBench(const BenchOptions& options, const image::Image& sample) {
  ASSIGN_OR_RETURN(std::unique_ptr<gl::GlContext> context, gl::GlContext::Create());
  ASSIGN_OR_RETURN(gl::Capabilities caps, gl::QueryCapabilities());
  RETURN_IF_ERROR(gl::CheckRequired(caps));
  ASSIGN_OR_RETURN(nn::ModelPlan plan, nn::BuildModelPlan(options.model));
  ASSIGN_OR_RETURN(std::optional<nn::ModelPlan> small_plan, nn::BuildSmallModelPlan(options.model));
  const nn::ModelPlan* small = small_plan ? &*small_plan : nullptr;
  pipeline::PipelineOptions pipeline_options;
  pipeline_options.activation_format = gl::ActivationFormat(caps);
  ASSIGN_OR_RETURN(pipeline_options.passes, gl::ResolvePassKind(options.passes));
  ASSIGN_OR_RETURN(std::unique_ptr<pipeline::EffectsPipeline> pipe,
                   pipeline::EffectsPipeline::Create(plan, pipeline_options, nullptr, small));
  RETURN_IF_ERROR(pipe->SetEffect(options.effect));
  // The same frames as pass lists: recorded by the graph, run by the GL
  // executor (the WebGL2 engine's path); "whole_pass_list" beside "whole".
  nn::PlanRunnerOptions runner;
  runner.activation_format = pipeline_options.activation_format;
  runner.passes = pipeline_options.passes;
  ASSIGN_OR_RETURN(std::unique_ptr<executors::GlPassListExecutor> executor,
                   executors::GlPassListExecutor::Create(plan, runner, nullptr, small));
  ASSIGN_OR_RETURN(
      std::unique_ptr<pipeline::RecordedFrames> recorded,
      pipeline::RecordedFrames::Create(executor->net_shape(), pipeline_options, nullptr,
                                       executor->small_net_shape() ? &*executor->small_net_shape() : nullptr));
  RETURN_IF_ERROR(context->MakeCurrent());
  RETURN_IF_ERROR(recorded->pipeline().SetEffect(options.effect));
  std::fprintf(stderr, "bench: %s, model %s, %s passes, on %s\n", pipeline::EffectName(options.effect.effect),
               options.model.c_str(), gl::PassKindName(pipeline_options.passes), caps.renderer.c_str());
  for (auto [w, h] : options.sizes) {
    image::Image frame = Resize(sample, w, h);
    RETURN_IF_ERROR(pipe->UploadFrame(frame.rgba.data(), w, h));
    const std::string case_name =
        std::string(pipeline::EffectName(options.effect.effect)) + "_" + std::to_string(w) + "x" + std::to_string(h);
    gl::Framebuffer readback;
    GLuint readback_texture = 0;
    const gl::Texture* readback_source = nullptr;
    auto finish = [&](const gl::Texture& out) -> Status {
      if (out.id() != readback_texture || &out != readback_source) {
        ASSIGN_OR_RETURN(readback, gl::Framebuffer::Create({&out}));
        readback_texture = out.id();
        readback_source = &out;
      }
      glFinish();
      uint8_t pixel[4];
      glBindFramebuffer(GL_READ_FRAMEBUFFER, readback.id());  // Render() made compute writes visible
      glReadPixels(0, 0, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, pixel);
      glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
      return Status::Ok();
    };
    // Whole pipeline, no per-stage syncs.
    pipe->graph().set_sync_hook(nullptr);
    std::vector<double> whole;
    for (int i = 0; i < options.warmup + options.runs; ++i) {
      auto start = std::chrono::steady_clock::now();
      ASSIGN_OR_RETURN(nodes::FrameRef out, pipe->Render());
      RETURN_IF_ERROR(finish(*out.texture));
      if (i >= options.warmup) {
        whole.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      }
    }
    PrintJson(case_name, "whole", Summarise(whole), options.runs, pipeline_options.passes);
    // Uploaded once, as "whole" does: both time the passes, not the frame's trip from memory.
    ASSIGN_OR_RETURN(gl::Texture camera, gl::Texture::Create(w, h, gl::TextureFormat::kRgba8));
    RETURN_IF_ERROR(camera.SetLinearFiltering(true));
    RETURN_IF_ERROR(camera.Upload(frame.rgba.data()));
    executors::FrameIo io;
    io.upload = [&camera](int, int) -> StatusOr<const gl::Texture*> { return &camera; };
    std::vector<double> listed;
    for (int i = 0; i < options.warmup + options.runs; ++i) {
      auto start = std::chrono::steady_clock::now();
      RETURN_IF_ERROR(recorded->RecordFrame(w, h).status());
      RETURN_IF_ERROR(context->MakeCurrent());
      ASSIGN_OR_RETURN(const gl::Texture* out, executor->Run(*recorded, io));
      RETURN_IF_ERROR(finish(*out));
      if (i >= options.warmup) {
        listed.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      }
    }
    PrintJson(case_name, "whole_pass_list", Summarise(listed), options.runs, pipeline_options.passes);
    // Per stage: glFinish after every node, exclusive times.
    pipe->graph().set_sync_hook([] { glFinish(); });
    std::map<std::string, std::vector<double>> stages;
    std::vector<std::string> order;
    for (int i = 0; i < options.warmup + options.runs; ++i) {
      ASSIGN_OR_RETURN(nodes::FrameRef out, pipe->Render());
      RETURN_IF_ERROR(finish(*out.texture));
      if (i < options.warmup) continue;
      for (const graph::NodeTiming& t : pipe->graph().timings()) {
        if (stages[t.name].empty() && i == options.warmup) order.push_back(t.name);
        stages[t.name].push_back(t.ms);
      }
    }
    for (const std::string& name : order)
      PrintJson(case_name, name, Summarise(stages[name]), options.runs, pipeline_options.passes);
  }
  return Status::Ok();
}

}  // namespace vfx::tools
