#include "src/shader/parser.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "src/shader/builtins.h"
#include "src/shader/lexer.h"

namespace vfx::shader {
namespace {

const Type kBool = Type::Of(Scalar::kBool);

bool IsPrecision(const std::string& word) { return word == "highp" || word == "mediump" || word == "lowp"; }
bool IsQualifier(const std::string& word) { return IsPrecision(word) || word == "in" || word == "const"; }

// Built-ins that only a fragment stage has.
bool IsFragmentOnly(const std::string& name) {
  return name == "dFdx" || name == "dFdy" || name == "fwidth" || name == "gl_FragDepth" || name == "gl_FrontFacing" ||
         name == "gl_PointCoord" || name == "gl_FragData";
}

Expr Node(Expr::Kind kind, const Type& type, int line, std::string text = "", std::vector<Expr> operands = {}) {
  Expr e;
  e.kind = kind;
  e.type = type;
  e.line = line;
  e.text = std::move(text);
  e.operands = std::move(operands);
  return e;
}

// The variable an assignment or increment writes: the root of x, x.y, x[i].
const Expr* Root(const Expr& target) {
  const Expr* e = &target;
  while ((e->kind == Expr::Kind::kSwizzle || e->kind == Expr::Kind::kIndex) && !e->operands.empty()) {
    e = &e->operands[0];
  }
  return e->kind == Expr::Kind::kVariable ? e : nullptr;
}

struct Signature {
  Type result;
  std::vector<Type> parameters;
};

class Parser {
 public:
  explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

  StatusOr<Program> Run();

 private:
  struct Symbol {
    Type type;
    Storage storage;
  };

  const Token& Peek(int ahead = 0) const {
    return tokens_[std::min(pos_ + static_cast<size_t>(ahead), tokens_.size() - 1)];
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
  std::optional<Type> TypeAt(int ahead = 0) const {
    if (Peek(ahead).kind != Token::Kind::kIdent) return std::nullopt;
    return ParseTypeName(Peek(ahead).text);
  }
  // The precision qualifier at the cursor, consumed ("" when none).
  std::string AcceptPrecision() {
    std::string precision;
    while (Peek().kind == Token::Kind::kIdent && IsPrecision(Peek().text)) precision = Next().text;
    return precision;
  }
  // The source text of tokens [begin, end), for messages.
  std::string SourceText(size_t begin, size_t end) const {
    std::string text;
    for (size_t k = begin; k < end && k < tokens_.size(); ++k) {
      if (k > begin && tokens_[k].kind == Token::Kind::kIdent && tokens_[k - 1].kind == Token::Kind::kIdent)
        text += ' ';
      text += tokens_[k].text;
    }
    return text;
  }

  void PushScope() { scopes_.emplace_back(); }
  void PopScope() { scopes_.pop_back(); }
  Status Declare(const std::string& name, const Type& type, Storage storage, int line) {
    if (scopes_.back().count(name)) return ErrorAt(line, "'" + name + "' declared twice in one scope");
    scopes_.back()[name] = Symbol{type, storage};
    return Status::Ok();
  }
  const Symbol* Lookup(const std::string& name) const {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      auto found = it->find(name);
      if (found != it->end()) return &found->second;
    }
    return nullptr;
  }

  // Top level.
  Status TopLevel(Program& program);
  Status UniformBlock(const std::string& layout, int line, Declaration& block);
  StatusOr<Function> FunctionDefinition(const Type& result, const std::string& name, int line, bool& prototype);
  StatusOr<int> ArraySize();
  StatusOr<Variable> Declarator(const Type& base, const std::string& precision, int line);

  // Statements.
  StatusOr<Stmt> Statement();
  StatusOr<Stmt> Block();       // '{' ... '}' (the cursor on '{')
  StatusOr<Stmt> BracedBody();  // a block, or one statement as a block
  StatusOr<Stmt> If();
  StatusOr<Stmt> For();
  StatusOr<Stmt> Variables(Storage storage);
  StatusOr<Stmt> SimpleStatement();  // assignment, ++/--, or call, without ';'

  // Expressions, by GLSL precedence.
  StatusOr<Expr> Expression() {
    ASSIGN_OR_RETURN(Expr e, Ternary());
    if (Is("++") || Is("--"))
      return ErrorAt(Peek().line, "'" + Peek().text + "' inside an expression is not translated");
    return e;
  }
  StatusOr<Expr> Ternary();
  StatusOr<Expr> BinaryLevel(int level);
  StatusOr<Expr> Unary();
  StatusOr<Expr> Postfix();
  StatusOr<Expr> Primary();
  StatusOr<std::vector<Expr>> Arguments();
  StatusOr<Expr> Binary(const std::string& op, Expr a, Expr b, int line);
  StatusOr<Expr> Construct(const Type& type, std::vector<Expr> args, int line);
  StatusOr<Expr> ArrayConstruct(const Type& element, int line);
  StatusOr<Expr> Builtin(const std::string& name, std::vector<Expr> args, int line);
  StatusOr<Expr> Name(const std::string& name, int line);

  // Marks the parameters of the function being parsed that `target` writes or reaches into.
  void NoteWritten(const Expr& target) {
    const Expr* root = Root(target);
    if (root != nullptr && root->storage == Storage::kParameter) written_.insert(root->text);
  }

  std::vector<Token> tokens_;
  size_t pos_ = 0;
  std::vector<std::map<std::string, Symbol>> scopes_;
  std::map<std::string, Signature> functions_;
  std::set<std::string> written_;  // parameters of the function being parsed that need a copy
  std::set<int> output_locations_;
};

StatusOr<int> Parser::ArraySize() {
  RETURN_IF_ERROR(Expect("["));
  const Token& n = Next();
  if (n.kind != Token::Kind::kNumber || n.text.find_first_not_of("0123456789") != std::string::npos) {
    return ErrorAt(n.line, "array sizes must be integer literals, found '" + n.text + "'");
  }
  RETURN_IF_ERROR(Expect("]"));
  if (n.text.size() > 6) return ErrorAt(n.line, "array size " + n.text + " is too large");
  return std::stoi(n.text);
}

// `name` or `name[N]` in a declaration of type `base`.
StatusOr<Variable> Parser::Declarator(const Type& base, const std::string& precision, int line) {
  Variable v;
  v.line = line;
  v.precision = precision;
  v.type = base;
  ASSIGN_OR_RETURN(v.name, ExpectIdent());
  if (Is("[")) {
    ASSIGN_OR_RETURN(v.type.array, ArraySize());
  }
  return v;
}

StatusOr<Program> Parser::Run() {
  Program program;
  PushScope();  // module scope
  if (Peek().kind == Token::Kind::kVersion) {
    Next();
    program.has_version = true;
  }
  while (Peek().kind != Token::Kind::kEnd) {
    if (Peek().kind == Token::Kind::kVersion) return ErrorAt(Peek().line, "'#version 300 es' must come first");
    RETURN_IF_ERROR(TopLevel(program));
  }
  return program;
}

Status Parser::TopLevel(Program& program) {
  const int line = Peek().line;
  Declaration d;
  d.line = line;
  if (Accept("precision")) {
    const size_t start = pos_;
    while (!Is(";") && Peek().kind != Token::Kind::kEnd) Next();
    d.kind = Declaration::Kind::kPrecision;
    d.text = SourceText(start, pos_);
    program.declarations.push_back(std::move(d));
    return Expect(";");
  }
  bool has_location = false;
  std::string layout;
  if (Accept("layout")) {
    RETURN_IF_ERROR(Expect("("));
    if (Accept("location")) {
      RETURN_IF_ERROR(Expect("="));
      const Token& n = Next();
      if (n.kind != Token::Kind::kNumber || n.text.size() > 1 || !std::isdigit(static_cast<unsigned char>(n.text[0]))) {
        return ErrorAt(line, "layout location must be 0..9");
      }
      d.location = n.text[0] - '0';
      has_location = true;
      RETURN_IF_ERROR(Expect(")"));
      if (!Is("out")) return ErrorAt(line, "layout(location) only on outputs");
    } else {
      const size_t start = pos_;
      while (!Is(")") && Peek().kind != Token::Kind::kEnd) Next();
      layout = SourceText(start, pos_);
      RETURN_IF_ERROR(Expect(")"));
      if (!Is("uniform")) return ErrorAt(line, "layout(" + layout + ") only on uniform blocks");
    }
  }
  if (Accept("uniform")) {
    const std::string precision = AcceptPrecision();
    std::optional<Type> type = TypeAt();
    if (!type && Peek().kind == Token::Kind::kIdent && Is("{", 1))
      return UniformBlock(layout, line, program.declarations.emplace_back());
    if (!layout.empty()) return ErrorAt(line, "layout(" + layout + ") only on uniform blocks");
    if (!type || type->scalar == Scalar::kVoid) return ErrorAt(line, "uniform of unknown type '" + Peek().text + "'");
    Next();
    d.kind = Declaration::Kind::kUniform;
    do {
      ASSIGN_OR_RETURN(Variable v, Declarator(*type, precision, line));
      RETURN_IF_ERROR(Declare(v.name, v.type, v.type.is_sampler() ? Storage::kSampler : Storage::kUniform, line));
      d.variables.push_back(std::move(v));
    } while (Accept(","));
    program.declarations.push_back(std::move(d));
    return Expect(";");
  }
  if (Accept("out")) {
    Variable v;
    v.line = line;
    v.precision = AcceptPrecision();
    std::optional<Type> type = TypeAt();
    if (!type || *type != Type::Vector(Scalar::kFloat, 4)) return ErrorAt(line, "outputs must be vec4");
    Next();
    v.type = *type;
    ASSIGN_OR_RETURN(v.name, ExpectIdent());
    if (!has_location && !output_locations_.empty()) return ErrorAt(line, "several outputs without a location");
    if (!output_locations_.insert(d.location).second) {
      return ErrorAt(line, "two outputs at location " + std::to_string(d.location));
    }
    RETURN_IF_ERROR(Declare(v.name, v.type, Storage::kOutput, line));
    d.kind = Declaration::Kind::kOutput;
    d.variables.push_back(std::move(v));
    program.declarations.push_back(std::move(d));
    return Expect(";");
  }
  if (Accept("in")) {
    Variable v;
    v.line = line;
    v.precision = AcceptPrecision();
    if (!Is("vec2") || !Is("v_uv", 1)) return ErrorAt(line, "only 'in vec2 v_uv' is translated as an input");
    Next();
    Next();
    v.name = "v_uv";
    v.type = Type::Vector(Scalar::kFloat, 2);
    RETURN_IF_ERROR(Declare(v.name, v.type, Storage::kInput, line));
    d.kind = Declaration::Kind::kInput;
    d.variables.push_back(std::move(v));
    program.declarations.push_back(std::move(d));
    return Expect(";");
  }
  if (Is("struct")) return ErrorAt(line, "'struct' is not translated");
  // A constant, a global variable or a function.
  bool is_const = false;
  const size_t start = pos_;
  while (Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text)) is_const |= Next().text == "const";
  std::optional<Type> type = TypeAt();
  if (!type) return ErrorAt(line, "unexpected '" + Peek().text + "' at module scope");
  if (Peek(1).kind == Token::Kind::kIdent && Is("(", 2) && !is_const) {
    Next();
    const std::string name = Next().text;
    bool prototype = false;
    ASSIGN_OR_RETURN(d.function, FunctionDefinition(*type, name, line, prototype));
    if (prototype) return Status::Ok();
    d.kind = Declaration::Kind::kFunction;
    program.declarations.push_back(std::move(d));
    return Status::Ok();
  }
  pos_ = start;
  ASSIGN_OR_RETURN(Stmt declaration, Variables(Storage::kGlobal));
  d.kind = Declaration::Kind::kVariable;
  d.is_const = declaration.is_const;
  d.variables = std::move(declaration.variables);
  program.declarations.push_back(std::move(d));
  return Status::Ok();
}

// `uniform Name { T member; ... };` after any layout qualifiers (the cursor on Name).
Status Parser::UniformBlock(const std::string& layout, int line, Declaration& block) {
  block.kind = Declaration::Kind::kUniformBlock;
  block.line = line;
  block.layout = layout;
  block.text = Next().text;
  RETURN_IF_ERROR(Expect("{"));
  while (!Accept("}")) {
    const int member_line = Peek().line;
    const std::string precision = AcceptPrecision();
    std::optional<Type> type = TypeAt();
    if (!type || type->scalar == Scalar::kVoid || type->is_sampler()) {
      return ErrorAt(member_line, "uniform block '" + block.text + "': member type '" + Peek().text + "' unknown");
    }
    Next();
    ASSIGN_OR_RETURN(Variable v, Declarator(*type, precision, member_line));
    RETURN_IF_ERROR(Expect(";"));
    RETURN_IF_ERROR(Declare(v.name, v.type, Storage::kBlockMember, v.line));
    block.variables.push_back(std::move(v));
  }
  if (!Is(";")) return ErrorAt(line, "uniform block '" + block.text + "' with an instance name is not translated");
  return Expect(";");
}

StatusOr<Function> Parser::FunctionDefinition(const Type& result, const std::string& name, int line, bool& prototype) {
  Function f;
  f.name = name;
  f.result = result;
  f.line = line;
  RETURN_IF_ERROR(Expect("("));
  if (!Is(")") && !(Is("void") && Is(")", 1))) {
    do {
      while (Is("in") || Is("const")) Next();
      const int parameter_line = Peek().line;
      const std::string precision = AcceptPrecision();
      if (Is("out") || Is("inout"))
        return ErrorAt(line, "function '" + name + "': out/inout parameters are not translated");
      std::optional<Type> type = TypeAt();
      if (!type) return ErrorAt(line, "function '" + name + "': parameter type '" + Peek().text + "' unknown");
      Next();
      Parameter p;
      ASSIGN_OR_RETURN(p.variable, Declarator(*type, precision, parameter_line));
      f.parameters.push_back(std::move(p));
    } while (Accept(","));
  } else {
    Accept("void");
  }
  RETURN_IF_ERROR(Expect(")"));
  prototype = Accept(";");
  if (prototype) return f;
  if (name == "main" && (!f.parameters.empty() || result.scalar != Scalar::kVoid)) {
    return ErrorAt(line, "main must be 'void main()'");
  }
  if (functions_.count(name))
    return ErrorAt(line, "function '" + name + "' defined twice (overloads are not translated)");
  Signature signature{result, {}};
  for (const Parameter& p : f.parameters) signature.parameters.push_back(p.variable.type);
  functions_[name] = signature;
  if (!Is("{")) return ErrorAt(line, "expected the body of '" + name + "'");
  PushScope();
  written_.clear();
  for (const Parameter& p : f.parameters) {
    Status declared = Declare(p.variable.name, p.variable.type, Storage::kParameter, line);
    if (!declared.ok()) {
      PopScope();
      return declared;
    }
  }
  StatusOr<Stmt> body = Block();
  PopScope();
  if (!body.ok()) return body.status();
  f.body = std::move(*body);
  for (Parameter& p : f.parameters) p.written = written_.count(p.variable.name) != 0;
  return f;
}

StatusOr<Stmt> Parser::Block() {
  Stmt block;
  block.kind = Stmt::Kind::kBlock;
  block.line = Peek().line;
  RETURN_IF_ERROR(Expect("{"));
  PushScope();
  while (!Is("}")) {
    if (Peek().kind == Token::Kind::kEnd) {
      PopScope();
      return ErrorAt(Peek().line, "missing '}'");
    }
    if (Accept(";")) continue;
    StatusOr<Stmt> s = Statement();
    if (!s.ok()) {
      PopScope();
      return s.status();
    }
    block.body.push_back(std::move(*s));
  }
  Next();
  PopScope();
  return block;
}

StatusOr<Stmt> Parser::BracedBody() {
  if (Is("{")) return Block();
  Stmt block;
  block.kind = Stmt::Kind::kBlock;
  block.line = Peek().line;
  if (Accept(";")) return block;
  PushScope();
  StatusOr<Stmt> s = Statement();
  PopScope();
  if (!s.ok()) return s.status();
  block.body.push_back(std::move(*s));
  return block;
}

StatusOr<Stmt> Parser::If() {
  Stmt s;
  s.kind = Stmt::Kind::kIf;
  s.line = Peek().line;
  RETURN_IF_ERROR(Expect("("));
  ASSIGN_OR_RETURN(Expr cond, Expression());
  RETURN_IF_ERROR(Expect(")"));
  if (cond.type != kBool) return ErrorAt(s.line, "if condition is not a bool");
  s.exprs.push_back(std::move(cond));
  ASSIGN_OR_RETURN(Stmt then, BracedBody());
  s.body.push_back(std::move(then));
  if (Accept("else")) {
    if (Accept("if")) {
      ASSIGN_OR_RETURN(Stmt otherwise, If());
      s.body.push_back(std::move(otherwise));
    } else {
      ASSIGN_OR_RETURN(Stmt otherwise, BracedBody());
      s.body.push_back(std::move(otherwise));
    }
  }
  return s;
}

StatusOr<Stmt> Parser::For() {
  Stmt s;
  s.kind = Stmt::Kind::kFor;
  s.line = Peek().line;
  RETURN_IF_ERROR(Expect("("));
  PushScope();
  Status status = [&]() -> Status {
    if (!Is(";")) {
      if (TypeAt() || (Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text))) {
        ASSIGN_OR_RETURN(Stmt init, Variables(Storage::kLocal));
        --pos_;  // its ';', expected below
        s.init.push_back(std::move(init));
      } else {
        ASSIGN_OR_RETURN(Stmt init, SimpleStatement());
        s.init.push_back(std::move(init));
      }
    }
    RETURN_IF_ERROR(Expect(";"));
    if (!Is(";")) {
      ASSIGN_OR_RETURN(Expr c, Expression());
      if (c.type != kBool) return ErrorAt(s.line, "for condition is not a bool");
      s.exprs.push_back(std::move(c));
    }
    RETURN_IF_ERROR(Expect(";"));
    if (!Is(")")) {
      ASSIGN_OR_RETURN(Stmt update, SimpleStatement());
      s.update.push_back(std::move(update));
    }
    RETURN_IF_ERROR(Expect(")"));
    ASSIGN_OR_RETURN(Stmt body, BracedBody());
    s.body.push_back(std::move(body));
    return Status::Ok();
  }();
  PopScope();
  RETURN_IF_ERROR(status);
  return s;
}

// One statement other than the empty one (blocks skip those).
StatusOr<Stmt> Parser::Statement() {
  const int line = Peek().line;
  Stmt s;
  s.line = line;
  if (Is("{")) return Block();
  if (Accept("if")) return If();
  if (Accept("for")) return For();
  if (Accept("while")) {
    s.kind = Stmt::Kind::kWhile;
    RETURN_IF_ERROR(Expect("("));
    ASSIGN_OR_RETURN(Expr cond, Expression());
    RETURN_IF_ERROR(Expect(")"));
    s.exprs.push_back(std::move(cond));
    ASSIGN_OR_RETURN(Stmt body, BracedBody());
    s.body.push_back(std::move(body));
    return s;
  }
  if (Accept("break") || Accept("continue")) {
    s.kind = tokens_[pos_ - 1].text == "break" ? Stmt::Kind::kBreak : Stmt::Kind::kContinue;
    RETURN_IF_ERROR(Expect(";"));
    return s;
  }
  if (Accept("return")) {
    s.kind = Stmt::Kind::kReturn;
    if (Accept(";")) return s;
    ASSIGN_OR_RETURN(Expr value, Expression());
    s.exprs.push_back(std::move(value));
    RETURN_IF_ERROR(Expect(";"));
    return s;
  }
  if (Is("discard")) return ErrorAt(line, "'discard' has no meaning in a compute shader");
  if (Is("do") || Is("switch") || Is("struct")) return ErrorAt(line, "'" + Peek().text + "' is not translated");
  if ((Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text)) ||
      (TypeAt() && Peek(1).kind == Token::Kind::kIdent)) {
    return Variables(Storage::kLocal);
  }
  ASSIGN_OR_RETURN(s, SimpleStatement());
  RETURN_IF_ERROR(Expect(";"));
  return s;
}

// `[const] [precision] T a [= x], b[n] [= y];`
StatusOr<Stmt> Parser::Variables(Storage storage) {
  Stmt s;
  s.kind = Stmt::Kind::kDeclaration;
  s.line = Peek().line;
  std::string precision;
  while (Peek().kind == Token::Kind::kIdent && IsQualifier(Peek().text)) {
    const std::string q = Next().text;
    if (q == "in") return ErrorAt(s.line, "'in' outside a parameter list");
    s.is_const |= q == "const";
    if (IsPrecision(q)) precision = q;
  }
  std::optional<Type> base = TypeAt();
  if (!base || base->scalar == Scalar::kVoid || base->is_sampler()) {
    return ErrorAt(s.line, "expected a variable type, found '" + Peek().text + "'");
  }
  Next();
  do {
    ASSIGN_OR_RETURN(Variable v, Declarator(*base, precision, s.line));
    if (Accept("=")) {
      ASSIGN_OR_RETURN(Expr value, Expression());
      if (value.type != v.type) {
        return ErrorAt(s.line,
                       "'" + v.name + "' (" + GlslName(v.type) + ") initialised with a " + GlslName(value.type));
      }
      v.initializer = std::move(value);
    } else if (s.is_const) {
      return ErrorAt(s.line, "const '" + v.name + "' without a value");
    }
    RETURN_IF_ERROR(Declare(v.name, v.type, storage, s.line));
    s.variables.push_back(std::move(v));
  } while (Accept(","));
  RETURN_IF_ERROR(Expect(";"));
  return s;
}

StatusOr<Stmt> Parser::SimpleStatement() {
  Stmt s;
  s.line = Peek().line;
  if (Is("++") || Is("--")) {
    s.kind = Stmt::Kind::kIncrement;
    s.text = Next().text;
    s.prefix = true;
    ASSIGN_OR_RETURN(Expr target, Postfix());
    NoteWritten(target);
    s.exprs.push_back(std::move(target));
    return s;
  }
  const size_t start = pos_;
  ASSIGN_OR_RETURN(Expr target, Postfix());
  if (Is("++") || Is("--")) {
    s.kind = Stmt::Kind::kIncrement;
    s.text = Next().text;
    NoteWritten(target);
    s.exprs.push_back(std::move(target));
    return s;
  }
  static const std::set<std::string> kAssign = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
  if (Peek().kind == Token::Kind::kPunct && kAssign.count(Peek().text)) {
    s.kind = Stmt::Kind::kAssign;
    s.text = Next().text;
    if (target.kind == Expr::Kind::kSwizzle && target.text.size() > 1) {
      return ErrorAt(s.line, "assignment to the swizzle '" + SourceText(start, pos_ - 1) + "' is not translated");
    }
    ASSIGN_OR_RETURN(Expr value, Expression());
    if (s.text == "=" && value.type != target.type) {
      return ErrorAt(s.line, "assigning a " + GlslName(value.type) + " to a " + GlslName(target.type));
    }
    NoteWritten(target);
    s.exprs.push_back(std::move(target));
    s.exprs.push_back(std::move(value));
    return s;
  }
  s.kind = Stmt::Kind::kExpression;
  s.exprs.push_back(std::move(target));
  return s;
}

StatusOr<Expr> Parser::Ternary() {
  const int line = Peek().line;
  ASSIGN_OR_RETURN(Expr cond, BinaryLevel(0));
  if (!Accept("?")) return cond;
  ASSIGN_OR_RETURN(Expr a, Expression());
  RETURN_IF_ERROR(Expect(":"));
  ASSIGN_OR_RETURN(Expr b, Expression());
  if (cond.type != kBool) return ErrorAt(line, "?: condition is not a bool");
  if (a.type != b.type) return ErrorAt(line, "?: branches of different types");
  const Type type = a.type;
  return Node(Expr::Kind::kTernary, type, line, "?:", {std::move(cond), std::move(a), std::move(b)});
}

StatusOr<Expr> Parser::BinaryLevel(int level) {
  static const std::vector<std::vector<std::string>> kLevels = {
      {"||"},       {"^^"},     {"&&"},         {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="},
      {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"}};
  if (level == static_cast<int>(kLevels.size())) return Unary();
  ASSIGN_OR_RETURN(Expr left, BinaryLevel(level + 1));
  while (Peek().kind == Token::Kind::kPunct) {
    const std::string op = Peek().text;
    if (std::find(kLevels[level].begin(), kLevels[level].end(), op) == kLevels[level].end()) break;
    const int line = Next().line;
    ASSIGN_OR_RETURN(Expr right, BinaryLevel(level + 1));
    ASSIGN_OR_RETURN(left, Binary(op, std::move(left), std::move(right), line));
  }
  return left;
}

// GLSL's typing of binary operators on the shapes we translate.
StatusOr<Expr> Parser::Binary(const std::string& op, Expr a, Expr b, int line) {
  const Type& x = a.type;
  const Type& y = b.type;
  auto fail = [&]() { return ErrorAt(line, "'" + op + "' between " + GlslName(x) + " and " + GlslName(y)); };
  auto result = [&](const Type& type) {
    return Node(Expr::Kind::kBinary, type, line, op, {std::move(a), std::move(b)});
  };
  if (x.array || y.array || x.is_sampler() || y.is_sampler()) return fail();
  if (op == "&&" || op == "||" || op == "^^") {
    if (x != kBool || y != kBool) return fail();
    return result(kBool);
  }
  const bool shift = op == "<<" || op == ">>";
  const bool integral_y = y.scalar == Scalar::kInt || y.scalar == Scalar::kUint;
  if (x.scalar != y.scalar && !(shift && integral_y)) return fail();
  if (op == "==" || op == "!=") {
    if (x != y) return fail();
    return result(kBool);
  }
  if (op == "<" || op == ">" || op == "<=" || op == ">=") {
    if (!x.is_scalar() || x != y) return fail();
    return result(kBool);
  }
  if (shift || op == "&" || op == "|" || op == "^" || op == "%") {
    if (x.scalar != Scalar::kInt && x.scalar != Scalar::kUint) return fail();
    if (shift && y.is_vector() && !x.is_vector()) return fail();  // GLSL has no scalar << vector
    return result(shift || !x.is_scalar() ? x : y);
  }
  // + - * /
  if (x.scalar == Scalar::kBool) return fail();
  if (x.is_matrix() || y.is_matrix()) {
    const bool matrix_and_scalar = (x.is_matrix() && y.is_scalar()) || (x.is_scalar() && y.is_matrix());
    if (op != "*" && x != y && !(op == "/" && matrix_and_scalar)) return fail();
    if (x.is_matrix() && y.is_vector()) {
      if (x.columns != y.size) return fail();
      return result(Type::Vector(Scalar::kFloat, x.size));
    }
    if (x.is_vector() && y.is_matrix()) {
      if (x.size != y.size) return fail();
      return result(Type::Vector(Scalar::kFloat, y.columns));
    }
    if (x.is_matrix() && y.is_matrix()) return result(Type::Matrix(y.columns, x.size));
    return result(x.is_matrix() ? x : y);
  }
  if (x.is_vector() && y.is_vector()) {
    if (x != y) return fail();
    return result(x);
  }
  return result(x.is_vector() ? x : y);
}

StatusOr<Expr> Parser::Unary() {
  const int line = Peek().line;
  if (Is("-") || Is("+") || Is("!") || Is("~")) {
    const std::string op = Next().text;
    ASSIGN_OR_RETURN(Expr e, Unary());
    if (op == "+") return e;
    if (op == "!" && e.type != kBool) return ErrorAt(line, "'!' on a " + GlslName(e.type));
    const Type type = e.type;
    return Node(Expr::Kind::kUnary, type, line, op, {std::move(e)});
  }
  if (Is("++") || Is("--")) return ErrorAt(line, "'" + Peek().text + "' inside an expression is not translated");
  return Postfix();
}

StatusOr<std::vector<Expr>> Parser::Arguments() {
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

StatusOr<Expr> Parser::Postfix() {
  ASSIGN_OR_RETURN(Expr e, Primary());
  if (e.kind == Expr::Kind::kVariable && e.storage == Storage::kParameter && !e.parenthesized && (Is(".") || Is("["))) {
    written_.insert(e.text);
  }
  while (true) {
    const int line = Peek().line;
    if (Accept(".")) {
      ASSIGN_OR_RETURN(std::string member, ExpectIdent());
      if (!e.type.is_vector() && !e.type.is_scalar())
        return ErrorAt(line, "'." + member + "' on a " + GlslName(e.type));
      if (member.size() > 4 || member.find_first_not_of("xyzwrgbastpq") != std::string::npos) {
        return ErrorAt(line, "'." + member + "' is not a swizzle");
      }
      for (char c : member) {
        for (std::string_view set : {"xyzw", "rgba", "stpq"}) {
          const size_t at = set.find(c);
          if (at != std::string_view::npos && static_cast<int>(at) >= e.type.size) {
            return ErrorAt(line, "'." + member + "' out of range");
          }
        }
      }
      const Scalar scalar = e.type.scalar;
      const Type type = member.size() == 1 ? Type::Of(scalar) : Type::Vector(scalar, static_cast<int>(member.size()));
      e = Node(Expr::Kind::kSwizzle, type, line, member, {std::move(e)});
    } else if (Accept("[")) {
      ASSIGN_OR_RETURN(Expr index, Expression());
      RETURN_IF_ERROR(Expect("]"));
      if (index.type.scalar != Scalar::kInt && index.type.scalar != Scalar::kUint) {
        return ErrorAt(line, "array index is not an integer");
      }
      Type type;
      if (e.type.array) {
        type = e.type.element();
      } else if (e.type.is_matrix()) {
        type = Type::Vector(Scalar::kFloat, e.type.size);
      } else if (e.type.is_vector()) {
        type = Type::Of(e.type.scalar);
      } else {
        return ErrorAt(line, "indexing a " + GlslName(e.type));
      }
      e = Node(Expr::Kind::kIndex, type, line, "[]", {std::move(e), std::move(index)});
    } else {
      return e;
    }
  }
}

StatusOr<Expr> Parser::Primary() {
  const Token& token = Next();
  const int line = token.line;
  if (token.kind == Token::Kind::kNumber) {
    const std::string& text = token.text;
    const bool is_float =
        text.find_first_of(".eE") != std::string::npos && text.rfind("0x", 0) != 0 && text.rfind("0X", 0) != 0;
    Scalar scalar = is_float ? Scalar::kFloat : Scalar::kInt;
    if (text.back() == 'u' || text.back() == 'U') scalar = Scalar::kUint;
    return Node(Expr::Kind::kLiteral, Type::Of(scalar), line, text);
  }
  if (token.text == "(") {
    ASSIGN_OR_RETURN(Expr e, Expression());
    RETURN_IF_ERROR(Expect(")"));
    e.parenthesized = true;
    return e;
  }
  if (token.kind != Token::Kind::kIdent) return ErrorAt(line, "unexpected '" + token.text + "'");
  const std::string name = token.text;
  if (name == "true" || name == "false") return Node(Expr::Kind::kLiteral, kBool, line, name);
  if (std::optional<Type> type = ParseTypeName(name)) {
    if (Is("[")) return ArrayConstruct(*type, line);
    ASSIGN_OR_RETURN(std::vector<Expr> args, Arguments());
    return Construct(*type, std::move(args), line);
  }
  if (Is("(")) {
    if (IsFragmentOnly(name)) return ErrorAt(line, "'" + name + "' has no meaning in a compute shader");
    ASSIGN_OR_RETURN(std::vector<Expr> args, Arguments());
    auto user = functions_.find(name);
    if (user == functions_.end()) return Builtin(name, std::move(args), line);
    if (user->second.parameters.size() != args.size()) return ErrorAt(line, "'" + name + "' called with wrong count");
    for (size_t k = 0; k < args.size(); ++k) {
      if (args[k].type != user->second.parameters[k]) {
        return ErrorAt(line, "'" + name + "' argument " + std::to_string(k + 1) + " is a " + GlslName(args[k].type));
      }
    }
    return Node(Expr::Kind::kCall, user->second.result, line, name, std::move(args));
  }
  return Name(name, line);
}

StatusOr<Expr> Parser::Name(const std::string& name, int line) {
  if (name == "gl_FragCoord") return Node(Expr::Kind::kFragCoord, Type::Vector(Scalar::kFloat, 4), line, name);
  if (IsFragmentOnly(name)) return ErrorAt(line, "'" + name + "' has no meaning in a compute shader");
  const Symbol* symbol = Lookup(name);
  if (symbol == nullptr) return ErrorAt(line, "unknown name '" + name + "'");
  Expr e = Node(Expr::Kind::kVariable, symbol->type, line, name);
  e.storage = symbol->storage;
  return e;
}

// T[n](...) or T[](...), the cursor on '['.
StatusOr<Expr> Parser::ArrayConstruct(const Type& element, int line) {
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
  for (const Expr& a : args) {
    if (a.type != element) return ErrorAt(line, "array element of a different type");
  }
  Type array = element;
  array.array = static_cast<int>(args.size());
  return Node(Expr::Kind::kArrayConstruct, array, line, "", std::move(args));
}

StatusOr<Expr> Parser::Construct(const Type& type, std::vector<Expr> args, int line) {
  if (args.empty()) return ErrorAt(line, GlslName(type) + "() without arguments");
  if (type.scalar == Scalar::kVoid || type.is_sampler()) return ErrorAt(line, "cannot construct a " + GlslName(type));
  for (const Expr& a : args) {
    if (a.type.array || a.type.is_sampler() || a.type.scalar == Scalar::kVoid) {
      return ErrorAt(line, "bad argument to " + GlslName(type) + "()");
    }
  }
  if (type.is_scalar() && (args.size() != 1 || args[0].type.is_matrix())) {
    return ErrorAt(line, "bad " + GlslName(type) + "()");
  }
  return Node(Expr::Kind::kConstruct, type, line, GlslName(type), std::move(args));
}

StatusOr<Expr> Parser::Builtin(const std::string& name, std::vector<Expr> args, int line) {
  std::vector<Type> types;
  for (const Expr& a : args) types.push_back(a.type);
  ASSIGN_OR_RETURN(Type result, BuiltinResult(name, types, line));
  return Node(Expr::Kind::kBuiltin, result, line, name, std::move(args));
}

}  // namespace

StatusOr<Program> Parse(std::string_view glsl) {
  ASSIGN_OR_RETURN(std::vector<Token> tokens, Tokenize(glsl));
  Parser parser(std::move(tokens));
  return parser.Run();
}

}  // namespace vfx::shader
