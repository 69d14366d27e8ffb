#include "possessive_homonym.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool possessive_homonym_noun(const Item& word) {
  float noun = 0, possessive = 0;
  for (const auto& p : word.parses) {
    if (p.tag.pos() == "NOUN") noun = std::max(noun, p.score);
    if (p.tag.pos() == "ADJF" && !p.tag.has("Poss")) return false;
    if (p.tag.pos() == "ADJF") possessive = std::max(possessive, p.score);
  }
  return noun > 0 && possessive > 0 && noun >= possessive;
}

}  // namespace proofreader::morphology_engine
