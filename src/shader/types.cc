#include "src/shader/types.h"

namespace vfx::shader {
namespace {

// The digit 2..4 at `at` when it is the name's last character, else 0.
int SizeDigit(std::string_view name, size_t at) {
  if (name.size() != at + 1) return 0;
  const char n = name[at];
  return n >= '2' && n <= '4' ? n - '0' : 0;
}

}  // namespace

std::string GlslName(const Type& t) {
  std::string s;
  if (t.columns > 0) {
    s = "mat" + std::to_string(t.columns);
    if (t.columns != t.size) s += "x" + std::to_string(t.size);
  } else if (t.size > 1) {
    const char* prefix = t.scalar == Scalar::kInt    ? "i"
                         : t.scalar == Scalar::kUint ? "u"
                         : t.scalar == Scalar::kBool ? "b"
                                                     : "";
    s = prefix + std::string("vec") + std::to_string(t.size);
  } else {
    switch (t.scalar) {
      case Scalar::kVoid: s = "void"; break;
      case Scalar::kFloat: s = "float"; break;
      case Scalar::kInt: s = "int"; break;
      case Scalar::kUint: s = "uint"; break;
      case Scalar::kBool: s = "bool"; break;
      case Scalar::kSampler2D: s = "sampler2D"; break;
    }
  }
  if (t.array > 0) s += "[" + std::to_string(t.array) + "]";
  return s;
}

std::optional<Type> ParseTypeName(std::string_view name) {
  if (name == "float") return Type::Of(Scalar::kFloat);
  if (name == "int") return Type::Of(Scalar::kInt);
  if (name == "uint") return Type::Of(Scalar::kUint);
  if (name == "bool") return Type::Of(Scalar::kBool);
  if (name == "void") return Type::Of(Scalar::kVoid);
  if (name == "sampler2D") return Type::Of(Scalar::kSampler2D);
  if (name.rfind("vec", 0) == 0 && SizeDigit(name, 3)) return Type::Vector(Scalar::kFloat, SizeDigit(name, 3));
  for (auto [prefix, scalar] : {std::pair{'i', Scalar::kInt}, {'u', Scalar::kUint}, {'b', Scalar::kBool}}) {
    if (name.size() == 5 && name[0] == prefix && name.substr(1, 3) == "vec" && SizeDigit(name, 4)) {
      return Type::Vector(scalar, SizeDigit(name, 4));
    }
  }
  if (name.rfind("mat", 0) == 0) {
    if (SizeDigit(name, 3)) return Type::Matrix(SizeDigit(name, 3), SizeDigit(name, 3));
    if (name.size() == 6 && name[4] == 'x' && name[3] >= '2' && name[3] <= '4' && SizeDigit(name, 5)) {
      return Type::Matrix(name[3] - '0', SizeDigit(name, 5));
    }
  }
  return std::nullopt;
}

}  // namespace vfx::shader
