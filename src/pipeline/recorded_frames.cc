#include "src/pipeline/recorded_frames.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <set>

namespace vfx::pipeline {
namespace {

// The recorder's contexts current for one call, and the previous ones back after.
class ScopedRecording {
 public:
  ScopedRecording(gl::RecordContext& record, graph::PassRecorder& recorder)
      : record_(gl::RecordContext::Current()), recorder_(graph::PassRecorder::Current()) {
    record.MakeCurrent();
    recorder.MakeCurrent();
  }
  ~ScopedRecording() {
    if (record_) {
      record_->MakeCurrent();
    } else {
      gl::RecordContext::ClearCurrent();
    }
    if (recorder_) {
      recorder_->MakeCurrent();
    } else {
      graph::PassRecorder::ClearCurrent();
    }
  }

 private:
  gl::RecordContext* record_;
  graph::PassRecorder* recorder_;
};

// The frame EveryProgram records: a camera's size, so size-dependent passes
// (the blur's, skipped below half a texel of sigma) are there.
constexpr int kSearchWidth = 1280, kSearchHeight = 720;

int AlignUp(int n, int alignment) { return (n + alignment - 1) / alignment * alignment; }

}  // namespace

StatusOr<std::unique_ptr<RecordedFrames>> RecordedFrames::Create(const nodes::NetShape& net,
                                                                 const PipelineOptions& options,
                                                                 const nodes::FaceNetShape* face,
                                                                 const nodes::NetShape* small) {
  std::unique_ptr<RecordedFrames> frames(new RecordedFrames());
  frames->record_ = std::make_unique<gl::RecordContext>();
  ScopedRecording scope(*frames->record_, frames->recorder_);
  ASSIGN_OR_RETURN(frames->pipeline_, EffectsPipeline::CreateRecorded(net, options, face, small));
  graph::PassRecorder* recorder = &frames->recorder_;
  frames->pipeline_->graph().set_node_hooks([recorder](const std::string& name) { recorder->Enter(name); },
                                            [recorder] { recorder->Leave(); });
  return frames;
}

Status RecordedFrames::WithContext(const std::function<Status()>& work) {
  ScopedRecording scope(*record_, recorder_);
  return work();
}

Status RecordedFrames::SetProgramLayout(const std::string& program, std::vector<UniformSlot> slots, int size) {
  if (size < 0 || size > kUniformAlignment * 16) {
    return InvalidArgumentError("uniform block of '" + program + "' has size " + std::to_string(size));
  }
  for (const UniformSlot& slot : slots) {
    if (slot.offset < 0 || slot.offset % 4 != 0 || slot.offset + 4 > size) {
      return InvalidArgumentError("uniform '" + slot.name + "' of '" + program + "' at offset " +
                                  std::to_string(slot.offset) + " lies outside its " + std::to_string(size) +
                                  "-byte block");
    }
  }
  layouts_[program] = Layout{std::move(slots), size};
  return Status::Ok();
}

StatusOr<int> RecordedFrames::RecordFrame(int width, int height) {
  if (width <= 0 || height <= 0) {
    return InvalidArgumentError("frame size " + std::to_string(width) + "x" + std::to_string(height) +
                                " is not supported");
  }
  ScopedRecording scope(*record_, recorder_);
  if (camera_.width() != width || camera_.height() != height) {
    ASSIGN_OR_RETURN(camera_, gl::Texture::Create(width, height, gl::TextureFormat::kRgba8));
    RETURN_IF_ERROR(camera_.SetLinearFiltering(true));
  }
  RETURN_IF_ERROR(pipeline_->BorrowFrame(camera_.id(), width, height));
  recorder_.Begin();
  graph::Pass upload;
  upload.type = graph::PassType::kUpload;
  upload.stage = "upload";
  upload.outputs = {camera_.id()};
  upload.width = width;
  upload.height = height;
  recorder_.Record(upload);
  ASSIGN_OR_RETURN(nodes::FrameRef out, pipeline_->Render());
  graph::Pass present;
  present.type = graph::PassType::kPresent;
  present.stage = "present";
  present.inputs = {{"source", out.texture->id()}};
  present.width = out.width;
  present.height = out.height;
  recorder_.Record(present);
  RETURN_IF_ERROR(WriteUniforms());
  // Resource ids are never reused, so the structure names its textures for
  // good; versions that name a texture gone since (a resize, a quality step)
  // can never come back and are dropped.
  if (record_->generation() != pruned_generation_) {
    pruned_generation_ = record_->generation();
    for (auto v = versions_.begin(); v != versions_.end();) {
      bool alive = true;
      for (graph::ResourceId id : v->second.resources) alive = alive && record_->texture(id) != nullptr;
      v = alive ? std::next(v) : versions_.erase(v);
    }
  }
  std::string key = graph::StructureKey(recorder_.passes());
  auto it = versions_.find(key);
  if (it == versions_.end()) {
    Version made;
    made.number = ++last_version_;
    for (const graph::Pass& p : recorder_.passes()) {
      for (const auto& input : p.inputs) made.resources.push_back(input.second);
      for (graph::ResourceId id : p.outputs) made.resources.push_back(id);
    }
    it = versions_.emplace(std::move(key), std::move(made)).first;
  }
  version_ = it->second.number;
  return version_;
}

StatusOr<std::vector<ProgramUse>> RecordedFrames::EveryProgram() {
  const EffectOptions effect = pipeline_->effect();
  const int level = pipeline_->quality_level();
  std::set<ProgramUse> uses;
  Status status = Status::Ok();
  // With a face detector, also with both face effects on (their programs; the detector's net is the executor's).
  const std::vector<bool> face_settings =
      pipeline_->has_face_detector() ? std::vector<bool>{false, true} : std::vector<bool>{false};
  for (Effect e : {Effect::kNone, Effect::kBlur, Effect::kReplace, Effect::kLight}) {
    for (bool light : {false, true}) {
      for (int q = 0; q < kQualityLevels * static_cast<int>(face_settings.size()) && status.ok(); ++q) {
        const bool faces = face_settings[static_cast<size_t>(q / kQualityLevels)];
        EffectOptions options = effect;
        options.effect = e;
        options.light_correction = light;
        options.light_region = faces ? LightRegion::kFace : LightRegion::kPerson;
        options.touch_up = faces ? 1 : 0;
        options.blur_strength = 1;  // a blur strong enough for every blur pass at this size
        status = pipeline_->SetEffect(options);
        if (status.ok()) status = WithContext([&] { return pipeline_->SetQuality(q % kQualityLevels); });
        pipeline_->ForgetHistory();
        // A fresh mask, then frames that may reuse it (and fit the refinement once).
        for (int frame = 0; frame < 3 && status.ok(); ++frame) {
          status = RecordFrame(kSearchWidth, kSearchHeight).status();
          for (const graph::Pass& pass : recorder_.passes()) {
            if (pass.type != graph::PassType::kProgram) continue;
            ProgramUse use{pass.program, {}};
            for (graph::ResourceId id : pass.outputs) use.outputs.push_back(record_->texture(id)->format);
            uses.insert(std::move(use));
          }
        }
      }
    }
  }
  pipeline_->ForgetHistory();
  RETURN_IF_ERROR(status);
  RETURN_IF_ERROR(pipeline_->SetEffect(effect));
  RETURN_IF_ERROR(WithContext([&] { return pipeline_->SetQuality(level); }));
  return std::vector<ProgramUse>(uses.begin(), uses.end());
}

Status RecordedFrames::WriteUniforms() {
  const std::vector<graph::Pass>& passes = recorder_.passes();
  uniform_offsets_.assign(passes.size(), -1);
  uniform_block_.clear();
  if (layouts_.empty()) return Status::Ok();  // an executor that sets uniforms by name (GL)
  int total = 0;
  for (size_t i = 0; i < passes.size(); ++i) {
    if (passes[i].type != graph::PassType::kProgram) continue;
    auto layout = layouts_.find(passes[i].program);
    if (layout == layouts_.end()) {
      return NotFoundError("no uniform layout for program '" + passes[i].program +
                           "' (the executor's shaders lack it)");
    }
    if (layout->second.size == 0) continue;
    uniform_offsets_[i] = total;
    total += AlignUp(std::max(16, layout->second.size), kUniformAlignment);
  }
  uniform_block_.assign(static_cast<size_t>(total), 0);
  for (size_t i = 0; i < passes.size(); ++i) {
    if (uniform_offsets_[i] < 0) continue;
    const Layout& layout = layouts_.at(passes[i].program);
    uint8_t* block = uniform_block_.data() + uniform_offsets_[i];
    for (const graph::Uniform& u : passes[i].uniforms) {
      const UniformSlot* slot = nullptr;
      for (const UniformSlot& s : layout.slots) {
        if (s.name == u.name) slot = &s;
      }
      if (slot == nullptr) {
        return NotFoundError("program '" + passes[i].program + "' has no uniform " + u.name + " in its layout");
      }
      if (slot->offset + 4 * u.count > std::max(16, layout.size)) {
        return InvalidArgumentError("uniform " + u.name + " of '" + passes[i].program + "' has " +
                                    std::to_string(u.count) + " components; its slot has fewer");
      }
      if (slot->integer != u.integer) {
        return InvalidArgumentError("uniform " + u.name + " of '" + passes[i].program + "' is " +
                                    (slot->integer ? "an integer" : "a float") + " in the executor's shader");
      }
      std::memcpy(block + slot->offset, u.integer ? static_cast<const void*>(u.i) : static_cast<const void*>(u.f),
                  4 * static_cast<size_t>(u.count));
    }
  }
  return Status::Ok();
}

std::string RecordedFrames::Text() const {
  std::string text;
  for (const auto& [id, t] : record_->textures()) {
    text += "#" + std::to_string(id) + " " + std::to_string(t.width) + "x" + std::to_string(t.height) + " " +
            gl::TextureFormatName(t.format) + (t.linear ? " linear" : "") + "\n";
  }
  return text + graph::PassListText(recorder_.passes());
}

}  // namespace vfx::pipeline
