#include "src/nn/plan_runner.h"

#include <map>
#include <string>
#include <tuple>
#include <utility>

#include "src/core/half.h"
#include "src/gl/capabilities.h"
#include "src/gl/gl_check.h"

namespace vfx::nn {

StatusOr<std::unique_ptr<PlanRunner>> PlanRunner::Create(const ModelPlan& plan, const PlanRunnerOptions& options) {
  if (options.activation_format == gl::TextureFormat::kRgba8) {
    return InvalidArgumentError("activations need a float format, not RGBA8");
  }
  std::unique_ptr<PlanRunner> runner(new PlanRunner());
  runner->plan_ = plan;
  ASSIGN_OR_RETURN(runner->pass_kind_, gl::ResolvePassKind(options.passes));
  const int tensor_count = static_cast<int>(plan.tensors.size());
  auto valid_tensor = [tensor_count](int index) { return index >= 0 && index < tensor_count; };
  if (!valid_tensor(plan.input) || !valid_tensor(plan.output)) {
    return InvalidArgumentError("plan '" + plan.name + "' has no valid input or output tensor");
  }
  for (int output : plan.outputs) {
    if (!valid_tensor(output)) {
      return InvalidArgumentError("plan '" + plan.name + "' lists output tensor " + std::to_string(output) + " of " +
                                  std::to_string(tensor_count));
    }
  }
  GLint gpu_max = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &gpu_max);
  for (const TensorDesc& t : plan.tensors) {
    // The tiling the generator baked into the GLSL, whatever this GPU's limit.
    StatusOr<tensor::TextureLayout> layout = tensor::TextureLayout::Create(t.shape, t.packing, plan.max_texture_size);
    if (!layout.ok()) return layout.status().WithContext("plan '" + plan.name + "' tensor '" + t.name + "'");
    if (layout->texture_width() > gpu_max || layout->texture_height() > gpu_max) {
      return UnavailableError("plan '" + plan.name + "' tensor '" + t.name + "' needs " +
                              std::to_string(layout->texture_width()) + "x" + std::to_string(layout->texture_height()) +
                              " textures; this GPU allows " + std::to_string(gpu_max));
    }
    std::vector<gl::Texture> textures;
    for (int i = 0; i < layout->texture_count(); ++i) {
      ASSIGN_OR_RETURN(gl::Texture texture, gl::Texture::Create(layout->texture_width(), layout->texture_height(),
                                                                options.activation_format));
      textures.push_back(std::move(texture));
    }
    runner->layouts_.push_back(*layout);
    runner->textures_.push_back(std::move(textures));
  }
  const bool widen_half_weights =
      options.half_weights == PlanRunnerOptions::HalfWeights::kWiden ||
      (options.half_weights == PlanRunnerOptions::HalfWeights::kAuto && gl::CurrentRendererIsSoftware());
  for (const WeightDesc& w : plan.weights) {
    const bool half = !w.rgba_half.empty();
    const size_t count = half ? w.rgba_half.size() : w.rgba_float.size();
    if (count != static_cast<size_t>(w.width) * w.height * 4) {
      return InvalidArgumentError("plan '" + plan.name + "' weight '" + w.name + "' holds " + std::to_string(count) +
                                  " values, not " + std::to_string(w.width) + "x" + std::to_string(w.height) + "x4");
    }
    // Stored as halves where exact (half the download); see PlanRunnerOptions::half_weights.
    if (half && !w.uniform_block && !widen_half_weights) {
      ASSIGN_OR_RETURN(gl::Texture texture, gl::Texture::Create(w.width, w.height, gl::TextureFormat::kRgba16F));
      RETURN_IF_ERROR(texture.UploadHalf(w.rgba_half.data()));
      runner->weights_.push_back(std::move(texture));
      runner->weight_buffers_.emplace_back();
      continue;
    }
    // Floats otherwise: RGBA32F textures, or std140 vec4 arrays (tightly packed floats).
    std::vector<float> widened;
    if (half) {
      widened.resize(count);
      for (size_t i = 0; i < count; ++i) widened[i] = HalfToFloat(w.rgba_half[i]);
    }
    const float* values = half ? widened.data() : w.rgba_float.data();
    if (w.uniform_block) {
      StatusOr<gl::UniformBuffer> buffer = gl::UniformBuffer::Create(values, count * sizeof(float));
      if (!buffer.ok()) return buffer.status().WithContext("plan '" + plan.name + "' weight '" + w.name + "'");
      runner->weight_buffers_.push_back(std::move(buffer).value());
      runner->weights_.emplace_back();
      continue;
    }
    ASSIGN_OR_RETURN(gl::Texture texture, gl::Texture::Create(w.width, w.height, gl::TextureFormat::kRgba32F));
    RETURN_IF_ERROR(texture.Upload(values));
    runner->weights_.push_back(std::move(texture));
    runner->weight_buffers_.emplace_back();
  }
  // Every program is handed to the driver before any is waited for, so they
  // compile in parallel where the driver can (KHR_parallel_shader_compile).
  // Passes with the same source and output formats share one program.
  std::vector<gl::PixelProgram::Pending> pending;
  // The key holds the binding table's names in order too: passes sharing a
  // program share its sampler units, so their tables must agree.
  struct ProgramKey {
    std::string source;
    std::vector<gl::TextureFormat> formats;
    std::vector<std::string> bindings;
    // std::tie, not a defaulted <=>: emscripten's libc++ lacks <=> for strings and vectors.
    bool operator<(const ProgramKey& o) const {
      return std::tie(source, formats, bindings) < std::tie(o.source, o.formats, o.bindings);
    }
  };
  std::map<ProgramKey, int> program_of_code;
  std::vector<int> program_of_pass;
  for (const PassDesc& pass : plan.passes) {
    if (!valid_tensor(pass.output)) {
      return InvalidArgumentError("pass '" + pass.name + "' writes no valid tensor");
    }
    std::vector<gl::TextureFormat> formats;
    for (const gl::Texture& t : runner->textures_[pass.output]) formats.push_back(t.format());
    ProgramKey key{pass.fragment_source, formats, {}};
    for (const PassBinding& b : pass.bindings) key.bindings.push_back(b.name);
    auto [it, added] = program_of_code.emplace(std::move(key), static_cast<int>(pending.size()));
    program_of_pass.push_back(it->second);
    if (!added) continue;
    ASSIGN_OR_RETURN(gl::PixelProgram::Pending started,
                     gl::PixelProgram::Start(pass.name, pass.fragment_source, runner->pass_kind_, formats));
    pending.push_back(std::move(started));
  }
  for (gl::PixelProgram::Pending& started : pending) {
    ASSIGN_OR_RETURN(gl::PixelProgram program, gl::PixelProgram::Finish(std::move(started)));
    runner->programs_.push_back(std::move(program));
  }
  for (size_t p = 0; p < plan.passes.size(); ++p) {
    const PassDesc& pass = plan.passes[p];
    CompiledPass compiled;
    std::vector<const gl::Texture*> targets;
    for (const gl::Texture& t : runner->textures_[pass.output]) targets.push_back(&t);
    compiled.program = program_of_pass[p];
    ASSIGN_OR_RETURN(compiled.target, gl::Framebuffer::Create(targets));
    // Sampler units and block binding points never change: binding k of the
    // pass's table gets the next unit (a sampler) or point (a block), and Draw
    // binds the same resources in the same order.
    const std::string problem = CheckPassBindings(plan, pass);
    if (!problem.empty()) return InvalidArgumentError("plan '" + plan.name + "' " + problem);
    const gl::PixelProgram& program = runner->programs_[compiled.program];
    program.Use();
    GLuint unit = 0, block_point = 0;
    for (const PassBinding& b : pass.bindings) {
      const int resource = b.kind == PassBinding::Kind::kTensor ? pass.inputs[static_cast<size_t>(b.index)]
                                                                : pass.weights[static_cast<size_t>(b.index)];
      if (b.kind == PassBinding::Kind::kWeightBlock) {
        const GLuint index = glGetUniformBlockIndex(program.program().id(), b.name.c_str());
        if (index == GL_INVALID_INDEX) {
          return InternalError("pass '" + pass.name + "' has no uniform block " + b.name);
        }
        glUniformBlockBinding(program.program().id(), index, block_point);
        compiled.blocks.push_back({block_point++, resource});
        continue;
      }
      // A sampler the compiler dropped as unused has no location; glUniform1i(-1) is a no-op.
      glUniform1i(program.UniformLocation(b.name.c_str()), static_cast<GLint>(unit));
      const gl::Texture& texture = b.kind == PassBinding::Kind::kTensor
                                       ? runner->textures_[static_cast<size_t>(resource)][static_cast<size_t>(b.plane)]
                                       : runner->weights_[static_cast<size_t>(resource)];
      compiled.textures.push_back({unit++, texture.id()});
    }
    RETURN_IF_ERROR(gl::CheckGlError(("set up pass " + pass.name).c_str(), __FILE__, __LINE__));
    runner->passes_.push_back(std::move(compiled));
  }
  glUseProgram(0);
  for (const ModelPlan::Recurrent& r : plan.recurrent) {
    auto same_layout = [&plan](int a, int b) {
      const TensorDesc &x = plan.tensors[static_cast<size_t>(a)], &y = plan.tensors[static_cast<size_t>(b)];
      return x.shape.height == y.shape.height && x.shape.width == y.shape.width &&
             x.shape.channels == y.shape.channels && x.packing == y.packing;
    };
    if (!valid_tensor(r.input) || !valid_tensor(r.output) || r.input == r.output || !same_layout(r.input, r.output)) {
      return InvalidArgumentError("plan '" + plan.name + "' pairs recurrent tensors " + std::to_string(r.input) +
                                  " and " + std::to_string(r.output) + " of different layouts");
    }
    for (size_t i = 0; i < runner->textures_[r.input].size(); ++i) {
      StateCopy copy;
      ASSIGN_OR_RETURN(copy.from, gl::Framebuffer::Create({&runner->textures_[r.output][i]}));
      ASSIGN_OR_RETURN(copy.to, gl::Framebuffer::Create({&runner->textures_[r.input][i]}));
      runner->state_copies_.push_back(std::move(copy));
    }
  }
  RETURN_IF_ERROR(runner->ResetState());
  return runner;
}

Status PlanRunner::Run() {
  RETURN_IF_ERROR(RunPasses(static_cast<int>(passes_.size())));
  return CopyStates();
}

Status PlanRunner::CopyStates() {
  if (state_copies_.empty()) return Status::Ok();
  // Compute passes make their writes visible to shaders only; a blit reads through a framebuffer.
  if (pass_kind_ == gl::PassKind::kCompute) gl::MakeComputeWritesVisible();
  for (const StateCopy& c : state_copies_) {
    glBindFramebuffer(GL_READ_FRAMEBUFFER, c.from.id());
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, c.to.id());
    glBlitFramebuffer(0, 0, c.from.width(), c.from.height(), 0, 0, c.to.width(), c.to.height(), GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
  }
  return Finish();
}

Status PlanRunner::ResetState() {
  if (state_copies_.empty()) return Status::Ok();
  GLfloat clear[4];
  glGetFloatv(GL_COLOR_CLEAR_VALUE, clear);
  glClearColor(0, 0, 0, 0);
  for (const StateCopy& c : state_copies_) {
    c.to.BindForDraw();
    glClear(GL_COLOR_BUFFER_BIT);
  }
  glClearColor(clear[0], clear[1], clear[2], clear[3]);
  return Finish();
}

Status PlanRunner::RunPasses(int count) {
  Status status;
  for (int p = 0; p < count && p < static_cast<int>(passes_.size()) && status.ok(); ++p) status = Draw(p);
  Status finished = Finish();
  return status.ok() ? finished : status;
}

Status PlanRunner::RunPass(int index) {
  if (index < 0 || index >= static_cast<int>(passes_.size())) {
    return InvalidArgumentError("plan '" + plan_.name + "' has no pass " + std::to_string(index));
  }
  Status status = Draw(index);
  Status finished = Finish();
  return status.ok() ? finished : status;
}

Status PlanRunner::Draw(int index) {
  const CompiledPass& pass = passes_[index];
  const gl::PixelProgram& program = programs_[pass.program];
  program.Use();
  for (const CompiledPass::TextureUnit& t : pass.textures) {
    glActiveTexture(GL_TEXTURE0 + t.unit);
    glBindTexture(GL_TEXTURE_2D, t.texture);
  }
  for (const CompiledPass::BlockPoint& b : pass.blocks) weight_buffers_[b.weight].Bind(b.point);
  return program.Run(pass.target);
}

Status PlanRunner::Finish() {
  glActiveTexture(GL_TEXTURE0);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
#if VFX_GL_CHECKS
  return gl::CheckGlError("PlanRunner::Run", __FILE__, __LINE__);
#else
  return Status::Ok();
#endif
}

}  // namespace vfx::nn
