// The frame graph for the WebGPU backend (embind): the effects pipeline of
// the WebGL2 engine, recorded instead of drawn (src/pipeline/recorded_frames.h).
// web/sdk/webgpu_executor.js runs what it records. Per frame JS calls
// recordFrame() and generation(); only when the generation moved does it ask
// for resources() and takeUploads(), only for a new version for passList();
// the frame's uniforms are read straight from the wasm heap (uniformBytes).
// Like Engine, no C++ exception crosses the boundary.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "src/nodes/effect_parameters.h"
#include "src/nodes/segmentation_node.h"
#include "src/pipeline/recorded_frames.h"
#include "web/wasm/js_results.h"

namespace vfx::web {
namespace {

using emscripten::val;

const char* WebGpuFormat(gl::TextureFormat format) {
  switch (format) {
    case gl::TextureFormat::kRgba8: return "rgba8unorm";
    case gl::TextureFormat::kRgba16F: return "rgba16float";
    case gl::TextureFormat::kRgba32F: return "rgba32float";
    case gl::TextureFormat::kR8: return "r8unorm";
  }
  return "?";
}

val Ids(const std::vector<graph::ResourceId>& ids) {
  val list = val::array();
  for (graph::ResourceId id : ids) list.call<void>("push", static_cast<double>(id));
  return list;
}

// A net's shape as the executor describes it: {inputWidth, inputHeight, maskWidth, maskHeight}.
nodes::NetShape NetShapeOf(const val& net) {
  nodes::NetShape shape;
  shape.input_width = net["inputWidth"].as<int>();
  shape.input_height = net["inputHeight"].as<int>();
  shape.mask_width = net["maskWidth"].as<int>();
  shape.mask_height = net["maskHeight"].as<int>();
  return shape;
}

class PassListEngine {
 public:
  // net: {inputWidth, inputHeight, maskWidth, maskHeight} of the network the
  // executor runs; software: the settings for CPU rasterizers; face: the
  // face detector's {inputWidth, inputHeight, outputs: [{width, height}] x2}
  // (regressors, scores) when the executor can run it, else null/undefined
  // (then the face effects are refused); small: the net at its small input,
  // shaped as `net`, when the executor can run it (net pass "net_small"), else
  // null/undefined. {ok, error?}.
  val open(val net, bool software, val face, val small) {
    const nodes::NetShape shape = NetShapeOf(net);
    pipeline::PipelineOptions options;
    // CPU rasterizers pay for every tap (nodes/effect_parameters.h).
    if (software) options.refine.radius = nodes::kSoftwareRefineRadius;
    std::optional<nodes::FaceNetShape> face_shape;
    if (!face.isNull() && !face.isUndefined()) {
      val outputs = face["outputs"];
      if (face["inputWidth"].as<int>() != face["inputHeight"].as<int>() || outputs["length"].as<int>() != 2) {
        return ErrorResult(InvalidArgumentError("the face detector needs a square input and two outputs"));
      }
      face_shape = nodes::FaceNetShape{face["inputWidth"].as<int>(), outputs[0]["width"].as<int>(),
                                       outputs[0]["height"].as<int>(), outputs[1]["width"].as<int>(),
                                       outputs[1]["height"].as<int>()};
    }
    std::optional<nodes::NetShape> small_shape;
    if (!small.isNull() && !small.isUndefined()) small_shape = NetShapeOf(small);
    StatusOr<std::unique_ptr<pipeline::RecordedFrames>> frames = pipeline::RecordedFrames::Create(
        shape, options, face_shape ? &*face_shape : nullptr, small_shape ? &*small_shape : nullptr);
    if (!frames.ok()) return ErrorResult(frames.status());
    frames_ = std::move(frames).value();
    val result = val::object();
    result.set("ok", true);
    result.set("qualityLevels", pipeline::kQualityLevels);
    return result;
  }

  // The uniform block of one program of the executor's shaders: names[i] at
  // offsets[i] bytes, integers[i] whether it is an i32. 0, or 1 (lastError()).
  int setProgramLayout(std::string program, val names, val offsets, val integers, int size) {
    if (!frames_) return Check(NotOpen());
    std::vector<pipeline::UniformSlot> slots;
    const int count = names["length"].as<int>();
    for (int i = 0; i < count; ++i) {
      slots.push_back({names[i].as<std::string>(), offsets[i].as<int>(), integers[i].as<bool>()});
    }
    return Check(frames_->SetProgramLayout(program, std::move(slots), size));
  }

  // Records the next frame of width × height; its pass list's version, or 0 (lastError()).
  int recordFrame(int width, int height) {
    if (!frames_) {
      Check(NotOpen());
      return 0;
    }
    StatusOr<int> version = frames_->RecordFrame(width, height);
    if (!version.ok()) {
      Check(version.status());
      return 0;
    }
    return *version;
  }

  // This frame's uniforms: a Uint8Array over the wasm heap, valid until the
  // next call into the module (write it to the GPU at once).
  val uniformBytes() const {
    static const std::vector<uint8_t> none;
    const std::vector<uint8_t>& block = frames_ ? frames_->uniform_block() : none;
    return val(emscripten::typed_memory_view(block.size(), block.data()));
  }

  // Changes whenever a texture is made, dropped or filled: then resources() and takeUploads().
  double generation() const { return frames_ ? static_cast<double>(frames_->generation()) : 0; }

  // Every live texture: [{id, width, height, format}].
  val resources() const {
    val list = val::array();
    if (!frames_) return list;
    for (const auto& [id, t] : frames_->resources().textures()) {
      val r = val::object();
      r.set("id", static_cast<double>(id));
      r.set("width", t.width);
      r.set("height", t.height);
      r.set("format", std::string(WebGpuFormat(t.format)));
      list.call<void>("push", r);
    }
    return list;
  }

  // Bytes written into textures since the last call: [{id, bytes}] (copies).
  val takeUploads() {
    val uploads = val::array();
    if (!frames_) return uploads;
    for (auto& [id, bytes] : frames_->TakeUploads()) {
      val upload = val::object();
      upload.set("id", static_cast<double>(id));
      val view(emscripten::typed_memory_view(bytes.size(), bytes.data()));
      upload.set("bytes", val::global("Uint8Array").new_(view));
      uploads.call<void>("push", upload);
    }
    return uploads;
  }

  // The last frame's pass list: {version, uniformSize, passes: [{type,
  // program, stage, inputs: [[sampler, id]], outputs: [id], width, height,
  // uniformOffset}]}.
  val passList() const {
    val result = val::object();
    if (!frames_) return result;
    result.set("version", frames_->version());
    result.set("uniformSize", static_cast<double>(frames_->uniform_block().size()));
    val passes = val::array();
    const std::vector<graph::Pass>& list = frames_->passes();
    for (size_t i = 0; i < list.size(); ++i) {
      const graph::Pass& p = list[i];
      val pass = val::object();
      pass.set("type", std::string(graph::PassTypeName(p.type)));
      pass.set("program", p.program);
      pass.set("stage", p.stage);
      val inputs = val::array();
      for (const auto& [name, id] : p.inputs) {
        val pair = val::array();
        pair.call<void>("push", name);
        pair.call<void>("push", static_cast<double>(id));
        inputs.call<void>("push", pair);
      }
      pass.set("inputs", inputs);
      pass.set("outputs", Ids(p.outputs));
      pass.set("width", p.width);
      pass.set("height", p.height);
      pass.set("uniformOffset", frames_->uniform_offsets()[i]);
      passes.call<void>("push", pass);
    }
    result.set("passes", passes);
    return result;
  }

  int setEffect(std::string effect, float blur_strength, bool light_correction, float light_strength) {
    if (!frames_) return Check(NotOpen());
    StatusOr<pipeline::EffectOptions> options =
        EffectOptionsOf(effect, blur_strength, light_correction, light_strength, frames_->pipeline().effect());
    return Check(options.ok() ? frames_->pipeline().SetEffect(*options) : options.status());
  }

  // Touch-up (0..1), whose statistics the light correction uses ("person" |
  // "face") and where it applies ("auto" | "picture" | "person").
  int setFaceEffects(float touch_up, std::string light_region, std::string light_scope) {
    if (!frames_) return Check(NotOpen());
    StatusOr<pipeline::EffectOptions> options =
        FaceOptionsOf(frames_->pipeline().effect(), touch_up, light_region, light_scope);
    return Check(options.ok() ? frames_->pipeline().SetEffect(*options) : options.status());
  }

  // A readback pass on `channel` whose bytes will never come (its net not
  // ready yet, a failed map): its node asks again on the next frame.
  int readbackLost(std::string channel) {
    if (!frames_) return Check(NotOpen());
    return Check(frames_->pipeline().ReadbackLost(channel));
  }

  // Whether open() was given a face detector (the face effects need it).
  bool hasFaceDetector() const { return frames_ && frames_->pipeline().has_face_detector(); }

  // The bytes of a readback pass of an earlier frame: bytes, a Uint8Array of
  // the pass's width*height*16 bytes (RGBA float32, rows top-down), on
  // `channel` (the pass's program). Used by the next recordFrame.
  int deliverReadback(std::string channel, val bytes) {
    if (!frames_) return Check(NotOpen());
    std::vector<uint8_t> data = emscripten::convertJSArrayToNumberVector<uint8_t>(bytes);
    return Check(frames_->DeliverReadback(channel, std::move(data)));
  }

  int setBackgroundColor(float r, float g, float b) {
    return Check(frames_ ? frames_->pipeline().SetBackgroundColor(r, g, b) : NotOpen());
  }

  // rgba: Uint8Array / Uint8ClampedArray, width*height*4 bytes, rows top-down.
  int setBackgroundImage(val rgba, int width, int height) {
    if (!frames_) return Check(NotOpen());
    StatusOr<std::vector<uint8_t>> pixels = RgbaPixelsOf(rgba, width, height);
    if (!pixels.ok()) return Check(pixels.status());
    return Check(
        frames_->WithContext([&] { return frames_->pipeline().SetBackgroundImage(pixels->data(), width, height); }));
  }

  int setQuality(int level) {
    if (!frames_) return Check(NotOpen());
    return Check(frames_->WithContext([&] { return frames_->pipeline().SetQuality(level); }));
  }

  // The next frame's camera time in seconds (a VideoFrame's timestamp / 1e6):
  // the quality ladder bounds a carried mask's age by it, face smoothing follows it.
  int setFrameTime(double seconds) { return Check(frames_ ? frames_->pipeline().SetFrameTime(seconds) : NotOpen()); }

  // Frames since the network last ran, as of the last frame (0: that frame's own mask).
  int maskAge() const { return frames_ ? frames_->pipeline().mask_age_frames() : 0; }

  void forgetHistory() {
    if (frames_) frames_->pipeline().ForgetHistory();
  }

  // The nets whose recurrent states the last recorded frame starts afresh
  // (their net pass carries SegmentationNode::kResetStateUniform = 1): the
  // executor zeroes them before it submits that frame.
  val netResets() const {
    val names = val::array();
    if (!frames_) return names;
    for (const graph::Pass& pass : frames_->passes()) {
      if (nodes::SegmentationNode::ResetsState(pass)) names.call<void>("push", pass.program);
    }
    return names;
  }

  std::string lastError() const { return last_error_; }
  void close() { frames_.reset(); }

 private:
  static Status NotOpen() { return InvalidArgumentError("the pass-list engine is not open (or was closed)"); }
  int Check(const Status& status) {
    if (status.ok()) return 0;
    last_error_ = status.ToString();
    return 1;
  }
  std::unique_ptr<pipeline::RecordedFrames> frames_;
  std::string last_error_;
};

EMSCRIPTEN_BINDINGS(vfx_pass_list) {
  emscripten::class_<PassListEngine>("PassListEngine")
      .constructor<>()
      .function("open", &PassListEngine::open)
      .function("setProgramLayout", &PassListEngine::setProgramLayout)
      .function("recordFrame", &PassListEngine::recordFrame)
      .function("uniformBytes", &PassListEngine::uniformBytes)
      .function("passList", &PassListEngine::passList)
      .function("generation", &PassListEngine::generation)
      .function("resources", &PassListEngine::resources)
      .function("takeUploads", &PassListEngine::takeUploads)
      .function("setEffect", &PassListEngine::setEffect)
      .function("setFaceEffects", &PassListEngine::setFaceEffects)
      .function("hasFaceDetector", &PassListEngine::hasFaceDetector)
      .function("deliverReadback", &PassListEngine::deliverReadback)
      .function("readbackLost", &PassListEngine::readbackLost)
      .function("setBackgroundColor", &PassListEngine::setBackgroundColor)
      .function("setBackgroundImage", &PassListEngine::setBackgroundImage)
      .function("setQuality", &PassListEngine::setQuality)
      .function("forgetHistory", &PassListEngine::forgetHistory)
      .function("netResets", &PassListEngine::netResets)
      .function("maskAge", &PassListEngine::maskAge)
      .function("setFrameTime", &PassListEngine::setFrameTime)
      .function("lastError", &PassListEngine::lastError)
      .function("close", &PassListEngine::close);
}

}  // namespace
}  // namespace vfx::web
