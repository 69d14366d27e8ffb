// WordPattern: a run of words to look for, written compactly in rule tables.
//
// Each element matches one word token (lower-cased): "в" exactly, "период*"
// "период" or any word starting with it, "верн*|возвращ*" either alternative. Words
// must follow each other separated by spaces only (no punctuation, no line
// break). Immutable; match() is thread-safe.
#pragma once

#include <string>
#include <vector>

#include "analysis.hpp"

namespace proofreader::grammar {

class WordPattern {
 public:
  explicit WordPattern(const std::vector<std::string>& elements);

  // When the words starting at token `first` match, the index of the last
  // matched token; otherwise -1.
  int match(const Analysis& a, int first) const;
  std::size_t size() const { return elements_.size(); }

  // True when one element matches one lower-cased word.
  static bool element_matches(const std::string& element, const std::string& lower_word);

 private:
  std::vector<std::string> elements_;
};

}  // namespace proofreader::grammar
