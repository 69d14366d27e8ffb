#include "parenthetical_homonym.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool link_verb_not_parenthetical(const std::vector<Item>& items, std::size_t v) {
  const Item& word = items[v];
  // Cheap first: the parenthetical reading is a conjunction's.
  if (!word.checkable() || !word.any_pos("CONJ") || !word.any_pos("VERB")) return false;
  if (std::none_of(word.parses.begin(), word.parses.end(), [](const Parse& p) { return p.tag.has("Prnt"); }))
    return false;
  if (v == 0 || v + 1 >= items.size() || items[v - 1].is(",") || !items[v + 1].is_word()) return false;
  const Item& next = items[v + 1];
  return std::any_of(next.parses.begin(), next.parses.end(), [](const Parse& p) {
    const auto pos = p.tag.pos();
    return (pos == "ADJF" || pos == "PRTF" || pos == "NOUN") && p.tag.gram_case() == "ablt";
  });
}

}  // namespace proofreader::morphology_engine
