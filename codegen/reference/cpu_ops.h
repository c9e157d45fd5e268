// Plain float32 reference implementations, one function per IR op.
//
// Each function reads the op's canonical attributes (as left by shape
// inference), its inputs, and writes `out->data` for the shape already in
// `out->shape`. They favour obviousness over speed: they are the ground truth
// the GPU emitters are tested against.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// A dense row-major float tensor on the host.
struct HostTensor {
  std::vector<int64_t> shape;
  std::vector<float> data;
};

using CpuOpFn = Status (*)(const Op& op, const std::vector<const HostTensor*>& inputs, HostTensor* out);

// The explicit op-type -> implementation table.
const std::map<std::string, CpuOpFn>& CpuOpRegistry();

Status CpuConv(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuConvTranspose(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuBatchNormalization(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
// Elementwise ops, by their definitions in codegen/ops/elementwise_ops.h.
Status CpuBinary(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuUnary(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuSoftmax(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuChannelGather(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);  // VfxChannelGather
Status CpuGlobalAveragePool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuAveragePool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuMaxPool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuResize(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuConcat(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuTranspose(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuPad(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuCopy(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);      // Identity, reshapes, float Cast

// cpu_tensor_ops.cc: the ops the normalisation passes rewrite away.
Status CpuMatMul(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuGemm(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuReduce(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);  // ReduceMean, ReduceMax
Status CpuGlobalMaxPool(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);
Status CpuSlice(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);   // steps of 1
Status CpuExpand(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out);

// Applies a unary activation by op type (shared with fused paths later).
float ApplyActivation(const Op& op, float x);

// Permutes a tensor's axes (out dim i = in dim perm[i]).
HostTensor TransposeHost(const HostTensor& in, const std::vector<int64_t>& perm);

}  // namespace vfx::codegen
