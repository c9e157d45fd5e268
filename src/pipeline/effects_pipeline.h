// Every effect of the product in one frame graph, built once: camera ->
// downscale -> segmentation -> temporal smoothing -> mask upsampling ->
// blur / replacement / light correction -> composite. The active effect only
// decides which output is pulled, so switching never re-creates anything and
// the very next frame shows the new effect; segmentation runs once per frame
// whatever needs it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/graph/frame_graph.h"
#include "src/nn/model_plan.h"
#include "src/nodes/blur_node.h"
#include "src/nodes/composite_node.h"
#include "src/nodes/face_detect_node.h"
#include "src/nodes/frame_input_node.h"
#include "src/nodes/light_node.h"
#include "src/nodes/mask_motion_node.h"
#include "src/nodes/mask_refine_node.h"
#include "src/nodes/replace_node.h"
#include "src/nodes/segmentation_node.h"
#include "src/nodes/touch_up_node.h"
#include "src/pipeline/quality_ladder.h"
#include "src/pipeline/stage_gpu_timer.h"

namespace vfx::pipeline {

enum class Effect { kNone, kBlur, kReplace, kLight };

const char* EffectName(Effect effect);
// "none" | "blur" | "replace" | "light"; anything else is INVALID_ARGUMENT listing them.
StatusOr<Effect> ParseEffect(const std::string& name);

// Whose statistics set the light correction: the person's, or the best
// face's (the person's while no face is found).
enum class LightRegion { kPerson, kFace };

// Where the correction is applied: the whole picture (one exposure, as a
// camera's would be), or the person only (the background keeps its
// brightness). kAuto: the person for face light (the face sets an exposure
// meant for people), the whole picture for person light.
enum class LightScope { kAuto, kPicture, kPerson };

struct EffectOptions {
  Effect effect = Effect::kBlur;
  float blur_strength = 0.8f;     // 0..1
  bool light_correction = false;  // also correct the person under blur/replace/none
  float light_strength = 1.0f;    // 0..1
  LightRegion light_region = LightRegion::kPerson;
  LightScope light_scope = LightScope::kAuto;
  float touch_up = 0.0f;  // 0..1: portrait touch-up of the faces, under any effect
};

// Whether these options need the face detector.
inline bool NeedsFaces(const EffectOptions& o) {
  const bool light = o.light_correction || o.effect == Effect::kLight;
  return o.touch_up > 0 || (light && o.light_region == LightRegion::kFace);
}

// "auto" | "picture" | "person"; anything else is INVALID_ARGUMENT listing them.
StatusOr<LightScope> ParseLightScope(const std::string& name);

// kPicture or kPerson: what kAuto means for these options.
inline LightScope ResolvedLightScope(const EffectOptions& o) {
  if (o.light_scope != LightScope::kAuto) return o.light_scope;
  return o.light_region == LightRegion::kFace ? LightScope::kPerson : LightScope::kPicture;
}

// Checks ranges; the message names the bad field and its range.
Status ValidateEffectOptions(const EffectOptions& options);

struct PipelineOptions {
  nodes::Fit fit = nodes::Fit::kStretch;
  // Network activations; fp16 only where the GPU cannot render fp32.
  gl::TextureFormat activation_format = gl::TextureFormat::kRgba32F;
  nodes::MaskRefineOptions refine;
  // The composite's edge softening (toward the refinement's local mean colour).
  bool soften_edges = nodes::kSoftenEdges;
  // Fragment draws or compute dispatches for every pass (kAuto: compute where
  // the context has it, i.e. natively on GL ES 3.1+; WebGL2 always draws).
  gl::PassKind passes = gl::PassKind::kAuto;
};

class EffectsPipeline {
 public:
  // `face_plan`: the face detector (models/face), for touch-up and face
  // light; without it those options are refused. Its GPU objects are made
  // on the first frame that needs faces, never otherwise.
  // `small_plan`: the segmenter at a smaller input (nn::BuildSmallModelPlan),
  // which levels 2 and 3 run on every frame where frames come more than
  // kMaxMaskAgeS apart (quality_ladder.h); made on the first frame that needs
  // it. Without it those levels carry masks however far apart frames come.
  static StatusOr<std::unique_ptr<EffectsPipeline>> Create(const nn::ModelPlan& plan,
                                                           const PipelineOptions& options = {},
                                                           const nn::ModelPlan* face_plan = nullptr,
                                                           const nn::ModelPlan* small_plan = nullptr);
  // The same graph and nodes with a gl::RecordContext current: a frame's
  // Render records its passes (graph::PassRecorder) instead of drawing them,
  // the network as one pass of `net` (pipeline/recorded_frames.h).
  // `face`: the shape of the face detector the executor runs (as "face"), if
  // any; `small`: the small-input segmenter's (as "net_small"), if any.
  static StatusOr<std::unique_ptr<EffectsPipeline>> CreateRecorded(const nodes::NetShape& net,
                                                                   const PipelineOptions& options = {},
                                                                   const nodes::FaceNetShape* face = nullptr,
                                                                   const nodes::NetShape* small = nullptr);

  Status SetEffect(const EffectOptions& options);
  bool has_face_detector() const { return static_cast<bool>(make_face_); }
  bool has_small_net() const { return static_cast<bool>(make_small_); }
  // Whether the last Render segmented with the small-input net.
  bool used_small_net() const { return use_small_; }
  // Camera time from the frame whose network run made the last frame's mask
  // to the last frame (0: its own).
  double mask_age_seconds() const { return std::max(0.0, frame_time_s_ - key_time_s_); }
  // Why the small-input net could not be made (then the ladder carries masks), or OK.
  const Status& small_net_failure() const { return small_failure_; }
  const EffectOptions& effect() const { return effect_; }
  Status SetBackgroundImage(const uint8_t* rgba, int width, int height);
  Status SetBackgroundColor(float r, float g, float b);
  // A step of the quality ladder (quality_ladder.h), 0..kQualityLevels-1, from the next frame on.
  Status SetQuality(int level);
  int quality_level() const { return quality_level_; }
  // Frames since the mask of the last frame came from the network (0: that
  // frame's own; more: a key mask carried by motion).
  int mask_age_frames() const { return frames_on_cached_mask_; }

  // The next frame: RGBA8 rows top-down, or a texture owned by the caller.
  Status UploadFrame(const uint8_t* rgba, int width, int height);
  Status BorrowFrame(GLuint texture, int width, int height);
  // Runs what the active effect needs; the result is valid until the next Render.
  StatusOr<nodes::FrameRef> Render();
  // The next frame starts a new scene: nothing is smoothed with earlier frames
  // (a camera switch; tests that feed unrelated stills).
  void ForgetHistory() {
    last_width_ = last_height_ = 0;  // the next Render resets what a new resolution resets (the nets' states too)
    if (smooth_small_) smooth_small_->Reset();
    // How far apart frames come is the machine's, not the scene's: the spacing stays.
    last_frame_time_s_.reset();
    key_time_s_ = frame_time_s_;
    mask_cached_ = false;
    motion_->Forget();
    if (face_) face_->Reset();
  }
  // The camera time of the next frame (seconds, increasing); without it
  // frames are taken as 1/30 s apart. Face smoothing follows it. A time that
  // is not a finite number is refused and changes nothing.
  Status SetFrameTime(double seconds) {
    if (!std::isfinite(seconds)) return InvalidArgumentError("a frame time must be a finite number of seconds");
    frame_time_s_ = seconds;
    frame_time_given_ = true;
    return Status::Ok();
  }
  // Bytes of a readback pass (graph::PassType::kReadback) on `channel`,
  // arrived from the executor: used by the next frame.
  Status DeliverReadback(const std::string& channel, std::vector<uint8_t> bytes);
  // The readback on `channel` will not come: its node asks again next frame.
  Status ReadbackLost(const std::string& channel);
  // The face detector node, once a frame needed it (null before).
  const nodes::FaceDetectNode* face_detector() const { return face_.get(); }
  // The refined mask of the last Render (pulls it if the effect did not need it).
  StatusOr<nodes::MaskRef> RefinedMask();

  graph::FrameGraph& graph() { return graph_; }
  // The network's plan (null in a recorded pipeline, whose executor runs it);
  // the small-input one's, once a frame ran it.
  const nn::ModelPlan* plan() const { return segmentation_->plan(); }
  const nn::ModelPlan* small_plan() const { return small_ ? small_->plan() : nullptr; }

  // GPU time per graph node from the GPU's timer (created on first call, with
  // the context current): the caller brackets each frame with its
  // BeginFrame/EndFrame and may add stages of its own (upload, present).
  StageGpuTimer& EnableGpuTimer();

  // The graph's nodes, for tests and stats.
  struct Ports {
    graph::Port<nodes::FrameRef> camera, downscale, touch_up, light_correct, foreground, composite_blur,
        composite_replace, output;
    graph::Port<nodes::FacesRef> faces;
    graph::Port<nodes::MaskRef> segmentation, carried, temporal, refined;
    graph::Port<nodes::StatsRef> light_stats;
    graph::Port<nodes::BackgroundRef> blur, replacement;
  };
  const Ports& ports() const { return ports_; }

 private:
  EffectsPipeline() = default;
  Status CreateEffectNodes(const PipelineOptions& options, gl::PassKind passes);
  void Declare();
  // The segmenter of this frame (the small one made on first use) and its temporal smoothing.
  StatusOr<nodes::SegmentationNode*> Segmenter();
  nodes::MaskRefineNode& Smoother() { return use_small_ ? *smooth_small_ : *refine_; }
  // This frame's network interval: every frame with the small net, else the ladder's.
  int SegmentInterval() const { return use_small_ ? 1 : quality_.segment_interval; }
  // Folds this frame's camera time (given by SetFrameTime) into frame_spacing_s_.
  void UpdateFrameSpacing();

  graph::FrameGraph graph_;
  std::unique_ptr<StageGpuTimer> gpu_timer_;
  Ports ports_;
  gl::PassKind passes_ = gl::PassKind::kFragment;  // resolved at creation
  EffectOptions effect_;
  nodes::FrameInputNode input_;
  std::unique_ptr<nodes::SegmentationNode> segmentation_;
  std::unique_ptr<nodes::MaskRefineNode> refine_;
  std::unique_ptr<nodes::MaskMotionNode> motion_;
  std::unique_ptr<nodes::BlurNode> blur_;
  std::unique_ptr<nodes::ReplaceNode> replace_;
  std::unique_ptr<nodes::LightNode> light_;
  std::unique_ptr<nodes::CompositeNode> composite_blur_;
  std::unique_ptr<nodes::CompositeNode> composite_replace_;
  // The face detector, made by make_face_ when a frame first pulls faces.
  std::function<StatusOr<std::unique_ptr<nodes::FaceDetectNode>>()> make_face_;
  std::unique_ptr<nodes::FaceDetectNode> face_;
  std::unique_ptr<nodes::TouchUpNode> touch_up_;
  // The small-input segmenter, made by make_small_ when a frame first needs
  // it, with a smoother of its own (a mask size of its own: refine_'s
  // history stays with the full net's masks).
  std::function<StatusOr<std::unique_ptr<nodes::SegmentationNode>>()> make_small_;
  std::unique_ptr<nodes::SegmentationNode> small_;
  std::unique_ptr<nodes::MaskRefineNode> smooth_small_;
  nodes::MaskRefineOptions refine_options_;
  double frame_time_s_ = 0;
  bool frame_time_given_ = false;
  int last_width_ = 0;
  int last_height_ = 0;
  // The quality ladder's step; on frames between network runs (segment_interval
  // > 1) the smoothed mask of the last run is reused, moved by the person's
  // motion since (mask_motion_node.h).
  int quality_level_ = 0;
  QualitySettings quality_;
  bool mask_cached_ = false;                 // the last frame computed or reused a mask
  bool mask_used_ = false;                   // this frame pulled the smoothed mask
  bool reuse_mask_ = false;                  // this frame reuses it
  int frames_on_cached_mask_ = 0;            // frames since the network last ran (0: it ran on this one)
  bool use_small_ = false;                   // this frame segments with the small-input net
  double key_time_s_ = 0;                    // camera time of the last frame the network ran on
  std::optional<double> last_frame_time_s_;  // of the frame before (none since the history was forgotten)
  double frame_spacing_s_ = 0;               // camera time between rendered frames, smoothed (0: unknown)
  double net_since_s_ = 0;                   // camera time of the last switch between the nets
  Status small_failure_ = Status::Ok();
};

}  // namespace vfx::pipeline
