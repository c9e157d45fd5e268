// The frame graph recorded as pass lists (src/pipeline/recorded_frames.h), the
// form the WebGPU executor runs. No GPU is needed: the nodes run with a
// gl::RecordContext current. Golden pass lists cover effect x light x quality
// level x reuse frame (tests/data/pass_lists/; VFX_UPDATE_GOLDEN=1 rewrites
// them: review the diff); the uniform layouts are the WebGPU effects pack's,
// so every program a node records exists there with every uniform it sets.
#include "src/pipeline/recorded_frames.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>

#include "codegen/emit/webgpu_effects_writer.h"

namespace vfx::pipeline {
namespace {

using graph::Pass;
using graph::PassType;

constexpr nodes::NetShape kNet = {256, 256, 256, 256, 0};
// BlazeFace short range: 128×128 in; 16 and 1 values for each of 896 anchors out.
constexpr nodes::FaceNetShape kFace = {128, 16, 896, 1, 896};

// Layouts of every program of the WebGPU effects pack.
void SetPackLayouts(RecordedFrames& frames) {
  StatusOr<std::string> text = codegen::WriteWebGpuEffects();
  ASSERT_TRUE(text.ok()) << text.status().message();
  const nlohmann::json pack = nlohmann::json::parse(*text);
  for (const auto& [name, shader] : pack["shaders"].items()) {
    std::vector<UniformSlot> slots;
    for (const auto& u : shader["uniforms"]) {
      const std::string type = u["type"];
      const bool integer = type.rfind("int", 0) == 0 || type.rfind("bool", 0) == 0 || type.rfind("ivec", 0) == 0;
      slots.push_back({u["name"], u["offset"], integer});
    }
    ASSERT_TRUE(frames.SetProgramLayout(name, slots, shader["uniformSize"]).ok()) << name;
  }
}

std::unique_ptr<RecordedFrames> Make() {
  StatusOr<std::unique_ptr<RecordedFrames>> frames = RecordedFrames::Create(kNet, {}, &kFace);
  EXPECT_TRUE(frames.ok()) << frames.status().message();
  if (!frames.ok()) return nullptr;
  SetPackLayouts(**frames);
  return std::move(frames).value();
}

int Count(const std::vector<Pass>& passes, PassType type, const std::string& program = "") {
  int n = 0;
  for (const Pass& p : passes) n += p.type == type && (program.empty() || p.program == program);
  return n;
}

TEST(RecordedFrames, UploadFirstPresentLastAndEveryProgramInThePack) {
  auto frames = Make();
  ASSERT_NE(frames, nullptr);
  StatusOr<int> version = frames->RecordFrame(333, 187);
  ASSERT_TRUE(version.ok()) << version.status().message();
  const std::vector<Pass>& passes = frames->passes();
  ASSERT_GE(passes.size(), 3u);
  EXPECT_EQ(passes.front().type, PassType::kUpload);
  EXPECT_EQ(passes.front().outputs[0], frames->camera());
  EXPECT_EQ(passes.back().type, PassType::kPresent);
  EXPECT_EQ(Count(passes, PassType::kNet), 1);
  // Every resource a pass names is alive and of the size the pass says it writes.
  for (const Pass& p : passes) {
    for (const auto& [name, id] : p.inputs)
      EXPECT_NE(frames->resources().texture(id), nullptr) << p.program << " " << name;
    for (graph::ResourceId id : p.outputs) {
      const gl::RecordContext::TextureRecord* t = frames->resources().texture(id);
      ASSERT_NE(t, nullptr) << p.program;
      EXPECT_EQ(t->width, p.width) << p.program;
      EXPECT_EQ(t->height, p.height) << p.program;
    }
  }
  // The presented picture is the frame's size.
  EXPECT_EQ(passes.back().width, 333);
  EXPECT_EQ(passes.back().height, 187);
}

// The pack's programs and their output formats come from the shaders'
// `// webgpu-outputs:` lines; every program any frame records must be there,
// each output in the format the node's render target has on GL.
TEST(RecordedFrames, EveryRecordedProgramIsInThePackWithItsTargetFormats) {
  auto frames = Make();
  ASSERT_NE(frames, nullptr);
  StatusOr<std::vector<ProgramUse>> uses = frames->EveryProgram();
  ASSERT_TRUE(uses.ok()) << uses.status().message();
  StatusOr<std::string> text = codegen::WriteWebGpuEffects();
  ASSERT_TRUE(text.ok()) << text.status().message();
  const nlohmann::json pack = nlohmann::json::parse(*text);
  auto wgsl_format = [](gl::TextureFormat f) -> std::string {
    switch (f) {
      case gl::TextureFormat::kRgba8: return "rgba8unorm";
      case gl::TextureFormat::kRgba16F: return "rgba16float";
      case gl::TextureFormat::kRgba32F: return "rgba32float";
      case gl::TextureFormat::kR8: return "r8unorm";
    }
    return "?";
  };
  std::set<std::string> recorded;
  for (const ProgramUse& use : *uses) {
    SCOPED_TRACE(use.program);
    recorded.insert(use.program);
    ASSERT_TRUE(pack["shaders"].contains(use.program)) << "add '// webgpu-outputs: ...' to its shader";
    std::vector<std::string> formats;
    for (gl::TextureFormat f : use.outputs) formats.push_back(wgsl_format(f));
    EXPECT_EQ(pack["shaders"][use.program]["outputs"].get<std::vector<std::string>>(), formats);
  }
  // And the pack carries nothing the graph never runs.
  for (const auto& [name, shader] : pack["shaders"].items()) EXPECT_TRUE(recorded.count(name)) << name;
}

TEST(RecordedFrames, CulledPassesAreNeverRecorded) {
  auto frames = Make();
  ASSERT_NE(frames, nullptr);
  EffectOptions options;
  options.effect = Effect::kNone;
  ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
  ASSERT_TRUE(frames->RecordFrame(64, 48).ok());
  // 'none' without light: the frame goes straight from upload to present.
  ASSERT_EQ(frames->passes().size(), 2u);
  EXPECT_EQ(frames->passes()[1].inputs[0].second, frames->camera());

  options.effect = Effect::kBlur;
  ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
  ASSERT_TRUE(frames->RecordFrame(640, 360).ok());
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "stats_reduce"), 0) << "light statistics without light";
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "gaussian_blur"), 2);

  options.blur_strength = 0;  // below half a reduced texel: no blur passes
  ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
  ASSERT_TRUE(frames->RecordFrame(640, 360).ok());
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "gaussian_blur"), 0);

  options.effect = Effect::kReplace;
  ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
  ASSERT_TRUE(frames->RecordFrame(64, 48).ok());
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "blur_prepare"), 0);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "composite"), 1);
}

TEST(RecordedFrames, AReusedMaskSkipsTheNetAndIsCarriedByMotion) {
  auto frames = Make();
  ASSERT_NE(frames, nullptr);
  int level = -1;
  for (int l = 0; l < kQualityLevels; ++l) {
    if (QualityForLevel(l).segment_interval > 1 && QualityForLevel(l).guided_refinement) level = l;
  }
  ASSERT_GE(level, 0) << "no quality level reuses masks with refinement on";
  ASSERT_TRUE(frames->WithContext([&] { return frames->pipeline().SetQuality(level); }).ok());
  {
    StatusOr<int> v = frames->RecordFrame(96, 64);
    ASSERT_TRUE(v.ok()) << v.status().message();
  }
  EXPECT_EQ(Count(frames->passes(), PassType::kNet), 1);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "guided_coeffs"), 1);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "motion_luma"), 1) << "the key frame for the next frames";
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "mask_warp"), 0);
  {
    StatusOr<int> v = frames->RecordFrame(96, 64);
    ASSERT_TRUE(v.ok()) << v.status().message();
  }
  EXPECT_EQ(Count(frames->passes(), PassType::kNet), 0);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "downscale"), 0);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "mask_temporal"), 0);
  // The reused mask moved to this frame: its luma, a coarse and a fine search, the warp;
  // the refinement fitted again to the moved mask at this frame's colours.
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "motion_luma"), 1);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "motion_search"), 2);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "motion_pick"), 2);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "mask_warp"), 1);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "guided_coeffs"), 1);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "mask_upsample"), 1);
}

TEST(RecordedFrames, VersionsRepeatWhileOnlyUniformsChange) {
  auto frames = Make();
  ASSERT_NE(frames, nullptr);
  std::set<int> versions;
  for (int i = 0; i < 8; ++i) {
    StatusOr<int> v = frames->RecordFrame(640, 360);
    ASSERT_TRUE(v.ok());
    if (i >= 2) versions.insert(*v);
  }
  // The smoothing and the light statistics ping-pong between two textures: two versions.
  EXPECT_LE(versions.size(), 2u);
  const std::vector<uint8_t> before = frames->uniform_block();
  const int version = frames->version();
  (void)frames->RecordFrame(640, 360);
  (void)frames->RecordFrame(640, 360);
  ASSERT_EQ(frames->version(), version);
  EXPECT_EQ(frames->uniform_block(), before);
  EffectOptions options;
  options.blur_strength = 0.5f;
  ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
  (void)frames->RecordFrame(640, 360);
  (void)frames->RecordFrame(640, 360);
  EXPECT_EQ(frames->version(), version) << "a blur strength is a uniform, not a new pass list";
  EXPECT_NE(frames->uniform_block(), before);
  // A new size makes new textures: a new version.
  ASSERT_TRUE(frames->RecordFrame(642, 360).ok());
  EXPECT_GT(frames->version(), version);
}

TEST(RecordedFrames, BackgroundImageBytesAreHandedOverOnce) {
  auto frames = Make();
  ASSERT_NE(frames, nullptr);
  std::vector<uint8_t> image(8 * 4 * 4, 200);
  ASSERT_TRUE(frames->WithContext([&] { return frames->pipeline().SetBackgroundImage(image.data(), 8, 4); }).ok());
  auto uploads = frames->TakeUploads();
  ASSERT_EQ(uploads.size(), 1u);
  EXPECT_EQ(uploads[0].second, image);
  EXPECT_TRUE(frames->TakeUploads().empty());
}

TEST(RecordedFrames, AProgramWithoutALayoutIsAClearError) {
  StatusOr<std::unique_ptr<RecordedFrames>> frames = RecordedFrames::Create(kNet, {}, &kFace);
  ASSERT_TRUE(frames.ok());
  ASSERT_TRUE((*frames)->SetProgramLayout("composite", {{"u_mode", 0, true}}, 16).ok());
  StatusOr<int> v = (*frames)->RecordFrame(64, 48);
  ASSERT_FALSE(v.ok());
  EXPECT_NE(v.status().message().find("no uniform layout for program"), std::string::npos) << v.status().message();
  EXPECT_FALSE(RecordedFrames::Create({0, 256, 256, 256, 0}).ok()) << "an empty network input";
  EXPECT_FALSE((*frames)->SetProgramLayout("composite", {{"u_mode", 16, true}}, 16).ok()) << "a slot outside its block";
}

// effect x light x quality level x (first frame, next frame): the next frame reuses the mask on levels that do.
std::string AllConfigurations() {
  std::ostringstream out;
  for (Effect effect : {Effect::kNone, Effect::kBlur, Effect::kReplace, Effect::kLight}) {
    for (bool light : {false, true}) {
      if (effect == Effect::kLight && light) continue;
      for (int level = 0; level < kQualityLevels; ++level) {
        auto frames = Make();
        if (!frames) return "";
        EffectOptions options;
        options.effect = effect;
        options.light_correction = light;
        EXPECT_TRUE(frames->pipeline().SetEffect(options).ok());
        EXPECT_TRUE(frames->WithContext([&] { return frames->pipeline().SetQuality(level); }).ok());
        for (int frame = 0; frame < 2; ++frame) {
          StatusOr<int> v = frames->RecordFrame(320, 180);
          EXPECT_TRUE(v.ok()) << v.status().message();
          out << "== " << EffectName(effect) << (light ? " +light" : "") << " quality " << level << " frame " << frame
              << "\n"
              << (frame == 0 ? frames->Text() : graph::PassListText(frames->passes()));
        }
      }
    }
  }
  // The face effects on a blur: a detection frame, then frames between detections.
  auto frames = Make();
  if (!frames) return "";
  EffectOptions options;
  options.light_correction = true;
  options.light_region = LightRegion::kFace;
  options.touch_up = 0.7f;
  EXPECT_TRUE(frames->pipeline().SetEffect(options).ok());
  for (int frame = 0; frame < 2; ++frame) {
    StatusOr<int> v = frames->RecordFrame(320, 180);
    EXPECT_TRUE(v.ok()) << v.status().message();
    out << "== blur +touch-up +face light quality 0 frame " << frame << "\n"
        << (frame == 0 ? frames->Text() : graph::PassListText(frames->passes()));
  }
  return out.str();
}

// The packed detector outputs of no face: every score logit far below the threshold.
std::vector<uint8_t> NoFaceReadback() {
  const int texels = 16 * ((896 * 5 + 15) / 16);
  std::vector<float> values(static_cast<size_t>(texels) * 4, 0.f);
  for (int a = 0; a < 896; ++a) values[static_cast<size_t>(a) * 20 + 16] = -50.f;
  std::vector<uint8_t> bytes(values.size() * sizeof(float));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

// The same with one face found: anchor `anchor` scored high, a box of 40×40 input pixels around it.
std::vector<uint8_t> OneFaceReadback(int anchor = 272) {
  std::vector<uint8_t> bytes = NoFaceReadback();
  float* values = reinterpret_cast<float*>(bytes.data());
  values[static_cast<size_t>(anchor) * 20 + 2] = 40.f;
  values[static_cast<size_t>(anchor) * 20 + 3] = 40.f;
  values[static_cast<size_t>(anchor) * 20 + 16] = 10.f;
  return bytes;
}

// Each frame's pass list is one of a few versions, which the WebGPU executor
// keeps built (web/sdk/webgpu_executor.js MAX_VERSIONS = 16): with every
// periodic piece of work on (the network every n-th frame, detections, the
// light statistics on every 2nd frame, ping-pong histories), a level's frames
// must still cycle through no more versions than that, with a face and without.
TEST(RecordedFrames, EveryLevelCyclesThroughFewVersionsWithFaceEffectsOn) {
  constexpr size_t kExecutorVersions = 16;
  int detections[2][kQualityLevels] = {};
  for (bool face : {false, true}) {
    for (int level = 0; level < kQualityLevels; ++level) {
      auto frames = Make();
      ASSERT_NE(frames, nullptr);
      EffectOptions options;
      options.effect = Effect::kBlur;
      options.light_correction = true;
      options.light_region = LightRegion::kFace;
      options.touch_up = 0.5f;
      ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
      ASSERT_TRUE(frames->WithContext([&] { return frames->pipeline().SetQuality(level); }).ok());
      std::set<int> versions;
      for (int frame = 0; frame < 72; ++frame) {
        StatusOr<int> v = frames->RecordFrame(160, 90);
        ASSERT_TRUE(v.ok()) << v.status().message();
        if (frame >= 24) versions.insert(*v);
        if (frame >= 24) detections[face][level] += Count(frames->passes(), PassType::kNet, "face");
        // As the executor does: the readback's bytes before the next frame.
        if (Count(frames->passes(), PassType::kReadback, "faces") == 1) {
          ASSERT_TRUE(frames->DeliverReadback("faces", face ? OneFaceReadback() : NoFaceReadback()).ok());
        }
      }
      std::printf("level %d, %s: %zu versions, %d detections over 48 frames\n", level, face ? "a face" : "no face",
                  versions.size(), detections[face][level]);
      EXPECT_LE(versions.size(), kExecutorVersions) << "level " << level << (face ? ", a face" : ", no face");
    }
  }
  // The same still face on this path as on GL: detections half as often as while there is none.
  for (int level = 0; level < kQualityLevels; ++level) {
    EXPECT_EQ(2 * detections[1][level], detections[0][level]) << "level " << level;
  }
}

// The graph's point: the detector runs only for effects that need faces,
// once per detection frame however many of them do, and never waits.
TEST(RecordedFrames, TheFaceDetectorRunsOnlyWhenAFaceEffectPullsIt) {
  auto frames = Make();
  ASSERT_NE(frames, nullptr);
  EffectOptions options;
  options.light_correction = true;
  for (int frame = 0; frame < 4; ++frame) ASSERT_TRUE(frames->RecordFrame(160, 90).ok());
  EXPECT_EQ(Count(frames->passes(), PassType::kNet, "face"), 0);
  EXPECT_EQ(frames->pipeline().face_detector(), nullptr) << "made with no face effect on";

  // Touch-up and face light together: one detection, then none while its bytes are out.
  options.effect = Effect::kNone;
  options.light_region = LightRegion::kFace;
  options.touch_up = 0.5f;
  ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
  ASSERT_TRUE(frames->RecordFrame(160, 90).ok());
  EXPECT_EQ(Count(frames->passes(), PassType::kNet, "face"), 1);
  EXPECT_EQ(Count(frames->passes(), PassType::kReadback, "faces"), 1);
  ASSERT_NE(frames->pipeline().face_detector(), nullptr);
  for (int frame = 0; frame < 5; ++frame) {
    ASSERT_TRUE(frames->RecordFrame(160, 90).ok());
    EXPECT_EQ(Count(frames->passes(), PassType::kNet, "face"), 0) << "frame " << frame;
  }
  EXPECT_EQ(frames->pipeline().face_detector()->detections(), 1);
  // The bytes arrive: the next detection comes kFaceDetectInterval frames after the last.
  ASSERT_TRUE(frames->DeliverReadback("faces", NoFaceReadback()).ok());
  ASSERT_TRUE(frames->RecordFrame(160, 90).ok());
  EXPECT_EQ(Count(frames->passes(), PassType::kNet, "face"), 1);
  EXPECT_EQ(frames->pipeline().face_detector()->detections(), 2);
  // No face found: face light falls back to the person, so segmentation runs for it.
  EXPECT_EQ(Count(frames->passes(), PassType::kNet, "net"), 1);

  // Touch-up alone under 'none' needs no person mask.
  options.light_correction = false;
  ASSERT_TRUE(frames->pipeline().SetEffect(options).ok());
  ASSERT_TRUE(frames->RecordFrame(160, 90).ok());
  EXPECT_EQ(Count(frames->passes(), PassType::kNet, "net"), 0);
  EXPECT_EQ(Count(frames->passes(), PassType::kProgram, "touch_up"), 1);

  // Bad bytes are refused, not decoded.
  EXPECT_FALSE(frames->DeliverReadback("faces", std::vector<uint8_t>(12)).ok());
  EXPECT_FALSE(frames->DeliverReadback("elsewhere", NoFaceReadback()).ok());
}

TEST(RecordedFrames, FaceEffectsWithoutADetectorAreRefused) {
  StatusOr<std::unique_ptr<RecordedFrames>> frames = RecordedFrames::Create(kNet);
  ASSERT_TRUE(frames.ok());
  EffectOptions options;
  options.touch_up = 0.5f;
  Status status = (*frames)->pipeline().SetEffect(options);
  EXPECT_EQ(status.code(), StatusCode::kUnimplemented);
  options.touch_up = 1.5f;
  EXPECT_EQ((*frames)->pipeline().SetEffect(options).code(), StatusCode::kInvalidArgument);
}

TEST(RecordedFrames, GoldenPassLists) {
  const std::string path = std::string(VFX_TEST_DATA_DIR) + "/pass_lists/effects.txt";
  const std::string actual = AllConfigurations();
  ASSERT_FALSE(actual.empty());
  if (std::getenv("VFX_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(path) << actual;
    GTEST_SKIP() << "rewrote " << path;
  }
  std::ifstream in(path);
  ASSERT_TRUE(in.good()) << path << " is missing (VFX_UPDATE_GOLDEN=1 writes it)";
  std::stringstream expected;
  expected << in.rdbuf();
  EXPECT_EQ(actual, expected.str()) << "the pass lists changed: rerun with VFX_UPDATE_GOLDEN=1 and review the diff";
}

}  // namespace
}  // namespace vfx::pipeline
