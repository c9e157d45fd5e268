// A context without a GPU behind it. While one is current, the GL wrappers
// make objects that are only ids with their sizes and formats (textures,
// framebuffers, programs), and uploads are kept as bytes: the nodes run
// unchanged and their passes are recorded (src/graph/pass_list.h) for an
// executor elsewhere, the WebGPU one in JS. Like a GL context it is current
// per thread until another context is made current.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "src/gl/gl_api.h"
#include "src/gl/texture.h"

namespace vfx::gl {

class RecordContext {
 public:
  struct TextureRecord {
    int width = 0;
    int height = 0;
    TextureFormat format = TextureFormat::kRgba8;
    bool linear = false;
    // Bytes of the last Upload not yet handed to the executor (TakeUploads).
    std::vector<uint8_t> pending_upload;
  };

  RecordContext() = default;
  ~RecordContext();
  RecordContext(const RecordContext&) = delete;
  RecordContext& operator=(const RecordContext&) = delete;

  // The GL wrappers record into this context from now on (GlContext::MakeCurrent ends it).
  void MakeCurrent();
  static RecordContext* Current();
  static void ClearCurrent();

  GLuint CreateTexture(int width, int height, TextureFormat format);
  void DeleteTexture(GLuint id);
  Status Upload(GLuint id, const void* pixels, size_t bytes);
  void SetLinear(GLuint id, bool linear);
  const TextureRecord* texture(GLuint id) const;
  const std::map<GLuint, TextureRecord>& textures() const { return textures_; }

  // Changes whenever a texture is made, deleted or uploaded to: the executor's
  // resources then need a sync.
  uint64_t generation() const { return generation_; }
  // The textures with bytes waiting, and the bytes (cleared here).
  std::vector<std::pair<GLuint, std::vector<uint8_t>>> TakeUploads();

  // Ids of programs (only their names matter to an executor).
  GLuint NewProgramId() { return next_program_++; }

 private:
  std::map<GLuint, TextureRecord> textures_;
  GLuint next_texture_ = 1;
  GLuint next_program_ = 1;
  uint64_t generation_ = 1;
};

// Bytes per texel of an upload into `format`.
int UploadBytesPerTexel(TextureFormat format);

}  // namespace vfx::gl
