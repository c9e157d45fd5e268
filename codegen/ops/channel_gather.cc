// VfxChannelGather (passes/channel_gather.h): output channel c is input
// channel channels[c]. Shape rule, CPU reference. GLSL: codegen/gpu/ops/channel_gather.cc.
#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

Status InferChannelGather(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  Dims out = ctx.Shape(op, 0);
  const std::vector<int64_t> channels = op.GetInts("channels");
  for (int64_t c : channels) {
    if (c < 0 || c >= out[1]) return InvalidArgumentError(ctx.prefix + "channel " + std::to_string(c) + " out of range");
  }
  out[1] = static_cast<int64_t>(channels.size());
  return ctx.SetOutput(op, 0, out);
}

Status CpuChannelGather(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape);
  const std::vector<int64_t> channels = op.GetInts("channels");
  Allocate(out);
  const int64_t plane = x.h * x.w;
  for (size_t c = 0; c < channels.size(); ++c) {
    if (channels[c] < 0 || channels[c] >= x.c) return InvalidArgumentError(op.Describe() + ": channel out of range");
    std::copy_n(in[0]->data.begin() + channels[c] * plane, plane, out->data.begin() + static_cast<int64_t>(c) * plane);
  }
  return Status::Ok();
}

}  // namespace



const OpDef kChannelGatherOp = {"VfxChannelGather", InferChannelGather, CpuChannelGather, nullptr};

}  // namespace vfx::codegen
