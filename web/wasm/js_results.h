// Plain JS results of the wasm bindings (bindings.cc, session_bindings.cc): no
// C++ exception crosses the boundary, every call returns {ok, error?, ...}.
#pragma once

#include <emscripten/val.h>

#include <vector>

#include "src/core/status.h"
#include "src/tensor/texture_layout.h"

namespace vfx::web {

// {ok: false, error} of a failed status.
emscripten::val ErrorResult(const Status& status);

// A Float32Array copy of `data` (it outlives the call).
emscripten::val Float32Array(const std::vector<float>& data);

// {ok, width, height, mask: Float32Array} of a segmentation run, or its error.
emscripten::val MaskResult(const tensor::Shape& shape, const StatusOr<std::vector<float>>& mask);

}  // namespace vfx::web
