#include "codegen/emit/webgpu_plan_writer.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>

#include "codegen/emit/weight_pack.h"
#include "src/wgsl/wgsl_from_glsl.h"

namespace vfx::codegen {
namespace {

using nlohmann::json;

// Activations stay fp32: fp16 drifts past the accuracy bar (max abs 0.08-0.15
// against ONNX Runtime, measured on the WebGL path) and gained nothing on the H200.
constexpr char kActivationFormat[] = "rgba32float";

// The resource a translated WGSL binding reads: the entry of the pass's binding
// table (written by the generator as it declared the sampler) of that name.
StatusOr<json> BindingResource(const nn::PassDesc& pass, const wgsl::Binding& binding) {
  if (binding.kind == wgsl::Binding::Kind::kUniformBuffer || binding.kind == wgsl::Binding::Kind::kSampler) {
    return UnimplementedError("pass '" + pass.name + "': binding '" + binding.name +
                              "': generated passes use no uniforms or samplers");
  }
  json r = {{"binding", binding.binding}};
  if (binding.kind == wgsl::Binding::Kind::kStorageTexture) {
    r["output"] = binding.location;
    return r;
  }
  for (const nn::PassBinding& b : pass.bindings) {
    if (b.name != binding.name) continue;
    if (b.kind == nn::PassBinding::Kind::kTensor) {
      r["tensor"] = pass.inputs[static_cast<size_t>(b.index)];
      r["plane"] = b.plane;
    } else if (b.kind == nn::PassBinding::Kind::kWeightTexture) {
      r["weight"] = pass.weights[static_cast<size_t>(b.index)];
    } else {
      return UnimplementedError("pass '" + pass.name + "' weight '" + b.name +
                                "' is a uniform block; WebGPU plans take texture weights (drop --uniform-weights)");
    }
    return r;
  }
  return InternalError("pass '" + pass.name + "': its program samples '" + binding.name +
                       "', which its binding table does not list");
}

}  // namespace

StatusOr<WebGpuPlanFiles> WriteWebGpuPlan(const nn::ModelPlan& plan, WeightPack pack) {
  WebGpuPlanFiles files;
  json tensors = json::array();
  std::vector<tensor::TextureLayout> layouts;
  for (const nn::TensorDesc& t : plan.tensors) {
    ASSIGN_OR_RETURN(tensor::TextureLayout layout,
                     tensor::TextureLayout::Create(t.shape, t.packing, plan.max_texture_size));
    tensors.push_back({{"name", t.name},
                       {"width", t.shape.width},
                       {"height", t.shape.height},
                       {"channels", t.shape.channels},
                       {"packing", tensor::PackingName(t.packing)},
                       {"textures", layout.texture_count()},
                       {"textureWidth", layout.texture_width()},
                       {"textureHeight", layout.texture_height()},
                       {"format", kActivationFormat}});
    layouts.push_back(layout);
  }
  const int tensor_count = static_cast<int>(plan.tensors.size());
  if (plan.input < 0 || plan.input >= tensor_count || plan.output < 0 || plan.output >= tensor_count) {
    return InvalidArgumentError("plan '" + plan.name + "' has no valid input or output tensor");
  }
  // Every graph output, in the model's order (a plan from before `outputs` has just `output`).
  const std::vector<int> output_tensors = plan.outputs.empty() ? std::vector<int>{plan.output} : plan.outputs;
  json outputs = json::array();
  for (const int t : output_tensors) {
    if (t < 0 || t >= tensor_count) {
      return InvalidArgumentError("plan '" + plan.name + "' names a missing output tensor");
    }
    const tensor::TextureLayout& layout = layouts[static_cast<size_t>(t)];
    const nn::TensorDesc& desc = plan.tensors[static_cast<size_t>(t)];
    // The runtime hands each output to the pass list as one texture, its slices whole tiles.
    if (layout.banded()) {
      return UnimplementedError("plan '" + plan.name + "': output tensor '" + desc.name + "' (" + layout.Describe() +
                                ") is longer than a texture; the WebGPU runtime reads outputs whose planes fit one");
    }
    if (layout.texture_count() != 1) {
      return UnimplementedError("plan '" + plan.name + "': output tensor '" + desc.name +
                                "' spans several textures; the WebGPU runtime reads single-texture outputs");
    }
    outputs.push_back({{"tensor", t},
                       {"name", desc.name},
                       {"width", desc.shape.width},
                       {"height", desc.shape.height},
                       {"channels", desc.shape.channels},
                       {"textureWidth", layout.texture_width()},
                       {"textureHeight", layout.texture_height()},
                       {"format", kActivationFormat},
                       // Slice s (channels 4s..4s+3, RGBA) is the width x height tile at (s % tilesX, s / tilesX).
                       {"tilesX", layout.tiles_x()},
                       {"tilesY", layout.tiles_y()}});
  }
  // A segmenter's one output (besides a recurrent model's states) is its mask:
  // where the person channel lies, for the runtime to pack it.
  json mask = nullptr;
  if (output_tensors.size() == 1 + plan.recurrent.size()) {
    const nn::TensorDesc& output = plan.tensors[static_cast<size_t>(plan.output)];
    const tensor::TexelRef texel = layouts[static_cast<size_t>(plan.output)].Locate(0, 0, plan.output_channel);
    mask = json::object();
    mask["tensor"] = plan.output;
    mask["width"] = output.shape.width;
    mask["height"] = output.shape.height;
    mask["x"] = texel.x;
    mask["y"] = texel.y;
    mask["component"] = texel.component;
  }

  json weights = json::array();
  for (const nn::WeightDesc& w : plan.weights) {
    if (w.uniform_block) {
      return UnimplementedError("plan '" + plan.name + "' weight '" + w.name +
                                "' is a uniform block; WebGPU plans take texture weights (drop --uniform-weights)");
    }
    const size_t bytes = WeightBytes(w);
    weights.push_back({{"name", w.name},
                       {"width", w.width},
                       {"height", w.height},
                       {"format", w.rgba_half.empty() ? "rgba32float" : "rgba16float"},
                       {"offset", pack.Add(WeightData(w), bytes)},
                       {"bytes", bytes}});
  }
  files.weights_bin = pack.bytes();

  json shaders = json::array();
  std::map<std::string, int> shader_index;  // GLSL source -> index (same-shape layers share one)
  json passes = json::array();
  for (const nn::PassDesc& pass : plan.passes) {
    if (pass.output < 0 || pass.output >= tensor_count)
      return InvalidArgumentError("pass '" + pass.name + "' has no output");
    const std::string problem = nn::CheckPassBindings(plan, pass);
    if (!problem.empty()) return InvalidArgumentError("plan '" + plan.name + "' " + problem);
    const tensor::TextureLayout& layout = layouts[static_cast<size_t>(pass.output)];
    auto [it, fresh] = shader_index.emplace(pass.fragment_source, static_cast<int>(shaders.size()));
    StatusOr<wgsl::ComputeShader> translated = wgsl::ComputeFromFragment(
        pass.fragment_source, std::vector<std::string>(static_cast<size_t>(layout.texture_count()), kActivationFormat));
    if (!translated.ok()) return translated.status().WithContext("pass '" + pass.name + "'");
    const wgsl::ComputeShader& shader = *translated;
    if (fresh) shaders.push_back(shader.source);
    json bindings = json::array();
    for (const wgsl::Binding& b : shader.bindings) {
      ASSIGN_OR_RETURN(json resource, BindingResource(pass, b));
      bindings.push_back(std::move(resource));
    }
    passes.push_back({{"name", pass.name},
                      {"shader", it->second},
                      {"output", pass.output},
                      {"dispatch",
                       {(layout.texture_width() + wgsl::kWorkgroupSize - 1) / wgsl::kWorkgroupSize,
                        (layout.texture_height() + wgsl::kWorkgroupSize - 1) / wgsl::kWorkgroupSize}},
                      {"bindings", std::move(bindings)}});
  }
  const nn::TensorDesc& input = plan.tensors[static_cast<size_t>(plan.input)];
  json doc = {{"format", "vfx-webgpu-plan/1"},
              {"name", plan.name},
              {"workgroupSize", wgsl::kWorkgroupSize},
              {"input", {{"tensor", plan.input}, {"width", input.shape.width}, {"height", input.shape.height}}}};
  if (!mask.is_null()) doc["output"] = std::move(mask);
  doc["outputs"] = std::move(outputs);
  if (!plan.recurrent.empty()) {
    // Each state input takes its output after every run (zeros before the first).
    json recurrent = json::array();
    for (const nn::ModelPlan::Recurrent& r : plan.recurrent) {
      if (r.input < 0 || r.input >= tensor_count || r.output < 0 || r.output >= tensor_count ||
          layouts[static_cast<size_t>(r.input)].texture_count() != 1) {
        return InvalidArgumentError("plan '" + plan.name + "' has a recurrent pair the WebGPU runtime cannot copy");
      }
      recurrent.push_back({{"input", r.input}, {"output", r.output}});
    }
    doc["recurrent"] = std::move(recurrent);
  }
  doc["macs"] = plan.macs;
  doc["tensors"] = std::move(tensors);
  doc["weights"] = std::move(weights);
  doc["weightIndex"] = json::parse(pack.IndexJson());
  doc["shaders"] = std::move(shaders);
  doc["passes"] = std::move(passes);
  // Names come from the model (proto2 strings, not checked as UTF-8): replace what is not.
  files.plan_json = doc.dump(1, ' ', false, json::error_handler_t::replace);
  return files;
}

}  // namespace vfx::codegen
