#include "agreement_coordinated_attribute.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

bool agree(const Item& attribute, const Item& noun) {
  return std::any_of(attribute.parses.begin(), attribute.parses.end(), [&](const Parse& a) {
    return std::any_of(noun.parses.begin(), noun.parses.end(),
                       [&](const Parse& n) { return adjective_agrees(a, n); });
  });
}

bool plain_attribute(const Item& item) {
  return item.checkable() && !item.predicted() && item.only_pos({"ADJF", "PRTF"});
}

}  // namespace

// A participle after «и» opens a phrase of its own and may govern the noun
// after it («созданный оболочкой и принадлежащий владельцу»), so «исходных и
// заменяющим шрифтов» passed. When the attribute before the conjunction agrees
// with that noun, the two attributes are coordinated and the noun is theirs.
std::optional<std::size_t> noun_of_coordinated_attribute(const std::vector<Item>& items, std::size_t attr) {
  if (attr < 2 || (items[attr - 1].lower != "и" && items[attr - 1].lower != "или") ||
      !plain_attribute(items[attr - 2]))
    return std::nullopt;
  std::size_t noun = attr + 1;
  if (noun < items.size() &&
      (items[noun].lower == "его" || items[noun].lower == "её" || items[noun].lower == "их"))
    ++noun;
  if (noun >= items.size() || !is_noun(items[noun]) || is_capitalised(items[noun]) ||
      !agree(items[attr - 2], items[noun]) || agree(items[attr], items[noun]))
    return std::nullopt;
  return noun;
}

}  // namespace proofreader::morphology_engine
