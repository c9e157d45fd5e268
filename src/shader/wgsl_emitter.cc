#include "src/shader/wgsl_emitter.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "src/shader/lexer.h"

namespace vfx::shader {
namespace {

std::string ScalarName(Scalar s) {
  switch (s) {
    case Scalar::kFloat: return "f32";
    case Scalar::kInt: return "i32";
    case Scalar::kUint: return "u32";
    case Scalar::kBool: return "bool";
    case Scalar::kVoid:
    case Scalar::kSampler2D: break;
  }
  return "void";
}

std::string WgslType(const Type& t) {
  if (t.array > 0) return "array<" + WgslType(t.element()) + ", " + std::to_string(t.array) + ">";
  if (t.columns > 0) return "mat" + std::to_string(t.columns) + "x" + std::to_string(t.size) + "f";
  if (t.size > 1) {
    if (t.scalar == Scalar::kBool) return "vec" + std::to_string(t.size) + "<bool>";
    const char suffix = t.scalar == Scalar::kFloat ? 'f' : t.scalar == Scalar::kInt ? 'i' : 'u';
    return "vec" + std::to_string(t.size) + suffix;
  }
  return ScalarName(t.scalar);
}

// WGSL keywords and reserved words a GLSL identifier might collide with.
const std::set<std::string>& WgslReserved() {
  static const std::set<std::string> words = {
      "alias", "array", "bitcast", "bool", "break", "case", "const", "const_assert", "continue", "continuing",
      "default", "diagnostic", "discard", "else", "enable", "f16", "f32", "false", "fn", "for", "i32", "if", "let",
      "loop", "override", "requires", "return", "struct", "switch", "true", "u32", "var", "while", "mat2x2f", "mat3x3f",
      "mat4x4f", "vec2f", "vec3f", "vec4f", "vec2i", "vec3i", "vec4i", "vec2u", "vec3u", "vec4u", "sampler", "texture",
      "ptr", "ref", "uniform", "storage", "private", "function", "workgroup", "read", "write", "read_write", "self",
      "mod", "module", "target", "filter", "sample", "active", "new", "using", "final", "from", "inline", "layout",
      "macro", "match", "meta", "mut", "mutable", "namespace", "null", "of", "out", "public", "static", "super", "then",
      "this", "throw", "trait", "try", "typedef", "typename", "typeof", "union", "unless", "virtual", "volatile",
      "wgsl", "where", "with", "yield", "asm", "async", "auto", "await", "become", "cast", "catch", "class", "coherent",
      "common", "concept", "crate", "debugger", "decltype", "delete", "demote", "do", "enum", "explicit", "export",
      "extends", "extern", "external", "fallthrough", "finally", "friend", "get", "goto", "groupshared", "impl",
      "implements", "import", "inout", "instanceof", "interface", "noexcept", "noinline", "precise", "precision",
      "protected", "pub", "resource", "restrict", "set", "shared", "sizeof", "smooth", "snorm", "std", "subroutine",
      "template", "transient", "unorm", "unsized", "varying", "vertex", "handle", "highp", "lowp", "mediump",
      "attribute", "centroid", "invariant", "line", "unsigned", "signed", "package", "partition", "premerge", "private",
      "regardless", "require", "enum", "as", "operator", "register", "nullptr", "unless", "override", "module",
      // WGSL built-ins the translation emits, which a GLSL name must not shadow.
      "select", "atan2", "textureLoad", "textureStore", "textureSampleLevel", "textureDimensions", "inverseSqrt",
      "bitcast", "vfx_inverse4"};
  return words;
}

std::string SafeName(const std::string& name) { return WgslReserved().count(name) ? name + "_" : name; }

// GLSL's inverse(mat4), which WGSL lacks (cofactors, as gl-matrix's mat4.invert).
constexpr char kInverse4[] = R"(fn vfx_inverse4(m: mat4x4f) -> mat4x4f {
  let a00 = m[0][0]; let a01 = m[0][1]; let a02 = m[0][2]; let a03 = m[0][3];
  let a10 = m[1][0]; let a11 = m[1][1]; let a12 = m[1][2]; let a13 = m[1][3];
  let a20 = m[2][0]; let a21 = m[2][1]; let a22 = m[2][2]; let a23 = m[2][3];
  let a30 = m[3][0]; let a31 = m[3][1]; let a32 = m[3][2]; let a33 = m[3][3];
  let b00 = a00 * a11 - a01 * a10; let b01 = a00 * a12 - a02 * a10; let b02 = a00 * a13 - a03 * a10;
  let b03 = a01 * a12 - a02 * a11; let b04 = a01 * a13 - a03 * a11; let b05 = a02 * a13 - a03 * a12;
  let b06 = a20 * a31 - a21 * a30; let b07 = a20 * a32 - a22 * a30; let b08 = a20 * a33 - a23 * a30;
  let b09 = a21 * a32 - a22 * a31; let b10 = a21 * a33 - a23 * a31; let b11 = a22 * a33 - a23 * a32;
  let inv = 1.0 / (b00 * b11 - b01 * b10 + b02 * b09 + b03 * b08 - b04 * b07 + b05 * b06);
  return mat4x4f(
      (a11 * b11 - a12 * b10 + a13 * b09) * inv, (a02 * b10 - a01 * b11 - a03 * b09) * inv,
      (a31 * b05 - a32 * b04 + a33 * b03) * inv, (a22 * b04 - a21 * b05 - a23 * b03) * inv,
      (a12 * b08 - a10 * b11 - a13 * b07) * inv, (a00 * b11 - a02 * b08 + a03 * b07) * inv,
      (a32 * b02 - a30 * b05 - a33 * b01) * inv, (a20 * b05 - a22 * b02 + a23 * b01) * inv,
      (a10 * b10 - a11 * b08 + a13 * b06) * inv, (a01 * b08 - a00 * b10 - a03 * b06) * inv,
      (a30 * b04 - a31 * b02 + a33 * b00) * inv, (a21 * b02 - a20 * b04 - a23 * b00) * inv,
      (a11 * b07 - a10 * b09 - a12 * b06) * inv, (a00 * b09 - a01 * b07 + a02 * b06) * inv,
      (a31 * b01 - a30 * b03 - a32 * b00) * inv, (a20 * b03 - a21 * b01 + a22 * b00) * inv);
}
)";

// An expression as WGSL text.
struct Wgsl {
  std::string text;
  Type type;
  bool binary = false;       // an unparenthesised binary/ternary result: wrap before nesting
  bool int_literal = false;  // a plain integer literal (converts to float as "N.0")
};

std::string Operand(const Wgsl& e) { return e.binary ? "(" + e.text + ")" : e.text; }

// `e` as a value of scalar kind `target` (GLSL's implicit-free casts made explicit).
std::string Converted(const Wgsl& e, Scalar target) {
  if (e.type.scalar == target) return e.text;
  if (e.int_literal && target == Scalar::kFloat) return e.text + ".0";
  return WgslType(e.type.with_scalar(target)) + "(" + e.text + ")";
}

// `e` widened to the vector type `target` when it is a scalar (GLSL's min(vec4, float) overloads).
std::string Splat(const Wgsl& e, const Type& target) {
  if (!e.type.is_scalar() || target.is_scalar()) return e.text;
  return WgslType(target) + "(" + e.text + ")";
}

std::string Call(const std::string& function, const std::vector<Wgsl>& args) {
  std::string text = function + "(";
  for (size_t k = 0; k < args.size(); ++k) text += (k ? ", " : "") + args[k].text;
  return text + ")";
}

class WgslEmitter {
 public:
  explicit WgslEmitter(std::vector<std::string> output_formats) : output_formats_(std::move(output_formats)) {}

  StatusOr<WgslComputeShader> Run(const Program& program);

 private:
  Status TopLevel(const Declaration& d);
  Status Function(const Function& f);
  Status Block(const Stmt& block, int indent, std::string& out);
  Status Statement(const Stmt& s, int indent, std::string& out);
  Status If(const Stmt& s, int indent, std::string& out);
  StatusOr<std::string> Variables(const std::vector<Variable>& variables, bool module_scope, bool is_const);
  StatusOr<std::string> Simple(const Stmt& s);  // assignment, ++/-- or call, without ';'

  StatusOr<Wgsl> Emit(const Expr& e);
  StatusOr<std::vector<Wgsl>> EmitAll(const std::vector<Expr>& exprs);
  StatusOr<Wgsl> Literal(const Expr& e);
  StatusOr<Wgsl> Variable(const Expr& e);
  StatusOr<Wgsl> Construct(const Expr& e, const std::vector<Wgsl>& args);
  StatusOr<Wgsl> Builtin(const Expr& e, const std::vector<Wgsl>& args);
  StatusOr<Wgsl> Binary(const Expr& e, const Wgsl& a, const Wgsl& b);
  // The WGSL texture and sampler for texture(s, ...) on the sampler2D expression `s`.
  StatusOr<std::string> FilteredSampler(const Expr& s, int line);

  std::vector<std::string> output_formats_;
  std::vector<std::string> samplers_;
  std::vector<std::pair<std::string, Type>> uniforms_;  // non-sampler uniforms, in declaration order
  std::vector<std::string> filtered_;                   // samplers read with texture(), first use first
  std::map<int, std::string> outputs_;                  // location -> GLSL name
  bool uses_uv_ = false;
  std::string globals_;  // module-scope declarations
  std::string functions_text_;
  std::string helpers_text_;  // WGSL for GLSL built-ins WGSL lacks (inverse)
};

Status WgslEmitter::TopLevel(const Declaration& d) {
  switch (d.kind) {
    case Declaration::Kind::kPrecision: return Status::Ok();
    case Declaration::Kind::kUniform:
      for (const shader::Variable& v : d.variables) {
        if (v.type.array) return ErrorAt(d.line, "uniform arrays are not translated");
        if (v.type.is_matrix()) {
          return ErrorAt(
              d.line, "uniform '" + GlslName(v.type) + "': only sampler2D, scalar and vector uniforms are translated");
        }
        if (v.type.scalar == Scalar::kSampler2D) {
          samplers_.push_back(v.name);
        } else {
          uniforms_.push_back({v.name, v.type});
        }
      }
      return Status::Ok();
    case Declaration::Kind::kUniformBlock:
      return ErrorAt(d.line,
                     "uniform block '" + d.text + "': only sampler2D, scalar and vector uniforms are translated");
    case Declaration::Kind::kOutput:
      outputs_[d.location] = d.variables[0].name;
      globals_ += "var<private> " + SafeName(d.variables[0].name) + ": vec4f;\n";
      return Status::Ok();
    case Declaration::Kind::kInput:
      uses_uv_ = true;
      globals_ += "var<private> v_uv: vec2f;\n";
      return Status::Ok();
    case Declaration::Kind::kVariable: {
      ASSIGN_OR_RETURN(std::string text, Variables(d.variables, /*module_scope=*/true, d.is_const));
      globals_ += text + "\n";
      return Status::Ok();
    }
    case Declaration::Kind::kFunction: return Function(d.function);
  }
  return Status::Ok();
}

Status WgslEmitter::Function(const shader::Function& f) {
  const bool is_main = f.name == "main";
  // Parameters are immutable in WGSL: the ones the body writes get a local copy.
  std::string header = "fn " + (is_main ? std::string("fragment_main") : SafeName(f.name)) + "(";
  std::string copies;
  for (size_t k = 0; k < f.parameters.size(); ++k) {
    const Parameter& p = f.parameters[k];
    const std::string name = SafeName(p.variable.name);
    header += (k ? ", " : "") + name + (p.written ? "_in" : "") + ": " + WgslType(p.variable.type);
    if (p.written) copies += "  var " + name + " = " + name + "_in;\n";
  }
  header += ")";
  if (f.result.scalar != Scalar::kVoid) header += " -> " + WgslType(f.result);
  std::string body;
  RETURN_IF_ERROR(Block(f.body, 0, body));
  // Block() wrote "{\n...}"; put the parameter copies first.
  functions_text_ += header + " {\n" + copies + body.substr(2) + "\n";
  return Status::Ok();
}

Status WgslEmitter::Block(const Stmt& block, int indent, std::string& out) {
  out += "{\n";
  for (const Stmt& s : block.body) RETURN_IF_ERROR(Statement(s, indent + 1, out));
  out += std::string(indent * 2, ' ') + "}";
  return Status::Ok();
}

// "if (c) {...} else if (d) {...} else {...}", without indent or line break.
Status WgslEmitter::If(const Stmt& s, int indent, std::string& out) {
  ASSIGN_OR_RETURN(Wgsl cond, Emit(s.exprs[0]));
  out += "if (" + cond.text + ") ";
  RETURN_IF_ERROR(Block(s.body[0], indent, out));
  if (s.body.size() < 2) return Status::Ok();
  out += " else ";
  if (s.body[1].kind == Stmt::Kind::kIf) return If(s.body[1], indent, out);
  return Block(s.body[1], indent, out);
}

Status WgslEmitter::Statement(const Stmt& s, int indent, std::string& out) {
  const std::string pad(indent * 2, ' ');
  switch (s.kind) {
    case Stmt::Kind::kBlock:
      out += pad;
      RETURN_IF_ERROR(Block(s, indent, out));
      break;
    case Stmt::Kind::kIf:
      out += pad;
      RETURN_IF_ERROR(If(s, indent, out));
      break;
    case Stmt::Kind::kFor: {
      std::string init, cond, update;
      if (!s.init.empty() && s.init[0].kind == Stmt::Kind::kDeclaration) {
        ASSIGN_OR_RETURN(init, Variables(s.init[0].variables, false, s.init[0].is_const));
        init.pop_back();  // the ';' that the for's own takes the place of
      } else if (!s.init.empty()) {
        ASSIGN_OR_RETURN(init, Simple(s.init[0]));
      }
      if (!s.exprs.empty()) {
        ASSIGN_OR_RETURN(Wgsl c, Emit(s.exprs[0]));
        cond = c.text;
      }
      if (!s.update.empty()) {
        ASSIGN_OR_RETURN(update, Simple(s.update[0]));
      }
      out += pad + "for (" + init + "; " + cond + "; " + update + ") ";
      RETURN_IF_ERROR(Block(s.body[0], indent, out));
      break;
    }
    case Stmt::Kind::kWhile: {
      ASSIGN_OR_RETURN(Wgsl cond, Emit(s.exprs[0]));
      out += pad + "while (" + cond.text + ") ";
      RETURN_IF_ERROR(Block(s.body[0], indent, out));
      break;
    }
    case Stmt::Kind::kBreak: out += pad + "break;"; break;
    case Stmt::Kind::kContinue: out += pad + "continue;"; break;
    case Stmt::Kind::kReturn:
      if (s.exprs.empty()) {
        out += pad + "return;";
      } else {
        ASSIGN_OR_RETURN(Wgsl value, Emit(s.exprs[0]));
        out += pad + "return " + value.text + ";";
      }
      break;
    case Stmt::Kind::kDeclaration: {
      ASSIGN_OR_RETURN(std::string text, Variables(s.variables, false, s.is_const));
      out += pad + text;
      break;
    }
    case Stmt::Kind::kAssign:
    case Stmt::Kind::kIncrement:
    case Stmt::Kind::kExpression: {
      ASSIGN_OR_RETURN(std::string text, Simple(s));
      out += pad + text + ";";
      break;
    }
  }
  out += "\n";
  return Status::Ok();
}

// `[const] T a [= x], b[n] [= y];` -> one WGSL declaration per name, each ending in ';'.
StatusOr<std::string> WgslEmitter::Variables(const std::vector<shader::Variable>& variables, bool module_scope,
                                             bool is_const) {
  std::string out;
  const std::string keyword = module_scope ? (is_const ? "const" : "var<private>") : (is_const ? "let" : "var");
  for (const shader::Variable& v : variables) {
    std::string init;
    if (v.initializer) {
      ASSIGN_OR_RETURN(Wgsl value, Emit(*v.initializer));
      init = " = " + value.text;
    }
    out += (out.empty() ? "" : " ") + keyword + " " + SafeName(v.name) + ": " + WgslType(v.type) + init + ";";
  }
  return out;
}

StatusOr<std::string> WgslEmitter::Simple(const Stmt& s) {
  ASSIGN_OR_RETURN(Wgsl target, Emit(s.exprs[0]));
  if (s.kind == Stmt::Kind::kIncrement) return target.text + s.text;
  if (s.kind == Stmt::Kind::kExpression) {
    if (target.type.scalar != Scalar::kVoid) return "_ = " + target.text;  // a call whose value is unused
    return target.text;
  }
  ASSIGN_OR_RETURN(Wgsl value, Emit(s.exprs[1]));
  if (s.text == "<<=" || s.text == ">>=") return target.text + " " + s.text + " " + Converted(value, Scalar::kUint);
  return target.text + " " + s.text + " " + value.text;
}

StatusOr<std::vector<Wgsl>> WgslEmitter::EmitAll(const std::vector<Expr>& exprs) {
  std::vector<Wgsl> out;
  for (const Expr& e : exprs) {
    ASSIGN_OR_RETURN(Wgsl w, Emit(e));
    out.push_back(std::move(w));
  }
  return out;
}

StatusOr<Wgsl> WgslEmitter::Emit(const Expr& e) {
  // Operands first, left to right: samplers are bound in the order texture() first reads them.
  ASSIGN_OR_RETURN(std::vector<Wgsl> args, EmitAll(e.operands));
  Wgsl r{"", e.type, false, false};
  switch (e.kind) {
    case Expr::Kind::kLiteral: {
      ASSIGN_OR_RETURN(r, Literal(e));
      break;
    }
    case Expr::Kind::kVariable: {
      ASSIGN_OR_RETURN(r, Variable(e));
      break;
    }
    case Expr::Kind::kFragCoord: r.text = "vfx_frag_coord"; break;
    case Expr::Kind::kConstruct: {
      ASSIGN_OR_RETURN(r, Construct(e, args));
      break;
    }
    case Expr::Kind::kArrayConstruct: r.text = Call(WgslType(e.type), args); break;
    case Expr::Kind::kCall: r.text = Call(SafeName(e.text), args); break;
    case Expr::Kind::kBuiltin: {
      ASSIGN_OR_RETURN(r, Builtin(e, args));
      break;
    }
    case Expr::Kind::kUnary: {
      const Wgsl& a = args[0];
      // "-(-x)" must not become "--x" (WGSL's decrement token).
      const bool signed_operand =
          !a.binary && !a.text.empty() && (a.text[0] == '-' || a.text[0] == '~' || a.text[0] == '!');
      r.text = e.text + (signed_operand ? "(" + a.text + ")" : Operand(a));
      break;
    }
    case Expr::Kind::kBinary: {
      ASSIGN_OR_RETURN(r, Binary(e, args[0], args[1]));
      break;
    }
    case Expr::Kind::kTernary:
      // Both branches are evaluated: fine for our side-effect-free expressions.
      r.text = "select(" + args[2].text + ", " + args[1].text + ", " + args[0].text + ")";
      break;
    case Expr::Kind::kSwizzle: {
      std::string components;
      for (char c : e.text) {
        for (std::string_view set : {"xyzw", "rgba", "stpq"}) {
          const size_t at = set.find(c);
          if (at != std::string_view::npos) components += "xyzw"[at];  // WGSL has no stpq
        }
      }
      r.text = Operand(args[0]) + "." + components;
      break;
    }
    case Expr::Kind::kIndex: r.text = Operand(args[0]) + "[" + args[1].text + "]"; break;
  }
  if (e.parenthesized && r.binary) {
    r.text = "(" + r.text + ")";
    r.binary = false;
  }
  return r;
}

StatusOr<Wgsl> WgslEmitter::Literal(const Expr& e) {
  Wgsl r{e.text, e.type, false, false};
  if (e.type.scalar == Scalar::kUint) {
    r.text.back() = 'u';
  } else if (e.type.scalar == Scalar::kFloat) {
    if (r.text.back() == '.') r.text += "0";
    if (r.text[0] == '.') r.text = "0" + r.text;
  } else if (e.type.scalar == Scalar::kInt) {
    r.int_literal = true;
  }
  return r;
}

StatusOr<Wgsl> WgslEmitter::Variable(const Expr& e) {
  Wgsl r{SafeName(e.text), e.type, false, false};
  if (e.storage != Storage::kUniform) return r;
  const std::string field = "vfx_uniforms." + SafeName(e.text);
  r.text = field;
  if (e.type.scalar == Scalar::kBool) {  // stored as i32
    r.text = e.type.is_scalar() ? "(" + field + " != 0)"
                                : "(" + field + " != " + WgslType(Type::Vector(Scalar::kInt, e.type.size)) + "(0))";
  }
  return r;
}

StatusOr<Wgsl> WgslEmitter::Construct(const Expr& e, const std::vector<Wgsl>& args) {
  const Type& type = e.type;
  Wgsl r{"", type, false, false};
  if (type.is_matrix() && args.size() == 1 && args[0].type.is_scalar()) {
    // GLSL's mat(s): s on the diagonal.
    const std::string d = Converted(args[0], Scalar::kFloat);
    r.text = WgslType(type) + "(";
    for (int c = 0; c < type.columns; ++c) {
      for (int row = 0; row < type.size; ++row) r.text += std::string(c + row ? ", " : "") + (c == row ? d : "0.0");
    }
    r.text += ")";
    return r;
  }
  if (type.is_scalar()) {
    const Wgsl& a = args[0];
    if (a.type.is_vector()) {
      r.text = WgslType(type) + "(" + a.text + ".x)";
    } else if (a.type.scalar == type.scalar) {
      r = a;
      r.type = type;
    } else if (a.int_literal && type.scalar == Scalar::kFloat) {
      r.text = a.text + ".0";
    } else {
      r.text = WgslType(type) + "(" + a.text + ")";
    }
    return r;
  }
  if (args.size() == 1 && args[0].type.is_vector() && args[0].type.size == type.size && !type.is_matrix()) {
    r.text = WgslType(type) + "(" + args[0].text + ")";  // a conversion
    return r;
  }
  if (args.size() == 1 && args[0].type.is_vector() && type.is_vector() && args[0].type.size > type.size) {
    // GLSL's vec3(v4) keeps the first components; WGSL needs the swizzle.
    r.text = WgslType(type) + "(" + Operand(args[0]) + "." + std::string("xyzw").substr(0, type.size) + ")";
    return r;
  }
  if (args.size() == 1 && args[0].type.is_matrix() && type.is_matrix() && args[0].type != type) {
    return ErrorAt(e.line, "matrix resizing constructors are not translated");
  }
  r.text = WgslType(type) + "(";
  for (size_t k = 0; k < args.size(); ++k) r.text += (k ? ", " : "") + Converted(args[k], type.scalar);
  r.text += ")";
  return r;
}

StatusOr<std::string> WgslEmitter::FilteredSampler(const Expr& s, int line) {
  if (s.kind != Expr::Kind::kVariable || s.storage != Storage::kSampler) {
    return ErrorAt(line, "texture() needs a sampler2D uniform by name");
  }
  if (std::find(filtered_.begin(), filtered_.end(), s.text) == filtered_.end()) filtered_.push_back(s.text);
  const std::string texture = SafeName(s.text);
  return texture + ", " + texture + "_sampler";
}

StatusOr<Wgsl> WgslEmitter::Builtin(const Expr& e, const std::vector<Wgsl>& args) {
  static const std::map<std::string, std::string> kRenamed = {
      {"inversesqrt", "inverseSqrt"}, {"roundEven", "round"}, {"texelFetch", "textureLoad"}};
  static const std::map<std::string, std::string> kCompare = {{"lessThan", "<"},    {"lessThanEqual", "<="},
                                                              {"greaterThan", ">"}, {"greaterThanEqual", ">="},
                                                              {"equal", "=="},      {"notEqual", "!="}};
  const std::string& name = e.text;
  Wgsl r{"", e.type, false, false};
  if (name == "textureSize") {
    r.text = "vec2i(textureDimensions(" + args[0].text + ", " + args[1].text + "))";
  } else if (name == "texture" || name == "textureLod") {
    ASSIGN_OR_RETURN(std::string texture_and_sampler, FilteredSampler(e.operands[0], e.line));
    // Compute shaders have no derivatives: the base level, or the level asked for.
    const std::string lod = name == "textureLod" ? Converted(args[2], Scalar::kFloat) : "0.0";
    r.text = "textureSampleLevel(" + texture_and_sampler + ", " + args[1].text + ", " + lod + ")";
  } else if (name == "atan") {
    r.text = Call(args.size() == 2 ? "atan2" : "atan", args);
  } else if (auto compare = kCompare.find(name); compare != kCompare.end()) {
    r.text = "(" + Operand(args[0]) + " " + compare->second + " " + Operand(args[1]) + ")";
  } else if (name == "inverse") {
    if (args[0].type != Type::Matrix(4, 4)) return ErrorAt(e.line, "inverse() of a mat4 only");
    if (helpers_text_.find("fn vfx_inverse4(") == std::string::npos) helpers_text_ += kInverse4;
    r.text = "vfx_inverse4(" + args[0].text + ")";
  } else if (name == "outerProduct") {
    // Column j is c * r[j].
    r.text = WgslType(e.type) + "(";
    for (int j = 0; j < args[1].type.size; ++j) {
      r.text += std::string(j ? ", " : "") + Operand(args[0]) + " * " + Operand(args[1]) + "." + "xyzw"[j];
    }
    r.text += ")";
  } else if (name == "dot" && args[0].type.is_scalar()) {  // WGSL's dot takes vectors only
    r.text = "(" + Operand(args[0]) + " * " + Operand(args[1]) + ")";
  } else if (name == "mod") {
    const std::string x = "(" + args[0].text + ")", y = "(" + args[1].text + ")";
    r.text = x + " - " + y + " * floor(" + x + " / " + y + ")";
    r.binary = true;
  } else if (name == "min" || name == "max" || name == "clamp" || name == "pow" || name == "step" ||
             name == "smoothstep" || name == "mix") {
    // GLSL's genType f(genType, float) overloads: the scalar arguments are splatted.
    std::vector<Wgsl> splatted = args;
    for (size_t k = 0; k < args.size(); ++k) {
      // mix(vecN, vecN, float) exists in WGSL as it is.
      if (!(name == "mix" && k == 2)) splatted[k].text = Splat(args[k], e.type);
    }
    r.text = Call(name, splatted);
  } else {
    auto renamed = kRenamed.find(name);
    r.text = Call(renamed != kRenamed.end() ? renamed->second : name, args);
  }
  return r;
}

StatusOr<Wgsl> WgslEmitter::Binary(const Expr& e, const Wgsl& a, const Wgsl& b) {
  const std::string& op = e.text;
  Wgsl r{"", e.type, true, false};
  if (op == "&&" || op == "||" || op == "^^") {
    r.text = Operand(a) + (op == "^^" ? " != " : " " + op + " ") + Operand(b);
    return r;
  }
  if (op == "==" || op == "!=") {
    r.text = Operand(a) + " " + op + " " + Operand(b);
    if (!a.type.is_scalar()) {  // GLSL compares whole vectors; WGSL compares per component
      r.text = (op == "==" ? "all(" : "any(") + r.text + ")";
      r.binary = false;
    }
    return r;
  }
  const bool shift = op == "<<" || op == ">>";
  if (shift || op == "&" || op == "|" || op == "^" || op == "%") {
    // WGSL wants both sides of one shape (a scalar beside a vector is splatted)
    // and shift amounts as u32.
    std::string left = Operand(a), right = Operand(b);
    if (!shift && a.type.is_scalar() && b.type.is_vector()) left = WgslType(b.type) + "(" + a.text + ")";
    if (!shift && b.type.is_scalar() && a.type.is_vector()) right = WgslType(a.type) + "(" + b.text + ")";
    if (shift) {
      const Type amount = a.type.with_scalar(Scalar::kUint);  // the shape of the value shifted, in u32
      if (b.int_literal && a.type.is_scalar()) {
        right = b.text;
      } else if (b.type != amount) {
        right = WgslType(amount) + "(" + b.text + ")";
      }
    }
    r.text = left + " " + op + " " + right;
    return r;
  }
  if (op == "/" && (a.type.is_matrix() || b.type.is_matrix())) {
    return ErrorAt(e.line, "matrix division is not translated");
  }
  r.text = Operand(a) + " " + op + " " + Operand(b);
  return r;
}

StatusOr<WgslComputeShader> WgslEmitter::Run(const Program& program) {
  for (const Declaration& d : program.declarations) RETURN_IF_ERROR(TopLevel(d));
  if (program.main() == nullptr) return InvalidArgumentError("GLSL has no 'void main()'");
  if (outputs_.empty()) return InvalidArgumentError("GLSL writes no output");
  if (output_formats_.size() == 1) output_formats_.resize(outputs_.size(), output_formats_[0]);
  if (outputs_.size() != output_formats_.size() || outputs_.rbegin()->first != static_cast<int>(outputs_.size()) - 1) {
    return InvalidArgumentError("GLSL has " + std::to_string(outputs_.size()) + " outputs at locations 0.." +
                                std::to_string(outputs_.rbegin()->first) + "; " +
                                std::to_string(output_formats_.size()) + " output formats given");
  }
  WgslComputeShader shader;
  std::string bindings;
  int binding = 0;
  for (const std::string& s : samplers_) {
    bindings += "@group(0) @binding(" + std::to_string(binding) + ") var " + SafeName(s) + ": texture_2d<f32>;\n";
    shader.bindings.push_back({s, binding++, WgslBinding::Kind::kSampledTexture});
  }
  if (!uniforms_.empty()) {
    // WGSL's uniform layout: scalars 4-byte aligned, vec2 8, vec3 and vec4 16; the struct rounds up to 16.
    std::string fields;
    int offset = 0;
    for (const auto& [name, type] : uniforms_) {
      const int align = type.size == 1 ? 4 : type.size == 2 ? 8 : 16;
      offset = (offset + align - 1) / align * align;
      const Type stored = type.scalar == Scalar::kBool ? type.with_scalar(Scalar::kInt) : type;
      fields += "  " + SafeName(name) + ": " + WgslType(stored) + ",\n";
      shader.uniforms.push_back({name, GlslName(type), offset, type.size});
      offset += 4 * type.size;
    }
    shader.uniform_buffer_size = (offset + 15) / 16 * 16;
    globals_ = "struct Uniforms {\n" + fields + "}\n@group(0) @binding(" + std::to_string(binding) +
               ") var<uniform> vfx_uniforms: Uniforms;\n" + globals_;
    shader.bindings.push_back({"uniforms", binding++, WgslBinding::Kind::kUniformBuffer});
  }
  for (const std::string& name : filtered_) {
    bindings += "@group(0) @binding(" + std::to_string(binding) + ") var " + SafeName(name) + "_sampler: sampler;\n";
    shader.bindings.push_back({name + "_sampler", binding++, WgslBinding::Kind::kSampler});
  }
  std::string stores;
  for (const auto& [location, name] : outputs_) {
    const std::string& format = output_formats_[static_cast<size_t>(location)];
    if (format != "rgba32float" && format != "rgba16float" && format != "rgba8unorm") {
      return InvalidArgumentError("output format '" + format + "' is not a storage format we write");
    }
    const std::string texture = "vfx_out" + std::to_string(location);
    bindings += "@group(0) @binding(" + std::to_string(binding) + ") var " + texture + ": texture_storage_2d<" +
                format + ", write>;\n";
    shader.bindings.push_back({name, binding++, WgslBinding::Kind::kStorageTexture, location});
    stores += "  textureStore(" + texture + ", vec2i(id.xy), " + SafeName(name) + ");\n";
  }
  const std::string size = "textureDimensions(vfx_out0)";
  shader.source =
      "// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.\n" + bindings +
      "var<private> vfx_frag_coord: vec4f;\n" + globals_ + "\n" + helpers_text_ + functions_text_ +
      "@compute @workgroup_size(" + std::to_string(kWgslWorkgroupSize) + ", " + std::to_string(kWgslWorkgroupSize) +
      ")\n"
      "fn main(@builtin(global_invocation_id) id: vec3u) {\n"
      "  let size = " +
      size +
      ";\n"
      "  if (id.x >= size.x || id.y >= size.y) { return; }\n"
      "  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);\n" +
      (uses_uv_ ? "  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);\n" : "") + "  fragment_main();\n" + stores + "}\n";
  return shader;
}

}  // namespace

StatusOr<WgslComputeShader> EmitWgsl(const Program& program, std::vector<std::string> output_formats) {
  WgslEmitter emitter(std::move(output_formats));
  return emitter.Run(program);
}

}  // namespace vfx::shader
