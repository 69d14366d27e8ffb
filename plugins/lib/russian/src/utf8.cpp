#include "utf8.hpp"

#include "proofreader/russian/tokenizer.hpp"

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
  return static_cast<int>(kit::utf8::code_points(text));
}

}  // namespace proofreader::russian
