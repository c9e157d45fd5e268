// The benchmark and test face of the wasm module: Session, which runs one
// generated net (or the MRT self-test, or the per-pass profile) on its own
// canvas and reads the mask back. Linked only into vfx_bench.mjs (the product's
// bindings.cc plus this), so the SDK's vfx.wasm carries none of it.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "src/gl/capabilities.h"
#include "src/nn/model_registry.h"
#include "web/wasm/gpu_session.h"
#include "web/wasm/js_results.h"

namespace vfx::web {
namespace {

using emscripten::val;

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
    result.set("planVariant", std::string(nn::PlanVariantName(session_->plan_variant())));
    return result;
  }

  // 'auto' (by the renderer, the default), 'gpu' or 'software': the generated
  // code for models not yet run in this session. Returns {ok, planVariant}.
  val setPlanVariant(std::string name) {
    if (!session_) return ErrorResult(InvalidArgumentError("setPlanVariant before open()"));
    StatusOr<std::optional<nn::PlanVariant>> variant = nn::ParsePlanVariant(name);
    if (!variant.ok()) return ErrorResult(variant.status());
    session_->ForcePlanVariant(*variant);
    val result = val::object();
    result.set("ok", true);
    result.set("planVariant", std::string(nn::PlanVariantName(session_->plan_variant())));
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
    return MaskResult(*shape, session_->Segment(model, pixels));
  }

  // Benchmarks: the mask read back packed (true, the default) or as the whole RGBA texture.
  val setPackedReadback(bool on) {
    if (!session_) return ErrorResult(InvalidArgumentError("setPackedReadback before open()"));
    session_->SetPackedReadback(on);
    val result = val::object();
    result.set("ok", true);
    return result;
  }

  // rgba: Uint8Array / Uint8ClampedArray (an ImageData's data) at the model's
  // input size. Returns {ok, width, height, mask} like runSegmentation.
  val runSegmentationRgba(std::string model, val rgba) {
    if (!session_) return ErrorResult(InvalidArgumentError("runSegmentationRgba before open()"));
    StatusOr<tensor::Shape> shape = session_->ModelInputShape(model);
    if (!shape.ok()) return ErrorResult(shape.status());
    std::vector<uint8_t> bytes = emscripten::convertJSArrayToNumberVector<uint8_t>(rgba);
    return MaskResult(*shape, session_->SegmentRgba(model, bytes.data(), bytes.size()));
  }

  // runSegmentationRgba without the readback (see runSegmentationOnGpu).
  val runSegmentationRgbaOnGpu(std::string model, val rgba) {
    if (!session_) return ErrorResult(InvalidArgumentError("runSegmentationRgbaOnGpu before open()"));
    std::vector<uint8_t> bytes = emscripten::convertJSArrayToNumberVector<uint8_t>(rgba);
    Status status = session_->SegmentRgbaOnGpu(model, bytes.data(), bytes.size());
    if (!status.ok()) return ErrorResult(status);
    val result = val::object();
    result.set("ok", true);
    return result;
  }

  // The same as runSegmentation without the readback: returns {ok} once the
  // run is queued; the caller fences the context to wait for the GPU.
  val runSegmentationOnGpu(std::string model, val rgb) {
    if (!session_) return ErrorResult(InvalidArgumentError("runSegmentationOnGpu before open()"));
    std::vector<float> pixels = emscripten::convertJSArrayToNumberVector<float>(rgb);
    Status status = session_->SegmentOnGpu(model, pixels);
    if (!status.ok()) return ErrorResult(status);
    val result = val::object();
    result.set("ok", true);
    return result;
  }

  // Returns {ok, passes: [{name, macs, ms, first_ms}]}: per-pass browser time (GpuSession::ProfilePasses).
  val profilePasses(std::string model, int runs) {
    if (!session_) return ErrorResult(InvalidArgumentError("profilePasses before open()"));
    StatusOr<std::vector<GpuSession::PassTime>> times = session_->ProfilePasses(model, runs);
    if (!times.ok()) return ErrorResult(times.status());
    val passes = val::array();
    for (const GpuSession::PassTime& t : *times) {
      val pass = val::object();
      pass.set("name", t.name);
      pass.set("macs", static_cast<double>(t.macs));
      pass.set("ms", t.median_ms);
      pass.set("first_ms", t.first_ms);
      passes.call<void>("push", pass);
    }
    val result = val::object();
    result.set("ok", true);
    result.set("passes", passes);
    return result;
  }

  // Returns {ok}: per-pass GPU timer queries issued (GpuSession::StartPassTimers).
  val startPassTimers(std::string model, int runs) {
    if (!session_) return ErrorResult(InvalidArgumentError("startPassTimers before open()"));
    Status status = session_->StartPassTimers(model, runs);
    if (!status.ok()) return ErrorResult(status);
    val result = val::object();
    result.set("ok", true);
    return result;
  }

  // Returns {ok, ready, passes?: [{name, macs, ms}]} (GPU time per pass, median over the runs).
  val readPassTimers() {
    if (!session_) return ErrorResult(InvalidArgumentError("readPassTimers before open()"));
    StatusOr<std::optional<std::vector<GpuSession::PassTime>>> times = session_->ReadPassTimers();
    if (!times.ok()) return ErrorResult(times.status());
    val result = val::object();
    result.set("ok", true);
    result.set("ready", times->has_value());
    if (times->has_value()) {
      val passes = val::array();
      for (const GpuSession::PassTime& t : **times) {
        val pass = val::object();
        pass.set("name", t.name);
        pass.set("macs", static_cast<double>(t.macs));
        pass.set("ms", t.median_ms);
        passes.call<void>("push", pass);
      }
      result.set("passes", passes);
    }
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

 private:
  std::unique_ptr<GpuSession> session_;
};

EMSCRIPTEN_BINDINGS(vfx_session) {
  emscripten::class_<Session>("Session")
      .constructor<>()
      .function("open", &Session::open)
      .function("setPlanVariant", &Session::setPlanVariant)
      .function("setPackedReadback", &Session::setPackedReadback)
      .function("runMrtSelfTest", &Session::runMrtSelfTest)
      .function("runSegmentation", &Session::runSegmentation)
      .function("runSegmentationOnGpu", &Session::runSegmentationOnGpu)
      .function("runSegmentationRgba", &Session::runSegmentationRgba)
      .function("runSegmentationRgbaOnGpu", &Session::runSegmentationRgbaOnGpu)
      .function("modelInput", &Session::modelInput)
      .function("profilePasses", &Session::profilePasses)
      .function("startPassTimers", &Session::startPassTimers)
      .function("readPassTimers", &Session::readPassTimers);
}

}  // namespace
}  // namespace vfx::web
