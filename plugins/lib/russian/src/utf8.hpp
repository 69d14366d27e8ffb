// Internal UTF-8 and letter-case helpers of the Russian library.
//
// Decoding is the kit's (kit/utf8.hpp), so offsets agree with the host's:
// it never fails, an invalid byte becomes U+FFFD and consumes one byte, and
// malformed input is tokenized instead of rejected. Pure functions.
#pragma once

#include <proofreader/kit/utf8.hpp>
#include <proofreader/russian/letters.hpp>

#include <string>
#include <string_view>

namespace proofreader::russian::utf8 {

using kit::utf8::append;
using kit::utf8::decode;
using kit::utf8::Decoded;
using russian::is_ascii_letter;  // letters.hpp: the one letter rule
using russian::is_cyrillic;
using russian::is_digit;
using russian::is_letter;

// Inline: the tokenizer asks these for every character.

inline bool is_upper(char32_t cp) {
  return (cp >= 'A' && cp <= 'Z') || (cp >= 0x400 && cp <= 0x42F) || (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7);
}

inline char32_t lower(char32_t cp) {
  if (cp >= 'A' && cp <= 'Z') return cp + 32;
  if (cp >= 0x410 && cp <= 0x42F) return cp + 0x20;
  if (cp >= 0x400 && cp <= 0x40F) return cp + 0x50;
  if (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) return cp + 32;
  return cp;
}

inline char32_t upper(char32_t cp) {
  if (cp >= 'a' && cp <= 'z') return cp - 32;
  if (cp >= 0x430 && cp <= 0x44F) return cp - 0x20;
  if (cp >= 0x450 && cp <= 0x45F) return cp - 0x50;
  if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) return cp - 32;
  return cp;
}

inline bool is_space(char32_t cp) {
  if (cp < 0x80) return cp == ' ' || (cp >= '\t' && cp <= '\r');
  return cp == 0xA0 || cp == 0x202F || (cp >= 0x2000 && cp <= 0x200B) || cp == 0x3000 || cp == 0xFEFF;
}

}  // namespace proofreader::russian::utf8
