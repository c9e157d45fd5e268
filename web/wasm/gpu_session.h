// A WebGL2 context on a canvas, checked against the SDK's requirements, for the
// browser self-tests: the 4-target MRT check and the generated networks run
// alone (their masks are compared with ONNX Runtime's). The SDK itself runs
// web_engine.h.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/gl/framebuffer.h"
#include "src/gl/program.h"
#include "src/gl/timer_queries.h"
#include "src/gl/texture.h"
#include "src/nn/model_registry.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/render_target.h"

namespace vfx::web {

// The four RGBA16F targets of the MRT self-test, read back as floats.
struct MrtSelfTestResult {
  int width = 0;
  int height = 0;
  std::vector<float> input;                 // RGBA per pixel, row 0 first
  std::vector<std::vector<float>> targets;  // 4 arrays shaped like `input`
};

class GpuSession {
 public:
  static StatusOr<std::unique_ptr<GpuSession>> Create(const std::string& canvas_selector);

  const gl::Capabilities& capabilities() const { return capabilities_; }

  // The generated code the nets run: by default the variant for this
  // context's renderer; a benchmark or test may force one. Takes effect for
  // models not yet run in this session.
  void ForcePlanVariant(std::optional<nn::PlanVariant> variant) { forced_variant_ = variant; }
  nn::PlanVariant plan_variant() const;

  // Runs shaders/mrt4_selftest.frag into 4 RGBA16F targets of width×height.
  StatusOr<MrtSelfTestResult> RunMrtSelfTest(int width, int height);

  // Runs the generated network `model` on RGB floats in 0..1 (H×W×3, rows
  // top-down, at the model's input size) and reads back the person
  // probability (H×W). The model's programs are compiled on first use.
  StatusOr<std::vector<float>> Segment(const std::string& model, const std::vector<float>& rgb);
  // Whether Segment reads the mask back packed 4 values to a texel (a pass
  // makes the copy; the default) or reads the whole RGBA output texture.
  void SetPackedReadback(bool on) { packed_readback_ = on; }

  // The same run without the readback: the mask stays on the GPU, the work is
  // only queued (benchmarks fence it to time the GPU work alone).
  Status SegmentOnGpu(const std::string& model, const std::vector<float>& rgb);
  // Both from RGBA bytes (an ImageData at the model's input size, rows
  // top-down; alpha ignored): a quarter of the float upload, widened on the
  // GPU (bytes / 255, the same values Segment gets as floats).
  StatusOr<std::vector<float>> SegmentRgba(const std::string& model, const uint8_t* rgba, size_t size);
  Status SegmentRgbaOnGpu(const std::string& model, const uint8_t* rgba, size_t size);
  // Per-pass GPU time in the browser: after one whole run, each pass runs alone
  // and one texel of its output is read back (the only way to wait for the GPU
  // in WebGL), `runs` times; the median per pass, in plan order.
  struct PassTime {
    std::string name;
    int64_t macs = 0;
    double median_ms = 0;
    // The pass's first draw in this session: its pipeline build included
    // (ANGLE/SwiftShader build one per program at its first draw), unless the
    // model already ran in this session.
    double first_ms = 0;
  };
  StatusOr<std::vector<PassTime>> ProfilePasses(const std::string& model, int runs);
  // Per-pass GPU time from the GPU's timer (EXT_disjoint_timer_query_webgl2),
  // the passes run back to back as in a real run, `runs` times. WebGL gives
  // the results only after control returns to the browser: start, yield, then
  // read until ready (nullopt while pending). UNAVAILABLE without the timer.
  Status StartPassTimers(const std::string& model, int runs);
  StatusOr<std::optional<std::vector<PassTime>>> ReadPassTimers();
  // The model's input size, for callers that prepare the image.
  StatusOr<tensor::Shape> ModelInputShape(const std::string& model);

 private:
  GpuSession() = default;
  StatusOr<nn::PlanRunner*> Runner(const std::string& model);
  StatusOr<nn::PlanRunner*> UploadAndRun(const std::string& model, const std::vector<float>& rgb);
  StatusOr<nn::PlanRunner*> UploadRgbaAndRun(const std::string& model, const uint8_t* rgba, size_t size);
  StatusOr<std::vector<float>> ReadMask(const nn::PlanRunner& runner);
  // The person channel of a single-texture mask through pack_, or nullopt where the layout has more.
  StatusOr<std::optional<std::vector<float>>> ReadMaskPacked(const nn::PlanRunner& runner);

  std::unique_ptr<gl::GlContext> context_;
  gl::Capabilities capabilities_;
  gl::Program mrt_;
  std::optional<nn::PlanVariant> forced_variant_;
  bool packed_readback_ = true;
  std::optional<gl::TimerQueries> timers_;
  nn::PlanRunner* timed_runner_ = nullptr;
  int timed_runs_ = 0;
  std::optional<nodes::GpuPass> pack_;
  std::optional<nodes::GpuPass> widen_;  // RGBA8 -> the net's input
  gl::Texture rgba_input_;
  std::map<const nn::PlanRunner*, gl::Framebuffer> input_targets_;
  nodes::RenderTarget packed_;
  std::map<std::string, std::unique_ptr<nn::PlanRunner>> runners_;
};

}  // namespace vfx::web
