#include "codegen/import/onnx_importer.h"

#include <onnx/onnx_pb.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

#include "codegen/import/shape_inference.h"
#include "codegen/ir/shape_util.h"
#include "codegen/ops/op_def.h"
#include "codegen/ops/quantized_operators.h"
#include "src/core/half.h"

namespace vfx::codegen {
namespace {

template <typename T>
Status ReadRaw(const onnx::TensorProto& proto, int64_t count, const std::string& where, std::vector<T>* out) {
  const std::string& raw = proto.raw_data();
  if (static_cast<int64_t>(raw.size()) != count * static_cast<int64_t>(sizeof(T))) {
    return DataLossError(where + "raw data holds " + std::to_string(raw.size()) + " bytes, shape needs " +
                         std::to_string(count * sizeof(T)));
  }
  out->resize(static_cast<size_t>(count));
  if (count > 0) std::memcpy(out->data(), raw.data(), raw.size());
  return Status::Ok();
}

Status CheckCount(int64_t have, int64_t want, const std::string& where) {
  if (have != want) {
    return DataLossError(where + "holds " + std::to_string(have) + " values, shape needs " + std::to_string(want));
  }
  return Status::Ok();
}

// Converts a TensorProto into a constant IR tensor; `where` prefixes errors.
// A graph input fixed by the caller (ImportOptions::fixed_inputs): a constant
// of the declared shape, or [n] (a scalar for one value) where the declared
// shape is a symbolic vector or scalar.
StatusOr<Tensor> FixedInput(const onnx::ValueInfoProto& in, const std::vector<float>& values,
                            const std::string& where) {
  const auto& tt = in.type().tensor_type();
  Tensor t;
  t.name = in.name();
  t.is_constant = true;
  t.shape_known = true;
  bool symbolic = !tt.has_shape();
  for (int i = 0; tt.has_shape() && i < tt.shape().dim_size(); ++i) {
    const auto& d = tt.shape().dim(i);
    symbolic = symbolic || !(d.has_dim_value() && d.dim_value() > 0);
    t.shape.push_back(d.has_dim_value() ? d.dim_value() : -1);
  }
  const int64_t count = static_cast<int64_t>(values.size());
  if (symbolic) {
    if (t.shape.size() > 1) {
      return InvalidArgumentError(where + "is fixed by the config, but its declared shape " + DimsString(t.shape) +
                                  " has symbolic dimensions beyond the first");
    }
    t.shape = {count};
  } else if (Product(t.shape) != count) {
    return InvalidArgumentError(where + "is fixed by the config with " + std::to_string(count) +
                                " values; its declared shape " + DimsString(t.shape) + " holds " +
                                std::to_string(Product(t.shape)));
  }
  switch (tt.elem_type()) {
    case onnx::TensorProto::FLOAT:
    case onnx::TensorProto::FLOAT16:
      t.type = DataType::kFloat;
      t.float_data = values;
      break;
    case onnx::TensorProto::INT64:
    case onnx::TensorProto::INT32:
      t.type = DataType::kInt64;
      for (float v : values) {
        if (v != std::floor(v)) {
          return InvalidArgumentError(where + "is an integer input; the config fixes it to " + std::to_string(v));
        }
        t.int_data.push_back(static_cast<int64_t>(v));
      }
      t.stored_type = tt.elem_type();
      break;
    default:
      return UnimplementedError(where + "element type " + std::to_string(tt.elem_type()) +
                                " cannot be fixed (float or integer inputs only)");
  }
  return t;
}

StatusOr<Tensor> ConvertTensor(const onnx::TensorProto& proto, const std::string& name, const std::string& where) {
  Tensor t;
  t.name = name;
  t.is_constant = true;
  t.shape_known = true;
  for (int64_t d : proto.dims()) {
    if (d < 0) return DataLossError(where + "negative dimension " + std::to_string(d));
    t.shape.push_back(d);
  }
  const std::optional<int64_t> checked = CheckedElementCount(t.shape);
  if (!checked) {
    return InvalidArgumentError(where + "shape " + DimsString(t.shape) + " has more than 2^28 elements");
  }
  const int64_t count = *checked;
  if (proto.data_location() == onnx::TensorProto::EXTERNAL) {
    return UnimplementedError(where + "external tensor data is not supported (store weights inside the .onnx file)");
  }
  const bool raw = proto.has_raw_data();
  t.stored_type = proto.data_type();
  switch (proto.data_type()) {
    case onnx::TensorProto::FLOAT:
      t.type = DataType::kFloat;
      if (raw) {
        RETURN_IF_ERROR(ReadRaw(proto, count, where, &t.float_data));
      } else {
        RETURN_IF_ERROR(CheckCount(proto.float_data_size(), count, where));
        t.float_data.assign(proto.float_data().begin(), proto.float_data().end());
      }
      return t;
    case onnx::TensorProto::DOUBLE: {
      t.type = DataType::kFloat;
      std::vector<double> v;
      if (raw) {
        RETURN_IF_ERROR(ReadRaw(proto, count, where, &v));
      } else {
        RETURN_IF_ERROR(CheckCount(proto.double_data_size(), count, where));
        v.assign(proto.double_data().begin(), proto.double_data().end());
      }
      t.float_data.assign(v.begin(), v.end());
      return t;
    }
    case onnx::TensorProto::FLOAT16: {
      t.type = DataType::kFloat;
      std::vector<uint16_t> v;
      if (raw) {
        RETURN_IF_ERROR(ReadRaw(proto, count, where, &v));
      } else {
        RETURN_IF_ERROR(CheckCount(proto.int32_data_size(), count, where));
        for (int32_t bits : proto.int32_data()) v.push_back(static_cast<uint16_t>(bits));
      }
      for (uint16_t h : v) t.float_data.push_back(HalfToFloat(h));
      return t;
    }
    case onnx::TensorProto::INT64:
      t.type = DataType::kInt64;
      if (raw) {
        RETURN_IF_ERROR(ReadRaw(proto, count, where, &t.int_data));
      } else {
        RETURN_IF_ERROR(CheckCount(proto.int64_data_size(), count, where));
        t.int_data.assign(proto.int64_data().begin(), proto.int64_data().end());
      }
      return t;
    case onnx::TensorProto::INT32:
    case onnx::TensorProto::INT8:
    case onnx::TensorProto::UINT8:
    case onnx::TensorProto::BOOL: {
      t.type = DataType::kInt64;
      if (raw) {
        if (proto.data_type() == onnx::TensorProto::INT32) {
          std::vector<int32_t> v;
          RETURN_IF_ERROR(ReadRaw(proto, count, where, &v));
          t.int_data.assign(v.begin(), v.end());
        } else if (proto.data_type() == onnx::TensorProto::INT8) {
          std::vector<int8_t> v;
          RETURN_IF_ERROR(ReadRaw(proto, count, where, &v));
          t.int_data.assign(v.begin(), v.end());
        } else {
          std::vector<uint8_t> v;
          RETURN_IF_ERROR(ReadRaw(proto, count, where, &v));
          t.int_data.assign(v.begin(), v.end());
        }
      } else {
        RETURN_IF_ERROR(CheckCount(proto.int32_data_size(), count, where));
        t.int_data.assign(proto.int32_data().begin(), proto.int32_data().end());
      }
      return t;
    }
    default:
      return UnimplementedError(where + "tensor data type " + std::to_string(proto.data_type()) + " is not supported");
  }
}

StatusOr<Attribute> ConvertAttribute(const onnx::AttributeProto& a, const std::string& where) {
  switch (a.type()) {
    case onnx::AttributeProto::INT: return Attribute(static_cast<int64_t>(a.i()));
    case onnx::AttributeProto::FLOAT: return Attribute(a.f());
    case onnx::AttributeProto::STRING: return Attribute(a.s());
    case onnx::AttributeProto::INTS: return Attribute(std::vector<int64_t>(a.ints().begin(), a.ints().end()));
    case onnx::AttributeProto::FLOATS: return Attribute(std::vector<float>(a.floats().begin(), a.floats().end()));
    default:
      return UnimplementedError(where + "attribute '" + a.name() + "' has unsupported type " +
                                std::to_string(a.type()));
  }
}

// A Constant node's value as a tensor named `name`.
StatusOr<Tensor> ConvertConstantNode(const onnx::NodeProto& node, const std::string& name, const std::string& where) {
  for (const onnx::AttributeProto& a : node.attribute()) {
    if (a.name() == "value") return ConvertTensor(a.t(), name, where);
    Tensor t;
    t.name = name;
    t.is_constant = true;
    t.shape_known = true;
    if (a.name() == "value_float") {
      t.float_data = {a.f()};
    } else if (a.name() == "value_floats") {
      t.float_data.assign(a.floats().begin(), a.floats().end());
      t.shape = {static_cast<int64_t>(t.float_data.size())};
    } else if (a.name() == "value_int") {
      t.type = DataType::kInt64;
      t.int_data = {a.i()};
    } else if (a.name() == "value_ints") {
      t.type = DataType::kInt64;
      t.int_data.assign(a.ints().begin(), a.ints().end());
      t.shape = {static_cast<int64_t>(t.int_data.size())};
    } else {
      return UnimplementedError(where + "Constant attribute '" + a.name() + "' is not supported");
    }
    return t;
  }
  return InvalidArgumentError(where + "Constant node has no value");
}

int DefaultOpset(const onnx::ModelProto& model) {
  for (const auto& o : model.opset_import()) {
    if (o.domain().empty() || o.domain() == "ai.onnx") return static_cast<int>(o.version());
  }
  return 1;
}

// Rewrites legacy spellings into their current form so later stages see one
// spelling per op: Upsample and opset-10 Resize become opset-11 Resize.
void CanonicaliseLegacyOp(Op& op, int opset, Graph& graph) {
  if (op.type == "Upsample" || (op.type == "Resize" && opset < 11)) {
    std::string scales = op.Input(1);
    if (scales.empty() && op.HasAttribute("scales")) {
      std::vector<float> s = op.GetFloats("scales");
      scales = graph.AddConstant(op.name + "_scales", {static_cast<int64_t>(s.size())}, s);
    }
    std::string mode = op.GetString("mode", "nearest");
    op.type = "Resize";
    op.inputs = {op.Input(0), "", scales};
    op.attributes.clear();
    op.attributes["mode"] = mode;
    op.attributes["coordinate_transformation_mode"] = std::string("asymmetric");
    op.attributes["nearest_mode"] = std::string("floor");
  }
  if (op.type == "Softmax" && opset < 13) {
    // Before opset 13 Softmax flattens from `axis` on; shape inference checks
    // that this equals a softmax over `axis` alone.
    op.attributes["flatten_from_axis"] = int64_t{1};
    if (!op.HasAttribute("axis")) op.attributes["axis"] = int64_t{1};
  }
}

}  // namespace

const std::vector<std::string>& SupportedOnnxOps() {
  static const std::vector<std::string> kOps = [] {
    // Every op with a definition (codegen/ops/op_def.h), the legacy spelling
    // CanonicaliseLegacyOp rewrites, the ops constant folding evaluates
    // on shape arithmetic only, and the quantised ops expanded at import
    // (ops/quantized_operators.h; com.microsoft's QLinear ops are checked there).
    std::vector<std::string> ops;
    for (const std::string& type : OpDefTypes()) {
      if (type.rfind("Vfx", 0) != 0) ops.push_back(type);  // not the passes' internal ops
    }
    for (const char* type : {"Upsample", "Shape", "Size", "ConstantOfShape", "Range", "Equal", "Where",
                             "DynamicQuantizeLinear", "ConvInteger", "MatMulInteger", "QLinearConv", "QLinearMatMul"}) {
      ops.push_back(type);
    }
    return ops;
  }();
  return kOps;
}

StatusOr<Graph> ImportOnnxFile(const std::string& path, const ImportOptions& options) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return NotFoundError(path + ": cannot open the model file");
  std::ostringstream buffer;
  buffer << file.rdbuf();
  return ImportOnnxBytes(buffer.str(), path, options);
}

StatusOr<Graph> ImportOnnxBytes(const std::string& bytes, const std::string& source, const ImportOptions& options) {
  if (bytes.empty()) return DataLossError(source + ": the model file is empty");
  onnx::ModelProto model;
  if (!model.ParseFromString(bytes)) {
    return DataLossError(source + ": not a valid ONNX ModelProto (truncated or corrupt protobuf, " +
                         std::to_string(bytes.size()) + " bytes)");
  }
  return ImportOnnxModel(model, source, options);
}

StatusOr<Graph> ImportOnnxModel(const onnx::ModelProto& model, const std::string& source,
                                const ImportOptions& options) {
  if (!model.has_graph() || model.graph().node_size() == 0) {
    return DataLossError(source + ": the model has no graph nodes (truncated or not an ONNX model)");
  }
  if (model.opset_import_size() == 0) {
    return DataLossError(source + ": the model declares no opset (truncated or not an ONNX model)");
  }
  const int opset = DefaultOpset(model);
  const onnx::GraphProto& g = model.graph();
  Graph graph;
  graph.source = source;

  for (const onnx::TensorProto& init : g.initializer()) {
    std::string where = source + ": initializer '" + init.name() + "': ";
    ASSIGN_OR_RETURN(Tensor t, ConvertTensor(init, init.name(), where));
    graph.tensors[init.name()] = std::move(t);
  }

  for (const onnx::ValueInfoProto& in : g.input()) {
    if (graph.tensors.count(in.name())) continue;  // IR < 4 lists initializers as inputs
    const std::string where = source + ": graph input '" + in.name() + "': ";
    if (!in.type().has_tensor_type()) return UnimplementedError(where + "only tensor inputs are supported");
    if (auto fixed = options.fixed_inputs.find(in.name()); fixed != options.fixed_inputs.end()) {
      ASSIGN_OR_RETURN(Tensor constant, FixedInput(in, fixed->second, where));
      graph.tensors[constant.name] = std::move(constant);
      continue;
    }
    const auto& tt = in.type().tensor_type();
    // A half-precision model (a float16 conversion that did not keep float inputs) runs in float
    // like any other: the frames come in as floats whatever the model declares.
    if (tt.elem_type() != onnx::TensorProto::FLOAT && tt.elem_type() != onnx::TensorProto::FLOAT16) {
      return UnimplementedError(where + "element type " + std::to_string(tt.elem_type()) +
                                " is not supported (float or float16 only)");
    }
    Tensor t;
    t.name = in.name();
    auto it = options.input_shapes.find(in.name());
    if (it != options.input_shapes.end()) {
      t.shape = it->second;
      if (tt.has_shape() && tt.shape().dim_size() != static_cast<int>(t.shape.size())) {
        return InvalidArgumentError(where + "the configured shape has rank " + std::to_string(t.shape.size()) +
                                    ", the model's has " + std::to_string(tt.shape().dim_size()));
      }
    } else {
      if (!tt.has_shape()) return InvalidArgumentError(where + "has no shape and none was configured");
      for (int i = 0; i < tt.shape().dim_size(); ++i) {
        const auto& d = tt.shape().dim(i);
        if (d.has_dim_value() && d.dim_value() > 0) {
          t.shape.push_back(d.dim_value());
        } else if (i == 0) {
          t.shape.push_back(1);  // symbolic batch
        } else if (!options.infer_shapes) {
          t.shape.push_back(-1);  // left for the caller to fix
        } else {
          return InvalidArgumentError(where + "dimension " + std::to_string(i) + " is symbolic ('" + d.dim_param() +
                                      "'); configure the input size");
        }
      }
    }
    // -1: a dimension left for the caller to fix (declared-shape imports).
    if (std::find(t.shape.begin(), t.shape.end(), -1) == t.shape.end() && !CheckedElementCount(t.shape)) {
      return InvalidArgumentError(where + "shape " + DimsString(t.shape) +
                                  " has a negative dimension or more than 2^28 elements");
    }
    t.shape_known = true;
    graph.tensors[t.name] = t;
    graph.inputs.push_back({t.name, Layout::kNCHW, t.name});
  }
  if (graph.inputs.empty()) return InvalidArgumentError(source + ": the model has no (non-constant) graph input");

  const std::set<std::string> supported(SupportedOnnxOps().begin(), SupportedOnnxOps().end());
  for (int n = 0; n < g.node_size(); ++n) {
    const onnx::NodeProto& node = g.node(n);
    Op op;
    op.type = node.op_type();
    op.name = node.name().empty() ? node.op_type() + "_" + std::to_string(n) : node.name();
    const std::string where = source + ": " + op.Describe() + ": ";
    const bool onnx_domain = node.domain().empty() || node.domain() == "ai.onnx";
    if (!onnx_domain && !IsExpandedQuantizedOp(node.domain(), op.type)) {
      return UnimplementedError(where + "domain '" + node.domain() + "' is not supported");
    }
    if (node.output_size() == 0) return DataLossError(where + "node has no outputs");
    if (op.type == "Constant") {
      ASSIGN_OR_RETURN(Tensor t, ConvertConstantNode(node, node.output(0), where));
      graph.tensors[t.name] = std::move(t);
      continue;
    }
    if (onnx_domain && !supported.count(op.type)) {
      return UnimplementedError(where + "op '" + op.type + "' is not supported");
    }
    op.inputs.assign(node.input().begin(), node.input().end());
    op.outputs.assign(node.output().begin(), node.output().end());
    for (const onnx::AttributeProto& a : node.attribute()) {
      if (a.type() == onnx::AttributeProto::TENSOR && op.type == "ConstantOfShape" && a.name() == "value") {
        ASSIGN_OR_RETURN(Tensor v, ConvertTensor(a.t(), "value", where));
        std::vector<double> d = v.ValuesAsDouble();
        op.attributes["value"] = d.empty() ? 0.f : static_cast<float>(d[0]);
        op.attributes["value_is_int"] = int64_t{v.type == DataType::kInt64};
        continue;
      }
      ASSIGN_OR_RETURN(Attribute attr, ConvertAttribute(a, where));
      op.attributes[a.name()] = std::move(attr);
    }
    for (const std::string& out : op.outputs) {
      if (out.empty()) continue;
      if (graph.tensors.count(out)) return InvalidArgumentError(where + "output '" + out + "' is defined twice");
      Tensor t;
      t.name = out;
      graph.tensors[out] = t;
    }
    CanonicaliseLegacyOp(op, opset, graph);
    if (IsExpandedQuantizedOp(node.domain(), op.type)) {
      ASSIGN_OR_RETURN(std::vector<Op> expanded, ExpandQuantizedOp(op, graph, where));
      for (Op& e : expanded) graph.ops.push_back(std::move(e));
      continue;
    }
    graph.ops.push_back(std::move(op));
  }

  for (const onnx::ValueInfoProto& out : g.output()) graph.outputs.push_back({out.name(), Layout::kNCHW, out.name()});
  if (graph.outputs.empty()) return InvalidArgumentError(source + ": the model has no graph output");
  // Optional trailing outputs (Dropout's mask) are dropped as dead code.
  graph.RemoveDeadOps();
  graph.SortTopologically();
  RETURN_IF_ERROR(ValidateGraph(graph, /*require_shapes=*/false));
  if (options.infer_shapes) RETURN_IF_ERROR(InferShapesAndFoldConstants(graph));
  return graph;
}

}  // namespace vfx::codegen
