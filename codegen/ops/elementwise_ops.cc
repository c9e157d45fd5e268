#include "codegen/ops/elementwise_ops.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "codegen/ir/shape_util.h"
#include "codegen/ops/quantize.h"

namespace vfx::codegen {
namespace {

// erf by Abramowitz & Stegun 7.1.26 (|error| <= 1.5e-7): GLSL has no erf.
std::string ErfGlsl(const std::string& x) {
  const std::string t = "(1.0 / (1.0 + 0.3275911 * abs(" + x + ")))";
  return "sign(" + x + ") * (1.0 - ((((1.061405429 * " + t + " - 1.453152027) * " + t + " + 1.421413741) * " + t +
         " - 0.284496736) * " + t + " + 0.254829592) * " + t + " * exp(-(" + x + ") * (" + x + ")))";
}

double Gelu(const Op& op, double x) {
  if (op.GetString("approximate", "none") == "tanh") {
    return 0.5 * x * (1.0 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)));
  }
  return 0.5 * x * (1.0 + std::erf(x * 0.7071067811865476));
}

// A GLSL float literal (codegen/gpu/kernel_builder.h has the same for kernels).
std::string Literal(double value) {
  if (std::isnan(value)) return "0.0";
  if (std::isinf(value)) return value > 0 ? "3.0e38" : "-3.0e38";
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.9g", value);
  std::string text = buffer;
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

double HardSigmoid(const Op& op, double x) {
  return std::clamp(op.GetFloat("alpha", 0.2f) * x + op.GetFloat("beta", 0.5f), 0.0, 1.0);
}

// clang-format off
const UnaryOpDef kUnary[] = {
    {"Relu", [](const Op&, double x) { return std::max(x, 0.0); },
             [](const Op&) -> std::string { return "r = max(r, 0.0);"; }},
    {"Sigmoid", [](const Op&, double x) { return 1.0 / (1.0 + std::exp(-x)); },
                [](const Op&) -> std::string { return "r = 1.0 / (1.0 + exp(-r));"; }},
    {"Tanh", [](const Op&, double x) { return std::tanh(x); },
             // tanh of a large |r| is inf/inf on some drivers
             [](const Op&) -> std::string { return "r = tanh(clamp(r, -15.0, 15.0));"; }},
    {"HardSigmoid", HardSigmoid,
     [](const Op& op) {
       return "r = clamp(r * " + Literal(op.GetFloat("alpha", 0.2f)) + " + " + Literal(op.GetFloat("beta", 0.5f)) +
              ", 0.0, 1.0);";
     }},
    {"HardSwish", [](const Op&, double x) { return x * std::clamp(x / 6.0 + 0.5, 0.0, 1.0); },
                  [](const Op&) -> std::string { return "r *= clamp(r * " + Literal(1.0 / 6.0) + " + 0.5, 0.0, 1.0);"; }},
    {"LeakyRelu", [](const Op& op, double x) { return x < 0 ? x * op.GetFloat("alpha", 0.01f) : x; },
                  [](const Op& op) { return "r = max(r, 0.0) + " + Literal(op.GetFloat("alpha", 0.01f)) + " * min(r, 0.0);"; }},
    // Shape inference moves Clip's bound inputs into these attributes.
    {"Clip", [](const Op& op, double x) { return std::min<double>(std::max<double>(x, op.GetFloat("min", -INFINITY)), op.GetFloat("max", INFINITY)); },
             [](const Op& op) {
               return "r = clamp(r, " + Literal(op.GetFloat("min", -INFINITY)) + ", " + Literal(op.GetFloat("max", INFINITY)) + ");";
             }},
    {"Elu", [](const Op& op, double x) { return x < 0 ? op.GetFloat("alpha", 1.f) * (std::exp(x) - 1.0) : x; },
            [](const Op& op) { return "r = max(r, 0.0) + " + Literal(op.GetFloat("alpha", 1.f)) + " * (exp(min(r, 0.0)) - 1.0);"; }},
    {"Softplus", [](const Op&, double x) { return std::max(x, 0.0) + std::log1p(std::exp(-std::fabs(x))); },
                 [](const Op&) -> std::string { return "r = max(r, 0.0) + log(1.0 + exp(-abs(r)));"; }},
    // Mish (opset 18): x · tanh(softplus(x)).
    {"Mish", [](const Op&, double x) { return x * std::tanh(std::max(x, 0.0) + std::log1p(std::exp(-std::fabs(x)))); },
             [](const Op&) -> std::string { return "r = r * tanh(clamp(max(r, 0.0) + log(1.0 + exp(-abs(r))), -15.0, 15.0));"; }},
    {"Selu", [](const Op& op, double x) {
               return op.GetFloat("gamma", 1.05070102214813232421875f) *
                      (x > 0 ? x : op.GetFloat("alpha", 1.67326319217681884765625f) * (std::exp(x) - 1.0));
             },
             [](const Op& op) {
               return "r = " + Literal(op.GetFloat("gamma", 1.05070102214813232421875f)) + " * (max(r, 0.0) + " +
                      Literal(op.GetFloat("alpha", 1.67326319217681884765625f)) + " * (exp(min(r, 0.0)) - 1.0));";
             }},
    {"Celu", [](const Op& op, double x) {
               const double a = op.GetFloat("alpha", 1.f);
               return std::max(x, 0.0) + std::min(0.0, a * (std::exp(x / a) - 1.0));
             },
             [](const Op& op) {
               const std::string a = Literal(op.GetFloat("alpha", 1.f));
               return "r = max(r, 0.0) + " + a + " * (exp(min(r, 0.0) / " + a + ") - 1.0);";
             }},
    {"Softsign", [](const Op&, double x) { return x / (1.0 + std::fabs(x)); },
                 [](const Op&) -> std::string { return "r = r / (1.0 + abs(r));"; }},
    {"ThresholdedRelu", [](const Op& op, double x) { return x > op.GetFloat("alpha", 1.f) ? x : 0.0; },
                        // m = max(r, α) is r where r > α, else α; step(m, α) is 1 exactly where r <= α. No
                        // product of r with 0, so r = ±inf gives inf and 0 as on the CPU (clamp(r, α, α): α in r's type).
                        [](const Op& op) {
                          const std::string a = Literal(op.GetFloat("alpha", 1.f));
                          return "{ vec4 m = max(r, " + a + "); r = m * (1.0 - step(m, clamp(r, " + a + ", " + a + "))); }";
                        }},
    // QDQ models on activations (codegen/ops/quantize.h): shape inference moves the
    // scale and zero point into attributes; quantised values stay in float.
    {"QuantizeLinear",
     [](const Op& op, double x) {
       return QuantizeValue(x, op.GetFloat("scale", 1.f), op.GetFloat("zero_point", 0.f), op.GetFloat("qmin", 0.f),
                            op.GetFloat("qmax", 255.f));
     },
     [](const Op& op) {
       return "r = clamp(roundEven(r / " + Literal(op.GetFloat("scale", 1.f)) + ") + " +
              Literal(op.GetFloat("zero_point", 0.f)) + ", " + Literal(op.GetFloat("qmin", 0.f)) + ", " +
              Literal(op.GetFloat("qmax", 255.f)) + ");";
     }},
    {"DequantizeLinear",
     [](const Op& op, double x) { return DequantizeValue(x, op.GetFloat("scale", 1.f), op.GetFloat("zero_point", 0.f)); },
     [](const Op& op) {
       return "r = (r - " + Literal(op.GetFloat("zero_point", 0.f)) + ") * " + Literal(op.GetFloat("scale", 1.f)) + ";";
     }},
    {"Neg", [](const Op&, double x) { return -x; }, [](const Op&) -> std::string { return "r = -r;"; }},
    {"Abs", [](const Op&, double x) { return std::fabs(x); }, [](const Op&) -> std::string { return "r = abs(r);"; }},
    {"Exp", [](const Op&, double x) { return std::exp(x); }, [](const Op&) -> std::string { return "r = exp(r);"; }},
    {"Sqrt", [](const Op&, double x) { return std::sqrt(x); }, [](const Op&) -> std::string { return "r = sqrt(r);"; }},
    {"Floor", [](const Op&, double x) { return std::floor(x); }, [](const Op&) -> std::string { return "r = floor(r);"; }},
    {"Ceil", [](const Op&, double x) { return std::ceil(x); }, [](const Op&) -> std::string { return "r = ceil(r);"; }},
    // Round: halves to even, as ONNX defines it (roundEven in GLSL, round in WGSL).
    {"Round", [](const Op&, double x) { return std::nearbyint(x); }, [](const Op&) -> std::string { return "r = roundEven(r);"; }},
    {"Sign", [](const Op&, double x) { return static_cast<double>((x > 0) - (x < 0)); }, [](const Op&) -> std::string { return "r = sign(r);"; }},
    {"Reciprocal", [](const Op&, double x) { return 1.0 / x; }, [](const Op&) -> std::string { return "r = 1.0 / r;"; }},
    {"Log", [](const Op&, double x) { return std::log(x); }, [](const Op&) -> std::string { return "r = log(r);"; }},
    {"Erf", [](const Op&, double x) { return std::erf(x); },
            [](const Op&) -> std::string { return "r = " + ErfGlsl("r") + ";"; }},
    // Gelu (opset 20): exact through erf, or its tanh approximation.
    {"Gelu", Gelu,
             [](const Op& op) -> std::string {
               if (op.GetString("approximate", "none") == "tanh") {
                 return "r = 0.5 * r * (1.0 + tanh(clamp(0.7978845608 * (r + 0.044715 * r * r * r), -15.0, 15.0)));";
               }
               return "r = 0.5 * r * (1.0 + " + ErfGlsl("r * 0.7071067812") + ");";
             }},
};
// clang-format on

// "r = r OP x;" or "r = x OP r;" by operand order.
std::string Infix(const char* symbol, const BinaryOperand& o) {
  return o.main_first ? "r = r " + std::string(symbol) + " " + o.expr + ";" : "r = " + o.expr + " " + symbol + " r;";
}

StatusOr<std::string> PowGlsl(const Op& op, const BinaryOperand& o) {
  // Exponents exporters write (squares in decomposed norms, square roots) exactly;
  // other constants as pow() of |r|, with r's sign for odd integers.
  if (!o.main_first || !o.constant) return UnimplementedError(op.Describe() + ": Pow needs a scalar constant exponent");
  const double e = *o.constant;
  if (e == 1) return std::string("r = r;");
  if (e == 2) return std::string("r = r * r;");
  if (e == 3) return std::string("r = r * r * r;");
  if (e == 0.5) return std::string("r = sqrt(r);");
  if (e == -1) return std::string("r = 1.0 / r;");
  const std::string p = "pow(abs(r), vec4(" + o.expr + "))";
  if (e == std::floor(e)) return std::fmod(std::fabs(e), 2.0) == 1.0 ? "r = sign(r) * " + p + ";" : "r = " + p + ";";
  return "r = pow(r, vec4(" + o.expr + "));";
}

// clang-format off
const BinaryOpDef kBinary[] = {
    {"Add", [](double a, double b) { return a + b; },
            [](const Op&, const BinaryOperand& o) -> StatusOr<std::string> { return Infix("+", o); }},
    {"Sub", [](double a, double b) { return a - b; },
            [](const Op&, const BinaryOperand& o) -> StatusOr<std::string> { return Infix("-", o); }},
    {"Mul", [](double a, double b) { return a * b; },
            [](const Op&, const BinaryOperand& o) -> StatusOr<std::string> { return Infix("*", o); }},
    // Division in float, as the GPU and ONNX Runtime do it.
    {"Div", [](double a, double b) { return static_cast<double>(static_cast<float>(a) / static_cast<float>(b)); },
            [](const Op&, const BinaryOperand& o) -> StatusOr<std::string> { return Infix("/", o); }},
    {"Min", [](double a, double b) { return std::min(a, b); },
            [](const Op&, const BinaryOperand& o) -> StatusOr<std::string> { return "r = min(r, " + o.expr + ");"; }},
    {"Max", [](double a, double b) { return std::max(a, b); },
            [](const Op&, const BinaryOperand& o) -> StatusOr<std::string> { return "r = max(r, " + o.expr + ");"; }},
    {"Pow", [](double a, double b) { return std::pow(a, b); }, PowGlsl},
    {"Sum", [](double a, double b) { return a + b; },  // n-ary; passes/decompose_compound_ops.h makes Adds of it
            [](const Op&, const BinaryOperand& o) -> StatusOr<std::string> { return Infix("+", o); }},
    {"PRelu", [](double a, double b) { return a < 0 ? a * b : a; },
              [](const Op& op, const BinaryOperand& o) -> StatusOr<std::string> {
                if (!o.main_first) return UnimplementedError(op.Describe() + ": PRelu's slope must not be the activation");
                return "r = max(r, 0.0) + " + o.expr + " * min(r, 0.0);";
              }},
};
// clang-format on

Status InferUnary(ShapeContext& ctx, Op& op) {
  if (op.type == "Clip") {  // opset 11+ bounds are inputs: make them the attributes of opset 6
    float lo = op.GetFloat("min", -INFINITY), hi = op.GetFloat("max", INFINITY);
    ASSIGN_OR_RETURN(std::vector<double> min_v, ctx.ConstantInput(op, 1, "the Clip minimum"));
    ASSIGN_OR_RETURN(std::vector<double> max_v, ctx.ConstantInput(op, 2, "the Clip maximum"));
    if (!min_v.empty()) lo = static_cast<float>(min_v[0]);
    if (!max_v.empty()) hi = static_cast<float>(max_v[0]);
    op.inputs = {op.Input(0)};
    op.attributes["min"] = lo;
    op.attributes["max"] = hi;
  } else if (IsQuantizationOp(op.type)) {  // on an activation: one scale and zero point (a constant x folds)
    ASSIGN_OR_RETURN(QuantParams p, ReadQuantParams(ctx.graph, op, ctx.Shape(op, 0), ctx.prefix));
    if (p.axis >= 0) {
      return UnimplementedError(ctx.prefix + op.type + " of a computed tensor with one scale per index of axis " +
                                std::to_string(p.axis) + " (only weights may be quantised per axis)");
    }
    op.inputs = {op.Input(0)};
    op.attributes = {{"scale", static_cast<float>(p.scale[0])},
                     {"zero_point", static_cast<float>(p.zero_point[0])},
                     {"qmin", static_cast<float>(p.qmin)},
                     {"qmax", static_cast<float>(p.qmax)}};
  }
  return ctx.SetOutput(op, 0, ctx.Shape(op, 0));
}

Status InferBroadcast(ShapeContext& ctx, Op& op) {
  // No broadcasting op has optional inputs: an empty name is dangling wiring.
  for (size_t i = 0; i < op.inputs.size(); ++i) {
    if (op.inputs[i].empty()) {
      return InvalidArgumentError(ctx.prefix + "input " + std::to_string(i) + " of '" + op.type +
                                  "' is empty; every input of a broadcasting op is required");
    }
  }
  Dims shape = ctx.Shape(op, 0);
  for (size_t i = 1; i < op.inputs.size(); ++i) {
    auto b = BroadcastShapes(shape, ctx.Shape(op, i));
    if (!b) {
      return InvalidArgumentError(ctx.prefix + "shapes " + DimsString(shape) + " and " + DimsString(ctx.Shape(op, i)) +
                                  " do not broadcast");
    }
    shape = *b;
  }
  return ctx.SetOutput(op, 0, shape);
}

Status CpuUnary(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const UnaryOpDef* def = FindUnaryOp(op.type);
  if (def == nullptr) return UnimplementedError(op.Describe() + ": not a unary op");
  out->data.resize(in[0]->data.size());
  for (size_t i = 0; i < out->data.size(); ++i) out->data[i] = static_cast<float>(def->eval(op, in[0]->data[i]));
  return Status::Ok();
}

Status CpuBinary(const Op& op, const std::vector<const HostTensor*>& in, HostTensor* out) {
  const BinaryOpDef* def = FindBinaryOp(op.type);
  if (def == nullptr) return UnimplementedError(op.Describe() + ": not a binary op");
  out->data.assign(static_cast<size_t>(Product(out->shape)), 0.f);
  std::vector<std::vector<int64_t>> maps;
  for (const HostTensor* h : in) maps.push_back(BroadcastIndexMap(h->shape, out->shape));
  for (size_t i = 0; i < out->data.size(); ++i) {
    double r = in[0]->data[static_cast<size_t>(maps[0][i])];
    for (size_t k = 1; k < in.size(); ++k) r = def->eval(r, in[k]->data[static_cast<size_t>(maps[k][i])]);
    out->data[i] = static_cast<float>(r);
  }
  return Status::Ok();
}

}  // namespace

OpDef ElementwiseOpDef(const std::string& type) {
  if (const UnaryOpDef* u = FindUnaryOp(type)) {
    return {u->type, InferUnary, CpuUnary, nullptr, IsQuantizationOp(type) ? 2 : 1};
  }
  if (const BinaryOpDef* b = FindBinaryOp(type)) {
    // Sum, Min, Max and Mean take any number of inputs; the others two.
    const bool variadic = type == "Sum" || type == "Min" || type == "Max" || type == "Mean";
    return {b->type, InferBroadcast, CpuBinary, nullptr, variadic ? 1 : 2};
  }
  return {"", nullptr, nullptr, nullptr};
}

const UnaryOpDef* FindUnaryOp(const std::string& type) {
  for (const UnaryOpDef& d : kUnary) {
    if (type == d.type) return &d;
  }
  return nullptr;
}

const BinaryOpDef* FindBinaryOp(const std::string& type) {
  for (const BinaryOpDef& d : kBinary) {
    if (type == d.type) return &d;
  }
  return nullptr;
}

bool IsElementwiseOp(const std::string& type) { return FindUnaryOp(type) != nullptr || FindBinaryOp(type) != nullptr; }

std::vector<std::string> ElementwiseOpTypes() {
  std::vector<std::string> types;
  for (const UnaryOpDef& d : kUnary) types.push_back(d.type);
  for (const BinaryOpDef& d : kBinary) types.push_back(d.type);
  return types;
}

}  // namespace vfx::codegen
