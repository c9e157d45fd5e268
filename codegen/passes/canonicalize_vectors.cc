#include "codegen/passes/canonicalize_vectors.h"

#include <map>
#include <set>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/elementwise_ops.h"

namespace vfx::codegen {
namespace {

bool AtMostOneNonUnitDim(const Dims& dims) {
  int above_one = 0;
  for (int64_t d : dims) above_one += d != 1;
  return above_one <= 1;
}

bool IsCanonicalVector(const Dims& d) { return d.size() == 4 && d[0] == 1 && d[2] == 1 && d[3] == 1; }

bool IsShapeOnly(const std::string& type) {
  static const std::set<std::string> kOps = {"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Transpose", "Identity"};
  return kOps.count(type) > 0;
}

Op Conv1x1(const std::string& name, const std::string& input, const std::string& weight, const std::string& bias,
           const std::string& output) {
  Op conv{"Conv", name, {input, weight}, {output}, {}};
  if (!bias.empty()) conv.inputs.push_back(bias);
  conv.attributes["kernel_shape"] = Dims{1, 1};
  conv.attributes["strides"] = Dims{1, 1};
  conv.attributes["dilations"] = Dims{1, 1};
  conv.attributes["pads"] = Dims{0, 0, 0, 0};
  conv.attributes["group"] = int64_t{1};
  conv.attributes["auto_pad"] = std::string("NOTSET");
  return conv;
}

class VectorRewriter {
 public:
  explicit VectorRewriter(Graph& graph) : graph_(graph) {}

  StatusOr<int> Run() {
    for (const auto& [name, t] : graph_.tensors) {
      if (!t.is_constant && t.shape_known && IsCanonicalVector(t.shape)) vectors_.insert(name);
    }
    // The shapes each op reads, as built (keyed by its first output).
    std::map<std::string, std::vector<Dims>> read_shapes;
    for (const Op& op : graph_.ops) {
      if (op.outputs.empty()) continue;
      std::vector<Dims>& shapes = read_shapes[op.outputs[0]];
      for (const std::string& in : op.inputs) {
        const Tensor* t = in.empty() ? nullptr : graph_.FindTensor(in);
        shapes.push_back(t == nullptr ? Dims{} : t->shape);
      }
    }
    for (size_t i = 0; i < graph_.ops.size(); ++i) RETURN_IF_ERROR(Visit(i));
    // Drop the shape-only ops, last first so producers stay ahead of readers.
    for (auto it = removed_.rbegin(); it != removed_.rend(); ++it) {
      const Op op = graph_.ops[*it];
      graph_.RenameUses(op.outputs[0], op.inputs[0]);
      graph_.ops.erase(graph_.ops.begin() + static_cast<std::ptrdiff_t>(*it));
    }
    for (const std::string& name : vectors_) {
      Tensor* t = graph_.FindTensor(name);
      if (t != nullptr) t->shape = {1, t->NumElements(), 1, 1};
    }
    ReshapeBackForOtherReaders(read_shapes);
    graph_.RemoveUnusedTensors();
    return rewrites_;
  }

 private:
  bool IsVector(const std::string& name) const { return vectors_.count(name) > 0; }

  // An op that was not rewritten as a vector op (a Gather, a Concat, a
  // Softmax over some axis, arithmetic with a plane...) reads the vector in
  // the shape it was built with: a Reshape back goes before it, or its axes
  // would name the wrong dimensions of [1,C,1,1].
  void ReshapeBackForOtherReaders(const std::map<std::string, std::vector<Dims>>& read_shapes) {
    for (size_t i = 0; i < graph_.ops.size(); ++i) {
      // Not the ops rewritten here: a GlobalAveragePool of a vector laid out along H makes
      // a vector too, yet pools the axes it was built with.
      if (graph_.ops[i].outputs.empty() || rewritten_.count(graph_.ops[i].outputs[0])) continue;
      auto shapes = read_shapes.find(graph_.ops[i].outputs[0]);
      if (shapes == read_shapes.end()) continue;
      for (size_t k = 0; k < graph_.ops[i].inputs.size() && k < shapes->second.size(); ++k) {
        const std::string in = graph_.ops[i].inputs[k];
        const Dims& want = shapes->second[k];
        if (!IsVector(in) || want.empty() || want == graph_.FindTensor(in)->shape) continue;
        Tensor as_read = *graph_.FindTensor(in);
        as_read.name = in + "_as_read";
        for (int n = 2; graph_.FindTensor(as_read.name) != nullptr; ++n)
          as_read.name = in + "_as_read_" + std::to_string(n);
        as_read.shape = want;
        graph_.tensors[as_read.name] = as_read;
        const std::string target = graph_.AddIntConstant(as_read.name + "_shape", want);
        graph_.ops.insert(graph_.ops.begin() + static_cast<std::ptrdiff_t>(i),
                          Op{"Reshape", as_read.name + "_reshape", {in, target}, {as_read.name}, {}});
        ++i;
        graph_.ops[i].inputs[k] = as_read.name;
        ++rewrites_;
      }
    }
  }

  Status Visit(size_t index) {
    Op& op = graph_.ops[index];
    bool reads_vector = false, reads_other_activation = false;
    for (const std::string& in : op.inputs) {
      if (in.empty() || graph_.IsConstant(in)) continue;
      // A computed scalar (a dynamic quantisation's scale or zero point)
      // broadcasts over a vector in any layout.
      if (!IsVector(in) && graph_.FindTensor(in)->NumElements() == 1) continue;
      (IsVector(in) ? reads_vector : reads_other_activation) = true;
    }
    if (!reads_vector || op.outputs.size() != 1) return Status::Ok();
    const Tensor& out = *graph_.FindTensor(op.outputs[0]);
    if (IsShapeOnly(op.type)) {
      if (!IsVector(op.inputs[0]) || !AtMostOneNonUnitDim(out.shape) || graph_.IsGraphOutput(out.name)) {
        return Status::Ok();
      }
      vectors_.insert(out.name);
      rewritten_.insert(out.name);
      removed_.push_back(index);
      ++rewrites_;
      return Status::Ok();
    }
    if (op.type == "MatMul" || op.type == "Gemm") return DenseToConv(op);
    if (IsElementwiseOp(op.type) && !reads_other_activation && AtMostOneNonUnitDim(out.shape)) {
      const int64_t n = out.NumElements();
      for (std::string& in : op.inputs) {
        const Tensor* t = in.empty() ? nullptr : graph_.FindTensor(in);
        if (t == nullptr || !t->is_constant || t->NumElements() == 1 || IsCanonicalVector(t->shape)) continue;
        if (t->NumElements() != n) {
          return UnimplementedError(graph_.ErrorPrefix(op) + "constant " + DimsString(t->shape) +
                                    " does not match the pooled vector of " + std::to_string(n));
        }
        std::vector<float> values;
        for (double v : t->ValuesAsDouble()) values.push_back(static_cast<float>(v));
        in = graph_.AddConstant(in + "_per_channel", {1, n, 1, 1}, std::move(values));
      }
      vectors_.insert(out.name);
      rewritten_.insert(out.name);
      ++rewrites_;
    }
    return Status::Ok();
  }

  // y = x W (+ C) on a vector x of K values, W constant [K, N]: a 1x1 Conv
  // with weights W^T as [N, K, 1, 1].
  Status DenseToConv(Op& op) {
    const bool gemm = op.type == "Gemm";
    const Tensor& a = *graph_.FindTensor(op.Input(0));
    const Tensor* b = graph_.FindTensor(op.Input(1));
    const Tensor& out = *graph_.FindTensor(op.outputs[0]);
    // Any other product (of two activations, on another axis) stays as it is:
    // the general MatMul program runs it (codegen/gpu/ops/matmul.cc), reading
    // the vector in the shape it was built with.
    if (!IsVector(a.name) || b == nullptr || !b->is_constant || b->shape.size() != 2 ||
        !AtMostOneNonUnitDim(out.shape)) {
      return Status::Ok();
    }
    const bool trans_b = gemm && op.GetInt("transB", 0) != 0;
    const int64_t k = trans_b ? b->shape[1] : b->shape[0], n = trans_b ? b->shape[0] : b->shape[1];
    // A's contracted axis must hold the vector: its last axis (MatMul) or [1,K] / [K,1] (Gemm's transA).
    const bool a_ok = a.NumElements() == k && (gemm || a.shape.back() == k || k == 1);
    if (!a_ok || out.NumElements() != n) return Status::Ok();
    const float alpha = gemm ? op.GetFloat("alpha", 1.f) : 1.f;
    std::vector<double> bv = b->ValuesAsDouble();
    std::vector<float> w(static_cast<size_t>(n * k));
    for (int64_t o = 0; o < n; ++o) {
      for (int64_t i = 0; i < k; ++i) {
        const double v = trans_b ? bv[static_cast<size_t>(o * k + i)] : bv[static_cast<size_t>(i * n + o)];
        w[static_cast<size_t>(o * k + i)] = static_cast<float>(alpha * v);
      }
    }
    std::string bias;
    if (gemm && !op.Input(2).empty()) {
      const Tensor* c = graph_.FindTensor(op.Input(2));
      if (c == nullptr || !c->is_constant || (c->NumElements() != n && c->NumElements() != 1)) return Status::Ok();
      const float beta = op.GetFloat("beta", 1.f);
      std::vector<double> cv = c->ValuesAsDouble();
      std::vector<float> bias_values(static_cast<size_t>(n));
      for (int64_t o = 0; o < n; ++o)
        bias_values[static_cast<size_t>(o)] =
            static_cast<float>(beta * cv[cv.size() == 1 ? 0 : static_cast<size_t>(o)]);
      bias = graph_.AddConstant(op.name + "_bias", {n}, std::move(bias_values));
    }
    const std::string weight = graph_.AddConstant(op.name + "_weight", {n, k, 1, 1}, std::move(w));
    const std::string input = op.Input(0), output = op.outputs[0], name = op.name;
    op = Conv1x1(name, input, weight, bias, output);
    // The Conv reads [1,K,1,1]: give the input that shape now if it is not removed with its reshape.
    vectors_.insert(output);
    rewritten_.insert(output);
    ++rewrites_;
    return Status::Ok();
  }

  Graph& graph_;
  std::set<std::string> vectors_;
  std::set<std::string> rewritten_;  // outputs of the ops rewritten as vector ops (they read canonical vectors)
  std::vector<size_t> removed_;
  int rewrites_ = 0;
};

}  // namespace

StatusOr<int> CanonicalizeVectors(Graph& graph) { return VectorRewriter(graph).Run(); }

}  // namespace vfx::codegen
