// Small helpers shared by the normalisation passes (header-only).
#pragma once

#include <cmath>
#include <optional>
#include <string>

#include "codegen/ir/graph.h"

namespace vfx::codegen {

// The value of a constant whose elements are all equal, else nullopt.
inline std::optional<float> UniformConstant(const Graph& graph, const std::string& name) {
  const Tensor* t = graph.FindTensor(name);
  if (t == nullptr || !t->is_constant) return std::nullopt;
  const std::vector<double> v = t->ValuesAsDouble();
  if (v.empty()) return std::nullopt;
  for (double x : v) {
    if (x != v[0]) return std::nullopt;
  }
  return static_cast<float>(v[0]);
}

inline bool NearlyEqual(float a, float b) { return std::fabs(a - b) <= 1e-6f * std::max(1.f, std::fabs(b)); }

// True if `tensor` is read by exactly one op and is not a graph output, so
// the op producing it may be rewritten away.
inline bool HasSingleUse(const Graph& graph, const std::string& tensor) {
  return graph.Consumers(tensor).size() == 1 && !graph.IsGraphOutput(tensor);
}

// For a binary op with one uniform-constant operand: the other operand and
// the constant. Size of the constant must not broadcast the result.
inline std::optional<std::pair<std::string, float>> SplitScalarOperand(const Graph& graph, const Op& op) {
  if (op.inputs.size() != 2) return std::nullopt;
  for (int k = 0; k < 2; ++k) {
    auto c = UniformConstant(graph, op.inputs[k]);
    const Tensor* other = graph.FindTensor(op.inputs[1 - k]);
    const Tensor* out = graph.FindTensor(op.outputs[0]);
    if (c && other && out && !graph.IsConstant(other->name) && other->shape == out->shape) {
      return std::make_pair(op.inputs[1 - k], *c);
    }
  }
  return std::nullopt;
}

}  // namespace vfx::codegen
