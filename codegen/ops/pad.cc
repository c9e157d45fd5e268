// Pad (constant, reflect, edge, wrap on 4-D; opset 18's axes input): shape
// rule, CPU reference, index map. A zero
// Pad before convs is folded into them (passes/fold_pad_into_conv.h).
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

// Larger than any texture side: a pad beyond it is a malformed model (and would overflow the shape).
constexpr int64_t kMaxPad = 1 << 16;

Status InferPad(ShapeContext& ctx, Op& op) {
  RETURN_IF_ERROR(ctx.Require4d(op, 0));
  const std::string mode = op.GetString("mode", "constant");
  if (mode != "constant" && mode != "reflect" && mode != "edge" && mode != "wrap") {
    return UnimplementedError(ctx.prefix + "pad mode '" + mode + "' is not supported");
  }
  Dims pads = op.GetInts("pads");
  float value = op.GetFloat("value", 0.f);
  if (!op.Input(1).empty()) {
    ASSIGN_OR_RETURN(pads, ConstantInts(ctx.graph, op, 1, "the pads", ctx.prefix));
    ASSIGN_OR_RETURN(std::vector<double> v, ctx.ConstantInput(op, 2, "the pad value"));
    if (!v.empty()) value = static_cast<float>(v[0]);
  }
  if (op.inputs.size() > 3 && !op.inputs[3].empty()) {  // opset 18: pads for the listed axes only
    ASSIGN_OR_RETURN(std::vector<int64_t> axes, ConstantInts(ctx.graph, op, 3, "the axes", ctx.prefix));
    if (pads.size() != 2 * axes.size()) return InvalidArgumentError(ctx.prefix + "pads must have 2 values per axis");
    Dims full(8, 0);
    for (size_t k = 0; k < axes.size(); ++k) {
      ASSIGN_OR_RETURN(int64_t a, Axis(axes[k], 4, ctx.prefix));
      full[static_cast<size_t>(a)] = pads[k];
      full[static_cast<size_t>(a) + 4] = pads[k + axes.size()];
    }
    pads = full;
  }
  if (pads.size() != 8) return InvalidArgumentError(ctx.prefix + "pads must have 8 values for a 4-D input");
  for (int64_t p : pads) {
    if (p < 0) return UnimplementedError(ctx.prefix + "negative pads (cropping) are not supported");
    if (p > kMaxPad) return InvalidArgumentError(ctx.prefix + "pads must be <= " + std::to_string(kMaxPad));
  }
  for (int d = 0; d < 4; ++d) {  // one reflection or wrap at most, as ONNX Runtime requires
    const int64_t len = ctx.Shape(op, 0)[static_cast<size_t>(d)], most = std::max(pads[d], pads[d + 4]);
    if ((mode == "reflect" && most >= len) || (mode == "wrap" && most > len)) {
      return InvalidArgumentError(ctx.prefix + mode + " pads of " + std::to_string(most) + " exceed axis " +
                                  std::to_string(d) + " of length " + std::to_string(len));
    }
  }
  op.inputs = {op.Input(0)};
  op.attributes["pads"] = pads;
  op.attributes["value"] = value;
  op.attributes["mode"] = mode;
  Dims out = ctx.Shape(op, 0);
  for (int d = 0; d < 4; ++d) out[d] += pads[d] + pads[d + 4];
  return ctx.SetOutput(op, 0, out);
}

Status CpuPad(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  RETURN_IF_ERROR(CheckRank4(op, *in[0]));
  const Nchw x(in[0]->shape), y(out->shape);
  const Dims p = op.GetInts("pads");
  const std::string mode = op.GetString("mode", "constant");
  Allocate(out, op.GetFloat("value", 0.f));
  auto source = [&](int64_t o, int64_t pad, int64_t len) -> int64_t {
    int64_t i = o - pad;
    if (i >= 0 && i < len) return i;
    if (mode == "edge") return std::clamp<int64_t>(i, 0, len - 1);
    if (mode == "wrap") return ((i % len) + len) % len;
    if (mode == "reflect" && len > 1) {
      while (i < 0 || i >= len) i = i < 0 ? -i : 2 * (len - 1) - i;
      return i;
    }
    return -1;
  };
  for (int64_t n = 0; n < y.n; ++n) {
    for (int64_t c = 0; c < y.c; ++c) {
      const int64_t sn = source(n, p[0], x.n), sc = source(c, p[1], x.c);
      for (int64_t oy = 0; oy < y.h; ++oy) {
        const int64_t sy = source(oy, p[2], x.h);
        for (int64_t ox = 0; ox < y.w; ++ox) {
          const int64_t sx = source(ox, p[3], x.w);
          if (sn < 0 || sc < 0 || sy < 0 || sx < 0) continue;
          out->data[static_cast<size_t>(y.At(n, c, oy, ox))] = in[0]->data[static_cast<size_t>(x.At(sn, sc, sy, sx))];
        }
      }
    }
  }
  return Status::Ok();
}

// Pads canonicalised by the shape rule (pad.cc): 2·rank begin/end counts, the mode and fill value.
StatusOr<Index> PadIndexMap(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = graph.FindTensor(op.Input(0))->shape;
  const std::vector<int64_t> pads = op.GetInts("pads");
  const std::string mode = op.GetString("mode", "constant");
  const size_t rank = in_dims.size();
  if (pads.size() != 2 * rank) return InternalError(graph.ErrorPrefix(op) + "pads do not match the rank");
  Index in = out;
  for (size_t k = 0; k < rank; ++k) {
    if (pads[k] == 0 && pads[k + rank] == 0) continue;
    const std::string i = code.Let(IndexPlus(out[k], -pads[k]));
    const std::string last = std::to_string(in_dims[k] - 1);
    if (mode == "constant") {
      code.Require("(" + i + " >= 0 && " + i + " <= " + last + ")");
      in[k] = code.Let("clamp(" + i + ", 0, " + last + ")");
    } else if (mode == "edge" || in_dims[k] == 1) {
      in[k] = code.Let("clamp(" + i + ", 0, " + last + ")");
    } else if (mode == "reflect") {  // one reflection: the shape rule keeps pads < the axis length
      in[k] = code.Let(last + " - abs(" + last + " - abs(" + i + "))");
    } else if (mode == "wrap") {
      const std::string len = std::to_string(in_dims[k]);
      // i >= -len (the shape rule): no negative operand for %, undefined in GLSL ES.
      in[k] = code.Let("(" + i + " + " + len + ") % " + len);
    } else {
      return UnimplementedError(graph.ErrorPrefix(op) + "pad mode '" + mode + "' is not supported");
    }
  }
  return in;
}

}  // namespace

const OpDef kPadOp = {"Pad", InferPad, CpuPad, nullptr, 1, PadIndexMap};

}  // namespace vfx::codegen
