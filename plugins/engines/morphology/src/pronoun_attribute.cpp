#include "pronoun_attribute.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

// «никто», «ничто», «некто», «нечто», «кто-то», «что-нибудь», «кое-кто», …
bool indefinite_or_negative(const Parse& p) {
  const std::string_view lemma = p.normal_form;
  return p.tag.pos() == "NPRO" && lemma != "кто" && lemma != "что" &&
         (lemma.find("кто") != std::string_view::npos || lemma.find("что") != std::string_view::npos);
}

}  // namespace

bool attribute_of_pronoun(const std::vector<Item>& items, std::size_t adj) {
  if (adj == 0) return false;
  const Item& pronoun = items[adj - 1];
  return std::any_of(pronoun.parses.begin(), pronoun.parses.end(), [&](const Parse& n) {
    return indefinite_or_negative(n) &&
           std::any_of(items[adj].parses.begin(), items[adj].parses.end(), [&](const Parse& a) {
             return (a.tag.pos() == "ADJF" || a.tag.pos() == "PRTF") && a.tag.number() == "sing" &&
                    main_case(a.tag.gram_case()) == main_case(n.tag.gram_case()) &&
                    a.tag.gender() == (n.tag.gender().empty() ? "masc" : n.tag.gender());
           });
  });
}

}  // namespace proofreader::morphology_engine
