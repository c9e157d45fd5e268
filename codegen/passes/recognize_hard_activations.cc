#include "codegen/passes/recognize_hard_activations.h"

#include <set>

#include "codegen/passes/pass_util.h"

namespace vfx::codegen {
namespace {

// Matched pieces of clip(x * a + b, 0, k) ending at a Clip op.
struct ClipOfAffine {
  std::string x;
  float a = 1.f, b = 0.f, k = 0.f;
  std::vector<size_t> ops;  // the Add (and Mul) feeding the Clip
};

std::optional<ClipOfAffine> MatchClipOfAffine(const Graph& graph, const Op& clip) {
  if (clip.type != "Clip" || clip.GetFloat("min", -1.f) != 0.f) return std::nullopt;
  const float k = clip.GetFloat("max", INFINITY);
  if (!std::isfinite(k) || k <= 0.f) return std::nullopt;
  auto add_index = graph.Producer(clip.Input(0));
  if (!add_index || !HasSingleUse(graph, clip.Input(0))) return std::nullopt;
  const Op& add = graph.ops[*add_index];
  if (add.type != "Add" && add.type != "Sub") return std::nullopt;
  auto split = SplitScalarOperand(graph, add);
  if (!split) return std::nullopt;
  if (add.type == "Sub" && split->first != add.inputs[0]) return std::nullopt;  // only x - c
  ClipOfAffine m;
  m.k = k;
  m.b = add.type == "Sub" ? -split->second : split->second;
  m.x = split->first;
  m.ops.push_back(*add_index);
  // An optional scaling before the add: x * a or x / a.
  auto mul_index = graph.Producer(m.x);
  if (mul_index && HasSingleUse(graph, m.x)) {
    const Op& mul = graph.ops[*mul_index];
    auto s = SplitScalarOperand(graph, mul);
    if (s && (mul.type == "Mul" || (mul.type == "Div" && s->first == mul.inputs[0]))) {
      m.a = mul.type == "Mul" ? s->second : 1.f / s->second;
      m.x = s->first;
      m.ops.push_back(*mul_index);
    }
  }
  return m;
}

// If `op` is t * c or t / c with a uniform constant, returns (t, factor).
std::optional<std::pair<std::string, float>> MatchScale(const Graph& graph, const Op& op) {
  auto s = SplitScalarOperand(graph, op);
  if (!s) return std::nullopt;
  if (op.type == "Mul") return s;
  if (op.type == "Div" && s->first == op.inputs[0]) return std::make_pair(s->first, 1.f / s->second);
  return std::nullopt;
}

class Rewriter {
 public:
  explicit Rewriter(Graph& graph) : graph_(graph) {}

  // Replaces op `root` by a single-input activation reading `x`; the ops in
  // `dead` are removed at the end.
  void Replace(size_t root, const std::string& type, const std::string& x, std::vector<size_t> dead,
               std::map<std::string, Attribute> attributes = {}) {
    Op& op = graph_.ops[root];
    op.type = type;
    op.name = op.name + "/" + type;
    op.inputs = {x};
    op.attributes = std::move(attributes);
    dead_.insert(dead.begin(), dead.end());
    ++count_;
  }

  bool IsDead(size_t i) const { return dead_.count(i) > 0; }

  int Finish() {
    for (auto it = dead_.rbegin(); it != dead_.rend(); ++it) {
      graph_.ops.erase(graph_.ops.begin() + static_cast<std::ptrdiff_t>(*it));
    }
    graph_.RemoveUnusedTensors();
    return count_;
  }

 private:
  Graph& graph_;
  std::set<size_t> dead_;
  int count_ = 0;
};

// Pass 1: HardSigmoid spellings, and x * clip(x + 3, 0, 6) * (1/6).
int RewriteClipForms(Graph& graph) {
  Rewriter rewriter(graph);
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    if (rewriter.IsDead(i)) continue;
    const Op& op = graph.ops[i];
    if (op.type == "Clip") {
      // clip(x * a + b, 0, 1) with nothing after it.
      auto m = MatchClipOfAffine(graph, op);
      if (m && m->k == 1.f) {
        std::vector<size_t> dead = m->ops;
        rewriter.Replace(i, "HardSigmoid", m->x, dead, {{"alpha", m->a}, {"beta", m->b}});
      }
      continue;
    }
    auto scale = MatchScale(graph, op);
    if (!scale) continue;
    auto inner = graph.Producer(scale->first);
    if (!inner || rewriter.IsDead(*inner) || !HasSingleUse(graph, scale->first)) continue;
    const Op& in_op = graph.ops[*inner];
    if (in_op.type == "Clip") {
      // clip(x * a + b, 0, k) * (1/k) -> HardSigmoid(a/k, b/k).
      auto m = MatchClipOfAffine(graph, in_op);
      if (!m || !NearlyEqual(scale->second * m->k, 1.f)) continue;
      std::vector<size_t> dead = m->ops;
      dead.push_back(*inner);
      rewriter.Replace(i, "HardSigmoid", m->x, dead, {{"alpha", m->a / m->k}, {"beta", m->b / m->k}});
    } else if (in_op.type == "Mul" && in_op.inputs.size() == 2) {
      // (x * clip(x + 3, 0, 6)) * (1/6) -> HardSwish(x).
      for (int k = 0; k < 2; ++k) {
        auto clip = graph.Producer(in_op.inputs[k]);
        if (!clip || rewriter.IsDead(*clip) || !HasSingleUse(graph, in_op.inputs[k])) continue;
        auto m = MatchClipOfAffine(graph, graph.ops[*clip]);
        if (!m || m->x != in_op.inputs[1 - k] || m->a != 1.f || !NearlyEqual(m->b, 3.f) || !NearlyEqual(m->k, 6.f) ||
            !NearlyEqual(scale->second, 1.f / 6.f)) {
          continue;
        }
        std::vector<size_t> dead = m->ops;
        dead.push_back(*clip);
        dead.push_back(*inner);
        rewriter.Replace(i, "HardSwish", m->x, dead);
        break;
      }
    }
  }
  return rewriter.Finish();
}

// Pass 2: x * HardSigmoid(x; 1/6, 1/2) -> HardSwish(x).
int RewriteHardSigmoidProducts(Graph& graph) {
  Rewriter rewriter(graph);
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op& op = graph.ops[i];
    if (op.type != "Mul" || op.inputs.size() != 2 || rewriter.IsDead(i)) continue;
    for (int k = 0; k < 2; ++k) {
      auto hs = graph.Producer(op.inputs[k]);
      if (!hs || rewriter.IsDead(*hs) || !HasSingleUse(graph, op.inputs[k])) continue;
      const Op& h = graph.ops[*hs];
      if (h.type != "HardSigmoid" || h.inputs[0] != op.inputs[1 - k]) continue;
      if (!NearlyEqual(h.GetFloat("alpha", 0.2f), 1.f / 6.f) || !NearlyEqual(h.GetFloat("beta", 0.5f), 0.5f)) continue;
      rewriter.Replace(i, "HardSwish", h.inputs[0], {*hs});
      break;
    }
  }
  return rewriter.Finish();
}

}  // namespace

StatusOr<int> RecognizeHardActivations(Graph& graph) {
  const int first = RewriteClipForms(graph);
  return first + RewriteHardSigmoidProducts(graph);
}

}  // namespace vfx::codegen
