// Every elementwise op, defined once: its arithmetic (the CPU reference and
// constant folding evaluate it) and its GLSL (the GPU emitter pastes it into
// a fused program, where `vec4 r` holds the op's main input). The op registry
// (op_def.h), constant folding, the GPU emitters, the importer's op list and
// the passes all find elementwise ops here, so adding one is one entry in
// elementwise_ops.cc and its test.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "codegen/ops/op_def.h"
#include "src/core/status.h"

namespace vfx::codegen {

struct UnaryOpDef {
  const char* type;
  double (*eval)(const Op& op, double x);
  // The GLSL statement that turns r into the op's result, e.g. "r = max(r, 0.0);".
  std::string (*glsl)(const Op& op);
};

// The other operand of a binary op inside a fused program.
struct BinaryOperand {
  std::string expr;                 // GLSL vec4/float expression of the other input
  bool main_first = true;           // r holds the first input (else the second)
  std::optional<double> constant;   // its value when it is a scalar constant
};

struct BinaryOpDef {
  const char* type;
  double (*eval)(double a, double b);  // variadic ops (Min, Max) fold left
  StatusOr<std::string> (*glsl)(const Op& op, const BinaryOperand& other);
};

const UnaryOpDef* FindUnaryOp(const std::string& type);
const BinaryOpDef* FindBinaryOp(const std::string& type);
bool IsElementwiseOp(const std::string& type);
// Every elementwise op type, unary first.
std::vector<std::string> ElementwiseOpTypes();
// The registry entry of elementwise op `type` (op_def.h): shape rule (same
// shape, or numpy broadcasting over every input; Clip's bound inputs become
// attributes) and CPU reference from the definition above.
OpDef ElementwiseOpDef(const std::string& type);

}  // namespace vfx::codegen
