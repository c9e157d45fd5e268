#include "tests/src/gl/gl_test_environment.h"

#include <memory>

#include "src/gl/gl_api.h"

namespace vfx::gl {
namespace {

std::unique_ptr<GlContext>& Context() {
  static std::unique_ptr<GlContext> context;
  return context;
}

Status& ContextStatus() {
  static Status status;
  return status;
}

class GlEnvironment : public ::testing::Environment {
 public:
  void SetUp() override {
    StatusOr<std::unique_ptr<GlContext>> context = GlContext::Create();
    if (!context.ok()) {
      ContextStatus() = context.status();
      return;
    }
    Context() = std::move(context).value();
  }
  void TearDown() override { Context().reset(); }
};

const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new GlEnvironment());

}  // namespace

GlContext* TestContext() { return Context().get(); }

void GlTest::SetUp() {
  ASSERT_NE(TestContext(), nullptr) << "no GL context: " << ContextStatus().ToString();
  ASSERT_TRUE(TestContext()->MakeCurrent().ok());
  while (glGetError() != GL_NO_ERROR) {
  }
}

}  // namespace vfx::gl
