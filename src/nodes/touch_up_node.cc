#include "src/nodes/touch_up_node.h"

#include <algorithm>
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

}  // namespace

StatusOr<std::unique_ptr<TouchUpNode>> TouchUpNode::Create(gl::PassKind passes) {
  std::unique_ptr<TouchUpNode> node(new TouchUpNode());
  ASSIGN_OR_RETURN(node->program_, GpuPass::Create("touch_up.frag", gl::TextureFormat::kRgba8, passes));
  return node;
}

float TouchUpNode::Amount(float strength) {
  const float s = std::clamp(strength, 0.f, 1.f);
  return 1.f - (1.f - s) * (1.f - s);
}

StatusOr<FrameRef> TouchUpNode::Run(const FrameRef& frame, const FacesRef& faces, float strength) {
  if (frame.texture == nullptr || frame.width <= 0 || frame.height <= 0) {
    return InvalidArgumentError("touch-up needs a frame");
  }
  if (!(strength >= 0 && strength <= 1)) {
    return InvalidArgumentError("touch-up strength must be in 0..1, got " + std::to_string(strength));
  }
  // With no face the pass still runs (a copy): the pass list keeps one shape
  // while faces come and go, so an executor does not rebuild per detection.
  if (strength == 0) return frame;
  RETURN_IF_ERROR(output_.Ensure(frame.width, frame.height, gl::TextureFormat::kRgba8, true));
  const int count = std::min<int>(static_cast<int>(faces.faces.size()), FaceDetectNode::kMaxFaces);
  GpuPass& p = program_.Use()
                   .Texture("u_frame", 0, *frame.texture)
                   .Vec2("u_texel", 1.f / static_cast<float>(frame.width), 1.f / static_cast<float>(frame.height))
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
