// Tile: shape rule, CPU reference, index map. The input repeated along each
// axis (tf.tile through tf2onnx, PyTorch's Tensor.repeat); it only moves data,
// so the GPU runs it as an index-remap program (gpu/index_remap.h): output
// index i along an axis of length d reads input index i mod d.
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/index_map.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

Status InferTile(ShapeContext& ctx, Op& op) {
  const Dims x = ctx.Shape(op, 0);
  ASSIGN_OR_RETURN(Dims repeats, ConstantInts(ctx.graph, op, 1, "the repeats", ctx.prefix));
  if (repeats.size() != x.size()) {
    return InvalidArgumentError(ctx.prefix + "repeats has " + std::to_string(repeats.size()) +
                                " values for an input of rank " + std::to_string(x.size()));
  }
  Dims out = x;
  for (size_t k = 0; k < x.size(); ++k) {
    // Within 2^28 each (as every dimension is), the product stays within int64 for the size check.
    if (repeats[k] < 1 || repeats[k] > kMaxTensorElements) {
      return InvalidArgumentError(ctx.prefix + "repeats " + DimsString(repeats) + " must be in 1..2^28");
    }
    out[k] = x[k] * repeats[k];
  }
  if (!CheckedElementCount(out)) {
    return InvalidArgumentError(ctx.prefix + "the tiled shape " + DimsString(out) + " has more than 2^28 elements");
  }
  op.inputs = {op.Input(0)};
  op.attributes["repeats"] = repeats;
  return ctx.SetOutput(op, 0, out, ctx.graph.FindTensor(op.inputs[0])->type);
}

Status CpuTile(const Op&, const std::vector<const HostTensor*>& in, HostTensor* out) {
  Allocate(out);
  const std::vector<int64_t> map = TiledIndexMap(in[0]->shape, out->shape);
  for (size_t o = 0; o < map.size(); ++o) out->data[o] = in[0]->data[static_cast<size_t>(map[o])];
  return Status::Ok();
}

StatusOr<Index> TileIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims x = graph.FindTensor(op.Input(0))->shape;
  const Dims repeats = op.GetInts("repeats");
  if (x.size() != out.size() || repeats.size() != out.size()) {
    return InternalError(graph.ErrorPrefix(op) + "Tile keeps the rank");
  }
  Index in(out.size());
  for (size_t k = 0; k < out.size(); ++k) {
    in[k] = repeats[k] == 1 ? out[k] : x[k] == 1 ? "0" : code.Let("(" + out[k] + ") % " + std::to_string(x[k]));
  }
  return in;
}

}  // namespace

const OpDef kTileOp = {"Tile", InferTile, CpuTile, nullptr, 2, TileIndexMap};

}  // namespace vfx::codegen
