#include "src/gl/texture.h"

#include <gtest/gtest.h>

#include <vector>

#include "src/gl/framebuffer.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::gl {
namespace {

class TextureTest : public GlTest {};

TEST_F(TextureTest, UploadsAndReadsBackBytes) {
  StatusOr<Texture> t = Texture::Create(3, 2, TextureFormat::kRgba8);
  ASSERT_TRUE(t.ok()) << t.status().ToString();
  std::vector<unsigned char> in(3 * 2 * 4);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<unsigned char>(i * 10);
  ASSERT_TRUE(t->Upload(in.data()).ok());
  StatusOr<Framebuffer> fb = Framebuffer::Create({&*t});
  ASSERT_TRUE(fb.ok()) << fb.status().ToString();
  std::vector<unsigned char> out(in.size());
  ASSERT_TRUE(fb->ReadPixels(0, out.data()).ok());
  EXPECT_EQ(in, out);
}

TEST_F(TextureTest, RejectsEmptyAndOversizedTextures) {
  EXPECT_FALSE(Texture::Create(0, 4, TextureFormat::kRgba8).ok());
  StatusOr<Texture> huge = Texture::Create(1 << 20, 4, TextureFormat::kRgba8);
  ASSERT_FALSE(huge.ok());
  EXPECT_NE(huge.status().message().find("outside 1.."), std::string::npos);
}

TEST_F(TextureTest, BorrowedTexturesAreNotDeleted) {
  GLuint id = 0;
  glGenTextures(1, &id);
  glBindTexture(GL_TEXTURE_2D, id);
  { Texture borrowed = Texture::Borrow(id, 1, 1, TextureFormat::kRgba8); }
  EXPECT_TRUE(glIsTexture(id));
  glDeleteTextures(1, &id);
}

TEST_F(TextureTest, MovedFromTextureOwnsNothing) {
  Texture a = std::move(Texture::Create(2, 2, TextureFormat::kRgba16F).value());
  GLuint id = a.id();
  Texture b = std::move(a);
  EXPECT_FALSE(a.valid());
  EXPECT_EQ(b.id(), id);
  b = Texture();
  EXPECT_FALSE(glIsTexture(id));
}

}  // namespace
}  // namespace vfx::gl
