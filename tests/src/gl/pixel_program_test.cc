#include "src/gl/pixel_program.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <cmath>
#include <string>
#include <vector>

#include "shaders/shader_library.h"
#include "src/gl/compute_from_fragment.h"
#include "tests/src/gl/gl_test_environment.h"
#include "tests/src/gl/glslang.h"

namespace vfx::gl {
namespace {

constexpr const char* kTwoOutputs = R"(#version 300 es
precision highp float;
uniform sampler2D u_source;
in vec2 v_uv;
layout(location = 0) out vec4 out_a;
layout(location = 1) out vec4 out_b;
void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  out_a = texelFetch(u_source, p, 0) * 2.0;
  out_b = vec4(v_uv, gl_FragCoord.xy);
}
)";

TEST(ComputeFromFragmentTest, ConvertsOutputsInputsAndMain) {
  StatusOr<std::string> compute = ComputeFromFragment(kTwoOutputs, {TextureFormat::kRgba32F, TextureFormat::kRgba16F});
  ASSERT_TRUE(compute.ok()) << compute.status().ToString();
  const std::string& s = *compute;
  EXPECT_EQ(s.rfind("#version 310 es\n", 0), 0u) << s;
  EXPECT_NE(s.find("layout(local_size_x = 8, local_size_y = 8) in;"), std::string::npos) << s;
  EXPECT_NE(s.find("layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;"), std::string::npos);
  EXPECT_NE(s.find("layout(rgba16f, binding = 1) writeonly uniform highp image2D vfx_output_1;"), std::string::npos);
  EXPECT_NE(s.find("imageStore(vfx_output_1, pixel, out_b);"), std::string::npos);
  EXPECT_NE(s.find("void vfx_fragment_main()"), std::string::npos);
  EXPECT_EQ(s.find("gl_FragCoord"), std::string::npos);
  EXPECT_EQ(s.find("out vec4"), std::string::npos);
  EXPECT_EQ(testing::GlslangErrors(s, "comp"), "");
}

TEST(ComputeFromFragmentTest, RefusesWhatAComputeProgramCannotDo) {
  auto error = [](const std::string& source, int outputs) {
    std::vector<TextureFormat> formats(outputs, TextureFormat::kRgba8);
    StatusOr<std::string> r = ComputeFromFragment(source, formats);
    return r.ok() ? std::string("ok") : r.status().message();
  };
  const std::string head = "#version 300 es\nprecision highp float;\nout vec4 o;\n";
  EXPECT_NE(error(head + "void main() { if (o.x > 0.0) discard; o = vec4(1); }", 1).find("'discard'"),
            std::string::npos);
  EXPECT_NE(error(head + "void main() { o = vec4(dFdx(1.0)); }", 1).find("'dFdx'"), std::string::npos);
  EXPECT_NE(error("#version 300 es\nin vec3 v_normal;\nout vec4 o;\nvoid main() { o = vec4(1); }", 1)
                .find("only 'in vec2 v_uv'"),
            std::string::npos);
  EXPECT_NE(error(head + "void main() { o = vec4(1); }", 2).find("1 output(s) but 2"), std::string::npos);
  EXPECT_NE(error(head + "void helper() {}", 1).find("no main()"), std::string::npos);
  EXPECT_NE(error("#version 100\nvoid main() {}", 1).find("#version 300 es"), std::string::npos);
  // Comments may mention anything, block comments over several lines too.
  EXPECT_EQ(error(head + "// no discard here\nvoid main() { o = vec4(1); }", 1), "ok");
  EXPECT_EQ(error(head + "/* out vec4 x;\nin vec3 y;\nvoid main() */\nvoid main() { o = vec4(1); }", 1), "ok");
}

class PixelProgramTest : public GlTest {};

TEST_F(PixelProgramTest, EveryNodeShaderIsValidAsAComputeProgram) {
  ASSERT_TRUE(ComputeShadersAvailable()) << "the native test context should be GL ES 3.1+";
  int converted = 0;
  for (const EmbeddedFile& file : shaders::All()) {
    std::string name = file.name;
    if (name.size() < 5 || name.substr(name.size() - 5) != ".frag") continue;
    SCOPED_TRACE(name);
    // One target per output: count the `layout(location = N) out` declarations.
    const std::string source = file.contents;
    int outputs = 1;
    for (size_t at = source.find("layout(location = "); at != std::string::npos;
         at = source.find("layout(location = ", at + 1)) {
      outputs = std::max(outputs, source[at + 18] - '0' + 1);
    }
    std::vector<TextureFormat> formats(outputs, TextureFormat::kRgba16F);
    StatusOr<std::string> compute = ComputeFromFragment(file.contents, formats);
    ASSERT_TRUE(compute.ok()) << compute.status().ToString();
    EXPECT_EQ(testing::GlslangErrors(*compute, "comp"), "");
    StatusOr<PixelProgram> program = PixelProgram::Create(name, file.contents, PassKind::kCompute, formats);
    ASSERT_TRUE(program.ok()) << program.status().ToString();
    ++converted;
  }
  EXPECT_GE(converted, 10);
}

// The same source run both ways gives the same pixels, v_uv and gl_FragCoord
// included, on an odd-sized target (partial work groups).
TEST_F(PixelProgramTest, ComputeRunMatchesTheFragmentDraw) {
  const int w = 13, h = 7;
  std::vector<float> input(static_cast<size_t>(w) * h * 4);
  for (size_t i = 0; i < input.size(); ++i) input[i] = static_cast<float>(i % 17) * 0.25f;
  StatusOr<Texture> source = Texture::Create(w, h, TextureFormat::kRgba32F);
  ASSERT_TRUE(source.ok());
  ASSERT_TRUE(source->Upload(input.data()).ok());
  std::vector<std::vector<float>> results;
  for (PassKind kind : {PassKind::kFragment, PassKind::kCompute}) {
    StatusOr<Texture> a = Texture::Create(w, h, TextureFormat::kRgba32F);
    StatusOr<Texture> b = Texture::Create(w, h, TextureFormat::kRgba32F);
    ASSERT_TRUE(a.ok() && b.ok());
    StatusOr<Framebuffer> target = Framebuffer::Create({&*a, &*b});
    ASSERT_TRUE(target.ok());
    StatusOr<PixelProgram> program =
        PixelProgram::Create("two_outputs", kTwoOutputs, kind, {TextureFormat::kRgba32F, TextureFormat::kRgba32F});
    ASSERT_TRUE(program.ok()) << program.status().ToString();
    EXPECT_EQ(program->kind(), kind);
    program->Use();
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, source->id());
    glUniform1i(program->UniformLocation("u_source"), 0);
    ASSERT_TRUE(program->Run(*target).ok());
    std::vector<float> pixels(input.size() * 2);
    ASSERT_TRUE(target->ReadPixels(0, pixels.data()).ok());
    ASSERT_TRUE(target->ReadPixels(1, pixels.data() + input.size()).ok());
    results.push_back(pixels);
  }
  for (size_t i = 0; i < input.size(); ++i) ASSERT_EQ(results[1][i], input[i] * 2.0f) << i;
  // Pixel (x, y): v_uv = ((x + 0.5) / w, (y + 0.5) / h), gl_FragCoord.xy = (x + 0.5, y + 0.5).
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const float* px = &results[1][input.size() + (static_cast<size_t>(y) * w + x) * 4];
      EXPECT_NEAR(px[0], (x + 0.5f) / w, 1e-6f);
      EXPECT_NEAR(px[1], (y + 0.5f) / h, 1e-6f);
      EXPECT_EQ(px[2], x + 0.5f);
      EXPECT_EQ(px[3], y + 0.5f);
    }
  }
  for (size_t i = 0; i < results[0].size(); ++i) ASSERT_NEAR(results[0][i], results[1][i], 1e-6f) << i;
}

TEST_F(PixelProgramTest, ComputeRunRefusesATargetOfAnotherFormatOrTheCanvas) {
  StatusOr<PixelProgram> program = PixelProgram::Create("two_outputs", kTwoOutputs, PassKind::kCompute,
                                                         {TextureFormat::kRgba32F, TextureFormat::kRgba32F});
  ASSERT_TRUE(program.ok()) << program.status().ToString();
  StatusOr<Texture> a = Texture::Create(4, 4, TextureFormat::kRgba32F);
  StatusOr<Texture> b = Texture::Create(4, 4, TextureFormat::kRgba8);
  ASSERT_TRUE(a.ok() && b.ok());
  StatusOr<Framebuffer> mixed = Framebuffer::Create({&*a, &*b});
  ASSERT_TRUE(mixed.ok());
  program->Use();
  Status wrong_format = program->Run(*mixed);
  ASSERT_FALSE(wrong_format.ok());
  EXPECT_NE(wrong_format.message().find("RGBA8"), std::string::npos) << wrong_format.message();
  Status canvas = program->Run(Framebuffer::Default(4, 4));
  ASSERT_FALSE(canvas.ok());
  EXPECT_NE(canvas.message().find("canvas"), std::string::npos) << canvas.message();
  EXPECT_EQ(ParsePassKind("compute").value(), PassKind::kCompute);
  EXPECT_FALSE(ParsePassKind("vertex").ok());
}

}  // namespace
}  // namespace vfx::gl
