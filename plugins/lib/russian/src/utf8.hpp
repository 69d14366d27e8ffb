// Internal UTF-8 and letter-case helpers of the Russian library.
//
// Decoding never fails: an invalid byte becomes U+FFFD and consumes one byte,
// so malformed input is tokenized instead of rejected. Pure functions.
#pragma once

#include <string>
#include <string_view>

namespace proofreader::russian::utf8 {

struct Decoded {
  char32_t cp;
  int bytes;
};

// Decodes the code point starting at byte `pos` (pos < text.size()).
Decoded decode(std::string_view text, std::size_t pos);

void append(std::string& out, char32_t cp);

bool is_letter(char32_t cp);  // Latin, Cyrillic, Latin-1/Extended letters, combining acute
bool is_upper(char32_t cp);
bool is_cyrillic(char32_t cp);
char32_t lower(char32_t cp);
char32_t upper(char32_t cp);
inline bool is_digit(char32_t cp) {
  return cp >= '0' && cp <= '9';
}
inline bool is_ascii_letter(char32_t cp) {
  return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}
bool is_space(char32_t cp);

}  // namespace proofreader::russian::utf8
