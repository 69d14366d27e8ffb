#include "parse_agreement.hpp"

namespace proofreader::grammar {

russian::ParseList parses_only(const russian::Morphology& morph, const std::string& word,
                               const std::set<std::string_view>& pos) {
  auto parses = morph.parse(word);
  for (const auto& p : parses)
    if (p.predicted || !pos.count(p.tag.pos())) return {};
  return parses;
}

bool agrees(const russian::Parse& attribute, const russian::Parse& noun) {
  if (main_case(attribute.tag.gram_case()) != main_case(noun.tag.gram_case())) return false;
  if (attribute.tag.number() != noun.tag.number()) return false;
  if (noun.tag.number() == "plur") return true;
  const auto g = noun.tag.gender();
  return g == "ms-f" || g.empty() || attribute.tag.gender() == g;
}

}  // namespace proofreader::grammar
