#include "parenthetical_homonym.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool link_verb_not_parenthetical(const std::vector<Item>& items, std::size_t v) {
  const Item& word = items[v];
  const auto has = [&](auto test) { return std::any_of(word.parses.begin(), word.parses.end(), test); };
  if (!word.checkable() || !has([](const Parse& p) { return p.tag.has("Prnt"); }) ||
      !has([](const Parse& p) { return p.tag.pos() == "VERB"; }))
    return false;
  if (v == 0 || v + 1 >= items.size() || items[v - 1].is(",") || !items[v + 1].is_word()) return false;
  const Item& next = items[v + 1];
  return std::any_of(next.parses.begin(), next.parses.end(), [](const Parse& p) {
    const auto pos = p.tag.pos();
    return (pos == "ADJF" || pos == "PRTF" || pos == "NOUN") && p.tag.gram_case() == "ablt";
  });
}

}  // namespace proofreader::morphology_engine
