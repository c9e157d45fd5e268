// A program that computes every pixel of its output textures from one
// fragment-shader source, run either as a fullscreen fragment draw (WebGL2,
// and any GL ES 3.0 context) or as a compute dispatch of the same source
// converted by ComputeFromFragment (native GL ES 3.1+). The kind is chosen at
// creation; callers set uniforms and bind samplers the same way for both.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "src/core/status.h"
#include "src/gl/framebuffer.h"
#include "src/gl/program.h"
#include "src/gl/texture.h"

namespace vfx::gl {

enum class PassKind {
  kAuto,      // compute where the context has compute shaders, else fragment
  kFragment,  // fullscreen triangle into the framebuffer
  kCompute,   // 8x8 work groups writing the framebuffer's textures as images
};

const char* PassKindName(PassKind kind);
// Parses "auto", "fragment" or "compute".
StatusOr<PassKind> ParsePassKind(std::string_view name);
// True where the current context runs GLSL ES 3.10 compute shaders (never in WebGL).
bool ComputeShadersAvailable();
// kAuto becomes kCompute or kFragment for the current context; kCompute where
// the context has no compute shaders is an error.
StatusOr<PassKind> ResolvePassKind(PassKind requested);
// Makes what compute passes wrote visible to every kind of read (framebuffer
// reads, copies, uploads). Compute runs themselves only make their output
// visible to later shaders; call this before reading results back. A no-op
// where there are no compute shaders.
void MakeComputeWritesVisible();

class PixelProgram {
 public:
  PixelProgram() = default;
  // `fragment_source` is drawn with shaders/fullscreen.vert (kFragment) or
  // converted (kCompute); `output_formats` are the formats of the textures the
  // program will write, in output-location order. kAuto is resolved here.
  static StatusOr<PixelProgram> Create(std::string name, std::string_view fragment_source, PassKind kind,
                                       const std::vector<TextureFormat>& output_formats);
  // Create in two steps, so many programs compile at once (PendingProgram).
  struct Pending {
    PendingProgram program;
    PassKind kind = PassKind::kFragment;
    std::vector<TextureFormat> output_formats;
  };
  static StatusOr<Pending> Start(std::string name, std::string_view fragment_source, PassKind kind,
                                 const std::vector<TextureFormat>& output_formats);
  static StatusOr<PixelProgram> Finish(Pending pending);

  void Use() const { program_.Use(); }
  GLint UniformLocation(const char* uniform) const { return program_.UniformLocation(uniform); }
  const Program& program() const { return program_; }
  PassKind kind() const { return kind_; }

  // Computes every pixel of `target`'s attachments, which must match the
  // formats given at creation. The program must be in use with its inputs bound.
  // Compute runs end with a memory barrier for texture fetches and image
  // access, so later passes see the result (read-backs: MakeComputeWritesVisible).
  Status Run(const Framebuffer& target) const;

 private:
  Program program_;
  PassKind kind_ = PassKind::kFragment;
  std::vector<TextureFormat> output_formats_;
  GLint output_size_location_ = -1;
};

}  // namespace vfx::gl
