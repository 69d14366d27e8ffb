// UTF-8 as the SDK counts it. A Remark's offset and length are code points of
// its block's text (sdk/types.hpp), so the host and every plugin must count
// them the same way, on valid text and on invalid text alike. The rule (stated
// in sdk/types.hpp, implemented here for whoever links the kit): a
// well-formed sequence (shortest form, not a surrogate, at most U+10FFFF) is
// one code point; any other byte is a code point of its own, read as U+FFFD.
// Pure functions; any thread.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace proofreader::kit::utf8 {

struct Decoded {
  char32_t cp;  // U+FFFD for a byte that starts no well-formed sequence
  int bytes;    // 1 to 4
};

// The code point starting at byte `pos` (pos < text.size()).
inline Decoded decode(std::string_view text, std::size_t pos) {
  constexpr Decoded kInvalid{0xFFFD, 1};
  const auto b0 = static_cast<unsigned char>(text[pos]);
  if (b0 < 0x80) return {b0, 1};
  int extra = 0;
  char32_t cp = 0;
  if ((b0 & 0xE0) == 0xC0) {
    extra = 1;
    cp = b0 & 0x1F;
  } else if ((b0 & 0xF0) == 0xE0) {
    extra = 2;
    cp = b0 & 0x0F;
  } else if ((b0 & 0xF8) == 0xF0) {
    extra = 3;
    cp = b0 & 0x07;
  } else {
    return kInvalid;
  }
  if (pos + extra >= text.size()) return kInvalid;
  for (int i = 1; i <= extra; ++i) {
    const auto b = static_cast<unsigned char>(text[pos + i]);
    if ((b & 0xC0) != 0x80) return kInvalid;
    cp = (cp << 6) | (b & 0x3F);
  }
  constexpr char32_t kShortest[] = {0, 0x80, 0x800, 0x10000};
  if (cp < kShortest[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return kInvalid;
  return {cp, extra + 1};
}

// Appends `cp` (at most U+10FFFF) encoded.
inline void append(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Code points in text[0, byte); `byte` past the end counts the whole text.
inline std::size_t code_points_before(std::string_view text, std::size_t byte) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < byte && i < text.size(); i += static_cast<std::size_t>(decode(text, i).bytes))
    ++n;
  return n;
}

inline std::size_t code_points(std::string_view text) {
  return code_points_before(text, text.size());
}

// The byte where code point `cp` starts (text.size() for the one just past
// the end); std::string_view::npos when the text has fewer code points.
inline std::size_t byte_offset(std::string_view text, std::size_t cp) {
  std::size_t i = 0;
  for (; cp > 0; --cp) {
    if (i >= text.size()) return std::string_view::npos;
    i += static_cast<std::size_t>(decode(text, i).bytes);
  }
  return i;
}

// Sets `out` to `length` code points from code point `offset`; false (and
// `out` untouched) when the text is too short.
inline bool slice(std::string_view text, std::size_t offset, std::size_t length, std::string_view& out) {
  const std::size_t begin = byte_offset(text, offset);
  if (begin == std::string_view::npos) return false;
  const std::size_t size = byte_offset(text.substr(begin), length);
  if (size == std::string_view::npos) return false;
  out = text.substr(begin, size);
  return true;
}

// The text with every byte that starts no well-formed sequence replaced by
// U+FFFD; the same count of code points.
inline std::string repaired(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const Decoded d = decode(text, i);
    if (d.cp == 0xFFFD && d.bytes == 1)
      append(out, 0xFFFD);
    else
      out.append(text.substr(i, static_cast<std::size_t>(d.bytes)));
    i += static_cast<std::size_t>(d.bytes);
  }
  return out;
}

}  // namespace proofreader::kit::utf8
