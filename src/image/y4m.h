// YUV4MPEG2 (.y4m) video: a text header and raw I420 frames. Read and written
// by the command-line tool and used to make fake-camera clips for browser tests.
// Colours: BT.601, limited range (what cameras and Chromium's fake capture use).
#pragma once

#include <cstdio>
#include <memory>
#include <string>

#include "src/core/status.h"
#include "src/image/image.h"

namespace vfx::image {

struct Y4mHeader {
  int width = 0;
  int height = 0;
  int fps_num = 30;
  int fps_den = 1;
};

class Y4mReader {
 public:
  static StatusOr<std::unique_ptr<Y4mReader>> Open(const std::string& path);
  ~Y4mReader();
  const Y4mHeader& header() const { return header_; }
  // The next frame as RGBA; NOT_FOUND at the end of the file.
  StatusOr<Image> ReadFrame();

 private:
  Y4mReader() = default;
  std::string path_;
  FILE* file_ = nullptr;
  Y4mHeader header_;
  std::vector<uint8_t> yuv_;
};

class Y4mWriter {
 public:
  static StatusOr<std::unique_ptr<Y4mWriter>> Create(const std::string& path, const Y4mHeader& header);
  ~Y4mWriter();
  Status WriteFrame(const Image& rgba);
  Status Close();

 private:
  Y4mWriter() = default;
  std::string path_;
  FILE* file_ = nullptr;
  Y4mHeader header_;
  std::vector<uint8_t> yuv_;
};

// I420 (Y plane, then U and V at half resolution, rounded up) <-> RGBA.
void I420ToRgba(const uint8_t* yuv, int width, int height, uint8_t* rgba);
void RgbaToI420(const uint8_t* rgba, int width, int height, uint8_t* yuv);
size_t I420Size(int width, int height);

}  // namespace vfx::image
