// The shader front end's GLSL-compute emitter: the tree printed back as a
// GLSL ES 3.10 compute program, and what it refuses. That every shader and
// model pass converts and runs is checked by gl_test, shader_golden_test and
// the generated-model tests.
#include "src/shader/glsl_compute_emitter.h"

#include <gtest/gtest.h>

#include <string>

#include "src/shader/parser.h"
#include "tests/src/gl/glslang.h"

namespace vfx::shader {
namespace {

StatusOr<std::string> Compute(const std::string& source, int outputs = 1) {
  ASSIGN_OR_RETURN(Program program, Parse(source));
  return EmitGlslCompute(program, std::vector<std::string>(outputs, "rgba16f"));
}

bool Contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(GlslComputeEmitter, PrintsTheProgramBackBehindTheComputeMain) {
  auto compute = Compute(R"(#version 300 es
precision highp float;
uniform highp sampler2D u_source;  // a comment
layout(std140) uniform W0 { vec4 w0[2]; };
in vec2 v_uv;
layout(location = 0) out vec4 o0;
layout(location = 1) out vec4 o1;
const vec2 kOffsets[2] = vec2[](vec2(0.0), vec2(1.0));
float Weight(int i, float x) { return -(-x) * w0[i].x; }
void main() {
  vec4 sum = vec4(0.0);
  for (int i = 0; i < 2; ++i) sum += texture(u_source, v_uv + kOffsets[i]) * Weight(i, 0.5);
  if (sum.x > 1.0) sum = vec4(1.0); else if (sum.x < 0.0) { sum = vec4(0.0); }
  o0 = (sum + 1.0) * 0.5;
  o1 = vec4(gl_FragCoord.xy, 0.0, 1.0);
}
)",
                         2);
  ASSERT_TRUE(compute.ok()) << compute.status().message();
  const std::string& s = *compute;
  EXPECT_EQ(s.rfind("#version 310 es\nlayout(local_size_x = 8, local_size_y = 8) in;\n", 0), 0u) << s;
  EXPECT_TRUE(Contains(s, "precision highp float;\nuniform highp sampler2D u_source;\n")) << s;
  EXPECT_FALSE(Contains(s, "a comment")) << s;
  EXPECT_TRUE(Contains(s, "layout(std140) uniform W0 {\n  vec4 w0[2];\n};\n")) << s;
  EXPECT_TRUE(Contains(s, "highp vec2 v_uv;\nhighp vec4 o0;\nhighp vec4 o1;\n")) << s;
  EXPECT_TRUE(Contains(s, "const vec2 kOffsets[2] = vec2[2](vec2(0.0), vec2(1.0));")) << s;
  EXPECT_TRUE(Contains(s, "float Weight(int i, float x) {\n  return -(-x) * w0[i].x;\n}")) << s;
  EXPECT_TRUE(Contains(s, "void vfx_fragment_main() {")) << s;
  EXPECT_TRUE(Contains(s,
                       "for (int i = 0; i < 2; ++i) {\n    sum += texture(u_source, v_uv + kOffsets[i]) * "
                       "Weight(i, 0.5);\n  }"))
      << s;
  EXPECT_TRUE(Contains(s, "if (sum.x > 1.0) {\n    sum = vec4(1.0);\n  } else if (sum.x < 0.0) {")) << s;
  EXPECT_TRUE(Contains(s, "o0 = (sum + 1.0) * 0.5;")) << s;
  EXPECT_TRUE(Contains(s, "o1 = vec4(vfx_frag_coord.xy, 0.0, 1.0);")) << s;
  EXPECT_TRUE(Contains(s, "layout(rgba16f, binding = 1) writeonly uniform highp image2D vfx_output_1;")) << s;
  EXPECT_TRUE(Contains(s, "  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);\n  vfx_fragment_main();\n")) << s;
  EXPECT_TRUE(Contains(s, "  imageStore(vfx_output_0, pixel, o0);\n  imageStore(vfx_output_1, pixel, o1);\n}\n")) << s;
  EXPECT_EQ(testing::GlslangErrors(s, "comp"), "");
}

TEST(GlslComputeEmitter, RefusesFragmentOnlyThingsByName) {
  const std::string head = "#version 300 es\nprecision highp float;\nout vec4 o;\n";
  auto error = [](const std::string& source, int outputs = 1) {
    StatusOr<std::string> r = Compute(source, outputs);
    return r.ok() ? std::string("ok") : r.status().message();
  };
  for (const char* name : {"dFdx", "dFdy", "fwidth"}) {
    EXPECT_TRUE(Contains(error(head + "void main() { o = vec4(" + name + "(1.0)); }"), std::string("'") + name + "'"));
  }
  for (const char* name : {"gl_FragDepth", "gl_FrontFacing", "gl_PointCoord", "gl_FragData"}) {
    EXPECT_TRUE(Contains(error(head + "void main() { o = vec4(0.0); " + name + "; }"), std::string("'") + name + "'"))
        << name;
  }
  EXPECT_TRUE(Contains(error(head + "void main() { discard; }"), "'discard'"));
  EXPECT_TRUE(Contains(error("precision highp float;\nout vec4 o;\nvoid main() { o = vec4(1); }"),
                       "must start with '#version 300 es'"));
  EXPECT_TRUE(Contains(error(head + "void main() { o = vec4(1); }", 2), "writes 1 output(s) but 2 target(s)"));
  EXPECT_TRUE(Contains(error("#version 300 es\nlayout(location = 1) out vec4 o;\nvoid main() { o = vec4(1); }"),
                       "fragment output 'o' at location 1 has no target (1 given)"));
  EXPECT_TRUE(Contains(error(head + "void f() {}"), "no main()"));
}

}  // namespace
}  // namespace vfx::shader
