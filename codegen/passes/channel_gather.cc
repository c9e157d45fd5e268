#include "codegen/passes/channel_gather.h"

#include <numeric>

#include "codegen/ir/shape_util.h"

namespace vfx::codegen {
namespace {

bool IsPlane(const Tensor* t) { return t != nullptr && t->shape_known && t->shape.size() == 4 && t->shape[0] == 1; }

Op Gather(const std::string& name, const std::string& input, const std::string& output, std::vector<int64_t> channels) {
  Op op{kChannelGatherOp, name, {input}, {output}, {}};
  op.attributes["channels"] = std::move(channels);
  return op;
}

std::vector<int64_t> Range(int64_t begin, int64_t end) {
  std::vector<int64_t> r(static_cast<size_t>(end - begin));
  std::iota(r.begin(), r.end(), begin);
  return r;
}

// Split along axis 1: one gather per output; along another axis one Slice
// per output (run by its index map, gpu/index_remap.h).
bool RewriteSplit(Graph& graph, size_t& i) {
  const Op op = graph.ops[i];
  const int64_t axis = op.GetInt("axis", 0);
  const bool channels = IsPlane(graph.FindTensor(op.Input(0))) && axis == 1;
  std::vector<Op> gathers;
  int64_t start = 0;
  const std::vector<int64_t> sizes = op.GetInts("split");
  for (size_t k = 0; k < op.outputs.size() && k < sizes.size(); ++k) {
    const std::string name = op.name + "_" + std::to_string(k);
    if (op.outputs[k].empty()) {
      // an omitted output
    } else if (channels) {
      gathers.push_back(Gather(name, op.Input(0), op.outputs[k], Range(start, start + sizes[k])));
    } else {
      Op slice{"Slice", name, {op.Input(0)}, {op.outputs[k]}, {}};
      slice.attributes["starts"] = std::vector<int64_t>{start};
      slice.attributes["ends"] = std::vector<int64_t>{start + sizes[k]};
      slice.attributes["axes"] = std::vector<int64_t>{axis};
      slice.attributes["steps"] = std::vector<int64_t>{1};
      gathers.push_back(slice);
    }
    start += sizes[k];
  }
  if (gathers.empty()) return false;
  graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(i));
  graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i), gathers.begin(), gathers.end());
  i += gathers.size() - 1;
  return true;
}

// Slice whose only non-trivial axis is the channel axis.
bool RewriteSlice(Graph& graph, Op& op) {
  const Tensor* x = graph.FindTensor(op.Input(0));
  if (!IsPlane(x)) return false;
  const std::vector<int64_t> axes = op.GetInts("axes"), starts = op.GetInts("starts"), ends = op.GetInts("ends");
  int64_t begin = 0, end = x->shape[1];
  for (size_t k = 0; k < axes.size(); ++k) {
    const int64_t len = x->shape[static_cast<size_t>(axes[k])];
    if (axes[k] == 1) {
      begin = starts[k];
      end = ends[k];
    } else if (starts[k] != 0 || ends[k] != len) {
      return false;
    }
  }
  if (end <= begin) return false;
  op = Gather(op.name, op.Input(0), op.outputs[0], Range(begin, end));
  return true;
}

// Reshape [1,C,H,W] -> [1, a, b, ..., H, W], Transpose keeping the last two
// axes (and the batch) in place, Reshape back to [1,C,H,W]: a channel permutation.
bool RewriteShuffle(Graph& graph, size_t& i) {
  const Op& first = graph.ops[i];
  const Tensor* x = graph.FindTensor(first.Input(0));
  if (first.type != "Reshape" || !IsPlane(x)) return false;
  const Dims& split = graph.FindTensor(first.outputs[0])->shape;
  const Dims& xs = x->shape;
  if (split.size() < 4 || split[0] != 1 || split[split.size() - 2] != xs[2] || split.back() != xs[3]) return false;
  const std::vector<size_t> t_readers = graph.Consumers(first.outputs[0]);
  if (t_readers.size() != 1 || graph.IsGraphOutput(first.outputs[0])) return false;
  const Op& transpose = graph.ops[t_readers[0]];
  if (transpose.type != "Transpose") return false;
  const std::vector<int64_t> perm = transpose.GetInts("perm");
  const size_t rank = split.size();
  if (perm.size() != rank || perm[0] != 0 || perm[rank - 2] != static_cast<int64_t>(rank - 2) ||
      perm[rank - 1] != static_cast<int64_t>(rank - 1)) {
    return false;
  }
  const std::vector<size_t> r_readers = graph.Consumers(transpose.outputs[0]);
  if (r_readers.size() != 1 || graph.IsGraphOutput(transpose.outputs[0])) return false;
  Op& last = graph.ops[r_readers[0]];
  if (last.type != "Reshape" || graph.FindTensor(last.outputs[0])->shape != xs) return false;
  // Run the chain on channel indices: the channel dims of `split` transposed by `perm`.
  const Dims channel_dims(split.begin() + 1, split.end() - 2);
  std::vector<int64_t> moved_dims;
  for (size_t k = 1; k + 2 < rank; ++k) moved_dims.push_back(channel_dims[static_cast<size_t>(perm[k] - 1)]);
  const Dims in_strides = Strides(channel_dims);
  const int64_t channels = xs[1];
  std::vector<int64_t> source(static_cast<size_t>(channels));
  for (int64_t c = 0; c < channels; ++c) {
    // Output flat index c -> multi-index in moved_dims -> input multi-index -> flat input channel.
    int64_t rest = c, in_flat = 0;
    for (size_t k = moved_dims.size(); k-- > 0;) {
      const int64_t coordinate = rest % moved_dims[k];
      rest /= moved_dims[k];
      in_flat += coordinate * in_strides[static_cast<size_t>(perm[k + 1] - 1)];
    }
    source[static_cast<size_t>(c)] = in_flat;
  }
  last = Gather(last.name, first.Input(0), last.outputs[0], source);
  return true;
}

// Gather of constant channel indices: `x[:, [1, 0]]` keeps the rank, `x[:, 1]`
// drops the channel axis (a gather to one channel, then a Reshape).
bool RewriteGather(Graph& graph, size_t& i) {
  const Op op = graph.ops[i];
  const Tensor* x = graph.FindTensor(op.Input(0));
  const Tensor* indices = graph.FindTensor(op.Input(1));
  if (!IsPlane(x) || op.GetInt("axis", 0) != 1 || indices == nullptr || !indices->is_constant ||
      indices->shape.size() > 1) {
    return false;
  }
  std::vector<int64_t> channels;
  for (double v : indices->ValuesAsDouble()) channels.push_back(v < 0 ? static_cast<int64_t>(v) + x->shape[1] : static_cast<int64_t>(v));
  if (indices->shape.size() == 1) {
    graph.ops[i] = Gather(op.name, op.Input(0), op.outputs[0], channels);
    return true;
  }
  Tensor kept = *x;
  kept.name = op.outputs[0] + "_channel";
  kept.shape[1] = 1;
  graph.tensors[kept.name] = kept;
  Tensor shape;
  shape.name = op.name + "_rank3";
  shape.type = DataType::kInt64;
  shape.shape = {3};
  shape.shape_known = shape.is_constant = true;
  shape.int_data = graph.FindTensor(op.outputs[0])->shape;
  graph.tensors[shape.name] = shape;
  graph.ops[i] = Gather(op.name, op.Input(0), kept.name, channels);
  graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                   Op{"Reshape", op.name + "_drop_axis", {kept.name, shape.name}, {op.outputs[0]}, {}});
  ++i;
  return true;
}

}  // namespace

StatusOr<int> RewriteChannelMoves(Graph& graph) {
  int rewrites = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    Op& op = graph.ops[i];
    if (op.type == "Split") rewrites += RewriteSplit(graph, i);
    else if (op.type == "Slice") rewrites += RewriteSlice(graph, op);
    else if (op.type == "Reshape") rewrites += RewriteShuffle(graph, i);
    else if (op.type == "Gather") rewrites += RewriteGather(graph, i);
  }
  graph.RemoveDeadOps();
  graph.RemoveUnusedTensors();
  return rewrites;
}

}  // namespace vfx::codegen
