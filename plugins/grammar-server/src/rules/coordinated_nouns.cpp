#include "coordinated_nouns.hpp"

#include <algorithm>

#include "parse_agreement.hpp"

namespace proofreader::grammar {

bool attribute_of_coordinated_nouns(const Analysis& a, int attribute, int noun) {
  const auto& morph = *a.morphology();
  const int conjunction = a.next_solid(noun);
  if (!a.is_word(conjunction) || a.lower(conjunction) != "и") return false;
  int second = a.next_solid(conjunction);
  if (!a.is_cyrillic_word(second)) return false;
  // The second noun may have attributes of its own («правильные дату и точное время»).
  auto second_nouns = parses_only(morph, a.lower(second), {"NOUN"});
  for (int attributes = 0; second_nouns.empty() && attributes < 2; ++attributes) {
    const auto readings = morph.parse(a.lower(second));
    if (std::none_of(readings.begin(), readings.end(),
                     [](const russian::Parse& p) { return p.tag.pos() == "ADJF" && !p.predicted; }))
      return false;
    second = a.next_solid(second);
    if (!a.is_cyrillic_word(second)) return false;
    second_nouns = parses_only(morph, a.lower(second), {"NOUN"});
  }
  const auto first_nouns = parses_only(morph, a.lower(noun), {"NOUN"});
  const auto has_case = [](const russian::ParseList& nouns, std::string_view c) {
    return std::any_of(nouns.begin(), nouns.end(),
                       [&](const russian::Parse& n) { return main_case(n.tag.gram_case()) == c; });
  };
  const auto attributes = parses_only(morph, a.lower(attribute), {"ADJF"});
  return std::any_of(attributes.begin(), attributes.end(), [&](const russian::Parse& p) {
    const auto c = main_case(p.tag.gram_case());
    return p.tag.number() == "plur" && has_case(first_nouns, c) && has_case(second_nouns, c);
  });
}

}  // namespace proofreader::grammar
