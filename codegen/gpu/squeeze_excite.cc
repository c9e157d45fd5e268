#include "codegen/gpu/squeeze_excite.h"

#include "codegen/gpu/kernel_builder.h"

namespace vfx::codegen::gpu {
namespace {

bool OnOnePixel(const Graph& graph, const std::string& tensor) {
  StatusOr<tensor::Shape> shape = ActivationShape(graph, tensor);
  return shape.ok() && shape->height == 1 && shape->width == 1;
}

bool Plain(const OpGroup& group) { return group.prologue.empty() && group.inlined.empty(); }

}  // namespace

int InlineSqueezeExciteConvs(const Graph& graph, std::vector<OpGroup>& groups) {
  int inlined = 0;
  for (size_t i = 0; i < groups.size(); ++i) {
    const OpGroup& inner = groups[i];
    if (!Plain(inner) || graph.ops[inner.ops.front()].type != "Conv") continue;
    if (!OnOnePixel(graph, inner.output)) continue;
    OpGroup* outer = SoleConvReader(graph, groups, inner.output);
    if (outer == nullptr || !Plain(*outer) || !OnOnePixel(graph, outer->output)) continue;
    outer->inlined.push_back({inner.ops, inner.main_inputs, inner.output});
    groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++inlined;
  }
  return inlined;
}

}  // namespace vfx::codegen::gpu
