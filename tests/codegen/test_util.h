// Helpers for the codegen tests: build ONNX models with the protobuf API,
// build IR graphs directly, make deterministic inputs, compare tensors.
#pragma once

#include <gtest/gtest.h>
#include <onnx/onnx_pb.h>

#include <cmath>
#include <string>
#include <vector>

#include "codegen/import/onnx_importer.h"
#include "codegen/import/shape_inference.h"
#include "codegen/ir/graph.h"
#include "codegen/reference/cpu_executor.h"

namespace vfx::codegen::testing {

// Builds a ModelProto node by node.
class OnnxBuilder {
 public:
  explicit OnnxBuilder(int opset = 13) {
    model_.set_ir_version(7);
    auto* o = model_.add_opset_import();
    o->set_domain("");
    o->set_version(opset);
    model_.mutable_graph()->set_name("test");
  }

  // A float input; a dim < 0 is symbolic.
  void Input(const std::string& name, const std::vector<int64_t>& dims) {
    auto* in = model_.mutable_graph()->add_input();
    in->set_name(name);
    auto* tt = in->mutable_type()->mutable_tensor_type();
    tt->set_elem_type(onnx::TensorProto::FLOAT);
    for (int64_t d : dims) {
      auto* dim = tt->mutable_shape()->add_dim();
      if (d < 0) dim->set_dim_param("dyn" + std::to_string(-d));
      else dim->set_dim_value(d);
    }
  }

  void Output(const std::string& name) {
    auto* out = model_.mutable_graph()->add_output();
    out->set_name(name);
    out->mutable_type()->mutable_tensor_type()->set_elem_type(onnx::TensorProto::FLOAT);
  }

  static void FillFloat(onnx::TensorProto* t, const std::vector<int64_t>& dims, const std::vector<float>& v) {
    t->set_data_type(onnx::TensorProto::FLOAT);
    for (int64_t d : dims) t->add_dims(d);
    for (float x : v) t->add_float_data(x);
  }

  static void FillInt(onnx::TensorProto* t, const std::vector<int64_t>& dims, const std::vector<int64_t>& v) {
    t->set_data_type(onnx::TensorProto::INT64);
    for (int64_t d : dims) t->add_dims(d);
    for (int64_t x : v) t->add_int64_data(x);
  }

  void Initializer(const std::string& name, const std::vector<int64_t>& dims, const std::vector<float>& v) {
    auto* t = model_.mutable_graph()->add_initializer();
    t->set_name(name);
    FillFloat(t, dims, v);
  }

  // An initializer of an integer type stored in int32_data (UINT8, INT8, INT32).
  void IntInitializer(const std::string& name, const std::vector<int64_t>& dims, const std::vector<int64_t>& v,
                      onnx::TensorProto::DataType type) {
    auto* t = model_.mutable_graph()->add_initializer();
    t->set_name(name);
    t->set_data_type(type);
    for (int64_t d : dims) t->add_dims(d);
    for (int64_t x : v) t->add_int32_data(static_cast<int32_t>(x));
  }

  // A Constant node holding int64 values.
  void ConstantInts(const std::string& name, const std::vector<int64_t>& dims, const std::vector<int64_t>& v) {
    auto* n = Node("Constant", {}, {name}, "const_" + name);
    auto* a = n->add_attribute();
    a->set_name("value");
    a->set_type(onnx::AttributeProto::TENSOR);
    FillInt(a->mutable_t(), dims, v);
  }

  void ConstantFloats(const std::string& name, const std::vector<int64_t>& dims, const std::vector<float>& v) {
    auto* n = Node("Constant", {}, {name}, "const_" + name);
    auto* a = n->add_attribute();
    a->set_name("value");
    a->set_type(onnx::AttributeProto::TENSOR);
    FillFloat(a->mutable_t(), dims, v);
  }

  onnx::NodeProto* Node(const std::string& type, const std::vector<std::string>& inputs,
                        const std::vector<std::string>& outputs, const std::string& name) {
    auto* n = model_.mutable_graph()->add_node();
    n->set_op_type(type);
    n->set_name(name);
    for (const auto& i : inputs) n->add_input(i);
    for (const auto& o : outputs) n->add_output(o);
    return n;
  }

  static void AttrInt(onnx::NodeProto* n, const std::string& key, int64_t v) {
    auto* a = n->add_attribute();
    a->set_name(key);
    a->set_type(onnx::AttributeProto::INT);
    a->set_i(v);
  }
  static void AttrFloat(onnx::NodeProto* n, const std::string& key, float v) {
    auto* a = n->add_attribute();
    a->set_name(key);
    a->set_type(onnx::AttributeProto::FLOAT);
    a->set_f(v);
  }
  static void AttrString(onnx::NodeProto* n, const std::string& key, const std::string& v) {
    auto* a = n->add_attribute();
    a->set_name(key);
    a->set_type(onnx::AttributeProto::STRING);
    a->set_s(v);
  }
  static void AttrInts(onnx::NodeProto* n, const std::string& key, const std::vector<int64_t>& v) {
    auto* a = n->add_attribute();
    a->set_name(key);
    a->set_type(onnx::AttributeProto::INTS);
    for (int64_t x : v) a->add_ints(x);
  }

  std::string Serialize() const { return model_.SerializeAsString(); }
  onnx::ModelProto& model() { return model_; }

  StatusOr<Graph> Import(const ImportOptions& options = {}) const {
    return ImportOnnxBytes(Serialize(), "test.onnx", options);
  }

 private:
  onnx::ModelProto model_;
};

// Builds an IR graph directly; Finish() infers shapes like the importer does.
class GraphBuilder {
 public:
  GraphBuilder() { graph_.source = "built.onnx"; }

  std::string Input(const std::string& name, std::vector<int64_t> shape) {
    Tensor t;
    t.name = name;
    t.shape = std::move(shape);
    t.shape_known = true;
    graph_.tensors[name] = t;
    graph_.inputs.push_back({name, Layout::kNCHW, name});
    return name;
  }

  std::string Const(const std::string& name, std::vector<int64_t> shape, std::vector<float> data) {
    return graph_.AddConstant(name, std::move(shape), std::move(data));
  }

  std::string Scalar(const std::string& name, float v) { return Const(name, {1}, {v}); }

  // A 1-D int64 constant (shapes, axes, indices).
  std::string Ints(const std::string& name, std::vector<int64_t> values, std::vector<int64_t> shape = {}) {
    Tensor t;
    t.name = name;
    t.type = DataType::kInt64;
    t.shape = shape.empty() ? std::vector<int64_t>{static_cast<int64_t>(values.size())} : std::move(shape);
    t.shape_known = t.is_constant = true;
    t.int_data = std::move(values);
    graph_.tensors[name] = t;
    return name;
  }

  // Adds an op with one output named `out` and returns `out`.
  std::string Add(const std::string& type, std::vector<std::string> inputs, const std::string& out,
                  std::map<std::string, Attribute> attributes = {}) {
    Op op;
    op.type = type;
    op.name = out + "_op";
    op.inputs = std::move(inputs);
    op.outputs = {out};
    op.attributes = std::move(attributes);
    Tensor t;
    t.name = out;
    graph_.tensors[out] = t;
    graph_.ops.push_back(std::move(op));
    return out;
  }

  Graph Finish(const std::vector<std::string>& outputs) {
    for (const auto& o : outputs) graph_.outputs.push_back({o, Layout::kNCHW, o});
    Status s = InferShapesAndFoldConstants(graph_);
    EXPECT_TRUE(s.ok()) << s.ToString();
    return graph_;
  }

  Graph& graph() { return graph_; }

 private:
  Graph graph_;
};

// Deterministic pseudo-random values in [lo, hi).
inline std::vector<float> Noise(size_t n, uint32_t seed, float lo = -1.f, float hi = 1.f) {
  std::vector<float> v(n);
  uint32_t s = seed * 2654435761u + 12345u;
  for (float& x : v) {
    s = s * 1664525u + 1013904223u;
    x = lo + (hi - lo) * static_cast<float>(s >> 8) / static_cast<float>(1u << 24);
  }
  return v;
}

inline HostTensor RandomTensor(std::vector<int64_t> shape, uint32_t seed, float lo = -1.f, float hi = 1.f) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return {shape, Noise(static_cast<size_t>(n), seed, lo, hi)};
}

inline float MaxAbsDiff(const HostTensor& a, const HostTensor& b) {
  EXPECT_EQ(a.shape, b.shape);
  if (a.data.size() != b.data.size()) return INFINITY;
  float m = 0;
  for (size_t i = 0; i < a.data.size(); ++i) m = std::max(m, std::fabs(a.data[i] - b.data[i]));
  return m;
}

// Runs a graph on one input and returns its first output (fails the test on error).
inline HostTensor RunOne(const Graph& graph, const HostTensor& input) {
  auto r = RunCpuReference(graph, {input});
  EXPECT_TRUE(r.ok()) << r.status().ToString();
  if (!r.ok()) return {};
  return r->outputs[0];
}

inline int CountType(const Graph& graph, const std::string& type) {
  int n = 0;
  for (const Op& op : graph.ops) n += op.type == type;
  return n;
}

}  // namespace vfx::codegen::testing
