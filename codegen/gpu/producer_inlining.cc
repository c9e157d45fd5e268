#include "codegen/gpu/producer_inlining.h"

#include <map>
#include <string>

#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/kernel_builder.h"
#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {
namespace {

bool IsDepthwiseConv(const Graph& graph, const Op& op) {
  if (op.type != "Conv") return false;
  const Tensor* weight = graph.FindTensor(op.Input(1));
  StatusOr<tensor::Shape> out = ActivationShape(graph, op.outputs[0]);
  return weight != nullptr && weight->shape.size() == 4 && weight->shape[1] == 1 && out.ok() &&
         op.GetInt("group", 1) == out->channels && out->channels > 1;
}

int64_t KernelTaps(const Op& op) {
  int64_t taps = 1;
  for (int64_t k : op.GetInts("kernel_shape")) taps *= k;
  return taps;
}

int64_t Texels(const Graph& graph, const std::string& tensor) {
  StatusOr<tensor::Shape> shape = ActivationShape(graph, tensor);
  if (!shape.ok()) return 0;
  return static_cast<int64_t>(shape->height) * shape->width * tensor::SliceCount(shape->channels);
}

// Texel fetches of one evaluation of the group's own ops at one output texel
// (the inlined groups inside it excluded): inputs and weights of its thick op,
// the other activations its elementwise ops read.
int64_t OwnFetches(const Graph& graph, const OpGroup& group) {
  int64_t fetches = 0;
  for (size_t k = 0; k < group.ops.size(); ++k) {
    const Op& op = graph.ops[group.ops[k]];
    const OpEmitter* emitter = FindOpEmitter(op.type);
    if (emitter == nullptr || IsRemapChainLink(graph, op)) continue;
    if (emitter->kind == OpKind::kThin) {
      for (const std::string& input : op.inputs) {
        if (!input.empty() && !graph.IsConstant(input) && input != group.main_inputs[k]) {
          ++fetches;
        }
      }
    } else if (IsIndexRemapOp(op.type)) {
      fetches += 4;  // one texel per lane
    } else if (op.type == "Conv") {
      StatusOr<tensor::Shape> in = ActivationShape(graph, op.Input(0));
      const int64_t slices = in.ok() && !IsDepthwiseConv(graph, op) ? tensor::SliceCount(in->channels) : 1;
      fetches += KernelTaps(op) * slices * (IsDepthwiseConv(graph, op) ? 2 : 5) + 1;  // input + weights, bias
    } else {
      fetches += KernelTaps(op);
    }
  }
  return fetches < 1 ? 1 : fetches;
}

// How often one output texel of a program evaluates `tensor` when `op` reads
// it: every input slice at every tap for a dense conv, every tap for a
// depthwise one or a pool, once per lane for a data-movement op, once for an
// elementwise op. 0 where `op` may not read an inlined tensor (other thick ops).
int64_t ReadsPerTexel(const Graph& graph, const Op& op, const std::string& tensor) {
  const OpEmitter* emitter = FindOpEmitter(op.type);
  if (emitter == nullptr) return 0;
  if (emitter->kind == OpKind::kThin) return 1;
  if (IsIndexRemapOp(op.type) || op.type == "Concat") return 4;  // any input, once per lane at most
  if (op.Input(0) != tensor) return 0;
  if (op.type == "MaxPool" || op.type == "AveragePool") return KernelTaps(op);
  if (op.type != "Conv") return 0;
  StatusOr<tensor::Shape> in = ActivationShape(graph, tensor);
  if (!in.ok()) return 0;
  return KernelTaps(op) * (IsDepthwiseConv(graph, op) ? 1 : tensor::SliceCount(in->channels));
}

}  // namespace

bool IsInlinableProducer(const Graph& graph, const OpGroup& group) {
  if (!group.prologue.empty() || group.ops.empty()) return false;
  const Op& first = graph.ops[group.ops.front()];
  const OpEmitter* emitter = FindOpEmitter(first.type);
  if (emitter == nullptr || emitter->kind != OpKind::kThick) return false;
  if (IsDepthwiseConv(graph, first) || first.type == "MaxPool" || first.type == "AveragePool") return true;
  // A data-movement chain: every thick op of the group is a link of it.
  for (size_t i : group.ops) {
    const Op& op = graph.ops[i];
    const OpEmitter* e = FindOpEmitter(op.type);
    if (e != nullptr && e->kind == OpKind::kThick && (!IsIndexRemapOp(op.type) || op.type == "Concat")) return false;
  }
  return true;
}

int InlineProducers(const Graph& graph, std::vector<OpGroup>& groups, int64_t fetch_budget) {
  // Fetches per output texel of each group, its inlined groups included.
  std::map<std::string, int64_t> fetches;
  for (const OpGroup& group : groups) fetches[group.output] = OwnFetches(graph, group);
  int inlined = 0;
  for (size_t i = 0; i < groups.size(); ++i) {
    const OpGroup& producer = groups[i];
    if (!IsInlinableProducer(graph, producer) || graph.IsGraphOutput(producer.output)) continue;
    const std::vector<size_t> readers = graph.Consumers(producer.output);
    if (readers.size() != 1) continue;
    const Op& read_by = graph.ops[readers[0]];
    int uses = 0;
    for (const std::string& input : read_by.inputs) uses += input == producer.output;
    if (uses != 1) continue;
    OpGroup* reader = nullptr;
    for (OpGroup& g : groups) {
      for (size_t op : g.ops) {
        if (op == readers[0]) reader = &g;
      }
    }
    if (reader == nullptr || reader == &producer || !reader->prologue.empty()) continue;
    // Only the reader's thick op reads an input at other texels than its own.
    const bool first = reader->ops.front() == readers[0];
    const OpEmitter* reader_emitter = FindOpEmitter(read_by.type);
    if (!first && reader_emitter->kind != OpKind::kThin) continue;
    const int64_t reads = ReadsPerTexel(graph, read_by, producer.output);
    if (reads == 0) continue;
    const int64_t total = Texels(graph, reader->output) * (fetches[reader->output] + reads * fetches[producer.output]);
    if (total > fetch_budget) continue;
    fetches[reader->output] += reads * fetches[producer.output];
    std::vector<InlinedGroup> moved = producer.inlined;
    moved.push_back({producer.ops, producer.main_inputs, producer.output});
    reader->inlined.insert(reader->inlined.end(), moved.begin(), moved.end());
    groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++inlined;
  }
  return inlined;
}

}  // namespace vfx::codegen::gpu
