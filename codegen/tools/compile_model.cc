#include "codegen/tools/compile_model.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "codegen/import/onnx_importer.h"
#include "codegen/ir/shape_util.h"
#include "codegen/passes/output_head.h"

namespace vfx::codegen {

namespace {

// A model with several inputs: each named with its shape, and an input with
// the shape of an output called out as what it most likely is, a recurrent
// state the model expects back on the next frame (video matting nets).
Status MoreThanOneInputError(const std::string& model_source, const Graph& graph) {
  std::string names, states;
  for (const GraphEdge& in : graph.inputs) {
    const Tensor* t = graph.FindTensor(in.tensor);
    names += (names.empty() ? "" : ", ") + in.external_name + " " + (t ? DimsString(t->shape) : "?");
    if (in.tensor == graph.inputs[0].tensor || t == nullptr) continue;
    for (const GraphEdge& out : graph.outputs) {
      const Tensor* o = graph.FindTensor(out.tensor);
      if (o != nullptr && o->shape == t->shape) {
        states += "; " + in.external_name + " has the shape of output " + out.external_name +
                  ": a recurrent state, which the generator does not feed back";
        break;
      }
    }
  }
  return UnimplementedError(model_source + ": " + std::to_string(graph.inputs.size()) + " inputs (" + names +
                            "); the generator takes one image input" + states);
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
  ASSIGN_OR_RETURN(ImportOptions import_options, ImportOptionsFor(result.config, declared));
  ASSIGN_OR_RETURN(result.graph, ImportOnnxBytes(model_bytes, model_source, import_options));
  if (result.graph.inputs.size() != 1) return MoreThanOneInputError(model_source, result.graph);
  const bool raw_outputs = result.config.output_kind == "tensors";
  bool class_output = false;
  if (!raw_outputs) {
    RETURN_IF_ERROR(SelectOutput(result.graph, result.config.output_name));
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
  ASSIGN_OR_RETURN(result.passes, NormalizeGraph(result.graph));
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
  lower.fusion = options.fusion;
  lower.uniform_weights = options.uniform_weights;
  lower.plan_name = options.plan_name.empty() ? std::string("model") : options.plan_name;
  ASSIGN_OR_RETURN(result.plan, gpu::LowerToPlan(result.graph, lower));
  return result;
}

}  // namespace vfx::codegen
