#include "codegen/passes/fold_batch_norm.h"

#include <cmath>

#include "codegen/passes/pass_util.h"

namespace vfx::codegen {
namespace {

// A BatchNormalization no Conv can absorb (after a pool, an add, the input):
// y = x * s + (beta - mean * s), a per-channel Mul and Add (thin ops).
Status BatchNormToScaleShift(Graph& graph, size_t index) {
  const Op bn = graph.ops[index];
  const Tensor& x = *graph.FindTensor(bn.Input(0));
  if (x.shape.size() < 2) return UnimplementedError(graph.ErrorPrefix(bn) + "needs an input with a channel axis");
  const int64_t channels = x.shape[1];
  const float eps = bn.GetFloat("epsilon", 1e-5f);
  std::vector<float> scale(static_cast<size_t>(channels)), shift(static_cast<size_t>(channels));
  const auto& gamma = graph.FindTensor(bn.Input(1))->float_data;
  const auto& beta = graph.FindTensor(bn.Input(2))->float_data;
  const auto& mean = graph.FindTensor(bn.Input(3))->float_data;
  const auto& var = graph.FindTensor(bn.Input(4))->float_data;
  for (size_t c = 0; c < scale.size(); ++c) {
    const double s = static_cast<double>(gamma[c]) / std::sqrt(static_cast<double>(var[c]) + eps);
    scale[c] = static_cast<float>(s);
    shift[c] = static_cast<float>(beta[c] - mean[c] * s);
  }
  std::vector<int64_t> per_channel(x.shape.size(), 1);
  per_channel[1] = channels;
  const std::string s_name = graph.AddConstant(bn.name + "_scale", per_channel, std::move(scale));
  const std::string b_name = graph.AddConstant(bn.name + "_shift", per_channel, std::move(shift));
  Tensor scaled = x;
  scaled.name = bn.outputs[0] + "_scaled";
  graph.tensors[scaled.name] = scaled;
  Op mul{"Mul", bn.name + "_scale", {bn.Input(0), s_name}, {scaled.name}, {}};
  Op add{"Add", bn.name + "_shift", {scaled.name, b_name}, {bn.outputs[0]}, {}};
  graph.ops[index] = mul;
  graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(index) + 1, add);
  return Status::Ok();
}

}  // namespace

StatusOr<int> FoldBatchNorm(Graph& graph) {
  int folds = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op bn = graph.ops[i];
    if (bn.type != "BatchNormalization") continue;
    auto producer = graph.Producer(bn.Input(0));
    if (!producer || graph.ops[*producer].type != "Conv" || !HasSingleUse(graph, bn.Input(0))) {
      RETURN_IF_ERROR(BatchNormToScaleShift(graph, i));
      ++folds;
      continue;
    }
    Op& conv = graph.ops[*producer];
    const Tensor& w = *graph.FindTensor(conv.Input(1));
    const int64_t out_channels = w.shape[0];
    const int64_t per_channel = w.NumElements() / out_channels;
    const float eps = bn.GetFloat("epsilon", 1e-5f);
    const auto& gamma = graph.FindTensor(bn.Input(1))->float_data;
    const auto& beta = graph.FindTensor(bn.Input(2))->float_data;
    const auto& mean = graph.FindTensor(bn.Input(3))->float_data;
    const auto& var = graph.FindTensor(bn.Input(4))->float_data;
    if (static_cast<int64_t>(gamma.size()) != out_channels) {
      return InternalError(graph.ErrorPrefix(bn) + "channel count does not match the Conv");
    }
    std::vector<float> weights = w.float_data;
    std::vector<float> bias(static_cast<size_t>(out_channels), 0.f);
    if (!conv.Input(2).empty()) bias = graph.FindTensor(conv.Input(2))->float_data;
    for (int64_t oc = 0; oc < out_channels; ++oc) {
      const size_t c = static_cast<size_t>(oc);
      const double scale = static_cast<double>(gamma[c]) / std::sqrt(static_cast<double>(var[c]) + eps);
      for (int64_t k = 0; k < per_channel; ++k) {
        float& x = weights[static_cast<size_t>(oc * per_channel + k)];
        x = static_cast<float>(x * scale);
      }
      bias[c] = static_cast<float>((bias[c] - mean[c]) * scale + beta[c]);
    }
    // New constants: the originals may be shared with other ops.
    const std::string w_name = graph.AddConstant(conv.name + "_bn_weight", w.shape, std::move(weights));
    const std::string b_name = graph.AddConstant(conv.name + "_bn_bias", {out_channels}, std::move(bias));
    conv.inputs = {conv.Input(0), w_name, b_name};
    conv.outputs[0] = bn.outputs[0];
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++folds;
  }
  graph.RemoveUnusedTensors();
  return folds;
}

}  // namespace vfx::codegen
