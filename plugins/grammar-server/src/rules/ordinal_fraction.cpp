#include "ordinal_fraction.hpp"

#include <algorithm>

#include "parse_agreement.hpp"

namespace proofreader::grammar {

bool ordinal_fraction(const Analysis& a, int ordinal, int unit) {
  const auto& morph = *a.morphology();
  const int before = a.prev_solid(ordinal);
  if (before < 0) return false;
  const auto before_parses = a.is_cyrillic_word(before) ? morph.parse(a.lower(before)) : russian::ParseList{};
  const bool after_preposition_or_numeral =
      a.token(before).kind == Token::Kind::number ||
      std::any_of(before_parses.begin(), before_parses.end(),
                  [](const russian::Parse& p) { return p.tag.pos() == "PREP" || p.tag.pos() == "NUMR"; });
  const auto ordinals = morph.parse(a.lower(ordinal));
  const auto units = morph.parse(a.lower(unit));
  return after_preposition_or_numeral &&
         std::any_of(ordinals.begin(), ordinals.end(),
                     [](const russian::Parse& p) {
                       return p.tag.pos() == "ADJF" && p.tag.has("Anum") && p.tag.number() == "plur";
                     }) &&
         std::any_of(units.begin(), units.end(), [](const russian::Parse& p) {
           return p.tag.pos() == "NOUN" && p.tag.number() == "sing" && main_case(p.tag.gram_case()) == "gent";
         });
}

}  // namespace proofreader::grammar
