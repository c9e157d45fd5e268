// Upload then download through real textures gives back the same tensor, for
// every packing, awkward channel counts and odd sizes.
#include <gtest/gtest.h>

#include <tuple>
#include <vector>

#include "src/tensor/tensor_io.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::tensor {
namespace {

using Params = std::tuple<Packing, int /*channels*/, std::pair<int, int> /*h, w*/, gl::TextureFormat>;

class TensorRoundTripTest : public gl::GlTest, public ::testing::WithParamInterface<Params> {};

TEST_P(TensorRoundTripTest, DownloadReturnsWhatWasUploaded) {
  auto [packing, channels, size, format] = GetParam();
  Shape shape{size.first, size.second, channels};
  GLint max_size = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_size);
  StatusOr<TextureLayout> layout = TextureLayout::Create(shape, packing, max_size);
  ASSERT_TRUE(layout.ok()) << layout.status().ToString();

  // Multiples of 1/64 in [-32, 32) are exact in fp16, so both formats round-trip exactly.
  std::vector<float> in(static_cast<size_t>(shape.height) * shape.width * shape.channels);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<float>((i * 7919) % 4096) / 64.0f - 32.0f;

  StatusOr<std::vector<gl::Texture>> textures = CreateTextures(*layout, format);
  ASSERT_TRUE(textures.ok()) << textures.status().ToString();
  Status upload = Upload(*layout, in, *textures);
  ASSERT_TRUE(upload.ok()) << upload.ToString();
  StatusOr<std::vector<float>> out = Download(*layout, *textures);
  ASSERT_TRUE(out.ok()) << out.status().ToString();
  ASSERT_EQ(out->size(), in.size());
  for (size_t i = 0; i < in.size(); ++i) ASSERT_EQ((*out)[i], in[i]) << "element " << i;
}

std::string ParamName(const ::testing::TestParamInfo<Params>& info) {
  auto [packing, channels, size, format] = info.param;
  return std::string(PackingName(packing)).substr(1) + "_c" + std::to_string(channels) + "_" +
         std::to_string(size.second) + "x" + std::to_string(size.first) + "_" +
         gl::TextureFormatName(format);
}

INSTANTIATE_TEST_SUITE_P(
    AllLayouts, TensorRoundTripTest,
    ::testing::Combine(
        ::testing::Values(Packing::kTiled, Packing::kChannelSlices4, Packing::kPixelBlocks2x2),
        ::testing::Values(1, 3, 4, 5, 18, 30, 128),
        ::testing::Values(std::pair{1, 1}, std::pair{5, 7}, std::pair{257, 255}),
        ::testing::Values(gl::TextureFormat::kRgba16F, gl::TextureFormat::kRgba32F)),
    ParamName);

TEST_F(TensorRoundTripTest, UploadRejectsWrongSizes) {
  TextureLayout layout = TextureLayout::Create({2, 2, 5}, Packing::kTiled, 4096).value();
  std::vector<gl::Texture> textures = CreateTextures(layout, gl::TextureFormat::kRgba32F).value();
  std::vector<float> too_short(3);
  Status s = Upload(layout, too_short, textures);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("holds 20"), std::string::npos) << s.message();
  EXPECT_FALSE(CreateTextures(layout, gl::TextureFormat::kRgba8).ok());
}

}  // namespace
}  // namespace vfx::tensor
