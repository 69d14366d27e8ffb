#include "participle_fragment.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool participle_fragment(const std::vector<Item>& items, std::size_t participle) {
  if (participle != 0 || participle + 1 >= items.size()) return false;
  const Item& p = items[participle];
  if (!passive_participle(p, "nomn") || !only_cases(items[participle + 1], {"ablt"})) return false;
  std::size_t k = participle + 1;
  for (; k < items.size() && items[k].is_word(); ++k)
    if (items[k].lower != "и" && items[k].lower != "или" && !only_cases(items[k], {"ablt"})) return false;
  return k == items.size() || items[k].is(".") || items[k].is(",");
}

}  // namespace proofreader::morphology_engine
