#include "manner_question.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace proofreader::morphology_engine {

bool manner_question(const std::vector<Item>& items, std::size_t k) {
  static constexpr std::array<std::string_view, 8> kModals = {"должен", "должна", "должно", "должны",
                                                              "можно",  "нужно",  "надо",   "следует"};
  if (items[k].lower != "как" || k + 2 >= items.size()) return false;
  return std::find(kModals.begin(), kModals.end(), items[k + 1].lower) != kModals.end() &&
         items[k + 2].only_pos({"INFN"});
}

}  // namespace proofreader::morphology_engine
