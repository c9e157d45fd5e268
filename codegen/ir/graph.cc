#include "codegen/ir/graph.h"

#include <set>
#include <sstream>

namespace vfx::codegen {

const char* DataTypeName(DataType type) {
  switch (type) {
    case DataType::kFloat: return "float";
    case DataType::kInt64: return "int64";
  }
  return "?";
}

const char* LayoutName(Layout layout) {
  switch (layout) {
    case Layout::kNCHW: return "NCHW";
    case Layout::kNHWC: return "NHWC";
  }
  return "?";
}

int64_t Tensor::NumElements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::vector<double> Tensor::ValuesAsDouble() const {
  if (type == DataType::kFloat) return std::vector<double>(float_data.begin(), float_data.end());
  return std::vector<double>(int_data.begin(), int_data.end());
}

int64_t Op::GetInt(const std::string& key, int64_t fallback) const {
  auto it = attributes.find(key);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<int64_t>(&it->second)) return *v;
  if (auto* f = std::get_if<float>(&it->second)) return static_cast<int64_t>(*f);
  return fallback;
}

float Op::GetFloat(const std::string& key, float fallback) const {
  auto it = attributes.find(key);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<float>(&it->second)) return *v;
  if (auto* i = std::get_if<int64_t>(&it->second)) return static_cast<float>(*i);
  return fallback;
}

std::string Op::GetString(const std::string& key, const std::string& fallback) const {
  auto it = attributes.find(key);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<std::string>(&it->second)) return *v;
  return fallback;
}

std::vector<int64_t> Op::GetInts(const std::string& key, std::vector<int64_t> fallback) const {
  auto it = attributes.find(key);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<std::vector<int64_t>>(&it->second)) return *v;
  return fallback;
}

std::vector<float> Op::GetFloats(const std::string& key, std::vector<float> fallback) const {
  auto it = attributes.find(key);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<std::vector<float>>(&it->second)) return *v;
  return fallback;
}

const std::string& Op::Input(size_t index) const {
  static const std::string kEmpty;
  return index < inputs.size() ? inputs[index] : kEmpty;
}

std::string Op::Describe() const { return "node '" + name + "' (" + type + ")"; }

Tensor* Graph::FindTensor(const std::string& name) {
  auto it = tensors.find(name);
  return it == tensors.end() ? nullptr : &it->second;
}

const Tensor* Graph::FindTensor(const std::string& name) const {
  auto it = tensors.find(name);
  return it == tensors.end() ? nullptr : &it->second;
}

bool Graph::IsConstant(const std::string& name) const {
  const Tensor* t = FindTensor(name);
  return t != nullptr && t->is_constant;
}

std::vector<size_t> Graph::Consumers(const std::string& tensor) const {
  std::vector<size_t> result;
  for (size_t i = 0; i < ops.size(); ++i) {
    for (const std::string& in : ops[i].inputs) {
      if (in == tensor) {
        result.push_back(i);
        break;
      }
    }
  }
  return result;
}

std::optional<size_t> Graph::Producer(const std::string& tensor) const {
  for (size_t i = 0; i < ops.size(); ++i) {
    for (const std::string& out : ops[i].outputs) {
      if (out == tensor) return i;
    }
  }
  return std::nullopt;
}

bool Graph::IsGraphOutput(const std::string& tensor) const {
  for (const GraphEdge& e : outputs) {
    if (e.tensor == tensor) return true;
  }
  return false;
}

std::string Graph::ErrorPrefix(const Op& op) const { return source + ": " + op.Describe() + ": "; }

std::string Graph::AddConstant(const std::string& hint, std::vector<int64_t> shape, std::vector<float> data) {
  std::string name = hint;
  for (int i = 1; tensors.count(name) > 0; ++i) name = hint + "_" + std::to_string(i);
  Tensor t;
  t.name = name;
  t.shape = std::move(shape);
  t.shape_known = true;
  t.is_constant = true;
  t.float_data = std::move(data);
  tensors[name] = std::move(t);
  return name;
}

std::string Graph::AddIntConstant(const std::string& hint, std::vector<int64_t> values) {
  const std::string name = AddConstant(hint, {static_cast<int64_t>(values.size())}, {});
  Tensor& t = tensors[name];
  t.type = DataType::kInt64;
  t.int_data = std::move(values);
  return name;
}

void Graph::RenameUses(const std::string& from, const std::string& to) {
  for (Op& op : ops) {
    for (std::string& in : op.inputs) {
      if (in == from) in = to;
    }
  }
  for (GraphEdge& e : outputs) {
    if (e.tensor == from) e.tensor = to;
  }
}

void Graph::RemoveUnusedTensors() {
  std::set<std::string> used;
  for (const Op& op : ops) {
    used.insert(op.inputs.begin(), op.inputs.end());
    used.insert(op.outputs.begin(), op.outputs.end());
  }
  for (const GraphEdge& e : inputs) used.insert(e.tensor);
  for (const GraphEdge& e : outputs) used.insert(e.tensor);
  for (auto it = tensors.begin(); it != tensors.end();) {
    it = used.count(it->first) ? std::next(it) : tensors.erase(it);
  }
}

void Graph::RemoveDeadOps() {
  bool changed = true;
  while (changed) {
    changed = false;
    std::set<std::string> read;
    for (const Op& op : ops) read.insert(op.inputs.begin(), op.inputs.end());
    for (const GraphEdge& e : outputs) read.insert(e.tensor);
    for (size_t i = ops.size(); i-- > 0;) {
      bool live = false;
      for (const std::string& out : ops[i].outputs) live = live || (!out.empty() && read.count(out));
      if (!live) {
        ops.erase(ops.begin() + static_cast<std::ptrdiff_t>(i));
        changed = true;
      }
    }
  }
  RemoveUnusedTensors();
}

namespace {

// The tensors an op may read without another op producing them first: constants and graph inputs.
std::set<std::string> DefinedBeforeAnyOp(const Graph& graph) {
  std::set<std::string> defined;
  for (const auto& [name, t] : graph.tensors) {
    if (t.is_constant) defined.insert(name);
  }
  for (const GraphEdge& e : graph.inputs) defined.insert(e.tensor);
  return defined;
}

}  // namespace

void Graph::SortTopologically() {
  std::set<std::string> available = DefinedBeforeAnyOp(*this);
  std::vector<Op> sorted;
  std::vector<bool> placed(ops.size(), false);
  sorted.reserve(ops.size());
  // Repeated passes in file order: a sorted graph takes one, each misplaced op one more.
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t i = 0; i < ops.size(); ++i) {
      if (placed[i]) continue;
      bool ready = true;
      for (const std::string& in : ops[i].inputs) ready = ready && (in.empty() || available.count(in) > 0);
      if (!ready) continue;
      for (const std::string& out : ops[i].outputs) {
        if (!out.empty()) available.insert(out);
      }
      placed[i] = true;
      sorted.push_back(std::move(ops[i]));
      progress = true;
    }
  }
  for (size_t i = 0; i < ops.size(); ++i) {
    if (!placed[i]) sorted.push_back(std::move(ops[i]));
  }
  ops = std::move(sorted);
}

Status ValidateGraph(const Graph& graph, bool require_shapes) {
  for (const GraphEdge& e : graph.inputs) {
    if (!graph.FindTensor(e.tensor)) return InternalError(graph.source + ": graph input '" + e.tensor + "' has no tensor");
  }
  std::set<std::string> available = DefinedBeforeAnyOp(graph);
  for (const Op& op : graph.ops) {
    for (const std::string& in : op.inputs) {
      if (in.empty()) continue;
      if (!graph.FindTensor(in)) return InvalidArgumentError(graph.ErrorPrefix(op) + "input '" + in + "' is not defined");
      if (!available.count(in)) {
        return InvalidArgumentError(graph.ErrorPrefix(op) + "input '" + in + "' is used before it is produced");
      }
    }
    for (const std::string& out : op.outputs) {
      if (out.empty()) continue;
      const Tensor* t = graph.FindTensor(out);
      if (!t) return InternalError(graph.ErrorPrefix(op) + "output '" + out + "' has no tensor");
      if (require_shapes && !t->shape_known) {
        return InternalError(graph.ErrorPrefix(op) + "output '" + out + "' has no inferred shape");
      }
      available.insert(out);
    }
  }
  for (const GraphEdge& e : graph.outputs) {
    if (!available.count(e.tensor)) return InvalidArgumentError(graph.source + ": graph output '" + e.tensor + "' is never produced");
  }
  return Status::Ok();
}

namespace {

std::string ShapeString(const Tensor* t) {
  if (t == nullptr) return "?";
  if (!t->shape_known) return "[?]";
  std::string s = "[";
  for (size_t i = 0; i < t->shape.size(); ++i) {
    if (i) s += ",";
    s += std::to_string(t->shape[i]);
  }
  return s + "]";
}

}  // namespace

std::string DumpGraph(const Graph& graph) {
  std::ostringstream out;
  for (const GraphEdge& e : graph.inputs) {
    out << "input " << e.tensor << ShapeString(graph.FindTensor(e.tensor)) << " external " << LayoutName(e.external_layout)
        << "\n";
  }
  for (const Op& op : graph.ops) {
    out << op.type << " '" << op.name << "' (";
    bool first = true;
    for (const std::string& in : op.inputs) {
      if (in.empty()) continue;
      out << (first ? "" : ", ") << (graph.IsConstant(in) ? "const " : "") << ShapeString(graph.FindTensor(in));
      first = false;
    }
    out << ") ->";
    for (const std::string& o : op.outputs) out << " " << o << ShapeString(graph.FindTensor(o));
    out << "\n";
  }
  for (const GraphEdge& e : graph.outputs) {
    out << "output " << e.tensor << ShapeString(graph.FindTensor(e.tensor)) << " external "
        << LayoutName(e.external_layout) << "\n";
  }
  return out.str();
}

std::vector<std::pair<std::string, int>> CountOps(const Graph& graph) {
  std::vector<std::pair<std::string, int>> counts;
  for (const Op& op : graph.ops) {
    bool found = false;
    for (auto& [type, n] : counts) {
      if (type == op.type) {
        ++n;
        found = true;
      }
    }
    if (!found) counts.emplace_back(op.type, 1);
  }
  return counts;
}

}  // namespace vfx::codegen
