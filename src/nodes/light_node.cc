#include "src/nodes/light_node.h"

#include <glm/common.hpp>
#include <glm/vec4.hpp>
#include <string>

namespace vfx::nodes {
// The reduction: kLightBlocks² blocks of 8×8 taps, then a step of 8×8 taps to
// kLightGroups², whose 64 texels stats_smooth.frag sums itself (one invocation
// summing all 4096 blocks serially took ~0.5 ms on an H200). A face needs
// fewer taps: its 8×8 groups of 8×8 taps each come straight from the frame.
constexpr int kBlocks = kLightBlocks;
constexpr int kGroups = kLightGroups;
static_assert(kBlocks == kGroups * 8, "two 8x8 reduction steps after the blocks");
// The weight of a measurement that stands for kLightStatsInterval frames:
// 1 - (1 - kLightAlpha)^interval, the same decay per frame.
constexpr float WeightOverFrames(float alpha, int frames) {
  float keep = 1.f;
  for (int i = 0; i < frames; ++i) keep *= 1.f - alpha;
  return 1.f - keep;
}
constexpr float kMeasureAlpha = WeightOverFrames(kLightAlpha, kLightStatsInterval);

StatusOr<std::unique_ptr<LightNode>> LightNode::Create(gl::PassKind passes) {
  std::unique_ptr<LightNode> node(new LightNode());
  ASSIGN_OR_RETURN(node->reduce_, GpuPass::Create("stats_reduce.frag", gl::TextureFormat::kRgba16F, passes));
  ASSIGN_OR_RETURN(node->smooth_, GpuPass::Create("stats_smooth.frag", gl::TextureFormat::kRgba16F, passes));
  ASSIGN_OR_RETURN(node->apply_, GpuPass::Create("light_apply.frag", gl::TextureFormat::kRgba8, passes));
  RETURN_IF_ERROR(node->blocks_.Ensure(kBlocks, kBlocks, gl::TextureFormat::kRgba16F, true));
  RETURN_IF_ERROR(node->groups_.Ensure(kGroups, kGroups, gl::TextureFormat::kRgba16F, true));
  for (RenderTarget& t : node->stats_) RETURN_IF_ERROR(t.Ensure(1, 1, gl::TextureFormat::kRgba16F, false));
  return node;
}

StatusOr<StatsRef> LightNode::Measure(const FrameRef& frame, const MaskRef& mask) {
  if (frame.texture == nullptr || mask.texture == nullptr)
    return InvalidArgumentError("light needs a frame and a mask");
  return Reduce(frame, *mask.texture, 0, face::FaceDetection());
}

StatusOr<StatsRef> LightNode::MeasureFace(const FrameRef& frame, const face::FaceDetection& face) {
  if (frame.texture == nullptr) return InvalidArgumentError("light needs a frame");
  // The mask sampler is unused; the frame stands in so every binding is a texture.
  ASSIGN_OR_RETURN(StatsRef stats, Reduce(frame, *frame.texture, 1, face));
  stats.face_target_luma = kFaceTargetLuma;
  return stats;
}

StatusOr<StatsRef> LightNode::Reduce(const FrameRef& frame, const gl::Texture& mask, int region,
                                     const face::FaceDetection& face) {
  // Held between measurements; the face's statistics are measured anew when
  // the face is found or lost, as the person's are.
  if (!reset_ && region == last_region_ && ++frames_since_measure_ < kLightStatsInterval) {
    return StatsRef{&stats_[current_].texture()};
  }
  frames_since_measure_ = 0;
  last_region_ = region;
  // 8×8 taps per block sample the frame densely enough up to 512×512 pixels;
  // beyond, it is a fine estimate. A face's groups tile only its ellipse (the
  // radius stats_reduce.frag weighs): 64×64 taps over it, for a mean colour.
  glm::vec4 window(0.f, 0.f, 1.f, 1.f);
  if (region == 1) {
    const glm::vec2 reach = 0.42f * glm::max(face.size(), glm::vec2(1e-4f));
    window = glm::vec4(face.centre() - reach, 2.f * reach);
  }
  GpuPass& first = reduce_.Use()
                       .Texture("u_source", 0, *frame.texture)
                       .Texture("u_mask", 1, mask)
                       .Int("u_first", 1)
                       .Int("u_region", region)
                       .Vec4("u_face", face.min.x, face.min.y, face.max.x, face.max.y)
                       .Vec4("u_window", window.x, window.y, window.z, window.w)
                       .Int("u_taps", 8);
  if (region == 1) {
    RETURN_IF_ERROR(first.Vec2("u_footprint", 1.0f / kGroups, 1.0f / kGroups).Draw(groups_.framebuffer()));
  } else {
    RETURN_IF_ERROR(first.Vec2("u_footprint", 1.0f / kBlocks, 1.0f / kBlocks).Draw(blocks_.framebuffer()));
    RETURN_IF_ERROR(reduce_.Texture("u_source", 0, blocks_.texture())
                        .Int("u_first", 0)
                        .Vec2("u_footprint", 1.0f / kGroups, 1.0f / kGroups)
                        .Int("u_taps", kBlocks / kGroups)
                        .Draw(groups_.framebuffer()));
  }
  // The other target becomes current only once written: a held frame after a
  // failed draw reads the last good statistics.
  const int next = 1 - current_;
  RETURN_IF_ERROR(smooth_.Use()
                      .Texture("u_sums", 0, groups_.texture())
                      .Texture("u_previous", 1, stats_[current_].texture())
                      .Int("u_reset", reset_ ? 1 : 0)
                      .Float("u_alpha", kMeasureAlpha)
                      .Draw(stats_[next].framebuffer()));
  current_ = next;
  reset_ = false;
  return StatsRef{&stats_[current_].texture()};
}

StatusOr<FrameRef> LightNode::Apply(const FrameRef& frame, const StatsRef& stats, float strength,
                                    const MaskRef* person) {
  if (person != nullptr && person->texture == nullptr) return InvalidArgumentError("light: the person mask is empty");
  return ApplyInto(corrected_, frame, stats, strength, person);
}

StatusOr<MaskRef> LightNode::ApplyToLocalMean(const MaskRef& mask, const StatsRef& stats, float strength) {
  if (mask.local_mean == nullptr) return mask;
  const gl::Texture& mean = *mask.local_mean;
  ASSIGN_OR_RETURN(FrameRef corrected, ApplyInto(corrected_local_mean_, FrameRef{&mean, mean.width(), mean.height()},
                                                 stats, strength, nullptr));
  MaskRef out = mask;
  out.local_mean = corrected.texture;
  return out;
}

StatusOr<FrameRef> LightNode::ApplyInto(RenderTarget& target, const FrameRef& frame, const StatsRef& stats,
                                        float strength, const MaskRef* person) {
  if (!(strength >= 0 && strength <= 1)) {
    return InvalidArgumentError("light correction strength must be in 0..1, got " + std::to_string(strength));
  }
  RETURN_IF_ERROR(target.Ensure(frame.width, frame.height, gl::TextureFormat::kRgba8, true));
  RETURN_IF_ERROR(apply_.Use()
                      .Texture("u_frame", 0, *frame.texture)
                      .Texture("u_stats", 1, *stats.texture)
                      .Float("u_strength", strength)
                      .Float("u_target", stats.face_target_luma)
                      // Without a person the frame stands in, so every binding is a texture.
                      .Texture("u_mask", 2, person ? *person->texture : *frame.texture)
                      .Int("u_person_only", person ? 1 : 0)
                      .Draw(target.framebuffer()));
  return FrameRef{&target.texture(), frame.width, frame.height};
}

}  // namespace vfx::nodes
