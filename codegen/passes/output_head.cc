#include "codegen/passes/output_head.h"

#include <algorithm>
#include <set>

#include "codegen/ir/shape_util.h"

namespace vfx::codegen {
namespace {

bool IsReshapeLike(const std::string& type) {
  static const std::set<std::string> kOps = {"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity"};
  return kOps.count(type) > 0;
}

bool IsPlane(const Tensor* t) { return t != nullptr && t->shape.size() == 4 && t->shape[0] == 1; }

// True when `out` is plane `p` [1,C,H,W] with only its unit channel axis
// dropped ([1,H,W], [H,W]) or its spatial axes flattened ([1,C,H*W]): the
// values of `out` then are the plane read as NCHW, H and W unchanged.
bool SamePlaneRelabelled(const Dims& out, const Dims& p) {
  if (out == Dims{p[0], p[2], p[3]} && p[1] == 1) return true;
  if (out == Dims{p[2], p[3]} && p[1] == 1) return true;
  return out == Dims{p[0], p[1], p[2] * p[3]};
}

// The activation and the inversion give every reader of `at` the new values.
// Only the mask's own chain may read it: where a recurrent model's state
// (kept as another output) also reads it, rewriting it would change the state.
Status OnlyTheMaskReads(const Graph& graph, const std::string& at, const char* what) {
  bool shared = at == graph.outputs[0].tensor && !graph.Consumers(at).empty();
  for (size_t k = 1; k < graph.outputs.size(); ++k) shared = shared || graph.outputs[k].tensor == at;
  if (!shared) return Status::Ok();
  return UnimplementedError(graph.source + ": the output's " + what + " would also change '" + at +
                            "', which another output (a recurrent state) reads");
}

}  // namespace

Status SelectOutput(Graph& graph, const std::string& name, const std::vector<std::string>& also_keep) {
  if (graph.outputs.empty()) return InvalidArgumentError(graph.source + ": the model has no outputs");
  size_t keep = 0;
  if (!name.empty()) {
    std::string names;
    keep = graph.outputs.size();
    for (size_t i = 0; i < graph.outputs.size(); ++i) {
      const GraphEdge& e = graph.outputs[i];
      names += (i ? ", " : "") + e.external_name;
      if (e.external_name == name || e.tensor == name) keep = i;
    }
    if (keep == graph.outputs.size()) {
      return InvalidArgumentError(graph.source + ": config output.name '" + name +
                                  "' is not an output (outputs: " + names + ")");
    }
  }
  std::vector<GraphEdge> kept = {graph.outputs[keep]};
  for (const std::string& also : also_keep) {
    auto it = std::find_if(graph.outputs.begin(), graph.outputs.end(),
                           [&](const GraphEdge& e) { return e.external_name == also || e.tensor == also; });
    if (it == graph.outputs.end()) return InvalidArgumentError(graph.source + ": '" + also + "' is not an output");
    if (it - graph.outputs.begin() == static_cast<std::ptrdiff_t>(keep)) {
      return InvalidArgumentError(graph.source + ": output '" + also + "' is the mask and a recurrent state");
    }
    kept.push_back(*it);
  }
  graph.outputs = std::move(kept);
  graph.RemoveDeadOps();
  graph.RemoveUnusedTensors();
  return Status::Ok();
}

Status AppendOutputActivation(Graph& graph, const std::string& activation, std::optional<Layout> layout) {
  if (activation.empty()) return Status::Ok();
  if (activation != "sigmoid" && activation != "softmax") {
    return InvalidArgumentError(graph.source + ": unknown output activation '" + activation + "'");
  }
  if (graph.outputs.empty()) return InvalidArgumentError(graph.source + ": select an output first");
  // The channel axis of the output: as configured, else guessed (NHWC when the last of 4 dims is 1..4 and the second is
  // not).
  std::string at = graph.outputs[0].tensor;
  const std::vector<int64_t>& shape = graph.FindTensor(at)->shape;
  int64_t axis = 1;
  if (shape.size() == 4) {
    const bool nhwc = layout ? *layout == Layout::kNHWC : shape[3] <= 4 && shape[1] > 4;
    axis = nhwc ? 3 : 1;
  }
  // Walk back over the trailing layout ops, following the channel axis through Transposes.
  for (;;) {
    auto producer = graph.Producer(at);
    if (!producer) break;
    const Op& op = graph.ops[*producer];
    const bool layout_op = op.type == "Transpose" || IsReshapeLike(op.type);
    if (!layout_op || graph.Consumers(op.inputs[0]).size() != 1 || graph.IsConstant(op.inputs[0])) break;
    bool is_input = false;
    for (const GraphEdge& e : graph.inputs) is_input = is_input || e.tensor == op.inputs[0];
    if (is_input) break;
    if (op.type == "Transpose") {
      const std::vector<int64_t> perm = op.GetInts("perm");
      if (axis >= static_cast<int64_t>(perm.size())) break;
      axis = perm[static_cast<size_t>(axis)];
    } else if (graph.FindTensor(op.inputs[0])->shape.size() != graph.FindTensor(at)->shape.size()) {
      axis = 1;  // a reshape to another rank: the channels of its (NCHW) input
    }
    at = op.inputs[0];
  }
  const Tensor& logits = *graph.FindTensor(at);
  if (activation == "softmax" && logits.shape.size() < 2) {
    return UnimplementedError(graph.source + ": a softmax over channels needs a channel axis, '" + at +
                              "' has shape of rank " + std::to_string(logits.shape.size()));
  }
  Tensor probabilities = logits;
  probabilities.name = at + "_probabilities";
  for (int i = 2; graph.FindTensor(probabilities.name) != nullptr; ++i) {
    probabilities.name = at + "_probabilities_" + std::to_string(i);
  }
  graph.tensors[probabilities.name] = probabilities;
  Op op{activation == "sigmoid" ? "Sigmoid" : "Softmax", "output_" + activation, {at}, {probabilities.name}, {}};
  if (activation == "softmax") op.attributes["axis"] = axis;
  // Readers of the logits (the layout ops, or the output edge) read the probabilities.
  RETURN_IF_ERROR(OnlyTheMaskReads(graph, at, "activation"));
  auto producer = graph.Producer(at);
  graph.RenameUses(at, probabilities.name);
  const size_t position = producer ? *producer + 1 : 0;
  graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(position), op);
  return Status::Ok();
}

Status InvertOutput(Graph& graph) {
  if (graph.outputs.empty()) return InvalidArgumentError(graph.source + ": select an output first");
  std::string at = graph.outputs[0].tensor;
  for (;;) {  // back over the trailing layout ops, as for the activation
    auto producer = graph.Producer(at);
    if (!producer) break;
    const Op& op = graph.ops[*producer];
    if ((op.type != "Transpose" && !IsReshapeLike(op.type)) || graph.Consumers(op.inputs[0]).size() != 1 ||
        graph.IsConstant(op.inputs[0])) {
      break;
    }
    bool is_input = false;
    for (const GraphEdge& e : graph.inputs) is_input = is_input || e.tensor == op.inputs[0];
    if (is_input) break;
    at = op.inputs[0];
  }
  Tensor inverted = *graph.FindTensor(at);
  inverted.name = at + "_inverted";
  for (int i = 2; graph.FindTensor(inverted.name) != nullptr; ++i)
    inverted.name = at + "_inverted_" + std::to_string(i);
  graph.tensors[inverted.name] = inverted;
  RETURN_IF_ERROR(OnlyTheMaskReads(graph, at, "inversion"));
  const std::string one = graph.AddConstant("output_invert_one", {1}, {1.f});
  auto producer = graph.Producer(at);
  graph.RenameUses(at, inverted.name);
  const size_t position = producer ? *producer + 1 : 0;
  graph.ops.insert(graph.ops.begin() + static_cast<std::ptrdiff_t>(position),
                   Op{"Sub", "output_invert", {one, at}, {inverted.name}, {}});
  return Status::Ok();
}

StatusOr<bool> ClassIndexOutputToMask(Graph& graph, int64_t person_class) {
  if (graph.outputs.empty()) return false;
  std::string at = graph.outputs[0].tensor;
  for (;;) {
    auto producer = graph.Producer(at);
    if (!producer) return false;
    const Op& op = graph.ops[*producer];
    if (op.type == "ArgMax") break;
    if (!IsReshapeLike(op.type) && op.type != "Cast") return false;
    at = op.inputs[0];
  }
  const Tensor out = *graph.FindTensor(graph.outputs[0].tensor);
  auto add = [&](const std::string& hint) {
    Tensor t = out;
    t.type = DataType::kFloat;
    t.name = out.name + hint;
    for (int i = 2; graph.FindTensor(t.name) != nullptr; ++i) t.name = out.name + hint + std::to_string(i);
    graph.tensors[t.name] = t;
    return t.name;
  };
  const std::string offset = add("_minus_class"), distance = add("_class_distance"), capped = add("_capped"),
                    mask = add("_person");
  const std::string klass = graph.AddConstant("output_person_class", {1}, {static_cast<float>(person_class)});
  const std::string one = graph.AddConstant("output_one", {1}, {1.f});
  graph.ops.push_back(Op{"Sub", "output_class_offset", {out.name, klass}, {offset}, {}});
  graph.ops.push_back(Op{"Abs", "output_class_distance", {offset}, {distance}, {}});
  graph.ops.push_back(Op{"Min", "output_class_capped", {distance, one}, {capped}, {}});
  graph.ops.push_back(Op{"Sub", "output_person_mask", {one, capped}, {mask}, {}});
  graph.outputs[0].tensor = mask;
  return true;
}

StatusOr<int> UnsqueezeOutput(Graph& graph) {
  int removed = 0;
  for (GraphEdge& edge : graph.outputs) {
    // Reshape-like ops keep the flat order, so their input holds the output's values as NCHW.
    std::string at = edge.tensor;
    size_t steps = 0;
    for (;;) {
      auto producer = graph.Producer(at);
      if (!producer || !IsReshapeLike(graph.ops[*producer].type)) break;
      at = graph.ops[*producer].inputs[0];
      ++steps;
      if (IsPlane(graph.FindTensor(at))) break;
    }
    if (steps == 0 || !IsPlane(graph.FindTensor(at)) || graph.IsConstant(at)) continue;
    // A 4-D output is a plane already; one the reshapes give another H and W is
    // left to the general data-movement program.
    const Dims& out = graph.FindTensor(edge.tensor)->shape;
    if (IsPlane(graph.FindTensor(edge.tensor)) || !SamePlaneRelabelled(out, graph.FindTensor(at)->shape)) continue;
    bool is_input = false;
    for (const GraphEdge& e : graph.inputs) is_input = is_input || e.tensor == at;
    if (is_input) continue;
    edge.tensor = at;
    edge.external_layout = Layout::kNCHW;
    removed += static_cast<int>(steps);
  }
  graph.RemoveDeadOps();
  graph.RemoveUnusedTensors();
  return removed;
}

}  // namespace vfx::codegen
