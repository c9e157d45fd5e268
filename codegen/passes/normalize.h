// The normalisation pipeline: canonical rewrites run after import, before
// lowering. Each pass lives in its own file with its own test.
#pragma once

#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

using PassFn = StatusOr<int> (*)(Graph& graph);

struct NamedPass {
  const char* name;
  PassFn run;
};

// The passes, in the order NormalizeGraph runs them.
const std::vector<NamedPass>& NormalizationPasses();

struct PassReport {
  std::string name;
  int rewrites = 0;
};

// Runs every pass once, drops dead ops and validates the result.
StatusOr<std::vector<PassReport>> NormalizeGraph(Graph& graph);

}  // namespace vfx::codegen
