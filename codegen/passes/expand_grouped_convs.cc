#include "codegen/passes/expand_grouped_convs.h"

#include "codegen/passes/channel_gather.h"

namespace vfx::codegen {
namespace {

// A grouped ConvTranspose (weights [C, M/group, kh, kw]; input channel c
// feeds the outputs of its group) as a dense one with zeros between groups.
bool DenseConvTranspose(Graph& graph, Op& op) {
  const int64_t group = op.GetInt("group", 1);
  const Tensor& w = *graph.FindTensor(op.Input(1));
  if (group == 1 || w.shape.size() != 4 || !w.is_constant) return false;
  const int64_t c = w.shape[0], m_per_group = w.shape[1], m = m_per_group * group, taps = w.shape[2] * w.shape[3];
  const int64_t c_per_group = c / group;
  std::vector<float> dense(static_cast<size_t>(c * m * taps), 0.f);
  for (int64_t ic = 0; ic < c; ++ic) {
    const int64_t g = ic / c_per_group;
    for (int64_t k = 0; k < m_per_group; ++k) {
      for (int64_t t = 0; t < taps; ++t) {
        dense[static_cast<size_t>((ic * m + g * m_per_group + k) * taps + t)] =
            w.float_data[static_cast<size_t>((ic * m_per_group + k) * taps + t)];
      }
    }
  }
  op.inputs[1] = graph.AddConstant(op.name + "_dense_weight", {c, m, w.shape[2], w.shape[3]}, std::move(dense));
  op.attributes["group"] = int64_t{1};
  return true;
}

}  // namespace

StatusOr<int> ExpandGroupedConvs(Graph& graph) {
  int rewrites = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    Op& conv = graph.ops[i];
    if (conv.type == "ConvTranspose") {
      rewrites += DenseConvTranspose(graph, conv);
      continue;
    }
    if (conv.type != "Conv") continue;
    const int64_t group = conv.GetInt("group", 1);
    const Tensor& x = *graph.FindTensor(conv.Input(0));
    const Tensor& w = *graph.FindTensor(conv.Input(1));  // [M, C/group, kh, kw]
    if (group == 1 || x.shape.size() != 4 || w.shape.size() != 4 || !w.is_constant) continue;
    const int64_t c = x.shape[1], m = w.shape[0], c_per_group = w.shape[1], m_per_group = m / group;
    if (c_per_group == 1 && m == c) continue;  // depthwise: the emitter's own case
    const int64_t taps = w.shape[2] * w.shape[3];
    if (c_per_group == 1) {
      // Depthwise with a channel multiplier: output o reads input o / m_per_group.
      std::vector<int64_t> channels;
      for (int64_t o = 0; o < m; ++o) channels.push_back(o / m_per_group);
      Tensor repeated = x;
      repeated.name = conv.outputs[0] + "_repeated_input";
      repeated.shape[1] = m;
      graph.tensors[repeated.name] = repeated;
      Op gather{kChannelGatherOp, conv.name + "_repeat", {conv.Input(0)}, {repeated.name}, {}};
      gather.attributes["channels"] = channels;
      conv.inputs[0] = repeated.name;
      conv.attributes["group"] = m;
      graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(i), gather);
      ++i;
      ++rewrites;
      continue;
    }
    // Block-diagonal dense weights [M, C, kh, kw].
    std::vector<float> dense(static_cast<size_t>(m * c * taps), 0.f);
    for (int64_t o = 0; o < m; ++o) {
      const int64_t g = o / m_per_group;
      for (int64_t k = 0; k < c_per_group; ++k) {
        for (int64_t t = 0; t < taps; ++t) {
          dense[static_cast<size_t>((o * c + g * c_per_group + k) * taps + t)] =
              w.float_data[static_cast<size_t>((o * c_per_group + k) * taps + t)];
        }
      }
    }
    conv.inputs[1] = graph.AddConstant(conv.name + "_dense_weight", {m, c, w.shape[2], w.shape[3]}, std::move(dense));
    conv.attributes["group"] = int64_t{1};
    ++rewrites;
  }
  graph.RemoveUnusedTensors();
  return rewrites;
}

}  // namespace vfx::codegen
