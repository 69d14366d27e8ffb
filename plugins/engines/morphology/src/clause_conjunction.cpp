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
  const Item& before = items[k - 2];
  if (std::find(std::begin(kCorrelatives), std::end(kCorrelatives), before.lower) != std::end(kCorrelatives))
    return true;
  // An indirect question after its verb: «Опишите, как», «показывает, как».
  return before.is_word() && (before.any_pos("VERB") || before.any_pos("INFN"));
}

}  // namespace proofreader::morphology_engine
