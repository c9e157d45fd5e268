// The typed tree of one GLSL ES 3.00 fullscreen fragment program, as the
// parser (parser.h) builds it and the emitters (wgsl_emitter.h,
// glsl_compute_emitter.h) read it. Every expression carries its GLSL type and
// every node its source line; names are resolved to what they denote, so an
// emitter never looks anything up. Top-level declarations keep source order.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "src/shader/types.h"

namespace vfx::shader {

// What a name in an expression refers to.
enum class Storage {
  kLocal,        // a local variable
  kParameter,    // a function parameter
  kGlobal,       // a module-scope const or variable
  kUniform,      // a non-sampler uniform outside any block
  kSampler,      // a uniform sampler2D
  kBlockMember,  // a member of a uniform block
  kOutput,       // a fragment output
  kInput,        // the one fragment input, v_uv
};

struct Expr {
  enum class Kind {
    kLiteral,         // text: the number as written ("1.", "0x1F", "3u"), or true/false
    kVariable,        // text: the name; storage says what it is
    kFragCoord,       // gl_FragCoord
    kConstruct,       // type(operands...): vector, matrix or scalar constructor
    kArrayConstruct,  // element[n](operands...); type is the array
    kCall,            // a function of the program; text: its name
    kBuiltin,         // a GLSL built-in; text: its GLSL name
    kUnary,           // text: "-", "!" or "~"; one operand
    kBinary,          // text: the GLSL operator; two operands
    kTernary,         // condition, then, else
    kSwizzle,         // text: the components as written ("xy", "rgb"); one operand
    kIndex,           // operand[index]
  };
  Kind kind = Kind::kLiteral;
  Type type;
  int line = 0;
  bool parenthesized = false;  // written inside ( ) in the source
  std::string text;
  Storage storage = Storage::kLocal;  // kVariable only
  std::vector<Expr> operands;

  bool is_int_literal() const { return kind == Kind::kLiteral && type == Type::Of(Scalar::kInt); }
};

// One name of a declaration: `highp vec4 a[2] = ...`.
struct Variable {
  std::string name;
  Type type;
  std::string precision;  // "highp", "mediump", "lowp" or "" as written
  std::optional<Expr> initializer;
  int line = 0;
};

struct Stmt {
  enum class Kind {
    kBlock,        // body
    kDeclaration,  // variables; is_const
    kAssign,       // target = value: exprs[0] op exprs[1]; text: the operator ("=", "+=", ...)
    kIncrement,    // exprs[0] with text "++" or "--"; prefix as written
    kExpression,   // exprs[0], evaluated for its effect (a call)
    kIf,           // exprs[0]; body[0] the then-block; body[1] the else-block or else-if, if any
    kFor,          // init (0 or 1), exprs (0 or 1: the condition), update (0 or 1), body[0]
    kWhile,        // exprs[0]; body[0]
    kBreak,
    kContinue,
    kReturn,  // exprs: the value, if any
  };
  Kind kind = Kind::kBlock;
  int line = 0;
  std::string text;
  bool prefix = false;
  bool is_const = false;
  std::vector<Variable> variables;
  std::vector<Expr> exprs;
  std::vector<Stmt> init, update;
  std::vector<Stmt> body;
};

struct Parameter {
  Variable variable;
  // The body assigns it, increments it or reaches into it (p.x, p[i]): WGSL
  // parameters are immutable, so its emitter gives such parameters a local copy.
  bool written = false;
};

struct Function {
  std::string name;
  Type result;
  std::vector<Parameter> parameters;
  Stmt body;  // a kBlock
  int line = 0;
};

struct Declaration {
  enum class Kind {
    kPrecision,     // text: "highp float"
    kUniform,       // variables (one type, several names)
    kUniformBlock,  // text: the block name; layout: its layout qualifiers ("std140"); variables: members
    kOutput,        // variables[0]; location (0 when none was written)
    kInput,         // variables[0], v_uv
    kVariable,      // module-scope variables; is_const
    kFunction,      // function
  };
  Kind kind = Kind::kVariable;
  int line = 0;
  std::string text;
  std::string layout;
  int location = 0;
  bool is_const = false;
  std::vector<Variable> variables;
  Function function;
};

struct Program {
  bool has_version = false;               // began with '#version 300 es'
  std::vector<Declaration> declarations;  // in source order

  // void main(), or null when the program defines none.
  const Function* main() const {
    for (const Declaration& d : declarations) {
      if (d.kind == Declaration::Kind::kFunction && d.function.name == "main") return &d.function;
    }
    return nullptr;
  }
};

}  // namespace vfx::shader
