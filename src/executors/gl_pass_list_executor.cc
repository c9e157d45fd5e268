#include "src/executors/gl_pass_list_executor.h"

#include <algorithm>
#include <utility>

namespace vfx::executors {

StatusOr<std::unique_ptr<GlPassListExecutor>> GlPassListExecutor::Create(const nn::ModelPlan& plan,
                                                                         const nn::PlanRunnerOptions& options,
                                                                         const nn::ModelPlan* face_plan,
                                                                         const nn::ModelPlan* small_plan) {
  if (gl::RecordContext::Current() != nullptr) return InternalError("the GL executor needs a GL context current");
  std::unique_ptr<GlPassListExecutor> executor(new GlPassListExecutor());
  executor->runner_options_ = options;
  // Both nets' shapes as the pipeline's segmentation node reads them, from their plans.
  ASSIGN_OR_RETURN(executor->net_shape_, nodes::SegmentationNode::ShapeOf(plan));
  ASSIGN_OR_RETURN(std::unique_ptr<nn::PlanRunner> net, nn::PlanRunner::Create(plan, options));
  executor->passes_ = net->pass_kind();
  executor->nets_["net"] = std::move(net);
  if (face_plan != nullptr) {
    ASSIGN_OR_RETURN(executor->face_shape_, nodes::FaceDetectNode::ShapeOf(*face_plan));
    executor->face_plan_ = std::make_unique<nn::ModelPlan>(*face_plan);
  }
  if (small_plan != nullptr) {
    // Made now, not at its first pass: its programs' compile (a quarter of a
    // second on SwiftShader) would stall the frame that switches to it.
    ASSIGN_OR_RETURN(executor->small_shape_, nodes::SegmentationNode::ShapeOf(*small_plan));
    ASSIGN_OR_RETURN(executor->nets_["net_small"], nn::PlanRunner::Create(*small_plan, options));
  }
  return executor;
}

StatusOr<nn::PlanRunner*> GlPassListExecutor::Net(const std::string& name) {
  if (auto it = nets_.find(name); it != nets_.end()) return it->second.get();
  if (name == "face" && face_plan_) {
    ASSIGN_OR_RETURN(std::unique_ptr<nn::PlanRunner> runner, nn::PlanRunner::Create(*face_plan_, runner_options_));
    return (nets_["face"] = std::move(runner)).get();
  }
  return InvalidArgumentError("the pass list runs a net '" + name + "' this executor was not given");
}

Status GlPassListExecutor::AliasNet(const graph::Pass& pass) {
  ASSIGN_OR_RETURN(nn::PlanRunner * net, Net(pass.program));
  const nn::ModelPlan& plan = net->plan();
  std::vector<int> outputs = plan.outputs;
  if (outputs.empty()) outputs = {plan.output};
  // A recurrent net's state outputs stay inside its runner.
  outputs.resize(outputs.size() - std::min(outputs.size(), plan.recurrent.size()));
  if (pass.outputs.size() != outputs.size()) {
    return InvalidArgumentError("the net pass '" + pass.program + "' names " + std::to_string(pass.outputs.size()) +
                                " outputs; the network has " + std::to_string(outputs.size()));
  }
  aliased_[pass.inputs.at(0).second] = &net->textures(plan.input)[0];
  for (size_t k = 0; k < outputs.size(); ++k) aliased_[pass.outputs[k]] = &net->textures(outputs[k])[0];
  return Status::Ok();
}

Status GlPassListExecutor::CollectReadbacks(pipeline::RecordedFrames& frames) {
  while (!readbacks_.empty()) {
    ASSIGN_OR_RETURN(std::optional<std::vector<uint8_t>> bytes, readbacks_.front().read.Take(wait_for_readbacks_));
    if (!bytes) break;  // later ones are later still
    Readback done = std::move(readbacks_.front());
    readbacks_.erase(readbacks_.begin());
    spare_readbacks_.push_back(std::move(done.read));
    RETURN_IF_ERROR(frames.DeliverReadback(done.channel, std::move(*bytes)));
  }
  return Status::Ok();
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
  return Program(pass.program, formats);
}

StatusOr<nodes::GpuPass*> GlPassListExecutor::Program(const std::string& name,
                                                      const std::vector<gl::TextureFormat>& formats) {
  if (auto it = programs_.find(name); it != programs_.end()) return &it->second;
  const std::string file = name + ".frag";
  ASSIGN_OR_RETURN(nodes::GpuPass program, nodes::GpuPass::Create(file.c_str(), formats, passes_));
  return &programs_.emplace(name, std::move(program)).first->second;
}

Status GlPassListExecutor::Prepare(const std::vector<pipeline::ProgramUse>& programs) {
  for (const pipeline::ProgramUse& use : programs) RETURN_IF_ERROR(Program(use.program, use.outputs).status());
  return Status::Ok();
}

StatusOr<const gl::Texture*> GlPassListExecutor::Run(pipeline::RecordedFrames& frames, const uint8_t* camera_rgba) {
  FrameIo io;
  io.upload = [this, camera_rgba](int width, int height) -> StatusOr<const gl::Texture*> {
    if (camera_.width() != width || camera_.height() != height) {
      ASSIGN_OR_RETURN(camera_, gl::Texture::Create(width, height, gl::TextureFormat::kRgba8));
      RETURN_IF_ERROR(camera_.SetLinearFiltering(true));
    }
    RETURN_IF_ERROR(camera_.Upload(camera_rgba));
    return &camera_;
  };
  return Run(frames, io);
}

StatusOr<const gl::Texture*> GlPassListExecutor::Run(pipeline::RecordedFrames& frames, const FrameIo& io) {
  if (!io.upload) return InvalidArgumentError("the GL executor needs a camera frame source");
  if (frames.generation() != generation_) {
    // Textures the recorder dropped, and the framebuffers over them.
    for (auto it = owned_.begin(); it != owned_.end();) {
      it = frames.resources().texture(it->first) ? std::next(it) : owned_.erase(it);
    }
    for (auto it = aliased_.begin(); it != aliased_.end();) {
      it = frames.resources().texture(it->first) ? std::next(it) : aliased_.erase(it);
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
  // The nets read and write their own textures: the list's net resources are those.
  for (const graph::Pass& pass : frames.passes()) {
    if (pass.type != graph::PassType::kNet || aliased_.count(pass.inputs.at(0).second)) continue;
    RETURN_IF_ERROR(AliasNet(pass));
  }
  const gl::Texture* presented = nullptr;
  const std::string* stage = nullptr;
  for (const graph::Pass& pass : frames.passes()) {
    if (stage == nullptr || *stage != pass.stage) {
      if (stage != nullptr && leave_stage_) leave_stage_();
      stage = &pass.stage;
      if (enter_stage_) enter_stage_(pass.stage);
    }
    if (Status status = RunPass(pass, frames, io, presented); !status.ok()) {
      if (leave_stage_) leave_stage_();  // the caller's timers stay balanced
      return status;
    }
  }
  if (stage != nullptr && leave_stage_) leave_stage_();
  if (presented == nullptr) return InvalidArgumentError("the pass list presents nothing");
  RETURN_IF_ERROR(CollectReadbacks(frames));
  return presented;
}

Status GlPassListExecutor::RunPass(const graph::Pass& pass, const pipeline::RecordedFrames& frames, const FrameIo& io,
                                   const gl::Texture*& presented) {
  switch (pass.type) {
    case graph::PassType::kUpload: {
      // The camera is the caller's texture: the list's resource names it for this frame.
      const graph::ResourceId id = pass.outputs.at(0);
      if (frames.resources().texture(id) == nullptr) {
        return InvalidArgumentError("the upload pass writes resource #" + std::to_string(id) + ", which is gone");
      }
      ASSIGN_OR_RETURN(const gl::Texture* camera, io.upload(pass.width, pass.height));
      if (camera == nullptr || camera->width() != pass.width || camera->height() != pass.height) {
        return InvalidArgumentError("the camera frame is not the " + std::to_string(pass.width) + "x" +
                                    std::to_string(pass.height) + " the pass list uploads");
      }
      owned_.erase(id);
      aliased_[id] = camera;
      return Status::Ok();
    }
    case graph::PassType::kNet: {
      ASSIGN_OR_RETURN(nn::PlanRunner * net, Net(pass.program));
      if (nodes::SegmentationNode::ResetsState(pass)) RETURN_IF_ERROR(net->ResetState());
      return net->Run();
    }
    case graph::PassType::kReadback: {
      ASSIGN_OR_RETURN(const gl::Framebuffer* source, Target({pass.inputs.at(0).second}, frames));
      Readback readback{pass.program, {}};
      if (!spare_readbacks_.empty()) {
        readback.read = std::move(spare_readbacks_.back());
        spare_readbacks_.pop_back();
      }
      RETURN_IF_ERROR(readback.read.Start(*source));
      readbacks_.push_back(std::move(readback));
      return Status::Ok();
    }
    case graph::PassType::kProgram: {
      ASSIGN_OR_RETURN(nodes::GpuPass * program, Program(pass, frames));
      ASSIGN_OR_RETURN(const gl::Framebuffer* target, Target(pass.outputs, frames));
      inputs_.clear();
      for (const auto& [name, id] : pass.inputs) {
        ASSIGN_OR_RETURN(const gl::Texture* t, Texture(id, frames));
        inputs_.emplace_back(name, t);
      }
      return program->Run(inputs_, pass.uniforms, *target);
    }
    case graph::PassType::kPresent: {
      ASSIGN_OR_RETURN(presented, Texture(pass.inputs.at(0).second, frames));
      // Compute writes made visible once a frame, before the output is shown or read back.
      if (passes_ == gl::PassKind::kCompute) gl::MakeComputeWritesVisible();
      return io.present ? io.present(*presented) : Status::Ok();
    }
  }
  return Status::Ok();
}

}  // namespace vfx::executors
