// One emitter per op, found through one explicit table (op_registry.cc).
//
// A thick op (conv, pooling, resize, concat, softmax) starts a program and
// assigns `r`; thin elementwise ops (activations, arithmetic) update `r` in
// place and can be fused after a thick op. See kernel_builder.h for the GLSL
// names an emitter may use.
#pragma once

#include <string>
#include <vector>

#include "codegen/gpu/kernel_builder.h"
#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen::gpu {

enum class OpKind { kThick, kThin };

using ThickEmitFn = Status (*)(const Op& op, KernelBuilder& kernel);
// `main_input` is the op input whose value `r` currently holds.
using ThinEmitFn = Status (*)(const Op& op, const std::string& main_input, KernelBuilder& kernel);

struct OpEmitter {
  const char* type;
  OpKind kind;
  ThickEmitFn thick = nullptr;
  ThinEmitFn thin = nullptr;
  // The op computed inside the reader of its output, in its consumer's
  // program (a fusion prologue: Upconv's Resize, squeeze-excite's channel
  // scale Mul), or nullptr where the op has no such form.
  ThickEmitFn reader = nullptr;
};

// The emitter for an IR op type, or nullptr when the GPU back end lacks one.
const OpEmitter* FindOpEmitter(const std::string& type);
// Every op type with an emitter, for error messages and docs.
std::vector<std::string> GpuOpTypes();

// The emitters (one file each under codegen/gpu/ops/).
Status EmitConv(const Op& op, KernelBuilder& kernel);
Status EmitConvTranspose(const Op& op, KernelBuilder& kernel);
Status EmitGlobalAveragePool(const Op& op, KernelBuilder& kernel);
Status EmitWindowPool(const Op& op, KernelBuilder& kernel);  // AveragePool, MaxPool
Status EmitResize(const Op& op, KernelBuilder& kernel);
// Upconv: Resize as the reader of its output inside the consumer's program.
Status EmitResizeReader(const Op& op, KernelBuilder& kernel);
// Squeeze-excite scaling (plane * per-channel vector) as the reader of its
// output inside the consumer's program (channel_scale_reader.h).
Status EmitChannelScaleReader(const Op& op, KernelBuilder& kernel);
Status EmitConcat(const Op& op, KernelBuilder& kernel);
// ReduceMean/Max/Min/Sum over any axes, when no pass found a faster form.
Status EmitReduce(const Op& op, KernelBuilder& kernel);
// ArgMax/ArgMin: the index along one axis, as a float.
Status EmitArgMax(const Op& op, KernelBuilder& kernel);
// MatMul and Gemm, batched and broadcasting, of activations or constants.
Status EmitMatMul(const Op& op, KernelBuilder& kernel);
Status EmitSoftmax(const Op& op, KernelBuilder& kernel);
Status EmitChannelGather(const Op& op, KernelBuilder& kernel);  // VfxChannelGather
Status EmitActivation(const Op& op, const std::string& main_input, KernelBuilder& kernel);
Status EmitBinary(const Op& op, const std::string& main_input, KernelBuilder& kernel);

// Spatial attributes shared by conv and pooling: pads resolved (auto_pad too).
struct Window {
  int kernel_h = 1, kernel_w = 1;
  int stride_h = 1, stride_w = 1;
  int dilation_h = 1, dilation_w = 1;
  int pad_top = 0, pad_left = 0, pad_bottom = 0, pad_right = 0;
};
StatusOr<Window> ResolveWindow(const Graph& graph, const Op& op, int kernel_h, int kernel_w,
                               const tensor::Shape& in, const tensor::Shape& out);

}  // namespace vfx::codegen::gpu
