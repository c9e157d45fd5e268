#include "codegen/import/shape_inference.h"

#include <cmath>
#include <set>

#include "codegen/import/constant_folding.h"
#include "codegen/import/tensor_op_shapes.h"
#include "codegen/ir/shape_util.h"
#include "codegen/ops/elementwise_ops.h"

namespace vfx::codegen {
namespace {

class ShapeInferrer {
 public:
  explicit ShapeInferrer(Graph& graph) : graph_(graph) {}

  Status InferOp(Op& op) {
    prefix_ = graph_.ErrorPrefix(op);
    for (const std::string& in : op.inputs) {
      if (in.empty()) continue;
      const Tensor* t = graph_.FindTensor(in);
      if (t == nullptr || !t->shape_known) return InternalError(prefix_ + "input '" + in + "' has no known shape");
    }
    const std::string& type = op.type;
    if (type == "Conv") return Conv(op);
    if (type == "ConvTranspose") return ConvTranspose(op);
    if (type == "AveragePool" || type == "MaxPool") return Pool(op);
    if (type == "GlobalAveragePool") return GlobalPool(op);
    if (type == "BatchNormalization") return BatchNorm(op);
    if (type == "Resize") return Resize(op);
    if (type == "Concat") return Concat(op);
    if (type == "Transpose") return Transpose(op);
    if (type == "Softmax") return Softmax(op);
    if (type == "Clip") return Clip(op);
    if (type == "Reshape" || type == "Flatten" || type == "Squeeze" || type == "Unsqueeze") return Reshape(op);
    if (type == "Pad") return Pad(op);
    if (type == "GlobalMaxPool") return GlobalPool(op);
    if (IsTensorOp(type)) {
      ASSIGN_OR_RETURN(std::vector<Dims> shapes, InferTensorOpShapes(graph_, op, prefix_));
      for (size_t i = 0; i < shapes.size(); ++i) RETURN_IF_ERROR(SetOutput(op, i, shapes[i]));
      return Status::Ok();
    }
    if (type == "Cast") {
      const int64_t to = op.GetInt("to", 1);
      if (to != 1 && to != 10 && to != 11) {
        return UnimplementedError(prefix_ + "Cast to type " + std::to_string(to) + " on activations is not supported");
      }
      return SetOutput(op, 0, Shape(op, 0));
    }
    if (FindUnaryOp(type) || type == "Identity" || type == "Dropout") return SetOutput(op, 0, Shape(op, 0));
    if (type == "InstanceNormalization") {
      RETURN_IF_ERROR(Require4d(op, 0));
      for (size_t i : {size_t{1}, size_t{2}}) {
        if (Product(Shape(op, i)) != Shape(op, 0)[1]) {
          return InvalidArgumentError(prefix_ + "scale/bias size does not match the channels");
        }
      }
      return SetOutput(op, 0, Shape(op, 0));
    }
    if (FindBinaryOp(type) || type == "Sum") {  // numpy broadcasting over every input
      Dims shape = Shape(op, 0);
      for (size_t i = 1; i < op.inputs.size(); ++i) {
        auto b = BroadcastShapes(shape, Shape(op, i));
        if (!b) {
          return InvalidArgumentError(prefix_ + "shapes " + DimsString(shape) + " and " + DimsString(Shape(op, i)) +
                                      " do not broadcast");
        }
        shape = *b;
      }
      return SetOutput(op, 0, shape);
    }
    return UnimplementedError(prefix_ + "op '" + type + "' is only supported on constant inputs (shape arithmetic)");
  }

 private:
  const Dims& Shape(const Op& op, size_t i) { return graph_.FindTensor(op.inputs[i])->shape; }

  Status SetOutput(const Op& op, size_t i, Dims shape, DataType type = DataType::kFloat) {
    if (i >= op.outputs.size() || op.outputs[i].empty()) return Status::Ok();
    for (int64_t d : shape) {
      if (d <= 0) return InvalidArgumentError(prefix_ + "inferred output shape " + DimsString(shape) + " is empty");
    }
    Tensor* t = graph_.FindTensor(op.outputs[i]);
    t->shape = std::move(shape);
    t->shape_known = true;
    t->type = type;
    return Status::Ok();
  }

  StatusOr<std::vector<double>> ConstantInput(const Op& op, size_t i, const std::string& what) {
    const std::string& name = op.Input(i);
    if (name.empty()) return std::vector<double>{};
    const Tensor* t = graph_.FindTensor(name);
    if (!t->is_constant) return UnimplementedError(prefix_ + what + " must be a constant (input '" + name + "')");
    return t->ValuesAsDouble();
  }

  Status Require4d(const Op& op, size_t i) {
    if (Shape(op, i).size() != 4) {
      return UnimplementedError(prefix_ + "only 4-D (NCHW) inputs are supported, got " + DimsString(Shape(op, i)));
    }
    return Status::Ok();
  }

  // Fills kernel_shape, strides, dilations and explicit pads (auto_pad
  // resolved) for a 2-D window op with input spatial size (h, w).
  Status CanonicaliseWindow(Op& op, Dims kernel, int64_t h, int64_t w, bool transposed) {
    if (kernel.size() != 2) return UnimplementedError(prefix_ + "only 2-D windows are supported");
    op.attributes["kernel_shape"] = kernel;
    Dims strides = op.GetInts("strides", {1, 1});
    Dims dilations = op.GetInts("dilations", {1, 1});
    Dims pads = op.GetInts("pads", {0, 0, 0, 0});
    if (strides.size() != 2 || dilations.size() != 2 || pads.size() != 4) {
      return InvalidArgumentError(prefix_ + "strides/dilations/pads have the wrong length for a 2-D op");
    }
    for (int k = 0; k < 2; ++k) {
      if (strides[k] < 1 || dilations[k] < 1 || kernel[k] < 1) {
        return InvalidArgumentError(prefix_ + "kernel, strides and dilations must be >= 1");
      }
    }
    for (int64_t p : pads) {
      if (p < 0) return UnimplementedError(prefix_ + "negative pads are not supported");
    }
    const std::string auto_pad = op.GetString("auto_pad", "NOTSET");
    if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
      if (transposed) return UnimplementedError(prefix_ + "auto_pad " + auto_pad + " on ConvTranspose is not supported");
      const int64_t in[2] = {h, w};
      for (int k = 0; k < 2; ++k) {
        const int64_t out = (in[k] + strides[k] - 1) / strides[k];
        const int64_t total =
            std::max<int64_t>(0, (out - 1) * strides[k] + (kernel[k] - 1) * dilations[k] + 1 - in[k]);
        const int64_t small = total / 2, large = total - small;
        pads[k] = auto_pad == "SAME_UPPER" ? small : large;
        pads[k + 2] = auto_pad == "SAME_UPPER" ? large : small;
      }
    } else if (auto_pad == "VALID") {
      pads = {0, 0, 0, 0};
    } else if (auto_pad != "NOTSET") {
      return UnimplementedError(prefix_ + "auto_pad '" + auto_pad + "' is not supported");
    }
    op.attributes["auto_pad"] = std::string("NOTSET");
    op.attributes["strides"] = strides;
    op.attributes["dilations"] = dilations;
    op.attributes["pads"] = pads;
    return Status::Ok();
  }

  Status Conv(Op& op) {
    RETURN_IF_ERROR(Require4d(op, 0));
    if (!graph_.IsConstant(op.Input(1))) return UnimplementedError(prefix_ + "the weights must be constant");
    if (!op.Input(2).empty() && !graph_.IsConstant(op.Input(2))) {
      return UnimplementedError(prefix_ + "the bias must be constant");
    }
    const Dims& x = Shape(op, 0);
    const Dims& wt = Shape(op, 1);
    if (wt.size() != 4) return UnimplementedError(prefix_ + "only 2-D convolution is supported");
    const int64_t group = op.GetInt("group", 1);
    if (group < 1 || x[1] != wt[1] * group || wt[0] % group != 0) {
      return InvalidArgumentError(prefix_ + "input channels " + std::to_string(x[1]) + ", weight " + DimsString(wt) +
                                  " and group " + std::to_string(group) + " do not match");
    }
    if (!op.Input(2).empty() && Product(Shape(op, 2)) != wt[0]) {
      return InvalidArgumentError(prefix_ + "bias size does not match the output channels");
    }
    Dims kernel = op.GetInts("kernel_shape", {wt[2], wt[3]});
    if (kernel != Dims{wt[2], wt[3]}) return InvalidArgumentError(prefix_ + "kernel_shape does not match the weights");
    RETURN_IF_ERROR(CanonicaliseWindow(op, kernel, x[2], x[3], false));
    op.attributes["group"] = group;
    const Dims s = op.GetInts("strides"), d = op.GetInts("dilations"), p = op.GetInts("pads");
    Dims out = {x[0], wt[0], 0, 0};
    for (int k = 0; k < 2; ++k) {
      out[2 + k] = (x[2 + k] + p[k] + p[k + 2] - ((kernel[k] - 1) * d[k] + 1)) / s[k] + 1;
    }
    return SetOutput(op, 0, out);
  }

  Status ConvTranspose(Op& op) {
    RETURN_IF_ERROR(Require4d(op, 0));
    if (!graph_.IsConstant(op.Input(1))) return UnimplementedError(prefix_ + "the weights must be constant");
    if (!op.Input(2).empty() && !graph_.IsConstant(op.Input(2))) {
      return UnimplementedError(prefix_ + "the bias must be constant");
    }
    const Dims& x = Shape(op, 0);
    const Dims& wt = Shape(op, 1);  // [C_in, C_out / group, kh, kw]
    if (wt.size() != 4) return UnimplementedError(prefix_ + "only 2-D transposed convolution is supported");
    const int64_t group = op.GetInt("group", 1);
    if (group < 1 || x[1] != wt[0] || wt[0] % group != 0) {
      return InvalidArgumentError(prefix_ + "input channels and weight " + DimsString(wt) + " do not match");
    }
    Dims kernel = op.GetInts("kernel_shape", {wt[2], wt[3]});
    RETURN_IF_ERROR(CanonicaliseWindow(op, kernel, x[2], x[3], true));
    op.attributes["group"] = group;
    const Dims s = op.GetInts("strides"), d = op.GetInts("dilations");
    Dims p = op.GetInts("pads");
    Dims out_pad = op.GetInts("output_padding", {0, 0});
    Dims out = {x[0], wt[1] * group, 0, 0};
    const Dims output_shape = op.GetInts("output_shape");
    for (int k = 0; k < 2; ++k) {
      const int64_t full = s[k] * (x[2 + k] - 1) + out_pad[k] + (kernel[k] - 1) * d[k] + 1;
      if (!output_shape.empty()) {
        const int64_t want = output_shape[output_shape.size() - 2 + k];
        const int64_t total = full - want;
        if (total < 0) return UnimplementedError(prefix_ + "output_shape larger than the full output");
        p[k] = total / 2;  // SAME_UPPER-like split, as ONNX specifies for output_shape
        p[k + 2] = total - total / 2;
        if (op.GetString("auto_pad", "NOTSET") == "SAME_LOWER") std::swap(p[k], p[k + 2]);
      }
      out[2 + k] = full - p[k] - p[k + 2];
    }
    op.attributes["pads"] = p;
    op.attributes["output_padding"] = out_pad;
    op.attributes.erase("output_shape");
    return SetOutput(op, 0, out);
  }

  Status Pool(Op& op) {
    RETURN_IF_ERROR(Require4d(op, 0));
    if (op.outputs.size() > 1 && !op.outputs[1].empty()) {
      return UnimplementedError(prefix_ + "the MaxPool indices output is not supported");
    }
    if (op.GetInt("storage_order", 0) != 0) return UnimplementedError(prefix_ + "storage_order 1 is not supported");
    const Dims& x = Shape(op, 0);
    RETURN_IF_ERROR(CanonicaliseWindow(op, op.GetInts("kernel_shape"), x[2], x[3], false));
    const bool ceil_mode = op.GetInt("ceil_mode", 0) != 0;
    const Dims k = op.GetInts("kernel_shape"), s = op.GetInts("strides"), d = op.GetInts("dilations"),
               p = op.GetInts("pads");
    Dims out = {x[0], x[1], 0, 0};
    for (int i = 0; i < 2; ++i) {
      const int64_t span = x[2 + i] + p[i] + p[i + 2] - ((k[i] - 1) * d[i] + 1);
      int64_t o = (ceil_mode ? (span + s[i] - 1) / s[i] : span / s[i]) + 1;
      // A window may not start inside the end padding only (ONNX Runtime's rule).
      if (ceil_mode && (o - 1) * s[i] >= x[2 + i] + p[i]) --o;
      out[2 + i] = o;
    }
    return SetOutput(op, 0, out);
  }

  Status GlobalPool(Op& op) {
    RETURN_IF_ERROR(Require4d(op, 0));
    const Dims& x = Shape(op, 0);
    return SetOutput(op, 0, {x[0], x[1], 1, 1});
  }

  Status BatchNorm(Op& op) {
    RETURN_IF_ERROR(Require4d(op, 0));
    if (op.GetInt("training_mode", 0) != 0) return UnimplementedError(prefix_ + "training_mode is not supported");
    for (size_t i = 1; i <= 4; ++i) {
      if (!graph_.IsConstant(op.Input(i))) return UnimplementedError(prefix_ + "scale/bias/mean/var must be constant");
      if (Product(Shape(op, i)) != Shape(op, 0)[1]) {
        return InvalidArgumentError(prefix_ + "parameter size does not match the channels");
      }
    }
    op.outputs.resize(1);  // running mean/var outputs are training-only
    return SetOutput(op, 0, Shape(op, 0));
  }

  Status Resize(Op& op) {
    RETURN_IF_ERROR(Require4d(op, 0));
    const Dims x = Shape(op, 0);
    const std::string mode = op.GetString("mode", "nearest");
    if (mode != "nearest" && mode != "linear" && mode != "bilinear") {
      return UnimplementedError(prefix_ + "mode '" + mode + "' is not supported (nearest, linear)");
    }
    op.attributes["mode"] = std::string(mode == "bilinear" ? "linear" : mode);
    const std::string ct = op.GetString("coordinate_transformation_mode", "half_pixel");
    static const std::set<std::string> kModes = {"half_pixel", "asymmetric", "align_corners", "pytorch_half_pixel",
                                                 "tf_half_pixel_for_nn"};
    if (!kModes.count(ct)) return UnimplementedError(prefix_ + "coordinate_transformation_mode '" + ct + "' is not supported");
    op.attributes["coordinate_transformation_mode"] = ct;
    const std::string nm = op.GetString("nearest_mode", "round_prefer_floor");
    static const std::set<std::string> kNearest = {"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"};
    if (!kNearest.count(nm)) return UnimplementedError(prefix_ + "nearest_mode '" + nm + "' is not supported");
    op.attributes["nearest_mode"] = nm;
    if (op.GetInt("antialias", 0) != 0) return UnimplementedError(prefix_ + "antialias is not supported");
    ASSIGN_OR_RETURN(std::vector<double> scales, ConstantInput(op, 2, "the scales"));
    ASSIGN_OR_RETURN(std::vector<double> sizes, ConstantInput(op, 3, "the sizes"));
    Dims out = x;
    std::vector<float> scale_attr;
    if (!sizes.empty()) {
      if (sizes.size() != 4) return InvalidArgumentError(prefix_ + "sizes must have 4 values");
      for (int i = 0; i < 4; ++i) out[i] = static_cast<int64_t>(sizes[i]);
    } else if (!scales.empty()) {
      if (scales.size() != 4) return InvalidArgumentError(prefix_ + "scales must have 4 values");
      for (int i = 0; i < 4; ++i) {
        out[i] = static_cast<int64_t>(std::floor(static_cast<double>(x[i]) * static_cast<float>(scales[i])));
        scale_attr.push_back(static_cast<float>(scales[i]));
      }
    } else {
      return InvalidArgumentError(prefix_ + "neither scales nor sizes is given");
    }
    if (out[0] != x[0] || out[1] != x[1]) {
      return UnimplementedError(prefix_ + "resizing the batch or channel dimension is not supported");
    }
    op.inputs = {op.Input(0)};
    op.attributes.erase("scales");
    if (!scale_attr.empty()) op.attributes["scales"] = scale_attr;
    return SetOutput(op, 0, out);
  }

  Status Concat(Op& op) {
    Dims out = Shape(op, 0);
    auto axis = NormaliseAxis(op.GetInt("axis", 1), static_cast<int64_t>(out.size()));
    if (!axis) return InvalidArgumentError(prefix_ + "axis out of range");
    op.attributes["axis"] = *axis;
    for (size_t i = 1; i < op.inputs.size(); ++i) {
      const Dims& s = Shape(op, i);
      if (s.size() != out.size()) return InvalidArgumentError(prefix_ + "inputs have different ranks");
      for (size_t d = 0; d < s.size(); ++d) {
        if (static_cast<int64_t>(d) != *axis && s[d] != out[d]) {
          return InvalidArgumentError(prefix_ + "input shapes differ outside the concat axis");
        }
      }
      out[static_cast<size_t>(*axis)] += s[static_cast<size_t>(*axis)];
    }
    return SetOutput(op, 0, out, graph_.FindTensor(op.inputs[0])->type);
  }

  Status Transpose(Op& op) {
    const Dims& x = Shape(op, 0);
    Dims perm = op.GetInts("perm");
    if (perm.empty()) {
      for (size_t i = x.size(); i-- > 0;) perm.push_back(static_cast<int64_t>(i));
    }
    if (perm.size() != x.size()) return InvalidArgumentError(prefix_ + "perm length does not match the rank");
    op.attributes["perm"] = perm;
    Dims out;
    for (int64_t p : perm) {
      if (p < 0 || p >= static_cast<int64_t>(x.size())) return InvalidArgumentError(prefix_ + "perm out of range");
      out.push_back(x[static_cast<size_t>(p)]);
    }
    return SetOutput(op, 0, out, graph_.FindTensor(op.inputs[0])->type);
  }

  Status Softmax(Op& op) {
    const Dims& x = Shape(op, 0);
    const int64_t rank = static_cast<int64_t>(x.size());
    auto axis = NormaliseAxis(op.GetInt("axis", -1), rank);
    if (!axis) return InvalidArgumentError(prefix_ + "axis out of range");
    if (op.GetInt("flatten_from_axis", 0) != 0) {
      // Legacy semantics equal a single-axis softmax only if later dims are 1.
      for (int64_t d = *axis + 1; d < rank; ++d) {
        if (x[static_cast<size_t>(d)] != 1) {
          return UnimplementedError(prefix_ + "opset < 13 Softmax over several flattened axes is not supported");
        }
      }
      op.attributes.erase("flatten_from_axis");
    }
    op.attributes["axis"] = *axis;
    return SetOutput(op, 0, x);
  }

  Status Clip(Op& op) {
    float lo = op.GetFloat("min", -INFINITY), hi = op.GetFloat("max", INFINITY);
    ASSIGN_OR_RETURN(std::vector<double> min_v, ConstantInput(op, 1, "the Clip minimum"));
    ASSIGN_OR_RETURN(std::vector<double> max_v, ConstantInput(op, 2, "the Clip maximum"));
    if (!min_v.empty()) lo = static_cast<float>(min_v[0]);
    if (!max_v.empty()) hi = static_cast<float>(max_v[0]);
    op.inputs = {op.Input(0)};
    op.attributes["min"] = lo;
    op.attributes["max"] = hi;
    return SetOutput(op, 0, Shape(op, 0));
  }

  Status Reshape(Op& op) {
    const Dims x = Shape(op, 0);
    const int64_t rank = static_cast<int64_t>(x.size());
    Dims out;
    if (op.type == "Reshape") {
      ASSIGN_OR_RETURN(std::vector<double> target, ConstantInput(op, 1, "the target shape"));
      int64_t known = 1, infer_at = -1;
      for (size_t i = 0; i < target.size(); ++i) {
        int64_t d = static_cast<int64_t>(target[i]);
        if (d == 0 && op.GetInt("allowzero", 0) == 0) d = i < x.size() ? x[i] : 1;
        if (d == -1) {
          infer_at = static_cast<int64_t>(i);
          d = 1;
        } else {
          known *= d;
        }
        out.push_back(d);
      }
      if (infer_at >= 0) out[static_cast<size_t>(infer_at)] = known == 0 ? 0 : Product(x) / known;
    } else if (op.type == "Flatten") {
      auto axis = NormaliseAxis(op.GetInt("axis", 1), rank + 1);
      if (!axis) return InvalidArgumentError(prefix_ + "axis out of range");
      out = {Product(Dims(x.begin(), x.begin() + *axis)), Product(Dims(x.begin() + *axis, x.end()))};
    } else {
      Dims axes = op.GetInts("axes");
      if (!op.Input(1).empty()) {
        ASSIGN_OR_RETURN(std::vector<double> a, ConstantInput(op, 1, "the axes"));
        axes.assign(a.begin(), a.end());
      }
      if (op.type == "Squeeze") {
        std::set<int64_t> drop;
        for (int64_t a : axes) drop.insert(a < 0 ? a + rank : a);
        for (int64_t d = 0; d < rank; ++d) {
          const bool squeeze = axes.empty() ? x[static_cast<size_t>(d)] == 1 : drop.count(d) > 0;
          if (!squeeze) out.push_back(x[static_cast<size_t>(d)]);
        }
      } else {
        const int64_t out_rank = rank + static_cast<int64_t>(axes.size());
        std::set<int64_t> add;
        for (int64_t a : axes) add.insert(a < 0 ? a + out_rank : a);
        size_t next = 0;
        for (int64_t d = 0; d < out_rank; ++d) out.push_back(add.count(d) ? 1 : x[next++]);
      }
    }
    if (Product(out) != Product(x)) {
      return InvalidArgumentError(prefix_ + "cannot reshape " + DimsString(x) + " to " + DimsString(out));
    }
    Tensor* t = graph_.FindTensor(op.outputs[0]);
    t->shape = out;
    t->shape_known = true;
    t->type = graph_.FindTensor(op.inputs[0])->type;
    return Status::Ok();
  }

  Status Pad(Op& op) {
    RETURN_IF_ERROR(Require4d(op, 0));
    const std::string mode = op.GetString("mode", "constant");
    if (mode != "constant" && mode != "reflect" && mode != "edge") {
      return UnimplementedError(prefix_ + "pad mode '" + mode + "' is not supported");
    }
    Dims pads = op.GetInts("pads");
    float value = op.GetFloat("value", 0.f);
    if (!op.Input(1).empty()) {
      ASSIGN_OR_RETURN(std::vector<double> p, ConstantInput(op, 1, "the pads"));
      pads.assign(p.begin(), p.end());
      ASSIGN_OR_RETURN(std::vector<double> v, ConstantInput(op, 2, "the pad value"));
      if (!v.empty()) value = static_cast<float>(v[0]);
    }
    if (op.inputs.size() > 3 && !op.inputs[3].empty()) return UnimplementedError(prefix_ + "Pad axes are not supported");
    if (pads.size() != 8) return InvalidArgumentError(prefix_ + "pads must have 8 values for a 4-D input");
    for (int64_t p : pads) {
      if (p < 0) return UnimplementedError(prefix_ + "negative pads (cropping) are not supported");
    }
    op.inputs = {op.Input(0)};
    op.attributes["pads"] = pads;
    op.attributes["value"] = value;
    op.attributes["mode"] = mode;
    Dims out = Shape(op, 0);
    for (int d = 0; d < 4; ++d) out[d] += pads[d] + pads[d + 4];
    return SetOutput(op, 0, out);
  }

  Graph& graph_;
  std::string prefix_;
};

}  // namespace

Status InferShapesAndFoldConstants(Graph& graph) {
  for (const GraphEdge& e : graph.inputs) {
    const Tensor* t = graph.FindTensor(e.tensor);
    if (t == nullptr || !t->shape_known) return InvalidArgumentError(graph.source + ": graph input '" + e.tensor + "' has no fixed shape");
  }
  ShapeInferrer inferrer(graph);
  std::vector<Op> kept;
  for (Op& op : graph.ops) {
    if (IsFoldable(graph, op)) {
      static const std::set<std::string> kNeedsShape = {"Reshape", "Flatten", "Squeeze", "Unsqueeze"};
      if (kNeedsShape.count(op.type)) RETURN_IF_ERROR(inferrer.InferOp(op));
      ASSIGN_OR_RETURN(std::vector<Tensor> values, FoldConstantOp(graph, op));
      for (Tensor& t : values) graph.tensors[t.name] = std::move(t);
      continue;
    }
    RETURN_IF_ERROR(inferrer.InferOp(op));
    kept.push_back(std::move(op));
  }
  graph.ops = std::move(kept);
  graph.RemoveUnusedTensors();
  for (const GraphEdge& e : graph.outputs) {
    if (graph.IsConstant(e.tensor)) {
      return UnimplementedError(graph.source + ": graph output '" + e.tensor + "' is a constant");
    }
  }
  return ValidateGraph(graph, /*require_shapes=*/true);
}

}  // namespace vfx::codegen
