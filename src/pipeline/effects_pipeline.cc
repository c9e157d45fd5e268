#include "src/pipeline/effects_pipeline.h"

#include <string>

#include "src/gl/record_context.h"

namespace vfx::pipeline {

using graph::Port;
using nodes::BackgroundRef;
using nodes::FacesRef;
using nodes::FrameRef;
using nodes::MaskRef;
using nodes::StatsRef;

const char* EffectName(Effect effect) {
  switch (effect) {
    case Effect::kNone: return "none";
    case Effect::kBlur: return "blur";
    case Effect::kReplace: return "replace";
    case Effect::kLight: return "light";
  }
  return "?";
}

StatusOr<Effect> ParseEffect(const std::string& name) {
  for (Effect e : {Effect::kNone, Effect::kBlur, Effect::kReplace, Effect::kLight}) {
    if (name == EffectName(e)) return e;
  }
  return InvalidArgumentError("unknown effect '" + name + "' (use none, blur, replace or light)");
}

StatusOr<LightScope> ParseLightScope(const std::string& name) {
  if (name == "auto") return LightScope::kAuto;
  if (name == "picture") return LightScope::kPicture;
  if (name == "person") return LightScope::kPerson;
  return InvalidArgumentError("unknown light scope '" + name + "' (use auto, picture or person)");
}

Status ValidateEffectOptions(const EffectOptions& o) {
  if (!(o.blur_strength >= 0 && o.blur_strength <= 1)) {
    return InvalidArgumentError("blur strength must be in 0..1, got " + std::to_string(o.blur_strength));
  }
  if (!(o.light_strength >= 0 && o.light_strength <= 1)) {
    return InvalidArgumentError("light strength must be in 0..1, got " + std::to_string(o.light_strength));
  }
  if (!(o.touch_up >= 0 && o.touch_up <= 1)) {
    return InvalidArgumentError("touch-up must be in 0..1, got " + std::to_string(o.touch_up));
  }
  return Status::Ok();
}

StatusOr<std::unique_ptr<EffectsPipeline>> EffectsPipeline::Create(const nn::ModelPlan& plan,
                                                                   const PipelineOptions& options,
                                                                   const nn::ModelPlan* face_plan,
                                                                   const nn::ModelPlan* small_plan) {
  std::unique_ptr<EffectsPipeline> p(new EffectsPipeline());
  nn::PlanRunnerOptions runner;
  runner.activation_format = options.activation_format;
  ASSIGN_OR_RETURN(runner.passes, gl::ResolvePassKind(options.passes));
  const gl::PassKind passes = runner.passes;
  p->passes_ = passes;
  ASSIGN_OR_RETURN(p->segmentation_, nodes::SegmentationNode::Create(plan, runner, options.fit));
  if (face_plan != nullptr) {
    RETURN_IF_ERROR(nodes::FaceDetectNode::ShapeOf(*face_plan).status());
    auto shared = std::make_shared<nn::ModelPlan>(*face_plan);
    p->make_face_ = [shared, runner] { return nodes::FaceDetectNode::Create(*shared, runner); };
  }
  if (small_plan != nullptr) {
    auto shared = std::make_shared<nn::ModelPlan>(*small_plan);
    const nodes::Fit fit = options.fit;
    p->make_small_ = [shared, runner, fit] { return nodes::SegmentationNode::Create(*shared, runner, fit); };
  }
  RETURN_IF_ERROR(p->CreateEffectNodes(options, passes));
  p->Declare();
  return p;
}

StatusOr<std::unique_ptr<EffectsPipeline>> EffectsPipeline::CreateRecorded(const nodes::NetShape& net,
                                                                           const PipelineOptions& options,
                                                                           const nodes::FaceNetShape* face,
                                                                           const nodes::NetShape* small) {
  if (gl::RecordContext::Current() == nullptr) return InternalError("a recorded pipeline needs a record context");
  std::unique_ptr<EffectsPipeline> p(new EffectsPipeline());
  // The executor decides how a pass runs; fragment keeps every node's GL-only branches off.
  p->passes_ = gl::PassKind::kFragment;
  ASSIGN_OR_RETURN(p->segmentation_,
                   nodes::SegmentationNode::CreateRecorded(net, options.activation_format, options.fit));
  if (face != nullptr) {
    const nodes::FaceNetShape shape = *face;
    const gl::TextureFormat format = options.activation_format;
    p->make_face_ = [shape, format] { return nodes::FaceDetectNode::CreateRecorded(shape, format); };
  }
  if (small != nullptr) {
    RETURN_IF_ERROR(nodes::SegmentationNode::CheckShape(*small).WithContext("the small-input net"));
    const nodes::NetShape shape = *small;
    const gl::TextureFormat format = options.activation_format;
    const nodes::Fit fit = options.fit;
    p->make_small_ = [shape, format, fit] {
      return nodes::SegmentationNode::CreateRecorded(shape, format, fit, "net_small");
    };
  }
  RETURN_IF_ERROR(p->CreateEffectNodes(options, p->passes_));
  p->Declare();
  return p;
}

Status EffectsPipeline::CreateEffectNodes(const PipelineOptions& options, gl::PassKind passes) {
  refine_options_ = options.refine;
  ASSIGN_OR_RETURN(refine_, nodes::MaskRefineNode::Create(options.refine, passes));
  ASSIGN_OR_RETURN(motion_, nodes::MaskMotionNode::Create(passes, options.activation_format));
  ASSIGN_OR_RETURN(blur_, nodes::BlurNode::Create(passes));
  ASSIGN_OR_RETURN(replace_, nodes::ReplaceNode::Create());
  ASSIGN_OR_RETURN(light_, nodes::LightNode::Create(passes));
  ASSIGN_OR_RETURN(touch_up_, nodes::TouchUpNode::Create(passes));
  ASSIGN_OR_RETURN(composite_blur_, nodes::CompositeNode::Create(passes, options.soften_edges));
  ASSIGN_OR_RETURN(composite_replace_, nodes::CompositeNode::Create(passes, options.soften_edges));
  return Status::Ok();
}

StatusOr<nodes::SegmentationNode*> EffectsPipeline::Segmenter() {
  if (!use_small_) return segmentation_.get();
  if (!small_) {
    // A small net that cannot be made leaves the ladder carrying masks, as for
    // a model without one (this frame runs the full net); small_net_failure() says why.
    StatusOr<std::unique_ptr<nodes::MaskRefineNode>> smoother = nodes::MaskRefineNode::Create(refine_options_, passes_);
    StatusOr<std::unique_ptr<nodes::SegmentationNode>> net =
        smoother.ok() ? make_small_() : StatusOr<std::unique_ptr<nodes::SegmentationNode>>(smoother.status());
    if (!net.ok()) {
      small_failure_ = net.status();
      make_small_ = nullptr;
      use_small_ = false;
      return segmentation_.get();
    }
    smooth_small_ = std::move(smoother).value();
    small_ = std::move(net).value();
  }
  return small_.get();
}

void EffectsPipeline::Declare() {
  graph::FrameGraph& g = graph_;
  Ports& P = ports_;
  P.camera = g.AddNode<FrameRef>("camera", {}, [this](FrameRef& out) {
    ASSIGN_OR_RETURN(out, input_.Frame());
    return Status::Ok();
  });
  P.downscale = g.AddNode<FrameRef>("downscale", {P.camera.node}, [this](FrameRef& out) {
    ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
    ASSIGN_OR_RETURN(nodes::SegmentationNode * net, Segmenter());
    ASSIGN_OR_RETURN(out, net->Downscale(*frame));
    return Status::Ok();
  });
  P.segmentation = g.AddNode<MaskRef>("segmentation", {P.downscale.node}, [this](MaskRef& out) {
    RETURN_IF_ERROR(graph_.Pull(ports_.downscale).status());
    ASSIGN_OR_RETURN(nodes::SegmentationNode * net, Segmenter());
    ASSIGN_OR_RETURN(out, net->Segment());
    return Status::Ok();
  });
  // A reused mask, moved to where the person is in this frame.
  P.carried = g.AddNode<MaskRef>("mask_motion", {P.camera.node}, [this](MaskRef& out) {
    ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
    ASSIGN_OR_RETURN(out, motion_->Carry(*frame));
    return Status::Ok();
  });
  P.temporal = g.AddNode<MaskRef>("temporal_smoothing", {P.segmentation.node, P.carried.node}, [this](MaskRef& out) {
    mask_used_ = true;
    if (reuse_mask_) {
      ASSIGN_OR_RETURN(const MaskRef* carried, graph_.Pull(ports_.carried));
      out = *carried;
      frames_on_cached_mask_ += 1;
      return Status::Ok();
    }
    ASSIGN_OR_RETURN(const MaskRef* mask, graph_.Pull(ports_.segmentation));
    ASSIGN_OR_RETURN(out, Smoother().Smooth(*mask));
    frames_on_cached_mask_ = 0;
    key_time_s_ = frame_time_s_;
    // The frames that will reuse this mask match their picture against this one's.
    if (SegmentInterval() > 1) {
      ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
      RETURN_IF_ERROR(motion_->Keyframe(out, *frame));
    } else {
      motion_->Forget();
    }
    return Status::Ok();
  });
  P.refined = g.AddNode<MaskRef>("mask_upsample", {P.temporal.node, P.camera.node}, [this](MaskRef& out) {
    ASSIGN_OR_RETURN(const MaskRef* low, graph_.Pull(ports_.temporal));
    // Without refinement the smoothed mask is sampled bilinearly
    // (when it covers the frame exactly: a stretched, not letterboxed, input).
    const bool covers_frame = low->frame_to_mask_scale[0] == 1 && low->frame_to_mask_scale[1] == 1 &&
                              low->frame_to_mask_offset[0] == 0 && low->frame_to_mask_offset[1] == 0;
    if (!quality_.guided_refinement && covers_frame) {
      out = *low;
      return Status::Ok();
    }
    ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
    ASSIGN_OR_RETURN(out, refine_->Upsample(*low, *frame));
    return Status::Ok();
  });
  // Faces: the detector is made on the first pull, so an engine whose effects
  // never need faces never makes its GPU objects.
  P.faces = g.AddNode<FacesRef>("face_detect", {P.camera.node}, [this](FacesRef& out) {
    if (!face_) {
      if (!make_face_) return UnimplementedError("this engine has no face detector");
      ASSIGN_OR_RETURN(face_, make_face_());
      RETURN_IF_ERROR(face_->SetInterval(quality_.face_detect_interval));
    }
    ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
    ASSIGN_OR_RETURN(out, face_->Detect(*frame, frame_time_s_));
    return Status::Ok();
  });
  // The camera frame with the face effects on it: what every later node shows.
  P.touch_up = g.AddNode<FrameRef>("touch_up", {P.camera.node, P.faces.node}, [this](FrameRef& out) {
    ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
    if (effect_.touch_up == 0) {
      out = *frame;
      return Status::Ok();
    }
    ASSIGN_OR_RETURN(const FacesRef* faces, graph_.Pull(ports_.faces));
    ASSIGN_OR_RETURN(out, touch_up_->Run(*frame, *faces, effect_.touch_up, quality_.touch_up_tap_step));
    return Status::Ok();
  });
  P.light_stats =
      g.AddNode<StatsRef>("light_stats", {P.camera.node, P.temporal.node, P.faces.node}, [this](StatsRef& out) {
        ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
        if (effect_.light_region == LightRegion::kFace) {
          ASSIGN_OR_RETURN(const FacesRef* faces, graph_.Pull(ports_.faces));
          if (!faces->faces.empty()) {
            ASSIGN_OR_RETURN(out, light_->MeasureFace(*frame, faces->faces.front()));
            return Status::Ok();
          }
        }
        ASSIGN_OR_RETURN(const MaskRef* mask, graph_.Pull(ports_.temporal));
        ASSIGN_OR_RETURN(out, light_->Measure(*frame, *mask));
        return Status::Ok();
      });
  P.light_correct = g.AddNode<FrameRef>(
      "light_correct", {P.touch_up.node, P.light_stats.node, P.refined.node}, [this](FrameRef& out) {
        ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.touch_up));
        ASSIGN_OR_RETURN(const StatsRef* stats, graph_.Pull(ports_.light_stats));
        const MaskRef* person = nullptr;
        if (ResolvedLightScope(effect_) == LightScope::kPerson) {
          ASSIGN_OR_RETURN(person, graph_.Pull(ports_.refined));
        }
        ASSIGN_OR_RETURN(out, light_->Apply(*frame, *stats, effect_.light_strength, person));
        return Status::Ok();
      });
  // The person as shown: corrected only when asked, so the statistics run only then.
  P.foreground = g.AddNode<FrameRef>("foreground", {P.touch_up.node, P.light_correct.node}, [this](FrameRef& out) {
    bool correct = effect_.light_correction || effect_.effect == Effect::kLight;
    ASSIGN_OR_RETURN(const FrameRef* f, graph_.Pull(correct ? ports_.light_correct : ports_.touch_up));
    out = *f;
    return Status::Ok();
  });
  // Light correction over the whole picture is one exposure (measured on the
  // person or face): the background is blurred from the corrected frame, so
  // blur + correction looks like 'light' blurred, not like a lit cut-out.
  // Over the person only, the background is blurred at its own brightness.
  P.blur = g.AddNode<BackgroundRef>("blur", {P.foreground.node, P.refined.node}, [this](BackgroundRef& out) {
    ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.foreground));
    ASSIGN_OR_RETURN(const MaskRef* mask, graph_.Pull(ports_.refined));
    ASSIGN_OR_RETURN(out, blur_->Run(*frame, *mask, effect_.blur_strength));
    return Status::Ok();
  });
  P.replacement = g.AddNode<BackgroundRef>("replacement", {P.camera.node}, [this](BackgroundRef& out) {
    ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
    ASSIGN_OR_RETURN(out, replace_->Run(*frame));
    return Status::Ok();
  });
  auto composite = [this](nodes::CompositeNode* node, Port<BackgroundRef> background) {
    return [this, node, background](FrameRef& out) {
      ASSIGN_OR_RETURN(const FrameRef* fg, graph_.Pull(ports_.foreground));
      ASSIGN_OR_RETURN(const MaskRef* refined, graph_.Pull(ports_.refined));
      MaskRef mask = *refined;
      // The edge band is softened toward the local mean of the foreground as shown.
      if (node->softens() && mask.local_mean != nullptr &&
          (effect_.light_correction || effect_.effect == Effect::kLight)) {
        ASSIGN_OR_RETURN(const StatsRef* stats, graph_.Pull(ports_.light_stats));
        ASSIGN_OR_RETURN(mask, light_->ApplyToLocalMean(mask, *stats, effect_.light_strength));
      }
      ASSIGN_OR_RETURN(const BackgroundRef* bg, graph_.Pull(background));
      ASSIGN_OR_RETURN(out, node->Run(*fg, mask, *bg));
      return Status::Ok();
    };
  };
  P.composite_blur =
      g.AddNode<FrameRef>("composite_blur", {P.foreground.node, P.refined.node, P.light_stats.node, P.blur.node},
                          composite(composite_blur_.get(), P.blur));
  P.composite_replace = g.AddNode<FrameRef>("composite_replace",
                                            {P.foreground.node, P.refined.node, P.light_stats.node, P.replacement.node},
                                            composite(composite_replace_.get(), P.replacement));
  P.output = g.AddNode<FrameRef>("output", {P.foreground.node, P.composite_blur.node, P.composite_replace.node},
                                 [this](FrameRef& out) {
                                   Port<FrameRef> source = ports_.foreground;
                                   if (effect_.effect == Effect::kBlur) source = ports_.composite_blur;
                                   if (effect_.effect == Effect::kReplace) source = ports_.composite_replace;
                                   ASSIGN_OR_RETURN(const FrameRef* f, graph_.Pull(source));
                                   out = *f;
                                   return Status::Ok();
                                 });
}

Status EffectsPipeline::SetEffect(const EffectOptions& options) {
  RETURN_IF_ERROR(ValidateEffectOptions(options));
  if (NeedsFaces(options) && !make_face_) {
    return UnimplementedError("touch-up and face light need the face detector, which this engine was made without");
  }
  effect_ = options;
  return Status::Ok();
}

Status EffectsPipeline::SetQuality(int level) {
  if (level < 0 || level >= kQualityLevels) {
    return InvalidArgumentError("quality level must be in 0.." + std::to_string(kQualityLevels - 1) + ", got " +
                                std::to_string(level));
  }
  const QualitySettings q = QualityForLevel(level);
  RETURN_IF_ERROR(refine_->SetScale(q.refine_scale));
  composite_blur_->set_feather_enabled(q.feather);
  composite_replace_->set_feather_enabled(q.feather);
  if (face_) RETURN_IF_ERROR(face_->SetInterval(q.face_detect_interval));
  quality_ = q;
  quality_level_ = level;
  return Status::Ok();
}

Status EffectsPipeline::SetBackgroundImage(const uint8_t* rgba, int width, int height) {
  return replace_->SetImage(rgba, width, height);
}

Status EffectsPipeline::SetBackgroundColor(float r, float g, float b) { return replace_->SetColor(r, g, b); }

Status EffectsPipeline::UploadFrame(const uint8_t* rgba, int width, int height) {
  return input_.Upload(rgba, width, height);
}

Status EffectsPipeline::BorrowFrame(GLuint texture, int width, int height) {
  return input_.Borrow(texture, width, height);
}

StatusOr<FrameRef> EffectsPipeline::Render() {
  graph_.BeginFrame();
  ASSIGN_OR_RETURN(const FrameRef* frame, graph_.Pull(ports_.camera));
  if (frame->width != last_width_ || frame->height != last_height_) {
    // A new camera resolution: history from the old one would be wrong.
    refine_->Reset();
    light_->Reset();
    if (face_) face_->Reset();
    last_width_ = frame->width;
    last_height_ = frame->height;
    if (smooth_small_) smooth_small_->Reset();
    mask_cached_ = false;
    motion_->Forget();
    // A recurrent net's states are of the old picture too.
    if (segmentation_) segmentation_->ResetState();
    if (small_) small_->ResetState();
  }
  if (!frame_time_given_) frame_time_s_ += 1.0 / 30;
  // Only camera times say how fast frames come: frames without one (tests,
  // EveryProgram's recordings) are taken as 1/30 s apart and teach nothing.
  if (frame_time_given_) UpdateFrameSpacing();
  frame_time_given_ = false;
  // The small net where a carried mask would be too old: the frames the
  // ladder would carry a mask over span more than kMaxMaskAgeS. Back to the
  // full net below 0.8 of that, so jitter does not switch nets every frame;
  // and since each switch restarts the smoothing at another mask size, a net
  // is kept for at least kMinNetDwellS of camera time (a new level switches at once).
  const double carried_span = frame_spacing_s_ * (quality_.segment_interval - 1);
  bool use_small = quality_.small_net && make_small_ && carried_span > (use_small_ ? 0.8 : 1.0) * kMaxMaskAgeS;
  const bool dwelt = frame_time_s_ - net_since_s_ >= kMinNetDwellS || frame_time_s_ < net_since_s_;
  if (use_small != use_small_ && use_small_ && quality_.small_net && !dwelt) use_small = true;
  if (use_small != use_small_) {
    net_since_s_ = frame_time_s_;
    // The net switched to smooths its masks anew (its history is from frames
    // long past), and the mask kept for reuse was the other net's.
    nodes::MaskRefineNode* next = use_small ? smooth_small_.get() : refine_.get();
    if (next != nullptr) next->Reset();
    nodes::SegmentationNode* net = use_small ? small_.get() : segmentation_.get();
    if (net != nullptr) net->ResetState();
    mask_cached_ = false;
    motion_->Forget();
    use_small_ = use_small;
  }
  reuse_mask_ = mask_cached_ && motion_->has_key() && frames_on_cached_mask_ + 1 < SegmentInterval();
  mask_used_ = false;
  ASSIGN_OR_RETURN(const FrameRef* out, graph_.Pull(ports_.output));
  // A mask not pulled this frame (effect 'none') is not reused later.
  mask_cached_ = mask_used_;
  // Compute passes make their writes visible to later shaders only; the
  // caller may read, blit or copy the output any way (one barrier per frame).
  if (passes_ == gl::PassKind::kCompute) gl::MakeComputeWritesVisible();
  return *out;
}

void EffectsPipeline::UpdateFrameSpacing() {
  if (last_frame_time_s_) {
    double spacing = frame_time_s_ - *last_frame_time_s_;
    // A gap of seconds (a paused camera, a hidden tab) says nothing of how fast
    // frames are processed, and one stall (a GC pause) little: each sample
    // counts for at most 4x the estimate.
    if (spacing > 0 && spacing < 2) {
      if (frame_spacing_s_ > 0) {
        spacing = std::min(spacing, 4 * frame_spacing_s_);
        frame_spacing_s_ = 0.75 * frame_spacing_s_ + 0.25 * spacing;
      } else {
        frame_spacing_s_ = spacing;
      }
    }
  }
  last_frame_time_s_ = frame_time_s_;
}

Status EffectsPipeline::DeliverReadback(const std::string& channel, std::vector<uint8_t> bytes) {
  if (channel == nodes::FaceDetectNode::kChannel && face_) return face_->Arrive(std::move(bytes));
  return InvalidArgumentError("no node reads back on channel '" + channel + "'");
}

Status EffectsPipeline::ReadbackLost(const std::string& channel) {
  if (channel != nodes::FaceDetectNode::kChannel) {
    return InvalidArgumentError("no node reads back on channel '" + channel + "'");
  }
  if (face_) face_->ReadbackLost();
  return Status::Ok();
}

StageGpuTimer& EffectsPipeline::EnableGpuTimer() {
  if (!gpu_timer_) {
    gpu_timer_ = std::make_unique<StageGpuTimer>();
    StageGpuTimer* timer = gpu_timer_.get();
    graph_.set_node_hooks([timer](const std::string& name) { timer->Enter(name); }, [timer] { timer->Leave(); });
  }
  return *gpu_timer_;
}

StatusOr<MaskRef> EffectsPipeline::RefinedMask() {
  ASSIGN_OR_RETURN(const MaskRef* mask, graph_.Pull(ports_.refined));
  return *mask;
}

}  // namespace vfx::pipeline
