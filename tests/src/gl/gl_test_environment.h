// One GL context per test binary, created before the first test.
#pragma once

#include <gtest/gtest.h>

#include "src/gl/context.h"

namespace vfx::gl {

// The process-wide test context (null until the environment is set up).
GlContext* TestContext();

// Base fixture for tests that need a current GL context; skips nothing: a
// missing context fails the test with the context's error.
class GlTest : public ::testing::Test {
 protected:
  void SetUp() override;
};

}  // namespace vfx::gl
