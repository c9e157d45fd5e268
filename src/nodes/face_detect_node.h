// Face detection: camera frame -> the faces in it, steadied over time.
//
// Inputs:  frame (FrameRef, any size and aspect)
// Outputs: faces (FacesRef: boxes and keypoints in frame uv, best first, at most kMaxFaces)
// Options: interval (a detection every Nth frame; kStillFaceIntervalFactor
//          times as long while every face is still: effect_parameters.h).
//
// On a detection frame the frame is letterboxed into the detector's square
// input (black bars: MediaPipe pads before its range conversion), the
// detector runs (models/face, BlazeFace short range), its two raw outputs are
// packed into one RGBA32F texture (face_pack.frag) and read back without
// waiting: the bytes arrive a frame or more later (Arrive), are decoded
// (anchors, weighted non-maximum suppression: src/face/blazeface_decoder.h)
// and steadied (src/face/face_smoother.h). So a frame's faces are those of an
// earlier detection, held between detections; the frame never waits for the
// GPU. A detection is recorded only when the last one's bytes have arrived
// (or were lost: after kLostAfterFrames), so at most one is in flight.
// Every frame's faces are the tracks carried from the time of the frame the
// detector ran on to this frame's time along their velocity
// (FaceSmoother::Predict), so a moving face is not left behind by the
// detection interval and the readback's latency.
//
// Where this process runs the detector itself (Create), the readback is
// synchronous but its result is still used from the next frame on, so both
// executors show the same faces on the same frame.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "src/core/status.h"
#include "src/face/blazeface_decoder.h"
#include "src/face/face_smoother.h"
#include "src/nn/model_plan.h"
#include "src/nn/plan_runner.h"
#include "src/nodes/gpu_pass.h"
#include "src/nodes/node_types.h"
#include "src/nodes/render_target.h"

namespace vfx::nodes {

// How the frame is shrunk into the detector's input. kAreaAverage (the
// default): each input texel averages its footprint (downscale.frag's box
// prefilter), so stripes and text do not alias into face-like patterns and a
// moving camera does not flicker the faces. kLikeMediaPipe: one frame pixel
// per input texel, the one at the texel's top-left corner, as MediaPipe
// tasks-vision's CPU preprocessing samples (bilinear at x·k, no half-pixel
// centre); for comparing with its FaceDetector on the same pixels.
enum class FaceSampling { kAreaAverage, kLikeMediaPipe };

// The detector's input and raw output sizes where another executor runs it.
struct FaceNetShape {
  int input_size = 0;                               // square
  int regressors_width = 0, regressors_height = 0;  // 16 × anchors
  int scores_width = 0, scores_height = 0;          // 1 × anchors
};

class FaceDetectNode {
 public:
  static constexpr int kMaxFaces = 4;
  static constexpr int kLostAfterFrames = 30;
  // The readback's channel name (graph::PassType::kReadback).
  static constexpr const char* kChannel = "faces";

  static StatusOr<std::unique_ptr<FaceDetectNode>> Create(const nn::ModelPlan& plan,
                                                          const nn::PlanRunnerOptions& options);
  static StatusOr<std::unique_ptr<FaceDetectNode>> CreateRecorded(const FaceNetShape& shape,
                                                                  gl::TextureFormat activation_format);
  // The shape of a plan (INVALID_ARGUMENT unless it is a BlazeFace-style
  // detector: a square RGB input and two one-plane outputs of 16 and 1
  // values per anchor).
  static StatusOr<FaceNetShape> ShapeOf(const nn::ModelPlan& plan);

  // Detections every `interval` frames (1: every frame).
  Status SetInterval(int interval);
  void SetSampling(FaceSampling sampling) { sampling_ = sampling; }
  // The faces for `frame` (frame_time_s: seconds, increasing; for the smoothing).
  StatusOr<FacesRef> Detect(const FrameRef& frame, double frame_time_s);
  // The bytes of a readback this node recorded (RGBA32F texels of its packed
  // texture, rows top-down): decoded on the next Detect.
  Status Arrive(std::vector<uint8_t> bytes);
  // The executor will never bring the last readback (its net not ready yet,
  // a failed map): the next frame asks again instead of waiting kLostAfterFrames.
  void ReadbackLost() {
    in_flight_ = false;
    frames_in_flight_ = 0;
  }
  // Forgets the tracks (a new scene or camera size).
  void Reset();

  // Detector runs recorded or made so far (tests: the graph runs it only when pulled).
  int detections() const { return detections_; }

 private:
  FaceDetectNode() = default;
  Status Init(const FaceNetShape& shape, gl::TextureFormat activation_format, gl::PassKind passes);
  Status RunDetector(const FrameRef& frame, double frame_time_s);
  Status Decode(const std::vector<uint8_t>& bytes);

  std::unique_ptr<nn::PlanRunner> runner_;  // null where an executor runs the detector
  FaceNetShape shape_;
  const gl::Texture* input_ = nullptr;
  const gl::Texture* regressors_ = nullptr;
  const gl::Texture* scores_ = nullptr;
  gl::Texture recorded_input_, recorded_regressors_, recorded_scores_;
  gl::Framebuffer input_target_;
  GpuPass letterbox_;
  GpuPass pack_;
  RenderTarget packed_;
  std::unique_ptr<face::BlazeFaceDecoder> decoder_;
  face::FaceSmoother smoother_;
  face::Letterbox letterbox_fit_;  // of the detection in flight
  face::Letterbox arrived_fit_;    // of the bytes that arrived
  double letterbox_time_s_ = 0;    // the time of the frame in flight
  double arrived_time_s_ = 0;      // the time of the frame whose bytes arrived
  std::optional<std::vector<uint8_t>> arrived_;
  std::optional<std::vector<uint8_t>> pending_bytes_;  // Create's synchronous read, handed over next frame
  std::vector<face::FaceDetection> last_detection_;    // decoded, in frame uv
  bool in_flight_ = false;
  int frames_in_flight_ = 0;
  int interval_ = 1;
  FaceSampling sampling_ = FaceSampling::kAreaAverage;
  int frames_since_detection_ = 0;
  bool detected_once_ = false;
  int detections_ = 0;
  FacesRef faces_;
};

}  // namespace vfx::nodes
