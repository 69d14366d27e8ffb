#include "genitive_noun_homonym.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool genitive_noun_after_noun(const std::vector<Item>& items, std::size_t adj) {
  if (adj == 0 || adj + 1 >= items.size() || !is_noun(items[adj - 1])) return false;
  const Item& word = items[adj];
  const bool genitive_noun = std::any_of(word.parses.begin(), word.parses.end(), [](const Parse& p) {
    return p.tag.pos() == "NOUN" && !p.predicted && main_case(p.tag.gram_case()) == "gent";
  });
  return genitive_noun && !has_case(items[adj + 1], "gent");
}

}  // namespace proofreader::morphology_engine
