#include "codegen/passes/fold_batch_norm.h"

#include <cmath>

#include "codegen/passes/pass_util.h"

namespace vfx::codegen {

StatusOr<int> FoldBatchNorm(Graph& graph) {
  int folds = 0;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op bn = graph.ops[i];
    if (bn.type != "BatchNormalization") continue;
    auto producer = graph.Producer(bn.Input(0));
    if (!producer || graph.ops[*producer].type != "Conv" || !HasSingleUse(graph, bn.Input(0))) continue;
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
