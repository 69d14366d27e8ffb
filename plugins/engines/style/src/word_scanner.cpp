#include "word_scanner.hpp"

#include "utf8_text.hpp"

#include <proofreader/russian/letters.hpp>

namespace proofreader::style {

namespace {

using russian::is_digit;
using russian::is_letter;

bool is_blank(char32_t c) {
  return c == ' ' || c == '\t' || c == 0xA0 || c == '\n' || c == '\r';
}

}  // namespace

std::vector<Word> scan_words(std::string_view text) {
  std::vector<Word> words;
  std::size_t i = 0;
  int cp = 0;
  bool sentence_start = true;
  bool only_blanks_since_word = false;
  while (i < text.size()) {
    const std::size_t start = i;
    const int start_cp = cp;
    const char32_t c = next_code_point(text, i);
    ++cp;
    if (!is_letter(c)) {
      if (c == '.' || c == '!' || c == '?' || c == 0x2026) sentence_start = true;
      if (!is_blank(c) && c != ',') only_blanks_since_word = false;
      continue;
    }
    std::size_t end = i;
    int end_cp = cp;
    while (i < text.size()) {
      std::size_t j = i;
      const char32_t n = next_code_point(text, j);
      if (is_letter(n) || is_digit(n)) {
        i = end = j;
        end_cp = ++cp;
        continue;
      }
      if (n != '-' || j >= text.size()) break;
      std::size_t k = j;
      const char32_t after = next_code_point(text, k);
      if (!is_letter(after) && !is_digit(after)) break;
      i = end = k;
      cp += 2;
      end_cp = cp;
    }
    Word w;
    w.text = text.substr(start, end - start);
    w.key = lookup_key(w.text);
    w.offset = start_cp;
    w.length = end_cp - start_cp;
    w.byte_offset = start;
    w.sentence_start = sentence_start;
    w.joined_to_previous = only_blanks_since_word;
    words.push_back(std::move(w));
    sentence_start = false;
    only_blanks_since_word = true;
  }
  return words;
}

}  // namespace proofreader::style
