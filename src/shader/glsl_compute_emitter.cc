#include "src/shader/glsl_compute_emitter.h"

#include <map>

namespace vfx::shader {
namespace {

std::string Joined(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t k = 0; k < parts.size(); ++k) out += (k ? ", " : "") + parts[k];
  return out;
}

// GLSL text of an expression; the tree keeps the source's parentheses, so
// printing them back gives the source's grouping.
std::string Print(const Expr& e) {
  std::vector<std::string> args;
  for (const Expr& operand : e.operands) args.push_back(Print(operand));
  std::string text;
  switch (e.kind) {
    case Expr::Kind::kLiteral:
    case Expr::Kind::kVariable: text = e.text; break;
    case Expr::Kind::kFragCoord: text = "vfx_frag_coord"; break;
    case Expr::Kind::kConstruct: text = GlslName(e.type) + "(" + Joined(args) + ")"; break;
    case Expr::Kind::kArrayConstruct:
      text = GlslName(e.type.element()) + "[" + std::to_string(e.type.array) + "](" + Joined(args) + ")";
      break;
    case Expr::Kind::kCall:
    case Expr::Kind::kBuiltin: text = e.text + "(" + Joined(args) + ")"; break;
    case Expr::Kind::kUnary: {
      // "-(-x)" must not become "--x".
      const bool signed_operand = !args[0].empty() && (args[0][0] == '-' || args[0][0] == '+');
      text = e.text + (signed_operand ? "(" + args[0] + ")" : args[0]);
      break;
    }
    case Expr::Kind::kBinary: text = args[0] + " " + e.text + " " + args[1]; break;
    case Expr::Kind::kTernary: text = args[0] + " ? " + args[1] + " : " + args[2]; break;
    case Expr::Kind::kSwizzle: text = args[0] + "." + e.text; break;
    case Expr::Kind::kIndex: text = args[0] + "[" + args[1] + "]"; break;
  }
  return e.parenthesized ? "(" + text + ")" : text;
}

std::string Qualified(const std::string& precision, const std::string& type_name) {
  return precision.empty() ? type_name : precision + " " + type_name;
}

// `[const] [precision] T a[n] = x, b` (no ';').
std::string Variables(const std::vector<Variable>& variables, bool is_const) {
  std::string out = is_const ? "const " : "";
  out += Qualified(variables[0].precision, GlslName(variables[0].type.element()));
  for (size_t k = 0; k < variables.size(); ++k) {
    const Variable& v = variables[k];
    out += (k ? ", " : " ") + v.name;
    if (v.type.array) out += "[" + std::to_string(v.type.array) + "]";
    if (v.initializer) out += " = " + Print(*v.initializer);
  }
  return out;
}

// An assignment, ++/--, call or (as a for-init) declaration, without its ';'.
std::string Simple(const Stmt& s) {
  switch (s.kind) {
    case Stmt::Kind::kIncrement: return s.prefix ? s.text + Print(s.exprs[0]) : Print(s.exprs[0]) + s.text;
    case Stmt::Kind::kAssign: return Print(s.exprs[0]) + " " + s.text + " " + Print(s.exprs[1]);
    case Stmt::Kind::kDeclaration: return Variables(s.variables, s.is_const);
    default: return Print(s.exprs[0]);
  }
}

void PrintStatement(const Stmt& s, int indent, std::string& out);

void PrintBlock(const Stmt& block, int indent, std::string& out) {
  out += "{\n";
  for (const Stmt& s : block.body) PrintStatement(s, indent + 1, out);
  out += std::string(indent * 2, ' ') + "}";
}

void PrintIf(const Stmt& s, int indent, std::string& out) {
  out += "if (" + Print(s.exprs[0]) + ") ";
  PrintBlock(s.body[0], indent, out);
  if (s.body.size() < 2) return;
  out += " else ";
  if (s.body[1].kind == Stmt::Kind::kIf) {
    PrintIf(s.body[1], indent, out);
  } else {
    PrintBlock(s.body[1], indent, out);
  }
}

void PrintStatement(const Stmt& s, int indent, std::string& out) {
  out += std::string(indent * 2, ' ');
  switch (s.kind) {
    case Stmt::Kind::kBlock: PrintBlock(s, indent, out); break;
    case Stmt::Kind::kIf: PrintIf(s, indent, out); break;
    case Stmt::Kind::kFor:
      out += "for (" + (s.init.empty() ? "" : Simple(s.init[0])) + "; " + (s.exprs.empty() ? "" : Print(s.exprs[0])) +
             "; " + (s.update.empty() ? "" : Simple(s.update[0])) + ") ";
      PrintBlock(s.body[0], indent, out);
      break;
    case Stmt::Kind::kWhile:
      out += "while (" + Print(s.exprs[0]) + ") ";
      PrintBlock(s.body[0], indent, out);
      break;
    case Stmt::Kind::kBreak: out += "break;"; break;
    case Stmt::Kind::kContinue: out += "continue;"; break;
    case Stmt::Kind::kReturn: out += s.exprs.empty() ? "return;" : "return " + Print(s.exprs[0]) + ";"; break;
    case Stmt::Kind::kDeclaration:
    case Stmt::Kind::kAssign:
    case Stmt::Kind::kIncrement:
    case Stmt::Kind::kExpression: out += Simple(s) + ";"; break;
  }
  out += "\n";
}

std::string PrintFunction(const Function& f) {
  // main() becomes a function that the compute main() calls for every pixel.
  std::string out = GlslName(f.result) + " " + (f.name == "main" ? "vfx_fragment_main" : f.name) + "(";
  for (size_t k = 0; k < f.parameters.size(); ++k) {
    const Variable& p = f.parameters[k].variable;
    out += (k ? ", " : "") + Qualified(p.precision, GlslName(p.type.element())) + " " + p.name;
    if (p.type.array) out += "[" + std::to_string(p.type.array) + "]";
  }
  out += ") ";
  PrintBlock(f.body, 0, out);
  return out + "\n";
}

}  // namespace

StatusOr<std::string> EmitGlslCompute(const Program& program, const std::vector<std::string>& image_formats) {
  if (!program.has_version) return InvalidArgumentError("fragment program must start with '#version 300 es'");
  if (program.main() == nullptr) return InvalidArgumentError("fragment program has no main()");
  std::string out = "#version 310 es\nlayout(local_size_x = " + std::to_string(kComputeGroupSize) +
                    ", local_size_y = " + std::to_string(kComputeGroupSize) + ") in;\nhighp vec4 vfx_frag_coord;\n";
  std::map<int, std::string> outputs;  // location -> variable
  bool uses_uv = false;
  for (const Declaration& d : program.declarations) {
    switch (d.kind) {
      case Declaration::Kind::kPrecision: out += "precision " + d.text + ";\n"; break;
      case Declaration::Kind::kUniform: out += "uniform " + Variables(d.variables, false) + ";\n"; break;
      case Declaration::Kind::kUniformBlock:
        out += (d.layout.empty() ? "" : "layout(" + d.layout + ") ") + "uniform " + d.text + " {\n";
        for (const Variable& v : d.variables) out += "  " + Variables({v}, false) + ";\n";
        out += "};\n";
        break;
      case Declaration::Kind::kOutput:
        outputs[d.location] = d.variables[0].name;
        out += "highp vec4 " + d.variables[0].name + ";\n";
        break;
      case Declaration::Kind::kInput:
        uses_uv = true;
        out += "highp vec2 v_uv;\n";
        break;
      case Declaration::Kind::kVariable: out += Variables(d.variables, d.is_const) + ";\n"; break;
      case Declaration::Kind::kFunction: out += PrintFunction(d.function); break;
    }
  }
  if (outputs.size() != image_formats.size()) {
    return InvalidArgumentError("fragment program writes " + std::to_string(outputs.size()) + " output(s) but " +
                                std::to_string(image_formats.size()) + " target(s) were given");
  }
  for (const auto& [location, name] : outputs) {
    if (location >= static_cast<int>(image_formats.size())) {
      return InvalidArgumentError("fragment output '" + name + "' at location " + std::to_string(location) +
                                  " has no target (" + std::to_string(image_formats.size()) + " given)");
    }
  }

  out += "\nuniform highp ivec2 " + std::string(kComputeOutputSizeUniform) + ";\n";
  for (const auto& [location, name] : outputs) {
    out += "layout(" + image_formats[location] + ", binding = " + std::to_string(location) +
           ") writeonly uniform highp image2D vfx_output_" + std::to_string(location) + ";\n";
  }
  const std::string size = kComputeOutputSizeUniform;
  out +=
      "void main() {\n"
      "  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);\n"
      "  if (pixel.x >= " +
      size + ".x || pixel.y >= " + size +
      ".y) return;\n"
      "  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);\n";
  if (uses_uv) out += "  v_uv = (vec2(pixel) + 0.5) / vec2(" + size + ");\n";
  out += "  vfx_fragment_main();\n";
  for (const auto& [location, name] : outputs) {
    out += "  imageStore(vfx_output_" + std::to_string(location) + ", pixel, " + name + ");\n";
  }
  return out + "}\n";
}

}  // namespace vfx::shader
