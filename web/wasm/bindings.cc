// The JS face of the product's wasm module (embind): the SDK's Engine, the weight
// store and GL object counts. No C++ exception crosses this boundary: every call
// returns a plain object {ok, error, ...}. Benchmarks and tests load vfx_bench.mjs,
// which is this plus the Session of session_bindings.cc.
#include <emscripten/bind.h>
#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <map>
#include <memory>
#include <string>

#include "src/gl/capabilities.h"
#include "src/gl/object_counts.h"
#include "src/nn/external_weights.h"
#include "src/nn/model_registry.h"
#include "web/wasm/js_results.h"
#include "web/wasm/web_engine.h"

// (Global scope: EM_JS functions are extern "C".)
// EM_JS bodies are JavaScript, not for clang-format:
// clang-format off
// Registers Module.vfxGlContext (a WebGL2RenderingContext JS created) with
// emscripten's GL layer; returns its handle.
EM_JS(int, vfx_register_pending_context, (void), {
  const ctx = Module["vfxGlContext"];
  if (!ctx) return 0;
  return GL.registerContext(ctx, {majorVersion: 2, minorVersion: 0, enableExtensionsByDefault: true});
});

// Emscripten's GL layer numbers objects from one counter shared by all its
// tables and pads each table with nulls up to that counter, so an id is never
// used twice: every engine opened and closed left its ~440 ids behind as JS
// array slots (200 create/dispose cycles: +2.3 MB of JS heap on SwiftShader,
// benchmarks/RESULTS.md "Long runs"). After an engine is closed, the free slots
// at the end of every table are cut and the counter lowered to just above the
// highest live id, so the next engine reuses them.
EM_JS(void, vfx_compact_gl_tables, (void), {
  let top = 1;
  for (const key of ['buffers', 'programs', 'framebuffers', 'renderbuffers', 'textures', 'shaders', 'vaos',
                     'contexts', 'queries', 'samplers', 'transformFeedbacks', 'syncs']) {
    const table = GL[key];
    if (!Array.isArray(table)) continue;
    let n = table.length;
    while (n > 0 && !table[n - 1]) n--;
    table.length = n;
    top = Math.max(top, n);
  }
  GL.counter = top;
});
// clang-format on

namespace vfx::web {
namespace {

using emscripten::val;

// The SDK's engine for JS (web/sdk/renderer.js). The per-frame call returns a
// number so the frame path allocates nothing in JS; lastError() explains a failure.
class Engine {
 public:
  // Adopts Module.vfxGlContext and builds every node and program; software:
  // the renderer is a CPU rasterizer whatever its name (a probe's verdict).
  // Returns {ok, error?, capabilities?, planVariant?}.
  val open(std::string model, bool software) {
    int handle = vfx_register_pending_context();
    if (handle <= 0) return ErrorResult(InvalidArgumentError("Module.vfxGlContext is not a WebGL2 context"));
    StatusOr<std::unique_ptr<WebEngine>> engine = WebEngine::Create(handle, model, software);
    if (!engine.ok()) return ErrorResult(engine.status());
    engine_ = std::move(engine).value();
    val result = val::object();
    result.set("ok", true);
    result.set("capabilities", gl::ToString(engine_->capabilities()));
    result.set("planVariant", std::string(nn::PlanVariantName(engine_->plan_variant())));
    return result;
  }

  // 0 on success, 1 on error (see lastError()).
  int processFrame(int width, int height) { return Check(engine_ ? engine_->ProcessFrame(width, height) : NotOpen()); }

  int setEffect(std::string effect, float blur_strength, bool light_correction, float light_strength) {
    if (!engine_) return Check(NotOpen());
    StatusOr<pipeline::EffectOptions> options =
        EffectOptionsOf(effect, blur_strength, light_correction, light_strength, engine_->effect());
    return Check(options.ok() ? engine_->SetEffect(*options) : options.status());
  }

  // Touch-up (0..1), whose statistics the light correction uses ("person" |
  // "face") and where it applies ("auto" | "picture" | "person").
  int setFaceEffects(float touch_up, std::string light_region, std::string light_scope) {
    if (!engine_) return Check(NotOpen());
    StatusOr<pipeline::EffectOptions> options = FaceOptionsOf(engine_->effect(), touch_up, light_region, light_scope);
    return Check(options.ok() ? engine_->SetEffect(*options) : options.status());
  }

  int setBackgroundColor(float r, float g, float b) {
    return Check(engine_ ? engine_->SetBackgroundColor(r, g, b) : NotOpen());
  }

  // A step of the quality ladder (src/pipeline/quality_ladder.h): 0 = full.
  int setQuality(int level) { return Check(engine_ ? engine_->SetQuality(level) : NotOpen()); }

  // The next frame's camera time in seconds (a VideoFrame's timestamp / 1e6).
  int setFrameTime(double seconds) { return Check(engine_ ? engine_->SetFrameTime(seconds) : NotOpen()); }

  // Frames since the network last ran, as of the last frame (0: that frame's own mask).
  int maskAge() const { return engine_ ? engine_->mask_age_frames() : 0; }

  // rgba: Uint8Array / Uint8ClampedArray, width*height*4 bytes, rows top-down.
  int setBackgroundImage(val rgba, int width, int height) {
    if (!engine_) return Check(NotOpen());
    StatusOr<std::vector<uint8_t>> pixels = RgbaPixelsOf(rgba, width, height);
    return Check(pixels.ok() ? engine_->SetBackgroundImage(pixels->data(), width, height) : pixels.status());
  }

  // [{name, ms, gpuMs?}] of the last frame's stages: the pass list's
  // recording, the upload, the nodes that ran, the present. ms: CPU submit time (with setStageSync(true), GPU
  // time too); gpuMs: the GPU timer's measure of that stage in the last timed frame, where it ran there too.
  val stages() const {
    val list = val::array();
    if (!engine_) return list;
    const std::map<std::string, double>& gpu = engine_->gpu_timer().last();
    for (const graph::NodeTiming& t : engine_->StageTimings()) {
      val entry = val::object();
      entry.set("name", t.name);
      entry.set("ms", t.ms);
      auto it = gpu.find(t.name);
      if (it != gpu.end()) entry.set("gpuMs", it->second);
      list.call<void>("push", entry);
    }
    return list;
  }

  // {name: ms} of every stage of the last timed frame, whatever the last frame
  // ran (a stage run on every n-th frame, such as face detection, keeps its
  // share); null before the first timed frame.
  val gpuStages() const {
    if (!engine_ || engine_->gpu_timer().last().empty()) return val::null();
    val result = val::object();
    for (const auto& [name, ms] : engine_->gpu_timer().last()) result.set(name, ms);
    return result;
  }

  // {available, reason, framesTimed}: whether stages() can report GPU time.
  val gpuTimer() const {
    val result = val::object();
    result.set("available", engine_ ? engine_->gpu_timer().available() : false);
    result.set("reason", engine_ ? engine_->gpu_timer().unavailable_reason() : std::string("the engine is not open"));
    result.set("framesTimed", engine_ ? static_cast<double>(engine_->gpu_timer().frames_timed()) : 0.0);
    return result;
  }

  // Benchmarks: wait for the GPU after every stage (WebEngine::SetStageSync).
  int setStageSync(bool on) { return Check(engine_ ? engine_->SetStageSync(on) : NotOpen()); }

  std::string lastError() const { return last_error_; }
  // Frees every GL object and the context registration.
  void close() {
    if (!engine_) return;
    engine_.reset();
    vfx_compact_gl_tables();
  }

 private:
  static Status NotOpen() { return InvalidArgumentError("the engine is not open (or was closed)"); }
  int Check(const Status& status) {
    if (status.ok()) return 0;
    last_error_ = status.ToString();
    return 1;
  }
  std::unique_ptr<WebEngine> engine_;
  std::string last_error_;
};

// Live GL objects made through the wrappers: {textures, framebuffers, programs, buffers, created}.
val GlObjectCounts() {
  gl::ObjectCounts c = gl::CurrentObjectCounts();
  val result = val::object();
  result.set("textures", c.textures);
  result.set("framebuffers", c.framebuffers);
  result.set("programs", c.programs);
  result.set("buffers", c.buffers);
  result.set("created", c.created);
  return result;
}

val ModelNames() {
  val list = val::array();
  for (const nn::ModelEntry& m : nn::GeneratedModels()) {
    if (m.variant == nn::PlanVariant::kGpu && !m.small_input) list.call<void>("push", std::string(m.name));
  }
  return list;
}

// The models also compiled at a small input (their WebGPU plan: webgpu/<model>@small/plan.json).
val SmallModelNames() {
  val list = val::array();
  for (const nn::ModelEntry& m : nn::GeneratedModels()) {
    if (m.variant == nn::PlanVariant::kGpu && m.small_input) list.call<void>("push", std::string(m.name));
  }
  return list;
}

// Adds one weight texture's bytes (a Uint8Array) to the external weight store
// under its symbol (src/nn/external_weights.h): web/sdk/model_weights.js
// calls it for every entry of a model's weight index before opening it.
// {ok} or {ok: false, error} when the bytes are not the symbol's.
val AddWeight(const std::string& symbol, const val& bytes) {
  const size_t size = bytes["length"].as<size_t>();
  std::vector<uint8_t> copy(size);
  val(emscripten::typed_memory_view(size, copy.data())).call<void>("set", bytes);
  Status status = nn::AddExternalWeight(symbol, std::move(copy));
  if (!status.ok()) return ErrorResult(status);
  val result = val::object();
  result.set("ok", true);
  return result;
}

EMSCRIPTEN_BINDINGS(vfx_foundation) {
  emscripten::class_<Engine>("Engine")
      .constructor<>()
      .function("open", &Engine::open)
      .function("processFrame", &Engine::processFrame)
      .function("setEffect", &Engine::setEffect)
      .function("setFaceEffects", &Engine::setFaceEffects)
      .function("setBackgroundColor", &Engine::setBackgroundColor)
      .function("setBackgroundImage", &Engine::setBackgroundImage)
      .function("setQuality", &Engine::setQuality)
      .function("setFrameTime", &Engine::setFrameTime)
      .function("maskAge", &Engine::maskAge)
      .function("stages", &Engine::stages)
      .function("gpuStages", &Engine::gpuStages)
      .function("setStageSync", &Engine::setStageSync)
      .function("gpuTimer", &Engine::gpuTimer)
      .function("lastError", &Engine::lastError)
      .function("close", &Engine::close);
  emscripten::function("glObjectCounts", &GlObjectCounts);
  emscripten::function("modelNames", &ModelNames);
  emscripten::function("smallModelNames", &SmallModelNames);
  emscripten::function("addWeight", &AddWeight);
  emscripten::constant("qualityLevels", pipeline::kQualityLevels);
}

}  // namespace
}  // namespace vfx::web
