#include "src/executors/gl_pass_list_executor.h"

#include <utility>

namespace vfx::executors {

StatusOr<std::unique_ptr<GlPassListExecutor>> GlPassListExecutor::Create(const nn::ModelPlan& plan,
                                                                         const nn::PlanRunnerOptions& options) {
  if (gl::RecordContext::Current() != nullptr) return InternalError("the GL executor needs a GL context current");
  std::unique_ptr<GlPassListExecutor> executor(new GlPassListExecutor());
  ASSIGN_OR_RETURN(executor->net_, nn::PlanRunner::Create(plan, options));
  executor->passes_ = executor->net_->pass_kind();
  const gl::Texture& input = executor->net_->textures(plan.input)[0];
  const gl::Texture& output = executor->net_->output_texture();
  executor->net_shape_ = {input.width(), input.height(), output.width(), output.height(), plan.output_channel};
  return executor;
}

StatusOr<const gl::Texture*> GlPassListExecutor::Texture(graph::ResourceId id, const pipeline::RecordedFrames& frames) {
  if (auto it = aliased_.find(id); it != aliased_.end()) return it->second;
  if (auto it = owned_.find(id); it != owned_.end()) return &it->second;
  const gl::RecordContext::TextureRecord* r = frames.resources().texture(id);
  if (r == nullptr)
    return InvalidArgumentError("the pass list names resource #" + std::to_string(id) + ", which is gone");
  ASSIGN_OR_RETURN(gl::Texture texture, gl::Texture::Create(r->width, r->height, r->format));
  RETURN_IF_ERROR(texture.SetLinearFiltering(r->linear));
  return &owned_.emplace(id, std::move(texture)).first->second;
}

StatusOr<const gl::Framebuffer*> GlPassListExecutor::Target(const std::vector<graph::ResourceId>& outputs,
                                                            const pipeline::RecordedFrames& frames) {
  if (auto it = targets_.find(outputs); it != targets_.end()) return &it->second;
  std::vector<const gl::Texture*> attachments;
  for (graph::ResourceId id : outputs) {
    ASSIGN_OR_RETURN(const gl::Texture* t, Texture(id, frames));
    attachments.push_back(t);
  }
  ASSIGN_OR_RETURN(gl::Framebuffer fb, gl::Framebuffer::Create(attachments));
  return &targets_.emplace(outputs, std::move(fb)).first->second;
}

StatusOr<nodes::GpuPass*> GlPassListExecutor::Program(const graph::Pass& pass, const pipeline::RecordedFrames& frames) {
  if (auto it = programs_.find(pass.program); it != programs_.end()) return &it->second;
  std::vector<gl::TextureFormat> formats;
  for (graph::ResourceId id : pass.outputs) {
    const gl::RecordContext::TextureRecord* r = frames.resources().texture(id);
    if (r == nullptr) return InvalidArgumentError("pass '" + pass.program + "' writes a resource that is gone");
    formats.push_back(r->format);
  }
  const std::string file = pass.program + ".frag";
  ASSIGN_OR_RETURN(nodes::GpuPass program, nodes::GpuPass::Create(file.c_str(), formats, passes_));
  return &programs_.emplace(pass.program, std::move(program)).first->second;
}

StatusOr<const gl::Texture*> GlPassListExecutor::Run(pipeline::RecordedFrames& frames, const uint8_t* camera_rgba) {
  if (frames.generation() != generation_) {
    // Textures the recorder dropped, and the framebuffers over them.
    for (auto it = owned_.begin(); it != owned_.end();) {
      it = frames.resources().texture(it->first) ? std::next(it) : owned_.erase(it);
    }
    for (auto it = targets_.begin(); it != targets_.end();) {
      bool alive = true;
      for (graph::ResourceId id : it->first) alive = alive && (owned_.count(id) || aliased_.count(id));
      it = alive ? std::next(it) : targets_.erase(it);
    }
    generation_ = frames.generation();
  }
  // Bytes written into textures (a background image) since the last frame.
  for (auto& [id, bytes] : frames.TakeUploads()) {
    RETURN_IF_ERROR(Texture(id, frames).status());
    auto target = owned_.find(id);
    if (target == owned_.end()) return InvalidArgumentError("an upload into the net's texture");
    RETURN_IF_ERROR(target->second.Upload(bytes.data()));
  }
  // The net reads and writes its own textures: the list's net resources are those.
  for (const graph::Pass& pass : frames.passes()) {
    if (pass.type != graph::PassType::kNet || aliased_.count(pass.inputs.at(0).second)) continue;
    aliased_[pass.inputs[0].second] = &net_->textures(net_->plan().input)[0];
    aliased_[pass.outputs.at(0)] = &net_->output_texture();
  }
  const gl::Texture* presented = nullptr;
  for (const graph::Pass& pass : frames.passes()) {
    switch (pass.type) {
      case graph::PassType::kUpload: {
        RETURN_IF_ERROR(Texture(pass.outputs.at(0), frames).status());
        auto camera = owned_.find(pass.outputs[0]);
        if (camera == owned_.end()) return InvalidArgumentError("the upload pass writes the net's texture");
        RETURN_IF_ERROR(camera->second.Upload(camera_rgba));
        break;
      }
      case graph::PassType::kNet: RETURN_IF_ERROR(net_->Run()); break;
      case graph::PassType::kProgram: {
        ASSIGN_OR_RETURN(nodes::GpuPass * program, Program(pass, frames));
        ASSIGN_OR_RETURN(const gl::Framebuffer* target, Target(pass.outputs, frames));
        std::vector<std::pair<std::string, const gl::Texture*>> inputs;
        for (const auto& [name, id] : pass.inputs) {
          ASSIGN_OR_RETURN(const gl::Texture* t, Texture(id, frames));
          inputs.emplace_back(name, t);
        }
        RETURN_IF_ERROR(program->Run(inputs, pass.uniforms, *target));
        break;
      }
      case graph::PassType::kPresent: {
        ASSIGN_OR_RETURN(presented, Texture(pass.inputs.at(0).second, frames));
        break;
      }
    }
  }
  if (passes_ == gl::PassKind::kCompute) gl::MakeComputeWritesVisible();
  if (presented == nullptr) return InvalidArgumentError("the pass list presents nothing");
  return presented;
}

}  // namespace vfx::executors
