#include "codegen/gpu/kernel_builder.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "codegen/ir/shape_util.h"
#include "src/core/half.h"

namespace vfx::codegen::gpu {

StatusOr<tensor::Shape> ActivationShape(const Graph& graph, const std::string& name) {
  const Tensor* t = graph.FindTensor(name);
  if (t == nullptr) return InvalidArgumentError(graph.source + ": no tensor '" + name + "'");
  // Lower ranks (a scalar too) are left-padded with 1s, as numpy broadcasting aligns them.
  if (!t->shape_known || t->shape.size() > 4 || (t->shape.size() == 4 && t->shape[0] != 1)) {
    return UnimplementedError(graph.source + ": tensor '" + name + "' has shape " + DimsString(t->shape) +
                              "; the GPU back end stores N=1 NCHW activations (rank 4 at most) only");
  }
  Dims full(4 - t->shape.size(), 1);
  full.insert(full.end(), t->shape.begin(), t->shape.end());
  return tensor::Shape{static_cast<int>(full[2]), static_cast<int>(full[3]), static_cast<int>(full[1])};
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

std::string PaddingMaskLine(const tensor::Shape& shape) {
  if (shape.channels % 4 == 0) return "";
  float mask[4] = {1, 0, 0, 0};
  for (int i = 0; i < shape.channels % 4; ++i) mask[i] = 1;
  return "  if (s == " + std::to_string(tensor::SliceCount(shape.channels) - 1) + ") r *= " + Vec4Literal(mask) + ";\n";
}

std::string Vec4Literal(const float* v) {
  return "vec4(" + FloatLiteral(v[0]) + ", " + FloatLiteral(v[1]) + ", " + FloatLiteral(v[2]) + ", " +
         FloatLiteral(v[3]) + ")";
}

KernelBuilder::KernelBuilder(const Graph& graph, std::string output_tensor, int max_texture_size,
                             const std::map<std::string, tensor::Packing>* packings)
    : graph_(graph),
      output_tensor_(std::move(output_tensor)),
      max_texture_size_(max_texture_size),
      packings_(packings) {}

namespace {

// GLSL for the texel coordinate of (x, y) in tile `slice` of `layout`.
std::string TileCoordinate(const tensor::TextureLayout& layout, const std::string& slice, const std::string& x,
                           const std::string& y) {
  std::string w = std::to_string(layout.plane_width());
  std::string h = std::to_string(layout.plane_height());
  std::string tx = std::to_string(layout.tiles_x());
  if (layout.banded()) {
    // The band of (x, y) is a tile of its own (texture_layout.h): its index, then its place.
    const std::string bx = std::to_string(layout.bands_x()), by = std::to_string(layout.bands_y());
    std::string tile = slice;
    if (layout.bands_y() > 1) tile = "(" + tile + ") * " + by + " + (" + y + ") / " + h;
    if (layout.bands_x() > 1) tile = "(" + tile + ") * " + bx + " + (" + x + ") / " + w;
    const std::string in_x = layout.bands_x() > 1 ? "(" + x + ") % " + w : x;
    const std::string in_y = layout.bands_y() > 1 ? "(" + y + ") % " + h : y;
    return "ivec2(((" + tile + ") % " + tx + ") * " + w + " + " + in_x + ", ((" + tile + ") / " + tx + ") * " + h +
           " + " + in_y + ")";
  }
  if (layout.tiles_y() == 1) return "ivec2(" + slice + " * " + w + " + " + x + ", " + y + ")";
  return "ivec2((" + slice + " % " + tx + ") * " + w + " + " + x + ", (" + slice + " / " + tx + ") * " + h + " + " + y +
         ")";
}

}  // namespace

void KernelBuilder::AddVirtualReader(const std::string& tensor, const std::string& function) {
  virtual_readers_[tensor] = function;
}

const std::string& KernelBuilder::ReadTarget(const std::string& name) const {
  auto redirect = redirects_.find(name);
  return redirect == redirects_.end() ? name : redirect->second;
}

StatusOr<std::string> KernelBuilder::Reader(const std::string& name) {
  const std::string& tensor = ReadTarget(name);
  auto v = virtual_readers_.find(tensor);
  if (v != virtual_readers_.end()) return v->second;
  for (size_t i = 0; i < inputs_.size(); ++i) {
    if (inputs_[i] == tensor) return "read_t" + std::to_string(i);
  }
  ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph_, tensor));
  tensor::Packing packing = tensor::Packing::kTiled;
  if (packings_ != nullptr) {
    auto it = packings_->find(tensor);
    if (it != packings_->end()) packing = it->second;
  }
  ASSIGN_OR_RETURN(tensor::TextureLayout layout, tensor::TextureLayout::Create(shape, packing, max_texture_size_));
  const int index = static_cast<int>(inputs_.size());
  const std::string t = "t" + std::to_string(index);
  inputs_.push_back(tensor);
  helpers_ += "// " + tensor + ": " + layout.Describe() + "\n";
  if (packing == tensor::Packing::kTiled) {
    bindings_.push_back({nn::PassBinding::Kind::kTensor, t, index, 0});
    helpers_ += "uniform sampler2D " + t + ";\n";
    helpers_ += "vec4 read_" + t + "(int x, int y, int s) { return texelFetch(" + t + ", " +
                TileCoordinate(layout, "s", "x", "y") + ", 0); }\n";
    return "read_" + t;
  }
  if (packing == tensor::Packing::kPixelBlocks2x2)
    pixel_block_inputs_.emplace(tensor, PixelBlockInput{t, shape, layout});
  // 4 textures, samplers tN_0..tN_3. GLSL ES 3.00 indexes sampler arrays by
  // constants only, hence the branches (uniform where k is uniform).
  for (int plane = 0; plane < 4; ++plane) {
    bindings_.push_back({nn::PassBinding::Kind::kTensor, t + "_" + std::to_string(plane), index, plane});
  }
  helpers_ += "uniform sampler2D " + t + "_0, " + t + "_1, " + t + "_2, " + t + "_3;\n";
  std::string coordinate, k;
  if (packing == tensor::Packing::kChannelSlices4) {
    coordinate = TileCoordinate(layout, "(s >> 2)", "x", "y");
    k = "s & 3";
  } else {
    coordinate = TileCoordinate(layout, "s", "(x >> 1)", "(y >> 1)");
    k = "(x & 1) + 2 * (y & 1)";
  }
  helpers_ += "vec4 read_" + t + "(int x, int y, int s) {\n  ivec2 c = " + coordinate + ";\n  int k = " + k +
              ";\n  if (k == 0) return texelFetch(" + t + "_0, c, 0);\n  if (k == 1) return texelFetch(" + t +
              "_1, c, 0);\n  if (k == 2) return texelFetch(" + t + "_2, c, 0);\n  return texelFetch(" + t +
              "_3, c, 0);\n}\n";
  return "read_" + t;
}

StatusOr<std::string> KernelBuilder::PhaseFetch(const std::string& name, int phase, const std::string& bx,
                                                const std::string& by, const std::string& slice) {
  const std::string& tensor = ReadTarget(name);
  auto scale = channel_scales_.find(tensor);
  if (scale != channel_scales_.end()) {
    ASSIGN_OR_RETURN(std::string plane, PhaseFetch(scale->second.plane, phase, bx, by, slice));
    if (plane.empty()) return std::string();
    return "(" + plane + " * " + scale->second.read_vector + "(0, 0, " + slice + "))";
  }
  if (virtual_readers_.count(tensor) != 0) return std::string();
  RETURN_IF_ERROR(Reader(name).status());  // declares the samplers
  auto input = pixel_block_inputs_.find(tensor);
  if (input == pixel_block_inputs_.end()) return std::string();
  return "texelFetch(" + input->second.sampler + "_" + std::to_string(phase) + ", " +
         TileCoordinate(input->second.layout, slice, bx, by) + ", 0)";
}

void KernelBuilder::EndThick() {
  thick_body_ += body_;
  body_.clear();
  thick_done_ = true;
}

std::string KernelBuilder::AddWeight(const std::string& name, int width, int height, std::vector<float> rgba) {
  nn::WeightDesc desc;
  desc.name = name;
  desc.width = width;
  desc.height = height;
  // Wider than a texture may be (a 3x3 conv over 512 channels is 4608 texels
  // wide): the row-major texels wrap at the maximum width; WeightAt indexes them linearly.
  int logical_width = 0;
  if (width > max_texture_size_ && !(uniform_weights_ && width * height <= kMaxUniformWeightTexels)) {
    logical_width = width;
    const int64_t texels = static_cast<int64_t>(width) * height;
    desc.width = max_texture_size_;
    desc.height = static_cast<int>((texels + max_texture_size_ - 1) / max_texture_size_);
    rgba.resize(static_cast<size_t>(desc.width) * desc.height * 4, 0.f);
  }
  // Half floats when that loses nothing (weights trained or stored in fp16).
  bool exact = true;
  for (float v : rgba) exact = exact && HalfToFloat(FloatToHalf(v)) == v;
  if (exact) {
    desc.rgba_half.reserve(rgba.size());
    for (float v : rgba) desc.rgba_half.push_back(FloatToHalf(v));
  } else {
    desc.rgba_float = std::move(rgba);
  }
  const std::string index = std::to_string(weights_.size());
  const std::string sampler = "w" + index;
  const std::string size = std::to_string(width) + "x" + std::to_string(height) +
                           (logical_width ? " wrapped to " + std::to_string(desc.width) + " wide" : "");
  desc.uniform_block = uniform_weights_ && width * height <= kMaxUniformWeightTexels;
  weights_.push_back(std::move(desc));
  if (logical_width) wrapped_weight_widths_[sampler] = {logical_width, weights_.back().width};
  const int weight_index = static_cast<int>(weights_.size()) - 1;
  if (weights_.back().uniform_block) {
    bindings_.push_back({nn::PassBinding::Kind::kWeightBlock, "W" + index, weight_index, 0});
    uniform_weight_widths_[sampler] = width;
    helpers_ += "layout(std140) uniform W" + index + " { vec4 " + sampler + "[" + std::to_string(width * height) +
                "]; };  // " + name + " " + size + ", row-major\n";
  } else {
    bindings_.push_back({nn::PassBinding::Kind::kWeightTexture, sampler, weight_index, 0});
    helpers_ += "uniform sampler2D " + sampler + ";  // " + name + " " + size + "\n";
  }
  return sampler;
}

std::string KernelBuilder::WeightAt(const std::string& weight, const std::string& column,
                                    const std::string& row) const {
  auto wrapped = wrapped_weight_widths_.find(weight);
  if (wrapped != wrapped_weight_widths_.end()) {
    const std::string i = "((" + row + ") * " + std::to_string(wrapped->second.first) + " + (" + column + "))";
    const std::string w = std::to_string(wrapped->second.second);
    return "texelFetch(" + weight + ", ivec2(" + i + " % " + w + ", " + i + " / " + w + "), 0)";
  }
  auto uniform = uniform_weight_widths_.find(weight);
  if (uniform == uniform_weight_widths_.end())
    return "texelFetch(" + weight + ", ivec2(" + column + ", " + row + "), 0)";
  return weight + "[(" + row + ") * " + std::to_string(uniform->second) + " + " + column + "]";
}

std::string KernelBuilder::WeightMat4(const std::string& weight, const std::string& column, const std::string& row,
                                      int inputs) const {
  std::string m = "mat4(";
  for (int j = 0; j < 4; ++j) {
    m += (j ? ", " : "") +
         (j < inputs ? WeightAt(weight, j == 0 ? column : column + " + " + std::to_string(j), row) : "vec4(0.0)");
  }
  return m + ")";
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

void KernelBuilder::AddNamePart(const std::string& part) { name_ += (name_.empty() ? "" : "+") + part; }

std::string KernelBuilder::UniqueName(const std::string& hint) {
  int n = name_counts_[hint]++;
  return n == 0 ? hint : hint + std::to_string(n);
}

StatusOr<std::string> KernelBuilder::FragmentSource() const {
  ASSIGN_OR_RETURN(tensor::Shape shape, ActivationShape(graph_, output_tensor_));
  ASSIGN_OR_RETURN(tensor::TextureLayout layout,
                   tensor::TextureLayout::Create(shape, output_packing_, max_texture_size_));
  const int slices = tensor::SliceCount(shape.channels);
  auto I = [](int v) { return std::to_string(v); };
  const std::string w = I(layout.plane_width());
  const std::string h = I(layout.plane_height());
  const std::string tx = I(layout.tiles_x());
  const std::string mask_line = PaddingMaskLine(shape);
  // The tile (slice, or slice group) of this fragment; guards only where some
  // fragment is padding, so layers that differ only in their slice count (or
  // an even plane size) have the same code and share a program.
  const std::string tile = layout.tiles_y() == 1 ? "p.x / " + w : "(p.x / " + w + ") + (p.y / " + h + ") * " + tx;
  const bool exact_tiles = layout.tiles_x() * layout.tiles_y() == slices;
  std::string source =
      "#version 300 es\n"
      "// " +
      name_ + " -> " + output_tensor_ + ": " + layout.Describe() +
      "\n"
      "precision highp float;\nprecision highp int;\nprecision highp sampler2D;\n\n" +
      helpers_ + "\n";
  if (output_packing_ == tensor::Packing::kTiled) {
    if (layout.banded()) {
      // The fragment's tile is one band of one slice; texels past the tensor's end are padding.
      const int bands = layout.bands_x() * layout.bands_y();
      source += "out vec4 o0;\n\nvoid main() {\n  ivec2 p = ivec2(gl_FragCoord.xy);\n  int t = (p.x / " + w +
                ") + (p.y / " + h + ") * " + tx + ";\n  int s = t / " + I(bands) + ";\n  int x = (t % " +
                I(layout.bands_x()) + ") * " + w + " + p.x % " + w + ";\n  int y = ((t / " + I(layout.bands_x()) +
                ") % " + I(layout.bands_y()) + ") * " + h + " + p.y % " + h + ";\n  if (s >= " + I(slices) +
                " || x >= " + I(shape.width) + " || y >= " + I(shape.height) + ") { o0 = vec4(0.0); return; }\n";
    } else {
      source +=
          "out vec4 o0;\n\n"
          "void main() {\n"
          "  ivec2 p = ivec2(gl_FragCoord.xy);\n"
          "  int x = p.x % " +
          w +
          ";\n"
          "  int y = p.y % " +
          h +
          ";\n"
          "  int s = " +
          tile + ";\n";
      if (!exact_tiles) {
        source += "  if (s >= " + I(slices) + ") { o0 = vec4(0.0); return; }\n";
      }
    }
    source += "  vec4 r = vec4(0.0);\n" + thick_body_ + body_ + mask_line + "  o0 = r;\n}\n";
    return source;
  }
  // An elementwise-only program may write pixel blocks: its reads then run once per result.
  if (!thick_done_ && output_packing_ != tensor::Packing::kPixelBlocks2x2) {
    return InternalError("kernel '" + name_ + "': a channel-slice MRT output needs a thick op first");
  }
  for (int k = 0; k < 4; ++k) source += "layout(location = " + I(k) + ") out vec4 o" + I(k) + ";\n";
  source += "\nvoid main() {\n  ivec2 p = ivec2(gl_FragCoord.xy);\n";
  std::string guard;  // when the k-th result is real, not padding
  if (output_packing_ == tensor::Packing::kChannelSlices4) {
    source += "  int x = p.x % " + w + ";\n  int y = p.y % " + h + ";\n  int g = " + tile +
              ";\n  vec4 r4[4] = vec4[4](vec4(0.0), vec4(0.0), vec4(0.0), vec4(0.0));\n";
    source += "  if (g < " + I(layout.slices_per_texture()) + ") {\n" + thick_body_ + "  }\n";
  } else {
    source += "  int bx = p.x % " + w + ";\n  int by = p.y % " + h + ";\n  int s = " + tile +
              ";\n  vec4 r4[4] = vec4[4](vec4(0.0), vec4(0.0), vec4(0.0), vec4(0.0));\n";
    source += (exact_tiles ? "  {\n" : "  if (s < " + I(slices) + ") {\n") + thick_body_ + "  }\n";
  }
  for (int k = 0; k < 4; ++k) {
    source += "  {\n    vec4 r = r4[" + I(k) + "];\n";
    if (output_packing_ == tensor::Packing::kChannelSlices4) {
      source += "    int s = 4 * g + " + I(k) + ";\n    if (s < " + I(slices) + ") {\n";
    } else {
      std::string real;  // the block's pixel k exists (odd planes) and its slice too
      if (!exact_tiles) real = "s < " + I(slices);
      if (shape.width % 2 != 0) real += (real.empty() ? "" : " && ") + std::string("x < ") + I(shape.width);
      if (shape.height % 2 != 0) real += (real.empty() ? "" : " && ") + std::string("y < ") + I(shape.height);
      source += "    int x = 2 * bx + " + I(k % 2) + ";\n    int y = 2 * by + " + I(k / 2) + ";\n    if (" +
                (real.empty() ? "true" : real) + ") {\n";
    }
    std::string body = body_;
    if (output_packing_ == tensor::Packing::kPixelBlocks2x2) {
      // Same-size pixel-block inputs read at this result's pixel: phase k of block (bx, by).
      for (const auto& [tensor, input] : pixel_block_inputs_) {
        if (input.shape.width != shape.width || input.shape.height != shape.height) continue;
        const std::string call = "read_" + input.sampler + "(x, y, s)";
        const std::string fetch =
            "texelFetch(" + input.sampler + "_" + I(k) + ", " + TileCoordinate(input.layout, "s", "bx", "by") + ", 0)";
        for (size_t at = body.find(call); at != std::string::npos; at = body.find(call, at + fetch.size())) {
          body.replace(at, call.size(), fetch);
        }
      }
    }
    source += body + mask_line + "    } else {\n      r = vec4(0.0);\n    }\n    o" + I(k) + " = r;\n  }\n";
  }
  source += "}\n";
  return source;
}

}  // namespace vfx::codegen::gpu
