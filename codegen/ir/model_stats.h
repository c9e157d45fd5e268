// Cost summary of a graph: multiply-adds and weight bytes.
#pragma once

#include <cstdint>

#include "codegen/ir/graph.h"

namespace vfx::codegen {

struct ModelStats {
  int64_t macs = 0;              // multiply-accumulates of Conv/ConvTranspose per inference
  int64_t weight_count = 0;      // float constants read by ops
  int64_t weight_bytes = 0;      // at 4 bytes per float
  int64_t activation_floats = 0; // sum of all op output sizes (unfused traffic)
};

ModelStats ComputeModelStats(const Graph& graph);
// Multiply-accumulates of one op (Conv, ConvTranspose; 0 for the others).
int64_t OpMacs(const Graph& graph, const Op& op);

}  // namespace vfx::codegen
