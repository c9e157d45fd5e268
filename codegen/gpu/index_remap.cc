#include "codegen/gpu/index_remap.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "codegen/ir/shape_util.h"

namespace vfx::codegen::gpu {
namespace {

std::string I(int64_t v) { return std::to_string(v); }

bool IsLiteral(const std::string& e) {
  return !e.empty() && std::all_of(e.begin(), e.end(), [](char ch) { return std::isdigit(ch) || ch == '-'; });
}

// expr * k, expr + k, expr / k, expr % k with the trivial cases folded.
std::string Times(const std::string& e, int64_t k) {
  if (k == 0 || e == "0") return "0";
  if (k == 1) return e;
  if (IsLiteral(e)) return I(std::stoll(e) * k);
  return "(" + e + ") * " + I(k);
}
std::string Plus(const std::string& e, int64_t k) {
  if (k == 0) return e;
  if (IsLiteral(e)) return I(std::stoll(e) + k);
  return "(" + e + ") + " + I(k);
}
std::string DivMod(const std::string& e, int64_t stride, int64_t dim, bool outermost) {
  if (dim == 1) return "0";
  std::string q = stride == 1 ? e : "(" + e + ") / " + I(stride);
  return outermost ? q : "(" + q + ") % " + I(dim);
}

// The row-major flat position of `index` in `dims`.
std::string Flatten(const Index& index, const Dims& dims) {
  const Dims strides = Strides(dims);
  std::string flat;
  for (size_t k = 0; k < dims.size(); ++k) {
    if (dims[k] == 1) continue;
    const std::string term = Times(index[k], strides[k]);
    flat = flat.empty() ? term : flat + " + " + term;
  }
  return flat.empty() ? "0" : flat;
}

Dims ShapeOf(const Graph& graph, const std::string& tensor) { return graph.FindTensor(tensor)->shape; }

// Each step maps the index of an op's output to the index of its data input.
using StepFn = StatusOr<Index> (*)(const Graph& graph, const Op& op, const Index& out, IndexCode& code);

// Reshape, Flatten, Squeeze, Unsqueeze, Identity: the flat position is kept.
StatusOr<Index> ReshapeStep(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = ShapeOf(graph, op.Input(0)), out_dims = ShapeOf(graph, op.outputs[0]);
  Dims in_kept, out_kept;
  for (int64_t d : in_dims)
    if (d != 1) in_kept.push_back(d);
  for (int64_t d : out_dims)
    if (d != 1) out_kept.push_back(d);
  Index in(in_dims.size(), "0");
  if (in_kept == out_kept) {  // only 1s added or removed: the other indices carry over in order
    size_t next = 0;
    for (size_t k = 0; k < in_dims.size(); ++k) {
      if (in_dims[k] == 1) continue;
      while (out_dims[next] == 1) ++next;
      in[k] = out[next++];
    }
    return in;
  }
  const std::string flat = code.Let(Flatten(out, out_dims));
  const Dims strides = Strides(in_dims);
  bool outermost = true;
  for (size_t k = 0; k < in_dims.size(); ++k) {
    if (in_dims[k] == 1) continue;
    in[k] = code.Let(DivMod(flat, strides[k], in_dims[k], outermost));
    outermost = false;
  }
  return in;
}

StatusOr<Index> TransposeStep(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const std::vector<int64_t> perm = op.GetInts("perm");
  if (perm.size() != out.size()) return InternalError(graph.ErrorPrefix(op) + "perm does not match the rank");
  Index in(out.size());
  for (size_t k = 0; k < perm.size(); ++k) in[static_cast<size_t>(perm[k])] = out[k];
  return in;
}

// Starts are clamped and axes normalised by the shape rule (split_slice.cc).
StatusOr<Index> SliceStep(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const std::vector<int64_t> axes = op.GetInts("axes"), starts = op.GetInts("starts"), steps = op.GetInts("steps");
  Index in = out;
  for (size_t k = 0; k < axes.size(); ++k) {
    if (k < steps.size() && steps[k] != 1)
      return UnimplementedError(graph.ErrorPrefix(op) + "Slice steps other than 1");
    in[static_cast<size_t>(axes[k])] = Plus(out[static_cast<size_t>(axes[k])], starts[k]);
  }
  return in;
}

// Constant indices of any rank along `axis`; more than one becomes a table.
StatusOr<Index> GatherStep(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = ShapeOf(graph, op.Input(0));
  const Tensor* indices = graph.FindTensor(op.Input(1));
  if (indices == nullptr || !indices->is_constant) {
    return UnimplementedError(graph.ErrorPrefix(op) + "Gather indices must be constant");
  }
  const size_t axis = static_cast<size_t>(op.GetInt("axis", 0));
  const size_t q = indices->shape.size();
  const int64_t len = in_dims[axis];
  std::vector<int64_t> values;
  for (double v : indices->ValuesAsDouble())
    values.push_back(v < 0 ? static_cast<int64_t>(v) + len : static_cast<int64_t>(v));
  Index in(in_dims.size());
  for (size_t k = 0; k < axis; ++k) in[k] = out[k];
  if (values.size() == 1) {
    in[axis] = I(values[0]);
  } else {
    std::string list;
    for (int64_t v : values) list += (list.empty() ? "" : ", ") + I(v);
    in[axis] = code.Let(code.Table(values) + "[" +
                        Flatten(Index(out.begin() + axis, out.begin() + axis + q), indices->shape) + "]");
  }
  for (size_t k = axis + 1; k < in_dims.size(); ++k) in[k] = out[k + q - 1];
  return in;
}

StatusOr<Index> ExpandStep(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = ShapeOf(graph, op.Input(0));
  if (in_dims.size() > out.size()) return InternalError(graph.ErrorPrefix(op) + "Expand lowers the rank");
  const size_t shift = out.size() - in_dims.size();
  Index in(in_dims.size());
  for (size_t k = 0; k < in_dims.size(); ++k) in[k] = in_dims[k] == 1 ? "0" : out[k + shift];
  return in;
}

// Pads canonicalised by the shape rule (pad.cc): 2·rank begin/end counts, the mode and fill value.
StatusOr<Index> PadStep(const Graph& graph, const Op& op, const Index& out, IndexCode& code) {
  const Dims in_dims = ShapeOf(graph, op.Input(0));
  const std::vector<int64_t> pads = op.GetInts("pads");
  const std::string mode = op.GetString("mode", "constant");
  const size_t rank = in_dims.size();
  if (pads.size() != 2 * rank) return InternalError(graph.ErrorPrefix(op) + "pads do not match the rank");
  Index in = out;
  for (size_t k = 0; k < rank; ++k) {
    if (pads[k] == 0 && pads[k + rank] == 0) continue;
    const std::string i = code.Let(Plus(out[k], -pads[k]));
    const std::string last = I(in_dims[k] - 1);
    if (mode == "constant") {
      code.Require("(" + i + " >= 0 && " + i + " <= " + last + ")");
      in[k] = code.Let("clamp(" + i + ", 0, " + last + ")");
    } else if (mode == "edge" || in_dims[k] == 1) {
      in[k] = code.Let("clamp(" + i + ", 0, " + last + ")");
    } else if (mode == "reflect") {  // one reflection: ONNX requires pads < the axis length
      in[k] = code.Let(last + " - abs(" + last + " - abs(" + i + "))");
    } else {
      return UnimplementedError(graph.ErrorPrefix(op) + "pad mode '" + mode + "' is not supported");
    }
  }
  return in;
}

struct Step {
  const char* type;
  StepFn map;
};

constexpr Step kSteps[] = {
    {"Reshape", ReshapeStep},     {"Flatten", ReshapeStep},  {"Squeeze", ReshapeStep},
    {"Unsqueeze", ReshapeStep},   {"Identity", ReshapeStep}, {"Dropout", ReshapeStep},
    {"Transpose", TransposeStep}, {"Slice", SliceStep},      {"Gather", GatherStep},
    {"Expand", ExpandStep},       {"Pad", PadStep},
};

const Step* FindStep(const std::string& type) {
  for (const Step& s : kSteps) {
    if (type == s.type) return &s;
  }
  return nullptr;
}

std::string Guarded(const IndexCode& code, const std::string& value, float fill) {
  if (code.conditions().empty()) return "  return " + value + ";\n";
  std::string all;
  for (const std::string& c : code.conditions()) all += (all.empty() ? "" : " && ") + c;
  return "  return " + all + " ? " + value + " : " + FloatLiteral(fill) + ";\n";
}

}  // namespace

StatusOr<Index> StoredIndex(const Graph& graph, const Op& op, const Index& index) {
  if (index.size() > 4) {
    return UnimplementedError(graph.ErrorPrefix(op) + "reads a tensor of rank " +
                              I(static_cast<int64_t>(index.size())) + "; stored tensors have rank 4 at most");
  }
  Index full(4 - index.size(), "0");
  full.insert(full.end(), index.begin(), index.end());
  return Index{full[1], full[2], full[3]};
}

Index OutputIndex(size_t rank) {
  const Index full = {"0", "c", "y", "x"};
  return Index(full.end() - static_cast<std::ptrdiff_t>(std::min<size_t>(rank, 4)), full.end());
}

std::string FetchStored(const std::string& read, const Index& stored, IndexCode& code) {
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

std::string IndexCode::Table(const std::vector<int64_t>& values) {
  const std::string name = prefix_ + "_table" + std::to_string(tables_count_++);
  std::string list;
  for (int64_t v : values) list += (list.empty() ? "" : ", ") + I(v);
  const std::string n = I(static_cast<int64_t>(values.size()));
  tables_ += "const int " + name + "[" + n + "] = int[" + n + "](" + list + ");\n";
  return name;
}

std::string IndexCode::Let(const std::string& expr) {
  if (IsLiteral(expr) || std::all_of(expr.begin(), expr.end(), [](char ch) { return std::isalnum(ch) || ch == '_'; })) {
    return expr;
  }
  const std::string name = "i" + std::to_string(count_++);
  lines_ += "  int " + name + " = " + expr + ";\n";
  return name;
}

bool IsIndexRemapOp(const std::string& type) { return FindStep(type) != nullptr; }

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
  IndexCode code(kernel.UniqueName("remap"));
  Index index = OutputIndex(ShapeOf(graph, op.outputs[0]).size());
  float fill = 0.f;
  std::string described;
  for (const Op* link : chain) {
    const Step* step = FindStep(link->type);
    if (step == nullptr) return InternalError(graph.ErrorPrefix(*link) + "is not a data-movement op");
    ASSIGN_OR_RETURN(index, step->map(graph, *link, index, code));
    if (link->type == "Pad") fill = link->GetFloat("value", 0.f);
    described = link->Describe() + (described.empty() ? "" : " -> " + described);
  }
  const std::string& source = chain.back()->Input(0);
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(source));
  ASSIGN_OR_RETURN(Index stored, StoredIndex(graph, *chain.back(), index));
  const std::string value = FetchStored(read, stored, code);
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
    in[a] = Plus(out[a], -offset);
    ASSIGN_OR_RETURN(Index stored, StoredIndex(graph, op, in));
    const std::string value = FetchStored(read, stored, code);
    offset += dims[a];
    element += "  if (" + out[a] + " < " + I(offset) + ") {\n" + code.lines() + "  return " + value + ";\n  }\n";
  }
  EmitPerLane(op, kernel.UniqueName("concat"), element + "  return 0.0;\n", kernel, out_shape);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
