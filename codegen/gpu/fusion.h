// The thick+thin fusion pass: groups IR ops into GPU programs. A group is one
// thick op followed by the elementwise ops that consume only its running
// result, up to the next thick op; a thin op that cannot join a group starts
// its own (it then reads its main input instead of computing it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"
#include "src/tensor/texture_layout.h"

namespace vfx::codegen::gpu {

// A group computed inside the readers of another program instead of stored:
// its ops emitted as a function of (x, y, s) that the program calls wherever
// it reads `output` (lower.cc). Its readers recompute it per read.
struct InlinedGroup {
  std::vector<size_t> ops;               // one thick op, then thin ops
  std::vector<std::string> main_inputs;  // per op, as in OpGroup
  std::string output;
};

struct OpGroup {
  std::vector<size_t> ops;               // indices into graph.ops, in order
  std::vector<std::string> main_inputs;  // per op: the input `r` holds ("" for thick ops)
  std::string output;                    // the tensor the program writes
  // Ops computed inside the readers of the first op (Upconv: a 2x Resize;
  // squeeze-excite: the channel scale, channel_scale_reader.h).
  std::vector<size_t> prologue;
  // How the output is stored: kTiled, or a 4-target MRT layout (mrt.h).
  tensor::Packing packing = tensor::Packing::kTiled;
  // Whole small groups computed inside this program's readers instead of
  // stored (squeeze_excite.h, producer_inlining.h), producers before their
  // readers. Empty when none.
  std::vector<InlinedGroup> inlined;
};

// The optimisation switches, each one a pass that can be turned off so its
// gain can be measured on the same model (vfx-codegen --no-fuse/--no-upconv/--no-mrt).
struct FusionOptions {
  bool fuse = true;        // thick+thin fusion (this file)
  bool upconv = true;      // 2x upsample inlined into the following conv (upconv.h)
  bool mrt = true;         // 4-target MRT convolutions (mrt.h)
  bool split_pool = true;  // large global pools in two parallel passes (passes/split_global_pool.h)
  // Squeeze-excite inside readers (channel_scale_reader.h, squeeze_excite.h).
  // Off: fewer passes measured no faster on the H200 (selfie 0.50 -> 0.53 ms
  // compute, 1.18 -> 1.19 ms fragment) and 1.5-2.4x slower on PP-HumanSeg,
  // whose 480/672-channel SE convs become long serial loops once inlined
  // (benchmarks/RESULTS.md). vfx-codegen --se-readers turns it on.
  bool se_readers = false;
  // The first half of se_readers alone: the squeeze-excite scaling (plane times
  // a per-channel vector) read inside the next conv instead of stored by a pass
  // of its own. On: 2.5-7.5 % faster on the H200 (selfie 0.495 -> 0.483 ms
  // compute, PP-HumanSeg 0.91 -> 0.84), neutral on SwiftShader, 2 programs fewer
  // (benchmarks/RESULTS.md). vfx-codegen --no-scale-readers turns it off.
  bool scale_readers = true;
  // Small producers (a depthwise conv, a pool, a channel padding) computed
  // inside their one reader's program (producer_inlining.h) while that program
  // stays within inline_fetch_budget texel fetches. Off in the web build's
  // pixel-block mode (SwiftShader is bound by fetches, not passes);
  // vfx-codegen --no-inline-producers turns it off.
  bool inline_producers = true;
  int64_t inline_fetch_budget = int64_t{1} << 23;
  // MRT only where its program still runs this many fragments (see benchmarks/RESULTS.md).
  int64_t mrt_min_fragments = 16384;
  // Dense 1x1 convs as 2x2 pixel blocks (4 input + 4 weight fetches per 64 MACs)
  // instead of 4 channel slices (1 + 16): fewer fetches, for renderers bound by
  // them (SwiftShader). vfx-codegen --mrt-pointwise pixel-blocks|channel-slices.
  bool pointwise_pixel_blocks = false;
  // Tests: keep pixel blocks that non-pixel-block programs read (slow, but exercises every reader).
  bool mrt_divergent_pixel_blocks = false;
};

// The web build's mode (vfx-codegen --web, which models/CMakeLists.txt passes
// for Emscripten builds): pixel blocks for 1x1 convs and elementwise programs
// too, on planes of any size (mrt.h). Fastest on SwiftShader, slower on the H200.
void UseWebBuildMode(FusionOptions& options);

// Thick+thin fusion only (options.fuse); fails with the node, op and file
// when an op has no GPU emitter.
StatusOr<std::vector<OpGroup>> GroupOps(const Graph& graph, const FusionOptions& options);

// For the passes that move a producer into its consumer's program (Upconv,
// squeeze-excite): the group whose first op is a Conv reading `tensor` as its
// input and is the only reader of `tensor`; null if there is none, if `tensor`
// has other readers or is a graph output.
OpGroup* SoleConvReader(const Graph& graph, std::vector<OpGroup>& groups, const std::string& tensor);

// Every grouping pass the options enable, in order: GroupOps, FuseUpconv, ChooseMrtPackings.
StatusOr<std::vector<OpGroup>> PlanGroups(const Graph& graph, const FusionOptions& options);

}  // namespace vfx::codegen::gpu
