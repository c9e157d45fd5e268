#include "codegen/ops/index_map.h"

#include <algorithm>
#include <cctype>

#include "codegen/ir/shape_util.h"

namespace vfx::codegen {
namespace {

std::string I(int64_t v) { return std::to_string(v); }

bool IsLiteral(const std::string& e) {
  return !e.empty() && std::all_of(e.begin(), e.end(), [](char ch) { return std::isdigit(ch) || ch == '-'; });
}

}  // namespace

std::string IndexCode::Let(const std::string& expr) {
  if (IsLiteral(expr) || std::all_of(expr.begin(), expr.end(), [](char ch) { return std::isalnum(ch) || ch == '_'; })) {
    return expr;
  }
  const std::string name = "i" + std::to_string(count_++);
  lines_ += "  int " + name + " = " + expr + ";\n";
  return name;
}

std::string IndexCode::Table(const std::vector<int64_t>& values) {
  const std::string name = prefix_ + "_table" + std::to_string(tables_count_++);
  std::string list;
  for (int64_t v : values) list += (list.empty() ? "" : ", ") + I(v);
  const std::string n = I(static_cast<int64_t>(values.size()));
  tables_ += "const int " + name + "[" + n + "] = int[" + n + "](" + list + ");\n";
  return name;
}

std::string IndexTimes(const std::string& e, int64_t k) {
  if (k == 0 || e == "0") return "0";
  if (k == 1) return e;
  if (IsLiteral(e)) return I(std::stoll(e) * k);
  return "(" + e + ") * " + I(k);
}

std::string IndexPlus(const std::string& e, int64_t k) {
  if (k == 0) return e;
  if (IsLiteral(e)) return I(std::stoll(e) + k);
  return "(" + e + ") + " + I(k);
}

std::string IndexDigit(const std::string& flat, int64_t stride, int64_t dim, bool outermost) {
  if (dim == 1) return "0";
  const std::string q = stride == 1 ? flat : "(" + flat + ") / " + I(stride);
  return outermost ? q : "(" + q + ") % " + I(dim);
}

std::string FlatIndex(const Index& index, const std::vector<int64_t>& dims) {
  const Dims strides = Strides(dims);
  std::string flat;
  for (size_t k = 0; k < dims.size(); ++k) {
    if (dims[k] == 1) continue;
    const std::string term = IndexTimes(index[k], strides[k]);
    flat = flat.empty() ? term : flat + " + " + term;
  }
  return flat.empty() ? "0" : flat;
}

}  // namespace vfx::codegen
