#include "shaders/shader_library.h"

#include <string>

namespace vfx::shaders {

extern const EmbeddedFile kEmbeddedFiles[];
extern const int kEmbeddedFileCount;

std::span<const EmbeddedFile> All() {
  return {kEmbeddedFiles, static_cast<size_t>(kEmbeddedFileCount)};
}

StatusOr<std::string_view> Get(std::string_view name) {
  for (const EmbeddedFile& file : All()) {
    if (name == file.name) return std::string_view(file.contents);
  }
  return NotFoundError("no shader named '" + std::string(name) + "' is embedded (shaders/)");
}

}  // namespace vfx::shaders
