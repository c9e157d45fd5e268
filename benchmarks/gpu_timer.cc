#include "benchmarks/gpu_timer.h"

#include <EGL/egl.h>
#include <GLES2/gl2ext.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>

#include "src/gl/pixel_program.h"

namespace vfx::bench {
namespace {

PFNGLGENQUERIESEXTPROC gen_queries = nullptr;
PFNGLDELETEQUERIESEXTPROC delete_queries = nullptr;
PFNGLBEGINQUERYEXTPROC begin_query = nullptr;
PFNGLENDQUERYEXTPROC end_query = nullptr;
PFNGLGETQUERYOBJECTUI64VEXTPROC get_query_u64 = nullptr;

bool LoadTimerQuery() {
  const char* extensions = reinterpret_cast<const char*>(glGetString(GL_EXTENSIONS));
  if (extensions == nullptr || std::strstr(extensions, "GL_EXT_disjoint_timer_query") == nullptr) return false;
  gen_queries = reinterpret_cast<PFNGLGENQUERIESEXTPROC>(eglGetProcAddress("glGenQueriesEXT"));
  delete_queries = reinterpret_cast<PFNGLDELETEQUERIESEXTPROC>(eglGetProcAddress("glDeleteQueriesEXT"));
  begin_query = reinterpret_cast<PFNGLBEGINQUERYEXTPROC>(eglGetProcAddress("glBeginQueryEXT"));
  end_query = reinterpret_cast<PFNGLENDQUERYEXTPROC>(eglGetProcAddress("glEndQueryEXT"));
  get_query_u64 = reinterpret_cast<PFNGLGETQUERYOBJECTUI64VEXTPROC>(eglGetProcAddress("glGetQueryObjectui64vEXT"));
  return gen_queries && delete_queries && begin_query && end_query && get_query_u64;
}

}  // namespace

GpuTimer::GpuTimer() {
  if (LoadTimerQuery()) gen_queries(1, &query_);
}

GpuTimer::~GpuTimer() {
  if (query_ != 0) delete_queries(1, &query_);
}

Samples GpuTimer::Measure(const std::function<void()>& work, GLuint readback_framebuffer, int warmup,
                          int runs) {
  float pixel[4];
  auto finish = [&] {
    glFinish();
    glBindFramebuffer(GL_FRAMEBUFFER, readback_framebuffer);
    gl::MakeComputeWritesVisible();
    glReadPixels(0, 0, 1, 1, GL_RGBA, GL_FLOAT, pixel);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
  };
  for (int i = 0; i < warmup; ++i) work();
  finish();
  Samples samples;
  for (int i = 0; i < runs; ++i) {
    if (query_ != 0) glGetIntegerv(GL_GPU_DISJOINT_EXT, reinterpret_cast<GLint*>(pixel));  // clears the flag
    const auto start = std::chrono::steady_clock::now();
    if (query_ != 0) begin_query(GL_TIME_ELAPSED_EXT, query_);
    work();
    if (query_ != 0) end_query(GL_TIME_ELAPSED_EXT);
    finish();
    const auto stop = std::chrono::steady_clock::now();
    samples.wall_ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    if (query_ != 0) {
      GLuint64 ns = 0;
      get_query_u64(query_, GL_QUERY_RESULT_EXT, &ns);
      GLint disjoint = 0;
      glGetIntegerv(GL_GPU_DISJOINT_EXT, &disjoint);
      if (!disjoint) samples.gpu_ms.push_back(static_cast<double>(ns) / 1e6);
    }
  }
  return samples;
}

double Percentile(std::vector<double> values, double fraction) {
  if (values.empty()) return NAN;
  std::sort(values.begin(), values.end());
  size_t rank = static_cast<size_t>(std::ceil(fraction * static_cast<double>(values.size())));
  return values[std::clamp<size_t>(rank, 1, values.size()) - 1];
}

}  // namespace vfx::bench
