#include "codegen/tools/model_config.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace vfx::codegen {

namespace {
// A fixed input is a parameter (a ratio, a threshold), not a tensor of data.
constexpr size_t kMaxFixedInputValues = 4096;
}  // namespace

StatusOr<ModelConfig> ParseModelConfig(const std::string& json_text, const std::string& source) {
  const nlohmann::json j = nlohmann::json::parse(json_text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return InvalidArgumentError(source + ": not a JSON object");
  ModelConfig c;
  auto bad = [&](const std::string& key) { return InvalidArgumentError(source + ": bad value for '" + key + "'"); };
  if (j.contains("input")) {
    const auto& in = j["input"];
    if (!in.is_object()) return bad("input");
    if (in.contains("name")) {
      if (!in["name"].is_string()) return bad("input.name");
      c.input_name = in["name"].get<std::string>();
    }
    for (const char* key : {"height", "width"}) {
      if (!in.contains(key)) continue;
      if (!in[key].is_number_integer() || in[key].get<int64_t>() <= 0) return bad(std::string("input.") + key);
      (std::string(key) == "height" ? c.input_height : c.input_width) = in[key].get<int64_t>();
    }
    if (in.contains("layout")) {
      const std::string l = in["layout"].is_string() ? in["layout"].get<std::string>() : "";
      if (l == "NHWC") c.input_layout = Layout::kNHWC;
      else if (l == "NCHW") c.input_layout = Layout::kNCHW;
      else return bad("input.layout");
    }
    if (in.contains("range")) {
      const auto& r = in["range"];
      if (!r.is_array() || r.size() != 2 || !r[0].is_number() || !r[1].is_number()) return bad("input.range");
      c.input_range_min = r[0].get<float>();
      c.input_range_max = r[1].get<float>();
      if (!(c.input_range_max > c.input_range_min)) return bad("input.range");
    }
    for (const char* key : {"mean", "std"}) {
      if (!in.contains(key)) continue;
      nlohmann::json v = in[key];
      std::vector<float>& out = std::string(key) == "mean" ? c.input_mean : c.input_std;
      if (v.is_number()) v = nlohmann::json::array({v});
      if (!v.is_array() || v.empty() || v.size() > 4) return bad(std::string("input.") + key);
      for (const auto& e : v) {
        if (!e.is_number()) return bad(std::string("input.") + key);
        out.push_back(e.get<float>());
        if (std::string(key) == "std" && !(out.back() > 0)) return bad("input.std");
      }
    }
  }
  if (j.contains("fixed_inputs")) {
    const auto& fixed = j["fixed_inputs"];
    if (!fixed.is_object()) return bad("fixed_inputs");
    for (const auto& [name, value] : fixed.items()) {
      const std::string key = "fixed_inputs." + name;
      nlohmann::json v = value.is_number() ? nlohmann::json::array({value}) : value;
      if (!v.is_array() || v.empty() || v.size() > kMaxFixedInputValues) return bad(key);
      std::vector<float>& out = c.fixed_inputs[name];
      for (const auto& e : v) {
        if (!e.is_number() || !std::isfinite(e.get<double>())) return bad(key);
        out.push_back(e.get<float>());
      }
    }
  }
  if (j.contains("recurrent")) {
    const auto& pairs = j["recurrent"];
    if (!pairs.is_object() || pairs.empty()) return bad("recurrent");
    for (const auto& [input, output] : pairs.items()) {
      if (!output.is_string() || output.get<std::string>().empty()) return bad("recurrent." + input);
      c.recurrent[input] = output.get<std::string>();
    }
  }
  if (j.contains("output")) {
    const auto& out = j["output"];
    if (!out.is_object()) return bad("output");
    if (out.contains("name")) {
      if (!out["name"].is_string()) return bad("output.name");
      c.output_name = out["name"].get<std::string>();
    }
    if (out.contains("kind")) {
      c.output_kind = out["kind"].is_string() ? out["kind"].get<std::string>() : "";
      if (c.output_kind != "sigmoid" && c.output_kind != "softmax" && c.output_kind != "logits" &&
          c.output_kind != "tensors") {
        return bad("output.kind");
      }
      if (c.output_kind == "tensors") {
        for (const char* key : {"name", "activation", "invert", "layout", "channel"}) {
          if (out.contains(key)) return bad(std::string("output.") + key + " (\"kind\": \"tensors\" keeps every output)");
        }
      }
    }
    if (out.contains("activation")) {
      c.output_activation = out["activation"].is_string() ? out["activation"].get<std::string>() : "";
      if (c.output_activation != "sigmoid" && c.output_activation != "softmax") return bad("output.activation");
      if (c.output_kind != "logits") return bad("output.activation (only with \"kind\": \"logits\")");
    } else if (c.output_kind == "logits") {
      return bad("output.activation (\"kind\": \"logits\" needs \"sigmoid\" or \"softmax\")");
    }
    if (out.contains("invert")) {
      if (!out["invert"].is_boolean()) return bad("output.invert");
      c.output_invert = out["invert"].get<bool>();
    }
    if (out.contains("layout")) {
      const std::string l = out["layout"].is_string() ? out["layout"].get<std::string>() : "";
      if (l == "NHWC") c.output_layout = Layout::kNHWC;
      else if (l == "NCHW") c.output_layout = Layout::kNCHW;
      else return bad("output.layout");
    }
    if (out.contains("channel")) {
      if (!out["channel"].is_number_integer()) return bad("output.channel");
      c.output_channel = out["channel"].get<int64_t>();
    }
  }
  return c;
}

float ModelConfig::InputScale(int channel) const {
  const float std_c = input_std.empty() ? 1.f : input_std[std::min<size_t>(channel, input_std.size() - 1)];
  return (input_range_max - input_range_min) / std_c;
}

float ModelConfig::InputOffset(int channel) const {
  const float mean_c = input_mean.empty() ? 0.f : input_mean[std::min<size_t>(channel, input_mean.size() - 1)];
  const float std_c = input_std.empty() ? 1.f : input_std[std::min<size_t>(channel, input_std.size() - 1)];
  return (input_range_min - mean_c) / std_c;
}

StatusOr<ModelConfig> LoadModelConfig(const std::string& path) {
  std::ifstream file(path);
  if (!file) return NotFoundError(path + ": cannot open the config file");
  std::ostringstream text;
  text << file.rdbuf();
  return ParseModelConfig(text.str(), path);
}

std::string PictureInput(const ModelConfig& config, const Graph& declared, const std::vector<std::string>& states) {
  if (!config.input_name.empty()) return config.input_name;
  for (const GraphEdge& in : declared.inputs) {
    if (!config.fixed_inputs.count(in.tensor) && std::find(states.begin(), states.end(), in.tensor) == states.end()) {
      return in.tensor;
    }
  }
  return "";
}

StatusOr<ImportOptions> ImportOptionsFor(const ModelConfig& config, const Graph& declared,
                                         const std::vector<std::string>& states) {
  ImportOptions options;
  std::string input_names;
  for (const GraphEdge& in : declared.inputs) input_names += (input_names.empty() ? "" : ", ") + in.tensor;
  for (const auto& [name, values] : config.fixed_inputs) {
    const bool declared_input = std::any_of(declared.inputs.begin(), declared.inputs.end(),
                                            [&name = name](const GraphEdge& in) { return in.tensor == name; });
    if (!declared_input || name == config.input_name) {
      return InvalidArgumentError(declared.source + ": config fixed_inputs names '" + name + "', which is not " +
                                  (declared_input ? "to be fixed: it is the picture input" : "a graph input") +
                                  " (inputs: " + input_names + ")");
    }
    options.fixed_inputs[name] = values;
  }
  if (!config.input_height && !config.input_width) return options;
  // Several unfixed inputs and none named: the compiler's error lists them.
  if (declared.inputs.size() - config.fixed_inputs.size() - states.size() != 1 && config.input_name.empty()) {
    return options;
  }
  const std::string name = PictureInput(config, declared, states);
  const Tensor* t = declared.FindTensor(name);
  if (t == nullptr || t->shape.size() != 4) {
    return InvalidArgumentError(declared.source + ": config input '" + name + "' is not a 4-D graph input");
  }
  std::vector<int64_t> shape = t->shape;
  // The model's layout: as configured, else guessed from where 1..4 channels sit.
  auto is_channels = [](int64_t d) { return d >= 1 && d <= 4; };
  Layout layout = config.input_layout.value_or(is_channels(shape[3]) && !is_channels(shape[1]) ? Layout::kNHWC
                                                                                               : Layout::kNCHW);
  const size_t h = layout == Layout::kNHWC ? 1 : 2;
  if (config.input_height) shape[h] = *config.input_height;
  if (config.input_width) shape[h + 1] = *config.input_width;
  shape[0] = 1;
  options.input_shapes[name] = shape;
  return options;
}

}  // namespace vfx::codegen
