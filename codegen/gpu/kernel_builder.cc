#include "codegen/gpu/kernel_builder.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "src/core/half.h"

namespace vfx::codegen::gpu {

StatusOr<tensor::Shape> ActivationShape(const Graph& graph, const std::string& name) {
  const Tensor* t = graph.FindTensor(name);
  if (t == nullptr) return InvalidArgumentError(graph.source + ": no tensor '" + name + "'");
  if (!t->shape_known || t->shape.size() != 4 || t->shape[0] != 1) {
    std::string dims;
    for (int64_t d : t->shape) dims += (dims.empty() ? "" : ",") + std::to_string(d);
    return UnimplementedError(graph.source + ": tensor '" + name + "' has shape [" + dims +
                              "]; the GPU back end handles N=1 NCHW activations only");
  }
  return tensor::Shape{static_cast<int>(t->shape[2]), static_cast<int>(t->shape[3]),
                       static_cast<int>(t->shape[1])};
}

std::string FloatLiteral(double value) {
  if (std::isnan(value)) return "0.0";
  if (std::isinf(value)) return value > 0 ? "3.0e38" : "-3.0e38";
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.9g", value);
  std::string text = buffer;
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

std::string Vec4Literal(const float* v) {
  return "vec4(" + FloatLiteral(v[0]) + ", " + FloatLiteral(v[1]) + ", " + FloatLiteral(v[2]) +
         ", " + FloatLiteral(v[3]) + ")";
}

KernelBuilder::KernelBuilder(const Graph& graph, std::string output_tensor, int max_texture_size)
    : graph_(graph), output_tensor_(std::move(output_tensor)), max_texture_size_(max_texture_size) {}

StatusOr<std::string> KernelBuilder::Reader(const std::string& tensor) {
  for (size_t i = 0; i < inputs_.size(); ++i) {
    if (inputs_[i] == tensor) return "read_t" + std::to_string(i);
  }
  ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph_, tensor));
  ASSIGN_OR_RETURN(tensor::TextureLayout layout,
                   tensor::TextureLayout::Create(shape, tensor::Packing::kTiled, max_texture_size_));
  std::string index = std::to_string(inputs_.size());
  inputs_.push_back(tensor);
  std::string w = std::to_string(layout.plane_width());
  std::string h = std::to_string(layout.plane_height());
  std::string tx = std::to_string(layout.tiles_x());
  std::string fetch = layout.tiles_y() == 1
                          ? "ivec2(s * " + w + " + x, y)"
                          : "ivec2((s % " + tx + ") * " + w + " + x, (s / " + tx + ") * " + h + " + y)";
  helpers_ += "// " + tensor + ": " + layout.Describe() + "\n";
  helpers_ += "uniform sampler2D t" + index + ";\n";
  helpers_ += "vec4 read_t" + index + "(int x, int y, int s) { return texelFetch(t" + index + ", " +
              fetch + ", 0); }\n";
  return "read_t" + index;
}

std::string KernelBuilder::AddWeight(const std::string& name, int width, int height,
                                     std::vector<float> rgba) {
  nn::WeightDesc desc;
  desc.name = name;
  desc.width = width;
  desc.height = height;
  // Half floats when that loses nothing (weights trained or stored in fp16).
  bool exact = true;
  for (float v : rgba) exact = exact && HalfToFloat(FloatToHalf(v)) == v;
  if (exact) {
    desc.rgba_half.reserve(rgba.size());
    for (float v : rgba) desc.rgba_half.push_back(FloatToHalf(v));
  } else {
    desc.rgba_float = std::move(rgba);
  }
  std::string sampler = "w" + std::to_string(weights_.size());
  weights_.push_back(std::move(desc));
  helpers_ += "uniform sampler2D " + sampler + ";  // " + name + " " + std::to_string(width) + "x" +
              std::to_string(height) + "\n";
  return sampler;
}

std::string KernelBuilder::AddVec4Array(const std::string& hint, const std::vector<float>& values) {
  std::string name = UniqueName(hint);
  size_t slices = (values.size() + 3) / 4;
  std::vector<float> padded(slices * 4, 0.0f);
  std::copy(values.begin(), values.end(), padded.begin());
  std::string n = std::to_string(slices);
  std::string text = "const vec4 " + name + "[" + n + "] = vec4[" + n + "](";
  for (size_t i = 0; i < slices; ++i) text += (i ? ",\n    " : "\n    ") + Vec4Literal(&padded[i * 4]);
  helpers_ += text + ");\n";
  return name;
}

void KernelBuilder::AddNamePart(const std::string& part) {
  name_ += (name_.empty() ? "" : "+") + part;
}

std::string KernelBuilder::UniqueName(const std::string& hint) {
  int n = name_counts_[hint]++;
  return n == 0 ? hint : hint + std::to_string(n);
}

StatusOr<std::string> KernelBuilder::FragmentSource() const {
  ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph_, output_tensor_));
  ASSIGN_OR_RETURN(tensor::TextureLayout layout,
                   tensor::TextureLayout::Create(shape, tensor::Packing::kTiled, max_texture_size_));
  int slices = tensor::SliceCount(shape.channels);
  std::string w = std::to_string(layout.plane_width());
  std::string h = std::to_string(layout.plane_height());
  std::string tx = std::to_string(layout.tiles_x());
  std::string source =
      "#version 300 es\n"
      "// " + name_ + " -> " + output_tensor_ + ": " + layout.Describe() + "\n"
      "precision highp float;\nprecision highp int;\nprecision highp sampler2D;\n\n" +
      helpers_ +
      "\nout vec4 o0;\n\n"
      "void main() {\n"
      "  ivec2 p = ivec2(gl_FragCoord.xy);\n"
      "  int x = p.x % " + w + ";\n"
      "  int y = p.y % " + h + ";\n"
      "  int s = (p.x / " + w + ") + (p.y / " + h + ") * " + tx + ";\n";
  if (layout.tiles_x() * layout.tiles_y() != slices) {
    source += "  if (s >= " + std::to_string(slices) + ") { o0 = vec4(0.0); return; }\n";
  }
  source += "  vec4 r = vec4(0.0);\n" + body_;
  if (shape.channels % 4 != 0) {
    // Keep the padding channels zero: activations such as sigmoid would fill them.
    float mask[4] = {1, 0, 0, 0};
    for (int i = 0; i < shape.channels % 4; ++i) mask[i] = 1;
    source += "  if (s == " + std::to_string(slices - 1) + ") r *= " + Vec4Literal(mask) + ";\n";
  }
  source += "  o0 = r;\n}\n";
  return source;
}

}  // namespace vfx::codegen::gpu
