// Character classes of Russian text, on code points.
#pragma once

#include <proofreader/russian/letters.hpp>

namespace proofreader::grammar {

inline bool is_cyrillic(char32_t c) {
  return (c >= 0x0410 && c <= 0x044F) || c == 0x0401 || c == 0x0451;
}
inline bool is_cyrillic_upper(char32_t c) {
  return (c >= 0x0410 && c <= 0x042F) || c == 0x0401;
}
inline bool is_cyrillic_lower(char32_t c) {
  return (c >= 0x0430 && c <= 0x044F) || c == 0x0451;
}
inline bool is_latin(char32_t c) {
  return russian::is_ascii_letter(c);
}
// Digits and letters as the Russian library counts them (Latin-1, the stress mark).
using russian::is_digit;
using russian::is_letter;
// Spaces inside a line (not line breaks).
inline bool is_inline_space(char32_t c) {
  return c == ' ' || c == '\t' || c == 0x00A0 || c == 0x202F;
}
inline bool is_line_break(char32_t c) {
  return c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029;
}
inline bool is_space(char32_t c) {
  return is_inline_space(c) || is_line_break(c);
}

}  // namespace proofreader::grammar
