#include "src/shader/builtins.h"

#include <map>
#include <set>

#include "src/shader/lexer.h"

namespace vfx::shader {

StatusOr<Type> BuiltinResult(const std::string& name, const std::vector<Type>& args, int line) {
  auto count = [&](size_t n) -> Status {
    if (args.size() != n) return ErrorAt(line, name + "() takes " + std::to_string(n) + " arguments");
    for (const Type& a : args) {
      const bool texture_call = name == "texelFetch" || name == "textureSize";
      if ((a.array || a.is_sampler() || a.scalar == Scalar::kVoid) && !texture_call) {
        return ErrorAt(line, "bad argument to " + name + "()");
      }
    }
    return Status::Ok();
  };
  const Type vec4 = Type::Vector(Scalar::kFloat, 4);
  const Type vec2 = Type::Vector(Scalar::kFloat, 2);
  static const std::set<std::string> kSameType = {
      "abs",  "sign",        "floor", "ceil",      "fract",   "exp",     "exp2",     "log",  "log2",
      "sqrt", "inversesqrt", "sin",   "cos",       "tan",     "asin",    "acos",     "tanh", "sinh",
      "cosh", "trunc",       "round", "roundEven", "radians", "degrees", "normalize"};
  if (name == "texelFetch") {
    RETURN_IF_ERROR(count(3));
    if (!args[0].is_sampler() || args[1] != Type::Vector(Scalar::kInt, 2) || args[2] != Type::Of(Scalar::kInt)) {
      return ErrorAt(line, "texelFetch(sampler2D, ivec2, int) expected");
    }
    return vec4;
  }
  if (name == "textureSize") {
    RETURN_IF_ERROR(count(2));
    if (!args[0].is_sampler()) return ErrorAt(line, "textureSize of a non-sampler");
    return Type::Vector(Scalar::kInt, 2);
  }
  if (name == "texture" || name == "textureLod") {
    const size_t n = name == "texture" ? 2 : 3;
    if (args.size() != n || args[1] != vec2) {
      return ErrorAt(line, name + "(sampler2D, vec2" + (n == 3 ? ", float)" : ")") + " expected");
    }
    if (!args[0].is_sampler()) return ErrorAt(line, name + "() of a non-sampler");
    return vec4;
  }
  if (name == "textureGrad" || name == "textureOffset" || name == "textureProj") {
    return ErrorAt(line, name + "() is not translated");
  }
  if (kSameType.count(name)) {
    RETURN_IF_ERROR(count(1));
    return args[0];
  }
  if (name == "all" || name == "any") {
    RETURN_IF_ERROR(count(1));
    if (args[0].scalar != Scalar::kBool || !args[0].is_vector()) return ErrorAt(line, name + "() of a non-bvec");
    return Type::Of(Scalar::kBool);
  }
  if (name == "atan") {
    if (args.size() != 1) RETURN_IF_ERROR(count(2));
    return args[0];
  }
  static const std::set<std::string> kCompare = {"lessThan",         "lessThanEqual", "greaterThan",
                                                 "greaterThanEqual", "equal",         "notEqual"};
  if (kCompare.count(name)) {
    RETURN_IF_ERROR(count(2));
    if (!args[0].is_vector() || args[0] != args[1]) {
      return ErrorAt(line, name + "() of two vectors of one type expected");
    }
    return Type::Vector(Scalar::kBool, args[0].size);
  }
  if (name == "inverse") {
    RETURN_IF_ERROR(count(1));
    if (!args[0].is_matrix() || args[0].columns != args[0].size) {
      return ErrorAt(line, "inverse() of a square matrix expected");
    }
    return args[0];
  }
  if (name == "outerProduct") {
    RETURN_IF_ERROR(count(2));
    if (!args[0].is_vector() || !args[1].is_vector()) return ErrorAt(line, "outerProduct() of two vectors expected");
    return Type::Matrix(args[1].size, args[0].size);
  }
  if (name == "dot" || name == "length" || name == "distance") {
    RETURN_IF_ERROR(count(name == "length" ? 1 : 2));
    return Type::Of(args[0].scalar);
  }
  if (name == "cross") {
    RETURN_IF_ERROR(count(2));
    return args[0];
  }
  if (name == "mod") {
    RETURN_IF_ERROR(count(2));
    return args[0].is_scalar() ? args[1] : args[0];
  }
  // GLSL's genType f(genType, float) overloads: the result has the vector's shape.
  static const std::map<std::string, size_t> kMixed = {{"min", 2},  {"max", 2},        {"clamp", 3}, {"pow", 2},
                                                       {"step", 2}, {"smoothstep", 3}, {"mix", 3}};
  auto mixed = kMixed.find(name);
  if (mixed != kMixed.end()) {
    RETURN_IF_ERROR(count(mixed->second));
    Type result = args[0];
    for (const Type& a : args) {
      if (a.is_vector()) result = a;
      if (a.scalar != args[0].scalar) return ErrorAt(line, name + "() arguments of different kinds");
    }
    return result;
  }
  return ErrorAt(line, "GLSL built-in or function '" + name + "' is not translated");
}

}  // namespace vfx::shader
