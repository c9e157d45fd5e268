// MatMul and Gemm (dense layers): shape rules and CPU references. On the GPU
// as 1x1 convs where a pass can make them one (passes/canonicalize_vectors.h),
// else in the general form of codegen/gpu/ops/matmul.cc.
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

int64_t BroadcastIndex(const Dims& in, const Dims& out, int64_t o) {
  const Dims out_strides = Strides(out), in_strides = Strides(in);
  int64_t index = 0;
  const size_t offset = out.size() - in.size();
  for (size_t d = 0; d < out.size(); ++d) {
    const int64_t coordinate = (o / out_strides[d]) % out[d];
    if (d >= offset && in[d - offset] != 1) index += coordinate * in_strides[d - offset];
  }
  return index;
}

StatusOr<std::vector<Dims>> MatMulShape(const Graph& graph, const Op& op, const std::string& prefix) {
  Dims a = graph.FindTensor(op.Input(0))->shape, b = graph.FindTensor(op.Input(1))->shape;
  if (a.empty() || b.empty()) return InvalidArgumentError(prefix + "MatMul of a scalar");
  const bool a_vector = a.size() == 1, b_vector = b.size() == 1;
  if (a_vector) a.insert(a.begin(), 1);
  if (b_vector) b.push_back(1);
  if (a.back() != b[b.size() - 2]) {
    return InvalidArgumentError(prefix + "inner dimensions of " + DimsString(a) + " and " + DimsString(b) + " differ");
  }
  auto batch = BroadcastShapes(Dims(a.begin(), a.end() - 2), Dims(b.begin(), b.end() - 2));
  if (!batch) return InvalidArgumentError(prefix + "batch dimensions do not broadcast");
  Dims out = *batch;
  if (!a_vector) out.push_back(a[a.size() - 2]);
  if (!b_vector) out.push_back(b.back());
  return std::vector<Dims>{out};
}

StatusOr<std::vector<Dims>> GemmShape(const Graph& graph, const Op& op, const std::string& prefix) {
  const Dims& a = graph.FindTensor(op.Input(0))->shape;
  const Dims& b = graph.FindTensor(op.Input(1))->shape;
  if (a.size() != 2 || b.size() != 2) return InvalidArgumentError(prefix + "Gemm takes 2-D A and B");
  const int64_t m = op.GetInt("transA", 0) ? a[1] : a[0], k = op.GetInt("transA", 0) ? a[0] : a[1];
  const int64_t kb = op.GetInt("transB", 0) ? b[1] : b[0], n = op.GetInt("transB", 0) ? b[0] : b[1];
  if (k != kb) return InvalidArgumentError(prefix + "inner dimensions of A and B differ");
  if (!op.Input(2).empty() && !BroadcastShapes(graph.FindTensor(op.Input(2))->shape, {m, n})) {
    return InvalidArgumentError(prefix + "C does not broadcast to [M, N]");
  }
  return std::vector<Dims>{{m, n}};
}

Status InferMatMul(ShapeContext& ctx, Op& op) {
  ASSIGN_OR_RETURN(std::vector<Dims> shapes, MatMulShape(ctx.graph, op, ctx.prefix));
  return ctx.SetOutputs(op, shapes);
}

Status InferGemm(ShapeContext& ctx, Op& op) {
  ASSIGN_OR_RETURN(std::vector<Dims> shapes, GemmShape(ctx.graph, op, ctx.prefix));
  return ctx.SetOutputs(op, shapes);
}

Status CpuMatMul(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  Dims a = in[0]->shape, b = in[1]->shape;
  if (a.size() == 1) a.insert(a.begin(), 1);
  if (b.size() == 1) b.push_back(1);
  const int64_t m = a[a.size() - 2], k = a.back(), n = b.back();
  if (b[b.size() - 2] != k) return InvalidArgumentError(op.Describe() + ": inner dimensions differ");
  const Dims a_batch(a.begin(), a.end() - 2), b_batch(b.begin(), b.end() - 2);
  const Dims batch = *BroadcastShapes(a_batch, b_batch);
  Allocate(out);
  for (int64_t p = 0; p < Product(batch); ++p) {
    const int64_t pa = BroadcastIndex(a_batch, batch, p), pb = BroadcastIndex(b_batch, batch, p);
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        double sum = 0;
        for (int64_t t = 0; t < k; ++t) {
          sum += static_cast<double>(in[0]->data[static_cast<size_t>((pa * m + i) * k + t)]) *
                 in[1]->data[static_cast<size_t>((pb * k + t) * n + j)];
        }
        out->data[static_cast<size_t>((p * m + i) * n + j)] = static_cast<float>(sum);
      }
    }
  }
  return Status::Ok();
}

// Each output element is one dot product over the contracted axis.
int64_t MatMulMacs(const Graph& graph, const Op& op) {
  const Dims& a = graph.FindTensor(op.Input(0))->shape;
  const bool trans_a = op.type == "Gemm" && op.GetInt("transA", 0) != 0;
  const int64_t depth = a.size() == 1 ? a[0] : (trans_a ? a[a.size() - 2] : a.back());
  return graph.FindTensor(op.outputs[0])->NumElements() * depth;
}

Status CpuGemm(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const HostTensor a = op.GetInt("transA", 0) ? TransposeHost(*in[0], {1, 0}) : *in[0];
  const HostTensor b = op.GetInt("transB", 0) ? TransposeHost(*in[1], {1, 0}) : *in[1];
  const int64_t m = a.shape[0], k = a.shape[1], n = b.shape[1];
  const double alpha = op.GetFloat("alpha", 1.f), beta = op.GetFloat("beta", 1.f);
  Allocate(out);
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      double sum = 0;
      for (int64_t t = 0; t < k; ++t) sum += static_cast<double>(a.data[static_cast<size_t>(i * k + t)]) * b.data[static_cast<size_t>(t * n + j)];
      double c = 0;
      if (in.size() > 2) c = in[2]->data[static_cast<size_t>(BroadcastIndex(in[2]->shape, {m, n}, i * n + j))];
      out->data[static_cast<size_t>(i * n + j)] = static_cast<float>(alpha * sum + beta * c);
    }
  }
  return Status::Ok();
}

}  // namespace



const OpDef kMatMulOp = {"MatMul", InferMatMul, CpuMatMul, MatMulMacs, 2};
const OpDef kGemmOp = {"Gemm", InferGemm, CpuGemm, MatMulMacs, 2};

}  // namespace vfx::codegen
