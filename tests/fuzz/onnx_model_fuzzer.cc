// libFuzzer target: arbitrary bytes as an ONNX model through the whole code
// generator (import, shape inference, constant folding, normalisation,
// lowering to GPU programs) and the WebGPU plan writer (the WGSL translator).
// Any input must end in a plan or a Status error: a crash, a hang, an
// out-of-memory or a sanitizer report is a bug. `make fuzz` runs it.
//
// Random bytes rarely parse as a model, so a custom mutator edits the model's
// structure where the input parses (attribute values, dimensions, op types,
// wiring that makes cycles or mismatched shapes, truncated weights, opsets)
// and falls back to libFuzzer's byte mutations otherwise.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <onnx/onnx_pb.h>

#include "codegen/emit/webgpu_plan_writer.h"
#include "codegen/tools/compile_model.h"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

namespace {

const int64_t kInteresting[] = {-1, 0, 1, 2, 3, 4, 7, 8, 64, 1 << 14, 1 << 20, 2147483647LL, -2147483648LL,
                                9223372036854775807LL};
const char* const kOps[] = {"Conv", "ConvTranspose", "Relu", "Add", "Mul", "Concat", "Resize", "Reshape",
                            "Transpose", "Softmax", "GlobalAveragePool", "MaxPool", "AveragePool", "Split",
                            "Slice", "Gather", "MatMul", "Gemm", "Pad", "ReduceMean", "Sigmoid", "Clip",
                            "BatchNormalization", "InstanceNormalization", "Expand", "Squeeze", "Unsqueeze",
                            "Flatten", "Sum", "Div", "Sub", "PRelu", "Upsample", "DepthToSpace", "Cast"};

template <typename T>
T Pick(std::mt19937& rng, T n) {
  return static_cast<T>(std::uniform_int_distribution<long long>(0, static_cast<long long>(n) - 1)(rng));
}

// One structural edit of `model`; false when there was nothing to edit.
bool MutateModel(onnx::ModelProto& model, std::mt19937& rng) {
  onnx::GraphProto* g = model.mutable_graph();
  const int64_t value = kInteresting[Pick<size_t>(rng, std::size(kInteresting))];
  switch (Pick(rng, 9)) {
    case 0: {  // an integer attribute, or one entry of a list
      if (g->node_size() == 0) return false;
      onnx::NodeProto* n = g->mutable_node(Pick(rng, g->node_size()));
      if (n->attribute_size() == 0) return false;
      const int index = Pick(rng, n->attribute_size());
      onnx::AttributeProto* a = n->mutable_attribute(index);
      if (a->ints_size() > 0) {
        a->set_ints(Pick(rng, a->ints_size()), value);
      } else if (a->has_i()) {
        a->set_i(value);
      } else if (a->has_f()) {
        a->set_f(static_cast<float>(value));
      } else {
        n->mutable_attribute()->DeleteSubrange(index, 1);
      }
      return true;
    }
    case 1: {  // another op type
      if (g->node_size() == 0) return false;
      g->mutable_node(Pick(rng, g->node_size()))->set_op_type(kOps[Pick<size_t>(rng, std::size(kOps))]);
      return true;
    }
    case 2: {  // rewire an input: cycles, wrong shapes, self-loops
      if (g->node_size() < 2) return false;
      onnx::NodeProto* n = g->mutable_node(Pick(rng, g->node_size()));
      const onnx::NodeProto& other = g->node(Pick(rng, g->node_size()));
      if (n->input_size() == 0 || other.output_size() == 0) return false;
      n->set_input(Pick(rng, n->input_size()), other.output(Pick(rng, other.output_size())));
      return true;
    }
    case 3: {  // drop or duplicate a node
      if (g->node_size() == 0) return false;
      const int at = Pick(rng, g->node_size());
      if (Pick(rng, 2)) {
        g->mutable_node()->DeleteSubrange(at, 1);
      } else {
        *g->add_node() = g->node(at);
      }
      return true;
    }
    case 4: {  // a graph input or output dimension
      auto* values = Pick(rng, 2) ? g->mutable_input() : g->mutable_output();
      if (values->empty()) return false;
      onnx::ValueInfoProto& v = (*values)[Pick(rng, values->size())];
      auto* shape = v.mutable_type()->mutable_tensor_type()->mutable_shape();
      if (shape->dim_size() == 0 || Pick(rng, 8) == 0) {
        shape->add_dim()->set_dim_value(value);
      } else {
        shape->mutable_dim(Pick(rng, shape->dim_size()))->set_dim_value(value);
      }
      return true;
    }
    case 5: {  // an initializer's dimensions (its data stays)
      if (g->initializer_size() == 0) return false;
      onnx::TensorProto* t = g->mutable_initializer(Pick(rng, g->initializer_size()));
      if (t->dims_size() == 0 || Pick(rng, 6) == 0) {
        t->add_dims(value);
      } else {
        t->set_dims(Pick(rng, t->dims_size()), value);
      }
      return true;
    }
    case 6: {  // truncate an initializer's data
      if (g->initializer_size() == 0) return false;
      onnx::TensorProto* t = g->mutable_initializer(Pick(rng, g->initializer_size()));
      if (!t->raw_data().empty()) {
        t->mutable_raw_data()->resize(Pick(rng, t->raw_data().size()));
      } else if (t->float_data_size() > 0) {
        t->mutable_float_data()->Truncate(Pick(rng, t->float_data_size()));
      } else {
        t->set_data_type(static_cast<int32_t>(Pick(rng, 17)));
      }
      return true;
    }
    case 7: {  // the opset
      if (model.opset_import_size() == 0) return false;
      model.mutable_opset_import(0)->set_version(Pick(rng, 25));
      return true;
    }
    default: {  // graph outputs: rename to another tensor, or drop
      if (g->output_size() == 0 || g->node_size() == 0) return false;
      const onnx::NodeProto& n = g->node(Pick(rng, g->node_size()));
      if (n.output_size() == 0) return false;
      g->mutable_output(Pick(rng, g->output_size()))->set_name(n.output(0));
      return true;
    }
  }
}

}  // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned int seed) {
  std::mt19937 rng(seed);
  onnx::ModelProto model;
  if (Pick(rng, 8) != 0 && model.ParseFromArray(data, static_cast<int>(size))) {
    const int edits = 1 + Pick(rng, 3);
    bool changed = false;
    for (int i = 0; i < edits; ++i) changed |= MutateModel(model, rng);
    std::string bytes;
    if (changed && model.SerializeToString(&bytes) && bytes.size() <= max_size) {
      std::memcpy(data, bytes.data(), bytes.size());
      return bytes.size();
    }
  }
  return LLVMFuzzerMutate(data, size, max_size);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  vfx::StatusOr<vfx::codegen::CompiledModel> model =
      vfx::codegen::CompileModelBytes(bytes, "fuzz.onnx", std::nullopt, "");
  if (model.ok()) (void)vfx::codegen::WriteWebGpuPlan(model->plan);
  return 0;
}
