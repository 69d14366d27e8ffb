#include "glued_abbreviation.hpp"

namespace proofreader::grammar {

bool glued_abbreviation(const Analysis& a, int word) {
  return a.is_punct(word + 1, ".") && a.is_word(word + 2);
}

}  // namespace proofreader::grammar
