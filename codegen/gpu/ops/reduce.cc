// ReduceMean/Max/Min/Sum over any axes, the general form: each output element
// loops over the reduced axes of its input. The passes turn the common forms
// into faster programs first (a mean over H and W is a global pool, a mean
// over the channels a 1x1 conv: passes/lower_global_reductions.h).
#include <algorithm>
#include <string>

#include "codegen/gpu/index_remap.h"
#include "codegen/gpu/ops/op_emitters.h"

namespace vfx::codegen::gpu {

Status EmitReduce(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape out_shape, ActivationShape(graph, op.outputs[0]));
  const std::vector<int64_t> in_dims = graph.FindTensor(op.Input(0))->shape;
  const std::vector<int64_t> out_dims = graph.FindTensor(op.outputs[0])->shape;
  const std::vector<int64_t> axes = op.GetInts("axes");
  const bool keep = op.GetInt("keepdims", 1) != 0;
  const Index out = OutputIndex(out_dims.size());
  // The input index: kept axes from the output's, reduced ones loop.
  Index in(in_dims.size());
  std::string loops, close;
  int64_t count = 1;
  size_t next = 0;
  for (size_t d = 0; d < in_dims.size(); ++d) {
    const bool reduced = std::find(axes.begin(), axes.end(), static_cast<int64_t>(d)) != axes.end();
    if (!reduced) {
      in[d] = out[next++];
      continue;
    }
    if (keep) ++next;
    in[d] = "j" + std::to_string(d);
    count *= in_dims[d];
    loops += "  for (int " + in[d] + " = 0; " + in[d] + " < " + std::to_string(in_dims[d]) + "; ++" + in[d] + ") {\n";
    close += "  }\n";
  }
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  IndexCode code(kernel.UniqueName("reduced"));
  ASSIGN_OR_RETURN(const std::string value, FetchElement(graph, op, read, in, code));
  std::string init = "0.0", update = "acc += v;", result = "acc";
  if (op.type == "ReduceMax") init = "-3.0e38", update = "acc = max(acc, v);";
  if (op.type == "ReduceMin") init = "3.0e38", update = "acc = min(acc, v);";
  if (op.type == "ReduceMean") result = "acc / " + FloatLiteral(static_cast<double>(count));
  const std::string element = "  // " + op.Describe() + "\n  float acc = " + init + ";\n" + loops + code.lines() +
                              "  float v = " + value + ";\n  " + update + "\n" + close + "  return " + result + ";\n";
  EmitPerLane(op, code.prefix(), element, kernel, out_shape);
  return Status::Ok();
}

Status EmitArgMax(const Op& op, KernelBuilder& kernel) {
  const Graph& graph = kernel.graph();
  ASSIGN_OR_RETURN(tensor::Shape out_shape, ActivationShape(graph, op.outputs[0]));
  const std::vector<int64_t> in_dims = graph.FindTensor(op.Input(0))->shape;
  const std::vector<int64_t> out_dims = graph.FindTensor(op.outputs[0])->shape;
  const size_t axis = static_cast<size_t>(op.GetInt("axis", 0));
  const bool keep = op.GetInt("keepdims", 1) != 0;
  const Index out = OutputIndex(out_dims.size());
  Index in(in_dims.size());
  for (size_t d = 0, next = 0; d < in_dims.size(); ++d) {
    if (d == axis) {
      in[d] = "k";
      if (keep) ++next;
    } else {
      in[d] = out[next++];
    }
  }
  ASSIGN_OR_RETURN(std::string read, kernel.Reader(op.Input(0)));
  IndexCode code(kernel.UniqueName("class_index"));
  ASSIGN_OR_RETURN(const std::string value, FetchElement(graph, op, read, in, code));
  const bool last = op.GetInt("select_last_index", 0) != 0;
  const std::string better = std::string(op.type == "ArgMin" ? "<" : ">") + (last ? "=" : "");
  const std::string element = "  // " + op.Describe() + "\n  float best = 0.0, best_value = 0.0;\n" +
                              "  for (int k = 0; k < " + std::to_string(in_dims[axis]) + "; ++k) {\n" + code.lines() +
                              "    float v = " + value + ";\n    if (k == 0 || v " + better +
                              " best_value) {\n      best_value = v;\n      best = float(k);\n    }\n  }\n" +
                              "  return best;\n";
  EmitPerLane(op, code.prefix(), element, kernel, out_shape);
  return Status::Ok();
}

}  // namespace vfx::codegen::gpu
