#include "codegen/gpu/squeeze_excite.h"

#include "codegen/gpu/kernel_builder.h"

namespace vfx::codegen::gpu {
namespace {

bool OnOnePixel(const Graph& graph, const std::string& tensor) {
  StatusOr<tensor::Shape> shape = ActivationShape(graph, tensor);
  return shape.ok() && shape->height == 1 && shape->width == 1;
}

bool Plain(const OpGroup& group) { return group.prologue.empty() && group.inlined_ops.empty(); }

}  // namespace

int InlineSqueezeExciteConvs(const Graph& graph, std::vector<OpGroup>& groups) {
  int inlined = 0;
  for (size_t i = 0; i < groups.size(); ++i) {
    const OpGroup& inner = groups[i];
    if (!Plain(inner) || graph.ops[inner.ops.front()].type != "Conv") continue;
    if (!OnOnePixel(graph, inner.output) || graph.IsGraphOutput(inner.output)) continue;
    std::vector<size_t> readers = graph.Consumers(inner.output);
    if (readers.size() != 1) continue;
    for (size_t j = 0; j < groups.size(); ++j) {
      OpGroup& outer = groups[j];
      if (j == i || outer.ops.front() != readers[0]) continue;
      const Op& op = graph.ops[outer.ops.front()];
      if (!Plain(outer) || op.type != "Conv" || op.Input(0) != inner.output || !OnOnePixel(graph, outer.output)) break;
      outer.inlined_ops = inner.ops;
      outer.inlined_main_inputs = inner.main_inputs;
      outer.inlined_output = inner.output;
      groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(i));
      --i;
      ++inlined;
      break;
    }
  }
  return inlined;
}

}  // namespace vfx::codegen::gpu
