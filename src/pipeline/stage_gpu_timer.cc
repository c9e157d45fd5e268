#include "src/pipeline/stage_gpu_timer.h"

namespace vfx::pipeline {

StageGpuTimer::StageGpuTimer() {
  StatusOr<gl::TimerQueries> queries = gl::TimerQueries::Create();
  if (queries.ok()) {
    queries_ = std::move(queries).value();
  } else {
    unavailable_reason_ = queries.status().message();
  }
}

void StageGpuTimer::BeginFrame() {
  timing_ = false;
  stack_.clear();
  if (!queries_) return;
  if (pending_) {
    StatusOr<std::optional<std::vector<double>>> ms = queries_->Poll();
    if (ms.ok() && !ms->has_value()) return;  // still on the GPU: skip timing this frame
    pending_ = false;
    if (ms.ok()) {
      last_.clear();
      for (size_t i = 0; i < owners_.size() && i < (*ms)->size(); ++i) last_[owners_[i]] += (**ms)[i];
      ++frames_timed_;
    }
  }
  queries_->Reset();
  owners_.clear();
  timing_ = true;
}

void StageGpuTimer::EndFrame() {
  if (!timing_) return;
  queries_->End();
  timing_ = false;
  pending_ = true;
}

void StageGpuTimer::OpenSection() {
  queries_->Begin();
  owners_.push_back(stack_.back());
}

void StageGpuTimer::Enter(const std::string& stage) {
  if (!timing_) return;
  queries_->End();  // the enclosing stage's section, if any
  stack_.push_back(stage);
  OpenSection();
}

void StageGpuTimer::Leave() {
  if (!timing_ || stack_.empty()) return;
  queries_->End();
  stack_.pop_back();
  if (!stack_.empty()) OpenSection();  // the enclosing stage continues
}

}  // namespace vfx::pipeline
