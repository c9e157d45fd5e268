#include "src/shader/lexer.h"

#include <cctype>

namespace vfx::shader {
namespace {

bool IsDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// The end of the number starting at `i`: decimal, hex, float with exponent, 'u' suffix.
size_t NumberEnd(std::string_view src, size_t i) {
  size_t j = i;
  if (src.compare(i, 2, "0x") == 0 || src.compare(i, 2, "0X") == 0) {
    j += 2;
    while (j < src.size() && std::isxdigit(static_cast<unsigned char>(src[j]))) ++j;
  } else {
    while (j < src.size() && IsDigit(src[j])) ++j;
    if (j < src.size() && src[j] == '.') {
      ++j;
      while (j < src.size() && IsDigit(src[j])) ++j;
    }
    if (j < src.size() && (src[j] == 'e' || src[j] == 'E')) {
      ++j;
      if (j < src.size() && (src[j] == '+' || src[j] == '-')) ++j;
      while (j < src.size() && IsDigit(src[j])) ++j;
    }
  }
  if (j < src.size() && (src[j] == 'u' || src[j] == 'U')) ++j;
  return j;
}

}  // namespace

Status ErrorAt(int line, const std::string& message) {
  return InvalidArgumentError("GLSL line " + std::to_string(line) + ": " + message);
}

StatusOr<std::vector<Token>> Tokenize(std::string_view src) {
  static const char* kPuncts[] = {"<<=", ">>=", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&",
                                  "||",  "^^",  "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="};
  std::vector<Token> tokens;
  int line = 1;
  size_t i = 0;
  bool line_start = true;
  while (i < src.size()) {
    const char c = src[i];
    if (c == '\n') {
      ++line;
      ++i;
      line_start = true;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (src.compare(i, 2, "//") == 0) {
      while (i < src.size() && src[i] != '\n') ++i;
      continue;
    }
    if (src.compare(i, 2, "/*") == 0) {
      const size_t end = src.find("*/", i + 2);
      if (end == std::string_view::npos) return ErrorAt(line, "unterminated /* comment");
      for (size_t k = i; k < end; ++k) line += src[k] == '\n';
      i = end + 2;
      continue;
    }
    Token token;
    token.line = line;
    if (c == '#') {
      if (!line_start) return ErrorAt(line, "'#' inside a line");
      size_t end = src.find('\n', i);
      if (end == std::string_view::npos) end = src.size();
      std::string directive(src.substr(i, end - i));
      while (!directive.empty() && std::isspace(static_cast<unsigned char>(directive.back()))) directive.pop_back();
      if (directive != "#version 300 es") {
        return ErrorAt(line, "preprocessor directive '" + directive +
                                 "' is not translated (a program starts with '#version 300 es' and has no other)");
      }
      token.kind = Token::Kind::kVersion;
      token.text = directive;
      tokens.push_back(std::move(token));
      i = end;
      continue;
    }
    line_start = false;
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < src.size() && (std::isalnum(static_cast<unsigned char>(src[j])) || src[j] == '_')) ++j;
      token.kind = Token::Kind::kIdent;
      token.text = std::string(src.substr(i, j - i));
      i = j;
    } else if (IsDigit(c) || (c == '.' && i + 1 < src.size() && IsDigit(src[i + 1]))) {
      const size_t j = NumberEnd(src, i);
      token.kind = Token::Kind::kNumber;
      token.text = std::string(src.substr(i, j - i));
      i = j;
    } else {
      token.kind = Token::Kind::kPunct;
      for (const char* p : kPuncts) {
        if (src.compare(i, std::char_traits<char>::length(p), p) == 0) {
          token.text = p;
          break;
        }
      }
      if (token.text.empty()) {
        if (std::string_view("+-*/%<>=!~&|^?:;,.()[]{}").find(c) == std::string_view::npos) {
          return ErrorAt(line, std::string("unexpected character '") + c + "'");
        }
        token.text = std::string(1, c);
      }
      i += token.text.size();
    }
    tokens.push_back(std::move(token));
  }
  tokens.push_back(Token{Token::Kind::kEnd, "", line});
  return tokens;
}

}  // namespace vfx::shader
