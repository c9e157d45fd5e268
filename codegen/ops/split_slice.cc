// Split and Slice (steps of 1 on activations): shape rules, Slice's CPU
// reference and index map. Along channels they become VfxChannelGather
// (passes/channel_gather.h); on other axes Slice runs by its index map.
#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/index_map.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

StatusOr<std::vector<Dims>> SplitShape(const Graph& graph, Op& op, const std::string& prefix) {
  const Dims& x = graph.FindTensor(op.Input(0))->shape;
  ASSIGN_OR_RETURN(int64_t axis, Axis(op.GetInt("axis", 0), x.size(), prefix));
  Dims sizes = op.GetInts("split");
  if (!op.Input(1).empty()) {
    ASSIGN_OR_RETURN(sizes, ConstantInts(graph, op, 1, "the split sizes", prefix));
  }
  const int64_t len = x[static_cast<size_t>(axis)];
  const int64_t parts = static_cast<int64_t>(op.outputs.size());
  if (sizes.empty()) {  // equal parts (the last one smaller, as opset 18 allows)
    const int64_t each = (len + parts - 1) / parts;
    for (int64_t p = 0; p < parts; ++p) sizes.push_back(std::min(each, len - each * p));
  }
  int64_t total = 0;
  for (int64_t s : sizes) {
    if (s <= 0) return InvalidArgumentError(prefix + "split sizes must be positive");
    total += s;
  }
  if (total != len || static_cast<int64_t>(sizes.size()) != parts) {
    return InvalidArgumentError(prefix + "split sizes do not add up to the axis length " + std::to_string(len) +
                                " over " + std::to_string(parts) + " outputs");
  }
  op.inputs = {op.Input(0)};
  op.attributes["axis"] = axis;
  op.attributes["split"] = sizes;
  std::vector<Dims> outs;
  for (int64_t s : sizes) {
    Dims d = x;
    d[static_cast<size_t>(axis)] = s;
    outs.push_back(d);
  }
  return outs;
}

StatusOr<std::vector<Dims>> SliceShape(const Graph& graph, Op& op, const std::string& prefix) {
  const Dims& x = graph.FindTensor(op.Input(0))->shape;
  Dims starts = op.GetInts("starts"), ends = op.GetInts("ends"), axes = op.GetInts("axes"), steps;
  if (op.inputs.size() > 1) {
    ASSIGN_OR_RETURN(starts, ConstantInts(graph, op, 1, "the starts", prefix));
    ASSIGN_OR_RETURN(ends, ConstantInts(graph, op, 2, "the ends", prefix));
    ASSIGN_OR_RETURN(axes, ConstantInts(graph, op, 3, "the axes", prefix));
    ASSIGN_OR_RETURN(steps, ConstantInts(graph, op, 4, "the steps", prefix));
  }
  if (axes.empty()) {
    for (size_t i = 0; i < starts.size(); ++i) axes.push_back(static_cast<int64_t>(i));
  }
  if (steps.empty()) steps.assign(starts.size(), 1);
  if (starts.size() != ends.size() || axes.size() != starts.size() || steps.size() != starts.size()) {
    return InvalidArgumentError(prefix + "starts, ends, axes and steps differ in length");
  }
  Dims out = x;
  for (size_t i = 0; i < axes.size(); ++i) {
    ASSIGN_OR_RETURN(int64_t a, Axis(axes[i], x.size(), prefix));
    axes[i] = a;
    const int64_t len = x[static_cast<size_t>(a)];
    if (steps[i] != 1) return UnimplementedError(prefix + "Slice steps other than 1 on activations are not supported");
    auto clamp = [&](int64_t v) { return std::clamp(v < 0 ? v + len : v, int64_t{0}, len); };
    starts[i] = clamp(starts[i]);
    ends[i] = clamp(ends[i]);
    out[static_cast<size_t>(a)] = std::max<int64_t>(0, ends[i] - starts[i]);
  }
  op.inputs = {op.Input(0)};
  op.attributes["starts"] = starts;
  op.attributes["ends"] = ends;
  op.attributes["axes"] = axes;
  op.attributes["steps"] = steps;
  return std::vector<Dims>{out};
}

Status InferSplit(ShapeContext& ctx, Op& op) {
  ASSIGN_OR_RETURN(std::vector<Dims> shapes, SplitShape(ctx.graph, op, ctx.prefix));
  return ctx.SetOutputs(op, shapes);
}

Status InferSlice(ShapeContext& ctx, Op& op) {
  ASSIGN_OR_RETURN(std::vector<Dims> shapes, SliceShape(ctx.graph, op, ctx.prefix));
  return ctx.SetOutputs(op, shapes);
}

Status CpuSlice(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  Dims begin(x.size(), 0);
  const std::vector<int64_t> axes = op.GetInts("axes"), starts = op.GetInts("starts");
  for (size_t k = 0; k < axes.size(); ++k) begin[static_cast<size_t>(axes[k])] = starts[k];
  Allocate(out);
  const Dims out_strides = Strides(out->shape), in_strides = Strides(x);
  for (int64_t o = 0; o < Product(out->shape); ++o) {
    int64_t index = 0;
    for (size_t d = 0; d < x.size(); ++d) index += ((o / out_strides[d]) % out->shape[d] + begin[d]) * in_strides[d];
    out->data[static_cast<size_t>(o)] = in[0]->data[static_cast<size_t>(index)];
  }
  return Status::Ok();
}

// Starts are clamped and axes normalised by the shape rule (split_slice.cc).
StatusOr<Index> SliceIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const std::vector<int64_t> axes = op.GetInts("axes"), starts = op.GetInts("starts"), steps = op.GetInts("steps");
  Index in = out;
  for (size_t k = 0; k < axes.size(); ++k) {
    if (k < steps.size() && steps[k] != 1)
      return UnimplementedError(graph.ErrorPrefix(op) + "Slice steps other than 1");
    in[static_cast<size_t>(axes[k])] = IndexPlus(out[static_cast<size_t>(axes[k])], starts[k]);
  }
  return in;
}

}  // namespace

const OpDef kSplitOp = {"Split", InferSplit, nullptr, nullptr};
const OpDef kSliceOp = {"Slice", InferSlice, CpuSlice, nullptr, 1, SliceIndexMap};

}  // namespace vfx::codegen
