#include "codegen/gpu/fusion.h"

#include <algorithm>
#include <map>
#include <utility>

#include "codegen/gpu/channel_scale_reader.h"
#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/kernel_builder.h"
#include "codegen/gpu/mrt.h"
#include "codegen/gpu/ops/op_emitters.h"
#include "codegen/gpu/producer_inlining.h"
#include "codegen/gpu/squeeze_excite.h"
#include "codegen/gpu/upconv.h"

namespace vfx::codegen::gpu {
namespace {

// Why an op that the IR knows has no GPU program of its own: the forms the
// passes turn it into, so the message says what the model would need.
std::string WhyNoEmitter(const std::string& type) {
  static const std::map<std::string, std::string> kWhy = {
      {"BatchNormalization",
       "it is folded into a conv or made a per-channel scale and shift; this one has an unusual input"},
  };
  auto it = kWhy.find(type);
  return it == kWhy.end() ? "" : " (" + it->second + ")";
}

bool SameShape(const Graph& graph, const std::string& a, const std::string& b) {
  const Tensor* ta = graph.FindTensor(a);
  const Tensor* tb = graph.FindTensor(b);
  return ta != nullptr && tb != nullptr && ta->shape == tb->shape;
}

}  // namespace

StatusOr<std::vector<OpGroup>> GroupOps(const Graph& graph, const FusionOptions& options) {
  std::vector<OpGroup> groups;
  std::map<std::string, size_t> open_tail;  // tensor -> group whose running result it is
  // Data-movement chains (index_remap.h): a link's output -> the links so far,
  // which join the group of the op that ends the chain.
  std::map<std::string, std::vector<size_t>> chains;
  for (size_t i = 0; i < graph.ops.size(); ++i) {
    const Op& op = graph.ops[i];
    const OpEmitter* emitter = FindOpEmitter(op.type);
    if (emitter == nullptr) {
      std::string known;
      for (const std::string& t : GpuOpTypes()) known += (known.empty() ? "" : ", ") + t;
      return UnimplementedError(graph.ErrorPrefix(op) + "op " + op.type + " in this form has no GPU program" +
                                WhyNoEmitter(op.type) + "; the GPU runs: " + known);
    }
    if (op.outputs.size() != 1) {
      return UnimplementedError(graph.ErrorPrefix(op) + "ops with " + std::to_string(op.outputs.size()) +
                                " outputs are not supported");
    }
    const std::string& out = op.outputs[0];
    if (emitter->kind == OpKind::kThick) {
      OpGroup group;
      group.ops = {i};
      auto chain = chains.find(op.Input(0));
      if (IsIndexRemapOp(op.type) && chain != chains.end()) {
        group.ops = chain->second;
        group.ops.push_back(i);
        chains.erase(chain);
      }
      if (IsRemapChainLink(graph, op)) {
        chains[out] = group.ops;
        continue;
      }
      group.main_inputs.assign(group.ops.size(), "");
      group.output = out;
      groups.push_back(std::move(group));
      open_tail[out] = groups.size() - 1;
      continue;
    }
    // Thin: `r` can hold an activation input shaped like the output.
    std::vector<std::string> candidates;
    for (const std::string& input : op.inputs) {
      if (!input.empty() && !graph.IsConstant(input) && SameShape(graph, input, out)) {
        candidates.push_back(input);
      }
    }
    if (candidates.empty()) {
      return UnimplementedError(graph.ErrorPrefix(op) + "no input has the output's shape");
    }
    // A producer its reader may compute inline (producer_inlining.h) is the
    // last choice for r: the other operand's program then takes this op,
    // e.g. a residual add joins its conv, not the shortcut's channel padding.
    if (options.inline_producers) {
      std::stable_partition(candidates.begin(), candidates.end(), [&](const std::string& c) {
        auto it = open_tail.find(c);
        return it == open_tail.end() || groups[it->second].ops.size() != 1 ||
               !IsInlinableProducer(graph, groups[it->second]);
      });
    }
    bool fused = false;
    if (options.fuse) {
      for (const std::string& c : candidates) {
        auto it = open_tail.find(c);
        if (it == open_tail.end()) continue;
        if (graph.Consumers(c).size() != 1 || graph.IsGraphOutput(c)) continue;
        OpGroup& g = groups[it->second];
        g.ops.push_back(i);
        g.main_inputs.push_back(c);
        g.output = out;
        open_tail.erase(it);
        open_tail[out] = &g - groups.data();
        fused = true;
        break;
      }
    }
    if (!fused) {
      OpGroup group;
      group.ops = {i};
      group.main_inputs = {candidates[0]};
      group.output = out;
      groups.push_back(std::move(group));
      open_tail[out] = groups.size() - 1;
    }
  }
  // A group may grow after later groups started (a residual add joins the conv
  // that began long before the branch it adds). Each group's inputs are written
  // by ops before its last op, so ordering by last op keeps producers first.
  std::stable_sort(groups.begin(), groups.end(),
                   [](const OpGroup& a, const OpGroup& b) { return a.ops.back() < b.ops.back(); });
  return groups;
}

OpGroup* SoleConvReader(const Graph& graph, std::vector<OpGroup>& groups, const std::string& tensor) {
  if (graph.IsGraphOutput(tensor)) return nullptr;
  const std::vector<size_t> readers = graph.Consumers(tensor);
  if (readers.size() != 1) return nullptr;
  for (OpGroup& group : groups) {
    if (group.ops.front() != readers[0]) continue;
    const Op& op = graph.ops[readers[0]];
    return op.type == "Conv" && op.Input(0) == tensor ? &group : nullptr;
  }
  return nullptr;
}

void UseWebBuildMode(FusionOptions& options) {
  options.pointwise_pixel_blocks = true;
  options.mrt_min_fragments = 0;
  options.inline_producers = false;
}

StatusOr<std::vector<OpGroup>> PlanGroups(const Graph& graph, const FusionOptions& options) {
  ASSIGN_OR_RETURN(std::vector<OpGroup> groups, GroupOps(graph, options));
  if (options.upconv) FuseUpconv(graph, groups);
  if (options.fuse && (options.se_readers || options.scale_readers)) FuseChannelScaleIntoReader(graph, groups);
  if (options.fuse && options.se_readers) InlineSqueezeExciteConvs(graph, groups);
  if (options.fuse && options.inline_producers) InlineProducers(graph, groups, options.inline_fetch_budget);
  if (options.mrt) ChooseMrtPackings(graph, groups, options);
  return groups;
}

}  // namespace vfx::codegen::gpu
