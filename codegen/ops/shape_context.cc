#include "codegen/ops/op_def.h"

#include <algorithm>

namespace vfx::codegen {

Status ShapeContext::SetOutput(const Op& op, size_t i, Dims shape, DataType type) {
  if (i >= op.outputs.size() || op.outputs[i].empty()) return Status::Ok();
  for (int64_t d : shape) {
    if (d <= 0) return InvalidArgumentError(prefix + "inferred output shape " + DimsString(shape) + " is empty");
  }
  Tensor* t = graph.FindTensor(op.outputs[i]);
  t->shape = std::move(shape);
  t->shape_known = true;
  t->type = type;
  return Status::Ok();
}

StatusOr<std::vector<double>> ShapeContext::ConstantInput(const Op& op, size_t i, const std::string& what) {
  const std::string& name = op.Input(i);
  if (name.empty()) return std::vector<double>{};
  const Tensor* t = graph.FindTensor(name);
  if (!t->is_constant) return UnimplementedError(prefix + what + " must be a constant (input '" + name + "')");
  return t->ValuesAsDouble();
}

Status ShapeContext::Require4d(const Op& op, size_t i) {
  if (Shape(op, i).size() != 4) {
    return UnimplementedError(prefix + "only 4-D (NCHW) inputs are supported, got " + DimsString(Shape(op, i)));
  }
  return Status::Ok();
}

Status ShapeContext::CanonicaliseWindow(Op& op, Dims kernel, int64_t h, int64_t w, bool transposed) {
  if (kernel.size() != 2) return UnimplementedError(prefix + "only 2-D windows are supported");
  op.attributes["kernel_shape"] = kernel;
  Dims strides = op.GetInts("strides", {1, 1});
  Dims dilations = op.GetInts("dilations", {1, 1});
  Dims pads = op.GetInts("pads", {0, 0, 0, 0});
  if (strides.size() != 2 || dilations.size() != 2 || pads.size() != 4) {
    return InvalidArgumentError(prefix + "strides/dilations/pads have the wrong length for a 2-D op");
  }
  // Bounds far beyond any real network keep the window arithmetic below (and in
  // every rule and kernel after it) free of overflow on hostile attribute values.
  constexpr int64_t kMaxWindow = 1 << 16;
  for (int k = 0; k < 2; ++k) {
    if (strides[k] < 1 || dilations[k] < 1 || kernel[k] < 1) {
      return InvalidArgumentError(prefix + "kernel, strides and dilations must be >= 1");
    }
    if (strides[k] > kMaxWindow || dilations[k] > kMaxWindow || kernel[k] > kMaxWindow) {
      return InvalidArgumentError(prefix + "kernel, strides and dilations must be <= " + std::to_string(kMaxWindow));
    }
  }
  for (int64_t p : pads) {
    if (p < 0) return UnimplementedError(prefix + "negative pads are not supported");
    if (p > kMaxWindow) return InvalidArgumentError(prefix + "pads must be <= " + std::to_string(kMaxWindow));
  }
  if (h < 0 || w < 0 || h > kMaxTensorElements || w > kMaxTensorElements) {
    return InvalidArgumentError(prefix + "input size " + std::to_string(h) + "x" + std::to_string(w) + " is invalid");
  }
  const std::string auto_pad = op.GetString("auto_pad", "NOTSET");
  if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
    if (transposed) return UnimplementedError(prefix + "auto_pad " + auto_pad + " on ConvTranspose is not supported");
    const int64_t in[2] = {h, w};
    for (int k = 0; k < 2; ++k) {
      const int64_t out = (in[k] + strides[k] - 1) / strides[k];
      const int64_t total =
          std::max<int64_t>(0, (out - 1) * strides[k] + (kernel[k] - 1) * dilations[k] + 1 - in[k]);
      const int64_t small = total / 2, large = total - small;
      pads[k] = auto_pad == "SAME_UPPER" ? small : large;
      pads[k + 2] = auto_pad == "SAME_UPPER" ? large : small;
    }
  } else if (auto_pad == "VALID") {
    pads = {0, 0, 0, 0};
  } else if (auto_pad != "NOTSET") {
    return UnimplementedError(prefix + "auto_pad '" + auto_pad + "' is not supported");
  }
  op.attributes["auto_pad"] = std::string("NOTSET");
  op.attributes["strides"] = strides;
  op.attributes["dilations"] = dilations;
  op.attributes["pads"] = pads;
  return Status::Ok();
}

Status ShapeContext::SetOutputs(const Op& op, const std::vector<Dims>& shapes) {
  for (size_t i = 0; i < shapes.size(); ++i) RETURN_IF_ERROR(SetOutput(op, i, shapes[i]));
  return Status::Ok();
}

}  // namespace vfx::codegen
