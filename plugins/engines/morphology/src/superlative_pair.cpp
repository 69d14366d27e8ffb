#include "superlative_pair.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool superlative_before_pair(const std::vector<Item>& items, std::size_t conj) {
  if (conj < 2) return false;
  const Item& degree = items[conj - 2];
  if (degree.lower == "наиболее" || degree.lower == "наименее") return true;
  return std::any_of(degree.parses.begin(), degree.parses.end(),
                     [](const Parse& p) { return p.normal_form == "самый"; });
}

}  // namespace proofreader::morphology_engine
