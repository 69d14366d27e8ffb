#include "utf8_text.hpp"

#include <proofreader/kit/utf8.hpp>

namespace proofreader::style {

std::string lower_same_width(std::string_view text) {
  std::string out(text);
  for (std::size_t i = 0; i < out.size(); ++i) {
    auto b = static_cast<unsigned char>(out[i]);
    if (b >= 'A' && b <= 'Z') {
      out[i] = static_cast<char>(b + 32);
    } else if (b == 0xD0 && i + 1 < out.size()) {
      auto n = static_cast<unsigned char>(out[i + 1]);
      if (n >= 0x90 && n <= 0x9F) {  // А-П → а-п
        out[i + 1] = static_cast<char>(n + 0x20);
      } else if (n >= 0xA0 && n <= 0xAF) {  // Р-Я → р-я
        out[i] = static_cast<char>(0xD1);
        out[i + 1] = static_cast<char>(n - 0x20);
      } else if (n == 0x81) {  // Ё → ё
        out[i] = static_cast<char>(0xD1);
        out[i + 1] = static_cast<char>(0x91);
      }
      ++i;
    }
  }
  return out;
}

std::string fold_yo(std::string_view text) {
  std::string out(text);
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    auto b = static_cast<unsigned char>(out[i]), n = static_cast<unsigned char>(out[i + 1]);
    if (b == 0xD1 && n == 0x91) {  // ё → е
      out[i] = static_cast<char>(0xD0);
      out[i + 1] = static_cast<char>(0xB5);
    } else if (b == 0xD0 && n == 0x81) {  // Ё → Е
      out[i + 1] = static_cast<char>(0x95);
    }
  }
  return out;
}

std::string lookup_key(std::string_view word) {
  return fold_yo(lower_same_width(word));
}

std::vector<std::size_t> code_point_starts(std::string_view text) {
  std::vector<std::size_t> starts;
  starts.reserve(text.size() + 1);
  for (std::size_t i = 0; i < text.size(); i += kit::utf8::decode(text, i).bytes) starts.push_back(i);
  starts.push_back(text.size());
  return starts;
}

char32_t next_code_point(std::string_view text, std::size_t& i) {
  const auto decoded = kit::utf8::decode(text, i);
  i += decoded.bytes;
  return decoded.cp;
}

bool is_upper(char32_t c) {
  return (c >= 'A' && c <= 'Z') || (c >= 0x410 && c <= 0x42F) || c == 0x401;
}

}  // namespace proofreader::style
