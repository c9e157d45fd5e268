// The GLSL files of shaders/, compiled into the binary at build time.
#pragma once

#include <span>
#include <string_view>

#include "src/core/embedded_file.h"
#include "src/core/status.h"

namespace vfx::shaders {

// The source of shaders/<name>, e.g. Get("fullscreen.vert"); NOT_FOUND names it.
StatusOr<std::string_view> Get(std::string_view name);
// Every embedded shader, for validation and tools.
std::span<const EmbeddedFile> All();

}  // namespace vfx::shaders
