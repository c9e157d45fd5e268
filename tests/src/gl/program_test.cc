#include "src/gl/program.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "shaders/shader_library.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::gl {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class ProgramTest : public GlTest {};

TEST_F(ProgramTest, EveryEmbeddedFragmentShaderLinksWithTheFullscreenVertexShader) {
  StatusOr<std::string_view> vertex = shaders::Get("fullscreen.vert");
  ASSERT_TRUE(vertex.ok()) << vertex.status().ToString();
  int fragments = 0;
  for (const EmbeddedFile& file : shaders::All()) {
    std::string name = file.name;
    if (name.size() < 5 || name.substr(name.size() - 5) != ".frag") continue;
    StatusOr<Program> program = Program::Create(name, *vertex, file.contents);
    EXPECT_TRUE(program.ok()) << program.status().ToString();
    ++fragments;
  }
  EXPECT_GE(fragments, 3);
}

TEST_F(ProgramTest, BrokenShaderErrorNamesTheShaderTheLineAndItsText) {
  std::string broken = ReadFile(VFX_TEST_DATA_DIR "/shaders/broken_undeclared.frag");
  ASSERT_FALSE(broken.empty());
  StatusOr<Program> program =
      Program::Create("broken_undeclared.frag", *shaders::Get("fullscreen.vert"), broken);
  ASSERT_FALSE(program.ok());
  const std::string& message = program.status().message();
  EXPECT_NE(message.find("shader 'broken_undeclared.frag' (fragment) failed to compile"),
            std::string::npos) << message;
  EXPECT_NE(message.find("at line 9"), std::string::npos) << message;
  EXPECT_NE(message.find("undeclared_value"), std::string::npos) << message;
}

TEST_F(ProgramTest, LinkErrorNamesTheProgram) {
  // The vertex shader writes nothing the fragment shader reads as `v_missing`.
  const char* fragment = R"(#version 300 es
precision highp float;
in vec2 v_missing;
out vec4 out_color;
void main() { out_color = vec4(v_missing, 0.0, 1.0); }
)";
  StatusOr<Program> program =
      Program::Create("mismatch.frag", *shaders::Get("fullscreen.vert"), fragment);
  ASSERT_FALSE(program.ok());
  EXPECT_NE(program.status().message().find("mismatch.frag"), std::string::npos)
      << program.status().message();
}

TEST_F(ProgramTest, MoveTransfersOwnershipAndDeletesOnce) {
  StatusOr<Program> a =
      Program::Create("copy.frag", *shaders::Get("fullscreen.vert"), *shaders::Get("copy.frag"));
  ASSERT_TRUE(a.ok()) << a.status().ToString();
  GLuint id = a->id();
  Program b = std::move(a).value();
  EXPECT_EQ(b.id(), id);
  EXPECT_TRUE(glIsProgram(id));
  { Program c = std::move(b); }
  EXPECT_FALSE(glIsProgram(id));
}

TEST(FirstErrorLineTest, ParsesMesaAngleAndNvidiaLogs) {
  EXPECT_EQ(FirstErrorLine("0:12(5): error: `foo' undeclared"), 12);
  EXPECT_EQ(FirstErrorLine("ERROR: 0:7: 'foo' : undeclared identifier\nERROR: 1 errors"), 7);
  EXPECT_EQ(FirstErrorLine("0(31) : error C1008: undefined variable \"foo\""), 31);
  EXPECT_EQ(FirstErrorLine("link failed without a line"), 0);
  EXPECT_EQ(FirstErrorLine("10:3: not the first string"), 0);
}

}  // namespace
}  // namespace vfx::gl
