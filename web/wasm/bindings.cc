// The JS face of the wasm module (embind). No C++ exception crosses this
// boundary: every call returns a plain object {ok, error, ...}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <memory>
#include <string>

#include "src/gl/capabilities.h"
#include "web/wasm/gpu_session.h"

namespace vfx::web {
namespace {

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

// Owns a GpuSession for JS; JS must call delete() (embind) when done.
class Session {
 public:
  // Returns {ok, error?, capabilities?}.
  val open(std::string canvas_selector) {
    StatusOr<std::unique_ptr<GpuSession>> session = GpuSession::Create(canvas_selector);
    if (!session.ok()) return ErrorResult(session.status());
    session_ = std::move(session).value();
    val result = val::object();
    result.set("ok", true);
    result.set("capabilities", gl::ToString(session_->capabilities()));
    return result;
  }

  // Returns {ok, width, height, input: Float32Array, targets: [Float32Array x4]}.
  val runMrtSelfTest(int width, int height) {
    if (!session_) return ErrorResult(InvalidArgumentError("runMrtSelfTest before open()"));
    StatusOr<MrtSelfTestResult> run = session_->RunMrtSelfTest(width, height);
    if (!run.ok()) return ErrorResult(run.status());
    val result = val::object();
    result.set("ok", true);
    result.set("width", run->width);
    result.set("height", run->height);
    result.set("input", Float32Array(run->input));
    val targets = val::array();
    for (const std::vector<float>& t : run->targets) targets.call<void>("push", Float32Array(t));
    result.set("targets", targets);
    return result;
  }

  // rgb: a Float32Array of H×W×3 values in 0..1 at the model's input size.
  // Returns {ok, width, height, mask: Float32Array} (person probability).
  val runSegmentation(std::string model, val rgb) {
    if (!session_) return ErrorResult(InvalidArgumentError("runSegmentation before open()"));
    StatusOr<tensor::Shape> shape = session_->ModelInputShape(model);
    if (!shape.ok()) return ErrorResult(shape.status());
    std::vector<float> pixels = emscripten::convertJSArrayToNumberVector<float>(rgb);
    StatusOr<std::vector<float>> mask = session_->Segment(model, pixels);
    if (!mask.ok()) return ErrorResult(mask.status());
    val result = val::object();
    result.set("ok", true);
    result.set("width", shape->width);
    result.set("height", shape->height);
    result.set("mask", Float32Array(*mask));
    return result;
  }

  // Returns {ok, width, height} of a model's input.
  val modelInput(std::string model) {
    if (!session_) return ErrorResult(InvalidArgumentError("modelInput before open()"));
    StatusOr<tensor::Shape> shape = session_->ModelInputShape(model);
    if (!shape.ok()) return ErrorResult(shape.status());
    val result = val::object();
    result.set("ok", true);
    result.set("width", shape->width);
    result.set("height", shape->height);
    return result;
  }

  // rgba: a Uint8Array or Uint8ClampedArray of width*height*4 bytes, rows top-down.
  val blurToCanvas(val rgba, int width, int height, float sigma) {
    if (!session_) return ErrorResult(InvalidArgumentError("blurToCanvas before open()"));
    std::vector<unsigned char> pixels = emscripten::convertJSArrayToNumberVector<unsigned char>(rgba);
    Status status = session_->BlurToCanvas(pixels, width, height, sigma);
    if (!status.ok()) return ErrorResult(status);
    val result = val::object();
    result.set("ok", true);
    return result;
  }

 private:
  std::unique_ptr<GpuSession> session_;
};

EMSCRIPTEN_BINDINGS(vfx_foundation) {
  emscripten::class_<Session>("Session")
      .constructor<>()
      .function("open", &Session::open)
      .function("runMrtSelfTest", &Session::runMrtSelfTest)
      .function("blurToCanvas", &Session::blurToCanvas)
      .function("runSegmentation", &Session::runSegmentation)
      .function("modelInput", &Session::modelInput);
}

}  // namespace
}  // namespace vfx::web
