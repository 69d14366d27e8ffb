#include "genitive_object_phrase.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool genitive_only_phrase(const std::vector<Item>& items, std::size_t k) {
  std::size_t noun = k;
  while (noun < items.size() && items[noun].only_pos({"ADJF", "PRTF"}) && has_case(items[noun], "gent"))
    ++noun;
  if (noun >= items.size()) return false;
  const Item& word = items[noun];
  if (is_noun(word)) return only_cases(word, {"gent"});
  // After an attribute: the noun readings alone, of a dictionary word with no
  // case reading but the noun's (no adjective, pronoun or participle homonym).
  if (noun == k || !word.checkable() || word.predicted()) return false;
  bool any_noun = false;
  for (const Parse& p : word.parses) {
    if (p.tag.has("Fixd") || p.tag.has("Abbr")) return false;
    if (p.tag.pos() == "NOUN") {
      if (main_case(p.tag.gram_case()) != "gent") return false;
      any_noun = true;
    } else if (!p.tag.gram_case().empty()) {
      return false;
    }
  }
  return any_noun;
}

}  // namespace proofreader::morphology_engine
