#include "utf8.hpp"

#include "proofreader/russian/tokenizer.hpp"

namespace proofreader::russian::utf8 {

Decoded decode(std::string_view text, std::size_t pos) {
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
  // Overlong forms and surrogates are invalid.
  static constexpr char32_t kMin[] = {0, 0x80, 0x800, 0x10000};
  if (cp < kMin[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return kInvalid;
  return {cp, extra + 1};
}

void append(std::string& out, char32_t cp) {
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

}  // namespace proofreader::russian::utf8

namespace proofreader::russian {

std::string to_lower(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto d = utf8::decode(text, i);
    if (d.cp == 0xFFFD && d.bytes == 1) {
      out += text[i];  // keep an invalid byte as it is
    } else {
      utf8::append(out, utf8::lower(d.cp));
    }
    i += d.bytes;
  }
  return out;
}

std::string capitalize(std::string_view text) {
  if (text.empty()) return {};
  const auto d = utf8::decode(text, 0);
  std::string out;
  if (d.cp == 0xFFFD && d.bytes == 1) {
    out += text[0];  // an invalid byte stays as it is
  } else {
    utf8::append(out, utf8::upper(d.cp));
  }
  out.append(text.substr(d.bytes));
  return out;
}

bool starts_upper(std::string_view word) {
  if (word.empty()) return false;
  return utf8::is_upper(utf8::decode(word, 0).cp);
}

int code_points(std::string_view text) {
  int n = 0;
  for (std::size_t i = 0; i < text.size(); i += utf8::decode(text, i).bytes) ++n;
  return n;
}

}  // namespace proofreader::russian
