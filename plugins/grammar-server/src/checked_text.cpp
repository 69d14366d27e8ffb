#include "checked_text.hpp"

namespace proofreader::grammar {

std::u32string decode_utf8(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) {
    auto b = static_cast<unsigned char>(s[i]);
    int extra = b < 0x80 ? 0 : (b >> 5) == 6 ? 1 : (b >> 4) == 14 ? 2 : (b >> 3) == 30 ? 3 : -1;
    if (extra < 0 || i + extra >= s.size()) {
      out.push_back(U'\uFFFD');
      ++i;
      continue;
    }
    char32_t c = extra == 0 ? b : b & (0x3F >> extra);
    bool ok = true;
    for (int k = 1; k <= extra; ++k) {
      auto n = static_cast<unsigned char>(s[i + k]);
      if ((n & 0xC0) != 0x80) {
        ok = false;
        break;
      }
      c = (c << 6) | (n & 0x3F);
    }
    if (!ok || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
      out.push_back(U'\uFFFD');
      ++i;
      continue;
    }
    out.push_back(c);
    i += extra + 1;
  }
  return out;
}

std::string encode_utf8(std::u32string_view text) {
  std::string out;
  out.reserve(text.size() * 2);
  for (char32_t c : text) {
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (c >> 18)));
      out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

namespace {
std::vector<int> utf16_prefix(const std::u32string& text) {
  std::vector<int> at(text.size() + 1);
  int units = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    at[i] = units;
    units += utf16_units(text[i]);
  }
  at[text.size()] = units;
  return at;
}
}  // namespace

CheckedText::CheckedText(std::string_view utf8)
    : text_(decode_utf8(utf8)), utf8_(encode_utf8(text_)), plain_utf16_at_(utf16_prefix(text_)) {
  original_at_ = plain_utf16_at_;
}

CheckedText::CheckedText(std::u32string plain, std::vector<int> original_utf16_at)
    : text_(std::move(plain)),
      utf8_(encode_utf8(text_)),
      original_at_(std::move(original_utf16_at)),
      plain_utf16_at_(utf16_prefix(text_)) {}

}  // namespace proofreader::grammar
