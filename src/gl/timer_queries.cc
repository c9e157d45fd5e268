#include "src/gl/timer_queries.h"

#include <cstring>

#ifdef __EMSCRIPTEN__
#include <emscripten/html5.h>
#endif

#ifndef GL_TIME_ELAPSED_EXT
#define GL_TIME_ELAPSED_EXT 0x88BF
#endif
#ifndef GL_GPU_DISJOINT_EXT
#define GL_GPU_DISJOINT_EXT 0x8FBB
#endif

namespace vfx::gl {
namespace {

bool HasTimerQueryExtension() {
#ifdef __EMSCRIPTEN__
  return emscripten_webgl_enable_extension(emscripten_webgl_get_current_context(),
                                           "EXT_disjoint_timer_query_webgl2");
#else
  GLint count = 0;
  glGetIntegerv(GL_NUM_EXTENSIONS, &count);
  for (GLint i = 0; i < count; ++i) {
    const char* name = reinterpret_cast<const char*>(glGetStringi(GL_EXTENSIONS, static_cast<GLuint>(i)));
    if (name != nullptr && std::strcmp(name, "GL_EXT_disjoint_timer_query") == 0) return true;
  }
  return false;
#endif
}

}  // namespace

StatusOr<TimerQueries> TimerQueries::Create() {
  if (!HasTimerQueryExtension()) {
    return UnavailableError("this context has no GPU timer (EXT_disjoint_timer_query)");
  }
  return TimerQueries();
}

TimerQueries::~TimerQueries() { Release(); }

void TimerQueries::Release() {
  if (open_) glEndQuery(GL_TIME_ELAPSED_EXT);
  if (!queries_.empty()) glDeleteQueries(static_cast<GLsizei>(queries_.size()), queries_.data());
  queries_.clear();
  used_ = 0;
  open_ = false;
}

TimerQueries::TimerQueries(TimerQueries&& other) noexcept { *this = std::move(other); }

TimerQueries& TimerQueries::operator=(TimerQueries&& other) noexcept {
  if (this != &other) {
    Release();
    queries_ = std::move(other.queries_);
    used_ = other.used_;
    open_ = other.open_;
    other.queries_.clear();
    other.used_ = 0;
    other.open_ = false;
  }
  return *this;
}

void TimerQueries::Reset() {
  if (open_) End();
  used_ = 0;
  GLint disjoint = 0;
  glGetIntegerv(GL_GPU_DISJOINT_EXT, &disjoint);  // clears the flag for the new batch
}

void TimerQueries::Begin() {
  if (open_) End();
  if (used_ == static_cast<int>(queries_.size())) {
    GLuint query = 0;
    glGenQueries(1, &query);
    queries_.push_back(query);
  }
  glBeginQuery(GL_TIME_ELAPSED_EXT, queries_[used_]);
  open_ = true;
}

void TimerQueries::End() {
  if (!open_) return;
  glEndQuery(GL_TIME_ELAPSED_EXT);
  open_ = false;
  ++used_;
}

StatusOr<std::optional<std::vector<double>>> TimerQueries::Poll() {
  if (open_) return InternalError("TimerQueries::Poll with a section open");
  std::vector<double> ms(used_);
  for (int i = 0; i < used_; ++i) {
    GLuint available = 0;
    glGetQueryObjectuiv(queries_[i], GL_QUERY_RESULT_AVAILABLE, &available);
    if (!available) return std::optional<std::vector<double>>();
    GLuint ns = 0;
    glGetQueryObjectuiv(queries_[i], GL_QUERY_RESULT, &ns);
    ms[i] = ns * 1e-6;
  }
  GLint disjoint = 0;
  glGetIntegerv(GL_GPU_DISJOINT_EXT, &disjoint);
  if (disjoint) return DataLossError("the GPU timer was disjoint during the batch");
  return std::optional<std::vector<double>>(std::move(ms));
}

}  // namespace vfx::gl
