// The effects pipeline for an executor that is not this process's GL (the
// WebGPU executor in JS, web/sdk/webgpu_executor.js): the frame graph and its
// nodes run as they do on GL, with a gl::RecordContext current, and each frame
// becomes a pass list: the camera's upload, the passes the effect pulled, the
// presentation of the output.
//
// A pass list has a version: frames whose passes bind the same resources to
// the same programs share it (a blur frame, a frame that reuses the last mask,
// ... each a version of its own), so the executor builds its pipelines and
// bind groups once per version and a frame only brings new uniform values
// (and, when the resource generation moved, the live textures and uploads):
// one block of bytes, laid out by the executor's own shader layouts
// (SetProgramLayout), each pass's uniforms at a 256-byte aligned offset.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/gl/record_context.h"
#include "src/graph/pass_list.h"
#include "src/pipeline/effects_pipeline.h"

namespace vfx::pipeline {

// Where one uniform of a program lives in its uniform block.
struct UniformSlot {
  std::string name;
  int offset = 0;  // bytes
  bool integer = false;
};

// A program as frames run it: its name and the formats of its outputs.
struct ProgramUse {
  std::string program;
  std::vector<gl::TextureFormat> outputs;
  bool operator<(const ProgramUse& o) const { return program != o.program ? program < o.program : outputs < o.outputs; }
};

class RecordedFrames {
 public:
  // Uniform blocks of different passes start this many bytes apart (WebGPU's
  // minUniformBufferOffsetAlignment default).
  static constexpr int kUniformAlignment = 256;

  // `face`: the face detector's shape, when the executor can run it (net pass
  // "face"); `small`: the small-input segmenter's (net pass "net_small").
  static StatusOr<std::unique_ptr<RecordedFrames>> Create(const nodes::NetShape& net,
                                                          const PipelineOptions& options = {},
                                                          const nodes::FaceNetShape* face = nullptr,
                                                          const nodes::NetShape* small = nullptr);

  EffectsPipeline& pipeline() { return *pipeline_; }

  // The uniform block of `program` as the executor's shader declares it.
  // Once one is given, every program a frame records needs one (an error
  // names the one missing); without any, no block is written (the GL
  // executor sets the passes' uniforms by name).
  Status SetProgramLayout(const std::string& program, std::vector<UniformSlot> slots, int size);

  // The bytes of a readback pass of an earlier frame (its `program` is the channel).
  Status DeliverReadback(const std::string& channel, std::vector<uint8_t> bytes) {
    return pipeline_->DeliverReadback(channel, std::move(bytes));
  }

  // Every program a frame can run, whatever its effect, light correction and
  // quality level, fresh mask or reused (the face effects' programs are made
  // on first use, as their detector is): found by recording a 720p frame of
  // each configuration (nothing is drawn), so an executor can compile them all before the first
  // frame (a compile in the frame path stalls a page for hundreds of ms). The
  // effect, quality level and history are as before afterwards.
  StatusOr<std::vector<ProgramUse>> EveryProgram();

  // Records a frame of width × height; returns its pass list's version (1, 2, ...).
  StatusOr<int> RecordFrame(int width, int height);
  int version() const { return version_; }

  // The last frame's passes, and each pass's uniform offset (-1: none).
  const std::vector<graph::Pass>& passes() const { return recorder_.passes(); }
  const std::vector<int>& uniform_offsets() const { return uniform_offsets_; }
  // The last frame's uniforms for every pass.
  const std::vector<uint8_t>& uniform_block() const { return uniform_block_; }
  // Every texture alive (the executor makes one per id), and a number that
  // changes whenever one is made, dropped or filled.
  const gl::RecordContext& resources() const { return *record_; }
  uint64_t generation() const { return record_->generation(); }
  // Uploads not yet handed over (a background image), cleared here.
  std::vector<std::pair<GLuint, std::vector<uint8_t>>> TakeUploads() { return record_->TakeUploads(); }
  // The id of the camera texture the upload pass fills.
  graph::ResourceId camera() const { return camera_.id(); }

  // The resources and passes of the last frame as text (golden files).
  std::string Text() const;

  // Runs `work` with this recorder's contexts current (setters that make or fill textures).
  Status WithContext(const std::function<Status()>& work);

 private:
  RecordedFrames() = default;
  Status WriteUniforms();

  std::unique_ptr<gl::RecordContext> record_;
  graph::PassRecorder recorder_;
  gl::Texture camera_;
  std::unique_ptr<EffectsPipeline> pipeline_;
  struct Layout {
    std::vector<UniformSlot> slots;
    int size = 0;
  };
  std::map<std::string, Layout> layouts_;
  struct Version {
    int number = 0;
    std::vector<graph::ResourceId> resources;  // every texture its passes name
  };
  std::map<std::string, Version> versions_;  // by structure key
  int version_ = 0;                          // of the last frame
  int last_version_ = 0;                     // the newest ever made
  uint64_t pruned_generation_ = 0;
  std::vector<int> uniform_offsets_;
  std::vector<uint8_t> uniform_block_;
};

}  // namespace vfx::pipeline
