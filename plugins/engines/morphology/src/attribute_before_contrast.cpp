#include "attribute_before_contrast.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

bool is_attribute(const Item& w) {
  return w.any_pos("ADJF") || w.any_pos("PRTF");
}

}  // namespace

bool attribute_before_contrast(const std::vector<Item>& items, std::size_t adj) {
  std::size_t k = adj + 1;
  if (k < items.size() && items[k].any_pos("PREP")) ++k;
  if (k + 1 >= items.size() || !(is_noun(items[k]) || items[k].any_pos("NPRO")) ||
      only_cases(items[k], {"nomn", "accs"}) || !items[k + 1].is(","))
    return false;
  k += 2;
  if (k >= items.size() || !(items[k].lower == "но" || items[k].lower == "а" || items[k].lower == "и" ||
                             items[k].lower == "или" || items[k].lower == "либо"))
    return false;
  ++k;
  while (k < items.size() && items[k].is_word() && (items[k].lower == "не" || items[k].any_pos("ADVB"))) ++k;
  if (k + 1 >= items.size() || !is_attribute(items[k])) return false;
  const std::size_t second = k;
  while (k + 1 < items.size() && is_attribute(items[k]) && !is_noun(items[k])) ++k;
  return is_noun(items[k]) && any_pair(items[second], items[k], adjective_agrees) &&
         any_pair(items[adj], items[k], adjective_agrees);
}

}  // namespace proofreader::morphology_engine
