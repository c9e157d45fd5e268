// A texture's pixels to the CPU without stalling the frame: glReadPixels into
// a pixel-pack buffer, a fence after it, and the bytes fetched only once the
// fence has passed (a frame or more later). WebGL2 has no buffer mapping, so
// there the bytes come through getBufferSubData, which a passed fence keeps
// from blocking.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "src/core/status.h"
#include "src/gl/framebuffer.h"
#include "src/gl/gl_api.h"

namespace vfx::gl {

class AsyncReadback {
 public:
  AsyncReadback() = default;
  ~AsyncReadback();
  AsyncReadback(AsyncReadback&& other) noexcept;
  AsyncReadback& operator=(AsyncReadback&& other) noexcept;
  AsyncReadback(const AsyncReadback&) = delete;
  AsyncReadback& operator=(const AsyncReadback&) = delete;

  // Starts reading attachment 0 of `source` (an RGBA32F or RGBA16F texture:
  // read as RGBA float32). One read at a time: FAILED_PRECONDITION while the
  // last has not been taken (INTERNAL).
  Status Start(const Framebuffer& source);
  bool pending() const { return fence_ != nullptr; }
  // The bytes (rows bottom-first as GL numbers them, i.e. texture row 0 first)
  // when the GPU is done; nullopt while it is not. `wait`: block until it is
  // (native tools and tests that want the same frame latency every run).
  StatusOr<std::optional<std::vector<uint8_t>>> Take(bool wait);

 private:
  void Release();
  GLuint buffer_ = 0;
  GLsync fence_ = nullptr;
  size_t size_ = 0;
};

}  // namespace vfx::gl
