// Live GL objects created through the wrappers, per kind. Tests use them to
// prove that nothing is created per frame and nothing leaks.
#pragma once

namespace vfx::gl {

struct ObjectCounts {
  int textures = 0;
  int framebuffers = 0;
  int programs = 0;
  int buffers = 0;
  // Objects ever created (live or not): a per-frame allocation shows up here.
  int created = 0;

  int live() const { return textures + framebuffers + programs + buffers; }
};

// A snapshot of the process-wide counts (single-threaded, like GL itself).
ObjectCounts CurrentObjectCounts();

namespace internal {
enum class ObjectKind { kTexture, kFramebuffer, kProgram, kBuffer };
void CountCreated(ObjectKind kind);
void CountDeleted(ObjectKind kind);
}  // namespace internal

}  // namespace vfx::gl
