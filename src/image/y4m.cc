#include "src/image/y4m.h"

#include <algorithm>
#include <cstring>
#include <sstream>

namespace vfx::image {
namespace {

uint8_t Clamp8(float v) { return static_cast<uint8_t>(std::clamp(v + 0.5f, 0.0f, 255.0f)); }

}  // namespace

size_t I420Size(int width, int height) {
  size_t cw = (width + 1) / 2, ch = (height + 1) / 2;
  return static_cast<size_t>(width) * height + 2 * cw * ch;
}

void I420ToRgba(const uint8_t* yuv, int width, int height, uint8_t* rgba) {
  const int cw = (width + 1) / 2, ch = (height + 1) / 2;
  const uint8_t* u_plane = yuv + static_cast<size_t>(width) * height;
  const uint8_t* v_plane = u_plane + static_cast<size_t>(cw) * ch;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      float yy = 1.164f * (yuv[static_cast<size_t>(y) * width + x] - 16);
      float u = u_plane[(y / 2) * cw + x / 2] - 128.0f;
      float v = v_plane[(y / 2) * cw + x / 2] - 128.0f;
      uint8_t* p = rgba + (static_cast<size_t>(y) * width + x) * 4;
      p[0] = Clamp8(yy + 1.596f * v);
      p[1] = Clamp8(yy - 0.392f * u - 0.813f * v);
      p[2] = Clamp8(yy + 2.017f * u);
      p[3] = 255;
    }
  }
}

void RgbaToI420(const uint8_t* rgba, int width, int height, uint8_t* yuv) {
  const int cw = (width + 1) / 2, ch = (height + 1) / 2;
  uint8_t* u_plane = yuv + static_cast<size_t>(width) * height;
  uint8_t* v_plane = u_plane + static_cast<size_t>(cw) * ch;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const uint8_t* p = rgba + (static_cast<size_t>(y) * width + x) * 4;
      yuv[static_cast<size_t>(y) * width + x] = Clamp8(16 + 0.257f * p[0] + 0.504f * p[1] + 0.098f * p[2]);
    }
  }
  for (int cy = 0; cy < ch; ++cy) {
    for (int cx = 0; cx < cw; ++cx) {
      float r = 0, g = 0, b = 0;
      int n = 0;
      for (int dy = 0; dy < 2; ++dy) {
        for (int dx = 0; dx < 2; ++dx) {
          int x = std::min(2 * cx + dx, width - 1), y = std::min(2 * cy + dy, height - 1);
          const uint8_t* p = rgba + (static_cast<size_t>(y) * width + x) * 4;
          r += p[0];
          g += p[1];
          b += p[2];
          ++n;
        }
      }
      r /= n;
      g /= n;
      b /= n;
      u_plane[cy * cw + cx] = Clamp8(128 - 0.148f * r - 0.291f * g + 0.439f * b);
      v_plane[cy * cw + cx] = Clamp8(128 + 0.439f * r - 0.368f * g - 0.071f * b);
    }
  }
}

StatusOr<std::unique_ptr<Y4mReader>> Y4mReader::Open(const std::string& path) {
  std::unique_ptr<Y4mReader> reader(new Y4mReader());
  reader->path_ = path;
  reader->file_ = std::fopen(path.c_str(), "rb");
  if (reader->file_ == nullptr) return NotFoundError(path + ": cannot open (" + std::strerror(errno) + ")");
  char line[512];
  if (!std::fgets(line, sizeof(line), reader->file_) || std::strncmp(line, "YUV4MPEG2 ", 10) != 0) {
    return DataLossError(path + ": not a YUV4MPEG2 file");
  }
  std::istringstream tokens(line + 10);
  std::string token;
  while (tokens >> token) {
    if (token[0] == 'W') reader->header_.width = std::atoi(token.c_str() + 1);
    if (token[0] == 'H') reader->header_.height = std::atoi(token.c_str() + 1);
    if (token[0] == 'F') std::sscanf(token.c_str() + 1, "%d:%d", &reader->header_.fps_num, &reader->header_.fps_den);
    if (token[0] == 'C' && token.rfind("C420", 0) != 0) {
      return UnimplementedError(path + ": colour space " + token.substr(1) + " is not supported (use 4:2:0)");
    }
    if (token[0] == 'I' && token != "Ip" && token != "I?") {
      return UnimplementedError(path + ": interlaced video is not supported");
    }
  }
  if (reader->header_.width <= 0 || reader->header_.height <= 0 || reader->header_.width > 16384 ||
      reader->header_.height > 16384) {
    return DataLossError(path + ": bad frame size in the header");
  }
  reader->yuv_.resize(I420Size(reader->header_.width, reader->header_.height));
  return reader;
}

Y4mReader::~Y4mReader() {
  if (file_) std::fclose(file_);
}

StatusOr<Image> Y4mReader::ReadFrame() {
  char line[256];
  if (!std::fgets(line, sizeof(line), file_)) return NotFoundError(path_ + ": end of video");
  if (std::strncmp(line, "FRAME", 5) != 0) return DataLossError(path_ + ": expected a FRAME marker");
  if (std::fread(yuv_.data(), 1, yuv_.size(), file_) != yuv_.size()) {
    return DataLossError(path_ + ": truncated frame");
  }
  Image image;
  image.width = header_.width;
  image.height = header_.height;
  image.rgba.resize(static_cast<size_t>(image.width) * image.height * 4);
  I420ToRgba(yuv_.data(), image.width, image.height, image.rgba.data());
  return image;
}

StatusOr<std::unique_ptr<Y4mWriter>> Y4mWriter::Create(const std::string& path, const Y4mHeader& header) {
  std::unique_ptr<Y4mWriter> writer(new Y4mWriter());
  writer->path_ = path;
  writer->header_ = header;
  writer->file_ = std::fopen(path.c_str(), "wb");
  if (writer->file_ == nullptr) return UnavailableError(path + ": cannot create (" + std::strerror(errno) + ")");
  std::fprintf(writer->file_, "YUV4MPEG2 W%d H%d F%d:%d Ip A1:1 C420jpeg\n", header.width, header.height,
               header.fps_num, header.fps_den);
  writer->yuv_.resize(I420Size(header.width, header.height));
  return writer;
}

Y4mWriter::~Y4mWriter() { (void)Close(); }

Status Y4mWriter::WriteFrame(const Image& rgba) {
  if (rgba.width != header_.width || rgba.height != header_.height) {
    return InvalidArgumentError(path_ + ": frame size differs from the video's");
  }
  RgbaToI420(rgba.rgba.data(), rgba.width, rgba.height, yuv_.data());
  std::fputs("FRAME\n", file_);
  if (std::fwrite(yuv_.data(), 1, yuv_.size(), file_) != yuv_.size()) return UnavailableError(path_ + ": write failed");
  return Status::Ok();
}

Status Y4mWriter::Close() {
  if (file_ == nullptr) return Status::Ok();
  int rc = std::fclose(file_);
  file_ = nullptr;
  return rc == 0 ? Status::Ok() : UnavailableError(path_ + ": close failed");
}

}  // namespace vfx::image
