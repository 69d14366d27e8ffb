#include "neuter_substantive_plural.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool neuter_substantive_plural(const Item& item, const Parse& noun) {
  if (noun.tag.pos() != "NOUN" || !noun.tag.has("inan") || noun.tag.gender() != "neut" ||
      noun.tag.number() != "plur")
    return false;
  // A neuter noun with an adjective's ending is a substantivised adjective.
  const auto& lemma = noun.normal_form;
  if (!(lemma.ends_with("ое") || lemma.ends_with("ее") || lemma.ends_with("ье"))) return false;
  return std::any_of(item.parses.begin(), item.parses.end(), [&](const Parse& p) {
    return (p.tag.pos() == "ADJF" || p.tag.pos() == "PRTF") &&
           main_case(p.tag.gram_case()) == main_case(noun.tag.gram_case());
  });
}

}  // namespace proofreader::morphology_engine
