#include "src/nodes/touch_up_node.h"

#include <algorithm>
#include <glm/common.hpp>
#include <string>

#include "src/nodes/face_detect_node.h"

namespace vfx::nodes {
namespace {

// Uniform names per face slot (string literals: GpuPass keys its cache by address).
struct FaceUniforms {
  const char* box;
  const char* eyes;
  const char* nose_mouth;
  const char* ears;
};
constexpr FaceUniforms kSlots[] = {
    {"u_box0", "u_eyes0", "u_nose_mouth0", "u_ears0"},
    {"u_box1", "u_eyes1", "u_nose_mouth1", "u_ears1"},
    {"u_box2", "u_eyes2", "u_nose_mouth2", "u_ears2"},
    {"u_box3", "u_eyes3", "u_nose_mouth3", "u_ears3"},
};
static_assert(std::size(kSlots) == FaceDetectNode::kMaxFaces);

// The bilateral filter's radius: this share of the face's width, in pixels, at most kMaxRadius.
constexpr float kRadiusOfFaceWidth = 0.03f;
constexpr float kMaxRadius = 24.f;

}  // namespace

StatusOr<std::unique_ptr<TouchUpNode>> TouchUpNode::Create(gl::PassKind passes) {
  std::unique_ptr<TouchUpNode> node(new TouchUpNode());
  ASSIGN_OR_RETURN(node->bilateral_, GpuPass::Create("bilateral_pass.frag", gl::TextureFormat::kRgba8, passes));
  ASSIGN_OR_RETURN(node->program_, GpuPass::Create("touch_up.frag", gl::TextureFormat::kRgba8, passes));
  return node;
}

float TouchUpNode::Amount(float strength) {
  const float s = std::clamp(strength, 0.f, 1.f);
  return 1.f - (1.f - s) * (1.f - s);
}

StatusOr<FrameRef> TouchUpNode::Run(const FrameRef& frame, const FacesRef& faces, float strength, int tap_step) {
  if (frame.texture == nullptr || frame.width <= 0 || frame.height <= 0) {
    return InvalidArgumentError("touch-up needs a frame");
  }
  if (!(strength >= 0 && strength <= 1)) {
    return InvalidArgumentError("touch-up strength must be in 0..1, got " + std::to_string(strength));
  }
  if (tap_step < 1) return InvalidArgumentError("touch-up tap step must be >= 1, got " + std::to_string(tap_step));
  // With no face the pass still runs (a copy): the pass list keeps one shape
  // while faces come and go, so an executor does not rebuild per detection.
  if (strength == 0) return frame;
  RETURN_IF_ERROR(output_.Ensure(frame.width, frame.height, gl::TextureFormat::kRgba8, true));
  RETURN_IF_ERROR(across_.Ensure(frame.width, frame.height, gl::TextureFormat::kRgba8, true));
  const int count = std::min<int>(static_cast<int>(faces.faces.size()), FaceDetectNode::kMaxFaces);
  // The filter's reach: 3 % of the largest face's width (skin texture, not
  // the face's shape), over the faces' ellipses and that much around them.
  float widest = 0;
  glm::vec2 lo(2.f), hi(-1.f);  // empty: the filter copies
  for (int i = 0; i < count; ++i) {
    const face::FaceDetection& f = faces.faces[static_cast<size_t>(i)];
    widest = std::max(widest, f.size().x * static_cast<float>(frame.width));
    lo = glm::min(lo, f.centre() - 0.62f * f.size());
    hi = glm::max(hi, f.centre() + 0.62f * f.size());
  }
  const float radius = std::clamp(kRadiusOfFaceWidth * widest, 1.f, kMaxRadius);
  const glm::vec2 texel(1.f / static_cast<float>(frame.width), 1.f / static_cast<float>(frame.height));
  lo = glm::max(lo - radius * texel, glm::vec2(0.f));
  hi = glm::min(hi + radius * texel, glm::vec2(1.f));
  RETURN_IF_ERROR(bilateral_.Use()
                      .Texture("u_source", 0, *frame.texture)
                      .Vec2("u_direction", texel.x, 0.f)
                      .Float("u_radius", radius)
                      .Int("u_step", tap_step)
                      .Vec4("u_region", lo.x, lo.y, hi.x, hi.y)
                      .Draw(across_.framebuffer()));
  GpuPass& p = program_.Use()
                   .Texture("u_frame", 0, *frame.texture)
                   .Texture("u_across", 1, across_.texture())
                   .Float("u_radius", radius)
                   .Int("u_step", tap_step)
                   .Vec2("u_texel", texel.x, texel.y)
                   .Int("u_faces", count)
                   .Float("u_amount", Amount(strength));
  // Every slot is set (unused ones to zeros), so a recorded pass's uniforms do not depend on the count.
  for (int i = 0; i < FaceDetectNode::kMaxFaces; ++i) {
    face::FaceDetection f;
    if (i < count) f = faces.faces[static_cast<size_t>(i)];
    const auto& k = f.keypoints;
    p.Vec4(kSlots[i].box, f.min.x, f.min.y, f.max.x, f.max.y)
        .Vec4(kSlots[i].eyes, k[face::kRightEye].x, k[face::kRightEye].y, k[face::kLeftEye].x, k[face::kLeftEye].y)
        .Vec4(kSlots[i].nose_mouth, k[face::kNoseTip].x, k[face::kNoseTip].y, k[face::kMouthCentre].x,
              k[face::kMouthCentre].y)
        .Vec4(kSlots[i].ears, k[face::kRightEarTragion].x, k[face::kRightEarTragion].y, k[face::kLeftEarTragion].x,
              k[face::kLeftEarTragion].y);
  }
  RETURN_IF_ERROR(p.Draw(output_.framebuffer()));
  return FrameRef{&output_.texture(), frame.width, frame.height};
}

}  // namespace vfx::nodes
