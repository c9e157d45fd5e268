// VfxChannelGather (codegen/passes/channel_gather.h): output channel c is
// input channel channels[c]. A run of whole slices is one fetch per texel;
// anything else (a shuffle, a split at an odd channel) picks each lane.
#include <string>

#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {

Status EmitChannelGather(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  const std::vector<int64_t> channels = op.GetInts("channels");
  ASSIGN_OR_RETURN(tensor::Shape in, ActivationShape(graph, op.Input(0)));
  ASSIGN_OR_RETURN(tensor::Shape out, ActivationShape(graph, op.outputs[0]));
  if (static_cast<int>(channels.size()) != out.channels) {
    return InternalError(graph.ErrorPrefix(op) + "channel list does not match the output");
  }
  bool run = channels[0] % 4 == 0;
  for (size_t c = 0; c < channels.size(); ++c) {
    if (channels[c] < 0 || channels[c] >= in.channels) {
      return InvalidArgumentError(graph.ErrorPrefix(op) + "channel " + std::to_string(channels[c]) + " out of range");
    }
    run = run && channels[c] == channels[0] + static_cast<int64_t>(c);
  }
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  kernel.AddNamePart(op.name);
  if (run) {
    kernel.AddBody("  r = " + read + "(x, y, s + " + std::to_string(channels[0] / 4) + ");  // " + op.Describe() +
                   ": channels " + std::to_string(channels[0]) + ".." + std::to_string(channels.back()) + "\n" +
                   PaddingMaskLine(out));
    return Status::Ok();
  }
  const int lanes = tensor::SliceCount(out.channels) * 4;
  const std::string table = kernel.UniqueName("kSourceChannel");
  std::string values;
  for (int c = 0; c < lanes; ++c) {
    values += (c ? ", " : "") + std::to_string(c < out.channels ? channels[static_cast<size_t>(c)] : -1);
  }
  kernel.AddHelper("const int " + table + "[" + std::to_string(lanes) + "] = int[" + std::to_string(lanes) + "](" +
                   values + ");\n");
  kernel.AddBody("  for (int k = 0; k < 4; ++k) {  // " + op.Describe() + "\n" +
                 "    int c = " + table + "[s * 4 + k];\n" +
                 "    r[k] = c < 0 ? 0.0 : " + read + "(x, y, c >> 2)[c & 3];\n  }\n");
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
