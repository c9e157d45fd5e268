#include "codegen/passes/fold_input_normalisation.h"

#include <algorithm>
#include <string>

namespace vfx::codegen {
namespace {

// Per-channel values of a constant operand for `channels` channels: a scalar,
// or one value per channel ([C], [C,1,1], [1,C,1,1]); empty when it is neither.
std::vector<float> PerChannel(const Tensor& t, int channels) {
  std::vector<double> v = t.ValuesAsDouble();
  if (v.size() == 1) return std::vector<float>(static_cast<size_t>(channels), static_cast<float>(v[0]));
  if (static_cast<int>(v.size()) != channels) return {};
  int non_unit = 0;
  for (int64_t d : t.shape) non_unit += d != 1;
  const size_t rank = t.shape.size();
  // The channel axis of a broadcast against [1,C,H,W]: third from the end.
  if (non_unit != 1 || rank < 3 || t.shape[rank - 3] != channels) return {};
  return std::vector<float>(v.begin(), v.end());
}

}  // namespace

// The picture is input 0; a recurrent model's states follow it, unnormalised.
int AbsorbInputAffineOps(Graph& graph, std::vector<float>& scale, std::vector<float>& offset) {
  if (graph.inputs.empty()) return 0;
  const std::string input = graph.inputs[0].tensor;
  const Tensor* in = graph.FindTensor(input);
  if (in == nullptr || in->shape.size() != 4 || static_cast<int>(scale.size()) != in->shape[1]) return 0;
  const int channels = static_cast<int>(in->shape[1]);
  int absorbed = 0;
  for (;;) {
    const std::vector<size_t> readers = graph.Consumers(input);
    if (readers.size() != 1) break;
    const Op op = graph.ops[readers[0]];
    const bool add = op.type == "Add", sub = op.type == "Sub", mul = op.type == "Mul", div = op.type == "Div";
    if (!(add || sub || mul || div) || op.inputs.size() != 2 || graph.IsGraphOutput(op.outputs[0])) break;
    const bool input_first = op.inputs[0] == input;
    const Tensor* k = graph.FindTensor(op.inputs[input_first ? 1 : 0]);
    if (k == nullptr || !k->is_constant || graph.FindTensor(op.outputs[0])->shape != in->shape) break;
    const std::vector<float> kc = PerChannel(*k, channels);
    if (kc.empty() || (div && !input_first)) break;  // k / v is not affine
    if ((mul || div) && std::find(kc.begin(), kc.end(), 0.f) != kc.end()) break;
    for (int c = 0; c < channels; ++c) {
      float& s = scale[static_cast<size_t>(c)];
      float& o = offset[static_cast<size_t>(c)];
      const float v = kc[static_cast<size_t>(c)];
      if (add) o += v;
      if (sub && input_first) o -= v;
      if (sub && !input_first) { s = -s; o = v - o; }
      if (mul) { s *= v; o *= v; }
      if (div) { s /= v; o /= v; }
    }
    graph.RenameUses(op.outputs[0], input);
    graph.ops.erase(graph.ops.begin() + static_cast<std::ptrdiff_t>(readers[0]));
    ++absorbed;
  }
  graph.RemoveUnusedTensors();
  return absorbed;
}

Status FoldInputNormalisation(Graph& graph, const std::vector<float>& scale_in,
                              const std::vector<float>& offset_in) {
  std::vector<float> scale = scale_in, offset = offset_in;
  AbsorbInputAffineOps(graph, scale, offset);
  bool identity = true;
  for (size_t c = 0; c < scale.size(); ++c) identity = identity && scale[c] == 1 && offset[c] == 0;
  if (identity) return Status::Ok();
  if (graph.inputs.empty()) return InvalidArgumentError(graph.source + ": the graph has no input");
  const std::string input = graph.inputs[0].tensor;
  const Tensor* in = graph.FindTensor(input);
  if (in == nullptr || in->shape.size() != 4 || in->shape[0] != 1) {
    return UnimplementedError(graph.source + ": the input must be a 4-D NCHW tensor with N = 1");
  }
  const int channels = static_cast<int>(in->shape[1]);
  if (static_cast<int>(scale.size()) != channels || offset.size() != scale.size()) {
    return InvalidArgumentError(graph.source + ": input normalisation has " + std::to_string(scale.size()) +
                                " values for " + std::to_string(channels) + " channels");
  }
  std::vector<size_t> readers = graph.Consumers(input);
  bool all_convs = !readers.empty();
  for (size_t r : readers) {
    const Op& op = graph.ops[r];
    all_convs = all_convs && op.type == "Conv" && op.Input(0) == input && op.GetInt("group", 1) == 1 &&
                graph.IsConstant(op.Input(1)) && (op.Input(2).empty() || graph.IsConstant(op.Input(2)));
  }
  if (all_convs) {
    for (size_t r : readers) {
      Op& op = graph.ops[r];
      const Tensor& w = *graph.FindTensor(op.Input(1));
      const int m = static_cast<int>(w.shape[0]);
      const int taps = static_cast<int>(w.shape[2] * w.shape[3]);
      std::vector<float> weights = w.float_data;
      std::vector<float> bias(m, 0.0f);
      if (!op.Input(2).empty()) bias = graph.FindTensor(op.Input(2))->float_data;
      for (int o = 0; o < m; ++o) {
        double extra = 0;
        for (int c = 0; c < channels; ++c) {
          for (int t = 0; t < taps; ++t) {
            float& v = weights[(static_cast<size_t>(o) * channels + c) * taps + t];
            extra += static_cast<double>(v) * offset[c];
            v *= scale[c];
          }
        }
        bias[o] = static_cast<float>(bias[o] + extra);
      }
      std::vector<float> pad(channels);
      for (int c = 0; c < channels; ++c) pad[c] = -offset[c] / scale[c];
      std::vector<int64_t> w_shape = w.shape;
      std::string w_name = graph.AddConstant(op.name + ".weight_normalised", w_shape, std::move(weights));
      std::string b_name = graph.AddConstant(op.name + ".bias_normalised", {m}, std::move(bias));
      op.inputs.resize(3);
      op.inputs[1] = w_name;
      op.inputs[2] = b_name;
      op.attributes["vfx_pad_value"] = pad;
    }
    graph.RemoveUnusedTensors();
    return Status::Ok();
  }
  // Some reader is not a conv: normalise explicitly in one elementwise pass.
  std::vector<int64_t> per_channel = {1, channels, 1, 1};
  std::string scale_name = graph.AddConstant("input_scale", per_channel, scale);
  std::string offset_name = graph.AddConstant("input_offset", per_channel, offset);
  Tensor scaled = *graph.FindTensor(input);
  scaled.name = input + "_scaled";
  Tensor normalised = scaled;
  normalised.name = input + "_normalised";
  graph.tensors[scaled.name] = scaled;
  graph.tensors[normalised.name] = normalised;
  graph.RenameUses(input, normalised.name);
  graph.inputs[0].tensor = input;  // the edge keeps the raw input
  Op mul{"Mul", "input_normalise_scale", {input, scale_name}, {scaled.name}, {}};
  Op add{"Add", "input_normalise_offset", {scaled.name, offset_name}, {normalised.name}, {}};
  graph.ops.insert(graph.ops.begin(), {mul, add});
  return Status::Ok();
}

}  // namespace vfx::codegen
