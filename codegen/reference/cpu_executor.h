// The CPU reference executor: runs an IR graph in plain float32.
//
// It validates the importer and passes against ONNX Runtime, and is the
// reference the GPU emitters are compared with. Inputs are given, and outputs
// returned, in each graph edge's external layout (what the original model
// takes and produces), so the same call works before and after the edge
// transposes are absorbed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "codegen/ops/op_def.h"
#include "src/core/status.h"

namespace vfx::codegen {

struct CpuRunResult {
  std::vector<HostTensor> outputs;            // in graph.outputs order, external layout
  std::map<std::string, HostTensor> values;   // every tensor (internal layout) when requested
};

// Runs `graph` on `inputs` (one per graph input, in order).
StatusOr<CpuRunResult> RunCpuReference(const Graph& graph, const std::vector<HostTensor>& inputs,
                                       bool keep_intermediates = false);

}  // namespace vfx::codegen
