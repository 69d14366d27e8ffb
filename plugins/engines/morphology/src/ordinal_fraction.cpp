#include "ordinal_fraction.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool ordinal_fraction(const std::vector<Item>& items, std::size_t adj) {
  if (adj == 0 || adj + 1 >= items.size()) return false;
  const Item& before = items[adj - 1];
  const Item& unit = items[adj + 1];
  const bool after_preposition_or_numeral =
      before.any_pos("PREP") || before.any_pos("NUMR") || before.token->kind == Token::Kind::number;
  const bool plural_ordinal = std::any_of(
      items[adj].parses.begin(), items[adj].parses.end(),
      [](const Parse& p) { return p.tag.pos() == "ADJF" && p.tag.has("Anum") && p.tag.number() == "plur"; });
  const bool singular_genitive = std::any_of(unit.parses.begin(), unit.parses.end(), [](const Parse& p) {
    return p.tag.pos() == "NOUN" && p.tag.number() == "sing" && main_case(p.tag.gram_case()) == "gent";
  });
  return after_preposition_or_numeral && plural_ordinal && singular_genitive;
}

}  // namespace proofreader::morphology_engine
