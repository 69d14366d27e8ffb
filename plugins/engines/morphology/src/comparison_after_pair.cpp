#include "comparison_after_pair.hpp"

namespace proofreader::morphology_engine {

bool comparison_after_pair(const std::vector<Item>& items, std::size_t conj) {
  return conj + 2 < items.size() && (items[conj + 2].lower == "как" || items[conj + 2].lower == "чем");
}

}  // namespace proofreader::morphology_engine
