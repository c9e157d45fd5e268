// MatMul and Gemm in their general form: batched and broadcasting, each
// operand an activation or a constant (attention's Q·Kᵀ and its product with
// V, a dense layer on the last axis of a token tensor). Each output element
// loops over the contracted axis, fetching both operands from their stored
// layouts. The passes turn dense layers on pooled vectors and on the channels
// of a feature map into 1x1 convs first (passes/canonicalize_vectors.h); this
// path is for what is left: exact, and slower than a conv would be.
#include <string>
#include <vector>

#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/ops/op_emitters.h"
#include "codegen/ir/shape_util.h"

namespace vfx::codegen::gpu {
namespace {

std::string I(int64_t v) { return std::to_string(v); }

// The reader of an operand: its texture's, or a constant's weight read the same way.
StatusOr<std::string> OperandReader(const Op& op, const std::string& name, KernelBuilder& kernel) {
  const Tensor* t = kernel.graph().FindTensor(name);
  if (t == nullptr) return InvalidArgumentError(kernel.graph().ErrorPrefix(op) + "no tensor '" + name + "'");
  if (t->is_constant) return ConstantReader(op, *t, kernel);
  return kernel.Reader(name);
}

// The index into `dims` of an operand whose last two axes are `rows`, `cols`
// and whose leading axes broadcast against the output's `batch` (the output
// index's leading entries, right-aligned as numpy aligns them).
Index OperandIndex(const Dims& dims, const Index& batch, const std::string& rows, const std::string& cols) {
  Index index;
  const size_t lead = dims.size() - 2;
  for (size_t d = 0; d < lead; ++d) {
    index.push_back(dims[d] == 1 ? "0" : batch[batch.size() - lead + d]);
  }
  index.push_back(rows);
  index.push_back(cols);
  return index;
}

}  // namespace

Status EmitMatMul(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape out_shape, ActivationShape(graph, op.outputs[0]));
  const bool gemm = op.type == "Gemm";
  Dims a = graph.FindTensor(op.Input(0))->shape, b = graph.FindTensor(op.Input(1))->shape;
  const Dims out_dims = graph.FindTensor(op.outputs[0])->shape;
  if (out_dims.empty()) return UnimplementedError(graph.ErrorPrefix(op) + "a scalar product has no GPU program");
  const bool a_vector = a.size() == 1, b_vector = b.size() == 1;
  const Index out = OutputIndex(out_dims.size());
  // The output index is batch..., then m (unless A is a vector), then n (unless B is).
  const size_t matrix_axes = (a_vector ? 0 : 1) + (b_vector ? 0 : 1);
  const Index batch(out.begin(), out.end() - static_cast<std::ptrdiff_t>(matrix_axes));
  const std::string m = a_vector ? "0" : out[batch.size()];
  const std::string n = b_vector ? "0" : out.back();
  if (a_vector) a.insert(a.begin(), 1);
  if (b_vector) b.push_back(1);
  const bool trans_a = gemm && op.GetInt("transA", 0) != 0, trans_b = gemm && op.GetInt("transB", 0) != 0;
  const int64_t depth = trans_a ? a[a.size() - 2] : a.back();
  Index a_index = trans_a ? OperandIndex(a, batch, "k", m) : OperandIndex(a, batch, m, "k");
  Index b_index = trans_b ? OperandIndex(b, batch, n, "k") : OperandIndex(b, batch, "k", n);
  if (a_vector) a_index.erase(a_index.begin());
  if (b_vector) b_index.pop_back();

  const std::string name = kernel.UniqueName("product");
  ASSIGN_OR_RETURN(std::string read_a, OperandReader(op, op.Input(0), kernel));
  ASSIGN_OR_RETURN(std::string read_b, OperandReader(op, op.Input(1), kernel));
  IndexCode loop(name);  // one for both operands, so the names it declares stay unique
  ASSIGN_OR_RETURN(std::string fetch_a, FetchElement(graph, op, read_a, a_index, loop));
  ASSIGN_OR_RETURN(std::string fetch_b, FetchElement(graph, op, read_b, b_index, loop));
  std::string element = "  // " + op.Describe() + "\n  float acc = 0.0;\n  for (int k = 0; k < " + I(depth) +
                        "; ++k) {\n" + loop.lines() + "    acc += " + fetch_a + " * " + fetch_b + ";\n  }\n";
  std::string result = "acc";
  if (gemm) {
    const float alpha = op.GetFloat("alpha", 1.f), beta = op.GetFloat("beta", 1.f);
    if (alpha != 1.f) result = FloatLiteral(alpha) + " * acc";
    if (!op.Input(2).empty() && beta != 0.f) {
      // C broadcasts to [M, N] (unidirectionally, as numpy does).
      const Dims c = graph.FindTensor(op.Input(2))->shape;
      ASSIGN_OR_RETURN(std::string read_c, OperandReader(op, op.Input(2), kernel));
      Index c_index;
      const Index mn = {m, n};
      const Dims full = {a[a.size() - (trans_a ? 1 : 2)], b[b.size() - (trans_b ? 2 : 1)]};
      for (size_t d = 0; d < c.size(); ++d) {
        const size_t axis = 2 - c.size() + d;
        c_index.push_back(c[d] == 1 && full[axis] != 1 ? "0" : mn[axis]);
      }
      IndexCode c_code(name + "_c");
      ASSIGN_OR_RETURN(std::string fetch_c, FetchElement(graph, op, read_c, c_index, c_code));
      element += c_code.lines();
      result += " + " + (beta != 1.f ? FloatLiteral(beta) + " * " : std::string()) + fetch_c;
    }
  }
  EmitPerLane(op, name, element + "  return " + result + ";\n", kernel, out_shape);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
