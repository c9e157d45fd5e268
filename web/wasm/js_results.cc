#include "web/wasm/js_results.h"

#include <emscripten/bind.h>

namespace vfx::web {

using emscripten::val;

val ErrorResult(const Status& status) {
  val result = val::object();
  result.set("ok", false);
  result.set("error", status.ToString());
  return result;
}

val Float32Array(const std::vector<float>& data) {
  // Copies out of the wasm heap so the array outlives the call.
  val view(emscripten::typed_memory_view(data.size(), data.data()));
  return val::global("Float32Array").new_(view);
}

val MaskResult(const tensor::Shape& shape, const StatusOr<std::vector<float>>& mask) {
  if (!mask.ok()) return ErrorResult(mask.status());
  val result = val::object();
  result.set("ok", true);
  result.set("width", shape.width);
  result.set("height", shape.height);
  result.set("mask", Float32Array(*mask));
  return result;
}

StatusOr<pipeline::EffectOptions> EffectOptionsOf(const std::string& effect, float blur_strength, bool light_correction,
                                                  float light_strength, const pipeline::EffectOptions& current) {
  ASSIGN_OR_RETURN(pipeline::Effect e, pipeline::ParseEffect(effect));
  // The face effects are set on their own (FaceOptionsOf) and kept here.
  pipeline::EffectOptions options = current;
  options.effect = e;
  options.blur_strength = blur_strength;
  options.light_correction = light_correction;
  options.light_strength = light_strength;
  return options;
}

StatusOr<pipeline::EffectOptions> FaceOptionsOf(const pipeline::EffectOptions& current, float touch_up,
                                                const std::string& light_region, const std::string& light_scope) {
  pipeline::EffectOptions options = current;
  ASSIGN_OR_RETURN(options.light_scope, pipeline::ParseLightScope(light_scope));
  options.touch_up = touch_up;
  if (light_region == "person") {
    options.light_region = pipeline::LightRegion::kPerson;
  } else if (light_region == "face") {
    options.light_region = pipeline::LightRegion::kFace;
  } else {
    return InvalidArgumentError("light region '" + light_region + "' is not 'person' or 'face'");
  }
  return options;
}

StatusOr<std::vector<uint8_t>> RgbaPixelsOf(const val& rgba, int width, int height) {
  std::vector<uint8_t> pixels = emscripten::convertJSArrayToNumberVector<uint8_t>(rgba);
  if (pixels.size() != static_cast<size_t>(width) * height * 4) {
    return InvalidArgumentError("background image data is not " + std::to_string(width) + "x" + std::to_string(height) +
                                " RGBA");
  }
  return pixels;
}

}  // namespace vfx::web
