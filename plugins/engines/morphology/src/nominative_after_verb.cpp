#include "nominative_after_verb.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool nominative_after_verb(const std::vector<Item>& items, std::size_t verb) {
  for (std::size_t k = verb + 1;
       k < items.size() && items[k].is_word() && !items[k].any_pos("PREP") && !items[k].any_pos("CONJ");
       ++k) {
    if (!is_noun(items[k]) || is_capitalised(items[k]) || !only_cases(items[k], {"nomn"})) continue;
    const bool coordinated =
        k + 1 < items.size() && (items[k + 1].lower == "и" || items[k + 1].lower == "или" ||
                                 items[k + 1].is(",") || items[k + 1].is("/"));
    return !coordinated;
  }
  return false;
}

}  // namespace proofreader::morphology_engine
