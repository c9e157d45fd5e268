#include "codegen/passes/fold_pad_into_conv.h"

namespace vfx::codegen {

StatusOr<int> FoldPadIntoConv(Graph& graph) {
  int folded = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op pad = graph.ops[i];
    if (pad.type != "Pad" || pad.GetString("mode", "constant") != "constant" || pad.GetFloat("value", 0.f) != 0.f ||
        graph.IsGraphOutput(pad.outputs[0])) {
      continue;
    }
    const std::vector<int64_t> p = pad.GetInts("pads");  // [x1_begin..x4_begin, x1_end..x4_end]
    if (p.size() != 8 || p[0] != 0 || p[1] != 0 || p[4] != 0 || p[5] != 0) continue;
    const std::vector<size_t> readers = graph.Consumers(pad.outputs[0]);
    bool all_convs = !readers.empty();
    for (size_t r : readers) {
      const Op& op = graph.ops[r];
      all_convs = all_convs && op.type == "Conv" && op.Input(0) == pad.outputs[0] && !op.HasAttribute("vfx_pad_value");
    }
    if (!all_convs) continue;
    for (size_t r : readers) {
      Op& conv = graph.ops[r];
      std::vector<int64_t> pads = conv.GetInts("pads", {0, 0, 0, 0});  // [top, left, bottom, right]
      pads[0] += p[2];
      pads[1] += p[3];
      pads[2] += p[6];
      pads[3] += p[7];
      conv.attributes["pads"] = pads;
      conv.inputs[0] = pad.Input(0);
    }
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++folded;
  }
  graph.RemoveUnusedTensors();
  return folded;
}

}  // namespace vfx::codegen
