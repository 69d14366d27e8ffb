#include "coordinated_verb.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool finite_verb(const Item& item) {
  return item.checkable() && !item.predicted() && !item.parses.empty() && item.only_pos({"VERB"}) &&
         std::none_of(item.parses.begin(), item.parses.end(),
                      [](const Parse& p) { return p.tag.has("impr"); });
}

bool coordinating_conjunction(const Item& item) {
  const std::string_view word = item.lower;
  return word == "и" || word == "а" || word == "но" || word == "или";
}

// «и сразу закрываются», «но не являются»: particles and adverbs only.
bool before_coordinated_verb(const Item& item) {
  return item.lower == "не" || item.only_pos({"ADVB"});
}

std::size_t first_coordinated_predicate(const std::vector<Item>& items, std::size_t verb) {
  const std::size_t none = items.size();
  std::size_t j = verb;
  while (j > 0 && before_coordinated_verb(items[j - 1])) --j;
  if (j == 0 || !coordinating_conjunction(items[j - 1])) return none;
  --j;
  // One comma may close the first predicate's phrase before the conjunction.
  const bool after_comma = j > 0 && items[j - 1].is(",");
  if (after_comma) --j;
  // The first predicate: the nearest finite verb in the clause before it,
  // with no infinitive or other conjunction between («можете вырезать и
  // вставлять и …» coordinates the infinitives).
  while (j > 0 && items[j - 1].is_word() && !finite_verb(items[j - 1])) {
    const Item& w = items[j - 1];
    if (w.only_pos({"INFN"}) || w.lower == "и" || w.lower == "или") return none;
    --j;
  }
  if (j == 0 || !finite_verb(items[j - 1])) return none;
  // After a comma the conjunction may join the main clause's predicate, not
  // the subordinate one's before the comma («…, пока все потомки не завершат
  // работу, и затем завершится»): the first predicate's clause must start
  // the sentence.
  static constexpr std::array<std::string_view, 8> kClauseOpeners = {"если", "когда", "что", "чтобы",
                                                                     "пока", "где",   "как", "ли"};
  if (after_comma)
    for (std::size_t b = 0; b + 1 < j; ++b)
      if (!items[b].is_word() || items[b].only_pos({"CONJ"}) || items[b].has_lemma("который") ||
          items[b].has_lemma("какой") ||
          std::find(kClauseOpeners.begin(), kClauseOpeners.end(), items[b].lower) != kClauseOpeners.end())
        return none;
  return j - 1;
}

}  // namespace proofreader::morphology_engine
