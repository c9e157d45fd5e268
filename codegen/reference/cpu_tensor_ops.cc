// CPU references of the tensor ops the normalisation passes rewrite away
// (MatMul, Gemm, ReduceMean/ReduceMax, Slice, Expand): the passes' tests run
// a graph before and after the rewrite on these.
#include <algorithm>
#include <cmath>

#include "codegen/ir/shape_util.h"
#include "codegen/reference/cpu_ops.h"

namespace vfx::codegen {
namespace {

void Allocate(HostTensor* out) { out->data.assign(static_cast<size_t>(Product(out->shape)), 0.f); }

// The flat input index of output index `o` under broadcasting `in` to `out`.
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

}  // namespace

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

Status CpuReduce(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  const std::vector<int64_t> axes = op.GetInts("axes");
  Dims kept = x;  // the output with keepdims
  for (int64_t a : axes) kept[static_cast<size_t>(a)] = 1;
  const bool is_max = op.type == "ReduceMax";
  std::vector<double> acc(static_cast<size_t>(Product(kept)), is_max ? -INFINITY : 0.0);
  for (int64_t i = 0; i < Product(x); ++i) {
    // Flat index in the kept shape: drop the reduced coordinates.
    const Dims strides = Strides(x), kept_strides = Strides(kept);
    int64_t k = 0;
    for (size_t d = 0; d < x.size(); ++d) {
      if (kept[d] != 1) k += ((i / strides[d]) % x[d]) * kept_strides[d];
    }
    const double v = in[0]->data[static_cast<size_t>(i)];
    acc[static_cast<size_t>(k)] = is_max ? std::max(acc[static_cast<size_t>(k)], v) : acc[static_cast<size_t>(k)] + v;
  }
  const double count = static_cast<double>(Product(x)) / static_cast<double>(Product(kept));
  Allocate(out);
  for (size_t i = 0; i < acc.size(); ++i) out->data[i] = static_cast<float>(is_max ? acc[i] : acc[i] / count);
  return Status::Ok();
}

Status CpuGlobalMaxPool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  Op reduce = op;
  reduce.type = "ReduceMax";
  reduce.attributes["axes"] = std::vector<int64_t>{2, 3};
  return CpuReduce(reduce, in, out);
}

Status CpuSlice(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const Dims& x = in[0]->shape;
  Dims begin(x.size(), 0);
  const std::vector<int64_t> axes = op.GetInts("axes"), starts = op.GetInts("starts");
  for (size_t k = 0; k < axes.size(); ++k) begin[static_cast<size_t>(axes[k])] = starts[k];
  Allocate(out);
  const Dims out_strides = Strides(out->shape), in_strides = Strides(x);
  for (int64_t o = 0; o < Product(out->shape); ++o) {
    int64_t index = 0;
    for (size_t d = 0; d < x.size(); ++d) index += ((o / out_strides[d]) % out->shape[d] + begin[d]) * in_strides[d];
    out->data[static_cast<size_t>(o)] = in[0]->data[static_cast<size_t>(index)];
  }
  return Status::Ok();
}

Status CpuExpand(const Op&, const std::vector<const HostTensor*>& in, HostTensor* out) {
  Allocate(out);
  for (int64_t o = 0; o < Product(out->shape); ++o) {
    out->data[static_cast<size_t>(o)] = in[0]->data[static_cast<size_t>(BroadcastIndex(in[0]->shape, out->shape, o))];
  }
  return Status::Ok();
}

}  // namespace vfx::codegen
