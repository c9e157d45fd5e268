#include "src/gl/framebuffer.h"

#include <gtest/gtest.h>

#include <vector>

#include "shaders/shader_library.h"
#include "src/gl/program.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::gl {
namespace {

class FramebufferTest : public GlTest {};

// The 4-target MRT program the code generator relies on, on each float format.
class MrtTest : public GlTest, public ::testing::WithParamInterface<TextureFormat> {};

TEST_P(MrtTest, OneInvocationWritesFourTargets) {
  const int w = 7, h = 5;
  TextureFormat format = GetParam();
  StatusOr<Texture> input = Texture::Create(w, h, format);
  ASSERT_TRUE(input.ok()) << input.status().ToString();
  std::vector<float> in(w * h * 4);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<float>(i % 37) * 0.5f - 4.0f;
  ASSERT_TRUE(input->Upload(in.data()).ok());

  std::vector<Texture> targets;
  for (int k = 0; k < 4; ++k) {
    StatusOr<Texture> t = Texture::Create(w, h, format);
    ASSERT_TRUE(t.ok()) << t.status().ToString();
    targets.push_back(std::move(t).value());
  }
  StatusOr<Framebuffer> fb =
      Framebuffer::Create({&targets[0], &targets[1], &targets[2], &targets[3]});
  ASSERT_TRUE(fb.ok()) << fb.status().ToString();
  EXPECT_EQ(fb->attachment_count(), 4);

  StatusOr<Program> program = Program::Create("mrt4_selftest.frag", *shaders::Get("fullscreen.vert"),
                                              *shaders::Get("mrt4_selftest.frag"));
  ASSERT_TRUE(program.ok()) << program.status().ToString();
  fb->BindForDraw();
  program->Use();
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, input->id());
  glUniform1i(program->UniformLocation("u_input"), 0);
  DrawFullscreenTriangle();
  ASSERT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));

  for (int k = 0; k < 4; ++k) {
    std::vector<float> out(w * h * 4, -999.0f);
    ASSERT_TRUE(fb->ReadPixels(k, out.data()).ok());
    const float bias[4] = {float(k), -float(k), k * 0.25f, 0.5f};
    for (size_t i = 0; i < out.size(); ++i) {
      ASSERT_FLOAT_EQ(out[i], in[i] * (k + 1) + bias[i % 4]) << "target " << k << " element " << i;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Formats, MrtTest,
                         ::testing::Values(TextureFormat::kRgba16F, TextureFormat::kRgba32F),
                         [](const auto& info) { return std::string(TextureFormatName(info.param)); });

TEST_F(FramebufferTest, RejectsMoreThanFourAttachmentsAndMismatchedSizes) {
  std::vector<Texture> t;
  for (int i = 0; i < 5; ++i) t.push_back(std::move(Texture::Create(4, 4, TextureFormat::kRgba8).value()));
  StatusOr<Framebuffer> five = Framebuffer::Create({&t[0], &t[1], &t[2], &t[3], &t[4]});
  ASSERT_FALSE(five.ok());
  EXPECT_NE(five.status().message().find("1..4 colour attachments"), std::string::npos);

  Texture other = std::move(Texture::Create(8, 4, TextureFormat::kRgba8).value());
  StatusOr<Framebuffer> mismatched = Framebuffer::Create({&t[0], &other});
  ASSERT_FALSE(mismatched.ok());
  EXPECT_NE(mismatched.status().message().find("differ in size"), std::string::npos);

  StatusOr<Framebuffer> empty = Framebuffer::Create({});
  EXPECT_FALSE(empty.ok());
}

TEST_F(FramebufferTest, DestroyedWithItsWrapper) {
  Texture t = std::move(Texture::Create(4, 4, TextureFormat::kRgba8).value());
  GLuint id = 0;
  {
    StatusOr<Framebuffer> fb = Framebuffer::Create({&t});
    ASSERT_TRUE(fb.ok());
    id = fb->id();
    EXPECT_TRUE(glIsFramebuffer(id));
  }
  EXPECT_FALSE(glIsFramebuffer(id));
}

}  // namespace
}  // namespace vfx::gl
