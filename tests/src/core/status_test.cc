#include "src/core/status.h"

#include <gtest/gtest.h>

namespace vfx {
namespace {

StatusOr<int> Half(int x) {
  if (x % 2 != 0) return InvalidArgumentError(std::to_string(x) + " is odd");
  return x / 2;
}

Status Quarter(int x, int* out) {
  ASSIGN_OR_RETURN(int half, Half(x));
  ASSIGN_OR_RETURN(*out, Half(half));
  return Status::Ok();
}

TEST(StatusTest, OkAndErrorsCarryCodeAndMessage) {
  EXPECT_TRUE(Status::Ok().ok());
  Status error = UnavailableError("no float16");
  EXPECT_FALSE(error.ok());
  EXPECT_EQ(error.code(), StatusCode::kUnavailable);
  EXPECT_EQ(error.ToString(), "UNAVAILABLE: no float16");
  EXPECT_EQ(error.WithContext("init").message(), "init: no float16");
}

TEST(StatusTest, AssignOrReturnPropagatesTheFirstError) {
  int out = -1;
  EXPECT_TRUE(Quarter(8, &out).ok());
  EXPECT_EQ(out, 2);
  Status s = Quarter(6, &out);
  EXPECT_EQ(s.code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "3 is odd");
}

TEST(StatusTest, StatusOrFromOkStatusIsAnError) {
  StatusOr<int> v = Status::Ok();
  EXPECT_FALSE(v.ok());
  EXPECT_EQ(v.status().code(), StatusCode::kInternal);
}

}  // namespace
}  // namespace vfx
