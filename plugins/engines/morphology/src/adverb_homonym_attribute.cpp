#include "adverb_homonym_attribute.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool adverb_homonym_attribute(const std::vector<Item>& items, std::size_t adj) {
  const Item& a = items[adj];
  if (adj + 1 >= items.size()) return false;
  const Item& noun = items[adj + 1];
  // The cheap tests first: the engine asks this of every attribute.
  if (!a.any_pos("ADJF") || !(a.any_pos("ADVB") || a.any_pos("PRCL")) || !a.checkable() || a.predicted() ||
      !only_cases(a, {"gent", "accs", ""}) || !is_noun(noun) || noun.any_pos("NUMR"))
    return false;
  if (adj > 0 && items[adj - 1].any_pos("PREP")) return !has_case(noun, "nomn");
  return only_cases(noun, {"datv", "ablt", "loct"});
}

}  // namespace proofreader::morphology_engine
