#include "src/image/y4m.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace vfx::image {
namespace {

TEST(Y4mTest, WriteThenReadGivesTheFramesBack) {
  const std::string path = (std::filesystem::temp_directory_path() / "vfx_y4m_test.y4m").string();
  Y4mHeader header{7, 5, 25, 1};  // odd sizes: chroma planes round up
  std::vector<Image> frames;
  for (int f = 0; f < 3; ++f) {
    Image img{7, 5, std::vector<uint8_t>(7 * 5 * 4)};
    for (int i = 0; i < 35; ++i) {
      // Smooth colours survive 4:2:0 subsampling closely.
      img.rgba[i * 4] = static_cast<uint8_t>(60 + 10 * f + i);
      img.rgba[i * 4 + 1] = 120;
      img.rgba[i * 4 + 2] = static_cast<uint8_t>(200 - i);
      img.rgba[i * 4 + 3] = 255;
    }
    frames.push_back(img);
  }
  {
    auto writer = Y4mWriter::Create(path, header);
    ASSERT_TRUE(writer.ok()) << writer.status().ToString();
    for (const Image& f : frames) ASSERT_TRUE((*writer)->WriteFrame(f).ok());
    ASSERT_TRUE((*writer)->Close().ok());
  }
  auto reader = Y4mReader::Open(path);
  ASSERT_TRUE(reader.ok()) << reader.status().ToString();
  EXPECT_EQ((*reader)->header().width, 7);
  EXPECT_EQ((*reader)->header().fps_num, 25);
  for (const Image& want : frames) {
    StatusOr<Image> got = (*reader)->ReadFrame();
    ASSERT_TRUE(got.ok()) << got.status().ToString();
    for (size_t i = 0; i < want.rgba.size(); ++i) ASSERT_NEAR(got->rgba[i], want.rgba[i], 6) << i;
  }
  StatusOr<Image> end = (*reader)->ReadFrame();
  EXPECT_EQ(end.status().code(), StatusCode::kNotFound);
  std::filesystem::remove(path);
}

TEST(Y4mTest, BadFilesAreClearErrors) {
  const std::string path = (std::filesystem::temp_directory_path() / "vfx_bad.y4m").string();
  std::ofstream(path) << "P6 not a video";
  auto reader = Y4mReader::Open(path);
  ASSERT_FALSE(reader.ok());
  EXPECT_NE(reader.status().message().find("not a YUV4MPEG2 file"), std::string::npos);
  std::ofstream(path) << "YUV4MPEG2 W4 H4 F30:1 C444\n";
  EXPECT_EQ(Y4mReader::Open(path).status().code(), StatusCode::kUnimplemented);
  std::ofstream(path) << "YUV4MPEG2 W4 H4 F30:1\nFRAME\nshort";
  auto truncated = Y4mReader::Open(path);
  ASSERT_TRUE(truncated.ok());
  EXPECT_EQ((*truncated)->ReadFrame().status().code(), StatusCode::kDataLoss);
  EXPECT_EQ(Y4mReader::Open("/no/such/file.y4m").status().code(), StatusCode::kNotFound);
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace vfx::image
