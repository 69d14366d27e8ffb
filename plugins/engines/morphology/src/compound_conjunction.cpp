#include "compound_conjunction.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace proofreader::morphology_engine {

bool after_compound_conjunction(const std::vector<Item>& items, std::size_t k) {
  static constexpr std::array<std::string_view, 4> kFirstParts = {"так", "потому", "тогда", "время"};
  return k >= 2 && items[k - 1].lower == "как" && items[k - 2].is_word() &&
         std::find(kFirstParts.begin(), kFirstParts.end(), items[k - 2].lower) != kFirstParts.end();
}

}  // namespace proofreader::morphology_engine
