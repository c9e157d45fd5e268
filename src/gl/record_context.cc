#include "src/gl/record_context.h"

#include <string>

namespace vfx::gl {
namespace {
thread_local RecordContext* current = nullptr;
}  // namespace

RecordContext::~RecordContext() {
  if (current == this) current = nullptr;
}

void RecordContext::MakeCurrent() { current = this; }
RecordContext* RecordContext::Current() { return current; }
void RecordContext::ClearCurrent() { current = nullptr; }

GLuint RecordContext::CreateTexture(int width, int height, TextureFormat format) {
  const GLuint id = next_texture_++;
  TextureRecord& t = textures_[id];
  t.width = width;
  t.height = height;
  t.format = format;
  ++generation_;
  return id;
}

void RecordContext::DeleteTexture(GLuint id) {
  if (textures_.erase(id) > 0) ++generation_;
}

Status RecordContext::Upload(GLuint id, const void* pixels, size_t bytes) {
  auto it = textures_.find(id);
  if (it == textures_.end()) return InvalidArgumentError("upload into an unknown recorded texture");
  const auto* p = static_cast<const uint8_t*>(pixels);
  it->second.pending_upload.assign(p, p + bytes);
  ++generation_;
  return Status::Ok();
}

void RecordContext::SetLinear(GLuint id, bool linear) {
  auto it = textures_.find(id);
  if (it != textures_.end()) it->second.linear = linear;
}

const RecordContext::TextureRecord* RecordContext::texture(GLuint id) const {
  auto it = textures_.find(id);
  return it == textures_.end() ? nullptr : &it->second;
}

std::vector<std::pair<GLuint, std::vector<uint8_t>>> RecordContext::TakeUploads() {
  std::vector<std::pair<GLuint, std::vector<uint8_t>>> uploads;
  for (auto& [id, t] : textures_) {
    if (!t.pending_upload.empty()) uploads.emplace_back(id, std::move(t.pending_upload));
    t.pending_upload.clear();
  }
  return uploads;
}

int UploadBytesPerTexel(TextureFormat format) {
  switch (format) {
    case TextureFormat::kRgba8: return 4;
    case TextureFormat::kR8: return 1;
    case TextureFormat::kRgba16F:
    case TextureFormat::kRgba32F: return 16;  // uploads are RGBA floats (Texture::Upload)
  }
  return 4;
}

}  // namespace vfx::gl
