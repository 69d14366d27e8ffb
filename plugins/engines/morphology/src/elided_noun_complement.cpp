#include "elided_noun_complement.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool elided_noun_complement(const std::vector<Item>& items, std::size_t adj) {
  if (adj < 2 || adj + 1 >= items.size() || !items[adj - 1].any_pos("PREP")) return false;
  const Item& head = items[adj - 2];
  const Item& noun = items[adj + 1];
  // «одним из обычных алгоритмов», «каждый из новых файлов»: a pronoun or
  // numeral before «из» picks from the set, which is the noun's own phrase.
  if (items[adj - 1].lower == "из" || items[adj - 1].lower == "изо") return false;
  // The noun cannot be the preposition's own object: it is only nominative or
  // accusative, while the adjective stands in an oblique case («в нижнюю
  // части экрана», «в вашу настройках» are disagreements inside the phrase).
  const Item& a = items[adj];
  const bool oblique_adjective = std::any_of(a.parses.begin(), a.parses.end(), [](const Parse& p) {
    const auto c = main_case(p.tag.gram_case());
    return c == "gent" || c == "datv" || c == "ablt" || c == "loct";
  });
  if (!only_cases(noun, {"nomn", "accs"}) || !oblique_adjective) return false;
  return std::any_of(head.parses.begin(), head.parses.end(), [&](const Parse& h) {
    return (h.tag.pos() == "ADJF" || h.tag.pos() == "PRTF") && !h.tag.has("Apro") && !h.tag.has("Anum") &&
           std::any_of(noun.parses.begin(), noun.parses.end(),
                       [&](const Parse& n) { return n.tag.pos() == "NOUN" && adjective_agrees(h, n); });
  });
}

}  // namespace proofreader::morphology_engine
