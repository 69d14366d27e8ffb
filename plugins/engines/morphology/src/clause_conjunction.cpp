#include "clause_conjunction.hpp"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace proofreader::morphology_engine {

bool opens_clause_after(const std::vector<Item>& items, std::size_t k) {
  const Item& word = items[k];
  if (word.lower == "что") return true;
  if (word.lower != "как" || !word.is_word() || !word.any_pos("CONJ") || k < 2 || !items[k - 1].is(","))
    return false;
  // The correlatives of a clause of time, manner or content: «после того, как», «перед тем, как», «то, как».
  constexpr std::string_view kCorrelatives[] = {"того", "тем", "то", "так"};
  return std::find(std::begin(kCorrelatives), std::end(kCorrelatives), items[k - 2].lower) !=
         std::end(kCorrelatives);
}

}  // namespace proofreader::morphology_engine
