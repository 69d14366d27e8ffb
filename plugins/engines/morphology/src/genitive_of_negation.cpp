#include "genitive_of_negation.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {
namespace {

// An adverb is no predicate unless it is a predicative too («не видно
// файлов», but «не обязательно», whose short form «обязательно» is rare).
bool predicate_form(const Item& item) {
  if (item.any_pos("ADVB") && !item.any_pos("PRED")) return false;
  return std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
    const auto pos = p.tag.pos();
    return pos == "VERB" || pos == "INFN" || pos == "GRND" || pos == "PRTF" || pos == "PRTS" ||
           pos == "ADJS" || pos == "PRED";
  });
}

}  // namespace

bool negated_predicate_between(const std::vector<Item>& items, std::size_t from, std::size_t to) {
  for (std::size_t k = from; k < to && k < items.size(); ++k) {
    const Item& w = items[k];
    if (w.lower == "ни" || w.lower == "нет") return true;
    // A word the dictionary lacks after «не» may be a verb.
    if (w.lower == "не" && k + 1 < items.size() && items[k + 1].is_word() &&
        (predicate_form(items[k + 1]) || items[k + 1].predicted()))
      return true;
  }
  return false;
}

}  // namespace proofreader::morphology_engine
