// The GLSL -> WGSL translator on small programs: what each construct becomes
// and what it refuses. That every generated pass of every model translates and
// compiles in Chromium's WGSL compiler is checked by the codegen and browser tests.
#include "src/wgsl/wgsl_from_glsl.h"

#include <gtest/gtest.h>

namespace vfx::wgsl {
namespace {

constexpr char kHeader[] = "#version 300 es\nprecision highp float;\nprecision highp int;\n";

StatusOr<ComputeShader> Translate(const std::string& body, int outputs = 1) {
  return ComputeFromFragment(kHeader + body, std::vector<std::string>(outputs, "rgba32float"));
}

bool Contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(WgslFromGlsl, SamplersThenOutputsAreBoundInOrder) {
  auto shader = Translate(
      "uniform sampler2D t0, w0;\nout vec4 o0;\n"
      "void main() { ivec2 p = ivec2(gl_FragCoord.xy); o0 = texelFetch(t0, p, 0) * texelFetch(w0, ivec2(0, 0), 0); }\n");
  ASSERT_TRUE(shader.ok()) << shader.status().message();
  ASSERT_EQ(shader->bindings.size(), 3u);
  EXPECT_EQ(shader->bindings[0].name, "t0");
  EXPECT_EQ(shader->bindings[1].name, "w0");
  EXPECT_EQ(shader->bindings[2].name, "o0");
  EXPECT_EQ(shader->bindings[2].binding, 2);
  EXPECT_EQ(shader->bindings[2].kind, Binding::Kind::kStorageTexture);
  EXPECT_TRUE(Contains(shader->source, "@group(0) @binding(1) var w0: texture_2d<f32>;"));
  EXPECT_TRUE(Contains(shader->source, "var vfx_out0: texture_storage_2d<rgba32float, write>;"));
  EXPECT_TRUE(Contains(shader->source, "var p: vec2i = vec2i(vfx_frag_coord.xy);"));
  EXPECT_TRUE(Contains(shader->source, "textureLoad(t0, p, 0) * textureLoad(w0, vec2i(0, 0), 0)"));
  EXPECT_TRUE(Contains(shader->source, "textureStore(vfx_out0, vec2i(id.xy), o0);"));
  EXPECT_TRUE(Contains(shader->source, "@compute @workgroup_size(8, 8)"));
}

TEST(WgslFromGlsl, GlslOverloadsAndOperatorsBecomeTheirWgslForms) {
  auto shader = Translate(
      "out vec4 o0;\n"
      "void main() {\n"
      "  int s = int(gl_FragCoord.x);\n"
      "  vec4 r = vec4(0);\n"
      "  r = max(r, 0.0);\n"
      "  r = clamp(r, 0.0, 1.0);\n"
      "  float v = s > 2 ? 1.0 : 0.5;\n"
      "  int k = (s >> s) & 3;\n"
      "  bool b = s > 1 && s < 3 || k == 0;\n"
      "  if (b) r.x += v; else r *= vec4(1.0, 0.0, 0.0, 1.0);\n"
      "  for (int i = 0; i < 3; ++i) { if (i == k) continue; r.y += float(i); }\n"
      "  o0 = r;\n"
      "}\n");
  ASSERT_TRUE(shader.ok()) << shader.status().message();
  const std::string& s = shader->source;
  EXPECT_TRUE(Contains(s, "var r: vec4f = vec4f(0.0);")) << s;
  EXPECT_TRUE(Contains(s, "r = max(r, vec4f(0.0));")) << s;
  EXPECT_TRUE(Contains(s, "r = clamp(r, vec4f(0.0), vec4f(1.0));")) << s;
  EXPECT_TRUE(Contains(s, "var v: f32 = select(0.5, 1.0, s > 2);")) << s;
  EXPECT_TRUE(Contains(s, "var k: i32 = (s >> u32(s)) & 3;")) << s;
  // WGSL does not mix && and || without parentheses.
  EXPECT_TRUE(Contains(s, "var b: bool = ((s > 1) && (s < 3)) || (k == 0);")) << s;
  EXPECT_TRUE(Contains(s, "if (b) {\n    r.x += v;\n  } else {\n    r *= vec4f(1.0, 0.0, 0.0, 1.0);\n  }")) << s;
  EXPECT_TRUE(Contains(s, "for (var i: i32 = 0; i < 3; i++) {")) << s;
  EXPECT_TRUE(Contains(s, "r.y += f32(i);")) << s;
}

TEST(WgslFromGlsl, FunctionsConstArraysAndWrittenParameters) {
  auto shader = Translate(
      "const vec4 bias[2] = vec4[2](vec4(1.0), vec4(2.0));\n"
      "vec4 shift(int s, vec4 v) { v += bias[s]; return v; }\n"
      "layout(location = 0) out vec4 o0;\nlayout(location = 1) out vec4 o1;\n"
      "void main() { vec4 r4[2] = vec4[2](vec4(0.0), vec4(1.0)); o0 = shift(1, r4[0]); o1 = r4[1]; }\n",
      2);
  ASSERT_TRUE(shader.ok()) << shader.status().message();
  const std::string& s = shader->source;
  EXPECT_TRUE(Contains(s, "const bias: array<vec4f, 2> = array<vec4f, 2>(vec4f(1.0), vec4f(2.0));")) << s;
  EXPECT_TRUE(Contains(s, "fn shift(s: i32, v_in: vec4f) -> vec4f {\n  var v = v_in;")) << s;
  EXPECT_TRUE(Contains(s, "var r4: array<vec4f, 2> = array<vec4f, 2>(vec4f(0.0), vec4f(1.0));")) << s;
  ASSERT_EQ(shader->bindings.size(), 2u);
  EXPECT_EQ(shader->bindings[1].name, "o1");
  EXPECT_TRUE(Contains(s, "textureStore(vfx_out1, vec2i(id.xy), o1);"));
}

TEST(WgslFromGlsl, UniformsBecomeOneBufferAndTextureSamplingASamplerEach) {
  auto shader = Translate(
      "uniform sampler2D u_frame;\nuniform int u_mode;\nuniform vec3 u_color;\nuniform vec2 u_scale;\n"
      "uniform bool u_flip;\nuniform float u_gain;\nin vec2 v_uv;\nout vec4 color;\n"
      "void main() {\n"
      "  vec2 uv = u_flip ? vec2(v_uv.x, 1.0 - v_uv.y) : v_uv;\n"
      "  vec4 c = texture(u_frame, uv * u_scale) + textureLod(u_frame, uv, 1.0);\n"
      "  if (any(lessThan(uv, vec2(0.0)))) c = vec4(u_color, 1.0);\n"
      "  mat4 m = mat4(0.0) + outerProduct(c, c);\n"
      "  color = inverse(m + mat4(1.0)) * c * u_gain + vec4(float(u_mode));\n"
      "}\n");
  ASSERT_TRUE(shader.ok()) << shader.status().message();
  const std::string& s = shader->source;
  // WGSL's uniform layout: vec3 at 16, the vec2 after it at 32, the bool (as i32) at 40.
  ASSERT_EQ(shader->uniforms.size(), 5u);
  EXPECT_EQ(shader->uniforms[0].name, "u_mode");
  EXPECT_EQ(shader->uniforms[0].offset, 0);
  EXPECT_EQ(shader->uniforms[1].offset, 16);
  EXPECT_EQ(shader->uniforms[2].offset, 32);
  EXPECT_EQ(shader->uniforms[3].offset, 40);
  EXPECT_EQ(shader->uniforms[3].type, "bool");
  EXPECT_EQ(shader->uniforms[4].offset, 44);
  EXPECT_EQ(shader->uniform_buffer_size, 48);
  ASSERT_EQ(shader->bindings.size(), 4u);
  EXPECT_EQ(shader->bindings[0].name, "u_frame");
  EXPECT_EQ(shader->bindings[1].kind, Binding::Kind::kUniformBuffer);
  EXPECT_EQ(shader->bindings[2].name, "u_frame_sampler");
  EXPECT_EQ(shader->bindings[2].kind, Binding::Kind::kSampler);
  EXPECT_EQ(shader->bindings[3].name, "color");
  EXPECT_TRUE(Contains(s, "select(v_uv, vec2f(v_uv.x, 1.0 - v_uv.y), (vfx_uniforms.u_flip != 0))")) << s;
  EXPECT_TRUE(Contains(s, "textureSampleLevel(u_frame, u_frame_sampler, uv * vfx_uniforms.u_scale, 0.0)")) << s;
  EXPECT_TRUE(Contains(s, "textureSampleLevel(u_frame, u_frame_sampler, uv, 1.0)")) << s;
  EXPECT_TRUE(Contains(s, "any((uv < vec2f(0.0)))")) << s;
  EXPECT_TRUE(Contains(s, "mat4x4f(0.0, 0.0, 0.0, 0.0,")) << s;
  EXPECT_TRUE(Contains(s, "mat4x4f(c * c.x, c * c.y, c * c.z, c * c.w)")) << s;
  EXPECT_TRUE(Contains(s, "fn vfx_inverse4(m: mat4x4f) -> mat4x4f")) << s;
  EXPECT_TRUE(Contains(s, "v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);")) << s;
}

TEST(WgslFromGlsl, ShapesAndSignsWgslWantsExplicit) {
  auto shader = Translate(
      "out vec4 o0;\n"
      "void main() {\n"
      "  ivec2 v = ivec2(3, 5) & 1;\n"
      "  ivec2 w = v << 2;\n"
      "  uint u = 7u;\n"
      "  int i = 9 >> u;\n"
      "  float x = -(-1.0);\n"
      "  vec4 c = vec4(1.0, 2.0, 3.0, 4.0);\n"
      "  vec3 t = vec3(c);\n"
      "  float d = dot(x, 2.0);\n"
      "  o0 = vec4(t, d) + vec4(float(w.x + i));\n"
      "}\n");
  ASSERT_TRUE(shader.ok()) << shader.status().message();
  const std::string& s = shader->source;
  EXPECT_TRUE(Contains(s, "var v: vec2i = vec2i(3, 5) & vec2i(1);")) << s;
  EXPECT_TRUE(Contains(s, "var w: vec2i = v << vec2u(2);")) << s;
  EXPECT_TRUE(Contains(s, "var i: i32 = 9 >> u;")) << s;
  EXPECT_TRUE(Contains(s, "var x: f32 = -(-1.0);")) << s;
  EXPECT_TRUE(Contains(s, "var t: vec3f = vec3f(c.xyz);")) << s;
  EXPECT_TRUE(Contains(s, "var d: f32 = (x * 2.0);")) << s;
  auto division = Translate("out vec4 o0;\nvoid main() { mat4 m = mat4(2.0) / 2.0; o0 = m[0]; }\n");
  ASSERT_FALSE(division.ok());
  EXPECT_TRUE(Contains(division.status().message(), "matrix division is not translated"));
}

TEST(WgslFromGlsl, NamesReservedInWgslAreRenamed) {
  auto shader = Translate("out vec4 o0;\nvoid main() { float filter = 1.0; float select = 2.0; o0 = vec4(filter + select); }\n");
  ASSERT_TRUE(shader.ok()) << shader.status().message();
  EXPECT_TRUE(Contains(shader->source, "var filter_: f32 = 1.0;"));
  EXPECT_TRUE(Contains(shader->source, "var select_: f32 = 2.0;"));  // a WGSL built-in we emit
  EXPECT_TRUE(Contains(shader->source, "o0 = vec4f(filter_ + select_);"));
}

TEST(WgslFromGlsl, RefusesWhatItCannotTranslateAndSaysWhat) {
  struct Case {
    const char* body;
    const char* message;
  };
  const Case cases[] = {
      {"uniform sampler2D t0;\nout vec4 o0;\nvoid main() { o0 = textureGrad(t0, vec2(0.5), vec2(0.0), vec2(0.0)); }\n",
       "textureGrad() is not translated"},
      {"out vec4 o0;\nvoid main() { discard; }\n", "'discard'"},
      {"uniform mat4 m;\nout vec4 o0;\nvoid main() { o0 = m[0]; }\n", "only sampler2D, scalar and vector uniforms"},
      {"out vec4 o0;\nvoid main() { o0.xy = vec2(1.0); }\n", "swizzle 'o0.xy'"},
      {"out vec4 o0;\nvoid main() { o0 = vec4(nope); }\n", "unknown name 'nope'"},
      {"out vec4 o0;\nvoid main() { int i = 1.0; o0 = vec4(0.0); }\n", "'i' (int) initialised with a float"},
      {"out vec4 o0;\nvoid main() { o0 = vec4(0.0) + ivec4(1); }\n", "'+' between vec4 and ivec4"},
      {"#define N 2\nout vec4 o0;\nvoid main() { o0 = vec4(0.0); }\n", "'#define N 2'"},
      {"out vec4 o0;\n", "no 'void main()'"},
  };
  for (const Case& c : cases) {
    auto shader = Translate(c.body);
    ASSERT_FALSE(shader.ok()) << c.body;
    EXPECT_TRUE(Contains(shader.status().message(), c.message)) << shader.status().message();
  }
  auto formats = ComputeFromFragment(std::string(kHeader) + "out vec4 o0;\nvoid main() { o0 = vec4(0.0); }\n", {});
  ASSERT_FALSE(formats.ok());
  EXPECT_TRUE(Contains(formats.status().message(), "0 output formats given"));
}

}  // namespace
}  // namespace vfx::wgsl
