// The thick+thin fusion pass: groups IR ops into GPU programs. A group is one
// thick op followed by the elementwise ops that consume only its running
// result, up to the next thick op; a thin op that cannot join a group starts
// its own (it then reads its main input instead of computing it).
#pragma once

#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen::gpu {

struct OpGroup {
  std::vector<size_t> ops;               // indices into graph.ops, in order
  std::vector<std::string> main_inputs;  // per op: the input `r` holds ("" for thick ops)
  std::string output;                    // the tensor the program writes
};

struct FusionOptions {
  bool fuse = true;  // false: every op is its own program (--no-fuse)
};

// Fails with the node, op and file when an op has no GPU emitter.
StatusOr<std::vector<OpGroup>> GroupOps(const Graph& graph, const FusionOptions& options);

}  // namespace vfx::codegen::gpu
