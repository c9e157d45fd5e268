// The frame as data: what the nodes ran, recorded as a list of passes over
// resources (textures named by id) instead of drawn, for an executor that is
// not this process's GL: the WebGPU one in JS (web/sdk/webgpu_executor.js).
// A pass is a program of shaders/ with its inputs, outputs and uniforms, the
// network, the camera's upload or the presentation of the output. Like
// Filament's frame graph, what a frame does not pull is never recorded, so a
// culled pass cannot run on any executor.
//
// While a PassRecorder is current, the nodes' GpuPass::Draw appends here
// (with a gl::RecordContext current, their textures are ids only).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace vfx::graph {

using ResourceId = uint32_t;

enum class PassType {
  kUpload,    // the camera frame into outputs[0]
  kProgram,   // `program` over every texel of outputs[0]
  kNet,       // the network named by `program` ("net": segmentation, "face": the face
              // detector): inputs[0] ("input") -> outputs, one per network output in its order
  kPresent,   // inputs[0] ("source") onto the output surface
  kReadback,  // inputs[0] ("source", RGBA32F, width × height) to the CPU, handed back to
              // the graph on the channel `program` when it arrives (a later frame; never waited for)
};

const char* PassTypeName(PassType type);

struct Uniform {
  std::string name;
  bool integer = false;
  int count = 0;  // 1..4 components
  float f[4] = {0, 0, 0, 0};
  int32_t i[4] = {0, 0, 0, 0};
};

struct Pass {
  PassType type = PassType::kProgram;
  std::string program;  // kProgram: the shader's name (shaders/<program>.frag); kNet: the net; kReadback: the channel
  std::string stage;    // the frame-graph node that recorded it
  std::vector<std::pair<std::string, ResourceId>> inputs;  // sampler name -> resource
  std::vector<ResourceId> outputs;                         // by output location
  std::vector<Uniform> uniforms;
  int width = 0;  // of the outputs
  int height = 0;
};

class PassRecorder {
 public:
  PassRecorder() = default;
  ~PassRecorder();
  PassRecorder(const PassRecorder&) = delete;
  PassRecorder& operator=(const PassRecorder&) = delete;

  // Passes go here from now on, until ClearCurrent or another recorder.
  void MakeCurrent();
  static PassRecorder* Current();
  static void ClearCurrent();

  // Starts a new list.
  void Begin();
  // The stage of the passes recorded until the matching Leave (nested: the innermost counts).
  void Enter(const std::string& stage);
  void Leave();
  void Record(Pass pass);
  const std::vector<Pass>& passes() const { return passes_; }

 private:
  std::vector<Pass> passes_;
  std::vector<std::string> stages_;
};

// Everything of the passes but their uniform values: two frames with equal
// keys bind the same resources to the same programs in the same order.
std::string StructureKey(const std::vector<Pass>& passes);

// One line a pass, uniform values included (golden files, debugging).
std::string PassListText(const std::vector<Pass>& passes);

}  // namespace vfx::graph
