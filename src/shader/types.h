// The GLSL types of the shader front end: scalars, vectors, matrices,
// sampler2D and one-dimensional arrays of them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace vfx::shader {

enum class Scalar { kVoid, kFloat, kInt, kUint, kBool, kSampler2D };

struct Type {
  Scalar scalar = Scalar::kVoid;
  int size = 1;     // vector components (1: scalar); matrix rows
  int columns = 0;  // matrix columns (0: not a matrix)
  int array = 0;    // array length (0: not an array)

  static Type Of(Scalar s) { return Type{s, 1, 0, 0}; }
  static Type Vector(Scalar s, int n) { return Type{s, n, 0, 0}; }
  static Type Matrix(int columns, int rows) { return Type{Scalar::kFloat, rows, columns, 0}; }

  bool is_scalar() const { return size == 1 && columns == 0 && array == 0; }
  bool is_vector() const { return size > 1 && columns == 0 && array == 0; }
  bool is_matrix() const { return columns > 0 && array == 0; }
  bool is_sampler() const { return scalar == Scalar::kSampler2D; }  // sampler2D or an array of them
  // The type of one element of an array (the type itself otherwise).
  Type element() const { return Type{scalar, size, columns, 0}; }
  // The same shape with another scalar kind (int(v), bool -> int storage).
  Type with_scalar(Scalar s) const { return Type{s, size, columns, array}; }
  bool operator==(const Type& o) const = default;
};

// "vec4", "ivec2", "mat3", "sampler2D", "float[3]".
std::string GlslName(const Type& type);
// The type a GLSL type name denotes ("vec3", "mat2x3", "void"); nullopt for other words.
std::optional<Type> ParseTypeName(std::string_view name);

}  // namespace vfx::shader
