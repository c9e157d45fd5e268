#include "src/wgsl/wgsl_from_glsl.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace vfx::wgsl {
namespace {

// ---- Tokens ---------------------------------------------------------------

struct Token {
  enum class Kind { kIdent, kNumber, kPunct, kEnd };
  Kind kind = Kind::kEnd;
  std::string text;
  int line = 0;
};

Status ErrorAt(int line, const std::string& message) {
  return InvalidArgumentError("GLSL line " + std::to_string(line) + ": " + message);
}

StatusOr<std::vector<Token>> Tokenize(std::string_view src) {
  static const char* kPuncts[] = {"<<=", ">>=", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "^^",
                                  "+=",  "-=",  "*=", "/=", "%=", "&=", "|=", "^="};
  std::vector<Token> tokens;
  int line = 1;
  size_t i = 0;
  bool line_start = true;
  while (i < src.size()) {
    const char c = src[i];
    if (c == '\n') {
      ++line;
      ++i;
      line_start = true;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (src.compare(i, 2, "//") == 0) {
      while (i < src.size() && src[i] != '\n') ++i;
      continue;
    }
    if (src.compare(i, 2, "/*") == 0) {
      const size_t end = src.find("*/", i + 2);
      if (end == std::string_view::npos) return ErrorAt(line, "unterminated /* comment");
      for (size_t k = i; k < end; ++k) line += src[k] == '\n';
      i = end + 2;
      continue;
    }
    if (c == '#') {
      if (!line_start) return ErrorAt(line, "'#' inside a line");
      size_t end = src.find('\n', i);
      if (end == std::string_view::npos) end = src.size();
      std::string directive(src.substr(i, end - i));
      while (!directive.empty() && std::isspace(static_cast<unsigned char>(directive.back()))) directive.pop_back();
      if (directive != "#version 300 es") return ErrorAt(line, "preprocessor directive '" + directive + "' is not translated");
      i = end;
      continue;
    }
    line_start = false;
    Token token;
    token.line = line;
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < src.size() && (std::isalnum(static_cast<unsigned char>(src[j])) || src[j] == '_')) ++j;
      token.kind = Token::Kind::kIdent;
      token.text = std::string(src.substr(i, j - i));
      i = j;
    } else if (std::isdigit(static_cast<unsigned char>(c)) ||
               (c == '.' && i + 1 < src.size() && std::isdigit(static_cast<unsigned char>(src[i + 1])))) {
      size_t j = i;
      if (src.compare(i, 2, "0x") == 0 || src.compare(i, 2, "0X") == 0) {
        j += 2;
        while (j < src.size() && std::isxdigit(static_cast<unsigned char>(src[j]))) ++j;
      } else {
        while (j < src.size() && std::isdigit(static_cast<unsigned char>(src[j]))) ++j;
        if (j < src.size() && src[j] == '.') {
          ++j;
          while (j < src.size() && std::isdigit(static_cast<unsigned char>(src[j]))) ++j;
        }
        if (j < src.size() && (src[j] == 'e' || src[j] == 'E')) {
          ++j;
          if (j < src.size() && (src[j] == '+' || src[j] == '-')) ++j;
          while (j < src.size() && std::isdigit(static_cast<unsigned char>(src[j]))) ++j;
        }
      }
      if (j < src.size() && (src[j] == 'u' || src[j] == 'U')) ++j;
      token.kind = Token::Kind::kNumber;
      token.text = std::string(src.substr(i, j - i));
      i = j;
    } else {
      token.kind = Token::Kind::kPunct;
      for (const char* p : kPuncts) {
        if (src.compare(i, std::char_traits<char>::length(p), p) == 0) {
          token.text = p;
          break;
        }
      }
      if (token.text.empty()) {
        if (std::string_view("+-*/%<>=!~&|^?:;,.()[]{}").find(c) == std::string_view::npos) {
          return ErrorAt(line, std::string("unexpected character '") + c + "'");
        }
        token.text = std::string(1, c);
      }
      i += token.text.size();
    }
    tokens.push_back(std::move(token));
  }
  tokens.push_back(Token{Token::Kind::kEnd, "", line});
  return tokens;
}

// ---- Types ----------------------------------------------------------------

struct Type {
  char scalar = 'v';  // 'f' float, 'i' int, 'u' uint, 'b' bool, 's' sampler2D, 'v' void
  int size = 1;       // vector components (1: scalar); matrix rows
  int columns = 0;    // matrix columns (0: not a matrix)
  int array = 0;      // array length (0: not an array)

  bool is_scalar() const { return size == 1 && columns == 0 && array == 0; }
  bool is_vector() const { return size > 1 && columns == 0 && array == 0; }
  bool is_matrix() const { return columns > 0 && array == 0; }
  Type element() const {
    Type t = *this;
    t.array = 0;
    return t;
  }
  bool operator==(const Type& o) const {
    return scalar == o.scalar && size == o.size && columns == o.columns && array == o.array;
  }
  bool operator!=(const Type& o) const { return !(*this == o); }
};

Type Scalar(char s) { return Type{s, 1, 0, 0}; }
Type Vector(char s, int n) { return Type{s, n, 0, 0}; }

std::string ScalarName(char s) {
  switch (s) {
    case 'f': return "f32";
    case 'i': return "i32";
    case 'u': return "u32";
    case 'b': return "bool";
  }
  return "void";
}

std::string WgslType(const Type& t) {
  if (t.array > 0) return "array<" + WgslType(t.element()) + ", " + std::to_string(t.array) + ">";
  if (t.columns > 0) return "mat" + std::to_string(t.columns) + "x" + std::to_string(t.size) + "f";
  if (t.size > 1) {
    if (t.scalar == 'b') return "vec" + std::to_string(t.size) + "<bool>";
    return "vec" + std::to_string(t.size) + std::string(1, t.scalar == 'f' ? 'f' : t.scalar == 'i' ? 'i' : 'u');
  }
  return ScalarName(t.scalar);
}

std::string GlslType(const Type& t) {
  std::string s;
  if (t.columns > 0) {
    s = "mat" + std::to_string(t.columns);
  } else if (t.size > 1) {
    s = (t.scalar == 'f' ? std::string() : std::string(1, t.scalar)) + "vec" + std::to_string(t.size);
  } else {
    s = t.scalar == 'f' ? "float" : t.scalar == 'i' ? "int" : t.scalar == 'u' ? "uint" : t.scalar == 'b' ? "bool"
        : t.scalar == 's' ? "sampler2D" : "void";
  }
  if (t.array > 0) s += "[" + std::to_string(t.array) + "]";
  return s;
}

std::optional<Type> ParseTypeName(const std::string& name) {
  if (name == "float") return Scalar('f');
  if (name == "int") return Scalar('i');
  if (name == "uint") return Scalar('u');
  if (name == "bool") return Scalar('b');
  if (name == "void") return Scalar('v');
  if (name == "sampler2D") return Scalar('s');
  auto vector_size = [&](size_t at) -> int {
    if (name.size() != at + 1) return 0;
    const char n = name[at];
    return n >= '2' && n <= '4' ? n - '0' : 0;
  };
  if (name.rfind("vec", 0) == 0 && vector_size(3)) return Vector('f', vector_size(3));
  for (char s : {'i', 'u', 'b'}) {
    if (name.size() == 5 && name[0] == s && name.compare(1, 3, "vec") == 0 && vector_size(4)) {
      return Vector(s, vector_size(4));
    }
  }
  if (name.rfind("mat", 0) == 0) {
    if (vector_size(3)) return Type{'f', vector_size(3), vector_size(3), 0};
    if (name.size() == 6 && name[4] == 'x' && name[3] >= '2' && name[3] <= '4' && name[5] >= '2' && name[5] <= '4') {
      return Type{'f', name[5] - '0', name[3] - '0', 0};
    }
  }
  return std::nullopt;
}

bool IsQualifier(const std::string& word) {
  return word == "highp" || word == "mediump" || word == "lowp" || word == "in" || word == "const";
}

// WGSL keywords and reserved words a GLSL identifier might collide with.
const std::set<std::string>& WgslReserved() {
  static const std::set<std::string> words = {
      "alias", "array", "bitcast", "bool", "break", "case", "const", "const_assert", "continue", "continuing",
      "default", "diagnostic", "discard", "else", "enable", "f16", "f32", "false", "fn", "for", "i32", "if",
      "let", "loop", "override", "requires", "return", "struct", "switch", "true", "u32", "var", "while",
      "mat2x2f", "mat3x3f", "mat4x4f", "vec2f", "vec3f", "vec4f", "vec2i", "vec3i", "vec4i", "vec2u", "vec3u",
      "vec4u", "sampler", "texture", "ptr", "ref", "uniform", "storage", "private", "function", "workgroup",
      "read", "write", "read_write", "self", "mod", "module", "target", "filter", "sample", "active", "new",
      "using", "final", "from", "inline", "layout", "macro", "match", "meta", "mut", "mutable", "namespace",
      "null", "of", "out", "public", "static", "super", "then", "this", "throw", "trait", "try", "typedef",
      "typename", "typeof", "union", "unless", "virtual", "volatile", "wgsl", "where", "with", "yield", "asm",
      "async", "auto", "await", "become", "cast", "catch", "class", "coherent", "common", "concept", "crate",
      "debugger", "decltype", "delete", "demote", "do", "enum", "explicit", "export", "extends", "extern",
      "external", "fallthrough", "finally", "friend", "get", "goto", "groupshared", "impl", "implements",
      "import", "inout", "instanceof", "interface", "noexcept", "noinline", "precise", "precision",
      "protected", "pub", "resource", "restrict", "set", "shared", "sizeof", "smooth", "snorm", "std",
      "subroutine", "template", "transient", "unorm", "unsized", "varying", "vertex", "handle", "highp",
      "lowp", "mediump", "attribute", "centroid", "invariant", "line", "unsigned", "signed", "package",
      "partition", "premerge", "private", "regardless", "require", "enum", "as", "operator", "register",
      "nullptr", "unless", "override", "module",
      // WGSL built-ins the translation emits, which a GLSL name must not shadow.
      "select", "atan2", "textureLoad", "textureStore", "textureSampleLevel", "textureDimensions",
      "inverseSqrt", "bitcast", "vfx_inverse4"};
  return words;
}

std::string SafeName(const std::string& name) {
  return WgslReserved().count(name) ? name + "_" : name;
}

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

// ---- Expressions ------------------------------------------------------------

struct Expr {
  std::string text;
  Type type;
  bool binary = false;       // an unparenthesised binary/ternary result: wrap before nesting
  bool int_literal = false;  // a plain integer literal (converts to float as "N.0")
};

std::string Operand(const Expr& e) { return e.binary ? "(" + e.text + ")" : e.text; }

// `e` as a value of `target` (a scalar kind change: GLSL's implicit-free casts made explicit).
std::string Converted(const Expr& e, char target_scalar) {
  if (e.type.scalar == target_scalar) return e.text;
  if (e.int_literal && target_scalar == 'f') return e.text + ".0";
  Type t = e.type;
  t.scalar = target_scalar;
  return WgslType(t) + "(" + e.text + ")";
}

// `e` widened to the vector type `target` when it is a scalar (GLSL's min(vec4, float) overloads).
std::string Splat(const Expr& e, const Type& target) {
  if (!e.type.is_scalar() || target.is_scalar()) return e.text;
  return WgslType(target) + "(" + e.text + ")";
}

struct Function {
  Type result;
  std::vector<Type> params;
};

class Translator {
 public:
  Translator(std::vector<Token> tokens, std::vector<std::string> output_formats)
      : tokens_(std::move(tokens)), output_formats_(std::move(output_formats)) {}

  StatusOr<ComputeShader> Run();

 private:
  const Token& Peek(int ahead = 0) const {
    const size_t at = std::min(pos_ + static_cast<size_t>(ahead), tokens_.size() - 1);
    return tokens_[at];
  }
  const Token& Next() { return tokens_[std::min(pos_++, tokens_.size() - 1)]; }
  bool Is(const std::string& text, int ahead = 0) const {
    const Token& t = Peek(ahead);
    return t.kind != Token::Kind::kEnd && t.text == text;
  }
  bool Accept(const std::string& text) {
    if (!Is(text)) return false;
    ++pos_;
    return true;
  }
  Status Expect(const std::string& text) {
    if (Accept(text)) return Status::Ok();
    return ErrorAt(Peek().line, "expected '" + text + "', found '" + Peek().text + "'");
  }
  StatusOr<std::string> ExpectIdent() {
    if (Peek().kind != Token::Kind::kIdent) return ErrorAt(Peek().line, "expected a name, found '" + Peek().text + "'");
    return Next().text;
  }
  // A type name at the cursor (after qualifiers), without consuming it.
  std::optional<Type> TypeAt(int ahead = 0) const {
    if (Peek(ahead).kind != Token::Kind::kIdent) return std::nullopt;
    return ParseTypeName(Peek(ahead).text);
  }

  // Scopes.
  void PushScope() { scopes_.emplace_back(); }
  void PopScope() { scopes_.pop_back(); }
  Status Declare(const std::string& name, const Type& type, int line) {
    if (scopes_.back().count(name)) return ErrorAt(line, "'" + name + "' declared twice in one scope");
    scopes_.back()[name] = type;
    return Status::Ok();
  }
  const Type* Lookup(const std::string& name) const {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      auto found = it->find(name);
      if (found != it->end()) return &found->second;
    }
    return nullptr;
  }

  // A non-sampler uniform visible here (not shadowed by a local).
  bool IsUniform(const std::string& name) const {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      if (it->count(name)) {
        if (it + 1 != scopes_.rend()) return false;  // a local or parameter
        for (const auto& u : uniforms_) {
          if (u.first == name) return true;
        }
        return false;
      }
    }
    return false;
  }
  // The WGSL texture and sampler for texture(s, ...) on the sampler2D expression `s`.
  StatusOr<std::string> FilteredSampler(const Expr& s, int line) {
    if (s.type.scalar != 's') return ErrorAt(line, "texture() of a non-sampler");
    for (const std::string& name : samplers_) {
      if (SafeName(name) == s.text) {
        if (std::find(filtered_.begin(), filtered_.end(), name) == filtered_.end()) filtered_.push_back(name);
        return s.text + ", " + s.text + "_sampler";
      }
    }
    return ErrorAt(line, "texture() needs a sampler2D uniform by name");
  }

  // Top level.
  Status TopLevel();
  Status FunctionDefinition(const Type& result, const std::string& name, int line);
  StatusOr<int> ArraySize();

  // Statements.
  Status Statement(int indent, std::string& out);
  Status Block(int indent, std::string& out);  // '{' ... '}' (the cursor on '{')
  Status BracedBody(int indent, std::string& out);
  StatusOr<std::string> Declaration(bool module_scope);
  StatusOr<std::string> SimpleStatement();  // assignment, ++/--, or call

  // Expressions, by GLSL precedence.
  StatusOr<Expr> Expression() { return Ternary(); }
  StatusOr<Expr> Ternary();
  StatusOr<Expr> BinaryLevel(int level);
  StatusOr<Expr> Unary();
  StatusOr<Expr> Postfix();
  StatusOr<Expr> Primary();
  StatusOr<std::vector<Expr>> Arguments();
  StatusOr<Expr> Binary(const std::string& op, const Expr& a, const Expr& b, int line);
  StatusOr<Expr> Construct(const Type& type, const std::vector<Expr>& args, int line);
  StatusOr<Expr> CallBuiltin(const std::string& name, std::vector<Expr> args, int line);

  std::vector<Token> tokens_;
  size_t pos_ = 0;
  std::vector<std::string> output_formats_;
  std::vector<std::map<std::string, Type>> scopes_;
  std::map<std::string, Function> functions_;
  std::vector<std::string> samplers_;
  std::vector<std::pair<std::string, Type>> uniforms_;  // non-sampler uniforms, in declaration order
  std::vector<std::string> filtered_;                    // samplers read with texture(), first use first
  std::map<int, std::string> outputs_;  // location -> GLSL name
  bool uses_uv_ = false;
  bool has_main_ = false;
  std::string globals_;    // module-scope declarations
  std::string functions_text_;
  std::string helpers_text_;  // WGSL for GLSL built-ins WGSL lacks (inverse)
};

StatusOr<int> Translator::ArraySize() {
  RETURN_IF_ERROR(Expect("["));
  const Token& n = Next();
  if (n.kind != Token::Kind::kNumber || n.text.find_first_not_of("0123456789") != std::string::npos) {
    return ErrorAt(n.line, "array sizes must be integer literals, found '" + n.text + "'");
  }
  RETURN_IF_ERROR(Expect("]"));
  if (n.text.size() > 6) return ErrorAt(n.line, "array size " + n.text + " is too large");
  return std::stoi(n.text);
}

Status Translator::TopLevel() {
  const int line = Peek().line;
  if (Accept("precision")) {
    while (!Is(";") && Peek().kind != Token::Kind::kEnd) Next();
    return Expect(";");
  }
  int location = -1;
  if (Accept("layout")) {
    RETURN_IF_ERROR(Expect("("));
    if (!Accept("location")) return ErrorAt(line, "only layout(location = N) is translated (uniform blocks are not)");
    RETURN_IF_ERROR(Expect("="));
    const Token& n = Next();
    if (n.kind != Token::Kind::kNumber || n.text.size() > 1 || !std::isdigit(static_cast<unsigned char>(n.text[0]))) {
      return ErrorAt(line, "layout location must be 0..9");
    }
    location = n.text[0] - '0';
    RETURN_IF_ERROR(Expect(")"));
    if (!Is("out")) return ErrorAt(line, "layout(location) only on outputs");
  }
  if (Accept("uniform")) {
    while (Is("highp") || Is("mediump") || Is("lowp")) Next();
    std::optional<Type> type = TypeAt();
    if (!type || type->scalar == 'v' || type->is_matrix()) {
      return ErrorAt(line, "uniform '" + Peek().text + "': only sampler2D, scalar and vector uniforms are translated");
    }
    Next();
    do {
      ASSIGN_OR_RETURN(std::string name, ExpectIdent());
      if (Is("[")) return ErrorAt(line, "uniform arrays are not translated");
      RETURN_IF_ERROR(Declare(name, *type, line));
      if (type->scalar == 's') {
        samplers_.push_back(name);
      } else {
        uniforms_.push_back({name, *type});
      }
    } while (Accept(","));
    return Expect(";");
  }
  if (Accept("out")) {
    while (Is("highp") || Is("mediump") || Is("lowp")) Next();
    std::optional<Type> type = TypeAt();
    if (!type || *type != Vector('f', 4)) return ErrorAt(line, "outputs must be vec4");
    Next();
    ASSIGN_OR_RETURN(std::string name, ExpectIdent());
    if (location < 0) location = 0;
    if (outputs_.count(location)) return ErrorAt(line, "two outputs at location " + std::to_string(location));
    outputs_[location] = name;
    RETURN_IF_ERROR(Declare(name, *type, line));
    globals_ += "var<private> " + SafeName(name) + ": vec4f;\n";
    return Expect(";");
  }
  if (Accept("in")) {
    while (Is("highp") || Is("mediump") || Is("lowp")) Next();
    if (!Is("vec2") || !Is("v_uv", 1)) return ErrorAt(line, "the only input translated is 'in vec2 v_uv'");
    Next();
    Next();
    uses_uv_ = true;
    RETURN_IF_ERROR(Declare("v_uv", Vector('f', 2), line));
    globals_ += "var<private> v_uv: vec2f;\n";
    return Expect(";");
  }
  // A constant, a global variable or a function.
  bool is_const = false;
  size_t start = pos_;
  while (Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text)) is_const |= Next().text == "const";
  std::optional<Type> type = TypeAt();
  if (!type) return ErrorAt(line, "unexpected '" + Peek().text + "' at module scope");
  if (Peek(1).kind == Token::Kind::kIdent && Is("(", 2) && !is_const) {
    Next();
    const std::string name = Next().text;
    return FunctionDefinition(*type, name, line);
  }
  pos_ = start;
  ASSIGN_OR_RETURN(std::string text, Declaration(/*module_scope=*/true));
  globals_ += text + "\n";
  return Status::Ok();
}

Status Translator::FunctionDefinition(const Type& result, const std::string& name, int line) {
  RETURN_IF_ERROR(Expect("("));
  std::vector<std::pair<std::string, Type>> params;
  if (!Is(")") && !(Is("void") && Is(")", 1))) {
    do {
      while (Is("in") || Is("const") || Is("highp") || Is("mediump") || Is("lowp")) Next();
      if (Is("out") || Is("inout")) return ErrorAt(line, "function '" + name + "': out/inout parameters are not translated");
      std::optional<Type> type = TypeAt();
      if (!type) return ErrorAt(line, "function '" + name + "': parameter type '" + Peek().text + "' unknown");
      Next();
      ASSIGN_OR_RETURN(std::string param, ExpectIdent());
      if (Is("[")) {
        ASSIGN_OR_RETURN(type->array, ArraySize());
      }
      params.emplace_back(param, *type);
    } while (Accept(","));
  } else {
    Accept("void");
  }
  RETURN_IF_ERROR(Expect(")"));
  if (Accept(";")) return Status::Ok();  // a prototype
  const bool is_main = name == "main";
  if (is_main) {
    if (!params.empty() || result.scalar != 'v') return ErrorAt(line, "main must be 'void main()'");
    has_main_ = true;
  }
  if (functions_.count(name)) return ErrorAt(line, "function '" + name + "' defined twice (overloads are not translated)");
  Function f{result, {}};
  for (const auto& p : params) f.params.push_back(p.second);
  functions_[name] = f;

  // Parameters are immutable in WGSL: the ones the body writes get a local copy.
  if (!Is("{")) return ErrorAt(line, "expected the body of '" + name + "'");
  std::set<std::string> written;
  {
    int depth = 0;
    for (size_t k = pos_; k < tokens_.size(); ++k) {
      const std::string& t = tokens_[k].text;
      if (t == "{") ++depth;
      if (t == "}" && --depth == 0) break;
      if (tokens_[k].kind != Token::Kind::kIdent) continue;
      const std::string& after = tokens_[k + 1].text;
      const bool assigned = after.size() >= 1 && after.back() == '=' && after != "==" && after != "<=" &&
                            after != ">=" && after != "!=";
      if (assigned || after == "++" || after == "--" || after == "." || after == "[" ||
          (k > 0 && (tokens_[k - 1].text == "++" || tokens_[k - 1].text == "--"))) {
        written.insert(t);
      }
    }
  }
  std::string header = "fn " + (is_main ? std::string("fragment_main") : SafeName(name)) + "(";
  std::string copies;
  PushScope();
  for (size_t k = 0; k < params.size(); ++k) {
    const auto& [param, type] = params[k];
    RETURN_IF_ERROR(Declare(param, type, line));
    const bool copy = written.count(param) != 0;
    header += (k ? ", " : "") + SafeName(param) + (copy ? "_in" : "") + ": " + WgslType(type);
    if (copy) copies += "  var " + SafeName(param) + " = " + SafeName(param) + "_in;\n";
  }
  header += ")";
  if (result.scalar != 'v') header += " -> " + WgslType(result);
  std::string body;
  Status status = Block(0, body);
  PopScope();
  RETURN_IF_ERROR(status);
  // Block() wrote "{\n...}\n"; put the parameter copies first.
  functions_text_ += header + " {\n" + copies + body.substr(2) + "\n";
  return Status::Ok();
}

Status Translator::Block(int indent, std::string& out) {
  RETURN_IF_ERROR(Expect("{"));
  out += "{\n";
  PushScope();
  while (!Is("}")) {
    if (Peek().kind == Token::Kind::kEnd) {
      PopScope();
      return ErrorAt(Peek().line, "missing '}'");
    }
    Status status = Statement(indent + 1, out);
    if (!status.ok()) {
      PopScope();
      return status;
    }
  }
  Next();
  PopScope();
  out += std::string(indent * 2, ' ') + "}";
  return Status::Ok();
}

// The body of an if/for/while: WGSL wants braces even around one statement.
Status Translator::BracedBody(int indent, std::string& out) {
  if (Is("{")) return Block(indent, out);
  out += "{\n";
  PushScope();
  Status status = Statement(indent + 1, out);
  PopScope();
  RETURN_IF_ERROR(status);
  out += std::string(indent * 2, ' ') + "}";
  return Status::Ok();
}

Status Translator::Statement(int indent, std::string& out) {
  const std::string pad(indent * 2, ' ');
  const int line = Peek().line;
  if (Is("{")) {
    out += pad;
    RETURN_IF_ERROR(Block(indent, out));
    out += "\n";
    return Status::Ok();
  }
  if (Accept(";")) return Status::Ok();
  if (Accept("if")) {
    out += pad;
    while (true) {
      RETURN_IF_ERROR(Expect("("));
      ASSIGN_OR_RETURN(Expr cond, Expression());
      RETURN_IF_ERROR(Expect(")"));
      if (cond.type != Scalar('b')) return ErrorAt(line, "if condition is not a bool");
      out += "if (" + cond.text + ") ";
      RETURN_IF_ERROR(BracedBody(indent, out));
      if (!Accept("else")) break;
      out += " else ";
      if (!Accept("if")) {
        RETURN_IF_ERROR(BracedBody(indent, out));
        break;
      }
    }
    out += "\n";
    return Status::Ok();
  }
  if (Accept("for")) {
    RETURN_IF_ERROR(Expect("("));
    PushScope();
    std::string init, cond, update;
    Status status = [&]() -> Status {
      if (!Is(";")) {
        if (TypeAt() || (Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text))) {
          ASSIGN_OR_RETURN(init, Declaration(false));
          init.pop_back();  // its ';', consumed below
          --pos_;
        } else {
          ASSIGN_OR_RETURN(init, SimpleStatement());
        }
      }
      RETURN_IF_ERROR(Expect(";"));
      if (!Is(";")) {
        ASSIGN_OR_RETURN(Expr c, Expression());
        if (c.type != Scalar('b')) return ErrorAt(line, "for condition is not a bool");
        cond = c.text;
      }
      RETURN_IF_ERROR(Expect(";"));
      if (!Is(")")) {
        ASSIGN_OR_RETURN(update, SimpleStatement());
      }
      RETURN_IF_ERROR(Expect(")"));
      out += pad + "for (" + init + "; " + cond + "; " + update + ") ";
      return BracedBody(indent, out);
    }();
    PopScope();
    RETURN_IF_ERROR(status);
    out += "\n";
    return Status::Ok();
  }
  if (Accept("while")) {
    RETURN_IF_ERROR(Expect("("));
    ASSIGN_OR_RETURN(Expr cond, Expression());
    RETURN_IF_ERROR(Expect(")"));
    out += pad + "while (" + cond.text + ") ";
    RETURN_IF_ERROR(BracedBody(indent, out));
    out += "\n";
    return Status::Ok();
  }
  if (Accept("break") || Accept("continue")) {
    out += pad + tokens_[pos_ - 1].text + ";\n";
    return Expect(";");
  }
  if (Accept("return")) {
    if (Accept(";")) {
      out += pad + "return;\n";
      return Status::Ok();
    }
    ASSIGN_OR_RETURN(Expr value, Expression());
    out += pad + "return " + value.text + ";\n";
    return Expect(";");
  }
  if (Is("discard")) return ErrorAt(line, "'discard' has no meaning in a compute shader");
  if (Is("do") || Is("switch") || Is("struct")) return ErrorAt(line, "'" + Peek().text + "' is not translated");
  if ((Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text)) ||
      (TypeAt() && Peek(1).kind == Token::Kind::kIdent)) {
    ASSIGN_OR_RETURN(std::string decl, Declaration(false));
    out += pad + decl + "\n";
    return Status::Ok();
  }
  ASSIGN_OR_RETURN(std::string simple, SimpleStatement());
  out += pad + simple + ";\n";
  return Expect(";");
}

// `[const] T a [= x], b[n] [= y];` -> one WGSL declaration per name, ending in ';'.
StatusOr<std::string> Translator::Declaration(bool module_scope) {
  const int line = Peek().line;
  bool is_const = false;
  while (Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text)) {
    const std::string q = Next().text;
    if (q == "in") return ErrorAt(line, "'in' outside a parameter list");
    is_const |= q == "const";
  }
  std::optional<Type> base = TypeAt();
  if (!base || base->scalar == 'v' || base->scalar == 's') return ErrorAt(line, "expected a variable type, found '" + Peek().text + "'");
  Next();
  std::string out;
  do {
    ASSIGN_OR_RETURN(std::string name, ExpectIdent());
    Type type = *base;
    if (Is("[")) {
      ASSIGN_OR_RETURN(type.array, ArraySize());
    }
    std::string init;
    if (Accept("=")) {
      ASSIGN_OR_RETURN(Expr value, Expression());
      if (value.type != type) {
        return ErrorAt(line, "'" + name + "' (" + GlslType(type) + ") initialised with a " + GlslType(value.type));
      }
      init = value.text;
    } else if (is_const) {
      return ErrorAt(line, "const '" + name + "' without a value");
    }
    RETURN_IF_ERROR(Declare(name, type, line));
    const std::string keyword = module_scope ? (is_const ? "const" : "var<private>") : (is_const ? "let" : "var");
    out += (out.empty() ? "" : " ") + keyword + " " + SafeName(name) + ": " + WgslType(type) +
           (init.empty() ? "" : " = " + init) + ";";
  } while (Accept(","));
  RETURN_IF_ERROR(Expect(";"));
  return out;
}

// An expression statement without its ';': an assignment, ++/--, or a call.
StatusOr<std::string> Translator::SimpleStatement() {
  const int line = Peek().line;
  if (Is("++") || Is("--")) {
    const std::string op = Next().text;
    ASSIGN_OR_RETURN(Expr target, Postfix());
    return target.text + op;
  }
  ASSIGN_OR_RETURN(Expr target, Postfix());
  if (Is("++") || Is("--")) return target.text + Next().text;
  static const std::set<std::string> kAssign = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
  if (Peek().kind == Token::Kind::kPunct && kAssign.count(Peek().text)) {
    const std::string op = Next().text;
    // A write through a swizzle of more than one component has no WGSL form.
    const size_t dot = target.text.rfind('.');
    if (dot != std::string::npos && target.text.size() - dot > 2 &&
        target.text.find_first_not_of("xyzwrgbastpq", dot + 1) == std::string::npos) {
      return ErrorAt(line, "assignment to the swizzle '" + target.text + "' is not translated");
    }
    ASSIGN_OR_RETURN(Expr value, Expression());
    if (op == "<<=" || op == ">>=") {
      return target.text + " " + op + " " + Converted(value, 'u');
    }
    if (op == "=" && value.type != target.type) {
      return ErrorAt(line, "assigning a " + GlslType(value.type) + " to a " + GlslType(target.type));
    }
    return target.text + " " + op + " " + value.text;
  }
  if (target.type.scalar != 'v') return "_ = " + target.text;  // a call whose value is unused
  return target.text;
}

StatusOr<Expr> Translator::Ternary() {
  const int line = Peek().line;
  ASSIGN_OR_RETURN(Expr cond, BinaryLevel(0));
  if (!Accept("?")) return cond;
  ASSIGN_OR_RETURN(Expr a, Expression());
  RETURN_IF_ERROR(Expect(":"));
  ASSIGN_OR_RETURN(Expr b, Expression());
  if (cond.type != Scalar('b')) return ErrorAt(line, "?: condition is not a bool");
  if (a.type != b.type) return ErrorAt(line, "?: branches of different types");
  // Both branches are evaluated: fine for our side-effect-free expressions.
  return Expr{"select(" + b.text + ", " + a.text + ", " + cond.text + ")", a.type, false, false};
}

StatusOr<Expr> Translator::BinaryLevel(int level) {
  static const std::vector<std::vector<std::string>> kLevels = {
      {"||"}, {"^^"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"<<", ">>"},
      {"+", "-"}, {"*", "/", "%"}};
  if (level == static_cast<int>(kLevels.size())) return Unary();
  ASSIGN_OR_RETURN(Expr left, BinaryLevel(level + 1));
  while (Peek().kind == Token::Kind::kPunct) {
    const std::string op = Peek().text;
    bool match = false;
    for (const std::string& o : kLevels[level]) match |= o == op;
    if (!match) break;
    const int line = Next().line;
    ASSIGN_OR_RETURN(Expr right, BinaryLevel(level + 1));
    ASSIGN_OR_RETURN(left, Binary(op, left, right, line));
  }
  return left;
}

StatusOr<Expr> Translator::Binary(const std::string& op, const Expr& a, const Expr& b, int line) {
  auto fail = [&]() {
    return ErrorAt(line, "'" + op + "' between " + GlslType(a.type) + " and " + GlslType(b.type));
  };
  if (a.type.array || b.type.array || a.type.scalar == 's' || b.type.scalar == 's') return fail();
  Expr r;
  r.binary = true;
  if (op == "&&" || op == "||" || op == "^^") {
    if (a.type != Scalar('b') || b.type != Scalar('b')) return fail();
    r.text = Operand(a) + (op == "^^" ? " != " : " " + op + " ") + Operand(b);
    r.type = Scalar('b');
    return r;
  }
  const bool shift = op == "<<" || op == ">>";
  if (a.type.scalar != b.type.scalar && !(shift && (b.type.scalar == 'i' || b.type.scalar == 'u'))) return fail();
  if (op == "==" || op == "!=") {
    if (a.type != b.type) return fail();
    r.type = Scalar('b');
    r.text = Operand(a) + " " + op + " " + Operand(b);
    if (!a.type.is_scalar()) {  // GLSL compares whole vectors; WGSL compares per component
      r.text = (op == "==" ? "all(" : "any(") + r.text + ")";
      r.binary = false;
    }
    return r;
  }
  if (op == "<" || op == ">" || op == "<=" || op == ">=") {
    if (!a.type.is_scalar() || a.type != b.type) return fail();
    r.type = Scalar('b');
    r.text = Operand(a) + " " + op + " " + Operand(b);
    return r;
  }
  if (op == "<<" || op == ">>" || op == "&" || op == "|" || op == "^" || op == "%") {
    if (a.type.scalar != 'i' && a.type.scalar != 'u') return fail();
    if (shift && b.type.is_vector() && !a.type.is_vector()) return fail();  // GLSL has no scalar << vector either
    r.type = shift || !a.type.is_scalar() ? a.type : b.type;
    // WGSL wants both sides of one shape (a scalar beside a vector is splatted)
    // and shift amounts as u32.
    std::string left = Operand(a), right = Operand(b);
    if (!shift && a.type.is_scalar() && b.type.is_vector()) left = WgslType(b.type) + "(" + a.text + ")";
    if (!shift && b.type.is_scalar() && a.type.is_vector()) right = WgslType(a.type) + "(" + b.text + ")";
    if (shift) {
      Type amount = a.type;  // the shape of the value shifted, in u32
      amount.scalar = 'u';
      if (b.int_literal && a.type.is_scalar()) {
        right = b.text;
      } else if (b.type != amount) {
        right = WgslType(amount) + "(" + b.text + ")";
      }
    }
    r.text = left + " " + op + " " + right;
    return r;
  }
  // + - * /
  if (a.type.scalar == 'b') return fail();
  if (a.type.is_matrix() || b.type.is_matrix()) {
    if (op == "/") return ErrorAt(line, "matrix division is not translated");
    if (op != "*" && !(a.type == b.type)) return fail();
    if (a.type.is_matrix() && b.type.is_vector()) {
      if (a.type.columns != b.type.size) return fail();
      r.type = Vector('f', a.type.size);
    } else if (a.type.is_vector() && b.type.is_matrix()) {
      if (a.type.size != b.type.size) return fail();
      r.type = Vector('f', b.type.columns);
    } else if (a.type.is_matrix() && b.type.is_matrix()) {
      r.type = Type{'f', a.type.size, b.type.columns, 0};
    } else {
      r.type = a.type.is_matrix() ? a.type : b.type;
    }
  } else if (a.type.is_vector() && b.type.is_vector()) {
    if (a.type != b.type) return fail();
    r.type = a.type;
  } else {
    r.type = a.type.is_vector() ? a.type : b.type;
  }
  r.text = Operand(a) + " " + op + " " + Operand(b);
  return r;
}

StatusOr<Expr> Translator::Unary() {
  const int line = Peek().line;
  if (Is("-") || Is("+") || Is("!") || Is("~")) {
    const std::string op = Next().text;
    ASSIGN_OR_RETURN(Expr e, Unary());
    if (op == "+") return e;
    if (op == "!" && e.type != Scalar('b')) return ErrorAt(line, "'!' on a " + GlslType(e.type));
    // "-(-x)" must not become "--x" (WGSL's decrement token).
    e.text = op + (!e.binary && !e.text.empty() && (e.text[0] == '-' || e.text[0] == '~' || e.text[0] == '!')
                       ? "(" + e.text + ")" : Operand(e));
    e.binary = false;
    e.int_literal = false;
    return e;
  }
  if (Is("++") || Is("--")) return ErrorAt(line, "'" + Peek().text + "' inside an expression is not translated");
  return Postfix();
}

StatusOr<std::vector<Expr>> Translator::Arguments() {
  RETURN_IF_ERROR(Expect("("));
  std::vector<Expr> args;
  if (Accept(")")) return args;
  if (Is("void") && Is(")", 1)) {
    pos_ += 2;
    return args;
  }
  do {
    ASSIGN_OR_RETURN(Expr e, Expression());
    args.push_back(std::move(e));
  } while (Accept(","));
  RETURN_IF_ERROR(Expect(")"));
  return args;
}

StatusOr<Expr> Translator::Postfix() {
  ASSIGN_OR_RETURN(Expr e, Primary());
  while (true) {
    const int line = Peek().line;
    if (Accept(".")) {
      ASSIGN_OR_RETURN(std::string member, ExpectIdent());
      if (!e.type.is_vector() && !e.type.is_scalar()) return ErrorAt(line, "'." + member + "' on a " + GlslType(e.type));
      if (member.size() > 4 || member.find_first_not_of("xyzwrgbastpq") != std::string::npos) {
        return ErrorAt(line, "'." + member + "' is not a swizzle");
      }
      const std::string sets[] = {"xyzw", "rgba", "stpq"};
      std::string wgsl;
      for (char c : member) {
        for (const std::string& set : sets) {
          const size_t at = set.find(c);
          if (at == std::string::npos) continue;
          if (static_cast<int>(at) >= std::max(e.type.size, 1)) return ErrorAt(line, "'." + member + "' out of range");
          wgsl += "xyzw"[at];  // WGSL has no stpq
        }
      }
      e.text = Operand(e) + "." + wgsl;
      e.type = member.size() == 1 ? Scalar(e.type.scalar) : Vector(e.type.scalar, static_cast<int>(member.size()));
      e.binary = false;
      e.int_literal = false;
    } else if (Accept("[")) {
      ASSIGN_OR_RETURN(Expr index, Expression());
      RETURN_IF_ERROR(Expect("]"));
      if (index.type.scalar != 'i' && index.type.scalar != 'u') return ErrorAt(line, "array index is not an integer");
      Type t;
      if (e.type.array) {
        t = e.type.element();
      } else if (e.type.is_matrix()) {
        t = Vector('f', e.type.size);
      } else if (e.type.is_vector()) {
        t = Scalar(e.type.scalar);
      } else {
        return ErrorAt(line, "indexing a " + GlslType(e.type));
      }
      e.text = Operand(e) + "[" + index.text + "]";
      e.type = t;
      e.binary = false;
      e.int_literal = false;
    } else {
      return e;
    }
  }
}

StatusOr<Expr> Translator::Primary() {
  const Token& token = Next();
  const int line = token.line;
  if (token.kind == Token::Kind::kNumber) {
    Expr e;
    std::string text = token.text;
    const bool is_float = text.find_first_of(".eE") != std::string::npos && text.rfind("0x", 0) != 0;
    if (!text.empty() && (text.back() == 'u' || text.back() == 'U')) {
      text.back() = 'u';
      e.type = Scalar('u');
    } else if (is_float) {
      if (text.back() == '.') text += "0";
      if (text[0] == '.') text = "0" + text;
      e.type = Scalar('f');
    } else {
      e.type = Scalar('i');
      e.int_literal = true;
    }
    e.text = text;
    return e;
  }
  if (token.text == "(") {
    ASSIGN_OR_RETURN(Expr e, Expression());
    RETURN_IF_ERROR(Expect(")"));
    if (e.binary) e.text = "(" + e.text + ")";
    e.binary = false;
    return e;
  }
  if (token.kind != Token::Kind::kIdent) return ErrorAt(line, "unexpected '" + token.text + "'");
  const std::string& name = token.text;
  if (name == "true" || name == "false") return Expr{name, Scalar('b'), false, false};
  if (std::optional<Type> type = ParseTypeName(name)) {
    if (Is("[")) {  // T[n](...) or T[](...)
      Next();
      int n = -1;
      if (!Is("]")) {
        const Token& size = Next();
        if (size.kind != Token::Kind::kNumber || size.text.size() > 6 ||
            size.text.find_first_not_of("0123456789") != std::string::npos) {
          return ErrorAt(line, "array constructor size must be a small integer literal");
        }
        n = std::stoi(size.text);
      }
      RETURN_IF_ERROR(Expect("]"));
      ASSIGN_OR_RETURN(std::vector<Expr> args, Arguments());
      if (n >= 0 && n != static_cast<int>(args.size())) return ErrorAt(line, "array constructor with wrong count");
      Type array = *type;
      array.array = static_cast<int>(args.size());
      std::string text = WgslType(array) + "(";
      for (size_t k = 0; k < args.size(); ++k) {
        if (args[k].type != *type) return ErrorAt(line, "array element of a different type");
        text += (k ? ", " : "") + args[k].text;
      }
      return Expr{text + ")", array, false, false};
    }
    ASSIGN_OR_RETURN(std::vector<Expr> args, Arguments());
    return Construct(*type, args, line);
  }
  if (Is("(")) {
    ASSIGN_OR_RETURN(std::vector<Expr> args, Arguments());
    auto user = functions_.find(name);
    if (user != functions_.end()) {
      if (user->second.params.size() != args.size()) return ErrorAt(line, "'" + name + "' called with wrong count");
      std::string text = SafeName(name) + "(";
      for (size_t k = 0; k < args.size(); ++k) {
        if (args[k].type != user->second.params[k]) {
          return ErrorAt(line, "'" + name + "' argument " + std::to_string(k + 1) + " is a " + GlslType(args[k].type));
        }
        text += (k ? ", " : "") + args[k].text;
      }
      return Expr{text + ")", user->second.result, false, false};
    }
    return CallBuiltin(name, std::move(args), line);
  }
  if (name == "gl_FragCoord") return Expr{"vfx_frag_coord", Vector('f', 4), false, false};
  const Type* type = Lookup(name);
  if (type == nullptr) return ErrorAt(line, "unknown name '" + name + "'");
  if (IsUniform(name)) {
    const std::string field = "vfx_uniforms." + SafeName(name);
    if (type->scalar == 'b') {
      return Expr{type->is_scalar() ? "(" + field + " != 0)" : "(" + field + " != " + WgslType(Vector('i', type->size)) + "(0))",
                  *type, false, false};
    }
    return Expr{field, *type, false, false};
  }
  return Expr{SafeName(name), *type, false, false};
}

StatusOr<Expr> Translator::Construct(const Type& type, const std::vector<Expr>& args, int line) {
  if (args.empty()) return ErrorAt(line, GlslType(type) + "() without arguments");
  if (type.scalar == 'v' || type.scalar == 's') return ErrorAt(line, "cannot construct a " + GlslType(type));
  if (type.is_matrix() && args.size() == 1 && args[0].type.is_scalar()) {
    // GLSL's mat(s): s on the diagonal.
    std::string text = WgslType(type) + "(";
    const std::string d = Converted(args[0], 'f');
    for (int c = 0; c < type.columns; ++c) {
      for (int r = 0; r < type.size; ++r) text += std::string(c + r ? ", " : "") + (c == r ? d : "0.0");
    }
    return Expr{text + ")", type, false, false};
  }
  if (type.is_scalar()) {
    if (args.size() != 1 || !(args[0].type.is_scalar() || args[0].type.is_vector())) return ErrorAt(line, "bad " + GlslType(type) + "()");
    const Expr& a = args[0];
    if (a.type.is_vector()) return Expr{WgslType(type) + "(" + a.text + ".x)", type, false, false};
    if (a.type.scalar == type.scalar) return Expr{a.text, type, a.binary, a.int_literal};
    if (a.int_literal && type.scalar == 'f') return Expr{a.text + ".0", type, false, false};
    return Expr{WgslType(type) + "(" + a.text + ")", type, false, false};
  }
  if (args.size() == 1 && args[0].type.is_vector() && args[0].type.size == type.size && !type.is_matrix()) {
    return Expr{WgslType(type) + "(" + args[0].text + ")", type, false, false};  // a conversion
  }
  if (args.size() == 1 && args[0].type.is_vector() && type.is_vector() && args[0].type.size > type.size) {
    // GLSL's vec3(v4) keeps the first components; WGSL needs the swizzle.
    Expr part{Operand(args[0]) + "." + std::string("xyzw").substr(0, static_cast<size_t>(type.size)),
              Vector(args[0].type.scalar, type.size), false, false};
    return Expr{WgslType(type) + "(" + part.text + ")", type, false, false};
  }
  if (args.size() == 1 && args[0].type.is_matrix() && type.is_matrix() && args[0].type != type) {
    return ErrorAt(line, "matrix resizing constructors are not translated");
  }
  std::string text = WgslType(type) + "(";
  for (size_t k = 0; k < args.size(); ++k) {
    if (args[k].type.array || args[k].type.scalar == 's') return ErrorAt(line, "bad argument to " + GlslType(type) + "()");
    text += (k ? ", " : "") + Converted(args[k], type.scalar);
  }
  return Expr{text + ")", type, false, false};
}

StatusOr<Expr> Translator::CallBuiltin(const std::string& name, std::vector<Expr> args, int line) {
  auto count = [&](size_t n) -> Status {
    if (args.size() != n) return ErrorAt(line, name + "() takes " + std::to_string(n) + " arguments");
    for (const Expr& a : args) {
      if (a.type.array || a.type.scalar == 's' || a.type.scalar == 'v') {
        if (name != "texelFetch" && name != "textureSize") return ErrorAt(line, "bad argument to " + name + "()");
      }
    }
    return Status::Ok();
  };
  auto call = [&](const std::string& wgsl, const Type& result, const std::vector<std::string>& texts) {
    std::string text = wgsl + "(";
    for (size_t k = 0; k < texts.size(); ++k) text += (k ? ", " : "") + texts[k];
    return Expr{text + ")", result, false, false};
  };
  auto texts = [&]() {
    std::vector<std::string> t;
    for (const Expr& a : args) t.push_back(a.text);
    return t;
  };
  static const std::map<std::string, std::string> kUnary = {
      {"abs", "abs"},     {"sign", "sign"},   {"floor", "floor"}, {"ceil", "ceil"},   {"fract", "fract"},
      {"exp", "exp"},     {"exp2", "exp2"},   {"log", "log"},     {"log2", "log2"},   {"sqrt", "sqrt"},
      {"inversesqrt", "inverseSqrt"},         {"sin", "sin"},     {"cos", "cos"},     {"tan", "tan"},
      {"asin", "asin"},   {"acos", "acos"},   {"tanh", "tanh"},   {"sinh", "sinh"},   {"cosh", "cosh"},
      {"trunc", "trunc"}, {"round", "round"}, {"roundEven", "round"}, {"radians", "radians"},
      {"degrees", "degrees"}, {"normalize", "normalize"}, {"all", "all"}, {"any", "any"}};
  if (name == "texelFetch") {
    RETURN_IF_ERROR(count(3));
    if (args[0].type.scalar != 's' || args[1].type != Vector('i', 2) || args[2].type != Scalar('i')) {
      return ErrorAt(line, "texelFetch(sampler2D, ivec2, int) expected");
    }
    return call("textureLoad", Vector('f', 4), texts());
  }
  if (name == "textureSize") {
    RETURN_IF_ERROR(count(2));
    if (args[0].type.scalar != 's') return ErrorAt(line, "textureSize of a non-sampler");
    return Expr{"vec2i(textureDimensions(" + args[0].text + ", " + args[1].text + "))", Vector('i', 2), false, false};
  }
  if (name == "texture" || name == "textureLod") {
    const size_t n = name == "texture" ? 2 : 3;
    if (args.size() != n || args[1].type != Vector('f', 2)) return ErrorAt(line, name + "(sampler2D, vec2" + (n == 3 ? ", float)" : ")") + " expected");
    ASSIGN_OR_RETURN(std::string texture_and_sampler, FilteredSampler(args[0], line));
    // Compute shaders have no derivatives: the base level, or the level asked for.
    const std::string lod = n == 3 ? Converted(args[2], 'f') : "0.0";
    return Expr{"textureSampleLevel(" + texture_and_sampler + ", " + args[1].text + ", " + lod + ")", Vector('f', 4),
                false, false};
  }
  if (name == "textureGrad" || name == "textureOffset" || name == "textureProj") {
    return ErrorAt(line, name + "() is not translated");
  }
  if (name == "dFdx" || name == "dFdy" || name == "fwidth") return ErrorAt(line, name + "() has no meaning in a compute shader");
  auto unary = kUnary.find(name);
  if (unary != kUnary.end()) {
    RETURN_IF_ERROR(count(1));
    Type result = args[0].type;
    if (name == "all" || name == "any") {
      if (args[0].type.scalar != 'b' || !args[0].type.is_vector()) return ErrorAt(line, name + "() of a non-bvec");
      result = Scalar('b');
    }
    return call(unary->second, result, texts());
  }
  if (name == "atan") {
    if (args.size() == 1) return call("atan", args[0].type, texts());
    RETURN_IF_ERROR(count(2));
    return call("atan2", args[0].type, texts());
  }
  static const std::map<std::string, std::string> kCompare = {{"lessThan", "<"},  {"lessThanEqual", "<="},
                                                              {"greaterThan", ">"}, {"greaterThanEqual", ">="},
                                                              {"equal", "=="},   {"notEqual", "!="}};
  auto compare = kCompare.find(name);
  if (compare != kCompare.end()) {
    RETURN_IF_ERROR(count(2));
    if (!args[0].type.is_vector() || args[0].type != args[1].type) return ErrorAt(line, name + "() of two vectors of one type expected");
    return Expr{"(" + Operand(args[0]) + " " + compare->second + " " + Operand(args[1]) + ")",
                Vector('b', args[0].type.size), false, false};
  }
  if (name == "inverse") {
    RETURN_IF_ERROR(count(1));
    if (args[0].type != Type{'f', 4, 4, 0}) return ErrorAt(line, "inverse() of a mat4 only");
    if (helpers_text_.find("fn vfx_inverse4(") == std::string::npos) helpers_text_ += kInverse4;
    return Expr{"vfx_inverse4(" + args[0].text + ")", args[0].type, false, false};
  }
  if (name == "outerProduct") {
    RETURN_IF_ERROR(count(2));
    if (!args[0].type.is_vector() || !args[1].type.is_vector()) return ErrorAt(line, "outerProduct() of two vectors expected");
    // Column j is c * r[j].
    const Type result{'f', args[0].type.size, args[1].type.size, 0};
    std::string text = WgslType(result) + "(";
    for (int j = 0; j < args[1].type.size; ++j) {
      text += std::string(j ? ", " : "") + Operand(args[0]) + " * " + Operand(args[1]) + "." + "xyzw"[j];
    }
    return Expr{text + ")", result, false, false};
  }
  if (name == "dot" || name == "length" || name == "distance") {
    RETURN_IF_ERROR(count(name == "length" ? 1 : 2));
    if (name == "dot" && args[0].type.is_scalar()) {  // WGSL's dot takes vectors only
      return Expr{"(" + Operand(args[0]) + " * " + Operand(args[1]) + ")", args[0].type, false, false};
    }
    return call(name, Scalar(args[0].type.scalar), texts());
  }
  if (name == "cross") {
    RETURN_IF_ERROR(count(2));
    return call("cross", args[0].type, texts());
  }
  if (name == "mod") {
    RETURN_IF_ERROR(count(2));
    Type result = args[0].type.is_scalar() ? args[1].type : args[0].type;
    const std::string x = "(" + args[0].text + ")", y = "(" + args[1].text + ")";
    return Expr{x + " - " + y + " * floor(" + x + " / " + y + ")", result, true, false};
  }
  // GLSL's genType f(genType, float) overloads: the scalar arguments are splatted.
  static const std::map<std::string, size_t> kSplat = {{"min", 2}, {"max", 2}, {"clamp", 3}, {"pow", 2},
                                                       {"step", 2}, {"smoothstep", 3}, {"mix", 3}};
  auto splat = kSplat.find(name);
  if (splat != kSplat.end()) {
    RETURN_IF_ERROR(count(splat->second));
    Type result = args[0].type;
    for (const Expr& a : args) {
      if (a.type.is_vector()) result = a.type;
      if (a.type.scalar != args[0].type.scalar) return ErrorAt(line, name + "() arguments of different kinds");
    }
    std::vector<std::string> t;
    for (size_t k = 0; k < args.size(); ++k) {
      // mix(vecN, vecN, float) exists in WGSL as it is.
      const bool keep = name == "mix" && k == 2;
      t.push_back(keep ? args[k].text : Splat(args[k], result));
    }
    return call(name, result, t);
  }
  return ErrorAt(line, "GLSL built-in or function '" + name + "' is not translated");
}

StatusOr<ComputeShader> Translator::Run() {
  PushScope();  // module scope
  while (Peek().kind != Token::Kind::kEnd) RETURN_IF_ERROR(TopLevel());
  if (!has_main_) return InvalidArgumentError("GLSL has no 'void main()'");
  if (outputs_.empty()) return InvalidArgumentError("GLSL writes no output");
  if (output_formats_.size() == 1) output_formats_.resize(outputs_.size(), output_formats_[0]);
  if (outputs_.size() != output_formats_.size() || outputs_.rbegin()->first != static_cast<int>(outputs_.size()) - 1) {
    return InvalidArgumentError("GLSL has " + std::to_string(outputs_.size()) + " outputs at locations 0.." +
                                std::to_string(outputs_.rbegin()->first) + "; " +
                                std::to_string(output_formats_.size()) + " output formats given");
  }
  ComputeShader shader;
  std::string bindings;
  int binding = 0;
  for (const std::string& s : samplers_) {
    bindings += "@group(0) @binding(" + std::to_string(binding) + ") var " + SafeName(s) + ": texture_2d<f32>;\n";
    shader.bindings.push_back({s, binding++, Binding::Kind::kSampledTexture});
  }
  if (!uniforms_.empty()) {
    // WGSL's uniform layout: scalars 4-byte aligned, vec2 8, vec3 and vec4 16; the struct rounds up to 16.
    std::string fields;
    int offset = 0;
    for (const auto& [name, type] : uniforms_) {
      const int align = type.size == 1 ? 4 : type.size == 2 ? 8 : 16;
      offset = (offset + align - 1) / align * align;
      Type stored = type;
      if (stored.scalar == 'b') stored.scalar = 'i';
      fields += "  " + SafeName(name) + ": " + WgslType(stored) + ",\n";
      shader.uniforms.push_back({name, GlslType(type), offset, type.size});
      offset += 4 * type.size;
    }
    shader.uniform_buffer_size = (offset + 15) / 16 * 16;
    globals_ = "struct Uniforms {\n" + fields + "}\n@group(0) @binding(" + std::to_string(binding) +
               ") var<uniform> vfx_uniforms: Uniforms;\n" + globals_;
    shader.bindings.push_back({"uniforms", binding++, Binding::Kind::kUniformBuffer});
  }
  for (const std::string& name : filtered_) {
    bindings += "@group(0) @binding(" + std::to_string(binding) + ") var " + SafeName(name) + "_sampler: sampler;\n";
    shader.bindings.push_back({name + "_sampler", binding++, Binding::Kind::kSampler});
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
    shader.bindings.push_back({name, binding++, Binding::Kind::kStorageTexture});
    stores += "  textureStore(" + texture + ", vec2i(id.xy), " + SafeName(name) + ");\n";
  }
  const std::string size = "textureDimensions(vfx_out0)";
  shader.source = "// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.\n" + bindings +
                  "var<private> vfx_frag_coord: vec4f;\n" + globals_ + "\n" + helpers_text_ + functions_text_ +
                  "@compute @workgroup_size(" + std::to_string(kWorkgroupSize) + ", " +
                  std::to_string(kWorkgroupSize) + ")\n"
                  "fn main(@builtin(global_invocation_id) id: vec3u) {\n"
                  "  let size = " + size + ";\n"
                  "  if (id.x >= size.x || id.y >= size.y) { return; }\n"
                  "  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);\n" +
                  (uses_uv_ ? "  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);\n" : "") +
                  "  fragment_main();\n" + stores + "}\n";
  return shader;
}

}  // namespace

StatusOr<ComputeShader> ComputeFromFragment(std::string_view glsl, const std::vector<std::string>& output_formats) {
  ASSIGN_OR_RETURN(std::vector<Token> tokens, Tokenize(glsl));
  Translator translator(std::move(tokens), output_formats);
  return translator.Run();
}

}  // namespace vfx::wgsl
