#include <algorithm>

#include "proofreader/russian/morphology.hpp"

namespace proofreader::russian {

std::string_view main_case(std::string_view c) {
  if (c == "gen1" || c == "gen2") return "gent";
  if (c == "loc1" || c == "loc2") return "loct";
  if (c == "acc2") return "accs";
  return c;
}

bool ordinal_fraction(const ParseList& before, bool before_is_number, const ParseList& ordinal,
                      const ParseList& unit) {
  const bool after_preposition_or_numeral =
      before_is_number || std::any_of(before.begin(), before.end(), [](const Parse& p) {
        return p.tag.pos() == "PREP" || p.tag.pos() == "NUMR";
      });
  const bool plural_ordinal = std::any_of(ordinal.begin(), ordinal.end(), [](const Parse& p) {
    return p.tag.pos() == "ADJF" && p.tag.has("Anum") && p.tag.number() == "plur";
  });
  const bool singular_genitive = std::any_of(unit.begin(), unit.end(), [](const Parse& p) {
    return p.tag.pos() == "NOUN" && p.tag.number() == "sing" && main_case(p.tag.gram_case()) == "gent";
  });
  return after_preposition_or_numeral && plural_ordinal && singular_genitive;
}

}  // namespace proofreader::russian
