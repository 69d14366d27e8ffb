#include "ordinal_fraction.hpp"

namespace proofreader::grammar {

bool ordinal_fraction(const Analysis& a, int ordinal, int unit) {
  const auto& morph = *a.morphology();
  const int before = a.prev_solid(ordinal);
  if (before < 0) return false;
  return russian::ordinal_fraction(
      a.is_cyrillic_word(before) ? morph.parse(a.lower(before)) : russian::ParseList{},
      a.token(before).kind == Token::Kind::number, morph.parse(a.lower(ordinal)), morph.parse(a.lower(unit)));
}

}  // namespace proofreader::grammar
