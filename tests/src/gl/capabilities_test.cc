#include "src/gl/capabilities.h"

#include <gtest/gtest.h>

#include "tests/src/gl/gl_test_environment.h"

namespace vfx::gl {
namespace {

class CapabilitiesTest : public GlTest {};

TEST_F(CapabilitiesTest, TheTestGpuMeetsTheRequirements) {
  StatusOr<Capabilities> caps = QueryCapabilities();
  ASSERT_TRUE(caps.ok()) << caps.status().ToString();
  std::printf("capabilities: %s\n", ToString(*caps).c_str());
  EXPECT_TRUE(caps->float16_render);
  EXPECT_GE(caps->max_draw_buffers, 4);
  Status required = CheckRequired(*caps);
  EXPECT_TRUE(required.ok()) << required.ToString();
}

TEST_F(CapabilitiesTest, MissingFloat16RenderTargetsGiveAClearError) {
  Capabilities caps = QueryCapabilities().value();
  caps.float16_render = false;
  Status status = CheckRequired(caps);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.code(), StatusCode::kUnavailable);
  EXPECT_NE(status.message().find("float16 render targets"), std::string::npos) << status.message();
  EXPECT_NE(status.message().find(caps.renderer), std::string::npos) << status.message();
}

TEST(CapabilitiesCheckTest, NamesEveryMissingFeature) {
  Capabilities caps;
  caps.renderer = "toy";
  caps.max_draw_buffers = 1;
  caps.max_color_attachments = 1;
  caps.max_texture_size = 2048;
  Status status = CheckRequired(caps);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.message().find("float16"), std::string::npos);
  EXPECT_NE(status.message().find("4 draw buffers (have 1)"), std::string::npos);
  EXPECT_NE(status.message().find("4096 texels (have 2048)"), std::string::npos);
}

}  // namespace
}  // namespace vfx::gl
