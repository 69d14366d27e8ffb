#include "coordinated_subject_phrase.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool coordinated_subject_phrase(const std::vector<Item>& items, std::size_t before, std::size_t subject) {
  // The complement: a noun or pronoun in an oblique case, after its preposition if any.
  if (before < 3 || !(is_noun(items[before - 1]) || items[before - 1].any_pos("NPRO")) ||
      has_case(items[before - 1], "nomn"))
    return false;
  std::size_t k = before - 1;
  if (items[k - 1].any_pos("PREP")) --k;
  // Back over the attributes that agree with the subject.
  const auto agrees = [&](const Item& a) {
    return std::any_of(a.parses.begin(), a.parses.end(), [&](const Parse& ap) {
      return (ap.tag.pos() == "ADJF" || ap.tag.pos() == "PRTF") &&
             std::any_of(items[subject].parses.begin(), items[subject].parses.end(),
                         [&](const Parse& sp) { return adjective_agrees(ap, sp); });
    });
  };
  const std::size_t phrase_end = k;
  while (k > 0 && agrees(items[k - 1])) --k;
  if (k == phrase_end || k == 0) return false;
  const Item& left = items[k - 1];
  return left.lower == "и" || left.lower == "или" || left.lower == "либо";
}

}  // namespace proofreader::morphology_engine
