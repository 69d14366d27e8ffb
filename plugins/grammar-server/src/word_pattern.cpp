#include "word_pattern.hpp"

namespace proofreader::grammar {

WordPattern::WordPattern(const std::vector<std::string>& elements) : elements_(elements) {}

bool WordPattern::element_matches(const std::string& element, const std::string& word) {
  std::size_t start = 0;
  while (start <= element.size()) {
    std::size_t bar = element.find('|', start);
    if (bar == std::string::npos) bar = element.size();
    std::string_view alt(element.data() + start, bar - start);
    if (!alt.empty() && alt.back() == '*') {
      alt.remove_suffix(1);
      if (word.size() >= alt.size() && word.compare(0, alt.size(), alt) == 0) return true;
    } else if (word == alt) {
      return true;
    }
    start = bar + 1;
  }
  return false;
}

int WordPattern::match(const Analysis& a, int first) const {
  int i = first;
  for (std::size_t k = 0; k < elements_.size(); ++k) {
    if (k > 0) {
      const int next = a.next_solid(i);
      // Only spaces between the words, and no line break.
      if (next != i + 2 || a.line_break_between(i, next)) return -1;
      i = next;
    }
    if (!a.is_word(i) || !element_matches(elements_[k], a.lower(i))) return -1;
  }
  return i;
}

}  // namespace proofreader::grammar
