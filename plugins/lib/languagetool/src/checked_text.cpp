#include "proofreader/languagetool/checked_text.hpp"

#include <proofreader/kit/utf8.hpp>

namespace proofreader::languagetool {

std::u32string decode_utf8(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto decoded = kit::utf8::decode(s, i);
    out.push_back(decoded.cp);
    i += static_cast<std::size_t>(decoded.bytes);
  }
  return out;
}

std::string encode_utf8(std::u32string_view text) {
  std::string out;
  out.reserve(text.size() * 2);
  for (char32_t c : text) kit::utf8::append(out, c);
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

}  // namespace proofreader::languagetool
