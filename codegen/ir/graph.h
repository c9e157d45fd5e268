// The codegen IR: a small, static-shape dataflow graph of tensors and ops.
//
// Tensors are named; ops refer to them by name (the ONNX convention, which
// keeps imported graphs readable in dumps). Activations are treated as NCHW
// with N = 1 once the edge transposes are absorbed; the layout a graph input
// or output has outside the graph is recorded on the graph's edge.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "src/core/status.h"

namespace vfx::codegen {

enum class DataType { kFloat, kInt64 };

// The memory order of a 4-D tensor at a graph edge.
enum class Layout { kNCHW, kNHWC };

const char* DataTypeName(DataType type);
const char* LayoutName(Layout layout);

// A tensor: shape (empty until inferred; rank 0 is a scalar once `shape_known`),
// and values when it is a constant (weights, folded shape arithmetic).
struct Tensor {
  std::string name;
  DataType type = DataType::kFloat;
  std::vector<int64_t> shape;
  bool shape_known = false;
  bool is_constant = false;
  std::vector<float> float_data;    // constant values when type == kFloat
  std::vector<int64_t> int_data;    // constant values when type == kInt64
  // The ONNX element type (TensorProto.DataType) a stored constant had, 0 for
  // computed ones: int8 and uint8 both read as kInt64, and a quantisation's
  // range follows its zero point's type (codegen/ops/quantize.h).
  int32_t stored_type = 0;

  int64_t NumElements() const;
  // Constant values as doubles, whatever the type (folding and attribute reads).
  std::vector<double> ValuesAsDouble() const;
};

using Attribute = std::variant<int64_t, float, std::string, std::vector<int64_t>, std::vector<float>>;

// One operation. `inputs`/`outputs` hold tensor names; "" marks an omitted
// optional input, as in ONNX.
struct Op {
  std::string type;
  std::string name;
  std::vector<std::string> inputs;
  std::vector<std::string> outputs;
  std::map<std::string, Attribute> attributes;

  bool HasAttribute(const std::string& key) const { return attributes.count(key) > 0; }
  int64_t GetInt(const std::string& key, int64_t fallback) const;
  float GetFloat(const std::string& key, float fallback) const;
  std::string GetString(const std::string& key, const std::string& fallback) const;
  std::vector<int64_t> GetInts(const std::string& key, std::vector<int64_t> fallback = {}) const;
  std::vector<float> GetFloats(const std::string& key, std::vector<float> fallback = {}) const;
  // The input name at `index`, or "" when absent.
  const std::string& Input(size_t index) const;
  // "Conv 'name'" for error messages.
  std::string Describe() const;
};

// A graph input or output and the layout its data has outside the graph.
struct GraphEdge {
  std::string tensor;          // the IR tensor at the edge
  Layout external_layout = Layout::kNCHW;
  std::string external_name;   // the model's name for it (kept when passes move the edge)
};

struct Graph {
  std::string source;  // the model file, named in every error
  std::map<std::string, Tensor> tensors;
  std::vector<Op> ops;  // topologically sorted
  std::vector<GraphEdge> inputs;
  std::vector<GraphEdge> outputs;

  Tensor* FindTensor(const std::string& name);
  const Tensor* FindTensor(const std::string& name) const;
  bool IsConstant(const std::string& name) const;
  // Indices of ops that read `tensor`.
  std::vector<size_t> Consumers(const std::string& tensor) const;
  // Index of the op that writes `tensor`, if any.
  std::optional<size_t> Producer(const std::string& tensor) const;
  bool IsGraphOutput(const std::string& tensor) const;
  // "model.onnx: node 'conv1' (Conv): " — the prefix of every per-op error.
  std::string ErrorPrefix(const Op& op) const;
  // Adds a float constant with a fresh name derived from `hint`; returns the name.
  std::string AddConstant(const std::string& hint, std::vector<int64_t> shape, std::vector<float> data);
  // A 1-D int64 constant (a shape, axes); returns its name, unique like AddConstant's.
  std::string AddIntConstant(const std::string& hint, std::vector<int64_t> values);
  // Replaces every read of `from` (by ops and graph outputs) with `to`.
  void RenameUses(const std::string& from, const std::string& to);
  // Drops tensors no op or edge refers to.
  void RemoveUnusedTensors();
  // Drops ops whose outputs are neither read nor graph outputs, repeatedly.
  void RemoveDeadOps();
  // Orders ops so each comes after the producers of its inputs, keeping the
  // file's order where it already is one (ONNX requires sorted nodes; some
  // converters append their Casts at the end, and ONNX Runtime sorts them).
  // Ops in a cycle or reading an undefined tensor stay last, in order, for
  // ValidateGraph to name.
  void SortTopologically();
};

// Checks names resolve, ops are topologically ordered, and every tensor has
// a known shape; `require_shapes` false skips the shape check.
Status ValidateGraph(const Graph& graph, bool require_shapes);

// Multi-line human-readable listing (one op per line with shapes).
std::string DumpGraph(const Graph& graph);

// Op-type histogram in first-seen order, e.g. {{"Conv", 54}, {"Relu", 22}}.
std::vector<std::pair<std::string, int>> CountOps(const Graph& graph);

}  // namespace vfx::codegen
