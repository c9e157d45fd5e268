#include "src/nodes/face_detect_node.h"

#include <algorithm>
#include <cstring>
#include <string>

#include "src/gl/record_context.h"
#include "src/nodes/effect_parameters.h"

namespace vfx::nodes {
namespace {

constexpr int kPackWidth = 16;  // texels a row of the packed texture (face_pack.frag)
constexpr int kTexelsPerAnchor = 5;

int PackHeight(int anchors) { return (anchors * kTexelsPerAnchor + kPackWidth - 1) / kPackWidth; }

}  // namespace

StatusOr<FaceNetShape> FaceDetectNode::ShapeOf(const nn::ModelPlan& plan) {
  if (plan.input < 0 || plan.outputs.size() != 2) {
    return InvalidArgumentError("model '" + plan.name + "' is not a face detector (an input and two outputs)");
  }
  const tensor::Shape in = plan.tensors[plan.input].shape;
  const tensor::Shape reg = plan.tensors[plan.outputs[0]].shape;
  const tensor::Shape score = plan.tensors[plan.outputs[1]].shape;
  FaceNetShape shape;
  shape.input_size = in.width;
  shape.regressors_width = reg.width * reg.channels;
  shape.regressors_height = reg.height;
  shape.scores_width = score.width * score.channels;
  shape.scores_height = score.height;
  if (in.width != in.height || reg.channels != 1 || score.channels != 1 ||
      shape.regressors_width != face::BlazeFaceDecoder::kValuesPerAnchor || shape.scores_width != 1 ||
      reg.height != score.height) {
    return InvalidArgumentError("model '" + plan.name +
                                "' is not a BlazeFace-style detector (a square input; outputs of 16 and 1 "
                                "values per anchor)");
  }
  return shape;
}

StatusOr<std::unique_ptr<FaceDetectNode>> FaceDetectNode::Create(const nn::ModelPlan& plan,
                                                                 const nn::PlanRunnerOptions& options) {
  ASSIGN_OR_RETURN(FaceNetShape shape, ShapeOf(plan));
  std::unique_ptr<FaceDetectNode> node(new FaceDetectNode());
  ASSIGN_OR_RETURN(node->runner_, nn::PlanRunner::Create(plan, options));
  for (int t : {plan.input, plan.outputs[0], plan.outputs[1]}) {
    if (!node->runner_->layout(t).single_plane()) {
      return InvalidArgumentError("model '" + plan.name + "': tensor " + std::to_string(t) +
                                  " does not fit one texture plane");
    }
  }
  node->input_ = &node->runner_->textures(plan.input)[0];
  node->regressors_ = &node->runner_->textures(plan.outputs[0])[0];
  node->scores_ = &node->runner_->textures(plan.outputs[1])[0];
  RETURN_IF_ERROR(node->Init(shape, options.activation_format, node->runner_->pass_kind()));
  return node;
}

StatusOr<std::unique_ptr<FaceDetectNode>> FaceDetectNode::CreateRecorded(const FaceNetShape& shape,
                                                                         gl::TextureFormat activation_format) {
  if (gl::RecordContext::Current() == nullptr) return InternalError("a recorded face detector needs a record context");
  if (shape.input_size <= 0 || shape.regressors_width != face::BlazeFaceDecoder::kValuesPerAnchor ||
      shape.scores_width != 1 || shape.regressors_height <= 0 || shape.scores_height != shape.regressors_height) {
    return InvalidArgumentError("face detector shape: input " + std::to_string(shape.input_size) + ", outputs " +
                                std::to_string(shape.regressors_width) + "x" + std::to_string(shape.regressors_height) +
                                " and " + std::to_string(shape.scores_width) + "x" +
                                std::to_string(shape.scores_height) + " are not a BlazeFace detector's");
  }
  std::unique_ptr<FaceDetectNode> node(new FaceDetectNode());
  ASSIGN_OR_RETURN(node->recorded_input_, gl::Texture::Create(shape.input_size, shape.input_size, activation_format));
  ASSIGN_OR_RETURN(node->recorded_regressors_,
                   gl::Texture::Create(shape.regressors_width, shape.regressors_height, gl::TextureFormat::kRgba32F));
  ASSIGN_OR_RETURN(node->recorded_scores_,
                   gl::Texture::Create(shape.scores_width, shape.scores_height, gl::TextureFormat::kRgba32F));
  node->input_ = &node->recorded_input_;
  node->regressors_ = &node->recorded_regressors_;
  node->scores_ = &node->recorded_scores_;
  RETURN_IF_ERROR(node->Init(shape, activation_format, gl::PassKind::kFragment));
  return node;
}

Status FaceDetectNode::Init(const FaceNetShape& shape, gl::TextureFormat activation_format, gl::PassKind passes) {
  shape_ = shape;
  face::BlazeFaceOptions options;
  options.input_size = shape.input_size;
  options.max_faces = kMaxFaces;
  decoder_ = std::make_unique<face::BlazeFaceDecoder>(options);
  if (decoder_->anchor_count() != shape.regressors_height) {
    return InvalidArgumentError("the face detector has " + std::to_string(shape.regressors_height) +
                                " anchors; the decoder knows " + std::to_string(decoder_->anchor_count()));
  }
  ASSIGN_OR_RETURN(letterbox_, GpuPass::Create("downscale.frag", activation_format, passes));
  ASSIGN_OR_RETURN(pack_, GpuPass::Create("face_pack.frag", gl::TextureFormat::kRgba32F, passes));
  ASSIGN_OR_RETURN(input_target_, gl::Framebuffer::Create({input_}));
  return packed_.Ensure(kPackWidth, PackHeight(shape.regressors_height), gl::TextureFormat::kRgba32F, false);
}

Status FaceDetectNode::SetInterval(int interval) {
  if (interval < 1) return InvalidArgumentError("face detection interval must be ≥ 1, got " + std::to_string(interval));
  interval_ = interval;
  return Status::Ok();
}

void FaceDetectNode::Reset() {
  smoother_.Reset();
  faces_.faces.clear();
  arrived_.reset();
  frames_since_detection_ = 0;
  detected_once_ = false;
  // A detection in flight may never arrive (a recording nobody ran): the
  // next frame asks anew. If it does arrive, it is at most one detection old.
  in_flight_ = false;
  frames_in_flight_ = 0;
}

Status FaceDetectNode::Arrive(std::vector<uint8_t> bytes) {
  const size_t expected = static_cast<size_t>(packed_.width()) * packed_.height() * 4 * sizeof(float);
  if (bytes.size() != expected) {
    return InvalidArgumentError("a face readback of " + std::to_string(bytes.size()) +
                                " bytes; the packed outputs are " + std::to_string(expected));
  }
  in_flight_ = false;
  frames_in_flight_ = 0;
  arrived_fit_ = letterbox_fit_;
  arrived_time_s_ = letterbox_time_s_;
  arrived_ = std::move(bytes);
  return Status::Ok();
}

Status FaceDetectNode::Decode(const std::vector<uint8_t>& bytes) {
  const int anchors = shape_.regressors_height;
  std::vector<float> texels(bytes.size() / sizeof(float));
  std::memcpy(texels.data(), bytes.data(), texels.size() * sizeof(float));
  std::vector<float> regressors(static_cast<size_t>(anchors) * face::BlazeFaceDecoder::kValuesPerAnchor);
  std::vector<float> scores(static_cast<size_t>(anchors));
  for (int a = 0; a < anchors; ++a) {
    const float* texel = &texels[static_cast<size_t>(a) * kTexelsPerAnchor * 4];
    std::memcpy(&regressors[static_cast<size_t>(a) * 16], texel, 16 * sizeof(float));
    scores[static_cast<size_t>(a)] = texel[16];
  }
  ASSIGN_OR_RETURN(std::vector<face::FaceDetection> found, decoder_->Decode(regressors, scores));
  for (face::FaceDetection& f : found) f = arrived_fit_.ToFrame(f);
  last_detection_ = std::move(found);
  return Status::Ok();
}

Status FaceDetectNode::RunDetector(const FrameRef& frame, double frame_time_s) {
  letterbox_fit_ = face::Letterbox::Fit(frame.width, frame.height);
  letterbox_time_s_ = frame_time_s;
  const float size = static_cast<float>(shape_.input_size);
  // Input uv -> frame uv: the inverse of where the frame sits in the input.
  const glm::vec2 scale = 1.f / letterbox_fit_.scale;
  glm::vec2 offset = -letterbox_fit_.offset * scale;
  glm::vec2 footprint = scale / size;
  if (sampling_ == FaceSampling::kLikeMediaPipe) {
    // The texel centre (x + 0.5)·k moved to x·k + 0.5 (k frame pixels per
    // texel), and a single tap there.
    const glm::vec2 pixels(static_cast<float>(frame.width), static_cast<float>(frame.height));
    const float k = std::max(pixels.x, pixels.y) / size;
    offset += (0.5f - 0.5f * k) / pixels;
    footprint = glm::vec2(0.f);
  }
  RETURN_IF_ERROR(letterbox_.Use()
                      .Texture("u_frame", 0, *frame.texture)
                      .Vec2("u_uv_scale", scale.x, scale.y)
                      .Vec2("u_uv_offset", offset.x, offset.y)
                      .Vec2("u_footprint", footprint.x, footprint.y)
                      .Vec3("u_pad", 0.f, 0.f, 0.f)
                      .Draw(input_target_));
  if (runner_) {
    RETURN_IF_ERROR(runner_->Run());
  } else {
    graph::PassRecorder* recorder = graph::PassRecorder::Current();
    if (recorder == nullptr) return InternalError("the recorded face detector ran with no pass recorder current");
    graph::Pass pass;
    pass.type = graph::PassType::kNet;
    pass.program = "face";
    pass.inputs = {{"input", input_->id()}};
    pass.outputs = {regressors_->id(), scores_->id()};
    pass.width = regressors_->width();
    pass.height = regressors_->height();
    recorder->Record(std::move(pass));
  }
  RETURN_IF_ERROR(pack_.Use()
                      .Texture("u_regressors", 0, *regressors_)
                      .Texture("u_scores", 1, *scores_)
                      .Draw(packed_.framebuffer()));
  detections_ += 1;
  if (runner_) {
    // Read now, used from the next frame on, as an executor's readback is.
    std::vector<uint8_t> bytes(static_cast<size_t>(packed_.width()) * packed_.height() * 4 * sizeof(float));
    RETURN_IF_ERROR(packed_.framebuffer().ReadPixels(0, bytes.data()));
    in_flight_ = true;
    pending_bytes_ = std::move(bytes);
    return Status::Ok();
  }
  graph::Pass readback;
  readback.type = graph::PassType::kReadback;
  readback.program = kChannel;
  readback.inputs = {{"source", packed_.texture().id()}};
  readback.width = packed_.width();
  readback.height = packed_.height();
  graph::PassRecorder::Current()->Record(std::move(readback));
  in_flight_ = true;
  frames_in_flight_ = 0;
  return Status::Ok();
}

StatusOr<FacesRef> FaceDetectNode::Detect(const FrameRef& frame, double frame_time_s) {
  if (frame.texture == nullptr || frame.width <= 0 || frame.height <= 0) {
    return InvalidArgumentError("face detection needs a frame");
  }
  // What arrived since the last frame becomes this frame's detection.
  if (runner_ && pending_bytes_) {
    std::vector<uint8_t> bytes = std::move(*pending_bytes_);
    pending_bytes_.reset();
    RETURN_IF_ERROR(Arrive(std::move(bytes)));
  }
  bool fresh = false;
  if (arrived_) {
    RETURN_IF_ERROR(Decode(*arrived_));
    arrived_.reset();
    fresh = true;
  }
  if (in_flight_ && ++frames_in_flight_ > kLostAfterFrames) in_flight_ = false;  // never came: ask again
  // The faces that just arrived count for whether the next detection may wait.
  if (fresh) smoother_.Update(last_detection_, arrived_time_s_);
  ++frames_since_detection_;
  const int due = smoother_.Still() ? kStillFaceIntervalFactor * interval_ : interval_;
  if (!in_flight_ && (!detected_once_ || frames_since_detection_ >= due)) {
    RETURN_IF_ERROR(RunDetector(frame, frame_time_s));
    detected_once_ = true;
    frames_since_detection_ = 0;
  }
  faces_.faces = smoother_.Predict(frame_time_s);
  return faces_;
}

}  // namespace vfx::nodes
