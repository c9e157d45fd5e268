// The graph's output as the model config describes it (codegen/tools/model_config.h):
// which output, in which rank, and the activation the generated program applies.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// Keeps graph output `name` and drops the others (their ops die with them).
// `name` empty keeps the first output. An unknown name is an error listing the outputs.
// `also_keep`: outputs (by name) kept after the selected one, in this order
// (a recurrent model's states).
Status SelectOutput(Graph& graph, const std::string& name, const std::vector<std::string>& also_keep = {});

// For raw logits: applies `activation` ("sigmoid", or "softmax" over the
// channel axis) to the output inside the graph. The op goes before the
// output's trailing layout ops (Transpose, Reshape, Squeeze...), where the
// tensor is still the network's NCHW result, with the channel axis followed
// through the Transposes (a 4-D output's own channel axis is `layout`'s, else
// guessed). The output keeps its external name.
Status AppendOutputActivation(Graph& graph, const std::string& activation,
                              std::optional<Layout> layout = std::nullopt);

// For a channel that holds the background (a multi-class model's class 0):
// the output becomes 1 - output (before trailing layout ops, if any; the
// compiler runs it on the normalised graph, where there are none left).
Status InvertOutput(Graph& graph);

// A class-index output (ArgMax over the classes, perhaps cast or reshaped
// after): the person mask is 1 where the index is `person_class`, else 0,
// appended in the graph as 1 - min(|index - class|, 1). Returns whether the
// output was one (the plan's output channel is then 0).
StatusOr<bool> ClassIndexOutputToMask(Graph& graph, int64_t person_class);

// An output that trailing shape-only ops make [1,H,W] or [1,C,H*W] from a
// 4-D [1,C,H,W] tensor holds the same values in the same order as that
// tensor: the 4-D tensor becomes the (NCHW) output. Returns the ops removed.
StatusOr<int> UnsqueezeOutput(Graph& graph);

}  // namespace vfx::codegen
