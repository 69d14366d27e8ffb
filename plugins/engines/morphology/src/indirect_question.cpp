#include "indirect_question.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "manner_question.hpp"
#include "word_classes.hpp"

namespace proofreader::morphology_engine {

namespace {

bool interrogative(const std::vector<Item>& items, std::size_t k) {
  static constexpr std::array<std::string_view, 7> kLemmas = {"какой",  "каков", "насколько", "сколько",
                                                              "почему", "зачем", "кто"};
  const Item& word = items[k];
  if (std::any_of(kLemmas.begin(), kLemmas.end(), [&](std::string_view l) { return word.has_lemma(l); }))
    return true;
  // «как» asks a measure only before an adverb of measure; «как обычно», «как всегда» compare.
  static constexpr std::array<std::string_view, 7> kMeasure = {"много",  "мало",   "часто", "долго",
                                                               "быстро", "сильно", "далеко"};
  return manner_question(items, k) ||
         (word.lower == "как" && k + 1 < items.size() &&
          std::find(kMeasure.begin(), kMeasure.end(), items[k + 1].lower) != kMeasure.end());
}

// «свёрнуты или развёрнуты»: two short forms joined by «или» ask which of them holds.
bool alternative(const std::vector<Item>& items, std::size_t k) {
  const auto short_form = [](const Item& w) { return w.only_pos({"PRTS", "ADJS"}); };
  return k + 2 < items.size() && short_form(items[k]) && items[k + 1].lower == "или" &&
         short_form(items[k + 2]);
}

}  // namespace

bool indirect_question_after(const std::vector<Item>& items, std::size_t verb) {
  std::size_t k = verb + 2;
  if (k >= items.size() || !items[verb + 1].is(",")) return false;
  if (items[k].only_pos({"PREP"})) ++k;
  return k < items.size() && items[k].is_word() && (interrogative(items, k) || alternative(items, k));
}

}  // namespace proofreader::morphology_engine
