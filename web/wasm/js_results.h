// Plain JS results of the wasm bindings (bindings.cc, pass_list_bindings.cc,
// session_bindings.cc), and the inputs they share: no C++ exception crosses
// the boundary, every call returns {ok, error?, ...}.
#pragma once

#include <emscripten/val.h>

#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/pipeline/effects_pipeline.h"
#include "src/tensor/texture_layout.h"

namespace vfx::web {

// {ok: false, error} of a failed status.
emscripten::val ErrorResult(const Status& status);

// A Float32Array copy of `data` (it outlives the call).
emscripten::val Float32Array(const std::vector<float>& data);

// {ok, width, height, mask: Float32Array} of a segmentation run, or its error.
emscripten::val MaskResult(const tensor::Shape& shape, const StatusOr<std::vector<float>>& mask);

// The effect options of a setEffect(effect, blurStrength, lightCorrection, lightStrength) call.
StatusOr<pipeline::EffectOptions> EffectOptionsOf(const std::string& effect, float blur_strength, bool light_correction,
                                                  float light_strength, const pipeline::EffectOptions& current);
// `current` with the face effects set: touch_up 0..1, light_region "person" |
// "face", light_scope "auto" | "picture" | "person".
StatusOr<pipeline::EffectOptions> FaceOptionsOf(const pipeline::EffectOptions& current, float touch_up,
                                                const std::string& light_region, const std::string& light_scope);

// The bytes of a Uint8Array / Uint8ClampedArray of width*height RGBA pixels, or an error naming the size.
StatusOr<std::vector<uint8_t>> RgbaPixelsOf(const emscripten::val& rgba, int width, int height);

}  // namespace vfx::web
