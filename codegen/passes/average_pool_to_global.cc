#include "codegen/passes/average_pool_to_global.h"

namespace vfx::codegen {

StatusOr<int> AveragePoolToGlobal(Graph& graph) {
  int rewrites = 0;
  for (Op& op : graph.ops) {
    if (op.type != "AveragePool") continue;
    const std::vector<int64_t>& in = graph.FindTensor(op.Input(0))->shape;
    const std::vector<int64_t>& out = graph.FindTensor(op.outputs[0])->shape;
    const std::vector<int64_t> kernel = op.GetInts("kernel_shape");
    const std::vector<int64_t> pads = op.GetInts("pads", {0, 0, 0, 0});
    const bool unpadded = pads == std::vector<int64_t>{0, 0, 0, 0};
    if (in.size() != 4 || kernel != std::vector<int64_t>{in[2], in[3]} || !unpadded || out[2] != 1 || out[3] != 1) {
      continue;
    }
    op.type = "GlobalAveragePool";
    op.attributes.clear();
    ++rewrites;
  }
  return rewrites;
}

}  // namespace vfx::codegen
