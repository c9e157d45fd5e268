// DepthToSpace and SpaceToDepth: shape rules, CPU references, index maps.
// Pixel shuffles move blocks of channels into blocks of pixels and back
// (PyTorch exports pixel_shuffle as DepthToSpace in CRD mode; TensorFlow's
// depth_to_space arrives in DCR mode between transposes). They only move
// data, so the GPU runs them, and chains with them, as index-remap programs
// (gpu/index_remap.h).
//
// With block size b, output y of DepthToSpace and input x, for channel c of
// C / b² and offsets i, j in 0..b-1:
//   DCR: y[n, c, h·b + i, w·b + j] = x[n, (i·b + j)·(C / b²) + c, h, w]
//   CRD: y[n, c, h·b + i, w·b + j] = x[n, c·b² + i·b + j, h, w]
// SpaceToDepth is DCR's inverse: y[n, (i·b + j)·C + c, h, w] = x[n, c, h·b + i, w·b + j].
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/all_ops.h"
#include "codegen/ops/index_map.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

// Far past any real shuffle; keeps blocksize² · channels within int64 for any tensor we accept.
constexpr int64_t kMaxBlockSize = 1024;

bool CrdMode(const Op& op) { return op.GetString("mode", "DCR") == "CRD"; }

Status InferDepthToSpace(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  const Dims x = ctx.Shape(op, 0);
  const int64_t b = op.GetInt("blocksize", 0);
  const std::string mode = op.GetString("mode", "DCR");
  if (mode != "DCR" && mode != "CRD") return InvalidArgumentError(ctx.prefix + "mode '" + mode + "' is not DCR or CRD");
  if (b < 1 || b > kMaxBlockSize)
    return InvalidArgumentError(ctx.prefix + "blocksize must be in 1.." + std::to_string(kMaxBlockSize));
  if (x[1] % (b * b) != 0) {
    return InvalidArgumentError(ctx.prefix + "channels " + std::to_string(x[1]) + " are not a multiple of blocksize² " +
                                std::to_string(b * b));
  }
  return ctx.SetOutput(op, 0, {x[0], x[1] / (b * b), x[2] * b, x[3] * b});
}

Status InferSpaceToDepth(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  const Dims x = ctx.Shape(op, 0);
  const int64_t b = op.GetInt("blocksize", 0);
  if (b < 1 || b > kMaxBlockSize)
    return InvalidArgumentError(ctx.prefix + "blocksize must be in 1.." + std::to_string(kMaxBlockSize));
  if (x[2] % b != 0 || x[3] % b != 0) {
    return InvalidArgumentError(ctx.prefix + "height and width " + DimsString({x[2], x[3]}) +
                                " are not multiples of blocksize " + std::to_string(b));
  }
  return ctx.SetOutput(op, 0, {x[0], x[1] * b * b, x[2] / b, x[3] / b});
}

// The input channel of output channel c at block offset (i, j), DepthToSpace.
int64_t DepthChannel(bool crd, int64_t b, int64_t out_channels, int64_t c, int64_t i, int64_t j) {
  return crd ? c * b * b + i * b + j : (i * b + j) * out_channels + c;
}

Status CpuDepthToSpace(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape), y(out->shape);
  const int64_t b = op.GetInt("blocksize", 1);
  const bool crd = CrdMode(op);
  Allocate(out);
  for (int64_t n = 0; n < y.n; ++n)
    for (int64_t c = 0; c < y.c; ++c)
      for (int64_t oy = 0; oy < y.h; ++oy)
        for (int64_t ox = 0; ox < y.w; ++ox) {
          const int64_t ic = DepthChannel(crd, b, y.c, c, oy % b, ox % b);
          out->data[static_cast<size_t>(((n * y.c + c) * y.h + oy) * y.w + ox)] =
              in[0]->data[static_cast<size_t>(((n * x.c + ic) * x.h + oy / b) * x.w + ox / b)];
        }
  return Status::Ok();
}

Status CpuSpaceToDepth(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape), y(out->shape);
  const int64_t b = op.GetInt("blocksize", 1);
  Allocate(out);
  for (int64_t n = 0; n < y.n; ++n)
    for (int64_t oc = 0; oc < y.c; ++oc)
      for (int64_t oy = 0; oy < y.h; ++oy)
        for (int64_t ox = 0; ox < y.w; ++ox) {
          const int64_t c = oc % x.c, k = oc / x.c;
          out->data[static_cast<size_t>(((n * y.c + oc) * y.h + oy) * y.w + ox)] =
              in[0]->data[static_cast<size_t>(((n * x.c + c) * x.h + oy * b + k / b) * x.w + ox * b + k % b)];
        }
  return Status::Ok();
}

StatusOr<Index> DepthToSpaceIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  if (out.size() != 4) return InternalError(graph.ErrorPrefix(op) + "DepthToSpace maps 4-D tensors");
  const int64_t b = op.GetInt("blocksize", 1);
  const int64_t out_channels = graph.FindTensor(op.outputs[0])->shape[1];
  const std::string i = code.Let("(" + out[2] + ") % " + std::to_string(b));
  const std::string j = code.Let("(" + out[3] + ") % " + std::to_string(b));
  const std::string block = code.Let(IndexTimes(i, b) + " + " + j);  // i·b + j
  const std::string channel =
      CrdMode(op) ? IndexTimes(out[1], b * b) + " + " + block : IndexTimes(block, out_channels) + " + " + out[1];
  return Index{out[0], code.Let(channel), code.Let("(" + out[2] + ") / " + std::to_string(b)),
               code.Let("(" + out[3] + ") / " + std::to_string(b))};
}

StatusOr<Index> SpaceToDepthIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  if (out.size() != 4) return InternalError(graph.ErrorPrefix(op) + "SpaceToDepth maps 4-D tensors");
  const int64_t b = op.GetInt("blocksize", 1);
  const int64_t in_channels = graph.FindTensor(op.Input(0))->shape[1];
  const std::string k = code.Let("(" + out[1] + ") / " + std::to_string(in_channels));  // i·b + j
  const std::string c = code.Let("(" + out[1] + ") % " + std::to_string(in_channels));
  const std::string y = code.Let(IndexTimes(out[2], b) + " + " + k + " / " + std::to_string(b));
  const std::string x = code.Let(IndexTimes(out[3], b) + " + " + k + " % " + std::to_string(b));
  return Index{out[0], c, y, x};
}

}  // namespace

const OpDef kDepthToSpaceOp = {"DepthToSpace", InferDepthToSpace, CpuDepthToSpace, nullptr, 1, DepthToSpaceIndexMap};
const OpDef kSpaceToDepthOp = {"SpaceToDepth", InferSpaceToDepth, CpuSpaceToDepth, nullptr, 1, SpaceToDepthIndexMap};

}  // namespace vfx::codegen
