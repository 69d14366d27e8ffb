#include "agreement_coordinated_attribute.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

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
      !any_pair(items[attr - 2], items[noun], adjective_agrees) ||
      any_pair(items[attr], items[noun], adjective_agrees))
    return std::nullopt;
  return noun;
}

}  // namespace proofreader::morphology_engine
