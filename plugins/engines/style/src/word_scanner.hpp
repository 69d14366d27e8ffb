// WordScanner: splits a block's text into words in one pass, for the rule
// indexes and the consistency check. A word is a run of letters and digits
// that starts with a letter, with inner hyphens («веб-сайт», «Wi-Fi»).
// Pure function, thread-safe.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::style {

struct Word {
  std::string_view text;  // a view into the scanned text
  std::string key;        // lower case, ё folded (utf8_text.hpp lookup_key)
  int offset = 0;         // code points
  int length = 0;         // code points
  std::size_t byte_offset = 0;
  // The first word of its sentence (after . ! ? or at the block start).
  bool sentence_start = false;
  // Only blanks or a comma separate it from the previous word (a phrase may
  // go on: «в случае, если»).
  bool joined_to_previous = false;
};

std::vector<Word> scan_words(std::string_view text);

}  // namespace proofreader::style
