#include "codegen/gpu/lower.h"

#include <map>
#include <regex>

#include "codegen/gpu/channel_scale_reader.h"
#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/kernel_builder.h"
#include "codegen/gpu/mrt.h"
#include "codegen/gpu/ops/op_emitters.h"
#include "codegen/gpu/squeeze_excite.h"
#include "codegen/ir/model_stats.h"
#include "codegen/passes/fold_input_normalisation.h"
#include "codegen/passes/split_global_pool.h"

namespace vfx::codegen::gpu {

namespace {

// Emits `group.ops` as a reader function of `group.output`: the same code its
// own program would run, returning r instead of storing it.
Status EmitInlinedGroup(const Graph& graph, const InlinedGroup& group, KernelBuilder& kernel, int64_t& macs) {
  if (!kernel.TakeBody().empty()) return InternalError(graph.source + ": an inlined group must be emitted first");
  for (size_t k = 0; k < group.ops.size(); ++k) {
    const Op& op = graph.ops[group.ops[k]];
    if (IsRemapChainLink(graph, op)) continue;  // emitted by the chain's last op
    const OpEmitter* emitter = FindOpEmitter(op.type);
    macs += OpMacs(graph, op);
    if (emitter->kind == OpKind::kThick) {
      if (k != 0 && !IsRemapChainLink(graph, graph.ops[group.ops[k - 1]])) {
        return InternalError(graph.ErrorPrefix(op) + "an inlined group has one thick op, first");
      }
      RETURN_IF_ERROR(emitter->thick(op, kernel));
    } else {
      if (k == 0) return InternalError(graph.ErrorPrefix(op) + "an inlined group starts with a thick op");
      RETURN_IF_ERROR(emitter->thin(op, group.main_inputs[k], kernel));
    }
  }
  ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph, group.output));
  const std::string mask = PaddingMaskLine(shape);  // as in a stored tensor
  const std::string function = kernel.UniqueName("read_inlined");
  kernel.AddHelper("vec4 " + function + "(int x, int y, int s) {  // " + group.output + ", never stored\n" +
                   "  vec4 r = vec4(0.0);\n" + kernel.TakeBody() + mask + "  return r;\n}\n");
  kernel.AddVirtualReader(group.output, function);
  return Status::Ok();
}

// The code of a program without its comments and with single spaces: passes
// that differ only in names (same op shapes; weights and biases come from
// textures) compare equal.
std::string CodeKey(const std::string& source) {
  static const std::regex comments(R"(//[^\n]*)");
  static const std::regex spaces(R"(\s+)");
  return std::regex_replace(std::regex_replace(source, comments, " "), spaces, " ");
}

// Gives passes with the same code one source text (the first one's), so the
// runtime builds one program for all of them: the browser builds a pipeline
// per program before the first result, ~10-20 ms each on SwiftShader.
void ShareIdenticalPrograms(nn::ModelPlan& plan) {
  std::map<std::string, size_t> first_with_code;
  for (size_t p = 0; p < plan.passes.size(); ++p) {
    auto [it, added] = first_with_code.emplace(CodeKey(plan.passes[p].fragment_source), p);
    if (!added) plan.passes[p].fragment_source = plan.passes[it->second].fragment_source;
  }
}

}  // namespace

StatusOr<nn::ModelPlan> LowerToPlan(const Graph& source_graph, const LowerOptions& options) {
  Graph graph = source_graph;
  const size_t states = options.state_inputs.size();
  if (graph.inputs.size() != 1 + states || graph.outputs.size() < 1 + states) {
    return UnimplementedError(graph.source + ": the GPU back end takes one input (and " + std::to_string(states) +
                              " recurrent states) and at least one output (and one per state), not " +
                              std::to_string(graph.inputs.size()) + " and " + std::to_string(graph.outputs.size()));
  }
  for (size_t k = 0; k < states; ++k) {
    if (graph.inputs[1 + k].tensor != options.state_inputs[k]) {
      return InternalError(graph.source + ": recurrent state '" + options.state_inputs[k] + "' is not input " +
                           std::to_string(1 + k));
    }
  }
  RETURN_IF_ERROR(FoldInputNormalisation(graph, options.input_scale, options.input_offset));
  if (options.fusion.split_pool) SplitGlobalPools(graph);
  ASSIGN_OR_RETURN(std::vector<OpGroup> groups, PlanGroups(graph, options.fusion));
  // A tensor longer than a texture is cut into bands, which only the one-texture layout does.
  for (OpGroup& group : groups) {
    if (group.packing == tensor::Packing::kTiled) continue;
    StatusOr<tensor::Shape> shape = ActivationShape(graph, group.output);
    if (shape.ok() && !tensor::TextureLayout::Create(*shape, group.packing, options.max_texture_size).ok()) {
      group.packing = tensor::Packing::kTiled;
    }
  }

  nn::ModelPlan plan;
  plan.name = options.plan_name;
  plan.macs = ComputeModelStats(graph).macs;
  std::map<std::string, int> tensor_index;
  std::map<std::string, tensor::Packing> packings;
  auto add_tensor = [&](const std::string& name, tensor::Packing packing) -> Status {
    ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph, name));
    tensor_index[name] = static_cast<int>(plan.tensors.size());
    packings[name] = packing;
    plan.tensors.push_back({name, shape, packing});
    return Status::Ok();
  };
  RETURN_IF_ERROR(add_tensor(graph.inputs[0].tensor, tensor::Packing::kTiled));
  plan.input = 0;
  for (const std::string& state : options.state_inputs) RETURN_IF_ERROR(add_tensor(state, tensor::Packing::kTiled));

  // Closes a program: its GLSL, inputs and weights go into the plan, and its output tensor after them.
  auto add_pass = [&](const KernelBuilder& kernel, const std::string& output, tensor::Packing packing,
                      nn::PassDesc pass) -> Status {
    pass.name = kernel.name();
    ASSIGN_OR_RETURN(pass.fragment_source, kernel.FragmentSource());
    for (const std::string& input : kernel.inputs()) {
      auto it = tensor_index.find(input);
      if (it == tensor_index.end()) {
        return InternalError(graph.source + ": pass '" + pass.name + "' reads '" + input + "' before it is written");
      }
      pass.inputs.push_back(it->second);
    }
    for (const nn::WeightDesc& w : kernel.weights()) {
      pass.weights.push_back(static_cast<int>(plan.weights.size()));
      plan.weights.push_back(w);
    }
    pass.bindings = kernel.bindings();
    RETURN_IF_ERROR(add_tensor(output, packing));
    pass.output = tensor_index[output];
    plan.passes.push_back(std::move(pass));
    return Status::Ok();
  };
  // Pixel-block mode (mrt.h): the kTiled copy of a pixel-block tensor, for
  // the programs that would read the blocks with divergence; made once, by a
  // pass just before its first such reader.
  std::map<std::string, std::string> tiled_copies;
  auto tiled_copy = [&](const std::string& name) -> StatusOr<std::string> {
    auto done = tiled_copies.find(name);
    if (done != tiled_copies.end()) return done->second;
    std::string copy = name + "_tiled";
    for (int n = 2; graph.FindTensor(copy) != nullptr; ++n) copy = name + "_tiled" + std::to_string(n);
    Tensor tensor = *graph.FindTensor(name);
    tensor.name = copy;
    graph.tensors[copy] = tensor;
    KernelBuilder kernel(graph, copy, options.max_texture_size, &packings);
    ASSIGN_OR_RETURN(std::string read, kernel.Reader(name));
    kernel.AddNamePart("Repack_" + name);
    kernel.AddBody("  r = " + read + "(x, y, s);  // pixel blocks -> tiles\n");
    RETURN_IF_ERROR(add_pass(kernel, copy, tensor::Packing::kTiled, nn::PassDesc{}));
    tiled_copies[name] = copy;
    return copy;
  };

  for (const OpGroup& group : groups) {
    KernelBuilder kernel(graph, group.output, options.max_texture_size, &packings);
    kernel.set_output_packing(group.packing);
    kernel.set_uniform_weights(options.uniform_weights);
    if (options.fusion.pointwise_pixel_blocks) {
      std::vector<const std::vector<size_t>*> op_lists = {&group.prologue, &group.ops};
      for (const InlinedGroup& inlined : group.inlined) op_lists.push_back(&inlined.ops);
      for (const std::vector<size_t>* ops : op_lists) {
        for (size_t op_index : *ops) {
          for (const std::string& input : graph.ops[op_index].inputs) {
            auto packing = packings.find(input);
            if (packing == packings.end() || packing->second != tensor::Packing::kPixelBlocks2x2 ||
                ReadsPixelBlocksUniformly(graph, group, input)) {
              continue;
            }
            ASSIGN_OR_RETURN(std::string copy, tiled_copy(input));
            kernel.RedirectReads(input, copy);
          }
        }
      }
    }
    nn::PassDesc pass;
    if (!group.inlined.empty() && group.packing != tensor::Packing::kTiled) {
      return InternalError(graph.source + ": an inlined group's reader needs a single-target program");
    }
    for (const InlinedGroup& inlined : group.inlined) {
      RETURN_IF_ERROR(EmitInlinedGroup(graph, inlined, kernel, pass.macs));
    }
    for (size_t op_index : group.prologue) {
      const Op& op = graph.ops[op_index];
      const OpEmitter* emitter = FindOpEmitter(op.type);
      if (emitter != nullptr && emitter->reader != nullptr) {
        RETURN_IF_ERROR(emitter->reader(op, kernel));
      } else {
        return InternalError(graph.ErrorPrefix(op) + "has no reader form to run as a prologue");
      }
    }
    for (size_t k = 0; k < group.ops.size(); ++k) {
      const Op& op = graph.ops[group.ops[k]];
      if (IsRemapChainLink(graph, op)) continue;  // emitted by the chain's last op
      const OpEmitter* emitter = FindOpEmitter(op.type);
      pass.macs += OpMacs(graph, op);
      if (emitter->kind == OpKind::kThick) {
        RETURN_IF_ERROR(emitter->thick(op, kernel));
        kernel.EndThick();
        continue;
      }
      if (k == 0) {  // a thin op on its own first loads its main input
        ASSIGN_OR_RETURN(std::string read, kernel.Reader(group.main_inputs[0]));
        kernel.AddBody("  r = " + read + "(x, y, s);\n");
      }
      RETURN_IF_ERROR(emitter->thin(op, group.main_inputs[k], kernel));
    }
    RETURN_IF_ERROR(add_pass(kernel, group.output, group.packing, std::move(pass)));
  }
  // Each state comes back from its output in the input's layout: a copy
  // where the output's program wrote another packing (MRT targets).
  for (size_t k = 0; k < states; ++k) {
    std::string from = graph.outputs[1 + k].tensor;
    auto it = tensor_index.find(from);
    if (it == tensor_index.end() || it->second == plan.input) {
      return UnimplementedError(graph.source + ": recurrent output '" + graph.outputs[1 + k].external_name +
                                "' is not computed on the GPU");
    }
    const int state = tensor_index.at(options.state_inputs[k]);
    const nn::TensorDesc& out = plan.tensors[static_cast<size_t>(it->second)];
    const nn::TensorDesc& in = plan.tensors[static_cast<size_t>(state)];
    if (it->second == state) {
      return UnimplementedError(graph.source + ": recurrent output '" + graph.outputs[1 + k].external_name +
                                "' is its state '" + options.state_inputs[k] + "' unchanged");
    }
    auto text = [](const tensor::Shape& s) {
      return std::to_string(s.channels) + "x" + std::to_string(s.height) + "x" + std::to_string(s.width);
    };
    if (out.shape.height != in.shape.height || out.shape.width != in.shape.width ||
        out.shape.channels != in.shape.channels) {
      return InvalidArgumentError(graph.source + ": recurrent output '" + graph.outputs[1 + k].external_name + "' is " +
                                  text(out.shape) + ", its state '" + options.state_inputs[k] + "' " + text(in.shape));
    }
    if (out.packing != tensor::Packing::kTiled) {
      ASSIGN_OR_RETURN(from, tiled_copy(from));
    }
    plan.recurrent.push_back({state, tensor_index.at(from)});
  }
  ShareIdenticalPrograms(plan);
  for (const nn::PassDesc& pass : plan.passes) {
    const std::string problem = nn::CheckPassBindings(plan, pass);
    if (!problem.empty()) return InternalError(graph.source + ": " + problem);
  }
  for (const GraphEdge& edge : graph.outputs) {
    auto out = tensor_index.find(edge.tensor);
    if (out == tensor_index.end() || out->second == plan.input) {
      return UnimplementedError(graph.source + ": the output '" + edge.tensor + "' is not computed on the GPU");
    }
    plan.outputs.push_back(out->second);
  }
  plan.output = plan.outputs[0];
  if (options.output_channel < 0 || options.output_channel >= plan.tensors[plan.output].shape.channels) {
    return InvalidArgumentError(graph.source + ": output channel " + std::to_string(options.output_channel) +
                                " does not exist");
  }
  plan.output_channel = options.output_channel;
  plan.max_texture_size = options.max_texture_size;
  return plan;
}

}  // namespace vfx::codegen::gpu
