#include "src/gl/object_counts.h"

namespace vfx::gl {
namespace {

ObjectCounts& Counts() {
  static ObjectCounts counts;
  return counts;
}

int& Field(internal::ObjectKind kind) {
  switch (kind) {
    case internal::ObjectKind::kTexture: return Counts().textures;
    case internal::ObjectKind::kFramebuffer: return Counts().framebuffers;
    case internal::ObjectKind::kProgram: return Counts().programs;
    case internal::ObjectKind::kBuffer: return Counts().buffers;
  }
  return Counts().textures;
}

}  // namespace

ObjectCounts CurrentObjectCounts() { return Counts(); }

namespace internal {
void CountCreated(ObjectKind kind) {
  ++Field(kind);
  ++Counts().created;
}
void CountDeleted(ObjectKind kind) { --Field(kind); }
}  // namespace internal

}  // namespace vfx::gl
