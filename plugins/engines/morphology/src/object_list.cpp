#include "object_list.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool object_list_after(const std::vector<Item>& items, std::size_t verb) {
  std::size_t c = verb + 1;
  while (c < items.size() && items[c].is_word() && !items[c].any_pos("PREP")) ++c;
  if (c == verb + 1 || c + 1 >= items.size() || !items[c].is(",") || !is_noun(items[c - 1])) return false;
  std::size_t n = c + 1;
  while (n < items.size() && items[n].only_pos({"ADJF", "PRTF"})) ++n;
  if (n >= items.size() || !is_noun(items[n]) || !only_cases(items[n], {"accs"})) return false;
  for (std::size_t k = n + 1; k < items.size() && items[k].is_word(); ++k)
    if (items[k].any_pos("VERB") || items[k].only_pos({"PRTS", "ADJS"})) return false;
  return true;
}

}  // namespace proofreader::morphology_engine
