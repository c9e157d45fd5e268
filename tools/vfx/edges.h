// `vfx edges`: the edge-quality benchmark (busy backdrops, known matte; see
// tools/quality) as a table and JSON lines, and `vfx scenes`: the same test
// material written out as PNG stills, mattes and a Y4M clip.
#pragma once

#include <string>
#include <vector>

#include "src/core/status.h"
#include "src/nodes/mask_refine_node.h"
#include "tools/quality/busy_scene.h"
#include "tools/vfx/model_choice.h"

namespace vfx::tools {

struct EdgesOptions {
  ModelChoice model;  // a built-in model, or an ONNX file at its config's input size
  std::string label;  // the model as the tables and JSON lines name it
  float strength = 0.8f;
  nodes::MaskRefineOptions refine;  // --radius, --epsilon: to tune the refinement on this material
  int width = 1280, height = 720;
  uint32_t seed = 1;
  int clip_frames = 16;     // 0: no clip
  int clip_amplitude = 60;  // px of sway
  float noise = 0;          // camera sensor noise, sigma in 8-bit levels, fresh every clip frame
  std::vector<quality::Backdrop> backdrops = quality::AllBackdrops();
  std::string output_dir;  // `vfx scenes` writes here; `vfx edges` saves its outputs here if set
  std::vector<std::string> photos;
};

StatusOr<EdgesOptions> ParseEdgesArgs(int argc, char** argv, const std::string& default_model);
Status RunEdges(const EdgesOptions& options);
Status MakeScenes(const EdgesOptions& options);

}  // namespace vfx::tools
