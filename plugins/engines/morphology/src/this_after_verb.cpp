#include "this_after_verb.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool this_after_verb(const std::vector<Item>& items, std::size_t d) {
  if (d == 0 || d + 1 >= items.size() || items[d].lower != "это" || !is_noun(items[d + 1])) return false;
  const Item& verb = items[d - 1];
  const bool plain_verb = verb.checkable() && !verb.predicted() &&
                          (verb.any_pos("VERB") || verb.any_pos("INFN")) && !verb.has_lemma("быть") &&
                          !verb.has_lemma("являться");
  const Item& noun = items[d + 1];
  const bool plural_direct = std::any_of(noun.parses.begin(), noun.parses.end(), [](const Parse& p) {
    const auto c = main_case(p.tag.gram_case());
    return p.tag.number() == "plur" && (c == "nomn" || c == "accs");
  });
  return plain_verb && plural_direct;
}

}  // namespace proofreader::morphology_engine
