#include "web/wasm/js_results.h"

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

}  // namespace vfx::web
