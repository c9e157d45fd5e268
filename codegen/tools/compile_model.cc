#include "codegen/tools/compile_model.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <iterator>
#include <map>
#include <sstream>

#include "codegen/import/onnx_importer.h"
#include "codegen/passes/output_head.h"

namespace vfx::codegen {

namespace {

// A shape as declared, "?" for a symbolic dimension.
std::string DeclaredShape(const Tensor* t) {
  if (t == nullptr || !t->shape_known) return "[?]";
  std::string s = "[";
  for (size_t i = 0; i < t->shape.size(); ++i) {
    s += (i ? "," : "") + (t->shape[i] > 0 ? std::to_string(t->shape[i]) : std::string("?"));
  }
  return s + "]";
}

// Whether a state input and an output differ only in an in/out suffix:
// r1i/r1o (RVM), h_in/h_out, state_in/state_out.
bool NamesPair(const std::string& input, const std::string& output) {
  auto stem = [](const std::string& name, std::initializer_list<const char*> suffixes) -> std::string {
    for (const char* suffix : suffixes) {
      const std::string s = suffix;
      if (name.size() > s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0) {
        return name.substr(0, name.size() - s.size());
      }
    }
    return "";
  };
  const std::string in = stem(input, {"_in", "in", "i"});
  return !in.empty() && in == stem(output, {"_out", "out", "o"});
}

// A model with inputs besides the picture (`fixed` aside): each named with its
// declared shape; one that pairs with an output (the same fully known shape, or
// names that differ only in an in/out suffix: RVM's r1i and r1o) called out as
// what it most likely is, a recurrent state the model expects back on the next
// frame; for the others, how to fix a parameter.
Status MoreThanOneInputError(const std::string& model_source, const Graph& declared, const ModelConfig& config) {
  const std::string picture = PictureInput(config, declared);
  std::string names, states;
  bool parameters = false;
  size_t count = 0;
  for (const GraphEdge& in : declared.inputs) {
    if (config.fixed_inputs.count(in.tensor)) continue;
    ++count;
    const Tensor* t = declared.FindTensor(in.tensor);
    names += (names.empty() ? "" : ", ") + in.external_name + " " + DeclaredShape(t);
    if (in.tensor == picture) continue;
    const bool known = t != nullptr && t->shape_known &&
                       std::all_of(t->shape.begin(), t->shape.end(), [](int64_t d) { return d > 0; });
    bool state = false;
    for (const GraphEdge& out : declared.outputs) {
      const Tensor* o = declared.FindTensor(out.tensor);
      const bool same_shape = known && o != nullptr && o->shape_known && o->shape == t->shape;
      if (same_shape || NamesPair(in.external_name, out.external_name)) {
        states += "; " + in.external_name + " pairs with output " + out.external_name +
                  ": a recurrent state (pair it in the config's \"recurrent\")";
        state = true;
        break;
      }
    }
    parameters = parameters || !state;
  }
  return UnimplementedError(model_source + ": " + std::to_string(count) + " inputs (" + names +
                            "); the generator takes one image input" + states +
                            (parameters ? "; a parameter input can be fixed by the config's \"fixed_inputs\"" : ""));
}

using StatePairs = std::vector<std::pair<std::string, std::string>>;  // state input, its output's name

std::string OutputNames(const Graph& graph) {
  std::string names;
  for (const GraphEdge& e : graph.outputs) names += (names.empty() ? "" : ", ") + e.external_name;
  return names;
}

// The recurrent states: the config's pairs, else every input besides the
// picture and the fixed ones paired with an output by name (none where one
// does not pair: the several-inputs error then lists them).
StatusOr<StatePairs> RecurrentStates(const ModelConfig& config, const Graph& declared) {
  auto is_input = [&](const std::string& n) {
    return std::any_of(declared.inputs.begin(), declared.inputs.end(),
                       [&](const GraphEdge& e) { return e.tensor == n; });
  };
  auto is_output = [&](const std::string& n) {
    return std::any_of(declared.outputs.begin(), declared.outputs.end(),
                       [&](const GraphEdge& e) { return e.external_name == n; });
  };
  StatePairs states;
  if (!config.recurrent.empty()) {
    for (const auto& [in, out] : config.recurrent) {
      if (!is_input(in) || in == config.input_name || config.fixed_inputs.count(in)) {
        return InvalidArgumentError(declared.source + ": config recurrent names '" + in +
                                    "', which is not a state input of the model");
      }
      if (!is_output(out)) {
        return InvalidArgumentError(declared.source + ": config recurrent pairs '" + in + "' with '" + out +
                                    "', which is not an output (outputs: " + OutputNames(declared) + ")");
      }
      for (const auto& [other_in, other_out] : states) {
        if (other_out == out) {
          return InvalidArgumentError(declared.source + ": config recurrent pairs both '" + other_in + "' and '" + in +
                                      "' with output '" + out + "'");
        }
      }
      states.emplace_back(in, out);
    }
    return states;
  }
  const std::string picture = PictureInput(config, declared);
  for (const GraphEdge& in : declared.inputs) {
    if (config.fixed_inputs.count(in.tensor) || in.tensor == picture) continue;
    auto out = std::find_if(declared.outputs.begin(), declared.outputs.end(),
                            [&](const GraphEdge& e) { return NamesPair(in.tensor, e.external_name); });
    if (out == declared.outputs.end()) return StatePairs{};
    states.emplace_back(in.tensor, out->external_name);
  }
  return states;
}

// Each state's shape is its output's. Where the model declares a state's
// dimensions symbolic (RVM: [batch, channels, height, width], fed [1,1,1,1]
// zeros on the first frame and broadcast inside), the model is imported once
// with the state all ones to find that shape.
Status ShapeStates(const std::string& model_bytes, const std::string& model_source, const StatePairs& states,
                   const Graph& declared, ImportOptions& options) {
  ImportOptions probe = options;
  for (const auto& [in, out] : states) {
    const Tensor* t = declared.FindTensor(in);
    std::vector<int64_t> shape = t != nullptr && !t->shape.empty() ? t->shape : std::vector<int64_t>{1, 1, 1, 1};
    for (int64_t& d : shape) d = d > 0 ? d : 1;
    probe.input_shapes[in] = shape;
  }
  StatusOr<Graph> first = ImportOnnxBytes(model_bytes, model_source, probe);
  if (!first.ok()) {
    return Status(first.status().code(),
                  "finding the recurrent states' shapes (each state's declared shape, symbolic dimensions 1): " +
                      first.status().message());
  }
  for (const auto& [in, out] : states) {
    auto edge = std::find_if(first->outputs.begin(), first->outputs.end(),
                             [&out = out](const GraphEdge& e) { return e.external_name == out; });
    const Tensor* o = edge == first->outputs.end() ? nullptr : first->FindTensor(edge->tensor);
    if (o == nullptr || !o->shape_known) {
      return InternalError(model_source + ": the shape of recurrent output '" + out + "' is not known");
    }
    // Where the model declares a state's size, its output must have it (the batch aside).
    const Tensor* declared_state = declared.FindTensor(in);
    if (declared_state != nullptr && declared_state->shape.size() == o->shape.size()) {
      for (size_t d = 1; d < o->shape.size(); ++d) {
        if (declared_state->shape[d] > 0 && declared_state->shape[d] != o->shape[d]) {
          return InvalidArgumentError(model_source + ": recurrent state '" + in + "' is declared " +
                                      DeclaredShape(declared_state) + ", its output '" + out + "' is " +
                                      DeclaredShape(o));
        }
      }
    }
    options.input_shapes[in] = o->shape;
  }
  return Status::Ok();
}

}  // namespace

gpu::LowerOptions LowerOptionsFor(const ModelConfig& config, int input_channels) {
  gpu::LowerOptions options;
  // The plan's input is RGB in 0..1; the network wants it in [min, max], then (v - mean) / std.
  options.input_scale.clear();
  options.input_offset.clear();
  for (int c = 0; c < input_channels; ++c) {
    options.input_scale.push_back(config.InputScale(c));
    options.input_offset.push_back(config.InputOffset(c));
  }
  options.output_channel = static_cast<int>(config.output_channel);
  return options;
}

StatusOr<std::string> ReadFile(const std::string& path, const char* what) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return NotFoundError(path + ": cannot open the " + what);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

StatusOr<CompiledModel> CompileModel(const std::string& model_path, const std::string& config_path,
                                     const CompileOptions& options) {
  ASSIGN_OR_RETURN(std::string model_bytes, ReadFile(model_path, "model file"));
  std::optional<std::string> config_text;
  if (!config_path.empty()) {
    ASSIGN_OR_RETURN(config_text, ReadFile(config_path, "config file"));
  }
  CompileOptions named = options;
  if (named.plan_name.empty()) named.plan_name = std::filesystem::path(model_path).stem().string();
  return CompileModelBytes(model_bytes, model_path, config_text, config_path, named);
}

StatusOr<CompiledModel> CompileModelBytes(const std::string& model_bytes, const std::string& model_source,
                                          const std::optional<std::string>& config_text,
                                          const std::string& config_source, const CompileOptions& options) {
  CompiledModel result;
  if (config_text) {
    ASSIGN_OR_RETURN(result.config, ParseModelConfig(*config_text, config_source));
  }
  ImportOptions declared_options;
  declared_options.infer_shapes = false;
  ASSIGN_OR_RETURN(Graph declared, ImportOnnxBytes(model_bytes, model_source, declared_options));
  result.declared_ops = declared.ops.size();
  ASSIGN_OR_RETURN(const StatePairs states, RecurrentStates(result.config, declared));
  std::vector<std::string> state_inputs, state_outputs;
  for (const auto& [in, out] : states) {
    state_inputs.push_back(in);
    state_outputs.push_back(out);
  }
  ASSIGN_OR_RETURN(ImportOptions import_options, ImportOptionsFor(result.config, declared, state_inputs));
  const size_t unfixed =
      static_cast<size_t>(std::count_if(declared.inputs.begin(), declared.inputs.end(), [&](const GraphEdge& in) {
        return !result.config.fixed_inputs.count(in.tensor);
      }));
  if (unfixed != 1 + states.size()) {
    // Before the full import, whose first complaint would be an op the other
    // inputs feed; its shapes, where it gets that far, pair states by shape.
    StatusOr<Graph> inferred = ImportOnnxBytes(model_bytes, model_source, import_options);
    return MoreThanOneInputError(model_source, inferred.ok() ? *inferred : declared, result.config);
  }
  if (!states.empty()) RETURN_IF_ERROR(ShapeStates(model_bytes, model_source, states, declared, import_options));
  ASSIGN_OR_RETURN(result.graph, ImportOnnxBytes(model_bytes, model_source, import_options));
  const bool raw_outputs = result.config.output_kind == "tensors";
  if (!states.empty()) {
    if (raw_outputs) return UnimplementedError(config_source + ": a recurrent model's outputs cannot be kept raw");
    // The picture first, then the states in their pairs' order (the plan's inputs).
    auto edge_of = [&](const std::string& name) {
      return *std::find_if(result.graph.inputs.begin(), result.graph.inputs.end(),
                           [&](const GraphEdge& e) { return e.tensor == name; });
    };
    std::vector<GraphEdge> inputs;  // the one input not a state (the count was checked above)
    std::copy_if(result.graph.inputs.begin(), result.graph.inputs.end(), std::back_inserter(inputs),
                 [&](const GraphEdge& e) {
                   return std::find(state_inputs.begin(), state_inputs.end(), e.tensor) == state_inputs.end();
                 });
    for (const std::string& name : state_inputs) inputs.push_back(edge_of(name));  // each a checked input
    result.graph.inputs = std::move(inputs);
    result.state_inputs = state_inputs;
  }
  bool class_output = false;
  if (!raw_outputs) {
    RETURN_IF_ERROR(SelectOutput(result.graph, result.config.output_name, state_outputs));
    ASSIGN_OR_RETURN(class_output, ClassIndexOutputToMask(result.graph, result.config.output_channel));
  }
  if (class_output) {
    if (!result.config.output_activation.empty()) {
      return InvalidArgumentError(config_source +
                                  ": output.activation does not apply to a class-index (ArgMax) output");
    }
    result.config.output_class = result.config.output_channel;
    result.config.output_channel = 0;
  }
  RETURN_IF_ERROR(AppendOutputActivation(result.graph, result.config.output_activation, result.config.output_layout));
  result.imported_ops = result.graph.ops.size();
  const std::vector<GraphEdge> declared_outputs = result.graph.outputs;
  const std::vector<GraphEdge> declared_inputs = result.graph.inputs;
  ASSIGN_OR_RETURN(result.passes, NormalizeGraph(result.graph));
  // A state is fed back as stored: normalisation must leave its edges (input
  // and output) as they were, not fold a layout change into them.
  for (size_t k = 0; k < result.state_inputs.size(); ++k) {
    const GraphEdge &in = result.graph.inputs[1 + k], &out = result.graph.outputs[1 + k];
    if (in.tensor != declared_inputs[1 + k].tensor || in.external_layout != declared_inputs[1 + k].external_layout ||
        out.tensor != declared_outputs[1 + k].tensor ||
        out.external_layout != declared_outputs[1 + k].external_layout) {
      return UnimplementedError(model_source + ": recurrent state '" + result.state_inputs[k] + "' (output '" +
                                declared_outputs[1 + k].external_name +
                                "') passes through a layout change the generator folds away; states must be "
                                "NCHW as they are stored");
    }
  }
  if (raw_outputs) {
    // A raw output is read back in its stored order (tensor::Download: H×W×C
    // with rank < 4 left-padded, so [1,N,K] comes back row-major, as ONNX
    // orders it). Normalisation may relabel a mask output as the plane that
    // feeds its reshape or transpose; for a raw one that would reorder the
    // values it returns, so it is refused rather than returned wrong.
    for (size_t i = 0; i < declared_outputs.size(); ++i) {
      const GraphEdge& now = result.graph.outputs[i];
      if (now.tensor != declared_outputs[i].tensor || now.external_layout != declared_outputs[i].external_layout) {
        return UnimplementedError(model_source + ": raw output '" + declared_outputs[i].external_name +
                                  "' would be read from '" + now.tensor +
                                  "' in another element order; \"kind\": \"tensors\" takes outputs the generator "
                                  "keeps as they are");
      }
    }
  }
  // After normalisation, so the edge transposes and softmax layouts are settled first.
  if (result.config.output_invert) RETURN_IF_ERROR(InvertOutput(result.graph));
  result.stats = ComputeModelStats(result.graph);
  const Tensor* input = result.graph.FindTensor(result.graph.inputs[0].tensor);
  int channels = input && input->shape.size() == 4 ? static_cast<int>(input->shape[1]) : 3;
  for (const std::vector<float>* v : {&result.config.input_mean, &result.config.input_std}) {
    if (v->size() > 1 && static_cast<int>(v->size()) != channels) {
      return InvalidArgumentError(config_source + ": input mean/std have " + std::to_string(v->size()) +
                                  " values for an input of " + std::to_string(channels) + " channels");
    }
  }
  gpu::LowerOptions lower = LowerOptionsFor(result.config, channels);
  lower.state_inputs = result.state_inputs;
  lower.fusion = options.fusion;
  lower.uniform_weights = options.uniform_weights;
  lower.plan_name = options.plan_name.empty() ? std::string("model") : options.plan_name;
  ASSIGN_OR_RETURN(result.plan, gpu::LowerToPlan(result.graph, lower));
  return result;
}

}  // namespace vfx::codegen
