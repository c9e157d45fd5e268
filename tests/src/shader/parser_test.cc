// The shader front end's parser: the typed tree it builds (types of
// expressions, resolved names, overloads of the built-ins) and the errors
// with which it refuses what no target translates.
#include "src/shader/parser.h"

#include <gtest/gtest.h>

#include <string>

namespace vfx::shader {
namespace {

constexpr char kHeader[] = "#version 300 es\nprecision highp float;\n";

StatusOr<Program> ParseBody(const std::string& body) { return Parse(kHeader + body); }

const Function& MainOf(const Program& program) {
  const Function* main = program.main();
  EXPECT_NE(main, nullptr);
  return *main;
}

// The initializer of the declaration at `index` in main's body.
const Expr& InitializerAt(const Program& program, size_t index) {
  const Stmt& s = MainOf(program).body.body.at(index);
  EXPECT_EQ(s.kind, Stmt::Kind::kDeclaration);
  return *s.variables.at(0).initializer;
}

std::string ErrorOf(const std::string& body) {
  StatusOr<Program> program = ParseBody(body);
  return program.ok() ? "ok" : program.status().message();
}

TEST(ShaderParser, TopLevelDeclarationsKeepSourceOrderAndKinds) {
  StatusOr<Program> program = ParseBody(
      "uniform highp sampler2D u_frame;\nuniform vec2 u_scale, u_offset;\nin vec2 v_uv;\n"
      "layout(location = 1) out vec4 o1;\nlayout(location = 0) out vec4 o0;\n"
      "const float kGain = 2.0;\nfloat Twice(float x) { return x * kGain; }\n"
      "void main() { o0 = vec4(Twice(1.0)); o1 = o0; }\n");
  ASSERT_TRUE(program.ok()) << program.status().message();
  EXPECT_TRUE(program->has_version);
  const auto& d = program->declarations;
  ASSERT_EQ(d.size(), 9u);
  EXPECT_EQ(d[0].kind, Declaration::Kind::kPrecision);
  EXPECT_EQ(d[0].text, "highp float");
  EXPECT_EQ(d[1].kind, Declaration::Kind::kUniform);
  EXPECT_EQ(d[1].variables[0].precision, "highp");
  EXPECT_EQ(d[1].variables[0].type, Type::Of(Scalar::kSampler2D));
  ASSERT_EQ(d[2].variables.size(), 2u);
  EXPECT_EQ(d[2].variables[1].name, "u_offset");
  EXPECT_EQ(d[3].kind, Declaration::Kind::kInput);
  EXPECT_EQ(d[4].kind, Declaration::Kind::kOutput);
  EXPECT_EQ(d[4].location, 1);
  EXPECT_EQ(d[5].location, 0);
  EXPECT_TRUE(d[6].is_const);
  EXPECT_EQ(d[7].function.name, "Twice");
  EXPECT_EQ(d[7].function.result, Type::Of(Scalar::kFloat));
  EXPECT_EQ(program->main(), &d[8].function);
}

TEST(ShaderParser, ExpressionsCarryTheirGlslTypes) {
  StatusOr<Program> program = ParseBody(
      "uniform sampler2D t;\nout vec4 o;\n"
      "void main() {\n"
      "  vec4 a = texelFetch(t, ivec2(gl_FragCoord.xy), 0);\n"  // 0
      "  vec3 b = max(a.rgb, 0.0);\n"                           // 1
      "  vec3 c = mat3(1.0) * b;\n"                             // 2
      "  vec2 d = b * mat2x3(0.0);\n"                           // 3
      "  mat3x2 e = outerProduct(d, b);\n"                      // 4
      "  bvec2 f = lessThan(d, vec2(0.5));\n"                   // 5
      "  ivec2 g = textureSize(t, 0) >> 1;\n"                   // 6
      "  uint h = 3u;\n"                                        // 7
      "  float i = any(f) ? dot(b, c) : float(g.x);\n"          // 8
      "  o = a;\n"
      "}\n");
  ASSERT_TRUE(program.ok()) << program.status().message();
  EXPECT_EQ(InitializerAt(*program, 0).kind, Expr::Kind::kBuiltin);
  EXPECT_EQ(InitializerAt(*program, 0).type, Type::Vector(Scalar::kFloat, 4));
  const Expr& b = InitializerAt(*program, 1);
  EXPECT_EQ(b.type, Type::Vector(Scalar::kFloat, 3));  // max(vec3, float): the vector's shape
  EXPECT_EQ(b.operands[0].kind, Expr::Kind::kSwizzle);
  EXPECT_EQ(b.operands[0].text, "rgb");
  EXPECT_EQ(b.operands[1].type, Type::Of(Scalar::kFloat));
  EXPECT_EQ(InitializerAt(*program, 2).type, Type::Vector(Scalar::kFloat, 3));
  EXPECT_EQ(InitializerAt(*program, 3).type, Type::Vector(Scalar::kFloat, 2));
  EXPECT_EQ(InitializerAt(*program, 4).type, Type::Matrix(3, 2));
  EXPECT_EQ(InitializerAt(*program, 5).type, Type::Vector(Scalar::kBool, 2));
  EXPECT_EQ(InitializerAt(*program, 6).type, Type::Vector(Scalar::kInt, 2));
  EXPECT_EQ(InitializerAt(*program, 7).type, Type::Of(Scalar::kUint));
  const Expr& i = InitializerAt(*program, 8);
  EXPECT_EQ(i.kind, Expr::Kind::kTernary);
  EXPECT_EQ(i.operands[0].type, Type::Of(Scalar::kBool));
  EXPECT_EQ(i.operands[1].type, Type::Of(Scalar::kFloat));
  EXPECT_EQ(i.line, 14);
}

TEST(ShaderParser, NamesResolveToWhatTheyDenote) {
  StatusOr<Program> program = ParseBody(
      "uniform float u_gain;\nuniform sampler2D t;\nin vec2 v_uv;\nout vec4 o;\n"
      "layout(std140) uniform W0 { vec4 w0[4]; };\n"
      "float k = 1.0;\n"
      "void main() {\n"
      "  float a = u_gain + k + w0[1].x;\n"
      "  { float u_gain = 2.0; a += u_gain; }\n"
      "  o = texture(t, v_uv) * a;\n"
      "}\n");
  ASSERT_TRUE(program.ok()) << program.status().message();
  const Expr& sum = InitializerAt(*program, 0);
  EXPECT_EQ(sum.operands[0].operands[0].storage, Storage::kUniform);
  EXPECT_EQ(sum.operands[0].operands[1].storage, Storage::kGlobal);
  EXPECT_EQ(sum.operands[1].operands[0].operands[0].storage, Storage::kBlockMember);
  const Stmt& shadowing = MainOf(*program).body.body[1];
  EXPECT_EQ(shadowing.body[1].exprs[1].storage, Storage::kLocal);  // the local, not the uniform
  const Expr& sample = MainOf(*program).body.body[2].exprs[1].operands[0];
  EXPECT_EQ(sample.operands[0].storage, Storage::kSampler);
  EXPECT_EQ(sample.operands[1].storage, Storage::kInput);
  const Declaration& block = program->declarations[5];
  EXPECT_EQ(block.kind, Declaration::Kind::kUniformBlock);
  EXPECT_EQ(block.text, "W0");
  EXPECT_EQ(block.layout, "std140");
  EXPECT_EQ(block.variables[0].type, (Type{Scalar::kFloat, 4, 0, 4}));
}

TEST(ShaderParser, ParametersWrittenOrReachedIntoAreMarked) {
  StatusOr<Program> program = ParseBody(
      "out vec4 o;\n"
      "vec4 F(vec4 kept, vec4 assigned, vec4 reached, int counted) {\n"
      "  assigned *= 2.0; counted++; return kept + assigned + reached.xxxx + float(counted);\n"
      "}\n"
      "void main() { o = F(vec4(0.0), vec4(1.0), vec4(2.0), 3); }\n");
  ASSERT_TRUE(program.ok()) << program.status().message();
  const Function& f = program->declarations[2].function;
  ASSERT_EQ(f.parameters.size(), 4u);
  EXPECT_FALSE(f.parameters[0].written);
  EXPECT_TRUE(f.parameters[1].written);
  EXPECT_TRUE(f.parameters[2].written);
  EXPECT_TRUE(f.parameters[3].written);
}

TEST(ShaderParser, ParenthesesAndElseIfChainsAreKept) {
  StatusOr<Program> program = ParseBody(
      "out vec4 o;\nvoid main() {\n  float a = (1.0 + 2.0) * 3.0;\n"
      "  if (a > 1.0) a = 1.0; else if (a > 0.5) a = 0.5; else { a = 0.0; }\n  o = vec4(a);\n}\n");
  ASSERT_TRUE(program.ok()) << program.status().message();
  const Expr& product = InitializerAt(*program, 0);
  EXPECT_EQ(product.text, "*");
  EXPECT_TRUE(product.operands[0].parenthesized);
  EXPECT_FALSE(product.parenthesized);
  const Stmt& chain = MainOf(*program).body.body[1];
  ASSERT_EQ(chain.body.size(), 2u);
  EXPECT_EQ(chain.body[0].kind, Stmt::Kind::kBlock);  // a single statement becomes a block
  EXPECT_EQ(chain.body[1].kind, Stmt::Kind::kIf);     // else if
  EXPECT_EQ(chain.body[1].body[1].kind, Stmt::Kind::kBlock);
}

TEST(ShaderParser, BuiltinOverloadsAreChecked) {
  const std::string head = "uniform sampler2D t;\nout vec4 o;\n";
  EXPECT_EQ(ErrorOf(head + "void main() { o = clamp(vec4(2.0), 0.0, 1.0); }"), "ok");
  EXPECT_EQ(ErrorOf(head + "void main() { o = mix(o, vec4(1.0), 0.5); }"), "ok");
  EXPECT_NE(ErrorOf(head + "void main() { o = max(vec4(2.0), 1); }").find("max() arguments of different kinds"),
            std::string::npos);
  EXPECT_NE(
      ErrorOf(head + "void main() { o = texelFetch(t, vec2(0.0), 0); }").find("texelFetch(sampler2D, ivec2, int)"),
      std::string::npos);
  EXPECT_NE(ErrorOf(head + "void main() { o = texture(t, vec3(0.0)); }").find("texture(sampler2D, vec2) expected"),
            std::string::npos);
  EXPECT_NE(ErrorOf(head + "void main() { o = vec4(length(1.0, 2.0)); }").find("length() takes 1 arguments"),
            std::string::npos);
  EXPECT_NE(ErrorOf(head + "void main() { o = vec4(noise1(1.0)); }").find("'noise1' is not translated"),
            std::string::npos);
  EXPECT_NE(ErrorOf(head + "float f(int i) { return 1.0; }\nvoid main() { o = vec4(f(1.0)); }")
                .find("'f' argument 1 is a float"),
            std::string::npos);
  EXPECT_NE(ErrorOf(head + "void main() { o = vec4(1.0) * ivec4(1); }").find("'*' between vec4 and ivec4"),
            std::string::npos);
}

TEST(ShaderParser, RefusedConstructsAreNamedWithTheirLine) {
  struct Case {
    const char* body;
    const char* message;
  };
  const Case cases[] = {
      {"out vec4 o;\nvoid main() {\n  discard;\n}\n", "GLSL line 5: 'discard' has no meaning in a compute shader"},
      {"out vec4 o;\nvoid main() { o = vec4(dFdx(1.0)); }\n", "GLSL line 4: 'dFdx' has no meaning"},
      {"out vec4 o;\nvoid main() { o = vec4(fwidth(1.0)); }\n", "'fwidth' has no meaning"},
      {"out vec4 o;\nvoid main() { gl_FragDepth = 0.5; o = vec4(0.0); }\n", "'gl_FragDepth' has no meaning"},
      {"out vec4 o;\nvoid main() { o = vec4(gl_FrontFacing ? 1.0 : 0.0); }\n", "'gl_FrontFacing' has no meaning"},
      {"uniform Block { vec4 a; } block;\nout vec4 o;\nvoid main() { o = vec4(0.0); }\n",
       "GLSL line 3: uniform block 'Block' with an instance name is not translated"},
      {"struct S { float a; };\nout vec4 o;\nvoid main() { o = vec4(0.0); }\n",
       "GLSL line 3: 'struct' is not translated"},
      {"out vec4 o;\nvoid main() { struct S { float a; }; o = vec4(0.0); }\n", "'struct' is not translated"},
      {"out vec4 o;\nvoid main() { o = vec4(0.0); o.xy = vec2(1.0); }\n",
       "GLSL line 4: assignment to the swizzle 'o.xy' is not translated"},
      {"out vec4 o;\nvoid main() { int i = 0; int j = i++; o = vec4(0.0); }\n", "'++' inside an expression"},
      {"out vec4 o;\nvoid main() { switch (1) { default: break; } }\n", "'switch' is not translated"},
      {"out vec4 o;\nvoid f(out float x) { x = 1.0; }\nvoid main() { o = vec4(0.0); }\n", "out/inout parameters"},
      {"in vec3 v_normal;\nout vec4 o;\nvoid main() { o = vec4(0.0); }\n", "only 'in vec2 v_uv' is translated"},
      {"out vec3 o;\nvoid main() { o = vec3(0.0); }\n", "outputs must be vec4"},
      {"#define N 2\nout vec4 o;\nvoid main() { o = vec4(0.0); }\n",
       "GLSL line 3: preprocessor directive '#define N 2'"},
      {"out vec4 o;\nvoid main() { o = vec4(nope); }\n", "unknown name 'nope'"},
      {"out vec4 o;\nvoid main() { int i = 1.0; o = vec4(0.0); }\n", "'i' (int) initialised with a float"},
      {"out vec4 o;\nfloat f() { return 1.0; }\nfloat f() { return 2.0; }\nvoid main() { o = vec4(0.0); }\n",
       "function 'f' defined twice"},
  };
  for (const Case& c : cases) {
    const std::string error = ErrorOf(c.body);
    EXPECT_NE(error.find(c.message), std::string::npos) << c.body << "\n -> " << error;
  }
}

}  // namespace
}  // namespace vfx::shader
