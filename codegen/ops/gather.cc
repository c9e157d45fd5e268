// Gather on an activation: shape rule, CPU reference, index map. With
// constant indices along the channels of a 4-D tensor (selecting the person
// channel of a two-class output, `x[:, 1]`) it becomes a VfxChannelGather
// (passes/channel_gather.h); otherwise its index map runs it
// (gpu/index_remap.h), computed indices (an ArgMax's) read in the same
// program. Gather on constants is folded (import/constant_folding.cc).
#include <algorithm>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/index_map.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

Status InferGather(ShapeContext& ctx, Op& op) {
  const Dims& x = ctx.Shape(op, 0);
  const Tensor* indices = ctx.graph.FindTensor(op.Input(1));
  if (indices == nullptr) return InvalidArgumentError(ctx.prefix + "Gather needs its indices");
  auto axis = NormaliseAxis(op.GetInt("axis", 0), static_cast<int64_t>(x.size()));
  if (!axis) return InvalidArgumentError(ctx.prefix + "axis out of range");
  const int64_t len = x[static_cast<size_t>(*axis)];
  if (indices->is_constant) {
    for (double v : indices->ValuesAsDouble()) {
      if (!(v >= -len && v < len))
        return InvalidArgumentError(ctx.prefix + "index " + std::to_string(v) + " out of range");
    }
  }
  op.attributes["axis"] = *axis;
  Dims out(x.begin(), x.begin() + *axis);
  out.insert(out.end(), indices->shape.begin(), indices->shape.end());
  out.insert(out.end(), x.begin() + *axis + 1, x.end());
  return ctx.SetOutput(op, 0, out);
}

Status CpuGather(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  const size_t axis = static_cast<size_t>(op.GetInt("axis", 0));
  const int64_t outer = Product(Dims(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(axis)));
  const int64_t len = x[axis];
  const int64_t inner = Product(Dims(x.begin() + static_cast<std::ptrdiff_t>(axis) + 1, x.end()));
  const std::vector<float>& idx = in[1]->data;
  Allocate(out);
  for (int64_t o = 0; o < outer; ++o) {
    for (size_t k = 0; k < idx.size(); ++k) {
      int64_t i = static_cast<int64_t>(idx[k]);
      if (i < 0) i += len;
      i = std::clamp<int64_t>(i, 0, len - 1);  // computed indices out of range: the nearest end, as the GPU reads
      for (int64_t j = 0; j < inner; ++j) {
        out->data[static_cast<size_t>((o * static_cast<int64_t>(idx.size()) + static_cast<int64_t>(k)) * inner + j)] =
            in[0]->data[static_cast<size_t>((o * len + i) * inner + j)];
      }
    }
  }
  return Status::Ok();
}

// Indices of any rank along `axis`: constant ones as a literal or a table,
// computed ones read from their tensor (negative ones counted from the end,
// out of range clamped).
StatusOr<Index> GatherIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = graph.FindTensor(op.Input(0))->shape;
  const Tensor* indices = graph.FindTensor(op.Input(1));
  if (indices == nullptr) return InvalidArgumentError(graph.ErrorPrefix(op) + "Gather needs its indices");
  const size_t axis = static_cast<size_t>(op.GetInt("axis", 0));
  const size_t q = indices->shape.size();
  const int64_t len = in_dims[axis];
  if (!indices->is_constant) {
    Index in(in_dims.size());
    for (size_t k = 0; k < axis; ++k) in[k] = out[k];
    StatusOr<std::string> value = code.ReadElement(op.Input(1), Index(out.begin() + axis, out.begin() + axis + q));
    if (!value.ok()) return UnimplementedError(graph.ErrorPrefix(op) + value.status().message());
    const std::string i = code.Let("int(floor(" + *value + " + 0.5))");
    in[axis] = code.Let("clamp(" + i + " < 0 ? " + i + " + " + std::to_string(len) + " : " + i + ", 0, " +
                        std::to_string(len - 1) + ")");
    for (size_t k = axis + 1; k < in_dims.size(); ++k) in[k] = out[k + q - 1];
    return in;
  }
  std::vector<int64_t> values;
  for (double v : indices->ValuesAsDouble())
    values.push_back(v < 0 ? static_cast<int64_t>(v) + len : static_cast<int64_t>(v));
  Index in(in_dims.size());
  for (size_t k = 0; k < axis; ++k) in[k] = out[k];
  if (values.size() == 1) {
    in[axis] = std::to_string(values[0]);
  } else {
    in[axis] = code.Let(code.Table(values) + "[" +
                        FlatIndex(Index(out.begin() + axis, out.begin() + axis + q), indices->shape) + "]");
  }
  for (size_t k = axis + 1; k < in_dims.size(); ++k) in[k] = out[k + q - 1];
  return in;
}

}  // namespace

const OpDef kGatherOp = {"Gather", InferGather, CpuGather, nullptr, 2, GatherIndexMap};

}  // namespace vfx::codegen
