#include "codegen/gpu/index_remap.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/op_def.h"

namespace vfx::codegen::gpu {
namespace {

std::string I(int64_t v) { return std::to_string(v); }

Dims ShapeOf(const Graph& graph, const std::string& tensor) { return graph.FindTensor(tensor)->shape; }

// The index map of a data-movement op type, or nullptr.
IndexMapFn IndexMapOf(const std::string& type) {
  const OpDef* def = FindOpDef(type);
  return def == nullptr ? nullptr : def->index_map;
}

std::string Guarded(const IndexCode& code, const std::string& value, float fill) {
  if (code.conditions().empty()) return "  return " + value + ";\n";
  std::string all;
  for (const std::string& c : code.conditions()) all += (all.empty() ? "" : " && ") + c;
  return "  return " + all + " ? " + value + " : " + FloatLiteral(fill) + ";\n";
}

// The stored (c, y, x) of an ONNX index of rank <= 4 (left-padded with 0s),
// or an error naming `op` for a higher rank.
StatusOr<Index> StoredIndex(const Graph& graph, const Op& op, const Index& index) {
  if (index.size() > 4) {
    return UnimplementedError(graph.ErrorPrefix(op) + "reads a tensor of rank " +
                              I(static_cast<int64_t>(index.size())) + "; stored tensors have rank 4 at most");
  }
  Index full(4 - index.size(), "0");
  full.insert(full.end(), index.begin(), index.end());
  return Index{full[1], full[2], full[3]};
}

}  // namespace

Index OutputIndex(size_t rank) {
  const Index full = {"0", "c", "y", "x"};
  return Index(full.end() - static_cast<std::ptrdiff_t>(std::min<size_t>(rank, 4)), full.end());
}

StatusOr<std::string> FetchElement(const Graph& graph, const Op& op, const std::string& read, const Index& index,
                                   IndexCode& code) {
  ASSIGN_OR_RETURN(Index stored, StoredIndex(graph, op, index));
  const std::string c = code.Let(stored[0]);
  return read + "(" + stored[2] + ", " + stored[1] + ", " + c + " >> 2)[" + c + " & 3]";
}

void EmitPerLane(const Op& op, const std::string& function, const std::string& element, KernelBuilder& kernel,
                 const tensor::Shape& out) {
  kernel.AddHelper("float " + function + "(int c, int y, int x) {  // " + op.Describe() + "\n" + element + "}\n");
  kernel.AddNamePart(op.name);
  kernel.AddBody("  for (int k = 0; k < 4; ++k) {\n    int c = s * 4 + k;\n    r[k] = c < " + I(out.channels) + " ? " +
                 function + "(c, y, x) : 0.0;\n  }\n");
}

StatusOr<std::string> AddStoredConstant(const Op& op, const Tensor& constant, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  Dims dims = constant.shape;
  if (dims.size() > 4) {
    return UnimplementedError(graph.ErrorPrefix(op) + "constant '" + constant.name + "' has rank > 4");
  }
  while (dims.size() < 4) dims.insert(dims.begin(), 1);
  if (dims[0] != 1) {
    return UnimplementedError(graph.ErrorPrefix(op) + "constant '" + constant.name + "' " + DimsString(constant.shape) +
                              " has a batch of " + I(dims[0]) + "; stored tensors have 1");
  }
  const int64_t c = dims[1], h = dims[2], w = dims[3];
  const int64_t slices = tensor::SliceCount(static_cast<int>(c));
  const std::vector<double> values = constant.ValuesAsDouble();
  std::vector<float> rgba(static_cast<size_t>(slices * w * h * 4), 0.f);
  for (int64_t ci = 0; ci < c; ++ci) {
    for (int64_t y = 0; y < h; ++y) {
      for (int64_t x = 0; x < w; ++x) {
        const size_t texel = static_cast<size_t>(y * slices * w + (ci / 4) * w + x);
        rgba[texel * 4 + static_cast<size_t>(ci % 4)] =
            static_cast<float>(values[static_cast<size_t>((ci * h + y) * w + x)]);
      }
    }
  }
  return kernel.AddWeight(constant.name, static_cast<int>(slices * w), static_cast<int>(h), std::move(rgba));
}

StatusOr<std::string> ConstantReader(const Op& op, const Tensor& constant, KernelBuilder& kernel) {
  ASSIGN_OR_RETURN(const std::string weight, AddStoredConstant(op, constant, kernel));
  ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(kernel.graph(), constant.name));
  const std::string reader = kernel.UniqueName("read_" + weight);
  kernel.AddHelper("vec4 " + reader + "(int x, int y, int s) {  // constant " + constant.name + "\n  return " +
                   kernel.WeightAt(weight, "s * " + I(shape.width) + " + x", "y") + ";\n}\n");
  return reader;
}

bool IsIndexRemapOp(const std::string& type) { return IndexMapOf(type) != nullptr; }

bool IsRemapChainLink(const Graph& graph, const Op& op) {
  if (!IsIndexRemapOp(op.type) || op.outputs.size() != 1) return false;
  const std::string& out = op.outputs[0];
  if (graph.IsGraphOutput(out)) return false;
  const std::vector<size_t> readers = graph.Consumers(out);
  if (readers.size() != 1) return false;
  const Op& next = graph.ops[readers[0]];
  return IsIndexRemapOp(next.type) && next.Input(0) == out;
}

Status EmitIndexRemap(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape out_shape, ActivationShape(graph, op.outputs[0]));
  // The chain, last op first.
  std::vector<const Op*> chain = {&op};
  for (;;) {
    const std::optional<size_t> producer = graph.Producer(chain.back()->Input(0));
    if (!producer || !IsRemapChainLink(graph, graph.ops[*producer])) break;
    chain.push_back(&graph.ops[*producer]);
  }
  IndexCode code(kernel.UniqueName("remapped"));
  // Other tensors a link reads element by element (Gather's computed indices).
  code.set_element_reader([&](const std::string& tensor, const Index& at) -> StatusOr<std::string> {
    ASSIGN_OR_RETURN(std::string read, kernel.Reader(tensor));
    return FetchElement(graph, op, read, at, code);
  });
  Index index = OutputIndex(ShapeOf(graph, op.outputs[0]).size());
  float fill = 0.f;
  std::string described;
  for (const Op* link : chain) {
    const IndexMapFn map = IndexMapOf(link->type);
    if (map == nullptr) return InternalError(graph.ErrorPrefix(*link) + "is not a data-movement op");
    ASSIGN_OR_RETURN(index, map(graph, *link, index, code));
    if (link->type == "Pad") fill = link->GetFloat("value", 0.f);
    described = link->Describe() + (described.empty() ? "" : " -> " + described);
  }
  const std::string& source = chain.back()->Input(0);
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(source));
  ASSIGN_OR_RETURN(const std::string value, FetchElement(graph, *chain.back(), read, index, code));
  kernel.AddHelper(code.tables());
  EmitPerLane(op, code.prefix(), "  // " + described + "\n" + code.lines() + Guarded(code, value, fill), kernel,
              out_shape);
  return Status::Ok();
}

Status EmitConcatAnyAxis(const Op& op, int64_t axis, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape out_shape, ActivationShape(graph, op.outputs[0]));
  const Index out = OutputIndex(ShapeOf(graph, op.outputs[0]).size());
  const size_t a = static_cast<size_t>(axis);
  std::string element = "  // " + op.Describe() + "\n";
  int64_t offset = 0;
  for (size_t k = 0; k < op.inputs.size(); ++k) {
    const Dims dims = ShapeOf(graph, op.inputs[k]);
    if (dims[a] == 0) continue;
    ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.inputs[k]));
    IndexCode code("");
    Index in = out;
    in[a] = IndexPlus(out[a], -offset);
    ASSIGN_OR_RETURN(const std::string value, FetchElement(graph, op, read, in, code));
    offset += dims[a];
    element += "  if (" + out[a] + " < " + I(offset) + ") {\n" + code.lines() + "  return " + value + ";\n  }\n";
  }
  EmitPerLane(op, kernel.UniqueName("concatenated"), element + "  return 0.0;\n", kernel, out_shape);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
