#include "codegen/passes/drop_broadcast_expands.h"

#include <set>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/elementwise_ops.h"

namespace vfx::codegen {

StatusOr<int> DropBroadcastExpands(Graph& graph) {
  int dropped = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op op = graph.ops[i];
    if (op.type != "Expand" || graph.IsGraphOutput(op.outputs[0])) continue;
    const Dims& small = graph.FindTensor(op.Input(0))->shape;
    bool droppable = true;
    for (size_t r : graph.Consumers(op.outputs[0])) {
      const Op& reader = graph.ops[r];
      if (FindBinaryOp(reader.type) == nullptr) droppable = false;  // codegen/ops/elementwise_ops.h
      Dims shape = {};
      for (const std::string& in : reader.inputs) {
        const Dims& d = in == op.outputs[0] ? small : graph.FindTensor(in)->shape;
        auto b = BroadcastShapes(shape, d);
        if (!b) {
          droppable = false;
          break;
        }
        shape = *b;
      }
      droppable = droppable && shape == graph.FindTensor(reader.outputs[0])->shape;
    }
    if (!droppable) continue;
    graph.RenameUses(op.outputs[0], op.Input(0));
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++dropped;
  }
  graph.RemoveUnusedTensors();
  return dropped;
}

}  // namespace vfx::codegen
