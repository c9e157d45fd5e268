// Splits one GLSL ES 3.00 fragment program into tokens for the shader front
// end (parser.h). Comments are dropped; the one preprocessor directive we
// accept, '#version 300 es', becomes a token of its own so the parser can
// insist on it; any other directive is refused (we do not preprocess).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "src/core/status.h"

namespace vfx::shader {

struct Token {
  enum class Kind { kIdent, kNumber, kPunct, kVersion, kEnd };
  Kind kind = Kind::kEnd;
  std::string text;
  int line = 0;  // 1-based source line
};

// The error every stage of the front end reports: "GLSL line N: message".
Status ErrorAt(int line, const std::string& message);

// The tokens of `source`, ending with one kEnd token.
StatusOr<std::vector<Token>> Tokenize(std::string_view source);

}  // namespace vfx::shader
