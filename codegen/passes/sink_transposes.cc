#include "codegen/passes/sink_transposes.h"

#include <algorithm>
#include <map>
#include <set>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/elementwise_ops.h"
#include "codegen/ops/op_util.h"

namespace vfx::codegen {
namespace {

using Perm = std::vector<int64_t>;

Perm Inverse(const Perm& p) {
  Perm inv(p.size());
  for (size_t k = 0; k < p.size(); ++k) inv[static_cast<size_t>(p[k])] = static_cast<int64_t>(k);
  return inv;
}

Dims Permute(const Dims& d, const Perm& p) {
  Dims out;
  for (int64_t k : p) out.push_back(d[static_cast<size_t>(k)]);
  return out;
}

bool IsIdentity(const Perm& p) {
  for (size_t k = 0; k < p.size(); ++k) {
    if (p[k] != static_cast<int64_t>(k)) return false;
  }
  return true;
}

// A tensor whose value is Transpose(perm) of `stored`, not computed.
struct Deferred {
  std::string stored;
  Perm perm;
};

class TransposeDeferrer {
 public:
  explicit TransposeDeferrer(Graph& graph) : graph_(graph) {}

  // Defers every transpose it may; keeps the result only if it has fewer transposes.
  int Run() {
    const Graph original = graph_;
    const std::vector<Op> ops = std::move(graph_.ops);
    graph_.ops.clear();
    FindInputSide(ops);
    int before = 0;
    for (const Op& op : ops) before += op.type == "Transpose";
    for (const Op& op : ops) Visit(op);
    for (GraphEdge& e : graph_.outputs) {
      auto a = alias_.find(e.tensor);
      if (a != alias_.end()) e.tensor = a->second;  // a cancelled pair ends at the output
      Materialise(e.tensor);
    }
    int after = 0;
    for (const Op& op : graph_.ops) after += op.type == "Transpose";
    if (after >= before) {
      graph_ = original;
      return 0;
    }
    graph_.RemoveUnusedTensors();
    return before - after;
  }

 private:
  // The graph inputs and what Add/Sub/Mul/Div by constants make of them
  // (Keras' in-graph rescaling): a Transpose there is the input edge's, which
  // AbsorbEdgeTransposes takes, so it is not deferred.
  void FindInputSide(const std::vector<Op>& ops) {
    for (const GraphEdge& e : graph_.inputs) input_side_.insert(e.tensor);
    for (const Op& op : ops) {
      const bool rescale = op.type == "Add" || op.type == "Sub" || op.type == "Mul" || op.type == "Div";
      if (!rescale || op.outputs.size() != 1) continue;
      bool from_input = false, other_activation = false;
      for (const std::string& in : op.inputs) {
        if (in.empty() || graph_.IsConstant(in)) continue;
        (input_side_.count(in) ? from_input : other_activation) = true;
      }
      if (from_input && !other_activation) input_side_.insert(op.outputs[0]);
    }
  }

  void Visit(Op op) {
    for (std::string& in : op.inputs) {
      auto a = alias_.find(in);
      if (a != alias_.end()) in = a->second;
    }
    if (op.type == "Transpose" && !input_side_.count(op.inputs[0])) {
      const Perm q = op.GetInts("perm");
      Deferred d{op.inputs[0], Perm(q.size())};
      auto in = deferred_.find(op.inputs[0]);
      if (in != deferred_.end()) {
        d.stored = in->second.stored;
        // Transpose(q) of Transpose(p) of s is Transpose(r) of s with r[k] = p[q[k]].
        for (size_t k = 0; k < q.size(); ++k) d.perm[k] = in->second.perm[static_cast<size_t>(q[k])];
      } else {
        d.perm = q;
      }
      if (IsIdentity(d.perm)) {
        alias_[op.outputs[0]] = d.stored;
      } else {
        deferred_[op.outputs[0]] = d;
      }
      return;
    }
    if (op.type == "MatMul" && DenseOnChannels(op)) return;
    if (ReduceToPlain(op)) return;
    const Perm* common = CommonPermutation(op);
    if (common != nullptr) {
      RunPermuted(op, *common);
      return;
    }
    for (const std::string& in : op.inputs) Materialise(in);
    graph_.ops.push_back(op);
  }

  // A dense layer on the last axis of a channels-last view of an NCHW tensor
  // (Keras Dense on a 4-D feature map: Transpose to NHWC, MatMul by [C, N]) is
  // a 1x1 conv on the stored tensor; its result carries the same permutation.
  bool DenseOnChannels(const Op& op) {
    auto d = deferred_.find(op.Input(0));
    const Tensor* b = graph_.FindTensor(op.Input(1));
    if (d == deferred_.end() || b == nullptr || !b->is_constant || b->shape.size() != 2) return false;
    const Perm& p = d->second.perm;
    const Tensor& stored = *graph_.FindTensor(d->second.stored);
    if (p.size() != 4 || p.back() != 1 || stored.shape.size() != 4 || stored.shape[1] != b->shape[0]) return false;
    const int64_t k = b->shape[0], n = b->shape[1];
    const std::vector<double> bv = b->ValuesAsDouble();
    std::vector<float> w(static_cast<size_t>(n * k));
    for (int64_t o = 0; o < n; ++o) {
      for (int64_t i = 0; i < k; ++i)
        w[static_cast<size_t>(o * k + i)] = static_cast<float>(bv[static_cast<size_t>(i * n + o)]);
    }
    const std::string weight = graph_.AddConstant(op.name + "_weight", {n, k, 1, 1}, std::move(w));
    Op conv{"Conv", op.name, {d->second.stored, weight}, {}, {}};
    conv.attributes["kernel_shape"] = std::vector<int64_t>{1, 1};
    conv.attributes["strides"] = std::vector<int64_t>{1, 1};
    conv.attributes["dilations"] = std::vector<int64_t>{1, 1};
    conv.attributes["pads"] = std::vector<int64_t>{0, 0, 0, 0};
    conv.attributes["group"] = int64_t{1};
    conv.attributes["auto_pad"] = std::string("NOTSET");
    const std::string logical = op.outputs[0];
    Tensor out = stored;
    out.name = logical + "_stored";
    for (int m = 2; graph_.FindTensor(out.name) != nullptr; ++m) out.name = logical + "_stored_" + std::to_string(m);
    out.shape[1] = n;
    graph_.tensors[out.name] = out;
    conv.outputs = {out.name};
    graph_.ops.push_back(conv);
    deferred_[logical] = Deferred{out.name, p};
    return true;
  }

  static bool IsReduce(const std::string& type) {
    return type == "ReduceMean" || type == "ReduceMax" || type == "ReduceMin" || type == "ReduceSum";
  }

  // Ops that run on the stored tensor with their axes mapped, passing the permutation on.
  static bool AxisOp(const Op& op) {
    if (op.type == "Resize" || op.type == "Softmax") return op.inputs.size() == 1;  // canonical: one input
    return IsReduce(op.type) && op.GetInt("keepdims", 1) != 0;
  }

  // A reduction (or ArgMax) without keepdims of a permuted tensor whose kept
  // axes keep their order in the stored tensor (Keras' GlobalAveragePooling2D
  // on NHWC: ReduceMean over axes 1, 2 leaves [N, C] either way; an ArgMax
  // over NHWC classes leaves [N, H, W]) runs on the stored tensor, and its
  // result is plain.
  bool ReduceToPlain(Op& op) {
    const bool arg = op.type == "ArgMax" || op.type == "ArgMin";
    if ((!IsReduce(op.type) && !arg) || op.GetInt("keepdims", 1) != 0 || op.outputs.size() != 1) return false;
    auto d = deferred_.find(op.Input(0));
    if (d == deferred_.end()) return false;
    const Perm& perm = d->second.perm;
    const std::vector<int64_t> axes = arg ? std::vector<int64_t>{op.GetInt("axis", 0)} : op.GetInts("axes");
    std::vector<int64_t> stored_axes, kept;
    for (size_t a = 0; a < perm.size(); ++a) {
      const bool reduced = std::find(axes.begin(), axes.end(), static_cast<int64_t>(a)) != axes.end();
      (reduced ? stored_axes : kept).push_back(perm[a]);
    }
    if (!std::is_sorted(kept.begin(), kept.end())) return false;
    std::sort(stored_axes.begin(), stored_axes.end());
    op.inputs[0] = d->second.stored;
    if (arg) {
      op.attributes["axis"] = stored_axes[0];
    } else {
      op.attributes["axes"] = stored_axes;
    }
    graph_.ops.push_back(op);
    return true;
  }

  // True when a plain activation of shape `shape` can join tensors permuted by
  // `perm` through a Reshape: it moves only axes of size 1 (a [1,1,1,C]
  // gate beside an NHWC view is the [1,C,1,1] vector of the stored tensor).
  static bool MovesOnlyUnitAxes(Dims shape, const Perm& perm) {
    if (shape.size() > perm.size()) return false;
    while (shape.size() < perm.size()) shape.insert(shape.begin(), 1);
    int64_t last = -1;
    for (size_t a = 0; a < perm.size(); ++a) {
      if (shape[a] == 1) continue;
      if (perm[a] < last) return false;
      last = perm[a];
    }
    return true;
  }

  // The permutation every activation input of `op` carries, when `op` can run on
  // the stored tensors: an elementwise op (constants of any rank up to it), a
  // Concat, or an op over named axes (AxisOp).
  const Perm* CommonPermutation(const Op& op) const {
    if (op.outputs.size() != 1 || (!IsElementwiseOp(op.type) && op.type != "Concat" && !AxisOp(op))) return nullptr;
    const Perm* common = nullptr;
    for (const std::string& in : op.inputs) {
      if (in.empty()) continue;
      auto d = deferred_.find(in);
      if (d == deferred_.end()) {
        const Tensor* t = graph_.FindTensor(in);
        if (t->is_constant && op.type != "Concat") continue;
        if (IsElementwiseOp(op.type)) continue;  // a plain activation: checked below
        return nullptr;                          // an activation in plain layout beside a permuted one
      }
      if (common != nullptr && *common != d->second.perm) return nullptr;
      common = &d->second.perm;
    }
    if (common == nullptr) return nullptr;
    for (const std::string& in : op.inputs) {
      const Tensor* t = in.empty() ? nullptr : graph_.FindTensor(in);
      if (t == nullptr || deferred_.count(in)) continue;
      if (t->is_constant && t->shape.size() > common->size()) return nullptr;
      if (!t->is_constant && !MovesOnlyUnitAxes(t->shape, *common)) return nullptr;
    }
    return common;
  }

  void RunPermuted(Op op, Perm perm) {
    const Perm inv = Inverse(perm);
    for (std::string& in : op.inputs) {
      if (in.empty()) continue;
      auto d = deferred_.find(in);
      if (d != deferred_.end()) {
        in = d->second.stored;
      } else if (graph_.IsConstant(in)) {
        in = TransposedConstant(*graph_.FindTensor(in), inv);
      } else {
        in = ReshapedToStored(in, inv);
      }
    }
    const int64_t rank = static_cast<int64_t>(perm.size());
    auto stored_axis = [&](int64_t axis) { return perm[static_cast<size_t>(axis < 0 ? axis + rank : axis)]; };
    if (op.type == "Concat" || op.type == "Softmax") op.attributes["axis"] = stored_axis(op.GetInt("axis", 0));
    if (IsReduce(op.type)) {
      std::vector<int64_t> axes;
      for (int64_t a : op.GetInts("axes")) axes.push_back(stored_axis(a));
      std::sort(axes.begin(), axes.end());
      op.attributes["axes"] = axes;
    }
    if (op.type == "Resize" && op.HasAttribute("scales")) {
      const std::vector<float> scales = op.GetFloats("scales");
      std::vector<float> stored(scales.size());
      for (size_t k = 0; k < scales.size(); ++k) stored[static_cast<size_t>(perm[k])] = scales[k];
      op.attributes["scales"] = stored;
    }
    if (op.type == "Resize" && op.HasAttribute("roi")) {  // starts, then ends
      const std::vector<float> roi = op.GetFloats("roi");
      std::vector<float> stored(roi.size());
      const size_t rank = roi.size() / 2;
      for (size_t k = 0; k < rank; ++k) {
        stored[static_cast<size_t>(perm[k])] = roi[k];
        stored[rank + static_cast<size_t>(perm[k])] = roi[rank + k];
      }
      op.attributes["roi"] = stored;
    }
    const std::string logical = op.outputs[0];
    Tensor stored = *graph_.FindTensor(logical);
    stored.name = logical + "_stored";
    for (int n = 2; graph_.FindTensor(stored.name) != nullptr; ++n)
      stored.name = logical + "_stored_" + std::to_string(n);
    stored.shape = Permute(stored.shape, inv);
    graph_.tensors[stored.name] = stored;
    op.outputs[0] = stored.name;
    graph_.ops.push_back(op);
    deferred_[logical] = Deferred{stored.name, perm};
  }

  // Emits the Transpose that computes deferred tensor `name`, once, before its first plain reader.
  void Materialise(const std::string& name) {
    auto d = deferred_.find(name);
    if (d == deferred_.end() || materialised_.count(name)) return;
    Op t{"Transpose", name + "_transpose", {d->second.stored}, {name}, {}};
    t.attributes["perm"] = d->second.perm;
    graph_.ops.push_back(t);
    materialised_.insert(name);
  }

  // A plain activation that moves only unit axes (MovesOnlyUnitAxes) as a
  // Reshape to the stored layout: padded with leading 1s, permuted by `inv`.
  std::string ReshapedToStored(const std::string& name, const Perm& inv) {
    Dims shape = graph_.FindTensor(name)->shape;
    while (shape.size() < inv.size()) shape.insert(shape.begin(), 1);
    Tensor out = *graph_.FindTensor(name);
    out.name = name + "_stored";
    for (int n = 2; graph_.FindTensor(out.name) != nullptr; ++n) out.name = name + "_stored_" + std::to_string(n);
    out.shape = Permute(shape, inv);
    graph_.tensors[out.name] = out;
    const std::string target = graph_.AddIntConstant(out.name + "_shape", out.shape);
    graph_.ops.push_back(Op{"Reshape", out.name + "_reshape", {name, target}, {out.name}, {}});
    return out.name;
  }

  // A constant operand for an op now run on stored tensors: padded with leading 1s, permuted by `inv`.
  std::string TransposedConstant(const Tensor& t, const Perm& inv) {
    if (t.NumElements() == 1) return t.name;
    HostTensor h;
    h.shape = t.shape;
    while (h.shape.size() < inv.size()) h.shape.insert(h.shape.begin(), 1);
    for (double v : t.ValuesAsDouble()) h.data.push_back(static_cast<float>(v));
    HostTensor out = TransposeHost(h, inv);
    return graph_.AddConstant(t.name + "_transposed", out.shape, std::move(out.data));
  }

  Graph& graph_;
  std::map<std::string, Deferred> deferred_;
  std::map<std::string, std::string> alias_;  // tensors equal to another (cancelled pairs)
  std::set<std::string> materialised_;
  std::set<std::string> input_side_;
};

}  // namespace

StatusOr<int> SinkTransposes(Graph& graph) { return TransposeDeferrer(graph).Run(); }

}  // namespace vfx::codegen
