#include "demonstrative_object.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

// Is there a «не» or «ни» after `d`, before its clause ends?
bool negation_after(const std::vector<Item>& items, std::size_t d) {
  for (std::size_t k = d + 1; k < items.size() && !ends_clause(items[k]); ++k)
    if (items[k].lower == "не" || items[k].lower == "ни") return true;
  return false;
}

}  // namespace

bool demonstrative_object_before_subject(const std::vector<Item>& items, std::size_t d) {
  const Item& item = items[d];
  const bool genitive_pronoun = std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
    return p.tag.pos() == "NPRO" && main_case(p.tag.gram_case()) == "gent";
  });
  return genitive_pronoun && d + 1 < items.size() && only_cases(items[d + 1], {"nomn"}) &&
         negation_after(items, d);
}

}  // namespace proofreader::morphology_engine
